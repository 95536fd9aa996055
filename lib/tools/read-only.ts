import "server-only";
import { z } from "zod";
import type { ApprovalPreview, ToolDefinition, ToolDomain } from "./define";

/** What each group of tools reads, in an editor's words. */
const READS: Record<ToolDomain, string> = {
  pages: "the site's pages",
  sections: "the sections of pages",
  images: "the media library",
  posts: "the blog's posts",
  navigation: "the site's menu",
  settings: "the site settings",
  entries: "the content collections",
  publishing: "what is waiting to go live",
  history: "the trash and the assistant's earlier changes",
  search: "the site's content",
  web: "the web",
  http: "another site",
  planning: "the plan in this chat",
  meta: "the assistant's tools",
  custom: "this site's custom tools",
};

const TOOL_NAME = /\b(?:cms|agent|search|web|stock|http)_\w+/;

/**
 * An input field as an editor reads it: the first clause of its schema description
 * ('The page's id or slug, e.g. "about" (…)' → "The page's id or slug"), else its name.
 */
function fieldName(name: string, description: string | undefined): string {
  const clause = description?.split(/ \(|, e\.g\.|: /)[0].replace(/[.:;,]+$/, "").trim();
  return clause && !TOOL_NAME.test(clause) ? clause : name;
}

/** A value in plain words, whole: lists joined, objects by their values; never JSON. */
function inWords(value: unknown): string {
  if (Array.isArray(value)) return value.map(inWords).join(value.some((item) => item && typeof item === "object") ? "; " : ", ");
  if (value && typeof value === "object") return Object.values(value).map(inWords).join(", ");
  if (typeof value === "boolean") return value ? "yes" : "no";
  return String(value);
}

type JsonSchema = { properties?: Record<string, { description?: string }> };

/** The approval card of a call that only reads: what it does, each given input in full, and that nothing changes. */
export function readOnlyPreview(definition: Pick<ToolDefinition<unknown>, "domain" | "tags" | "input">, action: string, input: unknown, reads = READS[definition.domain]): ApprovalPreview {
  const { properties = {} } = z.toJSONSchema(definition.input, { io: "input", unrepresentable: "any" }) as JsonSchema;
  const given = Object.entries((input ?? {}) as Record<string, unknown>).filter(([, value]) => value !== undefined);
  return {
    action,
    target: { type: "readOnly", label: reads },
    ...(given.length ? { current: Object.fromEntries(given.map(([name, value]) => [fieldName(name, properties[name]?.description), inWords(value)])) } : {}),
    impact: [
      "Nothing on the site changes.",
      ...(definition.tags.includes("external") ? ["What is listed here is sent to a service outside this site."] : []),
    ],
  };
}

/**
 * A tool that only reads. Its card is built from `readAction` (what it does, in an editor's words,
 * e.g. "Look up pages"), what it reads (its group's, unless `reads` says otherwise) and the call's
 * input, so no read tool needs a preview of its own.
 */
export function defineReadTool<I, O>({ readAction, reads, ...definition }: Omit<ToolDefinition<I, O>, "preview" | "readOnly" | "destructive" | "idempotent"> & { readAction: string; reads?: string }): ToolDefinition<I, O> {
  return { ...definition, readOnly: true, destructive: false, idempotent: true, preview: async (input) => readOnlyPreview(definition, readAction, input, reads) };
}
