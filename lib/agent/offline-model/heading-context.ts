import { escapeRegExp } from "@/lib/text/regex";
import { isAction, isPronoun, type Intent } from "./intents";
import { pageIn } from "./replacements";
import { protectQuotes } from "./text";
import { FIELD_PATTERN, TEMPLATE_PATTERN } from "./vocabulary";

/**
 * A list of changes under a heading that names a page or a post once — "Feedback from the client
 * call about the Home page: 1. Hero heading → 'X' 2. …", "On the About page: change …, and remove
 * the FAQ", "notes from Tuesday's meeting about the About page, can you make these?", "two things on
 * the autumn post: swap the 'seasonal' tag for 'podcast', and retitle it …" — is a list of changes to
 * that page or post: each change that names none of its own is read as being about it.
 */

/** What a heading names: a page or a post, by name. */
export type Heading = { name: string; noun: "page" | "post"; byNameAlone?: true };

/** "these", "the following": a heading that points at the list after it. */
const POINTS_AHEAD = /\b(?:these|the\s+following|as\s+follows|below|(?:a\s+few|some|two|three|four|five|several)\s+(?:changes|fixes|edits|tweaks|things|notes|corrections))\b/i;
/** Words a heading never has: a value, a "to" or "should be" its value would follow, or a change asked for outright (not "make these"). */
const NOT_A_HEADING = /["'‘“]|\b(?:to|into|as)\s*$|\b(?:should|must|shall|needs\s+to|has\s+to|ought\s+to)\s+(?:be|say|read|become)\s*$|\b(?:delete|remove|publish|rename|add|create|hide|move|set|change|update|edit|replace|swap|put|write|use|give|turn|show|list|tag|archive|link)\b/i;
/** "on the autumn post", "the Welcome post": a post a heading names. */
const POST_NAMED = /\b(?:on|in|of|for|about|to)\s+(?:the\s+|our\s+)?([\w'&-]+(?:\s+[\w'&-]+){0,3}?)\s+(?:blog\s+)?(?:post|article)\b|\bthe\s+([\w'&-]+(?:\s+[\w'&-]+)?)\s+(?:blog\s+)?(?:post|article)\b/i;

type Parse = (text: string) => Intent;

/** Single lower-case words before a colon that label a note, never name a page. */
const NOT_A_PAGE_NAME = /^(?:urgent|note|notes|fyi|update|updates|request|task|todo|re|reminder|quick|hi|hey|ps|bug|issue|ticket|feedback|question|q|also|next|then|done|ok|okay|fix|fixes|change|changes|edit|edits|menu|nav|navigation|settings|site|blog|posts?|images?|pictures?|photos?|seo|slug|url|address|name|motto|colou?rs?|primary|accent|footer|header|testimonials?|gallery|faq|important|asap|pls|please|thanks|context|background|why|goal|problem|summary|tldr|tl;dr|result|outcome|answer|reply|option|options|status|priority|deadline|owner|assignee|from|to|subject|cc|sent|date)$/i;

/** "About page subheading:", "Home hero:": a field or section named before the colon — a label, no heading. */
const NAMES_A_PART = new RegExp(String.raw`\b(?:${FIELD_PATTERN}|${TEMPLATE_PATTERN})\b`, "i");

/** The page or post a heading names, when the text is a heading: "… about the Home page" before a colon, or pointing ahead. */
function headingNames(heading: string, pointsAhead: boolean): Heading | undefined {
  if (NOT_A_HEADING.test(heading.replace(/(?<=\w)['’](?=\w)/g, "")) || NAMES_A_PART.test(heading)) return undefined;
  if (/\b(?:post|article)\b/i.test(heading)) {
    const post = POST_NAMED.exec(heading);
    const name = post?.[1] ?? post?.[2];
    return name ? { name, noun: "post" } : undefined;
  }
  // "about: mv faq above imageText": a developer's page, by its name alone
  if (/^[a-z][\w-]*$/.test(heading) && !NOT_A_PAGE_NAME.test(heading)) return { name: heading, noun: "page", byNameAlone: true };
  if (!pointsAhead && !/\bpage\b/i.test(heading)) return undefined;
  const page = pageIn(heading);
  return page && page !== "it" ? { name: page, noun: "page" } : undefined;
}

/** The thing a reading acts on, by the fields intents name it with. */
const SUBJECTS = ["page", "post", "label", "image", "collection", "name"] as const;
const subjectOf = (intent: Intent) => SUBJECTS.map((field) => (intent as Record<string, unknown>)[field]).find((value): value is string => typeof value === "string");
/** "remove the FAQ", "delete the last section", "remove the 'What we do' section" read as a page of that name: a section named, which the heading's page holds. */
const SECTION_NAME = new RegExp(String.raw`^(?:(?:first|second|third|last|top|bottom)\s+)?(?:${TEMPLATE_PATTERN})s?$|\b(?:section|block|bit|part|box)s?\b`, "i");

/**
 * A part of a request under a heading, read about its page or post. A part understood on its own
 * that names what it acts on ("delete Blog", "change the tagline to …", "on Contact, the heading …")
 * stays as written; one that names nothing, only "it", or only a section is read with the heading's
 * page or post said after or before it (or for "it"), when that reads as about it.
 */
export function onHeading(part: string, { name, noun }: Heading, parse: Parse): string {
  const own = parse(part);
  const subject = subjectOf(own);
  // Words replaced "wherever they are" are, under a heading, on its page.
  const namesItsOwn = isAction(own) && own.kind !== "replaceEverywhere" && (subject === undefined ? own.kind !== "multi" : subject.trim() !== "" && !isPronoun(subject) && !SECTION_NAME.test(subject));
  if (namesItsOwn || new RegExp(String.raw`\b${escapeRegExp(name)}\b`, "i").test(protectQuotes(part).text)) return part;
  const about = (text: string) => (parse(text) as Record<string, unknown>)[noun]?.toString().toLowerCase() === name.toLowerCase();
  const variants = [`${part} on the ${name} ${noun}`, `on the ${name} ${noun}, ${part}`, ...(/\bit\b/i.test(protectQuotes(part).text) ? [part.replace(/\bit\b/i, `the ${name} ${noun}`)] : [])];
  return variants.find(about) ?? part;
}

/** What a request's heading names, and the request after it: "Feedback … about the Home page: …", "notes about the About page, can you make these? …". */
export function headingOf(text: string): (Heading & { rest: string }) | undefined {
  const split = /^((?:[^:?!"'‘“’]|(?<=\w)['’](?=\w))+?)([:?!])\s+(\S[\s\S]*)$/.exec(text);
  if (!split) return undefined;
  const [, heading, mark, rest] = split;
  const pointsAhead = POINTS_AHEAD.test(heading);
  // "Landing page refresh! Hero headline → …": a few words exclaimed, naming a page or a post, head the list too.
  const exclaimed = mark === "!" && heading.trim().split(/\s+/).length <= 5;
  const named = mark === ":" || pointsAhead || exclaimed ? headingNames(heading, pointsAhead) : undefined;
  return named && { ...named, rest };
}
