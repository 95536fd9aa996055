import "server-only";
import { randomUUID } from "node:crypto";
import { ErrorCode, McpError, type ReadResourceResult, type Resource, type ResourceTemplate } from "@modelcontextprotocol/sdk/types.js";
import { callGated, type Caller } from "@/lib/agent/gated-call";
import { getToolDefinition } from "@/lib/tools/registry";

/**
 * The site's content as MCP resources: the settings, the menu, and each page and post by its
 * address name. Reading one is a call of the matching read tool through the same gate as any tool
 * call, so the caller's role, the admin's overrides and the audit apply alike.
 */
type Source = { tool: string; input: Record<string, unknown> };

const FIXED: (Resource & Source)[] = [
  { uri: "cms://settings", name: "Site settings", description: "The site’s name, tagline, colours, logo and social links (draft).", tool: "cms_getSiteSettings", input: {} },
  { uri: "cms://navigation", name: "Navigation menu", description: "The site's menu links, in order (draft).", tool: "cms_getNavigation", input: {} },
];

const TEMPLATES: (ResourceTemplate & { pattern: RegExp; source: (slug: string) => Source })[] = [
  {
    uriTemplate: "cms://pages/{slug}",
    name: "Page",
    description: "A page with its sections and their content (draft), by its address name.",
    pattern: /^cms:\/\/pages\/([^/]+)$/,
    source: (slug) => ({ tool: "cms_getPage", input: { page: slug, includeContent: true } }),
  },
  {
    uriTemplate: "cms://posts/{slug}",
    name: "Blog post",
    description: "A blog post with its body (draft), by its address name.",
    pattern: /^cms:\/\/posts\/([^/]+)$/,
    source: (slug) => ({ tool: "cms_getPost", input: { post: slug, includeBody: true } }),
  },
];

const mimeType = "application/json";

/** What a read tool answered, or an MCP error that says why not (unknown address, refused). */
async function read(caller: Caller, { tool, input }: Source): Promise<Record<string, unknown>> {
  const outcome = await callGated(getToolDefinition(tool)!, input, caller, `mcp-${randomUUID()}`);
  if (outcome.status !== "ran") throw new McpError(ErrorCode.InvalidParams, outcome.status === "refused" ? outcome.message : "This resource waits for a person's approval.");
  const result = outcome.result as Record<string, unknown> & { ok?: boolean; error?: string };
  if (result.ok === false) throw new McpError(ErrorCode.InvalidParams, result.error ?? "This resource could not be read.");
  return result;
}

type Listed = { items: { slug: string; title: string }[] };

export const resourceTemplates = (): ResourceTemplate[] => TEMPLATES.map(({ uriTemplate, name, description }) => ({ uriTemplate, name, description, mimeType }));

/** The settings, the menu, and the 100 most recently changed pages and posts (the templates reach every other). */
export async function listResources(caller: Caller): Promise<Resource[]> {
  const [pages, posts] = await Promise.all([read(caller, { tool: "cms_getPages", input: { limit: 100 } }), read(caller, { tool: "cms_getPosts", input: { limit: 100 } })]);
  return [
    ...FIXED.map(({ uri, name, description }) => ({ uri, name, description, mimeType })),
    ...(pages as Listed).items.map((page) => ({ uri: `cms://pages/${page.slug}`, name: page.title, description: "Page", mimeType })),
    ...(posts as Listed).items.map((post) => ({ uri: `cms://posts/${post.slug}`, name: post.title, description: "Blog post", mimeType })),
  ];
}

export async function readResource(caller: Caller, uri: string): Promise<ReadResourceResult> {
  const fixed = FIXED.find((resource) => resource.uri === uri);
  const template = fixed ? undefined : TEMPLATES.find(({ pattern }) => pattern.test(uri));
  if (!fixed && !template) throw new McpError(ErrorCode.InvalidParams, `No resource at ${uri}: use cms://settings, cms://navigation, cms://pages/{slug} or cms://posts/{slug}.`);
  const source = fixed ?? template!.source(decodeURIComponent(template!.pattern.exec(uri)![1]));
  return { contents: [{ uri, mimeType, text: JSON.stringify(await read(caller, source)) }] };
}
