import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ApprovedCalls } from "@/lib/agent/approved-calls";
import { toAiTools } from "@/lib/agent/tool-runtime";
import { TOOL_DEFINITIONS } from "@/lib/tools/registry";
import { changedContent, ranUnaskedModerate, readsOnly, toolLabel, toolMetadataOf } from "@/components/chat/tool-names";
import { ToolResult } from "@/components/chat/tool-result";
import type { ChatMessage, ToolPart } from "@/components/chat/types";
import { editor } from "../support/actors";

/** What the server sends with each tool part: the metadata of the chat's own AI SDK tools. */
const tools = toAiTools(TOOL_DEFINITIONS, { base: editor, approvals: new ApprovedCalls() });

function donePart(toolName: string, extra: Partial<ToolPart> = {}): ToolPart {
  return {
    type: `tool-${toolName}`,
    toolCallId: `call-${toolName}`,
    state: "output-available",
    input: {},
    output: { ok: true, message: "Done it." },
    toolMetadata: tools[toolName].metadata,
    ...extra,
  } as ToolPart;
}

const message = (...parts: ToolPart[]): ChatMessage => ({ id: "m", role: "assistant", parts });

describe("tool parts in the chat read the tool's definition, never its name", () => {
  it("names each call by its label and knows a read from a write", () => {
    expect(toolLabel(donePart("cms_deletePage"))).toBe("Move a page to the trash");
    expect(readsOnly(donePart("http_get"))).toBe(true);
    expect(readsOnly(donePart("cms_createPage"))).toBe(false);
    expect(changedContent(message(donePart("cms_getPages"), donePart("web_fetchContent")))).toBe(false);
    expect(changedContent(message(donePart("cms_getPages"), donePart("cms_addNavigationItem")))).toBe(true);
  });

  it("treats a part stored without metadata as a write with a plain label", () => {
    const old = donePart("cms_getPages", { toolMetadata: undefined });
    expect(toolLabel(old)).toBe("Using a tool");
    expect(changedContent(message(old))).toBe(true);
  });

  it("flags a moderate call that ran without a card, and only that", () => {
    expect(ranUnaskedModerate(donePart("cms_updatePage"))).toBe(true);
    expect(ranUnaskedModerate(donePart("cms_updatePage", { approval: { id: "a", approved: true } } as Partial<ToolPart>))).toBe(false);
    expect(ranUnaskedModerate(donePart("cms_createPage"))).toBe(false);
    expect(ranUnaskedModerate(donePart("cms_deletePage"))).toBe(false);
    const html = renderToStaticMarkup(createElement(ToolResult, { metadata: toolMetadataOf(donePart("cms_updatePage")), output: { ok: true, message: "Renamed." }, ranUnasked: true }));
    expect(html).toContain("Ran without asking — moderate risk");
    expect(renderToStaticMarkup(createElement(ToolResult, { metadata: toolMetadataOf(donePart("cms_getPages")), output: { ok: true, message: "Found." }, ranUnasked: false }))).not.toContain("Ran without asking");
  });

  it("links list items and trashed targets as the definition says", () => {
    const result = (toolName: string, output: Record<string, unknown>) => renderToStaticMarkup(createElement(ToolResult, { metadata: toolMetadataOf(donePart(toolName)), output: { ok: true, message: "Done.", ...output }, ranUnasked: false }));
    expect(result("cms_searchImages", { items: [{ id: "img1", alt: "A harbour" }] })).toContain('href="/dashboard/media/img1"');
    expect(result("stock_searchPhotos", { items: [{ id: "stock1", title: "Cup" }] })).not.toContain("href=");
    expect(result("cms_deletePost", { post: { id: "p1", title: "Hello" } })).toContain('href="/dashboard/trash"');
    expect(result("cms_deletePageSection", { page: { id: "pg1", title: "Home" } })).toContain('href="/dashboard/pages/pg1"');
  });
});
