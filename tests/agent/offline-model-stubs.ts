/**
 * Small in-memory stand-ins for the CMS tools, with the real tools' names, inputs and result shapes
 * (`{ ok, message, page | post | items … }` / `{ ok: false, error, code, hint }`). They exist only to
 * exercise the offline model's chaining; the real tools have their own tests.
 */
import { tool, type ToolSet } from "ai";
import { z } from "zod";

type StubSection = { id: string; templateKey: string; content: Record<string, unknown> };
type StubPage = { id: string; title: string; slug: string; status: string; sections: StubSection[] };
type StubPost = { id: string; title: string; slug: string; status: string };

export type StubCall = { toolName: string; input: Record<string, unknown> };

const notFound = (what: string, hint: string) => ({ ok: false as const, error: `${what} not found.`, code: "not_found", hint });

export function stubCms() {
  const pages: StubPage[] = [
    {
      id: "page-home",
      title: "Home",
      slug: "home",
      status: "published",
      sections: [
        { id: "sec-hero", templateKey: "hero", content: { heading: "Websites that feel calm and work hard" } },
        { id: "sec-cta", templateKey: "cta", content: { heading: "Have a project in mind?", buttonLabel: "Get in touch", buttonUrl: "/contact" } },
      ],
    },
    {
      id: "page-about",
      title: "About",
      slug: "about",
      status: "published",
      sections: [
        { id: "sec-faq-1", templateKey: "faq", content: { items: [{ question: "How long?", answer: "Weeks." }] } },
        { id: "sec-text", templateKey: "text", content: { body: "We are four." } },
        { id: "sec-faq-2", templateKey: "faq", content: { items: [{ question: "Can we edit?", answer: "Yes." }] } },
      ],
    },
    { id: "page-team", title: "Our Team", slug: "our-team", status: "draft", sections: [] },
  ];
  const posts: StubPost[] = [
    { id: "post-welcome", title: "Welcome to our new website", slug: "welcome", status: "published" },
    { id: "post-autumn", title: "Autumn collection: colours of the season", slug: "autumn-collection", status: "draft" },
  ];
  const calls: StubCall[] = [];
  const record = (toolName: string, input: Record<string, unknown>) => calls.push({ toolName, input });

  const summary = ({ id, title, slug, status }: StubPage | StubPost) => ({ id, title, slug, status });
  const findPage = (ref: string) => pages.find((page) => page.id === ref || page.slug === ref);
  const findPost = (ref: string) => posts.find((post) => post.id === ref || post.slug === ref);
  const pageRef = z.object({ page: z.string() });
  const postRef = z.object({ post: z.string() });
  const pageMissing = (ref: string) => notFound(`Page "${ref}"`, "Call cms_getPages or cms_findResource to find the page's id or slug.");

  const pageChange = (toolName: string, change: (page: StubPage) => string) =>
    tool({
      inputSchema: pageRef,
      execute: async (input) => {
        record(toolName, input);
        const page = findPage(input.page);
        return page ? { ok: true as const, message: change(page), page: summary(page) } : pageMissing(input.page);
      },
    });

  const postChange = (toolName: string, change: (post: StubPost) => string) =>
    tool({
      inputSchema: postRef,
      execute: async (input) => {
        record(toolName, input);
        const post = findPost(input.post);
        return post ? { ok: true as const, message: change(post), post: summary(post) } : notFound(`Post "${input.post}"`, "Call cms_getPosts.");
      },
    });

  const createPage = (toolName: string) =>
    tool({
      inputSchema: z.object({ title: z.string(), sections: z.array(z.object({ templateKey: z.string(), content: z.record(z.string(), z.unknown()) })).optional() }),
      execute: async (input) => {
        record(toolName, input);
        const slug = input.title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
        const sections = (input.sections ?? []).map((section, index) => ({ id: `sec-${slug}-${index}`, ...section }));
        const page = { id: `page-${slug}`, title: input.title, slug, status: "draft", sections };
        pages.push(page);
        const count = sections.length ? ` with ${sections.length} sections` : "";
        return { ok: true as const, message: `Created draft page '${page.title}' (/${slug})${count}.`, page: summary(page) };
      },
    });

  const tools = {
    cms_getPages: tool({
      inputSchema: z.object({ status: z.enum(["draft", "published"]).optional() }),
      execute: async (input) => {
        record("cms_getPages", input);
        const items = pages.filter((page) => !input.status || page.status === input.status).map(summary);
        return { ok: true as const, message: `Found ${items.length} pages.`, items, total: items.length };
      },
    }),
    cms_getPage: tool({
      inputSchema: z.object({ page: z.string(), includeContent: z.boolean().optional() }),
      execute: async (input) => {
        record("cms_getPage", input);
        const page = findPage(input.page);
        if (!page) return pageMissing(input.page);
        const sections = page.sections.map((section, position) => ({
          id: section.id,
          templateKey: section.templateKey,
          position,
          summary: String(section.content.heading ?? ""),
          ...(input.includeContent ? { content: section.content } : {}),
        }));
        return { ok: true as const, message: `Page '${page.title}' has ${sections.length} sections.`, page: summary(page), sections };
      },
    }),
    cms_findResource: tool({
      inputSchema: z.object({ query: z.string(), type: z.enum(["page", "post", "image", "any"]).optional() }),
      execute: async (input) => {
        record("cms_findResource", input);
        const words = input.query.toLowerCase().split(/\s+/);
        const score = (title: string) => words.filter((word) => title.toLowerCase().includes(word)).length / words.length;
        const candidates = [
          ...(input.type === "post" ? [] : pages.map((page) => ({ type: "page" as const, ...summary(page), score: score(page.title) }))),
          ...(input.type === "page" ? [] : posts.map((post) => ({ type: "post" as const, ...summary(post), score: score(post.title) }))),
        ];
        const items = candidates.filter((item) => item.score > 0).sort((a, b) => b.score - a.score);
        return { ok: true as const, message: items.length ? `Best match: ${items[0].type} '${items[0].title}'.` : `Nothing matches "${input.query}".`, items, total: items.length };
      },
    }),
    cms_createPage: createPage("cms_createPage"),
    cms_createPageWithContent: createPage("cms_createPageWithContent"),
    cms_publishPage: pageChange("cms_publishPage", (page) => `Published page '${page.title}'; it is now visible at /${page.slug}.`),
    cms_deletePage: pageChange("cms_deletePage", (page) => `Moved page '${page.title}' to the trash. It can be restored from the trash.`),
    cms_deletePageSection: tool({
      inputSchema: z.object({ sectionId: z.string() }),
      execute: async (input) => {
        record("cms_deletePageSection", input);
        return { ok: true as const, message: `Removed the section ${input.sectionId}.` };
      },
    }),
    cms_listUnpublishedChanges: tool({
      inputSchema: z.object({}),
      execute: async (input) => {
        record("cms_listUnpublishedChanges", input);
        // Drafts that were never published are the only changes the stand-ins keep track of.
        const items = [...pages.map((page) => ({ kind: "page", page })), ...posts.map((post) => ({ kind: "post", page: post }))]
          .filter(({ page }) => page.status === "draft")
          .map(({ kind, page }) => ({ kind, id: page.id, name: page.title, state: "new", fields: ["title"] }));
        return { ok: true as const, message: `${items.length} unpublished change(s).`, items, total: items.length };
      },
    }),
    cms_publishPost: postChange("cms_publishPost", (post) => `Published post '${post.title}'; it is now visible at /blog/${post.slug}.`),
    cms_addNavigationItem: tool({
      inputSchema: z.object({ label: z.string(), page: z.string().optional(), url: z.string().optional() }),
      execute: async (input) => {
        record("cms_addNavigationItem", input);
        const target = input.page ? `page '${findPage(input.page)?.title}'` : input.url;
        return { ok: true as const, message: `Added '${input.label}' to the menu, linking to ${target}.`, navItem: { id: "nav-1", label: input.label } };
      },
    }),
    cms_updateSiteSettings: tool({
      inputSchema: z.object({ name: z.string().optional(), tagline: z.string().optional() }),
      execute: async (input) => {
        record("cms_updateSiteSettings", input);
        return { ok: false as const, error: "Invalid settings: tagline: At most 160 characters.", code: "validation", hint: "Correct the fields named in the error and call the tool again." };
      },
    }),
    web_quickSearch: tool({
      inputSchema: z.object({ query: z.string() }),
      execute: async (input) => {
        record("web_quickSearch", input);
        return { ok: false as const, error: "Web search is not configured.", code: "not_configured", hint: "Set TAVILY_API_KEY or EXA_API_KEY to enable it." };
      },
    }),
    agent_plan: tool({
      inputSchema: z.object({ goal: z.string(), steps: z.array(z.object({ title: z.string(), status: z.enum(["pending", "in_progress", "done", "skipped"]) })) }),
      execute: async (input) => {
        record("agent_plan", input);
        return { ok: true as const, message: `Plan: ${input.steps.length} steps`, plan: input };
      },
    }),
  } satisfies ToolSet;

  return { tools, calls, pages };
}
