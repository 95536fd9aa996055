import type { ModelMessage, UIMessage } from "ai";
import { describe, expect, it } from "vitest";
import { deniedCallNotes, markDeniedCalls, readDeniedNote } from "@/lib/agent/denied-calls";

const deniedPart = (toolCallId: string, approval: Record<string, unknown>) => ({
  type: "tool-cms_deletePage",
  toolCallId,
  state: "output-denied",
  input: { page: "about" },
  approval: { id: `approval-${toolCallId}`, ...approval },
});

const stored = [
  {
    id: "turn",
    role: "assistant",
    parts: [
      deniedPart("by-person", { approved: false, reason: "we still need it" }),
      deniedPart("no-reason", { approved: false }),
      deniedPart("stale", { approved: false, reason: "Expired before it was answered" }),
      { type: "data-approvalExpired", id: "stale", data: { toolCallId: "stale", reason: "The page 'About' has changed since this card was shown." } },
      deniedPart("by-policy", { approved: false, reason: "Blocked by policy.", isAutomatic: true }),
    ],
  },
] as unknown as UIMessage[];

const toolMessage = (ids: string[], reason?: string): ModelMessage => ({
  role: "tool",
  content: ids.map((toolCallId) => ({ type: "tool-result", toolCallId, toolName: "cms_deletePage", output: { type: "execution-denied", reason } })),
});

describe("denied calls as the model reads them", () => {
  it("says who denied and why, and an expired card is not the person's denial", () => {
    expect(Object.fromEntries(deniedCallNotes(stored))).toEqual({
      "by-person": "The person denied this action: we still need it",
      "no-reason": "The person denied this action.",
      stale: "This action was not run: The page 'About' has changed since this card was shown.",
    });
  });

  it("adds what a tool's denial means, after the person's reason", () => {
    const notes = deniedCallNotes(stored, (toolName) => (toolName === "cms_deletePage" ? "Nothing went live." : undefined));
    expect(notes.get("by-person")).toBe("The person denied this action: we still need it. Nothing went live.");
    expect(notes.get("no-reason")).toBe("The person denied this action. Nothing went live.");
    expect(notes.get("stale")).toBe("This action was not run: The page 'About' has changed since this card was shown.");
    expect(readDeniedNote(notes.get("no-reason")!)).toEqual({ byPerson: true });
    expect(readDeniedNote(notes.get("by-person")!, "Nothing went live.")).toEqual({ reason: "we still need it", byPerson: true });
    expect(readDeniedNote(notes.get("stale")!)).toEqual({ reason: "The page 'About' has changed since this card was shown.", byPerson: false });
  });

  it("turns every denial into an error result, keeping other results and messages as they are", () => {
    const ok = { type: "tool-result" as const, toolCallId: "fine", toolName: "cms_getPages", output: { type: "json" as const, value: { ok: true } } };
    const messages: ModelMessage[] = [{ role: "user", content: "delete them" }, toolMessage(["by-person", "by-policy"], "Blocked by policy."), { role: "tool", content: [ok] }];
    const [user, denied, fine] = markDeniedCalls(messages, deniedCallNotes(stored));
    expect(user).toBe(messages[0]);
    expect(denied.content).toEqual([
      expect.objectContaining({ toolCallId: "by-person", output: { type: "error-text", value: "The person denied this action: we still need it" } }),
      expect.objectContaining({ toolCallId: "by-policy", output: { type: "error-text", value: "This action was not run: Blocked by policy." } }),
    ]);
    expect(fine.content).toEqual([ok]);
  });

  it("reads a note back as its reason, and nothing else as a denial", () => {
    expect(readDeniedNote("The person denied this action: we still need it")).toEqual({ reason: "we still need it", byPerson: true });
    expect(readDeniedNote("The person denied this action.")).toEqual({ byPerson: true });
    expect(readDeniedNote("This action was not run: Blocked by policy.")).toEqual({ reason: "Blocked by policy.", byPerson: false });
    expect(readDeniedNote("Invalid input for tool cms_getPage")).toBeUndefined();
  });
});
