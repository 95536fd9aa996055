import { escapeRegExp } from "@/lib/text/regex";
import type { Intent } from "./intents";
import { protectQuotes, unquote } from "./text";
import { VALUE_WORDS, valuesOf, type ValueKind } from "./value-kinds";
import { FIELD_PATTERN, fieldFor } from "./vocabulary";

/**
 * Words a page shows, changed without naming the section or field they are in — the way people
 * report them: "the heading 'Say hello' change in 'Write to us'", "the feature grid says 'Care' …
 * should be 'Ongoing support'" (two quoted texts: the old and the new), "the contact page still says
 * 9–5 … we're open 9–6 now" (two values of one kind), "change the phone number on the contact page to
 * +44 20 7946 0123" (one value of a kind: the page's value of that kind is the old one).
 */
const CHANGE_CUE = /\b(?:change[ds]?|replace[ds]?|swap|update[ds]?|amend|correct|fix|should\s+(?:be|say|read|become)|instead\s+of|rather\s+than|now|new|moved|is\s+wrong|isn't\s+right|wrong|not\s+\S+\s+any\s*more|to|in(?:to)?|(?:have|has|'ve)\s+been)\b/i;
const MAKES_SOMETHING = /\b(?:create|add|new\s+(?:page|post|section)|make\s+a|write\s+a|publish|delete|remove|rename|tag)\b/i;
const PAGE_NAMED = [
  /\b(?:on|in|of|at|from)\s+(?:the\s+|our\s+)?([\w'&-]+(?:\s+[\w'&-]+)?)\s+page\b/i,
  /\b(?:the\s+|our\s+)?([\w'&-]+(?:\s+[\w'&-]+)?)\s+page(?:'s)?\b/i,
  /\b(?:on|in)\s+(it|this\s+page|that\s+page)\b/i,
  /^(?:on|in)\s+([\w'&-]+(?:\s+[\w'&-]+)?)\s*[:,]/i,
  /\b(?:on|in)\s+(?:the\s+)?([\w'&-]+)(?=\s+(?:says?|reads?|shows?|still)\b|\s*[,:]|$)/i,
  // "the Apply now button on Admissions goes to …": a page named by its capitalised title before what the thing does
  /\b(?:on|in)\s+(?:the\s+)?([A-Z][\w'&-]*(?:\s+[A-Z][\w'&-]*)?)(?=\s+(?:go|goes|link|links|point|points|lead|leads|take|takes|should|needs|must)\b)/,
];
/** "the welcome post's teaser", "in the autumn post": a post named by the words before "post". */
const POST_NAMED = /\b(?:the|our|in|on)\s+([\w'&-]+(?:\s+[\w'&-]+)?)\s+(?:blog\s+)?post(?:'s)?\b/i;
/** "the Copper Kettle testimonial", "Tom's review": a testimonial named by the words before the word. */
const ENTRY_NAMED = /(?:\b(?:the|our)\s+|^)([\w'&-]+(?:\s+[\w'&-]+){0,2}?)(?:'s)?\s+(?:testimonial|review|quote)\b/i;
const NOT_A_PAGE = /^(?:the|a|an|this|that|new|old|same|whole|web|every|each|which|what|menu|nav|navigation|navbar)$/i;

/** The page a sentence names ("on the contact page", "the about page's", "on home says"), or "it". */
export function pageIn(text: string): string | undefined {
  for (const pattern of PAGE_NAMED) {
    const name = pattern.exec(text)?.[1]?.replace(/^(?:the|our)\s+/i, "").trim();
    // "the front page", "the start page": the home page
    if (name && !NOT_A_PAGE.test(name)) return /^(?:this|that)\s+page$/i.test(name) ? "it" : /^(?:front|start|main|landing)$/i.test(name) ? "home" : name;
  }
  return undefined;
}

export const NUMBER = String.raw`(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)`;
/** "six to ten", "4-8": a number or a range of two. */
const RANGE = String.raw`${NUMBER}(?:\s*(?:to|-|–)\s*${NUMBER})?`;
/** "… a team of four. There have been six of us since March.", "We've been quoting eight weeks": how many there are now. */
const NOW_THERE_ARE = String.raw`(?:we(?:'re|\s+are)|it's|it\s+is|there\s+are|they(?:'re|\s+are)|there\s+(?:have\s+been|are\s+now)|we(?:'ve|\s+have)\s+been\s+(?:quoting|saying|telling\s+(?:people|customers|clients)|delivering(?:\s+(?:in|within))?|finishing(?:\s+(?:in|within))?)|(?:(?:these\s+days|nowadays|now|today),?\s+)?we\s+(?:quote|say|promise|offer|tell\s+(?:people|customers|clients)))`;
const STILL_SAYS = new RegExp(String.raw`\b(?:says?|reads?|shows?|promises?|claims?|states?|tells?\s+(?:people|visitors|customers|clients))\s+(.*?\b(${RANGE})\b.*?)(?:,?\s+(?:but\s+)?|[.!]\s+)${NOW_THERE_ARE}\s+(?:now\s+)?(?:about\s+|around\s+)?(${RANGE})\b(?:\s+now)?`, "i");

/** "it should say we're a team of five designers, not four": the number it should say, then the one it says. */
const SAY_NOT = new RegExp(String.raw`\b(?:should|must|needs?\s+to|ought\s+to)\s+(?:say|read)\s+(?:.*?\b(${RANGE})\b.*?),?\s+not\s+(${RANGE})\b`, "i");

/** "the about page still says we are four people, we are six now": the number that changed. */
function countChanged(masked: string, page: string): Intent | undefined {
  const said = STILL_SAYS.exec(masked);
  if (said && said[2].toLowerCase() !== said[3].toLowerCase()) return { kind: "replaceText", page, old: said[2], replacement: said[3] };
  const not = SAY_NOT.exec(masked);
  return not && not[1].toLowerCase() !== not[2].toLowerCase() ? { kind: "replaceText", page, old: not[2], replacement: not[1] } : undefined;
}

/**
 * "it says we answer the telephone weekdays 9–5, but … Could it say 'weekdays 9–5.30'?": the words
 * it says now, unquoted, are the end of what it says from the new words' first word on.
 */
function endOfSaid(masked: string, replacement: string, page: string, upTo = masked.indexOf("\u0000")): Intent | undefined {
  // ("My nephew says the little description … ought to …": what a person says is no words on the page)
  const said = /(?<!\b(?:nephew|niece|client|clients|boss|manager|customer|customers|he|she|they|someone|somebody|people|legal|team|wife|husband|son|daughter|partner|friend|colleague|designer|agency|everyone|nobody)\s+)\b(?:says?|reads?|shows?)\s+([^\u0000]+?)(?=,|;|\.\s|\s+but\b|\s+and\s+(?:we|it|that)\b|$)/i.exec(masked.slice(0, upTo));
  const first = replacement.split(/\s+/)[0];
  if (!said || first.length < 3) return undefined;
  const at = said[1].search(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(first)}(?![\\p{L}\\p{N}])`, "iu"));
  const old = at < 0 ? "" : said[1].slice(at).trim();
  return old && old.toLowerCase() !== replacement.toLowerCase() ? { kind: "replaceText", page, old, replacement } : undefined;
}

const PERSON = String.raw`((?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+){1,2})`;
/** "still says Sam Reyes is the owner … it's Alex Moreno now": a person's full name, said and then put right. */
const NAME_SAID = new RegExp(String.raw`\b(?:says?|reads?|shows?|lists?|names?|mentions?|has)\s+(?:that\s+)?${PERSON}`, "i");
const NAME_NOW = new RegExp(String.raw`\b(?:it's|it\s+is|that's|that\s+is|(?:should|must|needs?\s+to)\s+(?:say|read|be)|replaced\s+by|is\s+now|took\s+over\s+from)\s+(?:now\s+)?${PERSON}`, "i");

/** "… should say orders tripled not doubled": the word said last is the old one, the word before "not" the new. */
const WORD_NOT = /\b(?:should|must|needs?\s+to|has\s+to)\s+(?:say|read)\s+(?:[^\u0000]*?\s)?([\w'-]+),?\s+not\s+([\w'-]+)[.!]?$/i;

function wordChanged(masked: string): { old: string; replacement: string } | undefined {
  const said = WORD_NOT.exec(masked);
  return said && said[1].toLowerCase() !== said[2].toLowerCase() ? { old: said[2], replacement: said[1] } : undefined;
}

function nameChanged(masked: string): { old: string; replacement: string } | undefined {
  const said = NAME_SAID.exec(masked);
  const now = said && NAME_NOW.exec(masked.slice(said.index + said[0].length));
  return said && now && said[1].toLowerCase() !== now[1].toLowerCase() ? { old: said[1], replacement: now[1] } : undefined;
}

const FIELD_LABEL = new RegExp(String.raw`\b(${FIELD_PATTERN}|description|blurb|caption|alt\s+text|excerpt)\b(?:\s+(?!(?:from|of)\b)[\w']+){0,4}?\s*[:=]?\s*$`, "i");

/** "headline 'A' and the button should say 'B'": two fields each given its words, never A changed to B. */
function twoFieldsSet(masked: string, quotes: RegExpMatchArray[]): boolean {
  const labels = quotes.map((quote, index) => FIELD_LABEL.exec(masked.slice(index ? quotes[index - 1].index! + quotes[index - 1][0].length : 0, quote.index))?.[1]);
  const field = (label: string) => fieldFor("hero", label) ?? fieldFor("cta", label) ?? label.toLowerCase();
  return !!labels[0] && !!labels[1] && field(labels[0]) !== field(labels[1]);
}

/** "… Replace that photo with the autumn valley one and call the gallery 'Around here'": a request of its own beside the words, never dropped for them. */
const OTHER_REQUEST = /^(?:please\s+)?(?:replace|swap|add|remove|delete|publish|unpublish|hide|move|upload|use|put|take|archive)\b/i;
const otherRequest = (masked: string) => masked.split(/[.!?;,]\s+|\s+and\s+/).some((clause) => !clause.includes("\u0000") && OTHER_REQUEST.test(clause.trim()));

/** "… make it under two seconds pls": new words typed without quotes after what it says now. */
const MAKE_IT = /\b(?:make|change)\s+it\s+(?:say\s+|read\s+|to\s+)?(\S.*?)(?:\s+(?:pls|please|plz|instead|now|thanks))?[.!]*$/i;

export function parseReplacement(sentence: string): Intent | undefined {
  const { text: masked, restore } = protectQuotes(sentence);
  if (MAKES_SOMETHING.test(masked) || !CHANGE_CUE.test(masked)) return undefined;
  const quotes = [...masked.matchAll(/\u0000\d+\u0000/g)];
  const entry = ENTRY_NAMED.exec(masked)?.[1];
  if (entry) {
    const [old, replacement] = quotes.length === 2 ? quotes.map((match) => unquote(restore(match[0]))) : Object.values(nameChanged(masked) ?? wordChanged(masked) ?? {});
    return old && replacement ? { kind: "replaceEntryWords", collection: "testimonials", name: entry, old, replacement } : undefined;
  }
  const page = pageIn(masked);
  // "The welcome post's teaser still says 'A fresh look…' — it should read 'Where we share …'": words in a post.
  const post = page ? undefined : POST_NAMED.exec(masked)?.[1];
  // "Our FAQ still tells people six to ten weeks. We've been quoting eight weeks flat": a range said nowhere in particular, changed wherever it is
  const anywhere = !page && !post && !quotes.length ? countChanged(masked, "") : undefined;
  if (anywhere?.kind === "replaceText" && /\s(?:to|-|–)\s|\d\s?[-–]\s?\d/.test(anywhere.old)) return { kind: "replaceEverywhere", old: anywhere.old, replacement: anywhere.replacement };
  // "in the welcome post it says pages load in under a second, … make it under two seconds": the words from "under" on
  const madeIt = !quotes.length ? MAKE_IT.exec(masked) : null;
  const unquoted = madeIt && (page || post) ? endOfSaid(masked, madeIt[1], page ?? "", madeIt.index) : undefined;
  if (unquoted?.kind === "replaceText") return post ? { kind: "editPost", post, change: { field: "wording", old: unquoted.old, replacement: unquoted.replacement } } : unquoted;
  if (!page && !(post && quotes.length === 2)) return undefined;
  if (quotes.length === 2) {
    if (twoFieldsSet(masked, quotes) || otherRequest(masked)) return undefined;
    const [first, second] = quotes.map((match) => unquote(restore(match[0])));
    // "… should be 'X' instead of 'Y'": the new one comes first.
    const newFirst = /\b(?:instead\s+of|rather\s+than|not)\s*$/i.test(masked.slice(0, quotes[1].index));
    const [old, replacement] = newFirst ? [second, first] : [first, second];
    return post ? { kind: "editPost", post, change: { field: "wording", old, replacement } } : { kind: "replaceText", page: page!, old, replacement };
  }
  if (!page) return undefined;
  if (quotes.length === 1) return endOfSaid(masked, unquote(restore(quotes[0][0])), page);
  if (quotes.length) return undefined;
  const counted = countChanged(masked, page);
  if (counted) return counted;
  const person = nameChanged(masked);
  if (person) return { kind: "replaceText", page, ...person };
  // "… our old phone number and the hello@ address … It's +44 20 7946 0123 and studio@northwind.example now": each kind of value changed
  const changes = (Object.keys(VALUE_WORDS) as ValueKind[]).flatMap((kind): Intent[] => {
    const values = valuesOf(kind, masked);
    if (kind === "hours" && !VALUE_WORDS.hours.test(masked)) return [];
    // "the hours should be 9:30-5:30 not 9-5": the new one first
    // …with a word or two between ("we're open 9-5.30 weekdays not 9-5")
    const newFirst = values.length === 2 && new RegExp(String.raw`${escapeRegExp(values[0])}(?:\s+[a-z]+){0,2}\s*,?\s+(?:not|instead\s+of|rather\s+than)\s+${escapeRegExp(values[1])}`, "i").test(masked);
    if (values.length === 2) return [{ kind: "replaceText", page, old: values[newFirst ? 1 : 0], replacement: values[newFirst ? 0 : 1] }];
    if (values.length === 1 && (kind === "hours" || VALUE_WORDS[kind].test(masked))) return [{ kind: "replaceValue", page, value: kind, replacement: values[0] }];
    return [];
  });
  // "the phone number to +44 … and also the hours, they are now weekdays 8–4": a value named but not read is asked about, never left undone
  const named = (Object.keys(VALUE_WORDS) as ValueKind[]).filter((kind) => {
    const found = VALUE_WORDS[kind].exec(masked);
    // "…, the email stays like it is": a value said to stay is no change left undone
    return found && !STAYS.test(masked.slice(found.index + found[0].length, found.index + found[0].length + 40));
  });
  if (changes.length && named.length > changes.length) return undefined;
  return changes.length > 1 ? { kind: "multi", goal: sentence, steps: changes } : changes[0];
}

const STAYS = /^\s+(?:[\w']+\s+){0,2}?(?:stays?|remains?|is\s+(?:fine|right|correct|ok|okay|good)|unchanged|(?:is\s+)?the\s+same|can\s+stay|should\s+stay)\b/i;
