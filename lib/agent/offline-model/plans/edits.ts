import type { IntentOf } from "../intents";
import { doneText, Halt, quote, run, settle, settledText, type Plan, type PlanContext } from "../plan-kit";
import type { ToolResult } from "../conversation";
import { asRecord, entityOf, labelOf, type Entity } from "../resolve";
import { findImage, findPage, findPost } from "./lookups";
import { postSelector, selectedPosts } from "./selectors";

/** Changes to one field or a few of a page or post: its title, address, SEO texts, excerpt, tags, cover or text. */

const PAGE_FIELDS = { title: "title", slug: "address", seoTitle: "SEO title", seoDescription: "SEO description" } as const;

export function* editPage({ page, field, value }: IntentOf<"editPage">, ctx: PlanContext): Plan {
  return yield* changePageField(yield* findPage(page, ctx), field, value);
}

export function* changePageField(found: Entity, field: IntentOf<"editPage">["field"], value: string): Plan {
  const slug = field === "slug" ? value.replace(/^\/+|\/+$/g, "").toLowerCase() : value;
  const result = yield* run({
    toolName: "cms_updatePage",
    input: { page: found.id, [field]: slug },
    describe: `change the ${PAGE_FIELDS[field]} of the page ${quote(found.label)} to ${quote(slug)}`,
  });
  return { text: doneText(result, `Changed the ${PAGE_FIELDS[field]} of ${quote(found.label)}.`), entity: entityOf(result, "page") ?? found };
}

/** Where a post says these words — its text, excerpt or title — and which characters they are. Words quoted cut short ("A fresh look…") run to the end of their sentence. */
function wordsIn(post: Record<string, unknown>, words: string): { field: "body" | "excerpt" | "title"; text: string; from: number; to: number } | undefined {
  const start = words.replace(/\s*(?:…|\.\.\.)$/, "");
  const cut = start !== words;
  for (const field of ["body", "excerpt", "title"] as const) {
    const text = typeof post[field] === "string" ? (post[field] as string) : "";
    const from = start ? text.toLowerCase().indexOf(start.toLowerCase()) : -1;
    if (from < 0) continue;
    const end = from + start.length;
    const sentenceEnd = /[.!?…](?=\s|$)|\n/.exec(text.slice(end));
    return { field, text, from, to: cut ? (sentenceEnd ? end + sentenceEnd.index + 1 : text.length) : end };
  }
  return undefined;
}

export function* editPost({ post, change }: IntentOf<"editPost">, ctx: PlanContext): Plan {
  const selector = change.field === "tags" ? postSelector(post) : undefined;
  if (selector?.all && change.field === "tags") return yield* tagEvery(yield* selectedPosts(selector), change);
  const found = yield* findPost(post, ctx);
  const input: Record<string, unknown> = { post: found.id };
  let what: string;
  if (change.field === "tags" || change.field === "body" || change.field === "wording") {
    const current = yield* run({ toolName: "cms_getPost", input: { post: found.id, includeBody: change.field !== "tags" }, describe: `read the post ${quote(found.label)}` });
    const record = asRecord(current.post) ?? {};
    if (change.field === "tags") {
      const tags = Array.isArray(record.tags) ? (record.tags as string[]) : [];
      const has = (tag: string) => tags.some((existing) => existing.toLowerCase() === tag.toLowerCase());
      if (change.remove) {
        const missing = change.remove.filter((tag) => !has(tag));
        if (missing.length === change.remove.length) throw new Halt(`${quote(found.label)} has no tag ${missing.map(quote).join(" or ")}. Its tags are: ${tags.map(quote).join(", ") || "none"}.`);
      }
      input.tags = change.set ?? [...tags.filter((tag) => !change.remove?.some((gone) => gone.toLowerCase() === tag.toLowerCase())), ...(change.add ?? []).filter((tag) => !has(tag))];
      what = change.set ? `set the tags of ${quote(found.label)} to ${change.set.map(quote).join(" and ")}` : change.add ? `tag ${quote(found.label)} ${change.add.map(quote).join(" and ")}` : `remove the tag ${change.remove!.map(quote).join(" and ")} from ${quote(found.label)}`;
    } else if (change.field === "wording") {
      const where = wordsIn(record, change.old);
      if (!where) throw new Halt(`The post ${quote(found.label)} doesn't say ${quote(change.old)}, so nothing was changed.`);
      const { field, text, from, to } = where;
      input[field] = text.slice(0, from) + change.replacement + text.slice(to);
      what = `change ${quote(text.slice(from, to))} to ${quote(change.replacement)} in ${field === "body" ? "" : `the ${field} of `}${quote(found.label)}`;
    } else {
      const body = typeof record.body === "string" ? record.body : "";
      input.body = `${body.trimEnd()}\n\n${change.value}`;
      what = `add a line to the end of ${quote(found.label)}`;
    }
  } else if (change.field === "cover" && !change.value) {
    input.coverImageId = null;
    what = `remove the cover of ${quote(found.label)}`;
  } else if (change.field === "cover") {
    const image = yield* findImage(change.value, ctx);
    input.coverImageId = image.id;
    what = `use ${quote(image.label)} as the cover of ${quote(found.label)}`;
  } else {
    input[change.field] = change.field === "slug" ? change.value.replace(/^\/?(?:blog\/)?|\/$/g, "").toLowerCase() : change.value;
    what = `change the ${change.field} of ${quote(found.label)} to ${quote(String(input[change.field]))}`;
  }
  const result = yield* run({ toolName: "cms_updatePost", input, describe: what });
  return { text: doneText(result, `Updated ${quote(found.label)}.`), entity: entityOf(result, "post") ?? found };
}

/** "add the tag 'studio' to all three blog posts": each post gets the tags it lacks (and loses those taken off), asked for together. */
function* tagEvery(posts: ToolResult[], change: Extract<IntentOf<"editPost">["change"], { field: "tags" }>): Plan {
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const calls = posts.flatMap((post) => {
    const tags = Array.isArray(post.tags) ? (post.tags as string[]) : [];
    const next = change.set ?? [...tags.filter((tag) => !change.remove?.some((gone) => same(gone, tag))), ...(change.add ?? []).filter((tag) => !tags.some((has) => same(has, tag)))];
    const label = quote(labelOf(post));
    return next.length === tags.length && next.every((tag, index) => tag === tags[index]) ? [] : [{ toolName: "cms_updatePost", input: { post: post.id, tags: next }, describe: `change the tags of ${label}` }];
  });
  if (!calls.length) return { text: `Every one of those posts already has ${change.add?.map(quote).join(" and ") ?? "those tags"}, so nothing was changed.` };
  return { text: settledText(calls, yield* settle(calls)) };
}
