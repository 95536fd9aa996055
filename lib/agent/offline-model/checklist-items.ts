/**
 * The lines of a list under a header ("Post tags: / - Welcome post: add 'announcements'", "Pages
 * check: / - which pages are still drafts?") read one by one: a line that is a request or question
 * of its own stays one, and a line in a list's shorthand is written out as the request it means.
 * Lines these do not cover are left to the ticket's reading (pasted.ts).
 */

const QUESTION = /\?\s*$|^(?:how|what|what's|which|who|where|when|why|is|are|does|do|did|has|have|can)\b/i;
const REQUEST = /^(?:(?:then|and|also)\s+)?(?:list|show|tell|publish|unpublish|add|create|delete|remove|hide|rename|move|archive|put|make|change|set|update|link|tag|replace|swap|upload|restore|undo)\b/i;
const PICTURE = String.raw`([\w-]+\.(?:jpe?g|png|gif|webp|avif|svg))`;
const ARROW = String.raw`\s*(?:→|->|=>|:|\s-\s|\s–\s|\s—\s)\s*`;
const PICTURE_TEXT = new RegExp(String.raw`^${PICTURE}${ARROW}(alt(?:\s+text)?|caption)\s*[:=]?\s+(\S.*)$`, "i");
const PICTURE_GONE = new RegExp(String.raw`^${PICTURE}${ARROW}(?:delete|remove|bin|trash)(?:\s+it)?\b`, "i");
/** "Welcome post: add 'announcements'" under a header about tags. */
const TAGS_OF = /^(?:the\s+)?(.+?)\s*:\s*(add|remove|drop|delete|take\s+off)\s+(?:the\s+)?(?:tags?\s+)?(\S.*)$/i;
/** "About: heading 'Where we work' → 'Our studio'": a page, what on it, and the new words. */
const ON_PAGE = /^([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)(?:\s+page)?\s*:\s*(.+?)\s*(?:→|->|=>)\s*(\S.*)$/;

/** "It was agreed that the post 'X' be archived": minutes' words for a request. */
const AGREED = /^it\s+(?:was|has\s+been)\s+(?:agreed|decided|resolved)\s+(?:that\s+)?((?:the|our)\s+.+?)\s+be\s+(?=\w)/i;

/** One line as the request it is, or undefined when it is no request of its own in a form read here. */
export function itemAsRequest(item: string, header: string): string | undefined {
  const agreed = AGREED.exec(item);
  if (agreed) return item.replace(AGREED, "$1 should be ").replace(/[.]$/, "");
  if (QUESTION.test(item) || REQUEST.test(item)) return item;
  const text = PICTURE_TEXT.exec(item);
  if (text) return `set the ${text[2]} of ${text[1]} to ${text[3]}`;
  const gone = PICTURE_GONE.exec(item);
  if (gone) return `delete ${gone[1]}`;
  const tags = /\btags?\b/i.test(header) ? TAGS_OF.exec(item) : null;
  if (tags) return `${tags[2]} the tags ${tags[3]} ${/^add$/i.test(tags[2]) ? "to" : "from"} the ${tags[1]}`;
  const onPage = ON_PAGE.exec(item);
  if (onPage) return `change the ${onPage[2]} on the ${onPage[1]} page to ${onPage[3]}`;
  return undefined;
}

/** "Menu order should be: / 1. Home / 2. Blog …": the labels, in order, when every line is one. */
export function menuOrderOf(header: string, items: string[]): string | undefined {
  if (!/\bmenu\s+order\b|\border\s+(?:of|in)\s+the\s+(?:menu|nav)\b|\b(?:menu|nav)\b.*\border\b/i.test(header)) return undefined;
  return items.length >= 2 && items.every((item) => /^[\w'&-]+(?:\s+[\w'&-]+){0,2}$/.test(item)) ? `menu order: ${items.join(", ")}` : undefined;
}

/** "New testimonials: / - '…' — Ines Duarte, Lumen Yoga / - …": one new testimonial per line. */
export function testimonialsListed(header: string, items: string[]): string | undefined {
  if (!/^(?:(?:please\s+)?add\s+(?:these\s+|the\s+following\s+)?|new\s+|more\s+)(?:testimonials|reviews|quotes)\b/i.test(header)) return undefined;
  return items.length && items.every((item) => /["“'‘]/.test(item)) ? items.map((item) => `add a testimonial: ${item}`).join("; ") : undefined;
}
