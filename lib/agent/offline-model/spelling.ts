import { COMMON_WORDS } from "@/lib/text/common-words";
import { protectQuotes } from "./text";

/**
 * The words requests are made of (actions, things, places, selectors). A typed word that is not one
 * of them, nor a common English word, and is one keystroke away from exactly one of them (a letter
 * missing, extra, wrong or two swapped) is read as that word: "chnage" → "change", "meun" → "menu".
 * Content names are not corrected here: they are matched against the real content (fuzzy.ts).
 */
const COMMAND_WORDS = `
add create make build write draft delete remove publish unpublish archive rename change update set show list hide unhide
move swap put find search display open describe upload replace insert append edit fix give use point call take tag
untag restore retitle push ship clear fill start
page pages post posts article articles blog image images picture pictures photo photos menu navigation nav link links item
items section sections hero heading headings subheading title titles tagline slogan name site website settings colour
colours color colors accent primary background text logo caption captions alt description testimonial testimonials
collection collections entry entries gallery faq feature features button draft drafts published unpublished archived live
offline oldest newest latest recent recently first second third fourth last top bottom front end changes everything
library social socials slug address excerpt cover tags body question questions answer number phone seo meta tomorrow tonight
about contact home before after under underneath beneath above below from the with called named titled many which what where there have
does missing without every all quote author company their this that these those your our something anything
appear appears mention mentions anywhere visible order invisible saying says reading reads instead
`;

const commands = new Set(COMMAND_WORDS.split(/\s+/).filter(Boolean));
// A common English word is never "corrected" to a command word.
const known = new Set([...commands, ...COMMON_WORDS]);

/** Short slips that edit distance alone would miss or get wrong. */
const SLIPS: Record<string, string> = {
  teh: "the", hw: "how", addr: "address", sory: "sorry", soory: "sorry", doesnt: "doesn't", didnt: "didn't", isnt: "isn't", wasnt: "wasn't", theyve: "they've", theyre: "they're", weve: "we've", youve: "you've", exept: "except", wating: "waiting", wiating: "waiting", excpet: "except", hompage: "homepage", homepgae: "homepage", hoempage: "homepage", homepge: "homepage", entirley: "entirely", entirly: "entirely", completly: "completely", reveiw: "review", reviw: "review", reveiws: "reviews", thne: "then", taht: "that", oder: "order", acutally: "actually", actualy: "actually", tehn: "then", whats: "what's", wheres: "where's", wiat: "wait", plese: "please", pleae: "please", pelase: "please", shud: "should", shoud: "should", shld: "should", wud: "would", cud: "could", r: "are", em: "them", qs: "questions", hte: "the", frm: "from", ad: "add", u: "you", ur: "your", pls: "please", plz: "please", wat: "what", waht: "what", wats: "what's", whta: "what", autor: "author", n: "and", anywehre: "anywhere", anywere: "anywhere", abuot: "about", tpo: "top", dwon: "down", abt: "about", bti: "bit", unter: "under", nobdy: "nobody", noboby: "nobody", emial: "email", emali: "email", shd: "should", menue: "menu", altogther: "altogether", altogehter: "altogether",
  // shorthand
  updation: "update", pfb: "please find below",
  manu: "menu", manus: "menus", pleas: "please", pleasee: "please", depoiment: "testimonial", depoimento: "testimonial", nite: "night", til: "until", sayin: "saying",
  cn: "can", gratefull: "grateful", greatful: "grateful", del: "delete", rm: "remove", mv: "move", mk: "make", yday: "yesterday", ppl: "people", pg: "page", pgs: "pages", img: "image", imgs: "images", pic: "picture", pics: "pictures", txt: "text", btn: "button", desc: "description", nav: "nav", msg: "message", w: "with", cta: "cta", fav: "favourite", thx: "thanks", ty: "thanks", tho: "though", rn: "right now", asap: "asap",
};

/** Phone shorthand spelled with a digit ("b4 relaunch", "2day"), which the word-by-word pass never sees as one word. */
const DIGIT_WORDS: Record<string, string> = { b4: "before", "2day": "today", "2nite": "tonight", "2moro": "tomorrow", "2morrow": "tomorrow", gr8: "great", l8r: "later" };
const DIGIT_SHORTHAND = new RegExp(String.raw`(?<![\w@./:#-])(?:${Object.keys(DIGIT_WORDS).join("|")})(?![\w@./:-])`, "gi");

/** "and contact 2 pls": "2" is "too" after a second thing named, never a number where one is asked for ("move contact to 2"). */
const AND_NAME_TOO = /^((?:and|also|plus)\s+(?:the\s+)?[A-Za-z][\w'-]*(?:\s+[A-Za-z][\w'-]*)?)\s+2(?=(?:\s+(?:pls|please|plz|thx|thanks|ty))?[\s.!?]*$)/i;

/** Optimal string alignment distance, stopping early once it passes `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2][j - 2] + 1);
      rows[i][j] = value;
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length][b.length];
}

/** Edit distance of two words, exported for fuzzy name matching. */
export const editDistance = distance;

/** The command word a typed word most likely is, or the word itself. */
export function correctWord(word: string): string {
  const lower = word.toLowerCase();
  if (SLIPS[lower]) return SLIPS[lower];
  if (lower.length < 4 || known.has(lower) || !/^[a-z]+$/.test(lower)) return word;
  const near = [...commands].filter((candidate) => Math.abs(candidate.length - lower.length) <= 1 && distance(lower, candidate, 1) <= 1);
  // "pags" is one slip from "page" and from "pages": the one that keeps both ends wins.
  const ends = near.filter((candidate) => candidate[0] === lower[0] && candidate.at(-1) === lower.at(-1));
  // "colurs" is one slip from "colours" and from "colors": spellings of one word are one answer.
  const spellings = new Set(near.map((candidate) => candidate.replace(/our/g, "or")));
  return near.length === 1 || spellings.size === 1 ? near[0] : ends.length === 1 ? ends[0] : word;
}

/** The request with slips in its command words corrected; quoted text, addresses and names in capitals are kept. */
export function correctSpelling(text: string): string {
  const { text: masked, restore } = protectQuotes(text);
  const corrected = masked.replace(DIGIT_SHORTHAND, (word) => DIGIT_WORDS[word.toLowerCase()]).replace(AND_NAME_TOO, "$1 too").replace(/(?<![\p{L}\p{N}_@./:#'’-])[A-Za-z]+(?![\p{L}\p{N}_@./:-]|['’]\p{L})/gu, (word) => (/^[A-Z]/.test(word) && word.length > 1 && !/^[A-Z][a-z]+$/.test(word) ? word : correctWord(word)));
  return restore(corrected);
}
