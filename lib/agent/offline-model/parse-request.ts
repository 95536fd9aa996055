import { isAction, isPronoun, refersBack, type Intent, type IntentOf } from "./intents";
import { topicOf } from "./clarify";
import { headingOf, onHeading } from "./heading-context";
import { paraphrase } from "./paraphrase";
import { fromDialect, listedOrder, reworded, testimonialFields } from "./whole-message";
import { frontedTopic } from "./fronted-topic";
import { namedParts } from "./described-parts";
import { SENTENCE_RULES } from "./sentence-rules";
import { pictureSideIn } from "./rules/sections";
import { readColour } from "./colours";
import { keyValueEdit, menuShorthand } from "./key-values";
import { isBracketedNote, isOwnErrand, isRemark, withoutRemarks } from "./remarks";
import { CHANGE_IT, changedTo, correctedInMessage } from "./corrected";
import { parseBySlots } from "./slots";
import { parseReplacement } from "./replacements";
import { remedyFor } from "./remedies";
import { onNamedEntry, onNamedPost } from "./post-named";
import { withContext } from "./follow-ups";
import { moreOfJustDone } from "./second-turns";
import { correctSpelling } from "./spelling";
import { withoutFillers } from "./fillers";
import { SIGN_OFF, unwrapped } from "./pasted";
import { CAN_PEOPLE_SEE, normalize, ordinalOf, outsideQuotes, protectQuotes, SINGLE_QUOTED, straightQuotes, unquote, WANTS_TO_KNOW } from "./text";
import { target } from "./rule-kit";
import { valueKindOf } from "./value-kinds";
import { ANY_SECTION, FIELD_PATTERN, LAST_SECTION_WITH, TEMPLATE_PATTERN, fieldFor, fieldLabel, templateKeyFor } from "./vocabulary";
import { LINK_TARGET } from "./link-target";
import { wordsInField } from "./words-in-field";

