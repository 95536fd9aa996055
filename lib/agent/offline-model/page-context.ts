import type { Intent } from "./intents";
import { pageIn } from "./replacements";
import { protectQuotes } from "./text";

/**
 * A list of changes under a heading that names the page once — "Feedback from the client call about
 * the Home page: 1. Hero heading → 'X' 2. …", "On the About page: change …, and remove the FAQ",
 * "notes from Tuesday's meeting about the About page, can you make these?" — is a list of changes to
 * that page: each change that names no page of its own is read as being on it.
 */

/** "these", "the following": a heading that points at the list after it. */
const POINTS_AHEAD = /\b(?:these|the\s+following|as\s+follows|below|(?:a\s+few|some|two|three|four|five|several)\s+(?:changes|fixes|edits|tweaks|things|notes|corrections))\b/i;
/** Words a heading never has: a value, a "to" its value would follow, or a change asked for outright (not "make these"). */
const NOT_A_HEADING = /["'‘“]|\b(?:to|into|as)\s*$|\b(?:delete|remove|publish|rename|add|create|hide|move|set|change|update|edit|replace|swap|put|write|use|give|turn|show|list|tag|archive|link)\b/i;

type Parse = (text: string) => Intent;

/** The page a heading names, when the text is a heading: "… about the Home page" before a colon, or pointing ahead. */
function headingPage(heading: string, pointsAhead: boolean): string | undefined {
  if (NOT_A_HEADING.test(heading.replace(/(?<=\w)['’](?=\w)/g, "")) || (!pointsAhead && !/\bpage\b/i.test(heading))) return undefined;
  const page = pageIn(heading);
  return page && page !== "it" ? page : undefined;
}

const pageOf = (intent: Intent) => ("page" in intent && typeof intent.page === "string" ? intent.page.toLowerCase() : undefined);

/** A part of a request under a heading, read on its page: as written when it names a page, else with the page said after or before it when that reads as a change to it. */
export function onHeadingPage(part: string, page: string, parse: Parse): string {
  const unquoted = protectQuotes(part).text;
  // "publish the Contact page" under a heading about About names its own page.
  if (new RegExp(String.raw`\b${page.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\b`, "i").test(unquoted) || (/\bpage\b/i.test(unquoted) && pageIn(unquoted))) return part;
  if (pageOf(parse(part)) === page.toLowerCase()) return part;
  const variant = [`${part} on the ${page} page`, `on the ${page} page, ${part}`].find((text) => pageOf(parse(text)) === page.toLowerCase());
  return variant ?? part;
}

/** The page a request's heading names, and the request after it: "Feedback … about the Home page: …", "notes about the About page, can you make these? …". */
export function pageHeading(text: string): { page: string; rest: string } | undefined {
  const split = /^((?:[^:?"'‘“’]|(?<=\w)['’](?=\w))+?)([:?])\s+(\S[\s\S]*)$/.exec(text);
  if (!split) return undefined;
  const [, heading, mark, rest] = split;
  const pointsAhead = POINTS_AHEAD.test(heading);
  const page = mark === ":" || pointsAhead ? headingPage(heading, pointsAhead) : undefined;
  return page ? { page, rest } : undefined;
}
