import type { Intent } from "./intents";
import { unquote } from "./text";

const QUOTED = String.raw`(["'“‘\`][^"'”’\`]+["'”’\`])`;
/** "change 'A' to 'B'", "for 'A' read 'B'", "replace 'A' with 'B'", "says 'A' but should say 'B'": the old words, then the new. */
const OLD_THEN_NEW = new RegExp(String.raw`(?:\b(?:for|change|replace|swap|from|says?|reads?)\s+)?${QUOTED}\s*,?\s*(?:to|with|into|by|for|read|→|->|=>|(?:but\s+)?(?:it\s+)?should\s+(?:say|read|be))\s*:?\s*${QUOTED}`, "i");

/**
 * "Site tagline: for 'independent businesses' read 'independent shops'", "change 'hills' to 'Downs'
 * in the caption of mountain-sunrise.jpg": some words of a setting or of an image's text changed,
 * the rest kept. What holds them is read as if the whole value were set ("change the caption of
 * mountain-sunrise.jpg to 'Downs'"), so every way of naming a setting or an image works here too.
 */
export function wordsInField(sentence: string, parse: (text: string) => Intent): Intent | undefined {
  // ("it's 'B', not 'A'" and "'B' instead of 'A'" give the whole value, as they always did)
  const found = OLD_THEN_NEW.exec(sentence);
  if (!found) return undefined;
  const [old, replacement] = [found[1], found[2]].map(unquote);
  const before = sentence.slice(0, found.index);
  const after = sentence.slice(found.index + found[0].length);
  const rest = `${before} ${after}`.replace(/\s+/g, " ").replace(/^\s*(?:in|on|for|of)\s+/i, "").replace(/[\s,:;.!]+$/, "").trim();
  const probes = [`${before}${found[2]}${after}`, `change ${rest} to ${found[2]}`];
  for (const probe of probes) {
    const read = parse(probe);
    if (read.kind === "updateSetting" && read.value === replacement) return { kind: "replaceInSetting", key: read.key, old, replacement };
    if (read.kind === "setImageText" && read.value === replacement) return { kind: "replaceInImageText", image: read.image, field: read.field, old, replacement };
    if (read.kind === "setImageAlt" && read.alt === replacement) return { kind: "replaceInImageText", image: read.image, field: "alt", old, replacement };
  }
  return undefined;
}
