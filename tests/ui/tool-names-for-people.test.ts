import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ApprovedCalls } from "@/lib/agent/approved-calls";
import { blockedReason } from "@/lib/agent/call-policy";
import { agentInstructions } from "@/lib/agent/instructions";
import { toAiTools } from "@/lib/agent/tool-runtime";
import { TOOL_DEFINITIONS } from "@/lib/tools/registry";
import { approvalAction } from "@/components/chat/approvals";
import { recoveredCalls } from "@/components/chat/recovered-calls";
import { ToolFailure } from "@/components/chat/tool-failure";
import { ToolFallback } from "@/components/chat/tool-fallback";
import { toolLabels, withoutToolDirections, withToolLabels } from "@/components/chat/tool-names";
import { ToolResult } from "@/components/chat/tool-result";
import type { ChatMessage, ToolPart } from "@/components/chat/types";
import { editor } from "../support/actors";

const tools = toAiTools(TOOL_DEFINITIONS, { base: editor, approvals: new ApprovedCalls() });
const TOOL_ID = /\b(?:cms|agent|search|web|stock|http)_[A-Za-z]/;

let calls = 0;
/** A finished call of the tool, with the metadata the server sends: ok, or failed with an error and a hint. */
function call(toolName: string, outcome: "ok" | "failed" | "threw"): ToolPart {
  const base = { type: `tool-${toolName}`, toolCallId: `call-${++calls}`, input: {}, toolMetadata: tools[toolName].metadata };
  if (outcome === "threw") return { ...base, state: "output-error", errorText: "The database was busy." } as ToolPart;
  const output = outcome === "ok" ? { ok: true, message: "Done it." } : { ok: false, error: 'Page "pricing" was not found.', code: "not_found", hint: "Call cms_getPages or cms_findResource to find the page's id or slug." };
  return { ...base, state: "output-available", output } as ToolPart;
}

const answer = (...parts: (ToolPart | string)[]): ChatMessage => ({
  id: "m",
  role: "assistant",
  parts: parts.map((part) => (typeof part === "string" ? { type: "text" as const, text: part } : part)),
});

const html = (element: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(element);

describe("what people read in the chat never names a tool", () => {
  it("leaves the model's directions out of a tool's messages and hints, keeping what a person can act on", () => {
    expect(withoutToolDirections("Nothing matches \"pricing\". Call cms_getPages, cms_getPosts or cms_listImages to browse.")).toBe('Nothing matches "pricing".');
    expect(withoutToolDirections("The slug is taken. Choose another slug.")).toBe("The slug is taken. Choose another slug.");
    const failure = html(createElement(ToolFailure, { label: "Read a page", error: 'Page "pricing" was not found.', hint: "Call cms_getPages or cms_findResource to find the page's id or slug." }));
    expect(failure).toContain("Failed: Read a page");
    expect(failure).not.toMatch(TOOL_ID);
    expect(failure).not.toContain("Hint:");
    const result = html(createElement(ToolResult, { metadata: {}, output: { ok: true, message: "Best match: none. Call cms_getPages to browse." }, ranUnasked: false }));
    expect(result).toContain("Best match: none.");
    expect(result).not.toMatch(TOOL_ID);
  });

  it("names a call without a view of its own, and a card without a preview, by the tool's label", () => {
    const part = call("cms_getCollections", "ok");
    expect(html(createElement(ToolFallback, { label: "List collections", state: "output-available", data: {} }))).toContain("List collections");
    expect(approvalAction(part)).toBe("List collections");
  });

  it("replaces a tool id the model slipped into its reply with what the tool does", () => {
    const message = answer(call("cms_getPages", "ok"), "I used `cms_getPages` and cms_findResource to look.");
    expect(withToolLabels("I used `cms_getPages` and cms_findResource to look.", toolLabels(message))).toBe("I used “List pages” and a tool to look.");
  });

  it("says a blocked call was blocked by the tool's label", () => {
    expect(blockedReason("List collections", "viewer")).toBe("Blocked by policy: an admin does not allow “List collections” for viewers.");
  });

  it("tells the model, in its standing rules, never to name tools to the person", () => {
    const [rules] = agentInstructions({ siteName: "Harbour Café", role: "editor", memory: [], today: "2026-11-24" });
    expect(rules.content).toContain("Never name a tool to the person");
  });
});

describe("a failed call the assistant recovered from", () => {
  it("is recovered when a later call of the same answer did the same thing: a retry, or its group's other tool with the same effect", () => {
    const [failedRead, retry] = [call("cms_getPage", "failed"), call("cms_getPage", "ok")];
    expect([...recoveredCalls(answer(failedRead, retry))]).toEqual([failedRead.toolCallId]);
    const [failedCreate, otherWay] = [call("cms_createPage", "threw"), call("cms_createPageWithContent", "ok")];
    expect([...recoveredCalls(answer(failedCreate, "Let me try that again.", otherWay))]).toEqual([failedCreate.toolCallId]);
  });

  it("is not recovered by a success before it, by a lookup after a failed change, by another group, or by another failure", () => {
    const [ok, failedRead] = [call("cms_getPage", "ok"), call("cms_getPage", "failed")];
    expect(recoveredCalls(answer(ok, failedRead)).size).toBe(0);
    expect(recoveredCalls(answer(call("cms_deletePage", "failed"), call("cms_getPages", "ok"))).size).toBe(0);
    expect(recoveredCalls(answer(call("cms_deletePage", "failed"), call("cms_updatePage", "ok"))).size, "a delete is not achieved by an edit").toBe(0);
    expect(recoveredCalls(answer(call("cms_getPage", "failed"), call("cms_getPosts", "ok"))).size).toBe(0);
    expect(recoveredCalls(answer(call("cms_getPage", "failed"), call("cms_getPage", "failed"))).size).toBe(0);
  });

  it("is shown muted and folded, with the error one click away, instead of a red failure", () => {
    const muted = html(createElement(ToolFailure, { label: "Read a page", error: 'Page "pricing" was not found.', recovered: true }));
    expect(muted).toContain("<details");
    expect(muted).toContain("Retried: Read a page");
    expect(muted).toContain('Page &quot;pricing&quot; was not found.');
    expect(muted).not.toContain("Failed");
    expect(muted).not.toContain("red-");
  });
});
