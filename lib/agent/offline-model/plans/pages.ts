import { isPronoun, type IntentOf, type PageVerb } from "../intents";
import { IMAGE_TEMPLATES, placeholderContent } from "../placeholders";
import { bullets, doneText, inParallel, pastTense, Halt, messageOf, quote, run, settle, settledText, type Plan, type PlanContext, type Step } from "../plan-kit";
import { capitalize } from "../text";
import { entityOf, itemsOf, labelOf, type Entity } from "../resolve";
import { templateName } from "../vocabulary";
import { findPage, findPageOrPost, pageWithContent, uniqueById } from "./lookups";
import { postAction, postActionOn } from "./posts";
import { deleteImage } from "./images";
import { draftOfEntity, publishDrafts, publishNamed } from "./publishing";

/** Ids of a few library images, for templates that need one (imageText, gallery). */
export function* imagesFor(templates: string[]): Step<string[]> {
  if (!templates.some((key) => IMAGE_TEMPLATES.has(key))) return [];
  const result = yield* run({ toolName: "cms_listImages", input: { limit: 4 }, describe: "list the library's images" });
  const ids = itemsOf(result).flatMap((item) => (typeof item.id === "string" ? [item.id] : []));
  if (!ids.length) throw new Halt("The image and gallery sections need pictures, but the media library is empty. Upload an image first, or leave those sections out.");
  return ids;
}

export function* listPages({ status }: IntentOf<"listPages">): Plan {
  const result = yield* run({ toolName: "cms_getPages", input: status ? { status } : {}, describe: status ? `list the ${status} pages` : "list the pages" });
  const lines = itemsOf(result).map((page) => `**${labelOf(page)}** (/${String(page.slug ?? "")}) — ${String(page.status ?? "")}`);
  return { text: lines.length ? `${messageOf(result) ?? "Pages:"}\n\n${bullets(lines)}` : `There are no ${status ? `${status} ` : ""}pages yet.` };
}

export function* createPage({ title, templates, contents, slug, seoTitle, seoDescription }: IntentOf<"createPage">): Plan {
  const details = { title, ...(slug ? { slug } : {}), ...(seoTitle ? { seoTitle } : {}), ...(seoDescription ? { seoDescription } : {}) };
  if (!templates.length) {
    const result = yield* run({ toolName: "cms_createPage", input: details, describe: `create the page ${quote(title)}` });
    return { text: `${doneText(result, `Created the page ${quote(title)}.`)} It is a draft; say "publish it" when it is ready.`, entity: entityOf(result, "page") };
  }
  const imageIds = yield* imagesFor(templates);
  const sections = templates.map((templateKey, index) => ({ templateKey, content: { ...placeholderContent(templateKey, title, imageIds), ...contents?.[index] } }));
  const result = yield* run({ toolName: "cms_createPageWithContent", input: { ...details, sections }, describe: `create the page ${quote(title)}` });
  const names = templates.map(templateName).join(", ");
  return {
    text: `${doneText(result, `Created the page ${quote(title)}.`)} Sections: ${names}${contents ? "" : ", with placeholder text to replace"}. It is a draft; say "publish it" when it is ready.`,
    entity: entityOf(result, "page"),
  };
}

export function* renamePage({ page, title }: IntentOf<"renamePage">, ctx: PlanContext): Plan {
  const found = yield* findPage(page, ctx);
  const result = yield* run({ toolName: "cms_updatePage", input: { page: found.id, title }, describe: `rename the page ${quote(found.label)} to ${quote(title)}` });
  return { text: doneText(result, `Renamed the page to ${quote(title)}.`), entity: entityOf(result, "page") ?? found };
}

const PAGE_TOOLS = { publish: "cms_publishPage", unpublish: "cms_unpublishPage", delete: "cms_deletePage" } as const;

export function* pageAction(intent: IntentOf<"pageAction">, ctx: PlanContext): Plan {
  if (intent.either) {
    const found = yield* findPageOrPost(intent.page, ctx);
    if (intent.action === "publish") return yield* publishDrafts([draftOfEntity(found)]);
    if (found.kind === "post") return yield* postActionOn(intent.action, found);
    return yield* pageActionOn(intent.action, found);
  }
  if (intent.action === "publish") return yield* publishNamed([intent.page], "page", ctx);
  // "delete it" right after creating a post (or finding an image) means that post or image.
  const recent = isPronoun(intent.page) && !/page/i.test(intent.page) ? ctx.recent[0] : undefined;
  if (recent?.kind === "image" && intent.action === "delete") return yield* deleteImage({ kind: "deleteImage", image: intent.page }, ctx);
  if (recent?.kind === "post" && intent.action !== "unpublish" && !/page/i.test(intent.page)) {
    return yield* postAction({ kind: "postAction", action: intent.action, post: intent.page }, ctx);
  }
  return yield* pageActionOn(intent.action, yield* findPage(intent.page, ctx));
}

function* pageActionOn(action: Exclude<PageVerb, "publish">, found: Entity): Plan {
  const result = yield* run({ toolName: PAGE_TOOLS[action], input: { page: found.id }, describe: `${action} the page ${quote(found.label)}` });
  return { text: doneText(result, `${capitalize(pastTense(action))} the page ${quote(found.label)}.`), entity: entityOf(result, "page") ?? found };
}

/** The same action on several pages: all are looked up first, then the actions are asked for together. */
export function* bulkPageAction({ action, pages }: IntentOf<"bulkPageAction">, ctx: PlanContext): Plan {
  if (action === "publish") return yield* publishNamed(pages, "page", ctx);
  const found = uniqueById(yield* inParallel(pages.map((name) => findPage(name, ctx))));
  const calls = found.map((page) => ({ toolName: PAGE_TOOLS[action], input: { page: page.id }, describe: `${action} the page ${quote(page.label)}` }));
  return { text: settledText(calls, yield* settle(calls)) };
}

export function* showPage({ page }: IntentOf<"showPage">, ctx: PlanContext): Plan {
  const { page: found, sections } = yield* pageWithContent(page, ctx);
  const { slug, status } = found.record;
  const lines = sections.map((section, index) => `${index + 1}. ${templateName(section.templateKey)}${section.summary ? ` — ${section.summary}` : ""}`);
  const heading = `**${found.label}** (/${String(slug ?? "")}) is ${status === "draft" ? "a draft" : String(status ?? "a page")} with ${sections.length} section${sections.length === 1 ? "" : "s"}`;
  return { text: lines.length ? `${heading}:\n\n${lines.join("\n")}` : `${heading}.`, entity: found };
}
