import type { ToolResult } from "../conversation";
import type { IntentOf } from "../intents";
import { bullets, quote, run, type Plan, type PlanContext } from "../plan-kit";
import { asRecord, entityOf } from "../resolve";
import { templateName } from "../vocabulary";
import { findPost, pageWithContent } from "./lookups";

/** Answers to questions about one page or post: is it live, its SEO texts, address, sections, tags, excerpt, author, cover, text. */

const live = (status: unknown) => status === "published";

export function* askPage({ page, ask }: IntentOf<"askPage">, ctx: PlanContext): Plan {
  const { page: found, sections } = yield* pageWithContent(page, ctx);
  const record = found.record;
  const name = quote(found.label);
  const text = (): string => {
    switch (ask) {
      case "live":
        return live(record.status) ? `Yes — the page ${name} is published and live at /${String(record.slug)}.` : `No — the page ${name} is a draft: it is not published yet.`;
      case "seoTitle":
      case "seoDescription": {
        const value = typeof record[ask] === "string" ? (record[ask] as string) : "";
        const what = ask === "seoTitle" ? "SEO title" : "SEO description";
        return value ? `The ${what} of ${name} is ${quote(value)}.` : `The page ${name} has no ${what} yet.`;
      }
      case "slug":
        return `The page ${name} is at /${String(record.slug)}.`;
      case "heading": {
        const heading = sections.map((section) => section.content?.heading).find((value): value is string => typeof value === "string" && !!value);
        return heading ? `The main heading on ${name} is ${quote(heading)}.` : `The page ${name} has no heading.`;
      }
      default: {
        const lines = sections.map((section, index) => `${index + 1}. ${templateName(section.templateKey)}${section.summary ? ` — ${section.summary}` : ""}`);
        return lines.length ? `The page ${name} has ${sections.length} section${sections.length === 1 ? "" : "s"}:\n\n${lines.join("\n")}` : `The page ${name} has no sections yet.`;
      }
    }
  };
  return { text: text(), entity: found };
}

export function* askPost({ post, ask }: IntentOf<"askPost">, ctx: PlanContext): Plan {
  const found = yield* findPost(post, ctx);
  const result = yield* run({ toolName: "cms_getPost", input: { post: found.id, includeBody: ask === "body" }, describe: `read the post ${quote(found.label)}` });
  const record: ToolResult = asRecord(result.post) ?? found.record;
  const name = quote(String(record.title ?? found.label));
  const tags = Array.isArray(record.tags) ? (record.tags as string[]) : [];
  const cover = asRecord(record.coverImage);
  const entity = entityOf(result, "post") ?? found;
  switch (ask) {
    case "live":
      return { text: live(record.status) ? `Yes — ${name} is published and live on the blog.` : `No — ${name} is ${record.status === "archived" ? "archived" : "a draft"}: it is not published.`, entity };
    case "tags":
      return { text: tags.length ? `${name} is tagged ${tags.map(quote).join(", ")}.` : `${name} has no tags.`, entity };
    case "excerpt":
      return { text: record.excerpt ? `The excerpt of ${name} is:\n\n> ${String(record.excerpt)}` : `${name} has no excerpt.`, entity };
    case "author":
      return { text: record.author ? `${name} was written by ${String(record.author)}.` : `${name} has no author recorded.`, entity };
    case "cover":
      return { text: cover ? `The cover of ${name} is ${quote(String(cover.originalName))}${cover.alt ? ` (${String(cover.alt)})` : ""}.` : `${name} has no cover image.`, entity };
    default: {
      const lines = [`Status: ${String(record.status)}`, ...(tags.length ? [`Tags: ${tags.join(", ")}`] : []), ...(record.excerpt ? [`Excerpt: ${String(record.excerpt)}`] : [])];
      const body = typeof record.body === "string" && record.body ? `\n\n${record.body.length > 600 ? `${record.body.slice(0, 600)}…` : record.body}` : "";
      return { text: `**${String(record.title)}**\n\n${bullets(lines)}${body}`, entity };
    }
  }
}
