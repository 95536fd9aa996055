import { isPronoun, type Intent, type NewSectionPlace, type SectionPick } from "../intents";
import { pictureName, rule, target, type Rule } from "../rule-kit";
import { sectionFromValues, sectionWithValues, type SectionValues } from "../section-values";
import { ORDINAL, SINGLE_QUOTED, ordinalOf, unquote } from "../text";
import { valueKindOf } from "../value-kinds";
import { NUMBER } from "../replacements";
import { FIELD_PATTERN, TEMPLATE_PATTERN, fieldFor, templateKeyFor } from "../vocabulary";

/** Sections with what they hold: adding one with its words, moving, reading, replacing words in place, removing by place or words. */
const PAGE = String.raw`(?:the )?(?:page )?(.+?)(?: page)?`;

/** "the FAQ", "the 'What we do' bit", "the last section" → how to find it. */
function which(words: string): { templateKey?: string; ordinal?: number; text?: string } | undefined {
  const cleaned = words.trim().replace(/^(?:the|a|an)\s+/i, "");
  const quoted = /^["'](.+)["'](?:\s+(?:bit|part|section|block|text|heading|paragraph|bit of the page))?$/.exec(cleaned);
  if (quoted) return { text: quoted[1] };
  const ordinal = /^(first|second|third|fourth|fifth|last|opening|closing|final|bottom)(?:\s+(?:section|block|part|one|bit))?$/i.exec(cleaned);
  if (ordinal) return { ordinal: /^(?:opening)$/i.test(ordinal[1]) ? 1 : /^(?:closing|final|bottom)$/i.test(ordinal[1]) ? -1 : ordinalOf(ordinal[1]) };
  const templateKey = templateKeyFor(cleaned);
  if (templateKey) return { templateKey };
  // "the email + phone bit": a part named by the values it shows
  const values = /^(.+?)\s+(?:bit|part|section|block|box)$/i.exec(cleaned)?.[1];
  return values && valueKindOf(values) ? { text: values } : undefined;
}

/** "the faq bit on the about page" said where only the section was expected: the section and its page apart. */
function sectionAndPage(words: string, page: string): { section: string; page: string } {
  const split = /^(.+?)\s+(?:on|in|of|from)\s+(?:the\s+)?(?:page\s+)?(.+?)(?:\s+page)?$/i.exec(words);
  return isPronoun(page) && split && which(split[1]) ? { section: split[1], page: split[2] } : { section: words, page };
}

const move = (words: string, onPage: string, to: Extract<Intent, { kind: "moveSection" }>["to"], other?: string): Intent | undefined => {
  const { section, page } = sectionAndPage(words, onPage);
  const found = which(section);
  const anchor = other === undefined ? undefined : which(other);
  if (!found || (other !== undefined && !anchor)) return undefined;
  return { kind: "moveSection", page: target(page), section: found, to, ...(anchor ? { other: anchor } : {}) };
};

/** "to the top", "up to the very top", "down to the bottom": the end of the page a section moves to. */
const TO_THE_END = String.raw`(?:(?:right |all the way )?(?:up|down) )?to (?:the )?(?:very )?(top|start|beginning|bottom|end)`;
/** What people add after saying where it goes: ", above everything", "so it's the first thing people see". */
const END_TAIL = String.raw`(?:,? (?:above|before|below|after|under) .+|,? so (?:that )?(?:it|its|it's|they|people|visitors) .+)?`;

/** "right after the banner", "below the hero", "before the closing block", "above 'Our work'": where a new section goes. */
const NEXT_TO = new RegExp(
  String.raw`(?:^|,?\s+)(?:(?:right|just|directly|immediately)\s+)?(after|below|beneath|under(?:neath)?|before|above)\s+(?:the\s+)?("[^"]+"|'[^']+'|(?:${ORDINAL}|opening|closing|final)(?:\s+(?:section|block|bit|part|one))?|(?:${TEMPLATE_PATTERN})(?:\s+(?:section|block|bit|part))?)(?=$|[\s,.;:!])`,
  "i",
);

/** The words naming a new section's page or details without where it goes, and that place; `leading`: only a place said first counts. */
function placeOfNew(words: string, leading = false): { words: string; at?: NewSectionPlace } {
  const match = NEXT_TO.exec(words);
  const other = match && (!leading || !/\w/.test(words.slice(0, match.index))) ? which(match[2]) : undefined;
  if (!match || !other) return { words };
  return { words: `${words.slice(0, match.index)}${words.slice(match.index + match[0].length)}`.trim(), at: { to: /^(?:before|above)$/i.test(match[1]) ? "above" : "below", other } };
}

/** "right after the hero" and nothing more. */
const isPlaceOnly = (words: string) => {
  const placed = placeOfNew(words);
  return !!placed.at && !placed.words;
};

/** A new section for a page; a place said with the page or first in its details ("Home, right after the banner: …") goes with it. */
export function addSectionTo(page: string, templateKey: string, values: SectionValues = {}, at?: NewSectionPlace): Intent {
  const placed = placeOfNew(page);
  const where = placed.at ?? at;
  return { kind: "addSection", page: target(placed.words), templateKey, ...(Object.keys(values).length ? { values } : {}), ...(where ? { at: where } : {}) };
}

function addWith(words: string, page: string, top: boolean, tail = ""): Intent | undefined {
  const details = placeOfNew(tail, true);
  const section = sectionWithValues(`${words} ${details.words}`);
  // "a FAQ with 'A', 'B' and 'C'": words given that are not read are asked about, never left for placeholders
  if (section && !Object.keys(section.values).length && /["“‘]|(?<!\w)'/.test(details.words)) return { kind: "unknown", part: `${words} ${details.words}`.trim(), topic: "sections" };
  return section ? addSectionTo(page, section.templateKey, section.values, details.at ?? (top ? { to: "top" } : undefined)) : undefined;
}

const PICTURE = String.raw`(?:image|picture|photo|pic|shot)`;
/** Words that name a section, a field or a place rather than quote what a button or heading says. */
const SECTION_WORDS = new RegExp(String.raw`^(?:main|first|second|last|top|bottom|page|section|its|their)$|\b(?:${TEMPLATE_PATTERN}|${FIELD_PATTERN})\b`, "i");

/** "wherever it appears", "everywhere", "across the site", "on every page": the whole site, not one page. */
const EVERYWHERE = String.raw`(?:wherever (?:it|they|that|this|we use it)(?: \w+){0,2}|everywhere(?: (?:it|they|that)(?: \w+){0,2})?|anywhere (?:it|they)(?: \w+){0,2}|across (?:the )?(?:whole |entire )?(?:site|website|pages(?: and posts)?)|(?:on|in) (?:every|all(?: the)?|each|all of the|all our) (?:pages?|posts?|places?)(?: and (?:posts?|pages?))?|throughout(?: the (?:whole )?(?:site|website))?|site-?wide|all over the (?:site|website))`;
/** "every mention of", "all instances of", "the wording": words before what is replaced. */
const EVERY = String.raw`(?:the (?:word|words|text|phrase|wording) |(?:every|each|all(?: the)?) (?:mentions?|uses?|instances?|occurrences?|references?) (?:of )?)?`;

/** "the old email address hello@…" → "hello@…". */
function everywhere(old: string, replacement: string): Intent | undefined {
  const stripped = old.trim().replace(/^(?:the\s+)?(?:(?:old|current|outdated|wrong)\s+)?(?:e-?mail(?:\s+address)?|phone(?:\s+number)?|number|address|word|words|phrase|text|wording)\s+(?=\S)/i, "");
  const words = unquote(stripped);
  // "the site name", "the tagline": a thing named, not words quoted; a picture is swapped by the image rules.
  if (!words || isPronoun(words) || /^(?:the|our|my)\s/i.test(stripped) || /\.(?:jpe?g|png|gif|webp|svg)$|\b(?:photo|image|picture|pic|logo)\b/i.test(words)) return undefined;
  return { kind: "replaceEverywhere", old: words, replacement: unquote(replacement.trim()) };
}

/** "the photo should be on the left", "move the picture to the right side": where an image-and-text section shows its picture. */
const PICTURE_SIDE = String.raw`(?:(?:in|on) (?:the )?(?:["'].+?["']|[\w ]+?) (?:bit|section|part|block|box),? )?(?:(?:move|put|flip|switch|swap|have|show) (?:the |its )?${PICTURE} (?:to|on|onto) |(?:the |its )${PICTURE} (?:should|needs? to|must|has to) (?:be|go|sit|appear) on )(?:the )?(left|right)(?:[- ]hand)?(?: side)?(?:,? (?:not|instead of|rather than) (?:on )?(?:the )?(?:left|right)(?: side)?)?`;
/** "… on the left or the right of the text": which side, asked. */
const EITHER_SIDE = String.raw`(?:on |sit on |appear on |shown on )?(?:the )?(?:left or (?:on )?the right|right or (?:on )?the left|left or right|right or left)(?: side)?(?: of (?:the )?text)?`;
const sideAsked = (page: string): Intent => ({ kind: "askSectionField", page: target(page), templateKey: "imageText", field: "imagePosition" });
const pictureSide = (page: string, side: string): Intent => ({ kind: "setSectionField", page: target(page), templateKey: "imageText", field: "imagePosition", value: side.toLowerCase() });

/** A side said as where the picture is now or is not to be: "is on the right", "has the photo on the right", "not on the left". */
const SIDE_NOW = /\b(?:is|are|was|'s|has|have|had|currently|now|from|not|n't|instead\s+of|rather\s+than)\b[^,.;!?—–]*$/i;
const SIDE_CHANGE = /\b(?:move|flip|switch|swap|put|place|sits?|stands?|shows?|appears?|go|goes|be|belongs?|mirror|change|have|make|want)\b/i;
/** "Please put it on the left side": a side asked for in a sentence of its own that starts with the change. */
const ASKED_SIDE = /(?:^|[.!?]\s+)(?:please\s+)?(?:put|move|flip|switch|swap|place|have|show)\b[^.!?]*$/i;

/**
 * "On the page About please make that the picture stands on the left side and not on the right",
 * "The image+text component on About has the photo on the right. Can you flip it so the image sits
 * on the left?": the side the picture of an image-and-text section is to be on, read from the
 * whole message — the side that is not where it is now. No page said: the page that has one.
 */
export function pictureSideIn(text: string): Intent | undefined {
  // never one change picked out of several: a list, or words quoted as a new value ("make 'X' …", "… to 'Y'")
  if (/(?:^|\s)(?:\d+[.)]|[a-c][.)]|[-•*])\s/.test(text) || /(?<!\bnext\s)\b(?:to|as|into|make|say|says|read|reads|:)\s*["'][^"']+["']/i.test(text)) return undefined;
  if (!new RegExp(`\\b${PICTURE}s?\\b`, "i").test(text) || !SIDE_CHANGE.test(text) || /\b(?:left|right)\s+or\s+(?:on\s+)?(?:the\s+)?(?:left|right)\b/i.test(text)) return undefined;
  // ("It looks right dark on me phone": a Yorkshire "very", no side)
  const wanted = [...text.matchAll(/\b(left|right)\b(?!\s+(?:dark|light|bright|good|nice|small|big|daft|mess|now|away|here|there|after|before|next|at\s+the\s+(?:top|bottom|end|start)))/gi)].filter((side) => !SIDE_NOW.test(text.slice(0, side.index)));
  // "the photo stands on the right side of the text. Please put it on the left side": the side asked for
  const asked = wanted.filter((side) => ASKED_SIDE.test(text.slice(0, side.index)));
  const sides = new Set((new Set(wanted.map((side) => side[1].toLowerCase())).size > 1 ? asked : wanted).map((side) => side[1].toLowerCase()));
  if (sides.size !== 1) return undefined;
  const page = /\b(?:[Oo]n|[Ii]n|[Oo]f)\s+(?:the\s+)?page\s+([A-Z][\w-]*)/.exec(text)?.[1] ?? /\b(?:on|in|of)\s+(?:the\s+)?(?!the\b)([\w-]+)\s+page\b/i.exec(text)?.[1] ?? /\b(?:on|in|of)\s+(?:the\s+)?(?!(?:Left|Right)\b)([A-Z][\w-]*)\b/.exec(text)?.[1] ?? "";
  return pictureSide(page, [...sides][0]);
}

/** "hero subheading", "button text": a field named, never words to find on the page. */
const FIELD_ONLY = new RegExp(String.raw`^(?:(?:${TEMPLATE_PATTERN})\s+)?(?:${FIELD_PATTERN})$`, "i");

/** "we're five people now, not four", "there are 6 of us now, not 4". */
const NOW_NOT = String.raw`(?:we're|we are|there are|there's|we have|it's|it is) (${NUMBER})(?: [a-z]+){0,2} now,? (?:and )?not (${NUMBER})(?: [a-z]+)?`;

/** "can it say", "could you make it say", "it should say", "make it", "change it to": the new words follow. */
const SAY_INSTEAD = String.raw`(?:(?:can|could|would|will) (?:it|that|you|we)(?: please)?(?: (?:make|change|have) (?:it|that))?(?: to)? (?:say|read|be)|(?:it|that) (?:should|must|needs? to) (?:say|read|be)|(?:please )?(?:make|change) (?:it|that)(?: to)?(?: say| read)?|(?:please )?(?:put|use|say|write))`;

/**
 * Quoted words changed on the page named, or wherever they are when none is (or a post or entry is
 * named: the search finds it) — site-wide only for a phrase of three words or more, which says where
 * it is by itself; a word or two ("'we'", "'Book'") could be anywhere, so that is asked about instead.
 */
function quotedChange(where: string, old: string, replacement: string): Intent | undefined {
  const [from, to] = [unquote(old), unquote(replacement)];
  if (!from || !to || from.toLowerCase() === to.toLowerCase()) return undefined;
  const page = where.trim();
  // "change the 'About' link in the menu to 'About us'": the menu's link, never a page called "menu"
  if (/^(?:the\s+|our\s+)?(?:main\s+|top\s+)?(?:menu|nav|navigation|navbar)$/i.test(page)) return { kind: "editMenuItem", label: from, newLabel: to };
  if (page && !/\b(?:post|article|testimonial|review|entry|news)\b/i.test(page)) return { kind: "replaceText", page: target(page), old: from, replacement: to };
  return from.split(/\s+/).length >= 3 ? { kind: "replaceEverywhere", old: from, replacement: to } : undefined;
}

/** Words for a value a page shows by its kind. */
const VALUE_WORD = String.raw`(?:e-?mail(?: address)?|(?:tele)?phone(?: number)?|contact number|opening (?:hours|times)|hours)`;
const ANYWHERE_ON_SITE = String.raw`(?: anywhere)?(?: on (?:the|our) (?:web)?site)?(?: anywhere)?`;
const askValue = (page: string, word: string): Intent | undefined => {
  const value = valueKindOf(word);
  // ("what's the email address on the site?": anywhere, no page called "site")
  return value && { kind: "askValue", page: /^(?:the\s+|our\s+)?(?:web)?site$/i.test(page.trim()) ? "" : target(page), value };
};

/** "the home hero", "the hero on the home page", "the gallery on contact", "the about page" → the page and the section named, if any. */
export function place(words: string): { page: string; templateKey?: string } | undefined {
  const cleaned = words.trim().replace(/^(?:the|our|my)\s+/i, "").replace(/\s+section$/i, "");
  if (/^(?:main\s+)?(?:menu|nav|navigation|navbar|logo|blog|(?:media\s+)?library|socials?)\b/i.test(cleaned)) return undefined;
  // "the photo at the top of the home page": the banner there
  const atTop = /^(?:very\s+)?(?:top|start|beginning|head)\s+of\s+(?:(?:the|my|our)\s+)?(.+?)(?:\s+page)?$/i.exec(cleaned);
  if (atTop) return { page: target(atTop[1]), templateKey: "hero" };
  const templateFirst = /^(.+?)(?:\s+section)?\s+(?:on|of|in)\s+(?:(?:the|my|our)\s+)?(.+?)(?:\s+page)?$/i.exec(cleaned);
  if (templateFirst && templateKeyFor(templateFirst[1])) return { page: target(templateFirst[2]), templateKey: templateKeyFor(templateFirst[1]) };
  const pageFirst = /^(.+?)(?:\s+page(?:'s)?|'s)?\s+(\S+(?:\s+\S+)?)$/i.exec(cleaned);
  if (pageFirst && templateKeyFor(pageFirst[2])) return { page: target(pageFirst[1]), templateKey: templateKeyFor(pageFirst[2]) };
  // "the FAQ", "the gallery": no page said, the page that has one
  const alone = templateKeyFor(cleaned);
  if (alone) return { page: "", templateKey: alone };
  return { page: target(cleaned.replace(/\s+page$/i, "")) };
}

/** "'Where we work' on the About page", "the 'Where we work' bit of About": a section named by its heading, and its page. */
const HEADED_SECTION = /^(?:the\s+)?(["'][^"']+["'])(?:\s+(?:bit|part|section|block|area|one))?\s+(?:on|in|of)\s+(?:the\s+)?(.+?)(?:\s+page)?$/i;

const showImage = (image: string, where: string): Intent | undefined => {
  const headed = HEADED_SECTION.exec(where.trim());
  const name = pictureName(image);
  if (headed && name) return { kind: "setSectionImage", page: target(headed[2]), sectionText: unquote(headed[1]), image: name };
  const found = place(where);
  return found && name ? { kind: "setSectionImage", ...found, image: name } : undefined;
};

/** "about FAQ", "the FAQ on the about page", "'What we do' on the home page" → the page and the section. */
function listPlace(words: string): { page: string; section: { templateKey?: string; text?: string } } | undefined {
  const quoted = /^(?:the )?(["'].+?["'])(?: (?:section|bit|part|grid|block|boxes|list|area))? (?:on|in|of) (?:the )?(.+?)(?: page)?$/i.exec(words.trim());
  if (quoted) return { page: target(quoted[2]), section: { text: unquote(quoted[1]) } };
  const found = place(words);
  return found?.templateKey ? { page: found.page, section: { templateKey: found.templateKey } } : undefined;
}

/** "Do you design logos? Answer: Yes, …", "'Q' and the answer 'A'", "Q: … A: …" → [question, answer]. */
function questionAndAnswer(text: string): string[] | undefined {
  const quotes = [...text.matchAll(new RegExp(String.raw`"([^"]+)"|${SINGLE_QUOTED}`, "g"))].map((match) => match[1] ?? match[0].slice(1, -1));
  if (quotes.length >= 2) return quotes.slice(0, 2);
  const plain = /^(?:q(?:uestion)?\s*:\s*)?(.+?\?)\s*(?:-\s*)?(?:a(?:nswer)?\s*:|answered|answer)?\s*(.+)$/i.exec(text.trim());
  return plain ? [plain[1].trim(), plain[2].trim()] : undefined;
}

/** "called Host, description: We keep …", "Host - We keep …", "title: Host, description: …" → [title, description]. */
function titleAndDescription(text: string): string[] | undefined {
  const parts = /^(?:called |named |titled |(?:title|heading|name)\s*:\s*|(?:title|heading|name)\s+(?=["']))?(["'].+?["']|[^,:–—-]+?)\s*(?:,\s*(?:with (?:the )?)?(?:description|text|saying|body|copy)\s*:?|:|–|—|-)\s*(.+)$/i.exec(text.trim());
  return parts ? [unquote(parts[1]), unquote(parts[2])] : undefined;
}

/** "a", "one more", "a further", "an extra": one more item of a list. */
const ONE_MORE = String.raw`(?:a |an |another |one more |(?:a |an )?(?:new|further|extra|additional|\w+) )?`;

/** Words for one item of a section's list ("the second question", "the last one"). */
const ITEM = String.raw`(?:question|q|one|item|feature|faq|point|card|entry)`;
/** A feature box, and the title it is named by: quoted, or one word as it shows. */
const BOX = String.raw`box|feature|card|tile|column`;
const BOX_TITLE = String.raw`("[^"]+"|'[^']+'|[\w&-]+)`;
const BOX_PAGE = String.raw`(?:the )?(?:page )?([\w'-]+(?: (?!page\b)[\w'-]+)?)(?: page)?`;
/** Its new title, and the description said after it ("… and the text of it 'We stay with you'"). */
const BOX_VALUES = String.raw`("[^"]+"|'[^']+'|[^,"']+?)(?:,? and (?:the |its )?(?:description|text|words)(?: of it| under it)?(?: to| should (?:be|say|read)| is)?:? ("[^"]+"|'[^']+'))?`;

/** A feature box's new title, and its new description when one is given: one change or two. */
function boxEdit(text: string, where: string, title: string, description: string): Intent | undefined {
  const renamed = listItemEdit("title", { text: unquote(text) }, where, title, "feature");
  const described = description ? listItemEdit("description", { text: unquote(text) }, where, description, "feature") : undefined;
  if (!renamed || (description && !described)) return undefined;
  // The description first: once renamed, the box no longer goes by the title it was named by.
  return described ? { kind: "multi", goal: `change the '${unquote(text)}' box`, steps: [described, renamed] } : renamed;
}
/** Which of an item's two texts: its question or title (0), its answer or description (1). */
const PART = String.raw`(question|answer|title|heading|name|description|text)`;
const CHANGE = String.raw`(?:change|set|update|edit|make|rewrite|replace|reword|amend|fix|correct)`;
const TO_VALUE = String.raw`(?: to(?: say| read)?:?| as:?|:) (.+)`;

/** "change the answer of the second question on About to …": the item, the part, and where its list is. */
function listItemEdit(part: string, item: { ordinal?: number; text?: string }, where: string, value: string, itemWord = ""): Intent | undefined {
  const at = listItemPlace(item, where, `${itemWord} ${part}`);
  return at && { kind: "editListItem", ...at, item, part: /^(?:question|title|heading|name)$/i.test(part) ? 0 : 1, value: unquote(value) };
}

/** "the last one in the faq on the About page", "the second question from the about FAQ": one item of a list, taken out. */
function listItemRemoval(item: { ordinal?: number; text?: string }, where: string, itemWord: string): Intent | undefined {
  const at = listItemPlace(item, where, itemWord);
  return at && { kind: "removeListItem", ...at, item };
}

/** The page and section an item of a list is in; the item's words ("question", "feature") tell the section's kind when the place names none. */
function listItemPlace(item: { ordinal?: number; text?: string }, where: string, itemWords: string): { page: string; section: SectionPick } | undefined {
  if (!item.ordinal && !item.text) return undefined;
  const words = itemWords.toLowerCase();
  const named = /\b(?:question|answer|faq|q)\b/.test(words) ? "faq" : /\b(?:feature|title|description|card|box|tile)\b/.test(words) ? "featureGrid" : undefined;
  // "change the box 'Care' to 'Support'": no page said, the page that has that kind of section
  if (!where.trim()) return named ? { page: "", section: { templateKey: named } } : undefined;
  const listed = listPlace(where);
  if (listed) return listed;
  const found = place(where);
  if (!found?.page) return undefined;
  const templateKey = found.templateKey ?? named;
  return { page: found.page, section: templateKey ? { templateKey } : {} };
}

/** A value asked for with no page: "where on the site do we give our telephone number?", "is our phone number written anywhere?", "customers can't find our email address" — read before a search for the words. */
export const VALUE_WHERE_RULES: Rule[] = [
  rule(`(?:is there )?(?:anywhere|where)(?: on (?:our|the) (?:web)?site)?(?: where)? (?:(?:do|does) )?(?:we|the (?:web)?site|it) (?:give|gives|show|shows|list|lists|have|has|mention|mentions|put|display|displays|write)(?: out| up)? (?:our |the |an? )?(${VALUE_WORD})${ANYWHERE_ON_SITE}`, ([word]) => askValue("", word)),
  rule(`(?:is|are) (?:our |the )?(${VALUE_WORD}) (?:written|shown|listed|given|mentioned|displayed|anywhere|on the (?:web)?site)${ANYWHERE_ON_SITE}`, ([word]) => askValue("", word)),
  rule(`where(?:'s| is| are| can (?:people|customers|visitors|i|we) (?:find|see)) (?:our |the )?(${VALUE_WORD})${ANYWHERE_ON_SITE}`, ([word]) => askValue("", word)),
  rule(`(?:customers|people|visitors|clients|they)(?: (?:say|tell me|tell us|complain)(?: that)? they)? can(?:'t|not|t| not) find (?:our |the )?(${VALUE_WORD})${ANYWHERE_ON_SITE}`, ([word]) => askValue("", word)),
  // "where do people write to us": the email address, wherever it is shown
  rule(`where (?:do|can|should) (?:people|customers|visitors|clients|they) (?:write|email|e-mail|send (?:emails?|messages?)) (?:to )?us${ANYWHERE_ON_SITE}`, () => askValue("", "email")),
];

/** Removing one item of a section's list, read before a page's removal can claim "delete the last one …". */
export const LIST_ITEM_RULES: Rule[] = [
  rule(`(?:delete|remove|drop|take out|get rid of|cut) (?:the )?(${ORDINAL}) (${ITEM}) (?:in|on|of|from) (.+)`, ([ordinal, item, where]) => listItemRemoval({ ordinal: ordinalOf(ordinal) }, where, item)),
  rule(`(?:delete|remove|drop|take out|get rid of|cut) (?:the )?(question|feature|item|card|box|tile) ("[^"]+"|'[^']+') (?:in|on|of|from) (.+)`, ([item, text, where]) => listItemRemoval({ text: unquote(text) }, where, item)),
  // "move the question 'Do you design logos?' on the About page to the top": one item to the start or end of its list
  rule(`(?:move|put|bring) (?:the )?(question|feature|item|card|box|tile) ("[^"]+"|'[^']+') (?:in|on|of) (.+?) (?:to the (?:very )?(top|start|front|end|bottom)|(first|last))`, ([item, text, where, end, place]) => {
    const at = listItemPlace({ text: unquote(text) }, where, item);
    return at && { kind: "moveListItem", ...at, item: { text: unquote(text) }, to: /top|start|front|first/i.test(end || place) ? "first" : "last" };
  }),
  // "take out the question about editing the site ourselves on the about page": the item by what it is about
  rule(`(?:delete|remove|drop|take out|get rid of|cut) (?:the )?(question|faq(?: question)?|feature|box|card) (?:about|on|regarding|asking(?: about)?) (.+?),? (?:in|on|of|from) ([^,]+)(?:,.*)?`, ([item, about, where]) => listItemRemoval({ text: about }, where, item)),
];

export const SECTION_RULES: Rule[] = [
  // one item of a section's list: "change the answer of the second question on About to …", "the first question in the about FAQ, change the answer to …"
  rule(`${CHANGE} (?:the )?${PART} (?:of|to|for|on|in) (?:the )?(${ORDINAL}) (${ITEM}) (?:in|on|of|from) (.+?)${TO_VALUE}`, ([part, ordinal, item, where, value]) =>
    listItemEdit(part, { ordinal: ordinalOf(ordinal) }, where, value, item)),
  rule(`${CHANGE} (?:the )?(${ORDINAL}) (${ITEM})(?:'s)? ${PART} (?:in|on|of|from) (.+?)${TO_VALUE}`, ([ordinal, item, part, where, value]) =>
    listItemEdit(part, { ordinal: ordinalOf(ordinal) }, where, value, item)),
  rule(`${CHANGE} (?:the )?(${ORDINAL}) ${PART} (?:in|on|of|from) (.+?)${TO_VALUE}`, ([ordinal, part, where, value]) => listItemEdit(part, { ordinal: ordinalOf(ordinal) }, where, value)),
  rule(`(?:the )?(${ORDINAL}) (${ITEM}) (?:in|on|of|from) (.+?),? ${CHANGE} (?:the |its )?${PART}${TO_VALUE}`, ([ordinal, item, where, part, value]) =>
    listItemEdit(part, { ordinal: ordinalOf(ordinal) }, where, value, item)),
  rule(`${CHANGE} (?:the )?${PART} (?:of|for|on) (?:the )?(question|feature|item|card) ("[^"]+") (?:in|on|of|from) (.+?)${TO_VALUE}`, ([part, item, text, where, value]) =>
    listItemEdit(part, { text: unquote(text) }, where, value, item)),
  // "replace the answer to 'Can we edit the site ourselves?' with: '…'": the item by its quoted words, on the page that has it when none is said
  rule(`${CHANGE} (?:the )?(answer|question|description) (?:of|to|for|on) (?:the )?(?:question |item |feature |card |faq )?("[^"]+"|'[^']+')(?: (?:in|on|of|from) (.+?))?(?: with:?| to(?: say| read)?:?| as:?|:) (["'].+)`, ([part, text, where, value]) =>
    listItemEdit(part, { text: unquote(text) }, where, value, /^(?:answer|question)$/i.test(part) ? "question" : "feature")),
  // "change the faq answer about how long a website takes on About to …": the item named by what it is about
  rule(`${CHANGE} (?:the )?(?:(faq|question|feature|card) )?${PART} (?:about|(?:to|of|for|on) the (?:question|one|item) about) (.+?) (?:in|on|of|from) (?:the )?(.+?)${TO_VALUE}`, ([item, part, about, where, value]) =>
    listItemEdit(part, { text: unquote(about) }, where, value, item || part)),
  rule(`(?:rename|retitle|call) (?:the )?(feature|item|card|question) ("[^"]+") (?:in|on|of|from) (.+?) (?:to|as):? (.+)`, ([item, text, where, value]) => listItemEdit("title", { text: unquote(text) }, where, value, item)),
  // a feature box named by its title: "rename the 'Care' box on the home page to 'Support'", "on the home page the box 'Care' should be named 'Support' and the text of it '…'"
  rule(`(?:rename|retitle|relabel|call|change) (?:the )?${BOX_TITLE} (?:${BOX}) (?:on|in) (.+?) (?:to|as|into):? ${BOX_VALUES}`, ([text, where, title, description]) => boxEdit(text, where, title, description)),
  // "on the home page change the box 'Care' to 'Support'", "change the box 'Care' in 'Support'"
  rule(`(?:(?:on|in) ${BOX_PAGE},? )?(?:rename|retitle|relabel|call|change) (?:the )?(?:${BOX}) ${BOX_TITLE}(?: (?:on|in) ${BOX_PAGE})? (?:to|as|into|in):? ${BOX_VALUES}(?: (?:on|in) ${BOX_PAGE})?`, ([page, text, onPage, title, description, after]) => {
    const where = page || onPage || after;
    return boxEdit(text, where ? `the ${where} page` : "", title, description);
  }),
  rule(`(?:on|in) ${BOX_PAGE},? (?:the )?(?:${BOX}) ${BOX_TITLE},? (?:(?:should|must|needs to|has to|ought to) )?(?:be )?(?:named|called|renamed|retitled|titled) (?:to |as )?${BOX_VALUES}`, ([page, text, title, description]) => boxEdit(text, `the ${page} page`, title, description)),
  rule(`(?:the )?(?:${BOX}) ${BOX_TITLE} (?:on|in) ${BOX_PAGE},? (?:(?:should|must|needs to|has to|ought to) )?(?:be )?(?:named|called|renamed|retitled|titled) (?:to |as )?${BOX_VALUES}`, ([text, page, title, description]) => boxEdit(text, `the ${page} page`, title, description)),
  rule(`(?:on|in) ${BOX_PAGE},? (?:the )?(?:${BOX}) ${BOX_TITLE},? (?:i|we) (?:want|would like|'d like) to (?:call|name|rename) (?:it )?(?:to |as )?${BOX_VALUES}`, ([page, text, title, description]) => boxEdit(text, `the ${page} page`, title, description)),

  // one more item in a section's list
  rule(`(?:on|in) ${PAGE},? (?:add|put) (?:to|in|into) (?:the )?(.+?) ${ONE_MORE}(?:question|q&a|faq(?: item| entry)?):? (.+)`, ([page, where, rest]) => {
    const at = listPlace(`${where} on ${page}`);
    const item = questionAndAnswer(rest);
    return at && item ? { kind: "addListItem", ...at, item } : undefined;
  }),
  // "On the About page, in the FAQ, add one more question: '…' and the answer '…'"
  rule(`(?:on|in) ${PAGE},? (?:in|on|to) (?:the )?(?:faq|questions)(?: section| bit| part)?,? (?:add|put|insert|append) ${ONE_MORE}(?:question|q&a|faq(?: item| entry| question)?)[:,]? (.+)`, ([page, rest]) => {
    const item = questionAndAnswer(rest);
    return item ? { kind: "addListItem", page: target(page), section: { templateKey: "faq" }, item } : undefined;
  }),
  rule(`(?:on|in) ${PAGE}[,:]? (?:add|put|insert|append) ${ONE_MORE}(?:question|q&a|faq(?: item| entry| question)?) (?:to|in|into|on) (?:the )?(?:existing |current )?(.+?)(?::|,| -|\\?)\\s*(.+)`, ([page, where, rest]) => {
    const at = templateKeyFor(where) === "faq" ? { page: target(page), section: { templateKey: "faq" } } : undefined;
    const item = questionAndAnswer(rest);
    return at && item ? { kind: "addListItem", ...at, item } : undefined;
  }),
  rule(`(?:add|put|insert|append|pop|stick) ${ONE_MORE}(?:question|q&a|faq(?: item| entry| question)?) (?:to|in|into|on) (?:the )?(?:existing |current )?(.+?)(?::|,| -|\\?|(?= ["']))\\s*(.+)`, ([where, rest]) => {
    // "add a faq question to about": a question goes in the page's FAQ.
    const at = listPlace(where) ?? (place(where)?.templateKey ? undefined : { page: place(where)?.page ?? target(where), section: { templateKey: "faq" } });
    const item = questionAndAnswer(rest);
    return at && item ? { kind: "addListItem", ...at, item } : undefined;
  }),
  // "add a question, 'Do you offer hosting?', with the answer '…'", said before or without where it goes
  rule(`(?:add|put|insert|append|pop|stick) ${ONE_MORE}(?:question|q&a|faq(?: item| entry| question)?),? (["'].+?["']),? (?:with |and )?(?:the |an |its )?answers?:? (["'].+?["'])(?: (?:to|in|into|on) (?:the )?(.+?))?`, ([question, answer, where]) => {
    const at = where ? (listPlace(where) ?? (place(where)?.templateKey ? undefined : { page: place(where)?.page ?? target(where), section: { templateKey: "faq" } })) : { page: "", section: { templateKey: "faq" } };
    return at ? { kind: "addListItem", ...at, item: [unquote(question), unquote(answer)] } : undefined;
  }),
  rule(`(?:add|put|insert|append) (?:a |an |another |one more |a new |a \\w+ )?(?:feature|item|point|card|box|tile|column) (?:to|in|into|on) (?:the )?(.+?) (called .+|named .+|titled .+)`, ([where, rest]) => {
    const at = listPlace(where);
    const item = titleAndDescription(rest);
    return at && item ? { kind: "addListItem", ...at, item } : undefined;
  }),
  rule(`(?:add|put|insert|append) (?:a |an |another |one more |a new |a \\w+ )?(?:feature|item|point|card|box|tile|column) (?:to|in|into|on) (?:the )?(.+?)(?::|,| -)\\s*(.+)`, ([where, rest]) => {
    const at = listPlace(where);
    const item = titleAndDescription(rest);
    return at && item ? { kind: "addListItem", ...at, item } : undefined;
  }),
  // terse: "home cta: button label 'Book a call'", "about: imageText imagePosition -> left"
  rule(`(?:on )?([\\w-]+)(?: page)?(?: (.+?))?: ?(?:(.+?) )?(\\S+?(?: label| link| url| text)?) (?:to |= |-> )?(["'].+["']|\\S+)`, ([page, templateA, templateB, field, value]) => {
    const templateKey = templateKeyFor(templateA || templateB);
    const fieldName = templateKey && (fieldFor(templateKey, field) ?? fieldFor(templateKey, `${templateB} ${field}`.trim()));
    return templateKey && fieldName ? { kind: "setSectionField", page: target(page), templateKey, field: fieldName, value: unquote(value) } : undefined;
  }),
  // "On the About page, is the studio photo on the left or the right of the text?": which side it is on now
  rule(`(?:on|in) ${PAGE},? (?:is|does|which side is) (?:the |our )?(?:[\\w' -]+ )?${PICTURE} ${EITHER_SIDE}`, ([page]) => sideAsked(page)),
  rule(`(?:is|does|which side is) (?:the |our )?(?:[\\w' -]+ )?${PICTURE} ${EITHER_SIDE} (?:on|in) ${PAGE}`, ([page]) => sideAsked(page)),
  // the side of the picture in an image-and-text section: "in the 'Where we work' bit the photo should be on the left, not the right"
  rule(`(?:on|in) ${PAGE},? ${PICTURE_SIDE}`, ([page, side]) => pictureSide(page, side)),
  rule(`${PICTURE_SIDE} (?:on|of|in) ${PAGE}`, ([side, page]) => pictureSide(page, side)),
  // no page said: the page that has a picture beside text
  rule(PICTURE_SIDE, ([side]) => pictureSide("", side)),
  rule(`(?:move|put|flip|switch) (?:the |its )?${PICTURE} (?:on|of|in) ${PAGE} (?:to|onto) the (left|right)(?:[- ]hand)?(?: side)?`, ([page, side]) => pictureSide(page, side)),
  // pictures in sections
  // "change the get in touch button on home to say book a call": a button or heading named by what it says now (not "the hero button")
  rule(`(?:change|update|set|rename|reword) (?:the )?(.+?) (button|link|heading|title|headline) (?:on|in) ${PAGE} (?:to(?: say| read)?|so (?:it|that it) (?:says?|reads?))(?!\\s+(?:\\/|https?:))(?::)? (.+)`, ([old, , page, replacement]) =>
    SECTION_WORDS.test(old) || /^(?:the|a|an|our|its|their|this|that)$/i.test(old)
      ? undefined
      : /^(?:main |top )?(?:menu|nav|navigation|navbar)$/i.test(target(page))
        ? { kind: "editMenuItem", label: unquote(old), newLabel: unquote(replacement) }
        : { kind: "replaceText", page: target(page), old: unquote(old), replacement: unquote(replacement) }),
  // "use studio-dusk.jpg as the hero bg on home (instead of the sunrise one)"
  rule(`(?:use|put|set|make) (?:the )?(.+?) as (?:the |its )?(.+?) (?:background|bg|backdrop|${PICTURE})(?: image| picture| photo)? (?:on|of|for|in) (?:the )?(.+?)(?: instead(?: of .+)?| rather than .+)?`, ([image, template, page]) => (templateKeyFor(template) ? showImage(image, `${template} on ${page}`) : undefined)),
  rule(`(?:use|put|show) (it|this|that) (?:as the ${PICTURE} |as the background )?(?:in|on|for) (?:the )?(.+)`, ([image, where]) => showImage(image, where)),
  rule(`(?:use|put|show|place|add|insert) (?:the |our )?(?:${PICTURE}) (?:of|with|showing) (?:the |a |an )?(.+?) (?:in|on|into|to|for) (?:the )?(.+)`, ([image, where]) => showImage(image, where)),
  rule(`(?:use|put|show|place|add|insert) (?:the |our )?(.+?) (?:${PICTURE}|one) (?:in|on|into|to|for) (?:the )?(.+?)(?: instead)?`, ([image, where]) => showImage(image, where)),
  // "put autumn-valley.jpg in the contact gallery": a picture named by its file
  rule(`(?:use|put|show|place|add|insert|pop|stick) ([\\w.-]+\\.(?:jpe?g|png|gif|webp|avif|svg)) (?:in|on|into|to|for) (?:the )?(.+?)(?: (?:at the end|too|as well))?`, ([image, where]) => showImage(image, where)),
  // "on the About page, the 'Where we work' picture — can you swap it for the autumn valley one?", "swap the 'Where we work' picture on About for …"
  rule(`(?:on|in) ${PAGE},? (?:the )?(["'][^"']+["'])(?: bit| part| section| block)?(?:'s)? ${PICTURE}(?: [—–-]|,|:)? (?:(?:can|could|would) you |please )?(?:swap|replace|change|switch) (?:it|that) (?:for|with|to) (?:the )?(.+)`, ([page, section, image]) => showImage(image, `${section} on ${page}`)),
  rule(`(?:swap|replace|change|switch) (?:the )?(["'][^"']+["'])(?: bit| part| section| block)?(?:'s)? ${PICTURE} (?:on|in|of) ${PAGE} (?:for|with|to) (?:the )?(.+)`, ([section, page, image]) => showImage(image, `${section} on ${page}`)),
  rule(`(?:swap|replace|change|switch) (?:the )?${PICTURE} (?:in|of|next to|beside|by|under|above|below) (?:the )?(["'][^"']+["'])(?: bit| part| section| block)? (?:on|in|of) ${PAGE} (?:for|with|to) (?:the )?(.+)`, ([section, page, image]) => showImage(image, `${section} on ${page}`)),
  rule(`(?:swap|replace|change) (?:the )?${PICTURE} (?:on|in|of|at) (?:the )?(.+?) (?:for|with|to) (?:the )?(.+)`, ([where, image]) => showImage(image, where)),
  rule(`(?:swap|replace|change|set) (?:the )?(.+?) ${PICTURE} (?:for|with|to) (?:the )?(.+)`, ([where, image]) => (place(where)?.templateKey ? showImage(image, where) : undefined)),
  // adding, with what the section says ("saying …" first: the words said may hold commas and "to")
  // "add a text bit saying 'We cater for 50'" right after making a page: it goes on that page.
  rule(`(?:add|put|insert|append|place) (?:an? |another |one )?(?:new )?(.+?) (saying|that says|which says|reading|with the text) (["'][^"']+["'])`, ([words, joiner, tail]) => (templateKeyFor(words) ? addWith(words, "it", false, `${joiner} ${tail}`) : undefined)),
  // "add an faq section to the bottom of the Episodes page with …": the end of the page is where it goes
  rule(`(?:add|put|insert|append|place) (.+?(?:section|block|hero|faq|gallery|call to action|cta)) (?:to|on|onto|into|in) ${PAGE} (with|saying|that says|which says|reading) (.+)`, ([words, page, joiner, tail]) => {
    const end = /^(?:the\s+)?(?:very\s+)?(top|start|beginning|bottom|end|foot)\s+of\s+(?:the\s+)?/i.exec(page);
    return /[:"']/.test(page) ? undefined : addWith(words, end ? page.slice(end[0].length) : page, !!end && /top|start|beginning/i.test(end[1]), `${joiner} ${tail}`);
  }),
  // "New section for Home, right after the banner: Heading … Text …": no kind named, so the kind that holds what it is given.
  rule(`(?:(?:add|put|insert|create|make) )?(?:a |an |another |one )?(?:new |extra |further )?(?:section|block) (?:to|on|onto|into|in|for) ${PAGE}(?:,|:| with| -)\\s*(.+)`, ([page, tail]) => {
    const details = placeOfNew(tail, true);
    const section = sectionFromValues(details.words);
    return section ? addSectionTo(page, section.templateKey, section.values, details.at) : undefined;
  }),
  // "add a call to action before the last section of home: …": the place comes before the page.
  rule(`(?:add|put|insert|place) (.+?) ((?:right |just |directly )?(?:before|after|above|below|under) .+?) (?:of|on|to|in) ${PAGE}(?:(?:,|:) (.+))?`, ([words, where, page, tail]) =>
    isPlaceOnly(where) ? addWith(words, `${page} ${where}`, false, tail) : undefined),
  rule(`(?:add|put|insert|append|place) (.+?) (?:at|to) the (?:very )?(top|start|beginning|end|bottom) of ${PAGE}(?:,|:|\\s)\\s*(.+)`, ([words, where, page, tail]) => addWith(words, page, /top|start|beginning/i.test(where), tail)),
  rule(`(?:add|put|insert|append|place) (.+?) (?:at|to) the (?:very )?(top|start|beginning|end|bottom) of ${PAGE}`, ([words, where, page]) => addWith(words, page, /top|start|beginning/i.test(where))),
  rule(`(?:add|put|insert|append|place) (.+?) (?:to|on|onto|into|in) ${PAGE}(?:,|:) (.+)`, ([words, page, tail]) => addWith(words, page, false, tail)),
  rule(`(?:add|put|insert|append|place) (?:an? |another |one )?(.+?) (?:to|on|onto|into|in) (it|this page|that page|the page)(?:,|:)? (.+)`, ([words, page, tail]) => addWith(words, page, false, tail)),

  // moving
  rule(`(?:swap|switch|exchange) (?:the )?(.+?) (?:and|with) (?:the )?(.+?) (?:on|in|of) ${PAGE}(?: round| around| over)?`, ([section, other, page]) => move(section, page, "swap", other)),
  rule(`(?:put|move|make) (?:the )?(.+?) (?:first|at the top|the first section|to the top) (?:on|in|of) ${PAGE}`, ([section, page]) => move(section, page, "top")),
  rule(`(?:put|move|make) (?:the )?(.+?) (?:last|at the bottom|at the end|the last section) (?:on|in|of) ${PAGE}`, ([section, page]) => move(section, page, "bottom")),
  rule(`(?:show|read|display|open|view|see)(?: me)? (?:the |what's in the |what is in the )?(.+?)(?: section)? (?:on|of|in|from) ${PAGE}`, ([section, page]) => (which(section) ? { kind: "askSection", page: target(page), section: which(section)! } : undefined)),
  // "remove blue-coast.png from the gallery on the contact page", "take the coast picture out of the contact gallery": out of the gallery, never the page deleted
  rule(`(?:remove|delete|drop|take|get rid of|pull) (?:the )?(.+?) (?:out )?(?:from|of) (?:the )?(?:photo |image |picture )?(?:gallery|slideshow)(?: section)? (?:on|of|in) ${PAGE}`, ([image, page]) => ({ kind: "removeSectionImage", page: target(page), image: target(image) })),
  rule(`(?:remove|delete|drop|take|get rid of|pull) (?:the )?(.+?) (?:out )?(?:from|of) (?:the |our )?(.+?) (?:photo |image |picture )?(?:gallery|slideshow)`, ([image, page]) => ({ kind: "removeSectionImage", page: target(page), image: target(image) })),
  rule(`(?:remove|delete|drop|take|get rid of|pull) (?:the )?(.+?) (?:out )?(?:from|of) (?:the )?(?:photo |image |picture )?(?:gallery|slideshow)`, ([image]) => ({ kind: "removeSectionImage", page: "", image: target(image) })),
  // "what's in the FAQ right now?", "show the gallery": no page said, the page that has one
  rule(`(?:what(?:'s| is| are) (?:in|on)|show(?: me)?|read(?: me)?) (?:the |our )?(${TEMPLATE_PATTERN})(?: section)?(?: (?:right )?now| at the moment)?`, ([template]) => {
    const templateKey = templateKeyFor(template);
    return templateKey ? { kind: "askSection", page: "", section: { templateKey } } : undefined;
  }),
  rule(`(?:which|what) (?:questions|faqs?|q&as?) (?:are|do we (?:have|answer)|have we got)(?: (?:presently |currently |already )?answered)?(?: (?:in|on) (?:the |our )?(?:faq|questions|q&a)(?: section)?)? (?:on|of|in) (?:our )?${PAGE}`, ([page]) => ({ kind: "askSection", page: target(page), section: { templateKey: "faq" } })),
  rule(`(?:show|list|read|what are)(?: me)? (?:the )?(.+?) (?:questions|items|entries|boxes|cards|points)(?: (?:presently |currently |now )?there)? (?:on|of|in) ${PAGE}`, ([section, page]) => (which(section)?.templateKey ? { kind: "askSection", page: target(page), section: which(section)! } : undefined)),
  // "how many questions is there in the FAQ on About page?"
  rule(`how many (?:questions|qs|items|features|boxes|cards|points) (?:are|is) (?:there )?(?:in|on) (?:the )?(.+)`, ([where]) => {
    const at = listPlace(where);
    return at ? { kind: "askSection", page: at.page, section: at.section } : undefined;
  }),
  rule(`what(?:'s| is) (?:in|on) the (.+?) (?:on|of|in) ${PAGE}`, ([section, page]) => (which(section) ? { kind: "askSection", page: target(page), section: which(section)! } : undefined)),
  rule(`(?:move|put|bring|shift) (.+?) ${TO_THE_END}(?: of ${PAGE})?${END_TAIL}`, ([section, where, page]) => move(section, page || "it", /top|start|beginning/i.test(where) ? "top" : "bottom")),
  rule(`(?:on|in) ${PAGE}[,:]? (?:move|put|bring|shift) (.+?) ${TO_THE_END}${END_TAIL}`, ([page, section, where]) => move(section, page, /top|start|beginning/i.test(where) ? "top" : "bottom")),
  rule(`on ${PAGE},? (?:move|put) (.+?) (above|before|below|beneath|after|under) (.+)`, ([page, section, where, other]) => move(section, page, /above|before/i.test(where) ? "above" : "below", other)),
  // "put the questions on the About page more high, directly under the part 'About us'"
  rule(`(?:move|put|place|shift|bring) (?!(?:a|an|another|new|one)\\b)(.+?) (?:on|in|of) ${PAGE}(?:,? (?:higher|more high|up|further up|lower|further down|down))?,? (?:directly |right |just |immediately )?(above|before|below|beneath|after|under|underneath) (?:the )?(?:part |section |bit |block )?(.+)`, ([section, page, where, other]) => move(section, page, /above|before/i.test(where) ? "above" : "below", other)),
  rule(`(?:move|put) (.+?) (above|before|below|beneath|after|under) (.+?) (?:on|in) ${PAGE}`, ([section, where, other, page]) => move(section, page, /above|before/i.test(where) ? "above" : "below", other)),
  rule(`on ${PAGE},? swap (?:the )?(?:two )?sections(?: round| around| over)?`, ([page]) => ({ kind: "moveSection", page: target(page), section: { ordinal: 1 }, to: "swap" })),
  rule(`swap (?:the )?(?:two )?sections (?:on|of) ${PAGE}(?: round| around| over)?`, ([page]) => ({ kind: "moveSection", page: target(page), section: { ordinal: 1 }, to: "swap" })),

  // reading
  // "what's the email address on the contact page?", "which phone number does the contact page give?"
  rule(`(?:what(?:'s| is| are)|which is|tell me|give me|show me) (?:the |our )?(${VALUE_WORD}) (?:on|of|in|at|from) ${PAGE}`, ([word, page]) => askValue(page, word)),
  rule(`(?:what|which) (${VALUE_WORD}) (?:is|are|does) (?:on )?${PAGE} (?:show|give|list|say|have)`, ([word, page]) => askValue(page, word)),
  rule(`(?:what does|what do) (?:the )?(.+?) (?:on|in|of) ${PAGE} say`, ([section, page]) => (which(section) ? { kind: "askSection", page: target(page), section: which(section)! } : undefined)),
  rule(`(?:list|show|what are) (?:the )?(?:questions|items|features) (?:in|on) (?:the )?(.+?) (faq|features?|feature grid)`, ([page, template]) => ({ kind: "askSection", page: target(page), section: { templateKey: templateKeyFor(template) ?? "faq" } })),
  rule(`what (?:kinds|types|sorts) of sections (?:can|could) (?:i|we) (?:add|use)(?: to a page)?`, () => ({ kind: "listTemplates" })),
  rule(`(?:what|which) (?:section )?templates (?:are there|can i use|do we have)`, () => ({ kind: "listTemplates" })),

  // removing by place or by words
  rule(`(?:delete|remove|drop) (?:the )?(last|first|second|third) section (?:of|from|on) ${PAGE}`, ([ordinal, page]) => ({ kind: "removeSectionAt", page: target(page), section: { ordinal: ordinalOf(ordinal) } })),
  // the page first: "on the contact page, get rid of the last section"
  rule(`(?:on|in|from) ${PAGE},? (?:(?:can|could|would) you |please )?(?:delete|remove|drop|get rid of|take out|cut) (?:the )?(${ORDINAL}) (?:section|block|part|bit)`, ([page, ordinal]) => ({ kind: "removeSectionAt", page: target(page), section: { ordinal: ordinalOf(ordinal) } })),
  // …never the menu: "remove 'Home' from the menu" is its link
  rule(`(?:delete|remove|drop) (?:the )?(["'].+?["'])(?: bit| part| section| block| grid| boxes| area| strip)?(?: at the (?:bottom|top|end|start))? (?:of|from|on) (?!(?:the )?(?:main |top )?(?:menu|nav|navigation|navbar)$)${PAGE}`, ([words, page]) => ({ kind: "removeSectionAt", page: target(page), section: { text: unquote(words) } })),

  // replacing words in place, site-wide first ("wherever it appears" is no page)
  rule(`(?:replace|swap|change|switch|update) ${EVERY}(.+?) (?:with|for|by|to|into) (.+?),? ${EVERYWHERE}.*`, ([old, replacement]) => everywhere(old, replacement)),
  rule(`${EVERYWHERE},? (?:replace|swap|change|switch|update) ${EVERY}(.+?) (?:with|for|by|to|into) (.+)`, ([old, replacement]) => everywhere(old, replacement)),
  // "every place that says 'Get in touch' should say 'Contact us'"
  rule(`(?:every (?:place|page|where|spot)|everywhere|anywhere|wherever) (?:that |it |we |the site )?(?:says?|reads?|mentions?|uses?) (.+?),? (?:should|must|needs? to|has to) (?:say|read|be) (.+)`, ([old, replacement]) => everywhere(old, replacement)),
  // "Anywhere the page text says 'Northwind Studio', please change it to 'Northwind Studio Ltd'"
  rule(`(?:every (?:place|page|where|spot)|everywhere|anywhere|wherever) (?:that |it |we |the )?(?:page |pages |site |website )?(?:text |copy |wording )?(?:says?|reads?|mentions?|uses?|has) (["'].+?["']),? (?:please )?(?:change|replace|swap|update|switch|make) (?:it|that|them|this)(?: (?:to|with|into|for))? (.+)`, ([old, replacement]) => everywhere(old, replacement)),
  rule(`(?:find|look for|search for) (.+?)(?:,| and)(?: then)? (?:change|replace|swap|update|switch) (?:it|them|each|all of them) (?:to|with|for|into) (.+?),? ${EVERYWHERE}.*`, ([old, replacement]) => everywhere(old, replacement)),
  // "where it says 'X' on the home page, can it say 'Y' instead?": the words quoted as they stand, on the page named or wherever they are
  rule(`(?:(?:on|in) ${PAGE}[,:]? )?where (?:it|the (?:\\w+ ){0,2}?\\w+) (?:says|reads|shows):? (["'].+?["'])(?:,? (?:on|in) ${PAGE})?(?:,? (?:under|above|below|beside|next to|at) [^"']+?)?,? ${SAY_INSTEAD} (["'].+?["'])(?: instead)?(?: .+)?`, ([before, old, after, replacement]) =>
    quotedChange(before || after, old, replacement)),
  // a sentence of quoted words alone, four or more (fewer may be a page's or link's name): "change 'we reply within two working days' to …"
  rule(`(?:change|replace|swap|update) (["'](?:\\S+ ){3,}\\S+?["']) (?:to|with|for|into) (["'].+?["'])(?: instead| please)?`, ([old, replacement]) => quotedChange("", old, replacement)),
  // "we're five people now, not four": the number that changed
  rule(`(?:on|in) ${PAGE},? ${NOW_NOT}`, ([page, replacement, old]) => ({ kind: "replaceText", page: target(page), old, replacement })),
  rule(`${NOW_NOT} (?:on|in) ${PAGE}`, ([replacement, old, page]) => ({ kind: "replaceText", page: target(page), old, replacement })),
  // replacing words in place
  // (never "change the hero subheading to we build … for small businesses": words changed "to" are the new ones, whatever "for" follows)
  rule(`(?:on|in) ${PAGE},? (?:replace|swap|change) (?:the (?:word|words|text|phrase) )?(.+?) (?:with|for|by) (.+)`, ([page, old, replacement]) => (/\s(?:to|into)\s/i.test(old) ? undefined : { kind: "replaceText", page: target(page), old: unquote(old), replacement: unquote(replacement) })),
  rule(`(?:replace|swap) (?:the (?:word|words|text|phrase) )?(.+?) (?:with|for|by) (.+?) (?:on|in) ${PAGE}`, ([old, replacement, page]) => ({ kind: "replaceText", page: target(page), old: unquote(old), replacement: unquote(replacement) })),
  rule(`${PAGE} (?:still )?(?:says|reads|shows) (.+?)(?: ?[,;—–-]+)? (?:but )?(?:it )?should (?:say|read|be|show) (.+)`, ([page, old, replacement]) => ({ kind: "replaceText", page: target(page), old: unquote(old), replacement: unquote(replacement) })),
  // (never "change the heading from 'A' to 'B'": the words it says now are after "from", read below)
  // (…and "change the hero subheading to …" is that field's, read by the section rules: a field is no words on the page)
  rule(`(?:on|in) ${PAGE},? change (?:the )?(["'].+?["']|(?!.*\\sfrom\\s).+?)(?: heading| button| text| title| label)? (?:to|into) (.+)`, ([page, old, replacement]) =>
    FIELD_ONLY.test(old.trim()) ? undefined : { kind: "replaceText", page: target(page), old: unquote(old), replacement: unquote(replacement) }),
  rule(`(?:on|in) ${PAGE},? change (.+?) from (.+?) to (.+)`, ([page, , old, replacement]) => ({ kind: "replaceText", page: target(page), old: unquote(old), replacement: unquote(replacement) })),
  rule(`(?:the )?(["'].+?["']) (?:button|heading|text|link|title)(?: at the (?:top|bottom) of| on| in) ${PAGE} should (?:say|read|be) (.+)`, ([old, page, replacement]) => ({ kind: "replaceText", page: target(page), old: unquote(old), replacement: unquote(replacement) })),
  rule(`(?:change|replace) (["'].+?["']) (?:to|with) (["'].+?["']) on ${PAGE}`, ([old, replacement, page]) => ({ kind: "replaceText", page: target(page), old: unquote(old), replacement: unquote(replacement) })),
];
