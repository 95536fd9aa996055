import type { IntentOf } from "../intents";
import { bullets, doneText, Halt, quote, run, type Plan } from "../plan-kit";
import { asRecord, itemsOf, labelOf } from "../resolve";
import { templateName } from "../vocabulary";
import { sectionsOf } from "./lookups";
import { changedFields } from "./section-edits";

/** Post fields a visitor reads, where words are replaced. */
const POST_TEXT = ["title", "excerpt", "body"] as const;

/** How many pages and posts a site-wide replacement looks through: more than anyone replaces by hand, fewer than a card can list. */
const MOST = 50;

/**
 * Words changed wherever the site shows them ("replace 'two working days' with 'one working day'
 * everywhere"): the search finds the pages and posts that hold them, then each section and post
 * that really contains the words is changed — one card each, so every change is seen.
 */
export function* replaceEverywhere({ old, replacement }: IntentOf<"replaceEverywhere">): Plan {
  const found = yield* run({ toolName: "search_content", input: { query: old, types: ["page", "post"], limit: MOST }, describe: `look for ${quote(old)} on the site` });
  const changed: string[] = [];
  for (const hit of itemsOf(found)) {
    const id = String(hit.id);
    if (hit.type === "page") {
      const read = yield* run({ toolName: "cms_getPage", input: { page: id, includeContent: true }, describe: `read the page ${quote(labelOf(hit))}` });
      const page = labelOf(asRecord(read.page) ?? hit);
      const sections = sectionsOf(read);
      for (const section of sections) {
        const content = changedFields(section.content ?? {}, old, replacement);
        if (!Object.keys(content).length) continue;
        yield* run({ toolName: "cms_syncSectionContent", input: { sectionId: section.id, content }, describe: `change ${quote(old)} to ${quote(replacement)} in the ${templateName(section.templateKey)} section of ${quote(page)}` });
        changed.push(`the ${templateName(section.templateKey)} section of the page ${quote(page)}`);
      }
    } else if (hit.type === "post") {
      const read = yield* run({ toolName: "cms_getPost", input: { post: id, includeBody: true }, describe: `read the post ${quote(labelOf(hit))}` });
      const post = asRecord(read.post) ?? {};
      const fields = changedFields(Object.fromEntries(POST_TEXT.map((field) => [field, post[field]])), old, replacement);
      if (!Object.keys(fields).length) continue;
      yield* run({ toolName: "cms_updatePost", input: { post: id, ...fields }, describe: `change ${quote(old)} to ${quote(replacement)} in the post ${quote(labelOf(post))}` });
      changed.push(`the post ${quote(labelOf(post))}`);
    }
  }
  if (!changed.length) throw new Halt(`I couldn't find ${quote(old)} on any page or post, so I changed nothing.`);
  const where = changed.length === 1 ? `${changed[0]}.` : `${changed.length} places:\n\n${bullets(changed)}`;
  return { text: doneText({}, `Changed ${quote(old)} to ${quote(replacement)} in ${where}`) };
}
