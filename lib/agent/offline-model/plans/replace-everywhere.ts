import type { IntentOf } from "../intents";
import { bullets, doneText, Halt, quote, run, type Plan } from "../plan-kit";
import { asRecord, itemsOf, labelOf } from "../resolve";
import { listOf } from "../text";
import { templateName } from "../vocabulary";
import { sectionsOf } from "./lookups";
import { changedFields } from "./section-edits";
import { SETTING_NAMES } from "./settings";
import { readSettings } from "./theme";

/** Post fields a visitor reads, where words are replaced. */
const POST_TEXT = ["title", "excerpt", "body"] as const;

/** Site settings a visitor reads (or a search engine shows), where words are replaced. */
const SHOWN_SETTINGS = Object.keys(SETTING_NAMES);

/** How many pages and posts a site-wide replacement looks through: more than anyone replaces by hand, fewer than a card can list. */
const MOST = 50;

/**
 * Words changed wherever the site shows them ("replace 'two working days' with 'one working day'
 * everywhere", "where it says 'X', can it say 'Y'"): the search finds the pages, posts and entries
 * that hold them, then each section, post and entry that really contains the words is changed, and
 * the site's name, tagline and SEO texts too when they hold them — one card each, so every change is seen.
 */
export function* replaceEverywhere({ old, replacement }: IntentOf<"replaceEverywhere">): Plan {
  const found = yield* run({ toolName: "search_content", input: { query: old, types: ["page", "post", "entry"], limit: MOST }, describe: `look for ${quote(old)} on the site` });
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
    } else if (hit.type === "entry") {
      const read = yield* run({ toolName: "cms_getEntry", input: { entryId: id }, describe: `read ${quote(labelOf(hit))}` });
      const entry = asRecord(read.entry) ?? {};
      const data = changedFields(asRecord(entry.data) ?? {}, old, replacement);
      if (!Object.keys(data).length) continue;
      yield* run({ toolName: "cms_updateEntry", input: { entryId: id, data }, describe: `change ${quote(old)} to ${quote(replacement)} in ${quote(labelOf(entry))}` });
      changed.push(quote(labelOf(entry)));
    }
  }
  const settings = yield* readSettings();
  const texts = changedFields(Object.fromEntries(SHOWN_SETTINGS.map((key) => [key, settings[key]])), old, replacement);
  if (Object.keys(texts).length) {
    const names = listOf(Object.keys(texts).map((key) => `the ${SETTING_NAMES[key as keyof typeof SETTING_NAMES]}`));
    yield* run({ toolName: "cms_updateSiteSettings", input: texts, describe: `change ${quote(old)} to ${quote(replacement)} in ${names}` });
    changed.push(names);
  }
  if (!changed.length) throw new Halt(`I couldn't find ${quote(old)} on any page, post or entry, or in the site's name, tagline or SEO texts, so I changed nothing.`);
  const where = changed.length === 1 ? `${changed[0]}.` : `${changed.length} places:\n\n${bullets(changed)}`;
  return { text: doneText({}, `Changed ${quote(old)} to ${quote(replacement)} in ${where}`) };
}