const GREETING = /^(?:hi|hello|hey|hiya|howdy|howzit|heita|yo|morning|afternoon|evening|good\s+(?:morning|afternoon|evening|day)|greetings|namaste|hola|bonjour|salut|ciao|aloha|g'day|shalom|salaam|sawubona|ey\s+up|now\s+then|jambo|habari)(?:\s+(?:there|both|all|team|everyone|guys|folks|again|to\s+you(?:\s+all)?))?\b[\s,!.:\-—–]*(.*)$/i;
/** "how are you?" after a greeting is part of it. */
const SMALL_TALK = /^(?:and\s+)?(?:how\s+(?:are|r)\s+(?:you|u|things|we)(?:\s+(?:today|doing))?|how(?:'s|\s+is)\s+(?:it\s+going|everything|your\s+day)|how\s+do\s+you\s+do|what'?s\s+up|are\s+you\s+well|hope\s+you(?:'re|\s+are)\s+(?:well|good))[?!.\s]*$/i;
const PLAN_PREFIX = /^(?:(?:make|create|draft|write|come\s+up\s+with)\s+a\s+plan\s+(?:to|for|that)|plan\s+(?:to|how\s+to)|plan\s*:)\s*(.+)$/i;
/** Separators that always start a new action. */
const STRONG_SEPARATOR = /\s*(?:;|,?\s+and\s+then\s+|(?<!\b(?:until|till|since|by|back|only|just|right|even)),?\s+then\s+|,?\s+after\s+that,?\s+|[.?!]\s+(?=[a-z])|\s[—–]\s)\s*/i;
/** Separators that start a new action only when both sides make sense on their own. */
const WEAK_SEPARATOR = /,\s+(?:and\s+)?(?:(?:after(?:wards)?|after\s+that|then|later|second(?:ly)?|third(?:ly)?|finally|last(?:ly)?),?\s+)?|\s+and\s+(?:(?:after(?:wards)?|after\s+that|then|later|second(?:ly)?|third(?:ly)?|finally|last(?:ly)?),?\s+)?/gi;

/** One action: the first sentence rule that matches, else unknown. */
function parseAction(text: string): Intent {
  // "…; nav Contact visible=false": the menu's shorthand, one part of several
  const menu = menuShorthand(normalize(text));
  if (menu) return menu;
  // Tidied again once the remark is gone: "… for me, there's a love" leaves "… for me".
  const sentence = paraphrase(normalize(withoutRemarks(normalize(text))));
  const inField = wordsInField(sentence, parseAction);
  if (inField) return inField;
  let twoValuesSaid = false;
  for (const rule of SENTENCE_RULES) {
    const match = rule.pattern.exec(sentence);
    // A value is never cut inside its quotes ("put: 'Monday to Friday'" has no "to" to split on).
    if (match?.slice(1).some(halfQuoted)) continue;
    if (match?.slice(1).some((group) => group && twoValues(group))) {
      twoValuesSaid = true;
      continue;
    }
    const intent = match && rule.build(match.slice(1).map((group) => group ?? ""));
    // "Write a new post titled 'How we choose fonts'": what cannot be done is asked for in the request, never in its quoted words
    if (intent?.kind === "cannot" && !rule.pattern.test(protectQuotes(sentence).text.replace(/\u0000\d+\u0000/g, '"…"'))) continue;
    if (intent && (fieldTakenForImage(intent) || namesNothing(intent))) continue;
    if (intent && swallowsRequest(intent, sentence)) return { kind: "unknown", part: sentence, topic: topicOf(sentence) };
    if (intent && !(intent.kind === "replaceText" && isPronoun(intent.old))) return answerOfQuestion(withPlainTitle(onNamedEntry(onNamedPost(asImageFile(withoutFieldWord(intent)))), sentence), sentence);
  }
  // …and a request whose second value was not read is asked about, never done with the first alone.
  if (twoValuesSaid) return { kind: "unknown", part: sentence, topic: topicOf(sentence) };
  const bySlots = parseBySlots(sentence);
  if (bySlots && !fieldTakenForImage(bySlots) && !wordsLeftOut(bySlots, sentence)) return withPlainTitle(bySlots, sentence);
  // "the heading 'About us' should be 'Who we are' on the About page": words reported wrong, in one part of a longer request.
  const replacement = wholeReplacement(sentence);
  if (replacement) return answerOfQuestion(replacement, sentence);
  const topic = topicOf(sentence);
  return topic ? { kind: "unknown", topic } : { kind: "unknown" };
}

/** "… change the opening times to mon-sun 12 til late and take the gallery off": a second request after the words to change. */
const AND_ANOTHER = /\s+and\s+(?:then\s+|also\s+)?(?:take|remove|delete|add|publish|unpublish|hide|put|make|change|set|rename|move|bin|drop|get\s+rid|archive|swap|replace|point|link)\b/i;
/** "change the opening times to mon-sun 12 until late and take the gallery off": a value typed without quotes that runs on into another request. */
function swallowsRequest(intent: Intent, sentence: string): boolean {
  if (!SETS_A_VALUE.has(intent.kind)) return false;
  const values = Object.values(intent).filter((value): value is string => typeof value === "string");
  const quoted = sentence.match(QUOTED_ANY) ?? [];
  return values.some((value) => AND_ANOTHER.test(` ${value}`) && !quoted.some((words) => words.includes(value)));
}

/** Words to change read from the whole sentence, only when nothing else is asked beside them. */
const wholeReplacement = (sentence: string) => (AND_ANOTHER.test(protectQuotes(sentence).text) ? undefined : parseReplacement(sentence));

const QUOTED_ANY = new RegExp(String.raw`"[^"]*"|${SINGLE_QUOTED}`, "g");
/** What ends a title typed without quotes: a courtesy, or a remark after a comma ("Lunch Menu pls, just empty for now …"). */
const TITLE_TAIL = /\s+(?:pls|please|plz|thx|thanks|thnaks|ty)\b.*$|,\s+(?:just|for\s+now|leave\s+it|i'?ll|ill|we'?ll|we\s+will|it'?s|its|as|because|since|so|but|thanks?)\b.*$/i;
/** A second request run into a title typed without quotes ("our team and make the web address slash team"). */
const TITLE_REQUEST = /\s+and\s+(?:then\s+)?(?:make|set|put|add|publish|change|give|use|tag|link|move|call|name|point)\b.*$/i;

/**
 * A new page's or post's title typed without quotes never carries what was said after it: a courtesy
 * or remark is cut off, and a request run into it is asked about instead of becoming part of a title.
 */
function withPlainTitle(intent: Intent, sentence: string): Intent {
  if (intent.kind !== "createPage" && intent.kind !== "createPost") return intent;
  // "add text section with heading 'A'": a section with no page said, never a page called "Text section"
  const section = /^(.+?)\s+sections?$/i.exec(intent.title);
  if (intent.kind === "createPage" && section && templateKeyFor(section[1])) return { kind: "unknown", part: sentence, topic: "sections" };
  const quoted = (sentence.match(QUOTED_ANY) ?? []).some((words) => words.toLowerCase().includes(intent.title.toLowerCase()));
  if (quoted) return intent;
  const topic = intent.kind === "createPage" ? "pages" : "posts";
  // "a post called 'my week at the studio' lol say i learned figma": the quoted words are the title; what follows is what it says, or asked about
  const titled = /^["'“‘](.+?)["'”’]\s+(?:(?:lol|haha|lmao|ha)\s+)?(\S.*)$/i.exec(intent.title);
  if (titled) {
    const said = /^(?:say|says|saying|that\s+says|which\s+says)\s+(\S.*)$/i.exec(titled[2]);
    if (said && intent.kind === "createPost" && !intent.body) return { ...intent, title: titled[1], body: unquote(said[1]) };
    return { kind: "unknown", part: titled[2], topic };
  }
  // "a new page called Clubs and Activities saying 'We run clubs'": the title ends where what it says begins
  const saying = /^(.+?)\s+(?:saying|that\s+says|which\s+says)\s+(["'“‘].+["'”’])$/i.exec(intent.title);
  if (saying) {
    const titled = parseAction(`create a ${intent.kind === "createPage" ? "page" : "post"} called "${saying[1].replace(/"/g, "'")}" saying ${saying[2]}`);
    if (titled.kind === intent.kind) return titled;
  }
  const request = TITLE_REQUEST.exec(intent.title);
  if (request) return { kind: "unknown", part: request[0].replace(/^\s+and\s+/i, ""), topic };
  // "a new page with the address /blog for our news": an address is no title — asked about, never made one.
  if (/(?:^|\s)\/[a-z0-9-]+/i.test(intent.title)) return { kind: "unknown", part: intent.title, topic };
  const title = intent.title.replace(TITLE_TAIL, "");
  return title && title !== intent.title ? { ...intent, title } : intent;
}

/**
 * "change the answer to the question 'How long does a website take?' on the About page to '…'": the
 * answer of that question changes — never the question's own words into the answer's.
 */
function answerOfQuestion(intent: Intent, sentence: string): Intent {
  if (intent.kind !== "replaceText" || !/\?\s*$/.test(intent.old) || !/\banswers?\b/i.test(protectQuotes(sentence).text)) return intent;
  return { kind: "editListItem", page: intent.page, section: { templateKey: "faq" }, item: { text: intent.old }, part: 1, value: intent.replacement };
}

/** "… have no alt text, can you fill it in …" read as the picture called "alt text", "to all images …" as one called "all": a field or "all" is never a picture's name. */
const fieldTakenForImage = (intent: Intent) =>
  (intent.kind === "setImageAlt" || intent.kind === "setImageText" || intent.kind === "deleteImage") && /^(?:the\s+)?(?:alt(?:ernative)?(?:\s+texts?)?|captions?|descriptions?|all(?:\s+(?:of\s+)?(?:the\s+|our\s+)?(?:images|pictures|photos|pics))?|every(?:\s+\w+)?|each(?:\s+\w+)?)$/i.test(intent.image.trim());

/** "change the photo of the page for a more beautiful one": no page named, no picture chosen — asked, never guessed. */
const NO_NAME = /^(?:the\s+|this\s+|that\s+|a\s+|an\s+|our\s+|my\s+)?(?:page|post|article)$|^(?:the\s+)?(?:left|right|top|bottom)\b/i;
const NO_CHOICE = /^(?:an?\s+|some\s+)?(?:(?:much\s+)?more\s+[\w-]+|nicer|better|prettier|different|other|new|fresher|brighter|nice|good|great|beautiful|lovely)(?:\s+(?:one|picture|photo|image|pic))?$/i;
const namesNothing = (intent: Intent) => {
  const named = intent as Partial<Record<"page" | "post" | "image", unknown>>;
  return [named.page, named.post].some((name) => typeof name === "string" && NO_NAME.test(name.trim())) || (typeof named.image === "string" && NO_CHOICE.test(named.image.trim()));
};

/** "kennel-run.jpg - alt text 'A' and caption 'B'" read by its slots as the alt text alone: quoted words the reading does not use. */
function wordsLeftOut(intent: Intent, sentence: string): boolean {
  if (!SETS_A_VALUE.has(intent.kind) && intent.kind !== "createPost" && intent.kind !== "createPage") return false;
  const used = JSON.stringify(intent).toLowerCase();
  return [...sentence.matchAll(/"([^"]+)"|(?<!\w)'((?:[^']|(?<=\w)'(?=\w))+)'(?!\w)/g)].some((match) => !used.includes((match[1] ?? match[2]).toLowerCase().trim()));
}

/** Words that open a quote they do not close (a lone closing single quote may be a plural's apostrophe: "the kids' page"). */
const halfQuoted = (group: string | undefined) => !!group && /"|(?<!\w)'(?=\w)/.test(protectQuotes(group).text);
/** "'Northwind | Calm websites' and its description to 'Calm, fast websites.'": two values and the words between them are never one value. */
const TWO_VALUES = [
  // (…whatever follows it: "'X' and the name at the top to 'Y'? Thank you")
  /^\u0000\d+\u0000,?\s+(?:and\s+|then\s+|plus\s+)?(?:its|the|their)\s+[\w\s-]+?\s+(?:to|as|=)\s+\u0000\d+\u0000(?:[\s?.!,;].*)?$/i,
  // "'A' and the caption 'B'": another field's value (a question's answer belongs with it)
  /^\u0000\d+\u0000,?\s+(?:and|plus)\s+(?:its\s+|the\s+|a\s+)?(?:alt(?:\s+text)?|caption|heading|headline|title|subheading|button(?:\s+label)?|body|text|excerpt|description|tagline|label|link)\s+\u0000\d+\u0000$/i,
];
const twoValues = (group: string) => {
  const masked = protectQuotes(group.trim()).text;
  return TWO_VALUES.some((pattern) => pattern.test(masked));
};

/** "change the title 'Say hello' to 'Write us'", "change the heading About us to …": the words to replace are the quoted or capitalised ones, not the word for where they are. */
const withoutFieldWord = (intent: Intent): Intent =>
  intent.kind === "replaceText" && /^(?:the\s+)?(?:title|heading|headline|subheading|text|button|label|words?|line|link|sentence)\s+(?:["'‘“`]|(?-i:[A-Z]))/i.test(intent.old)
    ? { ...intent, old: unquote(intent.old.replace(/^(?:the\s+)?[a-z]+\s+/i, "")) }
    : intent;

/** "delete old-flyer.jpg": a name that is a picture's file name is an image, not a page or post. */
const asImageFile = (intent: Intent): Intent =>
  intent.kind === "pageAction" && intent.either && intent.action === "delete" && /\.(?:jpe?g|png|gif|webp|svg|avif)$/i.test(intent.page) ? { kind: "deleteImage", image: intent.page } : intent;

/** How a request starts once courtesies are gone: a verb that asks for something, or a question word. */
const ASKING_START = /^(?:add|create|make|update|change|set|rename|delete|remove|publish|unpublish|hide|unhide|show|display|open|move|put|link|archive|use|tag|give|point|fix|replace|swap|write|rewrite|edit|list|find|search|tell|read|bin|drop|kill|take|turn|upload|insert|schedule|restore|recover|revert|undo|bring|get|send|let|help|check|look|keep|leave|pull|count|mark|share|explain|translate|include|attach|reorder|sort|clean|shorten|lengthen|trim|correct|amend|improve|what|what's|whats|which|where|who|whose|how|when|why|is|are|does|do|did|has|have|was|were)(?![\w'’])/i;
const CHANGE_WORD = /\b(?:add|change|delete|remove|publish|unpublish|rename|update|replace|move|hide|archive|swap|fix|correct)\b/gi;
/** Words about the site: a part that names one may be a request not understood, so it is never set aside. */
const SITE_WORD = new RegExp(String.raw`\b(?:pages?|posts?|articles?|menu|nav(?:igation)?|images?|pictures?|photos?|pics?|logo|links?|buttons?|sections?|tagline|colou?rs?|accent|cover|tags?|slug|testimonials?|entr(?:y|ies)|${FIELD_PATTERN}|${TEMPLATE_PATTERN})\b`, "i");
const FIRST_PERSON = /^(?:i|i'm|i've|i'll|i'd|we|we're|we've|we'll|my|about\s+to|going\s+to|gonna)\b/i;
const NEGATION = /\b(?:won't|wont|don't|dont|do\s+not|will\s+not|not|never|no\s+need\s+to)\s+(?:\w+\s+){0,2}$/i;
/** "publish it", "delete them": a change asked of a thing already named, which a first-person sentence can still ask. */
const OWN_CHANGE = /\b(?:add|change|delete|remove|publish|unpublish|rename|update|replace|move|hide|archive|swap|fix|correct)\s+(?:it|them|this|that|these|those|the|a|an)\b/i;

/** "Would that be possible?", "is that ok?", "to which address?": a question about the request beside it, no request of its own. */
const ABOUT_THE_REQUEST = /^(?:is\s+(?:it\s+)?|it's\s+|it\s+is\s+)?possible(?:\s+to\s+do\s+(?:this|that|it))?\s*\?*$|^(?:and\s+)?(?:would|will|is|could)\s+(?:that|this|it)\s+be\s+(?:possible|ok(?:ay)?|alright|all\s+right|doable)(?:,?\s+do\s+you\s+think)?[?.!]*$|^(?:is|would)\s+(?:that|this)\s+(?:possible|ok(?:ay)?|alright|all\s+right|doable)[?.!]*$|^(?:and\s+)?(?:to\s+)?(?:which|what)\s+(?:address|url|page|place)(?:\s+does\s+it\s+go(?:\s+to)?)?[?.!]*$/i;

const TYPOGRAPHY = /\b(?:(?:serial|oxford)\s+comma|full\s+stops?|periods?|commas?|capital(?:\s+letter)?s?|(?:lower|upper)[-\s]?case|small\s+letters?|apostrophes?|hyphens?|dashes|punctuation|exclamation\s+marks?|question\s+marks?|ampersands?|spelling)\b/gi;
const TYPING_WORDS = /\b(?:keep|kept|with|without|no|and|the|after|before|it|at|end|please|pls|a|an|on|in|its|exactly|as|is|written|typed|same|there|both|too|also|but|not|any|of|all|that|this|mind|note|only|one|lower|upper)\b|\u0000\d+\u0000|[\s,.;:!—–-]+/gi;
/** "Keep the serial comma and the full stop.", "lower-case 'us', no full stop": how the words given are typed, no request. */
function isTypingNote(part: string): boolean {
  const text = protectQuotes(normalize(part)).text;
  const marks = text.replace(TYPOGRAPHY, " ");
  return marks !== text && marks.replace(TYPING_WORDS, "").trim() === "";
}

/**
 * A part that asks for nothing: no request verb or question word first, no question mark, no quoted
 * value, no "should/must/needs to", and no change asked for anywhere ("I won't change anything" asks
 * for none). Left out beside an understood request, it cannot hide a change half done.
 */
function isAside(part: string): boolean {
  const text = normalize(part);
  if (ABOUT_THE_REQUEST.test(part.trim()) || isTypingNote(part)) return true;
  // "cover = the autumn valley pic" may be a request not understood; "about to send the link to a client" is about the person.
  if ((SITE_WORD.test(text) && !FIRST_PERSON.test(text)) || /[=:/]/.test(text)) return false;
  // "I must translate them for our clients", "I'd like to add some of my own": what the person will do, asking nothing of us.
  if (FIRST_PERSON.test(part.trim()) && !SITE_WORD.test(part) && !/\?|\b(?:you|u)\b/i.test(part) && !OWN_CHANGE.test(part)) return true;
  if (ASKING_START.test(text) || /\?\s*$/.test(part) || /["'`]/.test(text.replace(/\b\w+'\w+\b/g, ""))) return false;
  if (/\b(?:should|must|needs\s+to|has\s+to|ought\s+to)\b|\b(?:want|wants|would\s+like|'d\s+like)\s+(?:you|it|them|the|this|that|a|an)\b/i.test(text)) return false;
  return [...text.matchAll(CHANGE_WORD)].every((found) => NEGATION.test(text.slice(0, found.index)));
}

/** A request that names what to fix but gives nothing to change it to ("fix the alt", "sort out the menu"). */
const VAGUE_REQUEST = /^(?:(?:and\s+|also\s+|then\s+)*)(?:fix|correct|sort\s+out|tidy(?:\s+up)?|update|change|improve|check|redo)\s+(?:the|its|our|that|this)\s+[\w\s'-]{1,30}$/i;

/** A part that asks for something of its own: a request verb, then something about the site. */
const SECOND_REQUEST = /^(?:then\s+)?(?:add|create|make|update|change|set|rename|delete|remove|publish|unpublish|hide|show|move|put|link|archive|use|tag|give|point|fix|replace)\s+(?=.*\b(?:it|its|them|their|page|post|menu|nav|link|label|image|picture|section|heading|title|button|tagline|logo|colou?r)\b)/i;

/** "change the title of the about page to X" and "(also) the SEO description to Y": the second says only what differs. */
const FIELD_FRAME = /^(\w+)\s+(?:the\s+)?((?:seo\s+|meta\s+|google\s+)?)(?:[\w-]+(?:\s+[\w-]+)?)\s+((?:of|on|for)\s+.+?)\s+(?:to|as)\s+.+$/i;
const ELLIPSIS = /^(?:also\s+|and\s+)?(?:the\s+|its\s+)?([\w-]+(?:\s+[\w-]+)?)\s+(to|as)\s+(.+)$/i;
function completed(left: string, right: string): string | undefined {
  const frame = FIELD_FRAME.exec(left);
  const rest = ELLIPSIS.exec(right.trim());
  // "the SEO title of Home to 'X' and its description to 'Y'": the description is the SEO one too
  const kind = frame?.[2] && /^(?:title|description)$/i.test(rest?.[1] ?? "") ? frame[2] : "";
  return frame && rest ? `${frame[1]} the ${kind}${rest[1]} ${frame[3]} ${rest[2]} ${rest[3]}` : undefined;
}

/** Words that leave what a part is about to the part before it. */
const ABOUT_IT = /\b(?:it|its|them|their)\b/i;

/** Splits "X and Y, and Z" where every part is an action of its own; otherwise keeps it whole. */

function splitOnAnd(chunk: string, restore: (text: string) => string, parse: (text: string) => Intent): string[] {
  for (const separator of chunk.matchAll(WEAK_SEPARATOR)) {
    const left = chunk.slice(0, separator.index);
    const right = chunk.slice(separator.index + separator[0].length);
    // "change its heading to 'X' and publish": a part about "it" is read later with the part before it.
    // ("The Maple Bakery testimonial is still up, and I think it best we remove it": a statement, then a request about it)
    const aboutEither = ABOUT_IT.test(left) || (ABOUT_IT.test(right) && isStatement(normalize(restore(left))));
    if (!isAction(parse(restore(left))) && !(aboutEither && isAction(parse(restore(right))))) continue;
    // "change the excerpt to 'X' and leave the rest alone": a remark after the request is no part of its value.
    if (/\band\b/i.test(separator[0]) && isRemark(normalize(restore(right)))) return [left, right];
    const whole = completed(left, right);
    if (whole && isAction(parse(restore(whole)))) return [left, whole];
    const rest = splitOnAnd(right, restore, parse);
    if (rest.every((part, index) => isAction(parse(restore(part))) || readsAfter(restore(part), restore(index ? rest[index - 1] : left)))) return [left, ...rest];
    // "rename About to Studio, and update its menu label too": a second request not understood is
    // named and nothing is done, rather than read as part of the first one's value.
    if (SECOND_REQUEST.test(right) || menuLinkToo(restore(right), parse(restore(left)))) return [left, right];
  }
  // "Fix the alt, and also give blue-coast.png the caption 'X'": a request not understood before one that is
  // stays apart from it (and is asked about), never read as part of it.
  for (const separator of chunk.matchAll(WEAK_SEPARATOR)) {
    const left = restore(chunk.slice(0, separator.index));
    const right = restore(chunk.slice(separator.index + separator[0].length));
    const rightStep = parse(right);
    if (VAGUE_REQUEST.test(normalize(left)) && !isAction(parse(left)) && isAction(rightStep) && !refersBack(rightStep)) return [chunk.slice(0, separator.index), chunk.slice(separator.index + separator[0].length)];
  }
  return [chunk];
}

/** A comma before another question in a question: "…, which of them are live, and is there a logo?". */
const QUESTION_WORDS = String.raw`(?:what|what's|which|who|how|is|are|does|do|did|has|have|where|when)\s`;
const QUESTION_LIST = new RegExp(String.raw`,\s+(?:and\s+)?(?=${QUESTION_WORDS})`, "gi");
const QUESTION_WORD = new RegExp(`^${QUESTION_WORDS}`, "i");
const NAMED_THING = /\bthe\s+(?:[\w'-]+\s+){1,3}(?:page|post|article|image|picture|photo)\b/i;
const KIND_NOUN = /\b(page|post|article|image|picture|photo|menu item|link|testimonial|box|card|question)(?:s|es)?\b/gi;

/** "archive the welcome post and publish the autumn one": "one" is the kind the step before named. */
function inheritNouns(parts: string[]): string[] {
  let noun: string | undefined;
  let named: string | undefined;
  return parts.map((part) => {
    const own = [...part.matchAll(KIND_NOUN)].at(-1)?.[1];
    // "who wrote the design process post, is it published, and what tags does it have?": a later question's "it" is the post.
    if (named && QUESTION_WORD.test(part)) part = part.replace(/\bit\b/i, named);
    named = NAMED_THING.exec(part)?.[0] ?? named;
    const replaced = noun
      ? outsideQuotes(part, (words) => words
          .replace(/\b(the\s+(?!(?:first|second|third|last|same|other|next|new)\b)[\w-]+(?:\s+[\w-]+)?)\s+one\b/i, `$1 ${noun}`)
          // "three little boxes. Could the one called 'Care' be renamed …": the box called that
          .replace(/\bthe\s+one\s+(?=(?:called|named|titled|saying)\s+["'])/i, `the ${noun} `)
          // "how many pages are there, which of them are live": "them" are the pages.
          .replace(/^(which|how\s+many|are\s+any)\s+of\s+(?:them|those|these)\b/i, `$1 ${noun}s`)
          // "which of my pages can students see, and which are still hidden?": "which are" asks about the same pages.
          .replace(/^(which|how\s+many)\s+(?=(?:are|is|have|has)\b)/i, `$1 ${noun}s `))
      : part;
    noun = own ?? noun;
    return replaced;
  });
}

/** "… that says ‘Our chicks hatched!’ Tag it science": a quote that ends its sentence, then a new one. */
const QUOTE_ENDS_SENTENCE = /([.!?])(["'’”])\s+(?=[A-Z])(?!(?:A|Answer|Answered)\s*:)/g;

/** "'They made it simple.' — Jo Reyes, Lantern Yoga": a quote signed with a full name, which no dash splits off. */
const SIGNED_QUOTE = /(["'’”])\.?\s*[—–-]+\s*(?=[A-Z][\w'.-]+(?:\s+[A-Z][\w'.-]+)+\s*(?:,|\.?$))/g;

/** "a testimonial from one of our landlords – Helen Park at Park Lettings: …": who they are, then their name, which no dash splits off. */
const ROLE_THEN_NAME = /\bfrom\s+(?:one\s+of\s+)?(?:our|my)\s+[a-z][\w\s-]{1,40}?\s+[—–-]+\s+(?=[A-Z][\w'.-]+\s+[A-Z])/g;

/** Sentence marks inside a typed value, hidden from the splitting and put back after. */
const MASKED_MARKS: Record<string, string> = { "?": "\u0001", ".": "\u0002", "!": "\u0003", "—": "\u0004", "–": "\u0005" };
const UNMASKED_MARKS: Record<string, string> = Object.fromEntries(Object.entries(MASKED_MARKS).map(([mark, masked]) => [masked, mark]));

/** `parse` reads a part as the request means it (on the page a heading named). */

/** "how many pages are there and which ones aren't live": "which ones" are the kind named before. */
function namedOnes(text: string): string {
  return outsideQuotes(text, (words) => words.replace(/(\s+(?:and|but)\s+|,\s*)(which|what|how\s+many)\s+(?:ones|of\s+(?:them|those|these))\b/gi, (whole, joint: string, asking: string, at: number) => {
    const noun = [...words.slice(0, at).matchAll(KIND_NOUN)].at(-1)?.[1];
    return noun ? `${joint}${asking} ${noun.toLowerCase()}s` : whole;
  }));
}

/** "a text section — heading 'X', body 'Y'": after a dash, what the section holds, not another request. */
const SECTION_THEN_FIELDS = /\b(section|block)\s+[—–-]+\s+(?=(?:heading|headline|title|body|text|subheading|button|question)\b)/gi;

/** "… text: we bake it fresh from 7. dont publish yet": what not to do yet ends the words typed, like a request. */
const NOT_YET = /^\s*(?:(?:but|and)\s+)?(?:please\s+)?(?:dont|don't|do\s+not|not)\s+(?:publish|put\s+it\s+live|make\s+it\s+live|post)\b/i;

/** "… to read: Friendly websites for small shops. The name itself is quite all right.": one last sentence that is a remark ends the words typed. */
const lastRemark = (rest: string) => rest.trim() !== "" && !/[.?!]\s/.test(rest.trim()) && isRemark(normalize(rest));

function splitActions(text: string, questionsApart = true, parse = parseAction): string[] {
  text = text.replace(SECTION_THEN_FIELDS, "$1 with ");
  const { text: gapless, restore: restoreQuotes } = protectQuotes(namedOnes(text).replace(SIGNED_QUOTE, "$1 by ").replace(ROLE_THEN_NAME, "from ").replace(QUOTE_ENDS_SENTENCE, "$1$2; "));
  const quotesMasked = withVerbRepeated(gapless);
  // A question given as a value ("add a question to the FAQ: Do you design logos? Answer: …") does not end the request.
  const colon = quotesMasked.search(/:(?!\/\/)/);
  // "change the google description to: Calm lessons. First one half price.": after "to:" the words typed are one value.
  const typedValue = colon >= 0 && /\b(?:to|as|say|says|read|reads|saying|(?<!\b(?:alt|no|any)\s+)text|body|content|copy|wording)\s*$/i.test(quotesMasked.slice(0, colon));
  const afterColon = colon < 0 ? "" : quotesMasked.slice(colon);
  // (a post's body keeps its sentences to the end: "Body can just be: … Don't ship it yet.")
  const bodyTyped = colon >= 0 && /\b(?:body|text|content|copy|wording)\b[^:]{0,20}$/i.test(quotesMasked.slice(0, colon));
  // …unless what follows a full stop is another request ("to: Welcome. Publish it.").
  const marked = colon < 0 ? quotesMasked : quotesMasked.slice(0, colon) + afterColon.replace(typedValue ? /[.?!](?=\s)/g : /\?(?=\s)/g, (mark, at: number) => (mark === "?" || !(REQUEST_START.test(normalize(afterColon.slice(at + 1))) || NOT_YET.test(afterColon.slice(at + 1)) || (!bodyTyped && lastRemark(afterColon.slice(at + 1)))) ? MASKED_MARKS[mark] : mark));
  const masked = marked
    // "… SEO title to About Northwind Studio — a calm web design team": a dash inside words typed after "to" is theirs, unless a request follows it.
    .replace(/(\b(?:to|as)\s+(?-i:[A-Z])[^.!?;—–:\u0000]*?)\s([—–])\s(?=([^.!?;—–]+))/g, (all, head: string, dash: string, tail: string) =>
      REQUEST_START.test(normalize(tail)) || isRemark(normalize(tail)) || isAction(parse(restoreQuotes(tail))) ? all : `${head} ${MASKED_MARKS[dash]} `,
    )
    // "… grid on the homepage: 'Strategy' — 'Plans that …'": a dash between two quoted values joins them
    .replace(/(\u0000\d+\u0000)\s+([—–])\s+(?=\u0000\d+\u0000)/g, (_, quote: string, dash: string) => `${quote} ${MASKED_MARKS[dash]} `);
  const restore = (value: string) => restoreQuotes(value.replace(/[\u0001-\u0005]/g, (mark) => UNMASKED_MARKS[mark]));
  // "how many pages are there, which of them are live, and does About have an SEO title?": each question its own step.
  const questions = questionsApart && (masked.includes("?") || QUESTION_WORD.test(masked)) ? masked.replace(QUESTION_LIST, "; ") : masked;
  const parts = questions
    .split(STRONG_SEPARATOR)
    .map((chunk) => chunk.replace(/^(?:(?:first(?:ly)?|second(?:ly)?|third(?:ly)?|last(?:ly)?|next|finally|also|and|after(?:wards)?|after\s+that|later)\b[,\s]*)+/i, "").trim())
    .filter(Boolean)
    .flatMap((chunk) => splitOnAnd(chunk, restore, parse))
    .map(restore)
    .reduce(soDoes(parse), [])
    .reduce(whichOnesAre, [])
    .reduce(aboutTheSubject(parse), [])
    .reduce(withNameAfter(parse), [])
    .reduce(understoodTogether(parse), []);
  // "Create a careers page. Just leave it empty, we'll fill it in later": the remark is not a step.
  // "it's 'Northwind Design Studio', not …" after "the site name is wrong" gives a value: no remark.
  // "… would you change it to read 'X'? With my thanks.": a sign-off is no part of the request.
  const requests = parts
    .map((part) => withoutTrailingRemark(withoutLeadingRemark(part)))
    // (a field given quoted words is never a remark dropped: "… and the caption 'B'" is asked about if not read)
    .filter((part) => !(parts.length > 1 && isOwnErrand(part)))
    .filter((part) => (!isRemark(normalize(part)) || VALUE_AFTER.test(normalize(part)) || wantsDone(part, parse) || FIELD_AND_VALUE.test(normalize(part)) || NEW_NOT_OLD.test(part) || parse(part).kind === "cannot") && !SIGN_OFF.test(normalize(part)));
  // Nothing but remarks ("ITS BROKEN AGAIN. FIX IT."): one thing not understood, not a request "understood but for" a part.
  const kept = withNewPageSections(requests.length ? requests : parts.length > 1 ? [parts.join(". ")] : parts, parse);
  return withoutStatements(inheritNouns(kept), parts.filter((part) => !kept.includes(part)), parse);
}

/** "The Contact page has to go, and so does its link in the menu": what was asked of one thing, asked of another. */
const SO_DOES = /^(?:and\s+)?so\s+(?:does|do|should|must|shall|will|can|has|have|is|are)\s+(\S.*?)[.!]*$/i;
const verbOf = (intent: Intent) =>
  intent.kind === "pageAction" || intent.kind === "postAction" || intent.kind === "bulkPageAction" || intent.kind === "bulkPostAction" || intent.kind === "entryAction"
    ? intent.action
    : intent.kind === "setNavVisibility"
      ? (intent.visible ? "show" : "hide")
      : intent.kind === "removeNavLink" || intent.kind === "removeSection"
        ? "remove"
        : intent.kind === "deleteImage"
          ? "delete"
          : undefined;
const soDoes = (parse: (text: string) => Intent) => (parts: string[], part: string): string[] => {
  const other = SO_DOES.exec(part)?.[1];
  const verb = other && parts.length ? verbOf(parse(parts.at(-1)!)) : undefined;
  return [...parts, verb ? `${verb} ${other}` : part];
};

/** "Our audit flagged pictures that have no caption. Which ones are they?": the question asks for the things the sentence before described. */
const WHICH_ARE_THEY = /^(?:so\s+|and\s+)?(?:which|what)\s+(?:ones\s+|of\s+them\s+)?(?:are|were)\s+(?:they|those|these|them)\b/i;
const DESCRIBED = /\b(pictures|images|photos|pics|pages|posts|articles|links|testimonials)\s+(?:(?:that|which|who)\s+([^.,;!?]+)|((?:have|lack|are|still|don't|do\s+not)\b[^.,;!?]+))/i;
function whichOnesAre(parts: string[], part: string): string[] {
  const described = WHICH_ARE_THEY.test(part) && parts.length ? DESCRIBED.exec(parts.at(-1)!) : undefined;
  return described ? [...parts.slice(0, -1), `which ${described[1]} ${described[2] ?? described[3]}`] : [...parts, part];
}

/** "I should like a link to our Newsletter page added to the menu", "They want the accent colour to be …": a wish for a change to the site is a request, never a remark. */
/** "change the tagline to 'X' and the name at the top to 'Y'": the verb said once for two changes, said again for the second. */
const GAPPED = /\b(change|set|update|make|rename|alter|amend)?([^\u0000.!?;]*?\s(?:to|as|into)\s+\u0000\d+\u0000),?\s+and\s+(?=(?:the|our)\s+[\w\s'-]+?\s+(?:to|as|into)\s+\u0000\d+\u0000)/gi;
const withVerbRepeated = (masked: string) => masked.replace(GAPPED, (_, verb: string | undefined, first: string) => `${verb ?? ""}${first}; ${verb?.toLowerCase() ?? "change"} `);

const wantsDone = (part: string, parse: (text: string) => Intent) =>
  /^(?:(?:until\s+then|for\s+now|meanwhile|in\s+the\s+meantime),?\s+)?(?:i|we|they|he|she|the\s+(?:client|customer|boss|owner))\s+(?:(?:should|would)\s+(?:like|rather|prefer)|'d\s+(?:like|rather|prefer)|wants?|needs?)\s+(?!to\s+(?:know|check)\b)/i.test(normalize(part)) && (SITE_WORD.test(part) || /^\S+\s+\S+\s+(?:like|want|need)\s+(?:it|them)\s/i.test(normalize(part))) && isAction(parse(part));

const NEW_SECTION = new RegExp(String.raw`^(?:with\s+)?(?:(?:a|an|the)\s+)?(?:${TEMPLATE_PATTERN})\b`, "i");

/** "spin up a page called Spring Launch — hero up top that says '…', with a 'Book a call' button …": the new page's sections, never a part dropped. */
function withNewPageSections(parts: string[], parse: (text: string) => Intent): string[] {
  return parts.reduce<string[]>((joined, part) => {
    const previous = joined.at(-1);
    const before = previous === undefined || !NEW_SECTION.test(normalize(part)) ? undefined : parse(previous);
    if (previous === undefined || before?.kind !== "createPage" || before.templates.length) return [...joined, part];
    const merged = `${previous} with ${normalize(part).replace(/^with\s+/i, "").replace(/^(?!(?:a|an|the)\s)/i, "a ")}`;
    const page = parse(merged);
    // Only when the section keeps its words ("just a bit of text: '…'" is read by joinValues instead).
    const kept = page.kind === "createPage" && page.templates.length && (page.contents ?? []).every((values) => Object.keys(values).length);
    return kept ? [...joined.slice(0, -1), merged] : [...joined, part];
  }, []);
}

/**
 * "The Contact page still lists our old number, +44 20 7946 0000. It's +44 20 7946 0999 now.": two
 * parts that each ask nothing, read as one request together, are that request — never two remarks dropped.
 */
const understoodTogether = (parse: (text: string) => Intent) => (joined: string[], part: string): string[] => {
  const previous = joined.at(-1);
  // (a value said after, "should be 'X'", is joined to what it is for by joinValues)
  if (previous === undefined || VALUE_AFTER.test(normalize(part)) || isAction(parse(previous)) || isAction(parse(part))) return [...joined, part];
  const together = `${previous}. ${part}`;
  return TOLD_THEN_FIXED.has(parse(together).kind) ? [...joined.slice(0, -1), together] : [...joined, part];
};
/** What a problem told and then its fix read together can be: words replaced, or a picture's missing text given. */
const TOLD_THEN_FIXED = new Set<Intent["kind"]>(["replaceText", "replaceValue", "replaceEverywhere", "setImageAlt", "setImageText"]);

/** "and we're open 9-5.30 weekdays not 9-5": a number said instead of another is a change, never a remark dropped. */
const NEW_NOT_OLD = /\d[\d:.]*(?:\s*(?:am|pm))?(?:\s+[a-z]+){0,2}\s*,?\s+(?:not|instead\s+of|rather\s+than)\s+\d/i;

/** "I'd like to write a little piece for the blog. Please call it 'X' and have it say: 'Y'": the new one's name, said after it. */
const NEW_UNNAMED = /^(?:(?:i|we)(?:'d|\s+would)\s+like\s+to\s+|(?:i|we)\s+(?:want|need)\s+to\s+|please\s+)?(?:write|create|make|add|start|draft|put\s+up)\s+(?:a|an)\s+(?:new\s+|little\s+|short\s+)*(?:(?:blog\s+)?post|article|page|piece\s+for\s+the\s+blog|blog\s+post)$/i;
const NAMED_AFTER = /^(?:please\s+|and\s+)?(?:call|name|title)\s+it\s+(?=\S)/i;

const withNameAfter = (parse: (text: string) => Intent) => (joined: string[], part: string): string[] => {
  const previous = joined.at(-1);
  if (previous === undefined || !NEW_UNNAMED.test(normalize(previous)) || !NAMED_AFTER.test(normalize(part))) return [...joined, part];
  const merged = `${normalize(previous)} called ${normalize(part).replace(NAMED_AFTER, "")}`;
  return isAction(parse(merged)) ? [...joined.slice(0, -1), merged] : [...joined, part];
};

/** Requests that take no words of their own, so a clause after them is never part of a value. */
const WORDLESS = new Set<Intent["kind"]>(["pageAction", "postAction", "bulkPageAction", "bulkPostAction", "removeNavLink", "setNavVisibility", "deleteImage", "entryAction", "publishChanges", "publishFixed", "removeSection", "removeSectionAt"]);

/** "Please publish the Summer Concert page now, the posters have gone out": the reason after a request is not part of its name. */
function withoutTrailingRemark(part: string): string {
  // The last comma outside quotes: "delete the post 'Sorry, we are closed'" has none.
  const { text: masked, restore } = protectQuotes(part);
  const comma = masked.lastIndexOf(", ");
  if (comma < 0) return part;
  // Whether the tail is a remark is read without its quoted words ("with the answer 'Yes — we have built …'" states nothing).
  const bare = normalize(masked.slice(comma + 2));
  const tail = normalize(restore(masked.slice(comma + 2)));
  // "…, blog needs a clean up before relaunch": after a request, what something needs says why.
  if (/\u0000/.test(bare) || SHOULD_BE.test(bare) || !(isRemark(bare) || isStatement(bare) || /^(?:the\s+|our\s+)?[\w-]+(?:\s+[\w-]+)?\s+needs\s/i.test(bare)) || isAction(parseAction(tail))) return part;
  const head = restore(masked.slice(0, comma));
  // "take it off the blog for a bit, but don't delete it": "it" is read against what was said before, whole.
  // "tag the process post with 'devlog', we're cross-posting it": a quoted value has ended before the remark.
  const ended = WORDLESS.has(parseAction(head).kind) || (/["'”’]$/.test(head) && isAction(parseAction(head)));
  return ended && !/\b(?:it|them|this|that)\b/i.test(head) ? head : part;
}

/** "it's finished, readers should be able to see it": a remark or statement before the request is not part of it. */
function withoutLeadingRemark(part: string): string {
  const comma = part.indexOf(", ");
  const rest = comma < 0 ? "" : part.slice(comma + 2);
  const head = normalize(part.slice(0, comma));
  // "A student sent the loveliest review, please add it to …": a statement before the request is its background too.
  // "We're moving offices, so please take the Contact page off the website": what follows "so" is the request.
  const request = rest.replace(/^(?:so|therefore|hence)\s+(?:please\s+)?/i, "");
  if (!request || !(isRemark(head) || isStatement(head))) return part;
  if (isAction(parseAction(request))) return request;
  // "there's a 'test post please ignore' in the drafts, that was me testing the editor, bin it": a second remark goes too.
  const inner = withoutLeadingRemark(request);
  if (inner !== request && isAction(parseAction(inner))) return inner;
  // "we've left Mastodon, take it off the social links": "it" is what the statement names.
  const thing = namedIn(part.slice(0, comma), true);
  const clauses = request.split(", ");
  const afterRemarks = clauses.slice(0, -1).every((clause) => isRemark(normalize(clause)) || isStatement(normalize(clause))) ? clauses.slice(-1) : [];
  for (const candidate of [request, ...afterRemarks]) {
    const swapped = thing ? aboutThing(candidate, thing) : candidate;
    if (swapped !== candidate && isAction(parseAction(swapped))) return swapped;
  }
  return part;
}

/** The request with its "it" ("put 'X' as its caption") made the thing named beside it. */
const aboutThing = (request: string, thing: string) =>
  /\b(?:it|them)\b/i.test(request)
    ? request.replace(/\b(?:it|them)\b/i, thing)
    : /\bits\s+/i.test(request)
      ? request.replace(/\bits\s+(alt\s+text|[\w-]+)/i, `the $1 of ${thing}`)
      : // "… reads 'X'. Please change the alt text to 'Y'": the alt text of the thing named before
        OWNERLESS_FIELD.test(request)
        ? request.replace(OWNERLESS_FIELD, `$1 of ${thing}`)
        : // "so put 'Tom Okafor, owner' as the author": of the thing named before
          request.replace(/(\s+as\s+(?:the\s+)?(?:author|company|caption|alt\s+text|title|heading|excerpt|summary|quote))$/i, `$1 of ${thing}`);
const OWNERLESS_FIELD = /(\bthe\s+(?:alt\s+text|alt|caption|excerpt|summary|teaser))\b(?!\s+(?:of|on|for|in)\b)(?=\s+(?:to|should|must|=|:))/i;

/** What a statement or topic beside a request is about, for the request's "it". */
/** "we have no permission to use the photograph of the tram depot", "the alt text on studio-dusk.jpg reads '…'": a picture named by what it shows or by its file. */
function pictureNamedIn(background: string): string | undefined {
  const { text: masked, restore } = protectQuotes(namedParts(background));
  const picture = /\b(?:the|a|an)\s+(?:photograph|photo|picture|image|pic)\s+(?:of|showing)\s+(?:the\s+|our\s+|a\s+)?[\w'-]+(?:\s+[\w'-]+){0,3}?(?=\s*[.,;!?]|\s+(?:is|was|has|that|which|from|on|in|at|with|any\s*more)\b|\s*$)/i.exec(masked)?.[0];
  if (picture) return restore(picture).replace(/^an?\s+/i, "the ");
  return /(?<![\w.-])[\w-]+(?:\.[\w-]+)*\.(?:jpe?g|png|gif|webp|svg|avif)\b/i.exec(masked)?.[0];
}

function namedIn(background: string, endsOnName = false): string | undefined {
  if (isTopic(normalize(background))) return topicFirst(background.replace(/[.!]+$/, ""));
  // "The Christmas fair thank-you is still on the news page": what is on the page, not the page
  const stillOn = /^(?:the|our)\s+(.+?)\s+(?:is|are)\s+(?:still\s+)?(?:on|up\s+on|showing\s+on|live\s+on|sitting\s+on)\s+(?:the\s+|our\s+)?(?:[\w'-]+\s+){0,2}(?:page|blog|site|website|home\s*page)\b/i.exec(normalize(background));
  if (stillOn && !/\b(?:page|menu|link|button|heading)\b/i.test(stillOn[1])) return `the ${stillOn[1]}`;
  // Read with quotes hidden: "a post called 'Test post please ignore'" is named by the whole quote.
  const quoted = protectQuotes(background);
  // "The new tagline I made yesterday, it is not visible": a part of the site's settings or its menu.
  // "Yesterday I have changed the slogan, but …": the setting just changed.
  const setting = /^(?:(?:i|we)\s+(?:have\s+)?(?:always\s+)?(?:thought|think|feel|felt|believe)\s+(?:that\s+)?)?(?:the|our)\s+(?:new\s+)?(tagline|slogan|site\s+name|logo|menu|social\s+links)\b/i.exec(quoted.text.trim())
    ?? /^(?:(?:yesterday|today|earlier|last\s+\w+),?\s+)?(?:i|we)\s+(?:have\s+|'ve\s+)?(?:just\s+|already\s+)?(?:changed|updated|edited|set|made|fixed)\s+(?:the|our)\s+(?:new\s+)?(tagline|slogan|site\s+name|logo|menu|social\s+links)\b/i.exec(quoted.text.trim());
  if (setting) return `the ${setting[1]}`;
  const about = STATED_ABOUT.exec(quoted.text);
  // "the farm trip write-up" is a post, "the front page" the home page; "we've left Mastodon, take it off …": the name the statement ends on.
  if (about) return `the ${quoted.restore(about[2])} ${about[1]}`;
  // "Contact is sitting at the very end of the menu where nobody sees it": the name the statement is about.
  const subject = SITE_PLACE.test(background) ? /^(?!(?:The|This|That|It|We|I|Our|My|Your|There|Somebody|Someone|Nobody|People|Customers)\b)([A-Z][\w'&-]*(?:\s+[A-Z][\w'&-]*)*)\s+(?:is|are|was|keeps|looks|seems|sits|stays)\b/.exec(background.trim())?.[1] : undefined;
  if (subject) return subject;
  // "there's a 'test post please ignore' in the drafts": a quoted name is the thing, whatever words it holds.
  // Read with quotes hidden, so words inside a name ('test post please ignore') are not a thing of their own.
  const { text: masked, restore } = protectQuotes(namedParts(background));
  // "the 'Get in touch' button at the bottom of the home page takes them to the wrong place": that button, where it is
  const button = /\bthe\s+(?:\u0000\d+\u0000|[\w'-]+(?:\s+[\w'-]+){0,3}?)\s+(?:button|cta)(?:\s+(?:at|on|in)\s+(?:the\s+)?(?:(?:very\s+)?(?:bottom|top|end|foot)\s+of\s+(?:the\s+)?)?[\w'-]+(?:\s+page)?)?/i.exec(masked)?.[0];
  if (button) return restore(button);
  const stated = STATED_THING.exec(masked)?.[0];
  if (stated) return restore(stated);
  const picture = pictureNamedIn(background);
  if (picture) return picture;
  return QUOTED_NAME.exec(background)?.[0] ?? (endsOnName ? /\b(?!I\b)([A-Z][\w&'-]+)[.!]*$/.exec(background)?.[1] : undefined);
}

/** A sentence that tells how things are ("the Shop item is in the draft menu but not live yet"), not what to do. */
const REQUEST_START = /^(?:please\s+)?(?:add|create|make|delete|remove|publish|unpublish|change|set|update|rename|move|put|show|list|hide|give|use|tag|archive|find|search|what|what's|which|where|who|how|is|are|does|do|can|could|would|will)\b/i;
/** A quoted name, as a thing is named ("there's a 'test post please ignore' in the drafts"), never words it says ("the heading says 'Welcome'"). */
const QUOTED_NAME = /(?<=\b(?:a|an|the|called|named|titled|post|page|picture|photo|image|link)\s+)(["'‘“])[^"'’”]{2,60}["'’”](?![\w])/i;
/** A statement about a place on the site, whose subject can be what a later "it" means ("Contact is sitting at the very end of the menu"). */
const SITE_PLACE = /\b(?:menu|nav(?:igation)?|navbar|header|footer|page|post|blog|gallery|link)\b/i;
const STATING = /\b(?:there's|theres|there\s+is|we're|we've|i'm|i've|they're|they've|you're|he's|she's|it's|that's|they're|is|are|was|were|has|have|had|goes|takes|leads|sends|already|hasn't|haven't|hasnt|havent|says|shows|changed|still|isn't|aren't|doesn't|don't|looks|look|seem|seems|uploaded|added|sent|wrote|gave|left|emailed|forwarded|received|deleted|removed|binned|trashed)\b/i;
const isStatement = (part: string) => !REQUEST_START.test(part) && !LABELLED.test(part) && STATING.test(part);
/** A thing named on its own before the request about it ("The big picture at the start of the front page — could it be …"). */
const isTopic = (part: string) => {
  const thing = topicFirst(part);
  return /^(?:the|our|my|this|that)\s/i.test(thing) && !REQUEST_START.test(thing) && !STATING.test(thing) && !TOPIC_VERB.test(thing) && !/\?/.test(thing);
};
/** "on the About page, the 'Where we work' picture" → "the 'Where we work' picture on the About page": the thing first, then where it is. */
function topicFirst(part: string): string {
  const where = /^((?:on|in)\s+(?:the\s+)?[\w'’ -]+?\s+page),?\s+(.+)$/i.exec(part);
  return where ? `${where[2]} ${where[1]}` : part;
}
/** Words that make a sentence of a noun phrase ("the hero needs fixing"): then it says something, and is no topic. */
const TOPIC_VERB = /\b(?:needs?|wants?|should|must|can|could|will|would|goes|went|looks?|seems?|gets?|got|broke|broken|wrong|missing|says?|fixing|changing|updating|showing|working|loading|breaking)\b/i;
/** What a statement is about, for an "it" in the request beside it ("i changed the tagline … can u push it live"); "a page about our gift vouchers" → "the gift vouchers page". */
const STATED_ABOUT = /\b(?:a|an|the|our)\s+(?:(?:little|new|small|short|quick|simple|separate)\s+)?(?:blog\s+)?(page|post|article)\s+(?:about|on|for|called)\s+(?:our\s+|the\s+)?(\u0000\d+\u0000|[\w'-]+(?:\s+[\w'-]+)?)/i;
const STATED_THING = /\bthe\s+(?:testimonial|review|quote)\s+(?:from|by|of)\s+[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)*|\bthe\s+(?:link|menu\s+item|nav\s+item|menu\s+link)\s+\u0000\d+\u0000(?:\s+in\s+(?:the\s+)?(?:menu|nav(?:igation)?))?|\bthe\s+(?:page|post|article)\s+\u0000\d+\u0000|\bthe\s+\u0000\d+\u0000\s+(?:page|post|article)\b|(?:\bthe\s+|^(?!(?:the|a|an|this|that|our|my)\s))((?:tagline|slogan|site\s+name|logo|menu|navigation|colou?rs|blog|(?:background|accent|primary|text)(?:\s+colou?r)?(?=\s+(?:of|on|is|looks|seems)))|[\w'-]+(?:\s+[\w'-]+){0,2}\s+(?:page|post|article|pic|picture|photo|image|testimonial|review))\b|\b[\w-]+\.(?:jpe?g|png|webp|gif)\b/i;

/**
 * Statements beside a request, and remarks already set aside, are its background: dropped, and what
 * they name is what the request's "it" means ("nobody can find the blog. is it even in the menu?").
 */
/** A request not understood, or one about a section of no page named ("the box 'Care'"). */
const withoutPage = (intent: Intent) => !isAction(intent) || ("page" in intent && intent.page === "");

/** "the caption 'B'": a field and its words, no statement about anything. */
const FIELD_AND_VALUE = /^(?:and\s+)?(?:the\s+|its\s+|a\s+)?(?:(?!(?:one|that|which|says?|reads?|saying|reading|called|named|titled)\b)[\w-]+\s+){0,2}(?!(?:one|that|which|says?|reads?|saying|reading|called|named|titled)\b)[\w-]+\s*[:=]?\s*["'“‘][^"'“‘”’]+["'”’][.!]*$/i;
const NEW_THING = /^(?:a\s+)?new\s+(?:page|post|article|testimonial|section)\b/i;

function withoutStatements(parts: string[], remarks: string[], parse: (text: string) => Intent): string[] {
  // "new page called X with a heading that says …" is a request not understood, never a statement about X
  // …nor "the blue coast picture ought to have the caption '…'": what something should be is a request not understood
  const statements = parts.filter((part) => (isStatement(normalize(part)) || isTopic(normalize(part))) && !isAction(parse(part)) && !NEW_THING.test(normalize(part)) && !FIELD_AND_VALUE.test(normalize(part)) && !SHOULD_BE.test(protectQuotes(part).text) && !NEW_NOT_OLD.test(part));
  if (statements.length === parts.length) return parts;
  const thing = [...statements, ...remarks].map((background) => namedIn(background)).find(Boolean);
  // Only the first request's "it" is the background's: a later one means what the step before it acted on.
  // "In home page there are three boxes under 'What we do'. The box 'Care' should be named …": the page the statement is on.
  const page = statements.map((statement) => /^(?:on|in)\s+(?:the\s+|our\s+)?(?:page\s+)?([\w'-]+)(?:\s+page)?\b/i.exec(normalize(statement))?.[1]?.replace(/^front$/i, "home")).find(Boolean);
  const withThing = (part: string) => {
    const onPage = page && withoutPage(parse(part)) ? [`${part} on the ${page} page`, `on the ${page} page, ${part}`].find((text) => !withoutPage(parse(text))) : undefined;
    if (onPage) return onPage;
    // "the picture of the coast has no caption. Could you add the caption '…'?": the caption is that picture's
    const picture = [...statements, ...remarks].map(pictureNamedIn).find(Boolean);
    const toThing = picture && /\b(?:alt(?:\s+text)?|caption)\b/i.test(part) && (parse(part) as { image?: string }).image === "it" ? `${part} to ${picture}` : undefined;
    if (toThing && isAction(parse(toThing)) && (parse(toThing) as { image?: string }).image !== "it") return toThing;
    const swapped = thing ? withoutFillers(aboutThing(part, thing)) : part;
    // "put it back!! it's on the About page": "it" is not the page when the request no longer reads with it.
    return swapped !== part && isAction(parse(swapped)) ? swapped : part;
  };
  const requests = parts.filter((part) => !statements.includes(part)).map((part, index) => (index === 0 ? withThing(part) : part));
  // "the site looks off. sort it out": nothing left to do is understood, so the whole is asked about.
  // ("Can you put: …" after "the photo … hasn't got an alt text" is the statement's value, read with it by joinValues)
  return requests.every((part) => (LABELLED.test(part) && !VALUE_AFTER.test(normalize(part))) || isAction(parse(part)) || isTypingNote(part)) ? requests : parts;
}

/** "punch up the hero headline on Home — make it 'X'": the value said after is the part before's. */
const VALUE_AFTER = /^(?:and\s+)?(?:make|change|set|turn)\s+(?:it|that|this)\s+(?:(?:to|into)\s*:?\s+|:\s*)?(\S.*)$|^(?:for\s+now,?\s+)?(?:(?:it|that|this|they)\s+)?(?:only\s+|just\s+)?(?:should|must|needs\s+to|has\s+to|ought\s+to)\s+(?:just\s+|only\s+)?(?:be|say|read):?\s+(\S.*)$|^(?:it's|it\s+is|its)\s+(["'][^"']+["'])(?:,?\s+not\s+["'][^"']+["'])?$|^(?:just\s+|only\s+)?(?:one|a|a\s+single)\s+(?:line|sentence|bit\s+of\s+text)\s+(?:on|in|for)\s+it(?:\s+for\s+now)?\s*:\s*(["'“‘].+)$|^(?:could|can|would|might)\s+(?:it|that|this|they)\s+(?:just\s+|perhaps\s+)?(?:say|read|be)\s+(["'“‘].+?)[?.!]*$|^(?:could|can|would|might)\s+(?:it|that|this|they)\s+(?:just\s+|perhaps\s+|simply\s+)?(?:say|read)(?:\s+simply|\s+just)?\s*:\s*(\S.+?)[?.!]*$|^(?:swap|put|drop|pop)\s+in\s*:?\s+(["'“‘].+)$|^(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:please\s+)?(?:put|write|use)\s*:\s*(\S.*)$|^(?:just\s+|only\s+)?(?:a\s+)?(?:short\s+|small\s+|little\s+|quick\s+|brief\s+)?(?:bit|line|paragraph|sentence|note|blurb|intro)(?:\s+of\s+text)?\s+(?:saying|that\s+says|to\s+say|explaining)\s*:?\s+(["'“‘].+)$|^(?:(?:would|could|can)\s+you\s+)?(?:please\s+)?(?:have|get)\s+(?:it|that|this)\s+(?:to\s+)?(?:say|read)\s*:?\s+(["'“‘].+?["'”’])(?:\s+instead)?[?.!]*$|^i\s+(?:wonder|was\s+wondering|am\s+wondering)\s+(?:whether|if)\s+(?:it|that|this)\s+(?:might|could|would|may)\s+(?:instead\s+|rather\s+)?(?:say|read)\s+(["'“‘].+?["'”’])(?:\s+instead)?[?.!]*$|^i\s+(?:want|would\s+like|'d\s+like)\s+(?:it|that|this)\s+(?:more\s+\w+|\w+er)\s*:\s*(["'“‘].+)$/i;
const FIELD_WORD = new RegExp(String.raw`\b(?:(${TEMPLATE_PATTERN})\s+)?(${FIELD_PATTERN})\b`, "i");
/** The part before and its value: "punch up the hero headline on Home" + 'X'; "the subheading is way too long" + 'X' → "change the subheading to 'X'". */
function withValue(before: string, value: string): string {
  // "set up a new page called 'X'? For now it only needs to say 'Y'": what the new page says.
  const saying = `${before} saying ${value}`;
  if (/^(?:(?:could|can|would)\s+you\s+|please\s+|(?:i|we)\s+(?:need|want|would\s+like|'d\s+like)\s+)?(?:(?:create|make|add|set\s+up|build|start)\b.*\bpage\b|an?\s+(?:new\s+)?page\b)/i.test(before) && parseAction(saying).kind === "createPage") return saying;
  // "The photograph of the coastline has no caption. Could it say '…'?": the picture's text.
  const lacking = /^(?:the\s+)?(.+?)\s+(?:has|hasn't\s+got|has\s+not\s+got|doesn't\s+have|does\s+not\s+have|is\s+missing)\s+(?:no|any|a|an|the)\s+(caption|alt\s+text)\b/i.exec(namedParts(before));
  if (lacking) return `set the ${lacking[2]} of ${lacking[1]} to ${value}`;
  // "Our article about how we go about designing things has a little summary beneath the title, which I find rather long-winded": that post's excerpt.
  const summary = /^(?:the\s+|our\s+)((?:post|article)\s+.+?|.+?\s+(?:post|article))\s+has\s+(?:a|an)\s+(?:little\s+|short\s+|small\s+)?(?:summary|excerpt|teaser|intro)\b/i.exec(before);
  if (summary) return `set the excerpt of the ${summary[1]} to ${value}`;
  // "The photo at the top of the home page is the wrong one. It should be the autumn valley picture.": that thing changed to it.
  const complaint = /^(?:the\s+|our\s+)(.+?)\s+(?:is|are|looks|seems)\s+(?:(?:the|a|just|all)\s+)?(?:wrong|not\s+right|incorrect|outdated|out\s+of\s+date|off|too\s+\w+)(?:\s+one)?[.!]*$/i.exec(before);
  const fixed = complaint && `change the ${complaint[1]} to ${value}`;
  if (fixed && isAction(parseAction(fixed))) return fixed;
  const joined = `${before} to ${value}`;
  const field = FIELD_WORD.exec(before);
  if (isAction(parseAction(joined))) return joined;
  const setting = /\b(site\s+name|tagline|slogan)\b/i.exec(before);
  if (setting && !field) return `change the ${setting[1]} to ${value}`;
  // "The About page needs a proper SEO title, make it '…'": the page's own field.
  const pageField = /\b(seo\s+title|seo\s+description|meta\s+description|google\s+(?:title|description))\b/i.exec(before);
  const ofPage = /\b(?:the\s+)?([\w'-]+(?:\s+[\w'-]+)?)\s+page\b|\b(home)page\b/i.exec(before);
  if (pageField && ofPage) return `change the ${pageField[1]} of the ${(ofPage[1] ?? ofPage[2]).replace(/^the\s+/i, "")} page to ${value}`;
  if (!field) return joined;
  const page = /\b(?:on|of|in|at)\s+(?:the\s+|our\s+)?([\w'-]+(?:\s+[\w'-]+)?)\s+page\b|\bon\s+([\w'-]+)\b/i.exec(before);
  const where = page ? ` on the ${page[1] ?? page[2]} page` : "";
  return `change the ${field[1] ? `${field[1]} ` : ""}${field[2]}${where} to ${value}`;
}

function joinValues(parts: string[]): string[] {
  return parts.reduce<string[]>((joined, part) => {
    const previous = joined.at(-1);
    const value = VALUE_AFTER.exec(normalize(part));
    if (previous === undefined || !value) return [...joined, part];
    const before = parseAction(previous);
    const said = value.slice(1).find((group) => group !== undefined) ?? "";
    if (!isAction(before)) return [...joined.slice(0, -1), withValue(previous, said)];
    // A new post, then what it should say ("… entitled 'X'. It should say: '…'"): its body.
    // …quoted, or typed after "it should say:" ("— it should say: Sports Day is now on Friday …")
    const typed = /\b(?:say|read)\s*:\s/i.test(part) && said.split(/\s+/).length >= 3;
    if (before.kind === "createPost" && !before.body && (/^["'“‘]/.test(said) || typed)) return [...joined.slice(0, -1), `${previous} saying ${/^["'“‘]/.test(said) ? said : `"${said.replace(/"/g, "'")}"`}`];
    // A new page, then what it should say: the page says it.
    const saying = before.kind === "createPage" && !before.templates.length && /^["'“‘]/.test(said) ? withValue(previous, said) : undefined;
    const newPage = saying === undefined ? undefined : parseAction(saying);
    return saying !== undefined && newPage?.kind === "createPage" && newPage.templates.length ? [...joined.slice(0, -1), saying] : [...joined, part];
  }, []);
}

/** A labelled value not understood on its own is read together with the part before ("New testimonial. Quote: '…' by Sam"). */
const LABELLED = /^(?:[a-z][\w ]{0,20}:|["'“‘][^"“‘”]+["'”’]\s*(?:answer(?:ed)?(?:\s+with)?|a:)\s*["'“‘][^"“‘”]+["'”’][.!]*$|(?:heading|headline|title|subheading|button|text|body|link|cta|answer|question)\s+["'“‘]|(?:["'“‘][^"“‘”]+["'”’]\s*(?:→|->|=>|[-–—:,]|and|to)?\s*)+[.!]*$|(?:https?:\/\/|www\.)\S+$)/i;
/** "… and change it to …": a part that needs the one before to say what "it" is. */
const REFERS_BACK = /^(?:(?:and|then)\s+)*(?:change|replace|swap|switch|update|set|make|rename|move|put|use)\s+(?:it|them)\b/i;

function joinUnderstood(parts: string[]): string[] {
  return parts.reduce<string[]>((joined, part) => {
    const previous = joined.at(-1);
    const together = previous === undefined ? undefined : `${previous}, ${part}`;
    // "peonies.jpg needs a description for blind visitors — it's pink peonies …": two parts understood only together are one.
    const neither = previous !== undefined && !isAction(parseAction(previous));
    // …but only when the part adds to the request: "alt text 'X', then make it the cover of the welcome post" is two.
    const read = together === undefined ? undefined : parseAction(together);
    const adds = read !== undefined && isAction(read) && JSON.stringify(read) !== JSON.stringify(parseAction(previous!));
    if (adds && (LABELLED.test(part) || REFERS_BACK.test(part) || neither) && !isAction(parseAction(part))) return [...joined.slice(0, -1), together!];
    return [...joined, part];
  }, []);
}

const IMAGE_NOUN = /\s+(?:images?|pictures?|photos?|pics?)$/i;

/**
 * One action on several things named together — "hide Blog and Contact from the menu", "delete the
 * coffee cup and bicycle photos" — as one step per thing. Pages and posts have their own lists
 * (bulkPageAction), so a page title with "and" in it stays whole unless the names end in an image word.
 */
function distributed(intent: Intent): Intent[] | undefined {
  const split = (name: string) => (/["'`]/.test(name) ? [] : name.split(/\s*,\s*(?:and\s+)?|\s+(?:and|&)\s+/i).map((item) => item.trim()));
  switch (intent.kind) {
    case "setNavVisibility":
    case "removeNavLink": {
      const labels = split(intent.label);
      return labels.length > 1 && labels.every(Boolean) ? labels.map((label) => ({ ...intent, label })) : undefined;
    }
    case "deleteImage":
    case "pageAction": {
      const name = intent.kind === "deleteImage" ? intent.image : intent.page;
      const images = split(name.replace(IMAGE_NOUN, ""));
      if (images.length < 2 || !images.every(Boolean) || (intent.kind === "pageAction" && (!IMAGE_NOUN.test(name) || intent.action !== "delete"))) return undefined;
      return images.map((image) => ({ kind: "deleteImage", image }));
    }
    default:
      return undefined;
  }
}

/** "and on the contact page?", "what about the autumn post?", "same for About": a request that only names something else. */
const FOLLOW_UP = /^(?:(?:(?:and\s+)?(?:what|how)\s+about|(?:(?:and\s+|now\s+)?(?:do\s+)?(?:the\s+)?same\s+(?:thing\s+)?(?:for|with|to|on))|(?:and\s+)?(?:for|on|in|with|of))\s+(.+?)|(?:and\s+)?((?:the\s+)?\S+(?:\s+\S+)?\s+(?:one|page|post|article|image|picture|photo|pic)))$/i;

/** The thing an intent is about, by field, for follow-ups that swap it. */
const SUBJECT_FIELDS = ["page", "post", "image", "label", "description", "name"] as const;

/** "no, sorry, the other one — Contact. Put About back up.": the request before meant another thing, and perhaps more is asked. */
const OTHER_ONE = /^(?:(?:no|nope|oops|sorry|ugh|oh|wait|actually)\b[,!.]?\s+)*(?:i\s+meant?\s+)?(?:the\s+other\s+one|not\s+that\s+one|wrong\s+one|not\s+(?:the\s+)?(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?)\s*(?:[,:;—–-]+|!+(?=\s+i\s+meant\b))\s*([^.!?;]+?)\s*(?:[.!?;]\s*(.*))?$/i;

/** "same for the cta section's button", "and the same in the FAQ": the change before, in another section of the page. */
const SAME_SECTION = /^(?:and\s+)?(?:(?:do\s+)?the\s+)?same\s+(?:thing\s+)?(?:for|with|to|on|in)\s+(?:the\s+)?([\w' -]+?)(?:\s+section)?(?:'s)?(?:\s+(button(?:\s+(?:label|text))?|heading|subheading|text|label|link))?[.!]*$/i;

const FIELD_IN_SECTION = /\bthe\s+(button|heading|subheading|text|link)\s+(?:up\s+|down\s+)?(?:in|on|of)\s+the\s+([\w' -]+?)(?:\s+section)?(?=[.!]*$)/i;

/** "no the about page one", "sorry, I meant the Contact page": the request before was meant for another page or post. */
const MEANT_PLACE = /^(?:(?:no|nope|oops|sorry|wait|actually|ugh)\b[,!.]?\s+)+(?:i\s+meant?\s+)?(?:(?:on|for|in)\s+)?(?:the\s+)?([\w' &-]+?)\s+(?:page|post)(?:\s+one)?[.!]*$/i;

/** "Thank you! And the other one too — Contact.": the request before, again, for another thing. */
const NAME_TOO = /^(?:and\s+|also\s+|plus\s+)?(?:the\s+)?([\w'&-]+(?:\s+[\w'&-]+){0,2})\s+(?:too|as\s+well)$/i;
const OTHER_ONE_TOO = /^(?:(?:thanks|thank\s+you|cheers|great|perfect|lovely|ok(?:ay)?)\b[^.!?]*[.!?]+\s*)?(?:and\s+)?(?:the\s+other\s+one|that\s+one)\s+(?:too|as\s+well|also)\s*[,:;—–-]*\s*([^.!?;]+?)[.!]*$/i;
/** The change that puts back what a wrong hide, show, publish or unpublish did; none for other changes. */
const NOT_THERE = /^(?:(?:sorry|no|wait|actually|oops|hmm+)[,!.]*\s+)*not\s+(?:first|last|second|third|fourth|at\s+the\s+(?:top|end|start|front))\s*[,;:—–-]+\s*(.+?)[.!]*$/i;
/** Words before "one" that pick one of several ("the other one", "the second one"), never a thing's name ("the autumn one"). */
const NOT_A_NAME = "other|same|first|second|third|fourth|fifth|sixth|last|next|previous|new|right|wrong|\\d+(?:st|nd|rd|th)";
const NOT_A_NAME_WORD = new RegExp(`^(?:${NOT_A_NAME})$`, "i");
/** "the autumn one": a thing named before "one". */
const NAMED_ONE = new RegExp(`\\bthe\\s+(?!(?:${NOT_A_NAME})\\b)[\\w-]+\\s+one\\b`, "i");
const ORDINAL_ONE = /\b(?:the\s+)?(first|second|third|fourth|fifth|last|newest|latest|oldest)\s+one\b/i;
const LINK_BACK = /^(?:(?:no|wait|actually|sorry|hmm+|oh|nvm|never\s*mind)[,!.]*\s+)*(?:put|bring)\s+(?:the\s+)?([\w'&-]+(?:\s+[\w'&-]+)?)(?:\s+(?:link|item|tab))?\s+back\b(?:\s+(?:in|into|on)\s+(?:the\s+)?(?:menu|nav(?:igation)?))?(?:\s+(?:lol|please|pls))?(?:\s*,\s*(?:but\s+|and\s+)?(?:leave|keep)\s+(?:the\s+)?[\w'&-]+(?:\s+[\w'&-]+)?\s+(?:hidden|as\s+it\s+is|off|out))?[.!]*$/i;
const ONE_BY_STATUS = /\bthe\s+(?:one|post)\s+(?:that(?:'s|\s+is)|which\s+is|still\s+in)\s+(?:still\s+)?(?:a\s+|in\s+)?(draft|published|live|archived|not\s+(?:yet\s+)?(?:published|live)|unpublished)\b|\bthe\s+(draft|published|live|archived|unpublished)\s+(?:one|post)\b/i;
const ITEM_PART_AGAIN = /^(?:(?:no|wait|actually|sorry|hmm+|oh)[,!.]*\s+)*(?:(?:make|change|set|let)\s+)?(?:the|its)\s+(answer|question|title|description|text)\s+(?:to\s+|be\s+|say\s+|read\s+|(?:should|must|shall|needs\s+to)\s+(?:be|say|read)\s*:?\s*)?(["'“‘].+["'”’])[.!]*$/i;
const TOP_LEVEL_AGAIN = /^(?:(?:no|wait|actually|sorry|hmm+|oh)[,!.]*\s+)*(?:[—–-]\s*)?(?:(?:put|move|make|leave)\s+it\s+)?(?:at\s+|on\s+|to\s+|in\s+)?(?:the\s+)?top-?\s?level(?:\s+(?:item|link))?(?:,?\s+(?:and\s+)?(?:at|to)\s+the\s+(?:very\s+)?(end|start|beginning|top|front))?[.!]*$/i;
/** "don't hide it — rename it to 'Journal' instead", "don't publish it after all": the change just made, called off. */
const DONT_AFTER = /^(?:(?:actually|no|wait|sorry|oh|hmm+)[,!.]*\s+)*(?:don't|do\s+not|dont)\s+(?:hide|show|publish|unpublish)\s+(?:it|that|them)(?:\s+after\s+all)?(?:\s*(?:[,;.—–-]+|\s+and|\s+but)\s*(?:but\s+|instead\s+|just\s+)?(\S.*?))?[.!]*$/i;

function inverseOf(intent: Intent): Intent | undefined {
  if (intent.kind === "setNavVisibility") return { ...intent, visible: !intent.visible };
  if ((intent.kind === "pageAction" || intent.kind === "postAction" || intent.kind === "entryAction") && (intent.action === "publish" || intent.action === "unpublish")) return { ...intent, action: intent.action === "publish" ? "unpublish" : "publish" } as Intent;
  return undefined;
}

/** "and the Contact one to 'Get in touch'": the change before, to another thing, with a value of its own. */
const OTHER_WITH_VALUE = /^(?:and\s+)?(?:the\s+)?(.+?)\s+one\s+(?:to|as|into)\s+(.+?)(?:\s+(?:please|pls|too|as\s+well))?[.!]*$/i;
/** "the same for autumn-valley.jpg but 'Orange trees …'": the change before, to another thing, with a value of its own. */
const SAME_BUT_VALUE = /^(?:and\s+)?(?:(?:would|could|can|will)\s+you\s+)?(?:(?:do\s+)?the\s+)?same\s+(?:thing\s+|treatment\s+)?(?:for|with|to|on)\s+(.+?)\s*(?:[,:]\s*|\s+)(?:(?:but|only|except)\s+)?(?:(?:make\s+it|say|use|with(?:\s+the\s+words)?|as|it\s+should\s+(?:be|say|read))\s+)?(["'].+["'])[.!?]*$/i;
/** Where a change's new value is, by intent field. */
const VALUE_FIELDS = ["newLabel", "title", "value", "alt", "replacement"] as const;
/** "and which of those can people actually see?" after a list: the same list, only what is live (or only the drafts). */
const WHICH_OF_THOSE = new RegExp(String.raw`^(?:and\s+)?(?:which|what)\s+(?:ones\s+|of\s+(?:those|them|these)\s+)?(?:(${CAN_PEOPLE_SEE}|are\s+(?:actually\s+)?(?:live|published|public|visible))|are\s+(?:still\s+)?(?:drafts?|unpublished|not\s+(?:live|published)))(?:\s+on\s+(?:the|our)\s+(?:web)?site)?[?.!]*$`, "i");

/** The same request about another thing, or the same list narrowed, from a follow-up that only says what differs. */
function sameAgain(text: string, before: Intent, subject: (typeof SUBJECT_FIELDS)[number] | undefined): Intent | undefined {
  const fields = before as Record<string, unknown>;
  const too = subject ? OTHER_ONE_TOO.exec(text.trim()) : null;
  if (too && subject) return { ...before, [subject]: target(too[1]) } as Intent;
  // "hide about in the menu" → "and contact 2 pls": the same for the thing named
  const field = subject ?? (before.kind === "entryAction" || before.kind === "editEntry" || before.kind === "askEntry" ? "name" : undefined);
  const named = field ? NAME_TOO.exec(tidyRequest(text))?.[1]?.replace(/\s+one$/i, "") : undefined;
  if (named && field && !/\b(?:menu|nav|navigation|navbar|link|page|post|one|same|other|it|that|this|them)\b/i.test(named)) return { ...before, [field]: target(named) } as Intent;
  const valued = subject ? (OTHER_WITH_VALUE.exec(tidyRequest(text)) ?? SAME_BUT_VALUE.exec(tidyRequest(text)) ?? SAME_BUT_VALUE.exec(followUpText(text))) : null;
  const valueField = VALUE_FIELDS.find((name) => typeof fields[name] === "string");
  if (valued && subject && valueField) return { ...before, [subject]: target(valued[1]), [valueField]: unquote(valued[2]) } as Intent;
  if (before.kind !== "listPosts" && before.kind !== "listPages" && before.kind !== "listEntries") return undefined;
  const which = WHICH_OF_THOSE.exec(tidyRequest(text));
  // (a list of entries narrows only to the live ones)
  if (before.kind === "listEntries") return which?.[1] ? { ...before, live: true } : undefined;
  return which ? { ...before, status: which[1] ? "published" : "draft" } : undefined;
}

/** "and the menu link too", "same for the nav", "in the menu as well": the same change to the menu's link. */
const MENU_TOO = /^(?:and\s+|also\s+)*(?:(?:rename|change|update|do)\s+)?(?:the\s+)?(?:same\s+(?:for|in|with)\s+(?:the\s+)?|(?:in|on)\s+the\s+)?(?:main\s+)?(?:menu|nav(?:igation)?|navbar)(?:\s+(?:link|item|label|entry|one))?(?:\s+(?:too|as\s+well|also))?$/i;

/**
 * "rename About to Studio, and update its menu label too", "… and in the menu the point shall also be
 * called 'Kontakt'": after a page's rename, its link in the menu gets the new name (or the one said).
 */
function menuLinkToo(text: string, before: Intent): Intent | undefined {
  if (before.kind !== "renamePage") return undefined;
  const tidied = tidyRequest(text);
  const alsoTheMenu = /\b(?:menu|nav(?:igation)?|navbar)\b/i.test(tidied) && /\b(?:too|as\s+well|also|likewise|same)\b/i.test(tidied);
  if (!MENU_TOO.test(tidied) && !alsoTheMenu) return undefined;
  const said = /["'“‘]([^"'”’]+)["'”’]/.exec(tidied)?.[1];
  return { kind: "editMenuItem", label: before.page, newLabel: said ?? before.title };
}

/** "she's from Morgans Bakery in Aberystwyth", "he works at Harbour Books": the company of the person just quoted. */
const WORKS_AT = /\b(?:she|he|they)(?:'s|\s+is|'re|\s+are|\s+works?|\s+runs?|\s+owns?)\s+(?:from|at|with|for|the\s+owner\s+of|owner\s+of|in\s+charge\s+(?:of|at))\s+((?:["'][^"']+["'])|[A-Z][\w'&-]*(?:\s+(?:&\s+)?[A-Z][\w'&-]*)*)/;
/** "and also one from …", "another one by …", "one more from …": another entry like the one just added. */
const ANOTHER_ENTRY = /^(?:and\s+)?(?:also\s+)?(?:add\s+)?(?:another(?:\s+one)?|one\s+more|one)\s+((?:from|by)\s+.+)$/i;

/**
 * The request read with the one before it: a follow-up that only names something else is the
 * previous request about that thing ("what's on the home page?" → "and on the contact page?").
 */
export function parseInContext(text: string, previous?: string, before: Intent | undefined = previous === undefined ? undefined : parseRequest(previous)): Intent {
  return inSectionAsked(readInContext(text, previous, before), before);
}

/** "What does the CTA at the bottom of the home page say?" → "Punch up the heading: '…'": the heading of the section just read. */
function inSectionAsked(intent: Intent, before: Intent | undefined): Intent {
  const section = before?.kind === "askSection" ? before.section.templateKey : before?.kind === "askSectionField" ? before.templateKey : undefined;
  if (!section || !before || !("page" in before) || intent.kind !== "setSectionField" || intent.templateKey !== ANY_SECTION) return intent;
  return !intent.page || intent.page.toLowerCase() === String(before.page).toLowerCase() ? { ...intent, page: String(before.page), templateKey: section } : intent;
}

function readInContext(text: string, previous: string | undefined, before: Intent | undefined): Intent {
  // "whats live on the blog? i thought the autumn one went out last week" → "lets get it out": "it" is the post named so
  const postSaid = (before?.kind === "listPosts" || (before?.kind === "unknown" && before.topic === "posts")) && previous ? /\bthe\s+([\w'-]+)\s+one\b/i.exec(previous)?.[1] : undefined;
  if (postSaid && !NOT_A_NAME_WORD.test(postSaid) && /\bit\b/i.test(text)) return readInContext(text.replace(/\bit\b(?!')/i, `the ${postSaid} post`), undefined, undefined);
  const tidy = tidyRequest(text);
  const redone = before && moreOfJustDone(tidy, before);
  if (redone) return redone;
  const subject = before && SUBJECT_FIELDS.find((name) => typeof (before as Record<string, unknown>)[name] === "string");
  const other = OTHER_ONE.exec(text.trim());
  // "oops wrong one, bring it back" after a delete: no other one named — what was done is put back
  const putBack = other && before ? parseRequest(other[1]) : undefined;
  if (putBack && (putBack.kind === "undoLast" || putBack.kind === "restoreFromTrash")) return putBack;
  if (other && before && subject) {
    const meant = { ...before, [subject]: target(other[1].replace(/^(?:(?:but\s+)?i\s+meant?|it(?:'s|\s+is|\s+was)|(?:it\s+)?should\s+(?:have\s+)?be(?:en)?)\s+/i, "").replace(/^(?:the\s+)?(?:other\s+one\s*[—–:,-]+\s*)?(?:the\s+)?/i, "").replace(/\s+(?:page|post|link)$/i, "")) } as Intent;
    // ("… — Contact. Blog must stay visible.": a remark after it asks for nothing more)
    const more = other[2]?.trim() && !isRemark(normalize(other[2])) ? parseRequest(other[2]) : undefined;
    if (more && !isAction(more)) return { kind: "unknown", part: other[2].trim() };
    const asked = more ? (more.kind === "multi" ? more.steps : [more]) : [];
    // "Sorry, not Blog, I meant Contact" after hiding Blog: Blog comes back as it was, unless what
    // else is asked already puts it back ("… — Contact. Put About back up.")
    const undone = inverseOf(before);
    const same = (step: Intent, other: Intent) => ["kind", "action", "visible", "page", "post", "label"].every((key) => String((step as Record<string, unknown>)[key] ?? "").toLowerCase() === String((other as Record<string, unknown>)[key] ?? "").toLowerCase());
    const restores = undone && !asked.some((step) => same(step, undone));
    const steps = [...(undone && restores ? [undone] : []), meant, ...asked];
    return steps.length === 1 ? meant : { kind: "multi", goal: text, steps };
  }
  // "home hero ctaLabel=Start a project" → "same for the cta section's button": that section's field on the same page
  // ("same for the button up in the hero": the hero's button)
  const sameSection = before?.kind === "setSectionField" ? SAME_SECTION.exec(tidy.replace(FIELD_IN_SECTION, "the $2's $1")) : null;
  const sectionKey = sameSection ? templateKeyFor(sameSection[1]) : undefined;
  const sectionField = sectionKey && before?.kind === "setSectionField" ? fieldFor(sectionKey, sameSection![2] ?? fieldLabel(before.templateKey, before.field)) : undefined;
  if (sectionKey && sectionField && before?.kind === "setSectionField") return { ...before, templateKey: sectionKey, field: sectionField };
  // "change contact heading to get in touch" → "no the about page one": the change undone there and made on the page meant
  const meantPlace = before && subject ? MEANT_PLACE.exec(tidy) : null;
  const putRight = meantPlace && before ? (inverseOf(before) ?? (SETS_A_VALUE.has(before.kind) ? ({ kind: "undoLast" } as const) : undefined)) : undefined;
  if (meantPlace && putRight && subject) return { kind: "multi", goal: text, steps: [putRight, { ...before, [subject]: target(meantPlace[1]) } as Intent] };
  // "Hide the Blog link" → "actually, don't hide it — rename it to 'Journal' instead": put back, then what is asked instead
  const called = before && DONT_AFTER.exec(tidy);
  const undone = called && before && inverseOf(before);
  if (called && undone) {
    const instead = called[1] ? readInContext(called[1], previous, before) : undefined;
    if (instead && !isAction(instead)) return instead;
    return instead ? { kind: "multi", goal: text, steps: [undone, ...(instead.kind === "multi" ? instead.steps : [instead])] } : undone;
  }
  // "Add a question … 'Do you design logos?' with the answer '…'" → "actually make the answer '…'": that item's answer
  // ("Sorry, I wrote wrong. The answer shall be '…'": the apology asks nothing)
  const itemPart = before?.kind === "addListItem" ? ITEM_PART_AGAIN.exec(tidy.split(/(?<=[.!?])\s+/).filter((sentence) => !isRemark(normalize(sentence))).join(" ")) : null;
  if (itemPart && before?.kind === "addListItem") {
    const part = /^(?:answer|description|text)$/i.test(itemPart[1]) ? 1 : 0;
    return { kind: "editListItem", page: before.page, section: before.section, item: { text: before.item[0] }, part, value: unquote(itemPart[2]) };
  }
  // "what do the testimonials say?" → "and who is the author of the second one?": that testimonial
  if (before?.kind === "listEntries" && ORDINAL_ONE.test(text)) return parseRequest(text.replace(ORDINAL_ONE, (_, which: string) => `the ${which} testimonial`));
  // "hide the blog link" → "and contact too" → "actually put blog back, leave contact hidden": that link shown again
  const shownAgain = before?.kind === "setNavVisibility" && !before.visible ? LINK_BACK.exec(tidy) : null;
  if (shownAgain && !isPronoun(shownAgain[1])) return { kind: "setNavVisibility", label: shownAgain[1], visible: true };
  // "put it first" → "sorry, not first — second, right after Home": the same link, moved where said instead
  const elsewhere = before?.kind === "moveMenuItem" ? NOT_THERE.exec(tidy) : null;
  if (elsewhere && before?.kind === "moveMenuItem") {
    const next = /\b(after|before)\s+(?:the\s+)?(.+?)$/i.exec(elsewhere[1]);
    const place = ordinalOf(elsewhere[1].split(/[\s,]+/)[0]);
    if (next) return { kind: "moveMenuItem", label: before.label, to: next[1].toLowerCase() as "after" | "before", other: target(next[2]) };
    if (place) return { kind: "moveMenuItem", label: before.label, to: "place", place };
  }
  // "put it under About" → "no wait — top level, at the very end": the same link, out from under its parent
  const topLevel = TOP_LEVEL_AGAIN.exec(tidy);
  const menuLabel = before && MENU_INTENTS.has(before.kind) && "label" in before && typeof before.label === "string" ? before.label : undefined;
  if (topLevel && menuLabel) return parseRequest(`move ${menuLabel} to the top level${topLevel[1] ? `, at the very ${topLevel[1]}` : ""}`);
  const again = before && sameAgain(text, before, subject);
  if (again) return again;
  // "who wrote the maple bakery review" → "and the harbour one?": the same about another testimonial
  if (before?.kind === "askEntry" || before?.kind === "entryAction") {
    const otherEntry = /^(?:and\s+)?(?:what\s+about\s+|how\s+about\s+)?(?:the\s+)?([\w&' -]+?)\s+(?:one|testimonial|review|quote)\??$/i.exec(tidy);
    if (otherEntry && !NOT_A_NAME_WORD.test(otherEntry[1])) return { ...before, name: otherEntry[1] };
  }
  // "rename the about page to Our story" → "and the menu link too": its link in the menu gets the new name.
  const linkToo = before && menuLinkToo(text, before);
  if (linkToo) return linkToo;
  const own = parseRequest(text);
  // "Which posts are tagged design?" → "The one that is still draft, please publish it": that one of the list
  // ("How many articles …, and which are published?" asked two things: the list is one of them)
  const listed = before?.kind === "multi" ? before.steps.find((step) => step.kind === "listPosts") : before;
  const oneListed = listed?.kind === "listPosts" && (own.kind === "pageAction" || own.kind === "postAction") && isPronoun("page" in own ? own.page : own.post) ? ONE_BY_STATUS.exec(text) : null;
  if (oneListed && listed?.kind === "listPosts" && (own.kind === "pageAction" || own.kind === "postAction")) {
    const status = (oneListed[1] ?? oneListed[2]).toLowerCase().replace(/^live$/, "published").replace(/^(?:not\s+.*|unpublished)$/, "draft");
    return { kind: "postAction", action: own.action, post: `${status} post${listed.tag ? ` tagged ${listed.tag}` : ""}` } as Intent;
  }
  // "hide the Blog link" → "rename it to 'Journal'": the link is renamed, not a page
  // "publish the autumn post" → "can the title be 'X' instead": that post's title, not the site's name
  const titled = own.kind === "updateSetting" && own.key === "name" && /\btitle\b/i.test(tidy) && !/\b(?:site|website|company|business)\b/i.test(tidy) ? before : undefined;
  if (titled && "post" in titled && typeof titled.post === "string" && own.kind === "updateSetting") return { kind: "editPost", post: titled.post, change: { field: "title", value: own.value } };
  if (titled && "page" in titled && typeof titled.page === "string" && titled.page && own.kind === "updateSetting") return { kind: "renamePage", page: titled.page, title: own.value };
  // …and "add a 'Pricing' link …" → "actually, call it 'Plans' instead": the new link
  const links = menuLinksOf(before);
  const linkBefore = links[0] ?? (before?.kind === "addMenuItemAt" ? (before.label ?? before.page) : undefined);
  if (own.kind === "renamePage" && isPronoun(own.page) && linkBefore) return { kind: "editMenuItem", label: linkBefore, newLabel: own.title };
  // "which pictures aren't used anywhere?" → "bin it": the unused one (or all of them) deleted
  const binned = own.kind === "pageAction" || own.kind === "deleteImage" || own.kind === "postAction" ? ("page" in own ? own.page : "image" in own ? own.image : own.post) : undefined;
  if (before?.kind === "imagesUnused" && binned && isPronoun(binned) && (own.kind === "deleteImage" || ("action" in own && own.action === "delete"))) return { kind: "imagesUnused", action: "delete", ...(/^(?:it|that|this)$/i.test(binned) ? { one: true } : {}) };
  // "swap Blog + Contact in top menu" → "no, undo that. just rename Blog → News": the link renamed, not a page
  const asLink = (step: Intent): Intent => (step.kind === "renamePage" && links.some((link) => link.toLowerCase() === step.page.toLowerCase()) ? { kind: "editMenuItem", label: step.page, newLabel: step.title } : step);
  if (links.length && own.kind === "renamePage") return asLink(own);
  if (links.length && own.kind === "multi" && own.steps.some((step) => step.kind === "renamePage")) return { ...own, steps: own.steps.map(asLink) };
  // "tags on autumn post?" → "add palettes": tags added to (or taken off) that post
  const tagged = before?.kind === "askPost" && before.ask === "tags" ? /^(?:(?:ok|okay|great|thanks|cool)[,!.]?\s+)?(add|remove|drop|delete)\s+(?:the\s+)?(?:tags?\s+)?(["'][^"']+["']|[\w-]+(?:\s*(?:,|and)\s*[\w-]+)*)(?:\s+(?:too|as\s+well|pls|please))?[.!]*$/i.exec(tidy) : null;
  if (tagged && before?.kind === "askPost") {
    const tags = tagged[2].split(/\s*(?:,|\band\b)\s*/).map((tag) => unquote(tag.trim())).filter(Boolean);
    return { kind: "editPost", post: before.post, change: /^add$/i.test(tagged[1]) ? { field: "tags", add: tags } : { field: "tags", remove: tags } };
  }
  if (before?.kind === "createEntry") {
    const name = before.values.author ?? "newest";
    // "Add a testimonial from Lena Park …" → "Love it. Ship it.": that testimonial goes live
    if (publishesIt(own)) return { kind: "entryAction", collection: before.collection, name, action: "publish" };
    // "Please add testimonial: '…' from Marek Nowak, Nowak Transport." → "Make that the company is 'X'": the one just added
    const entryField = /^(?:(?:make|please\s+make)\s+(?:that|so\s+that)\s+)?(?:the\s+|its\s+)?(company|author|quote)\s+(?:is|should\s+be|to)\s+(["'][^"']+["'])/i.exec(tidy);
    if (entryField) return { kind: "editEntry", collection: before.collection, name, field: entryField[1].toLowerCase(), value: unquote(entryField[2]) };
    // "She's from Shaw's Bakehouse — stick that in as the company and make it live": the company, and live if asked
    const company = /^(?:(?:oh|ah|and|also)[,\s]+)?(?:she|he|they)(?:'s|\s+is|'re|\s+are)\s+(?:from|with|at)\s+([^—–,.;]+?)(?:\s+in\s+[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)?\s*(?:[—–,.;]|\s-\s|$)/i.exec(tidy);
    if (company) {
      const edit: Intent = { kind: "editEntry", collection: before.collection, name, field: "company", value: company[1].trim() };
      return /\b(?:make|put|set)\s+it\s+live\b|\bpublish\s+it\b/i.test(text) ? { kind: "multi", goal: text, steps: [edit, { kind: "entryAction", collection: before.collection, name, action: "publish" }] } : edit;
    }
  }
  // "What does the Harbour Books testimonial say?" → "Change it to: Finally a website …": its words
  const newWords = before?.kind === "askEntry" ? /^(?:(?:please|ok|okay)[,\s]+)?(?:change|set|make|update)\s+it\s+(?:to|into)\s*:?\s*(\S[\s\S]*?)[.!]*$/i.exec(text.trim()) : null;
  if (newWords && before?.kind === "askEntry" && before.name) return { kind: "editEntry", collection: before.collection, name: before.name, field: "quote", value: unquote(newWords[1]) };
  const intent = withFollowUpContext(text, previous, before, own);
  // "how many posts are live" → "and which one is the oldest": one of the kind just asked about
  const lastNoun = previous === undefined ? undefined : [...previous.matchAll(KIND_NOUN)].at(-1)?.[1];
  const noun = own.kind === "unknown" ? lastNoun : undefined;
  const ofKind = noun ? parseRequest(text.replace(/\bwhich\s+one\b/i, `which ${noun}`)) : undefined;
  if (ofKind && isAction(ofKind) && /\bwhich\s+one\b/i.test(text)) return ofKind;
  // "which posts are published?" → "ok publish the draft one too": "one" is the kind the message before named,
  // unless this message names one first ("which blog posts are published? is the autumn one live yet?")
  const oneAt = protectQuotes(text).text.search(NAMED_ONE);
  const oneNamed = oneAt < 0 || lastNoun === undefined ? undefined : ([...text.slice(0, oneAt).matchAll(KIND_NOUN)].at(-1)?.[1] ?? lastNoun);
  const ofNamedKind = oneNamed ? parseRequest(text.replace(/\b(the\s+[\w-]+)\s+one\b/i, `$1 ${oneNamed}`)) : undefined;
  if (ofNamedKind && isAction(ofNamedKind)) return ofNamedKind;
  // "publish post 'Notes on hosting'" → "tags=hosting,infrastructure": fields of the thing just named
  const shorthandThing = own.kind === "unknown" && before ? thingNamed(before) : undefined;
  const fields = shorthandThing && /^\s*\w[\w.]*\s*(?:\+=|-=|:=|=)/.test(text) ? keyValueEdit(`${shorthandThing}: ${text.trim()}`) : undefined;
  if (fields) return fields;
  // "take the Harbour Books testimonial offline" → "now put it back online": "it" is that testimonial
  const entry = before?.kind === "entryAction" || before?.kind === "editEntry" ? before : undefined;
  const verb = (intent.kind === "pageAction" && isPronoun(intent.page)) || (intent.kind === "postAction" && isPronoun(intent.post)) ? intent.action : undefined;
  if (entry && verb && verb !== "archive") return { kind: "entryAction", collection: entry.collection, name: entry.name, action: verb };
  const asked = before && followUpText(text);
  const changed = before && asked !== undefined ? (changeOfAsked(asked, before) ?? changeOfDone(asked, before)) : undefined;
  // ("actually make it a child of About" moves the link just added, never renames it)
  const moves = intent.kind === "editMenuItem" && intent.parent !== undefined;
  const both = changed && withLinkToo(changed, asked ?? "");
  // (another request after the value, not read with it, is never dropped: "make it 'X' and add …")
  const more = both === changed && /\s+and\s+(?:then\s+)?(?:add|remove|delete|publish|hide|move|rename|change|set|make|put|point|link|send)\b/i.test(protectQuotes(asked ?? "").text);
  if (both && !more && !moves && (intent.kind === "unknown" || intent.kind === "changeAgain" || intent.kind === "setColour" || aboutPronoun(intent))) return both;
  // "move Blog to the end" → "actually no, put it first": "it" is the item the request before moved.
  if (intent.kind === "moveMenuItem" && isPronoun(intent.label) && before?.kind === "moveMenuItem") return { ...intent, label: before.label };
  // "add a link … called Shop" → "actually call it Store": "it" is the link just added.
  const added = newLinkLabel(before);
  if (intent.kind === "editMenuItem" && isPronoun(intent.label) && added) return { ...intent, label: added };
  // "rename the Contact menu item to 'Get in touch'" → "and move it to the front": "it" is the link by its new name.
  if (intent.kind === "moveMenuItem" && isPronoun(intent.label) && (before?.kind === "editMenuItem" || before?.kind === "addNavLink")) return { ...intent, label: (before.kind === "editMenuItem" && before.newLabel) || before.label };
  // "What's the hero headline on the home page?" → "And the subhead?": the same section's other field.
  const otherField = before?.kind === "askSectionField" && intent.kind === "unknown" ? /^(?:and\s+)?(?:what\s+about\s+)?(?:the\s+|its\s+)?([\w\s-]+?)\??$/i.exec(tidy) : null;
  const fieldName = otherField && before?.kind === "askSectionField" ? fieldFor(before.templateKey, namedParts(otherField[1])) : undefined;
  if (fieldName && before?.kind === "askSectionField") return { ...before, field: fieldName };
  // "The tagline on the site is wrong." → "Make it 'Calm, useful websites …'": "it" is what the message before named.
  const named = before?.kind === "unknown" && previous !== undefined && CHANGE_IT.test(tidy) ? namedIn(previous) : undefined;
  const aboutNamed = named ? parseRequest(aboutThing(tidy, named)) : undefined;
  if (aboutNamed && isAction(aboutNamed)) return aboutNamed;
  // "The Blog link in the menu … is stuck in the middle." → "Move it to the end": "it" is what the statement was about
  const subjectBefore = before?.kind === "unknown" && previous !== undefined && (intent.kind === "unknown" || refersBack(intent)) ? withSubject(tidyRequest(previous), text) : undefined;
  const aboutSubject = subjectBefore === undefined ? undefined : parseRequest(subjectBefore);
  if (aboutSubject && isAction(aboutSubject) && !refersBack(aboutSubject)) return aboutSubject;
  // "what's the accent colour?" → "and the primary?"
  const colour = before && intent.kind === "unknown" ? /^(?:what\s+about\s+)?(?:the\s+)?(primary|accent|background|text)(?:\s+colou?r)?(?:\s+one)?$/i.exec(tidy) : null;
  if (colour && before?.kind === "askSiteSetting") return { kind: "askSiteSetting", key: colour[1].toLowerCase() as "primary" };
  const otherValue = before && intent.kind === "unknown" ? otherValueAsked(text, before) : undefined;
  if (otherValue) return otherValue;
  // "add a testimonial from Gwen Morgan: '…'" → "oh she's from Morgans Bakery in Aberystwyth, add that as the company"
  const from = before?.kind === "createEntry" && typeof before.values.author === "string" && intent.kind === "unknown" ? WORKS_AT.exec(tidy) : null;
  if (from && before?.kind === "createEntry") return { kind: "editEntry", collection: before.collection, name: String(before.values.author), field: "company", value: unquote(from[1]) };
  // "add a testimonial from Aisha …" → "and also one from Ben Ortiz at Hillside Food Bank: '…'": another of the same.
  const another = before?.kind === "createEntry" && intent.kind === "unknown" ? ANOTHER_ENTRY.exec(tidy) : null;
  if (another) return parseRequest(`add a testimonial ${another[1]}`);
  // ("Do the same on the About page — the heading at the top there should match": the part not understood, without the remark)
  const follow = before && (intent.kind === "unknown" || intent.kind === "showPage" || intent.kind === "askPost") ? ((intent.kind === "unknown" && intent.part ? FOLLOW_UP.exec(intent.part) : null) ?? FOLLOW_UP.exec(tidy)) : null;
  if (!follow || !before || !subject) return (before && onPageBefore(text, before, intent)) ?? intent;
  const name = target((follow[1] ?? follow[2]).replace(/\s+(?:also|too|as\s+well)$/i, "").replace(/\s+(?:page|post|article|image|picture|photo|link|one)$/i, "").replace(/^(?:the\s+)?(?:page|post)\s+/i, ""));
  return name ? ({ ...before, [subject]: name } as Intent) : intent;
}

/** "what's the email address on the contact page?" → "and the telephone number, dear?", "and what's the email?": the same page's other value. */
function otherValueAsked(text: string, before: Intent): Intent | undefined {
  if (before.kind !== "askValue") return undefined;
  const asked = /^(?:and\s+)?(?:what(?:'s|\s+is)\s+)?(?:what\s+about\s+)?(?:the\s+|their\s+|your\s+)?(.+?)(?:,\s*\w+)?$/i.exec(tidyRequest(text));
  const value = asked && valueKindOf(asked[1]);
  return value ? { ...before, value } : undefined;
}

/** "… and the button should say 'Book a chair'" after a change to the home page: the parts that name no page are on that page. */
function onPageBefore(text: string, before: Intent, intent: Intent): Intent | undefined {
  const page = "page" in before && typeof before.page === "string" && !isPronoun(before.page) ? before.page : undefined;
  // "and Contact's heading should be …", "on Contact, …": another page named without the word "page".
  if (!page || intent.kind !== "unknown" || /\b[A-Z][\w-]*'s\b|\b(?:on|in|of)\s+(?:the\s+)?[A-Z][\w-]*/.test(protectQuotes(text).text)) return undefined;
  const reread = parseRequest(`On the ${page} page: ${text}`);
  return isAction(reread) ? reread : undefined;
}

/** Whether a reading leaves out what the request before it was about: nothing understood, or a section or field with no page. */
const needsContext = (intent: Intent) =>
  intent.kind === "unknown" ||
  ((intent.kind === "pageAction" || intent.kind === "renamePage") && /\b(?:section|first|second|third|last)\b/i.test(intent.page)) ||
  (intent.kind === "editMenuItem" && intent.label === "it") ||
  ((intent.kind === "pageAction" || intent.kind === "postAction") && isPronoun(intent.kind === "pageAction" ? intent.page : intent.post));

function withFollowUpContext(text: string, previous: string | undefined, before: Intent | undefined, intent: Intent): Intent {
  if (!previous || !before || !needsContext(intent)) return intent;
  const rewritten = withContext(tidyRequest(text), before, tidyRequest(previous));
  const reread = rewritten === undefined ? undefined : parseRequest(rewritten);
  return reread && reread.kind !== "unknown" ? reread : intent;
}

/** "Make it 'Start your project' and point it at /contact" after reading a button: its words and where it goes, both. */
function withLinkToo(changed: Intent, asked: string): Intent {
  const pointed = new RegExp(String.raw`\s+and\s+(?:then\s+)?(?:point|link|send)\s+(?:it|that|people)\s+(?:at|to)\s+${LINK_TARGET}[.!]?$`, "i").exec(asked);
  const linkField = pointed && changed.kind === "setSectionField" ? fieldFor(changed.templateKey, "button link") : undefined;
  return linkField && changed.kind === "setSectionField" ? { kind: "multi", goal: asked, steps: [changed, { ...changed, field: linkField, value: pointed![1] }] } : changed;
}

/** The page, post or testimonial a request was about, as the shorthand names it ("post 'Notes'", "page 'About'"). */
function thingNamed(intent: Intent): string | undefined {
  const record = intent as Record<string, unknown>;
  if (typeof record.post === "string" && !isPronoun(record.post)) return `post '${record.post}'`;
  if (typeof record.page === "string" && record.page && !isPronoun(record.page)) return `page '${record.page}'`;
  if ((intent.kind === "entryAction" || intent.kind === "editEntry") && !isPronoun(intent.name)) return `testimonial '${intent.name}'`;
  return undefined;
}

const JUST_THE_WORDS = /^(?:just|only|simply|something\s+like|like|say|e\.?g\.?)?:?\s*((?:"[^"]+"|'[^']+'))[.!]*$/i;

/** "Thank you. Would you change it to 'X'", "For that one put 'X'": the request in a follow-up, without what surrounds it. */
const PREFERRED = /\b(?:(?:i|we)\s+(?:(?:would|'d)\s+)?(?:prefer|rather\s+have|like)|how\s+about|what\s+about|let's\s+(?:go\s+with|use))\s+("[^"]+"|'[^']+')/i;
function followUpText(text: string): string {
  // (never inside quotes: "make it 'Calm websites. Real results.'")
  const { text: masked, restore } = protectQuotes(tidyRequest(text));
  const sentences = masked.split(/(?<=[.!?])\s+|\s+[—–]\s+/).map(restore).filter((sentence) => !isRemark(normalize(sentence)));
  const asking = sentences.filter((sentence) => CHANGE_IT.test(normalize(sentence)));
  // "make it shorter — just 'Calm, useful websites'": the words given after how it should change are the value
  const given = sentences.slice(sentences.indexOf(asking.at(-1) ?? "") + 1).find((sentence) => JUST_THE_WORDS.test(normalize(sentence)));
  // "… I prefer 'A calm home for your business online'. Would you change it once more?": the words preferred, said before
  const preferred = sentences.map((sentence) => PREFERRED.exec(sentence)?.[1]).find(Boolean);
  const offered = given ? JUST_THE_WORDS.exec(normalize(given))![1] : preferred;
  const words = asking.length && offered && !/["']/.test(asking.at(-1)!) ? `${asking.at(-1)} ${offered}` : asking.at(-1);
  // "Make it brighter — a clear green, something like #2f9e6b": the colour code given after is the value
  const code = /#[0-9a-f]{6}\b|#[0-9a-f]{3}\b/i.exec(masked)?.[0];
  const request = words && code && !words.includes(code) ? `${words} ${code}` : words;
  return normalize(request ?? sentences.at(-1) ?? "").replace(/^(?:for|on|with)\s+(?:that|this|the\s+(?:first|second|last|same))\s+one,?\s+/i, "");
}

/** Whether an intent acts on "it" ("set it to 'X'" read alone as an image's alt text). */
const aboutPronoun = (intent: Intent) => SUBJECT_FIELDS.some((field) => {
  const value = (intent as Record<string, unknown>)[field];
  return typeof value === "string" && isPronoun(value);
});

/** Changes that set one value, which "actually make it X" right after sets again. */
const SETS_A_VALUE = new Set<Intent["kind"]>(["setSectionField", "updateSetting", "editPage", "renamePage", "setImageAlt", "setImageText", "editEntry", "editListItem", "replaceText", "replaceValue", "editMenuItem"]);

/** "change the accent colour to something warmer" → "actually make it blue": the same change with the new value. */
function changeOfDone(text: string, done: Intent): Intent | undefined {
  const value = changedTo(text);
  if (value === undefined) return undefined;
  if (done.kind === "setColour") return { ...done, value };
  // "add nav item Status → https://…" → "actually make it 'System status'": the new link's words.
  if (done.kind === "addNavLink" || done.kind === "addMenuItemAt") return { kind: "editMenuItem", label: done.label ?? (done.kind === "addMenuItemAt" ? done.page : ""), newLabel: value };
  return SETS_A_VALUE.has(done.kind) ? { kind: "changeAgain", value } : undefined;
}

/**
 * "what's the accent colour?" → "make it a bit darker, #b34d1f": "it" is what the previous request
 * asked about, so the change is to that setting, field or text.
 */
function changeOfAsked(text: string, asked: Intent): Intent | undefined {
  const value = changedTo(text);
  if (value === undefined) return undefined;
  switch (asked.kind) {
    case "askSiteSetting":
      return ["primary", "accent", "background", "text"].includes(asked.key) ? { kind: "setColour", which: asked.key as "primary", value } : asked.key === "seoTitle" || asked.key === "seoDescription" ? { kind: "updateSetting", key: asked.key, value } : undefined;
    case "getSetting":
      return { kind: "updateSetting", key: asked.key, value };
    case "askSectionField":
      return { kind: "setSectionField", page: asked.page, templateKey: asked.templateKey, field: asked.field, value };
    case "askImage":
      return asked.ask === "usage" ? undefined : { kind: "setImageText", image: asked.image, field: asked.ask, value };
    case "imagesMissing":
      return { kind: "setImageText", image: "it", field: asked.field, value };
    case "askPage":
      // "what's the main heading on the About page?" → "change it to 'Who we are'": the heading that was read out.
      if (asked.ask === "heading") return { kind: "setSectionField", page: asked.page, templateKey: ANY_SECTION, field: "heading", value };
      return asked.ask === "seoTitle" || asked.ask === "seoDescription" || asked.ask === "slug" ? { kind: "editPage", page: asked.page, field: asked.ask, value } : undefined;
    case "askPost":
      return asked.ask === "excerpt" ? { kind: "editPost", post: asked.post, change: { field: "excerpt", value } } : undefined;
    case "askEntry":
      // "what do the kind words from Harbour Books say?" → "could you make it read '…' instead?": that quote
      return asked.name ? { kind: "editEntry", collection: asked.collection, name: asked.name, field: "quote", value } : undefined;
    case "askValue":
      // "what's the email on the contact page?" → "change it to studio@…": that value, where it is
      return asked.page ? { kind: "replaceValue", page: asked.page, value: asked.value, replacement: value } : undefined;
    default:
      return undefined;
  }
}

/** A message typed all in capitals: its quoted values were not meant in capitals ("IT'S 'NORTHWIND DESIGN STUDIO'" → 'Northwind Design Studio'). */
function unshouted(text: string): string {
  const letters = text.replace(/[^A-Za-z]/g, "");
  if (letters.length < 20 || letters !== letters.toUpperCase()) return text;
  return text.replace(/(?<!\w)(["'‘“])([^"'‘’“”]+)(["'’”])(?!\w)/g, (_, open: string, value: string, close: string) => `${open}${value.toLowerCase().replace(/\b[a-z]/g, (first) => first.toUpperCase())}${close}`);
}

/** The request with slips corrected and courtesies gone, as the rules and the sentence model read it. */
export const tidyRequest = (text: string) => normalize(withoutBracketedRemarks(withoutFillers(frontedTopic(listedOrder(testimonialFields(reworded(correctSpelling(fromDialect(unwrapped(unshouted(straightQuotes(text))))))))))));

/** "hide Home (the logo already goes there) and …": a remark in brackets inside a request (or after a double dash at its end) says why; it is not part of it. */
function withoutBracketedRemarks(text: string): string {
  const { text: masked, restore } = protectQuotes(text);
  return restore(
    masked
      .replace(/\s+\(([^()\u0000]{5,120})\)(?=[\s,.;!?]|$)/g, (bracketed, inside: string) => (isRemark(normalize(inside)) || isStatement(normalize(inside)) || isBracketedNote(inside) ? "" : bracketed))
      // "… body='…' -- draft only": a note after a double dash
      .replace(/\s+-{2,}\s+([^-\u0000]{2,60})$/, (noted, note: string) => (isBracketedNote(note) ? "" : noted)),
  );
}

/**
 * What the user asked for: one action, several (run as a plan), a greeting, or unknown.
 * Deterministic: the same text always gives the same intent.
 */
export function parseRequest(text: string): Intent {
  return withEveryQuoteUsed(readRequest(text), text);
}

/** Something new made from words given: a quoted word it does not use is a part of the request not done (words quoted to name what is changed are no such part). */
const TAKES_WORDS = new Set<Intent["kind"]>(["createPage", "createPost"]);
const stringsOf = (value: unknown): string[] => (typeof value === "string" ? [value] : Array.isArray(value) ? value.flatMap(stringsOf) : value && typeof value === "object" ? Object.values(value).flatMap(stringsOf) : []);

/**
 * "new page 'projects', hero heading 'selected work'" read as the page alone: words typed in quotes
 * for a new page or post that uses none of them are asked about, never left out of what is done.
 */
function withEveryQuoteUsed(intent: Intent, text: string): Intent {
  const steps = intent.kind === "multi" ? intent.steps : [intent];
  if (!steps.some((step) => TAKES_WORDS.has(step.kind))) return intent;
  const tidy = tidyRequest(text);
  const used = stringsOf(steps).join(" ").toLowerCase();
  const unused = [...tidy.matchAll(/"([^"]+)"|(?<!\w)'((?:[^']|(?<=\w)'(?=\w))+)'(?!\w)/g)]
    .map((match) => unquote(match[1] ?? match[2]).replace(/[.!?,;:]+$/, "").trim())
    .find((words) => words.length > 1 && !used.includes(words.toLowerCase()));
  return unused === undefined ? intent : { kind: "unknown", part: tidy, topic: topicOf(tidy) };
}

/** "rename about pg to about us and the menu link too", "rename the about page and its menu link to About us": the page, then its link. */
const AND_ITS_LINK = /,?\s+and\s+(?:(?:rename|change|update)\s+)?(?:the|its)\s+(?:link\s+in\s+the\s+(?:menu|nav)|(?:menu|nav(?:igation)?)\s+(?:link|item|entry|label))(?:\s+(?:too|as\s+well|also))?(?:\s+to\s+match)?(?=[.!]*$|\s+to\s+)/i;
function withItsMenuLink(text: string): Intent | undefined {
  if (!AND_ITS_LINK.test(text)) return undefined;
  const page = parseRequest(text.replace(AND_ITS_LINK, ""));
  return page.kind === "renamePage" ? { kind: "multi", goal: text, steps: [page, { kind: "editMenuItem", label: page.page, newLabel: page.title }] } : undefined;
}

function readRequest(text: string): Intent {
  const read = readRequestAsSaid(text);
  return (read.kind !== "multi" && withItsMenuLink(text)) || withButtonNamed(withItNamed(read, text), text);
}

/** "… a button reading 'Get in touch'. Would you change the button so it says 'Write to us'?": the button by the words it has now, wherever it is. */
const BUTTON_READING = /\bbutton\s+(?:currently\s+|now\s+)?(?:reading|saying|that\s+(?:says|reads)|labell?ed|with\s+the\s+words)\s+("[^"]+"|'[^']+')/i;
function withButtonNamed(intent: Intent, text: string): Intent {
  const words = BUTTON_READING.exec(straightQuotes(text))?.[1];
  if (!words || intent.kind !== "setSectionField" || intent.templateKey !== ANY_SECTION || !/^button(?:\s+label)?$/i.test(intent.field)) return intent;
  return { kind: "replaceText", page: intent.page, old: unquote(words), replacement: intent.value };
}

/** "I'm afraid the Contact page still has our old number on it … Might you take it off the website?", "Our welcome post still … Take it off the blog": "it" is the one page or post the message names. */
function withItNamed(intent: Intent, text: string): Intent {
  const it = intent.kind === "postAction" ? intent.post : intent.kind === "pageAction" || intent.kind === "renamePage" || intent.kind === "addMenuItemAt" ? intent.page : undefined;
  if (it === undefined || !isPronoun(it)) return intent;
  const named = new Map([...tidyRequest(text).matchAll(/\b(?:the|our)\s+(?!(?:new|old|same|other|whole|blog|next|last|first|this|that)\b)([\w'-]+(?:\s+[\w'-]+)?)\s+(page|post|article|piece)\b/gi)].map((found) => [found[1].toLowerCase(), found]));
  if (named.size !== 1) return intent;
  const [, name, noun] = [...named.values()][0];
  const isPost = !/^page$/i.test(noun);
  if (intent.kind === "postAction") return isPost ? { ...intent, post: name } : intent;
  if (intent.kind === "addMenuItemAt") return isPost ? intent : { ...intent, page: name };
  if (intent.kind === "renamePage") return isPost ? { kind: "editPost", post: name, change: { field: "title", value: intent.title } } : { ...intent, page: name };
  if (intent.kind !== "pageAction") return intent;
  return isPost ? { kind: "postAction", action: intent.action, post: name } : { ...intent, page: name };
}

function readRequestAsSaid(text: string): Intent {
  const keyed = keyValueEdit(text, parseRequest);
  if (keyed) return keyed;
  const corrected = correctedInMessage(text, parseRequest);
  if (corrected) return corrected;
  const tidy = tidyRequest(text);
  // "in the welcome post it says pages load in under a second, … make it under two seconds": what it says, then the new words
  const resaid = SAYS_THEN_MAKE_IT.test(tidy) ? wholeReplacement(tidy) : undefined;
  if (resaid) return resaid;
  const remedy = remedyFor(tidy);
  // "we still have that 2023 price list post on the blog and people keep quoting it": nothing asked, a problem told.
  const read = withColourCode(parseTidied(tidy), tidy);
  // "… has the photo on the right. Can you flip it so the image sits on the left?": a picture's side, said across sentences
  const pictured = (read.kind === "unknown" || read.kind === "cannot" ? pictureSideIn(tidy) : undefined) ?? read;
  const intent = actsOnLeftOut(pictured, tidy) ? { kind: "unknown" as const, part: tidy, topic: topicOf(tidy) } : pictured;
  if (remedy && !asksAnything(tidy)) return secondRequestUnread(intent) ? intent : remedy;
  // Words reported wrong on a page, without the section they are in, or a problem stated with no
  // request: read as a whole, when nothing else is understood.
  if (intent.kind !== "unknown") return intent;
  // …but never for one of several requests: "Firstly, hide the Blog link. Secondly, change 'Say hello' to 'Do call in'. And thirdly, …" is not only the words.
  // (A part not understood that asks for nothing — "we both felt that the big heading … is a touch cold" — is no other request.)
  const replaced = intent.part === undefined || !ASKING_START.test(normalize(intent.part)) ? (wholeReplacement(withoutRemarks(tidy)) ?? wholeReplacement(tidy)) : undefined;
  if (replaced) return answerOfQuestion(replaced, tidy);
  return remedy ?? intent;
}

const SAYS_THEN_MAKE_IT = /\b(?:it|that)\s+(?:says|reads)\b.*\bmake\s+it\s+(?!(?:say\s+|read\s+|to\s+)?["“‘'])\w/i;

const LEFT_OUT = /(?<!\bthe\s+)\b(?:except(?:\s+for)?|apart\s+from|other\s+than|save\s+for|excluding|but\s+not)\s+(\S.*)$/i;

/** "the whole lot can go live except the autumn post": what was left out is never the one thing acted on — asked about instead. */
function actsOnLeftOut(intent: Intent, text: string): boolean {
  const masked = protectQuotes(text).text;
  const leftOut = LEFT_OUT.exec(masked);
  if (!leftOut) return false;
  // "put all of it live — all except the notes …": everything, said with an exception not read, is never everything.
  if (intent.kind === "publishChanges") return true;
  const before = masked.slice(0, leftOut.index).toLowerCase();
  const after = leftOut[1].toLowerCase();
  return Object.entries(intent).some(([key, value]) => key !== "kind" && typeof value === "string" && value.length > 2 && after.includes(value.toLowerCase()) && !before.includes(value.toLowerCase()));
}

/** "the motto should be 'X'. Secondly, I should like a link … added to the menu": a request beside a problem told is asked about, never dropped. */
const secondRequestUnread = (intent: Intent) =>
  intent.kind === "unknown" && intent.part !== undefined && !remedyFor(intent.part) && SITE_WORD.test(intent.part) && !isAside(intent.part);

/** "swap the accent colour for something punchier — a bright coral, #ff6f61": the one colour code typed is the colour, whatever words came first. */
function withColourCode(intent: Intent, text: string): Intent {
  const [code, ...others] = new Set((text.match(/#[0-9a-f]{6}\b|#[0-9a-f]{3}\b/gi) ?? []).map((found) => found.toLowerCase()));
  if (intent.kind !== "setColour" || !code || others.length) return intent;
  // "make the primary color a deep navy — #1e3a5f": a code typed after the colour's name says exactly which.
  const lower = text.toLowerCase();
  return !("hex" in readColour(intent.value)) || lower.lastIndexOf(code) > lower.lastIndexOf(intent.value.toLowerCase()) ? { ...intent, value: code } : intent;
}

const WANTS_TO_KNOW_ANYWHERE = new RegExp(String.raw`\b${WANTS_TO_KNOW}\b`, "i");

/** Whether any clause asks something: a request verb or question word first, a question mark, or "I need to know". */
function asksAnything(text: string): boolean {
  return /\?/.test(text) || WANTS_TO_KNOW_ANYWHERE.test(text) || text.split(/[.;,!]\s+|\s[—–-]\s|\s+(?:and|but|so)\s+/i).some((clause) => ASKING_START.test(normalize(clause)));
}

function parseTidied(sentence: string): Intent {
  if (!sentence) return { kind: "greeting" };
  const greeting = GREETING.exec(sentence);
  if (greeting) {
    // "Namaste 🙏 Quick one — which …": what opened the request after the greeting goes too.
    // "Hi, Karen here, practice manager at Riverside Vets. Could you …": who is writing is no request.
    // "Hello, reception at Bridge Street Physio. Is the About page …": who is writing, by where they are, too.
    const rest = normalize(withoutFillers(greeting[1].trim().replace(/^(?:[\w'-]+\s+){0,2}(?:at|from)\s+[A-Z][\w'&-]*(?:\s+(?:&\s+)?[A-Z][\w'&-]*)*[.!,]\s+(?=\S)/, "").replace(/^(?:it's\s+|this\s+is\s+)?[\w'&-]+(?:\s+[\w'&-]+){0,3}\s+here\b(?:\s+(?=(?:i|we|could|can|would|please|pls)\b)|[^.!?\n]*[.!?]\s+)/i, "")));
    const request = rest ? parseTidied(rest) : undefined;
    // A request after the greeting that is not understood is answered as one, not greeted ("Good evening. Might you recommend a novel?"); small talk is part of the greeting.
    return request && (isAction(request) || (request.kind === "unknown" && (request.topic || ((asksAnything(rest) || rest.split(/\s+/).length >= 4) && !SMALL_TALK.test(rest))))) ? request : { kind: "greeting" };
  }
  const planned = PLAN_PREFIX.exec(sentence);
  const goal = planned ? planned[1] : sentence;
  const read = readParts(goal, planned !== null, true);
  // Questions read apart that do not each stand on their own are read as the request was written.
  const whole = read.kind === "unknown" && read.part !== undefined ? readParts(goal, planned !== null, false) : read;
  return whole.kind === "unknown" ? (afterLeadIn(sentence) ?? whole) : whole;
}

/** A goal said before a colon, then the requests that reach it ("make the nav tighter: hide Home and …"); never a label ("home cta: …"). */
const LEAD_IN = /^((?:[\w'’-]+\s+){2,9}[\w'’-]+)\s*:\s+(?=\S)(.+)$/;

function afterLeadIn(sentence: string): Intent | undefined {
  const led = LEAD_IN.exec(sentence);
  if (!led || isAction(parseAction(led[1]))) return undefined;
  const requests = parseTidied(led[2]);
  if (!isAction(requests)) return undefined;
  // "make the nav tighter: hide Home and rename Contact to 'Book a call'": when the goal is the menu, a rename that never says "page" is its link's.
  const menuRename = (step: Intent): Intent =>
    step.kind === "renamePage" && /\b(?:menu|nav(?:igation|bar)?)\b/i.test(led[1]) && !/\bpages?\b/i.test(led[2]) ? { kind: "editMenuItem", label: step.page, newLabel: step.title } : step;
  return requests.kind === "multi" ? { ...requests, steps: requests.steps.map(menuRename) } : menuRename(requests);
}

function readParts(said: string, planned: boolean, questionsApart: boolean): Intent {
  // "Quick count for my monthly report: how many …": a lead-in that names nothing on the site is no part of the request
  const led = LEAD_IN.exec(said);
  const goal = led && !SITE_WORD.test(led[1]) && !isAction(parseAction(led[1])) && QUESTION_WORD.test(led[2]) ? led[2] : said;
  const heading = headingOf(goal);
  const read = readUnder(heading, goal, planned, questionsApart);
  // "about: imageText imagePosition -> left": a page said by its name alone heads the request only when that reads
  return heading?.byNameAlone && !isAction(read) ? readUnder(undefined, goal, planned, questionsApart) : read;
}

function readUnder(heading: ReturnType<typeof headingOf>, goal: string, planned: boolean, questionsApart: boolean): Intent {
  const under = heading && ((part: string) => onHeading(part, heading, parseAction));
  const split = joinUnderstood(joinValues(splitActions(heading?.rest ?? goal, questionsApart, under ? (part) => parseAction(under(part)) : parseAction)));
  const parts = under ? split.map(under) : split;
  const single = (intent: Intent): Intent => {
    const steps = distributed(intent);
    return steps ? { kind: "multi", goal, steps } : intent;
  };
  if (parts.length === 1 && !planned) return single(parseAction(parts[0]));
  const read = parts.reduce<{ part: string; step: Intent }[]>((done, part) => [...done, { part, step: withPartBefore(part, done.at(-1)) }], []);
  // "Need to check the length before I rewrite it", "probably a silly question": beside an understood
  // request, a part that asks for nothing is an aside, not a request left undone — unless it is chained
  // to the one before ("… and then dance").
  const chained = (part: string) => /(?:\bthen|\band|\bafter\s+that|;|,)\s*$/i.test(goal.slice(0, Math.max(goal.indexOf(part), 0)));
  // "Has the site some things which are not yet published? Which?", "what's the description on …? is there even one": asking what the question before answers.
  const echo = (part: string, index: number) => index > 0 && isAction(read[index - 1].step) && /^(?:and\s+)?(?:which|what|which\s+ones?|what\s+are\s+they|which\s+are\s+they|name\s+them|list\s+them|is\s+there\s+(?:even\s+)?(?:one|any)|are\s+there\s+(?:even\s+)?any|does\s+it\s+(?:even\s+)?have\s+(?:one|any))[?.!]*$/i.test(normalize(part));
  const kept = read.filter(({ part, step }, index) => (isAction(step) || chained(part) || !isAside(part)) && !echo(part, index));
  const requests = kept.length && kept.length < read.length && kept.every(({ step }) => isAction(step)) ? kept : read;
  if (requests.length === 1 && !planned) return single(requests[0].step);
  const steps = requests.flatMap(({ step }) => (step.kind === "multi" ? step.steps : [step])).map(whereTheButtonGoes);
  // One part the site cannot do declines the whole request up front: never half of it done.
  const cannot = steps.find((step) => step.kind === "cannot");
  if (cannot) return cannot;
  const unclear = requests.find(({ step }) => !isAction(step))?.part;
  // Two questions one answer covers ("what does each menu item link to, and are any hidden?") are asked once.
  const once = steps.filter((step, index) => steps.findIndex((other) => JSON.stringify(other) === JSON.stringify(step)) === index);
  // "get the autumn post out the door — publish it today": a publish of "it" after a publish says the same again.
  const folded = renamesTheLink(once, goal).map((step, index, all) => withLabelAfter(step, all[index + 1])).filter((step, index) => !labelsNewLink(once[index - 1], step) && !publishedAgain(once[index - 1], step) && !saidAgain(once[index - 1], step));
  if (unclear === undefined) return folded.length === 1 && !planned ? folded[0] : { kind: "multi", goal, steps: folded.map(pointingTheButton).map(menuLinkToMatch).map(publishingTheEntry).map(movingTheNewLink).map(slugOfPageBefore) };
  const topic = topicOf(unclear);
  return topic ? { kind: "unknown", part: unclear, topic } : { kind: "unknown", part: unclear };
}

/** "rename 'Blog' to 'News' and move it to the end": beside a change to the menu, a rename that never says "page" is the link's. */
function renamesTheLink(steps: Intent[], goal: string): Intent[] {
  // Only when the menu step acts on what was renamed ("… and move it to the end"): "rename About to Our story, hide Blog in
  // the menu" renames a page, and "rename About to Studio, and update its menu label too" renames the page and its link.
  const sameThing = (step: Intent, renamed: string) => "label" in step && typeof step.label === "string" && (isPronoun(step.label) || step.label.toLowerCase() === renamed.toLowerCase());
  if (/\bpages?\b/i.test(goal)) return steps;
  return steps.map((step) =>
    step.kind === "renamePage" && steps.some((other) => MENU_INTENTS.has(other.kind) && other.kind !== "editMenuItem" && sameThing(other, step.page)) ? { kind: "editMenuItem", label: step.page, newLabel: step.title } : step,
  );
}

/** "what does the button at the bottom of the home page say, and where does it take people?": where that button goes. */
function whereTheButtonGoes(step: Intent, index: number, steps: Intent[]): Intent {
  const asked = steps[index - 1];
  if (step.kind !== "askMenuItem" || step.ask !== "target" || asked?.kind !== "askSectionField" || !/^(?:button|buttonLabel|ctaLabel)$/.test(asked.field)) return step;
  return { ...asked, field: asked.field === "ctaLabel" ? "ctaUrl" : asked.field === "button" ? "button link" : "buttonUrl" };
}

/** "Move the FAQ to the top of About, change its heading to 'X'": a part not understood alone, read as a follow-up to the part before. */
function withPartBefore(part: string, before: { part: string; step: Intent } | undefined): Intent {
  // "rename the careers page to Jobs and the link in the menu as well": the link is renamed, not added
  const linkToo = before && !ADDS.test(part) ? menuLinkToo(part, before.step) : undefined;
  if (linkToo) return linkToo;
  const step = parseAction(part);
  if (isAction(step) || !before || !isAction(before.step)) return step;
  const otherValue = otherValueAsked(part, before.step);
  if (otherValue) return otherValue;
  // "give kennel-run.jpg the alt text 'A' and the caption 'B'": the same picture's other text
  const pictureText = /^(?:and\s+)?(?:the\s+|its\s+|a\s+)?(caption|alt(?:ernative)?(?:\s+text)?)\s*[:=]?\s*(["'“‘].+["'”’])$/i.exec(normalize(part));
  const picture = before.step.kind === "setImageAlt" || before.step.kind === "setImageText" ? before.step.image : undefined;
  if (pictureText && picture) return /^caption$/i.test(pictureText[1]) ? { kind: "setImageText", image: picture, field: "caption", value: unquote(pictureText[2]) } : { kind: "setImageAlt", image: picture, alt: unquote(pictureText[2]) };
  // "change the description of studio-dusk to 'X', and the caption make 'Y'": the field is the same picture's or post's
  const owner = ownerOf(before.step);
  const owned = owner && FIELD_WITHOUT_OWNER.test(part) ? parseAction(part.replace(FIELD_WITHOUT_OWNER, `$1 of ${owner}`)) : undefined;
  if (owned && isAction(owned)) return owned;
  if (!ABOUT_IT.test(part)) return step;
  const rewritten = withContext(normalize(part), before.step, normalize(before.part));
  const reread = rewritten === undefined ? undefined : parseAction(rewritten);
  return reread && isAction(reread) ? reread : step;
}

const ADDS = /^(?:and\s+|also\s+|then\s+)*(?:add|put|insert|include|link|pop|stick|drop)\b/i;

/** What a statement is about: "The hero subhead is way too long", "the welcome post's teaser reads badly". */
const SUBJECT = /^(?:but\s+|and\s+|so\s+|also\s+)?((?:the|our|my|this|that|[A-Z][\w-]*'s)\s+(?:[\w’'"-]+\s+){0,7}?[\w’'"-]+?)\s+(?:is|are|was|were|has|have|had|says|reads|still|should|shoud|needs|must|looks|feels|seems|sounds|only|doesn't|does\s+not|isn't|is\s+not|goes|links|points|sits|shows|clashes|can't|cannot|never|always|got|gets|received)\b/i;

const NAMES_ITS_KIND = /\b(?:page|post|article|image|picture|photo|photograph|pic|link|testimonial|review|quote|section|grid|block|banner|boxes)\b/i;

/**
 * "The hero subhead is way too long and nobody reads it. Punch it up to 'X'": the statement says
 * what "it" is in the request after it, and is no request of its own.
 */
const SHOULD_BE = /\b(?:should|must|needs?\s+to|has\s+to|ought\s+to)\s+(?:\w+\s+)?(?:be|get|have|say|read|carry|go|point|link)\b|\bwants?\s+to\s+(?:be|look|say|read|have|go)\b/i;
const ASKS_A_CHANGE = /\b(?:should|must|needs?\s+to|has\s+to|ought\s+to)\s+(?:\w+\s+)?(?:be|get|have|say|read)\b|\u0000/i;
const aboutTheSubject = (parse: (text: string) => Intent) => (parts: string[], part: string): string[] => {
  // the statements just before, nearest first ("… is too orange, it clashes with everything. It should be …")
  const told = parts.length - [...parts].reverse().findIndex((before) => isAction(parse(before)));
  const statements = parts.slice(told > parts.length ? 0 : told).reverse();
  // "The winter workshop is cancelled. Delete the page …": a bare "the page" is the thing the statement is about
  const bare = statements.length && Object.values(parse(part)).some((value) => typeof value === "string" && /^(?:the|this|that)$/i.test(value));
  if (bare) part = part.replace(/\b(?:the|this|that)\s+(?:page|post|article)\b/i, "it");
  const alone = parse(part);
  // ("remove it from the homepage" read as a page called "it from the home": "it" all the same)
  const aboutIt = refersBack(alone) || Object.values(alone).some((value) => typeof value === "string" && /^(?:it|this|that|them)(?:\s+(?:from|off|on|in)\b|$)/i.test(value));
  if (!statements.length || (isAction(alone) && !aboutIt)) return [...parts, part];
  for (const statement of statements) {
    // "take it off the website" after "Our Contact page has an old number": only a thing named with its kind is what a request's "it" meant
    // "Contact is stuck at the very end … — it should come straight after Home": a menu link named by its label
    const label = MENU_INTENTS.has(alone.kind) ? MENU_LABEL_SUBJECT.exec(statementPlain(statement))?.[1] : undefined;
    if (label && /\bit\b/i.test(part) && isAction(parse(part.replace(/\bit\b/i, label)))) return [...parts.slice(0, parts.lastIndexOf(statement)), part.replace(/\bit\b/i, label)];
    if (isAction(alone) && !NAMES_ITS_KIND.test(subjectOf(statementPlain(statement)) ?? "") && !IS_OVER.test(statementPlain(statement))) continue;
    const rewritten = withSubject(statement, part);
    // "X should be given the tag 'Y', and its cover … (not understood), and it should be published": a part that asks for a change is never background dropped
    // (never with a quote cut in half: "the title ought to 'Who we" is no thing)
    if (rewritten !== undefined && !halfQuoted(rewritten) && isAction(parse(rewritten))) return ASKS_A_CHANGE.test(protectQuotes(statement).text) ? [...parts, rewritten] : [...parts.slice(0, parts.lastIndexOf(statement)), rewritten];
  }
  return [...parts, part];
};

/** "The winter workshop is cancelled", "the summer sale is over": a thing that has ended, the one a request's "it" removes. */
const IS_OVER = /^(?:the|our)\s+(?:[\w'-]+\s+){0,4}?(?:is|are|was|were|has\s+been|have\s+been)\s+(?:now\s+|sadly\s+|officially\s+)?(?:cancelled|canceled|over|finished|done|closed|postponed|off|no\s+longer\s+(?:happening|running|on))\b/i;

const MENU_INTENTS = new Set<Intent["kind"]>(["moveMenuItem", "editMenuItem", "setNavVisibility", "removeNavLink"]);
/** The menu links a request acted on by their labels: the link, and the other one of a swap or move. */
const menuLinksOf = (intent: Intent | undefined): string[] =>
  intent && (MENU_INTENTS.has(intent.kind) || intent.kind === "addNavLink") ? [(intent as { label?: string }).label, (intent as { other?: string }).other].filter((name): name is string => !!name) : [];
const MENU_LABEL_SUBJECT = /^(?!(?:The|This|That|It|We|I|Our|My|Your|There|Nobody|Someone|People|Customers|He|She|They|Everyone)\b)((?-i:[A-Z])[\w'&-]*(?:\s+(?-i:[A-Z])[\w'&-]*)?)\s+(?:is|are|was|sits|keeps|looks|seems|stays)\b/;
const statementPlain = (statement: string) => normalize(statement).replace(/\s+[—–-]+\s+[^—–]*?\s+[—–-]+\s+/g, " ");
/** What a statement is about: "the hero subhead" in "The hero subhead is way too long", "the 'Blog' link" in "I have always felt that the 'Blog' link … sounds …". */
const subjectOf = (plain: string) =>
  SUBJECT.exec(plain)?.[1] ?? SUBJECT.exec(plain.replace(/^.*?\b(?:that|think|thinks|felt|feel|feels|reckon|noticed|gather|believe|say|says|said|yet)\s+(?=(?:the|our|my)\s)/i, ""))?.[1] ?? introduced(plain);
/**
 * A thing brought up before it is named, the one a later "it" means: "I made a Pricing page last week",
 * "There is a little article of ours about a closing-down sale", "we now have a page with our opening times on it".
 */
function introduced(plain: string): string | undefined {
  const made = /^(?:i|we)(?:'ve|\s+have|\s+just)?\s+(?:made|created|added|wrote|written|put\s+up|set\s+up|uploaded|drafted|started)\s+(?:a|an|the|our|my|this)\s+(?:new\s+)?((?:[\w'&-]+\s+){1,4}?(?:page|post|article|image|picture|photo|testimonial))\b/i.exec(plain);
  if (made) return `the ${made[1]}`;
  const about = /^(?:there(?:'s|\s+is)\s+(?:still\s+)?|(?:we|i)\s+(?:now\s+|still\s+)?(?:have|'ve\s+got)\s+)(?:a|an)\s+(?:little\s+|short\s+|old\s+|new\s+)?(article|post|page)\s+(?:of\s+ours\s+|on\s+(?:our|the)\s+(?:site|website|blog)\s+)?(?:about|on|called|for|with|from)\s+(?:a\s+|an\s+|the\s+|our\s+)?([\w' &-]+?)(?:\s+on\s+it)?(?=$|,|\s+(?:which|that|from|we|i|they)\b)/i.exec(plain);
  if (about) return `the ${about[2]} ${about[1]}`;
  // "There's an old logo file, old-logo.png, cluttering up the picture library": the file by its name
  const file = /^there(?:'s|\s+is)\s+(?:still\s+)?(?:an?\s+|this\s+)?(?:[\w-]+\s+){0,3}?(?:file|image|picture|photo|pic|logo)\s*,?\s+\(?([\w.-]+\.(?:jpe?g|png|gif|webp|svg|avif))\b/i.exec(plain);
  if (file) return file[1];
  // "(I wonder if you might help me) with the large heading at the very top of our Home page", "It's about the tagline": what help is asked with
  return /^(?:(?:it's|it\s+is|this\s+is|my\s+question\s+is)\s+about|with|regarding|concerning)\s+((?:the|our|my)\s+[^,;:?!.]+?)[?.!]*$/i.exec(plain)?.[1];
}

const ON_A_PAGE = /\s+(?:on|in)\s+(?:the|our)\s+(?:[\w-]+\s+page|home\s*page|front\s+page)$/i;
function withSubject(statement: string, part: string): string | undefined {
  // "… we both felt that the big heading at the very top — the one reading 'X' — is a touch cold": what they felt something of
  const plain = statementPlain(statement);
  const subject = subjectOf(plain);
  // "Swap in: 'X'" is "change it to 'X'"
  const request = paraphrase(normalize(part));
  if (!subject || !/\b(?:it|them)\b/i.test(request)) return undefined;
  // "The picture of the autumn valley has an alt text which is not correct": "it" is that field
  const field = /\b(?:has|have)\s+(?:an?\s+|the\s+|its\s+|no\s+)?((?:seo\s+)?(?:title|description)|alt\s+text|caption|excerpt|heading|subheading|tagline|label)\b/i.exec(plain)?.[1];
  // "The autumn post's title is too long … Shorten it": a title is changed by renaming what it is the title of
  // ("… grid on the homepage … rather it wasn't on the homepage": the page said once, where the request says it)
  const pageSaid = /\b(?:from|on|off)\s+(?:the|our)\s+(?:[\w-]+\s+page|home\s*page|front\s+page)\b/i.test(request);
  const thing = subject.replace(/^(?:this|that|our|my)\s+/i, "the ").replace(/['’]s\s+(?:title|name)$/i, "")
    .replace(ON_A_PAGE, (onPage) => (pageSaid ? "" : onPage));
  return request.replace(/\bit\b/i.test(request) ? /\bit\b/i : /\bthem\b/i, field ? `the ${field} of ${thing}` : thing);
}

/** A picture's or post's field named without whose it is ("the caption", "the excerpt"). */
const FIELD_WITHOUT_OWNER = /(\bthe\s+(?:alt\s+text|alt|caption|excerpt|summary|teaser|description|cover(?:\s+image|\s+photo|\s+picture)?))\b(?!\s+(?:of|on|for|in)\b)/i;

/** The picture or post a step changes, as a request names it. */
function ownerOf(step: Intent): string | undefined {
  if (step.kind === "setImageAlt" || step.kind === "setImageText") return isPronoun(step.image) ? undefined : step.image;
  if (step.kind === "editPost") return isPronoun(step.post) ? undefined : `the ${step.post} post`;
  return undefined;
}

/** Whether a part about "it" is understood as a follow-up to the part before it. */
const readsAfter = (part: string, before: string) => (ABOUT_IT.test(part) || FIELD_WITHOUT_OWNER.test(part)) && isAction(withPartBefore(part, { part: before, step: parseAction(before) }));

/** "add our Instagram to the menu → https://…, label it Instagram": the label is the new link's, not a second change. */
const labelsNewLink = (link: Intent | undefined, label: Intent | undefined): label is IntentOf<"editMenuItem"> & { newLabel: string } =>
  link?.kind === "addNavLink" && label?.kind === "editMenuItem" && isPronoun(label.label) && !!label.newLabel;
const withLabelAfter = (step: Intent, after: Intent | undefined): Intent => (step.kind === "addNavLink" && labelsNewLink(step, after) ? { ...step, label: after.newLabel } : step);

/** "add 'Shop' → https://… to the menu, then move it before Contact", "rename contact to 'say hi' + move it first": "it" is the link just added or renamed. */
function movingTheNewLink(step: Intent, index: number, steps: Intent[]): Intent {
  const before = steps[index - 1];
  const renamed = before?.kind === "editMenuItem" ? (before.newLabel ?? before.label) : undefined;
  const label = step.kind === "moveMenuItem" && isPronoun(step.label) ? (newLinkLabel(before) ?? renamed) : undefined;
  return step.kind === "moveMenuItem" && label ? { ...step, label } : step;
}

/** The label of the link a request adds to the menu, if it adds one. */
const newLinkLabel = (intent: Intent | undefined) => (intent?.kind === "addNavLink" ? intent.label : intent?.kind === "addMenuItemAt" ? (intent.label ?? intent.page) : undefined);

/** "Pull Case studies out of the dropdown and make it its own top-level item": the same change again, of "it". */
const saidAgain = (before: Intent | undefined, step: Intent) =>
  !!before && before.kind === step.kind && refersBack(step) && Object.entries(step).every(([key, value]) => (typeof value === "string" && isPronoun(value)) || JSON.stringify(value) === JSON.stringify((before as Record<string, unknown>)[key]));

/** A page or post published, and whether it is named by "it". */
const publishes = (step: Intent | undefined) => (step?.kind === "pageAction" || step?.kind === "postAction") && step.action === "publish";
const publishesIt = (step: Intent) => (step.kind === "pageAction" || step.kind === "postAction") && step.action === "publish" && isPronoun(step.kind === "pageAction" ? step.page : step.post);
const publishedAgain = (before: Intent | undefined, step: Intent) => publishes(before) && publishesIt(step);

/** "add a testimonial from Dana Ruiz: '…' — and get it live": "it" is the testimonial just added or changed, not a page. */
function publishingTheEntry(step: Intent, index: number, steps: Intent[]): Intent {
  const before = steps[index - 1];
  if (!publishesIt(step)) return step;
  if (before?.kind === "createEntry") return { kind: "entryAction", collection: before.collection, name: before.values.author ?? "newest", action: "publish" };
  // "… the company is Willow Yoga Studio. After, publish it": the testimonial just changed
  return before?.kind === "editEntry" ? { kind: "entryAction", collection: before.collection, name: before.field === "title" ? before.value : before.name, action: "publish" } : step;
}

/** "… the Contact page be renamed 'X' and its address be changed to /secretary": "its" address is the page's just renamed. */
function slugOfPageBefore(step: Intent, index: number, steps: Intent[]): Intent {
  const before = steps[index - 1];
  const page = before && "page" in before && typeof before.page === "string" && before.page && !isPronoun(before.page) && !("post" in before) ? before.page : undefined;
  if (step.kind !== "editPost" || step.post !== "it" || step.change.field !== "slug" || !page || (before.kind !== "renamePage" && before.kind !== "editPage")) return step;
  return { kind: "editPage", page, field: "slug", value: step.change.value.replace(/^\//, "") };
}

/** "rename our About page to About Us, and change the link in the menu to match": the page's menu link takes its new name. */
function menuLinkToMatch(step: Intent, index: number, steps: Intent[]): Intent {
  const before = steps[index - 1];
  if (step.kind !== "editMenuItem" || before?.kind !== "renamePage" || !/^(?:(?:menu\s+|nav\s+)?(?:link|label)|it|that|the|menu(?:\s+item)?)$/i.test(step.label) || !/^(?:match|suit|fit|agree|the\s+same)$/i.test(step.newLabel ?? "")) return step;
  return { kind: "editMenuItem", label: before.page.replace(/^(?:our|my)\s+/i, ""), newLabel: before.title };
}

/** "change the home hero button to say X and point it to /contact": "it" is the button just changed, not a menu link. */
function pointingTheButton(step: Intent, index: number, steps: Intent[]): Intent {
  const before = steps[index - 1];
  const goesTo = step.kind === "editMenuItem" && step.label === "it" && !step.newLabel && !step.parent ? (step.url ?? (step.page && `the ${step.page} page`)) : undefined;
  if (!goesTo || before?.kind !== "setSectionField") return step;
  // (a section found by its field — "the button of the home page" — takes the link field by its words too)
  const field = before.templateKey === ANY_SECTION || before.templateKey === LAST_SECTION_WITH ? "button link" : fieldFor(before.templateKey, "button link");
  return field ? { kind: "setSectionField", page: before.page, templateKey: before.templateKey, field, value: goesTo } : step;
}
