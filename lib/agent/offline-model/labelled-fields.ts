import { isRemark } from "./remarks";
import { protectQuotes, unquote } from "./text";

/**
 * Details given one after another with their names: "Imprint, slug legal-notice, seo title 'Legal
 * notice'" → "Imprint" and { slug, seoTitle }; "title 'Our new sourdough', text: we bake it fresh"
 * → { title, body }. Each field's words (regex sources) name it; a name counts only where a detail
 * starts (the start, a comma, "and", "with", "+"), so "a post about tags" keeps its title.
 */
export type FieldWords<F extends string> = Record<F, string>;

const STARTS = String.raw`(?:^|[,;]|\.(?=\s)|\s+(?:and|with|plus)|\s*\+)\s*(?:(?:the|a|an|its|as)\s+)?`;
const SAYS = String.raw`(?:\s*(?::|=|->|→)|\s+(?:is|of|as|to|should\s+be|reads?|says?))?\s*`;

/** A detail that runs on into a remark ("we bake it fresh from 7. dont publish yet") ends before it. */
function withoutTrailingRemarks(value: string): string {
  const sentences = value.split(/(?<=[.!?])\s+/);
  while (sentences.length > 1 && isRemark(sentences.at(-1)!)) sentences.pop();
  return sentences.join(" ");
}

export function labelledFields<F extends string>(text: string, words: FieldWords<F>, loose: string[] = []): { lead: string; fields: Partial<Record<F, string>> } {
  const { text: masked, restore } = protectQuotes(text);
  const names = Object.entries(words) as [F, string][];
  const anyOf = (sources: string[]) => sources.map((source) => `(?:${source})`).join("|");
  // `loose`: words that start a detail after a plain space too ("… Autumn tips tagged seasonal").
  const loosely = loose.length ? `|\\s+(${anyOf(loose)})` : "";
  const label = new RegExp(`(?:${STARTS}(${anyOf(names.map(([, source]) => source))})${loosely})\\b${SAYS}(?=\\S)`, "gi");
  const found = [...masked.matchAll(label)];
  const fields: Partial<Record<F, string>> = {};
  found.forEach((match, index) => {
    const name = match[1] ?? match[2];
    const field = names.find(([, source]) => new RegExp(`^(?:${source})$`, "i").test(name))?.[0];
    const end = found[index + 1]?.index ?? masked.length;
    const value = unquote(withoutTrailingRemarks(restore(masked.slice(match.index + match[0].length, end))).replace(/[\s,;]+$/, ""));
    if (field && value && fields[field] === undefined) fields[field] = value;
  });
  return { lead: restore(masked.slice(0, found[0]?.index ?? masked.length)).trim(), fields };
}
