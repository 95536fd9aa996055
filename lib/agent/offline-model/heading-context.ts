import type { Intent } from "./intents";
import { pageIn } from "./replacements";
import { protectQuotes } from "./text";

/**
 * A list of changes under a heading that names a page or a post once — "Feedback from the client
 * call about the Home page: 1. Hero heading → 'X' 2. …", "On the About page: change …, and remove
 * the FAQ", "notes from Tuesday's meeting about the About page, can you make these?", "two things on
 * the autumn post: swap the 'seasonal' tag for 'podcast', and retitle it …" — is a list of changes to
 * that page or post: each change that names none of its own is read as being about it.
 */

/** What a heading names: a page or a post, by name. */
export type Heading = { name: string; noun: "page" | "post" };

/** "these", "the following": a heading that points at the list after it. */
const POINTS_AHEAD = /\b(?:these|the\s+following|as\s+follows|below|(?:a\s+few|some|two|three|four|five|several)\s+(?:changes|fixes|edits|tweaks|things|notes|corrections))\b/i;
/** Words a heading never has: a value, a "to" its value would follow, or a change asked for outright (not "make these"). */
const NOT_A_HEADING = /["'‘“]|\b(?:to|into|as)\s*$|\b(?:delete|remove|publish|rename|add|create|hide|move|set|change|update|edit|replace|swap|put|write|use|give|turn|show|list|tag|archive|link)\b/i;
/** "on the autumn post", "the Welcome post": a post a heading names. */
const POST_NAMED = /\b(?:on|in|of|for|about|to)\s+(?:the\s+|our\s+)?([\w'&-]+(?:\s+[\w'&-]+){0,3}?)\s+(?:blog\s+)?(?:post|article)\b|\bthe\s+([\w'&-]+(?:\s+[\w'&-]+)?)\s+(?:blog\s+)?(?:post|article)\b/i;

type Parse = (text: string) => Intent;

/** The page or post a heading names, when the text is a heading: "… about the Home page" before a colon, or pointing ahead. */
function headingNames(heading: string, pointsAhead: boolean): Heading | undefined {
  if (NOT_A_HEADING.test(heading.replace(/(?<=\w)['’](?=\w)/g, ""))) return undefined;
  if (/\b(?:post|article)\b/i.test(heading)) {
    const post = POST_NAMED.exec(heading);
    const name = post?.[1] ?? post?.[2];
    return name ? { name, noun: "post" } : undefined;
  }
  if (!pointsAhead && !/\bpage\b/i.test(heading)) return undefined;
  const page = pageIn(heading);
  return page && page !== "it" ? { name: page, noun: "page" } : undefined;
}

/** The page or post a reading is about. */
const subjectOf = (intent: Intent, noun: Heading["noun"]) => {
  const value = (intent as Record<string, unknown>)[noun];
  return typeof value === "string" ? value.toLowerCase() : undefined;
};

/** A part of a request under a heading, read about its page or post: as written when it names one, else with it said after or before, or for "it", when that reads as about it. */
export function onHeading(part: string, { name, noun }: Heading, parse: Parse): string {
  const unquoted = protectQuotes(part).text;
  // "publish the Contact page" under a heading about About names its own page.
  if (new RegExp(String.raw`\b${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\b`, "i").test(unquoted) || (/\b(?:page|post|article)\b/i.test(unquoted) && (pageIn(unquoted) || POST_NAMED.test(unquoted)))) return part;
  const about = (text: string) => subjectOf(parse(text), noun) === name.toLowerCase();
  if (about(part)) return part;
  const variants = [`${part} on the ${name} ${noun}`, `on the ${name} ${noun}, ${part}`, ...(/\bit\b/i.test(unquoted) ? [part.replace(/\bit\b/i, `the ${name} ${noun}`)] : [])];
  return variants.find(about) ?? part;
}

/** What a request's heading names, and the request after it: "Feedback … about the Home page: …", "notes about the About page, can you make these? …". */
export function headingOf(text: string): (Heading & { rest: string }) | undefined {
  const split = /^((?:[^:?"'‘“’]|(?<=\w)['’](?=\w))+?)([:?])\s+(\S[\s\S]*)$/.exec(text);
  if (!split) return undefined;
  const [, heading, mark, rest] = split;
  const pointsAhead = POINTS_AHEAD.test(heading);
  const named = mark === ":" || pointsAhead ? headingNames(heading, pointsAhead) : undefined;
  return named && { ...named, rest };
}
