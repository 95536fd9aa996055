import type { Intent } from "./intents";
import { protectQuotes, unquote, URL_PATTERN } from "./text";
import { FIELD_PATTERN, TEMPLATE_PATTERN } from "./vocabulary";

/** A sentence shape: the pattern and how its groups become an intent (undefined = not this rule after all). */
export type Rule = { pattern: RegExp; build: (groups: string[]) => Intent | undefined };

/**
 * Builds a case-insensitive, whole-sentence pattern from readable pieces: `{PAGE}` ends with a page
 * reference ("the about page", "page about", "home"), `{NAV}` names the navigation, `{URL}` a link,
 * `{TEMPLATE}` and `{FIELD}` a section template and field, `{LIST}` opens a listing request. A space matches any run of spaces; " ?" makes it optional.
 */
export function shape(source: string): RegExp {
  const expanded = source
    .replace(/\{PAGE\}/g, String.raw`(?:the\s+)?(?:page\s+)?(.+?)(?:\s+page)?`)
    .replace(/\{NAV\}/g, String.raw`(?:the\s+|our\s+)?(?:main\s+|site\s+|top\s+)?(?:navigation|nav|menu|navbar)(?:\s+menu|\s+bar)?`)
    .replace(/\{URL\}/g, URL_PATTERN)
    .replace(/\{FIELD\}/g, `(${FIELD_PATTERN})`)
    .replace(/\{TEMPLATE\}/g, `(${TEMPLATE_PATTERN})`)
    .replace(/\{LIST\}/g, String.raw`(?:list|show|display|get|view|see|browse|what\s+are|which\s+are)(?:\s+me)?(?:\s+all|\s+the|\s+my|\s+our|\s+of)*`)
    .replace(/ \?/g, String.raw`\s*`)
    .replace(/ /g, String.raw`\s+`);
  return new RegExp(`^${expanded}$`, "i");
}

export const rule = (source: string, build: Rule["build"]): Rule => ({ pattern: shape(source), build });

/** The name of something that exists, as the request gives it, without "the", end marks, or when ("the Summer Concert page now", "Priya Shah with immediate effect"). */
export const target = (value: string) =>
  unquote(
    // "the page presently entitled 'About'": the name after the word for it
    withoutAside(value.replace(/^the\s+/i, "").replace(/^(?:(?:presently|currently|now)\s+)?(?:called|named|entitled|titled)\s+(?=\S)/i, "").replace(/(?<=\w)[.,;:!?]+$/, ""))
      .replace(/\s+(?:page|post)\s+(?:now|today|asap|straight\s+away|right\s+away|immediately)$/i, "")
      .replace(/\s+(?:with\s+immediate\s+effect|immediately|straight\s+away|right\s+away|asap|as\s+soon\s+as\s+possible)$/i, "")
      // "remove them entirely now": how thoroughly, never part of the name
      .replace(/\s+(?:entirely|completely|altogether|permanently|for\s+good)(?:\s+now)?$/i, "")
      // "the 2023 one instead", "the welcome one": the name, not the word for another of the same kind (a title says "One")
      .replace(/(?:\s+(?:page|post))?\s+instead$/i, "")
      .replace(/(?<=\S)\s+one$/, "")
      // "take it also out of the menu": "it"
      .replace(/^(it|them|that|this)\s+(?:also|too|as\s+well)$/i, "$1"),
  );

/**
 * A reason typed straight after a name, with no comma ("archve the welcome post its from ages ago",
 * "delete IMG_2231.jpg i uploded it by mistake", "archive post 'Summer offer' (promo ended)"): the
 * name ends where a new clause starts, at words that rarely start one inside a title. Quoted names
 * are never cut ("'Why we're moving'"), nor a year or number in brackets ("Summer Menu (2023)").
 */
const ASIDE = /\s+(?:\((?![\d\s–-]+\))[^)]*\)|(?:its|it's|were|we're|we've|we'd|i'm|i've|they're|cos|coz|because|since|b4|(?-i:i))\s+\S.*|(?:that\s+|which\s+)?(?:we|you|i)\s+(?:just\s+|only\s+|recently\s+)?(?:added|uploaded|made|wrote|created|posted|published|took|put\s+up)\b.*)$/i;
function withoutAside(name: string): string {
  const { text, restore } = protectQuotes(name);
  const cut = restore(text.replace(ASIDE, ""));
  return cut.trim() ? cut : name;
}

const PICTURE_WORD = String.raw`(?:images?|pictures?|photos?|pics?|shots?)`;
/** A picture as the request names it, without "the", "our", "picture" or "one" around it: "the picture of the coast" → "coast", "the photo with the purple sky" → "purple sky". */
export const pictureName = (words: string) =>
  target(words)
    .replace(/^(?:our|the)\s+/i, "")
    .replace(new RegExp(String.raw`\s+(?:${PICTURE_WORD}|one)$`, "i"), "")
    .replace(new RegExp(String.raw`^${PICTURE_WORD}\s+(?:of|with|showing|that\s+shows)?\s*(?:the\s+|an?\s+)?`, "i"), "");
