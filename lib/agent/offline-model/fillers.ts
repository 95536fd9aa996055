import { protectQuotes, QUESTION_OPENING, WANTS_TO_KNOW } from "./text";

/**
 * What people type around a request that no rule should have to know: emoji, dictated punctuation
 * ("delete the old prices page full stop"), and in a question, words that only soften or date it
 * ("is the About page at present visible", "can customers already see it", "or not?"). A question
 * wrapped in "let me know whether …" is the question itself. Quoted text is never touched.
 */
const EMOJI = /[\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}\u{FE0F}\u{200D}]+/gu;
/** "The workshop is cancelled 😔 please delete the page": an emoji before a request ends the sentence before it. */
const EMOJI_BETWEEN = /(?<=[\p{L}\p{N}])\s*[\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}\u{FE0F}\u{200D}]+\s+(?=(?:please|pls|plz|can|could|would|will|so|now)\b)/giu;
/** "two quick ones:", "a couple of things —", "we need two things:", "I have three small things, if I may.": how many requests follow, no request itself. */
const HOW_MANY_FOLLOW = /^(?:(?:(?:i|we)\s+(?:need|want|have|'ve\s+got|got)\s+|(?:could|can|would)\s+you\s+tell\s+me\s+|tell\s+me\s+)?(?:two|three|four|five|2|3|4|5|a\s+couple\s+of|a\s+few|some)\s+(?:quick\s+|small\s+|little\s+|more\s+)?(?:ones|things|questions|qs|requests|bits|changes|jobs|tasks|favou?rs|items|points|matters|fixes|problems|issues)(?:\s+with\s+(?:the\s+|our\s+)?[\w-]+(?:\s+[\w-]+)?)?(?:,?\s+please)?(?:\s+(?:for\s+you|done|for\s+today|(?:before|ahead\s+of|for)\s+(?:the\s+)?(?:launch|go-?live|the\s+meeting|tomorrow|monday|friday|the\s+weekend)))?(?:,?\s+if\s+(?:i\s+may|you\s+have\s+a\s+(?:moment|minute|sec(?:ond)?)|you\s+(?:don't|do\s+not)\s+mind))?(?:\s+please)?\s*[:—–.-]\s*)/i;
const DICTATED = [
  // "with a full stop" names the mark; only "full stop" said on its own is one
  [/(?<!\b(?:a|the|with|without|no|add|put))\s+full\s+stop[\s.]*$/gi, ""],
  [/(?<!\b(?:a|the|with|without|no|add|put))\s+full\s+stop\b/gi, "."],
  [/\s+question\s+mark\b/gi, "?"],
  [/\s+exclamation\s+(?:mark|point)\b/gi, "!"],
] as const;

const QUESTION_START = new RegExp(String.raw`^(?:is|are|was|were|does|do|did|has|have|can|could|will|would|might|what|what's|which|who|whose|where|how|when|why|whether|let\s+me\s+know|${WANTS_TO_KNOW}|tell(?:\s+(?:me|us))?(?=\s+(?:what|which|who|whose|where|how|when|whether|if|me|us)\b)|remind\s+me)\b`, "i");
const SOFTENERS = /\s+(?:at\s+present|presently|currently|at\s+the\s+moment|at\s+this\s+(?:stage|point|time)|right\s+now|rn|as\s+of\s+now|by\s+any\s+chance|actually|even|already|still|yet|any\s*more)(?=[\s,?.!]|$)/gi;
const OR_NOT = /(?:,?\s+or\s+(?:not|no|whether\s+.*|is\s+it\s+.*|does\s+it\s+.*|are\s+they\s+.*|.*\s+still\s+.*))(?=[?.!]*$)/i;
/** "(could you) let me know", "tell me", "remind me" …: a question asked for, not the question. */
const ASKING = String.raw`^(?:please\s+|kindly\s+)?(?:(?:could|would|can|will|might|may)\s+you\s+(?:please\s+|kindly\s+|just\s+)*)?(?:let\s+me\s+know|tell(?:\s+(?:me|us))?|remind\s+me|inform\s+me|advise\s+me|${WANTS_TO_KNOW}`;
const CHECKING = String.raw`${ASKING}|check|find\s+out|confirm)\s+(?:whether|if)\s+`;
/** "let me know whether the About page is visible" → "is the About page visible". */
const ASK_WHETHER = new RegExp(String.raw`${CHECKING}(.+?)\s+(is|are|was|were|has|have|can)\s+(.+)$`, "i");
const ASK_WHETHER_ANY = new RegExp(CHECKING, "i");
const ASK_WH = new RegExp(String.raw`${ASKING}|confirm|check)\s+(?=(?:what|which|who|whose|where|how|when)\b)`, "i");

/** "someone told me …, is that true?", "a customer says … — is that right?": what they were told, asked. */
const HEARSAY = /^(?:(?:someone|somebody|people|a\s+(?:customer|client|friend|colleague|visitor)|my\s+\w+|[A-Z][a-z]+)\s+(?:told\s+(?:me|us)|tells\s+(?:me|us)|said|says|mentioned|reckons|thinks)\s+(?:that\s+)?)?(.+?)[.,;!]?\s+(?:[—–-]\s+)?(?:is|isn't|is\s+not)\s+(?:that|it|this)\s+(?:true|right|correct|so|the\s+case)\?$/i;

// "… saying we deliver to all the local funeral homes and put it in the menu": the words end where the page is acted on again
const THEN_THE_PAGE = String.raw`\s+(?:and\s+|then\s+)+(?:(?:put|add|link|pop|stick)\s+(?:it|this|the\s+(?:new\s+)?page)\s+(?:in|on|to|into|under)\b|publish\s+(?:it|this|the\s+page)\b|(?:make|put)\s+it\s+live\b)`;
// "a heading that says Flowers for your big day and a line saying …": the next field's words are its own
const NEXT_FIELD = String.raw`\s+(?:and|with)\s+(?:a|an|the)\s+(?:(?:short|little)\s+)?(?:line|text|body|button|subheading|heading|paragraph|bit\s+of\s+text)\s+(?:saying|that\s+says|which\s+says|reading)\b`;
/** "a text bit saying we cater for up to 50 people, and …": words given unquoted are quoted, so "to" or "and" in them splits nothing. */
const SAYING = new RegExp(String.raw`(?<!\b(?:keep|keeps|kept|are|were|was|is|been|stop|stopped|started|go\s+around|went\s+around)\s+)\b(saying|that\s+says|which\s+says|that\s+reads|which\s+reads)\s+(?![\u0000"'“‘])([^;\u0000"“]+?)(?:(?=\s*(?:,\s*(?:and\s+)?(?:then\s+)?(?:add|put|create|make|publish|delete|remove|change|set|link|hide|show|move|rename|tag|use)\b|;|\.\s)|${THEN_THE_PAGE}|${NEXT_FIELD})|[.!?]?$)`, "gi");

const QUESTION_OPENINGS = new RegExp(String.raw`^(?:(?:please|kindly|so|and|ok|hey|hi|sorry|${QUESTION_OPENING})\b[,:\s-]*)+`, "i");

/** "Let's clean up the blog for launch: delete …, retitle … and get … live": a heading that only says the requests below tidy things up (one that names a page or the menu says where they are). */
const HEADING = /^(?:let's\s+|lets\s+)?(?:clean|tidy|spruce|freshen|smarten|sort)\s+(?:up\s+)?(?:the\s+)?(?:blog|site|website)(?:\s+(?:for|before)\s+[\w\s-]{1,30})?\s*:\s+/i;

export function withoutFillers(text: string): string {
  // Emoji go from the request, never from quoted words.
  // "… saying we're closed Monday" quotes what is said — never words already inside quotes ('Stop saying sorry').
  const { text: quoted, restore } = protectQuotes(text);
  const masked = quoted.replace(SAYING, '$1 "$2"');
  let sentence = DICTATED.reduce((current, [pattern, mark]) => current.replace(pattern, mark), masked.replace(EMOJI_BETWEEN, ". ").replace(EMOJI, " ")).replace(/\s+/g, " ").trim().replace(HOW_MANY_FOLLOW, "").replace(HEADING, "");
  const question = /\?\s*$/.test(sentence) || QUESTION_START.test(sentence.replace(QUESTION_OPENINGS, ""));
  if (question) {
    // "what's in the hero on home — headline + sub": a short note after a dash only narrows the question (a quoted value is no note).
    sentence = sentence.replace(SOFTENERS, "").replace(OR_NOT, "").replace(/(?:,\s*|\s+)(?:(?:and\s+)?in\s+(?:what\s+|which\s+)?order|(?:from\s+)?top\s+to\s+bottom|in\s+the\s+order\s+they\s+(?:appear|come))(?=[?.!,]|$)/gi, "").replace(/^(what(?:'s|\s+is)\s+.+?)\s+set\s+(?:to|as)(?=[?.!]|$)/i, "$1").replace(/(?<!\bfor)\s+now(?=[?.!]+\s|[?.!]*$)/gi, "").replace(/\s+[—–-]\s+(?![^\n]*\u0000)(?:\S+\s*){1,4}(?=[?.!]*$)/, "");
    const whether = ASK_WHETHER.exec(sentence.replace(/[?.!\s]+$/, ""));
    if (whether) sentence = `${whether[2]} ${whether[1]} ${whether[3]}?`;
    else sentence = sentence.replace(ASK_WHETHER_ANY, "");
    sentence = sentence.replace(ASK_WH, "");
    // "someone told me the contact page has no SEO description. is that true?": the statement is the question
    sentence = sentence.replace(HEARSAY, "$1?");
    // Asked as a statement: "the page opening hours is online?", "we have a logo set?", "the contact page has no SEO description?"
    sentence = sentence.replace(/^((?:the|our|my)\s+[^?,.!]+?)\s+(?:has|have)\s+no\s+([^?,.!]+)\?$/i, "does $1 have $2?").replace(/^((?:the|our|my)\s+[^?,.!]+?)\s+(is|are|has|have)\s+([^?,.!]+)\?$/i, "$2 $1 $3?").replace(/^(we|you|they)\s+(have|need|use|show|still\s+have)\b([^?.!]*)\?$/i, "do $1 $2$3?");
  }
  return restore(sentence);
}
