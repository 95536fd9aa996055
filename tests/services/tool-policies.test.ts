import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { toolPolicies } from "@/lib/services/tool-policies";
import { admin, editor, unique, viewer } from "../support/actors";

// Each test invents its own tool names, so overrides set by other test files never interfere.
const newTool = () => unique("test_tool");

const rowsFor = async (toolName: string) => (await toolPolicies.list(viewer)).filter((row) => row.toolName === toolName);

/** The policy audit events that change one tool, newest first. */
async function auditEventsFor(toolName: string) {
  const events = await db.auditEvent.findMany({ where: { action: "agent.policy.update" }, orderBy: { createdAt: "desc" } });
  return events.filter((event) => (event.input as { changes?: { toolName: string }[] } | null)?.changes?.some((change) => change.toolName === toolName));
}

const change = (toolName: string, role: string, mode: string) => ({ toolName, role, mode });

describe("tool policies service", () => {
  it("sets, updates, lists and removes overrides per tool and role", async () => {
    const tool = newTool();
    await toolPolicies.update(admin, [change(tool, "editor", "block"), change(tool, "*", "ask")], [tool]);
    expect(await rowsFor(tool)).toEqual([
      expect.objectContaining({ toolName: tool, role: "*", mode: "ask" }),
      expect.objectContaining({ toolName: tool, role: "editor", mode: "block" }),
    ]);

    await toolPolicies.update(admin, [change(tool, "editor", "allow")], [tool]);
    expect((await rowsFor(tool)).map((row) => [row.role, row.mode])).toEqual([["*", "ask"], ["editor", "allow"]]);
    expect((await toolPolicies.all()).filter((row) => row.toolName === tool)).toHaveLength(2);

    await toolPolicies.update(admin, [change(tool, "editor", "default")], [tool]);
    expect((await rowsFor(tool)).map((row) => row.role)).toEqual(["*"]);
  });

  it("removes an override left behind by a tool that no longer exists", async () => {
    const gone = newTool();
    await toolPolicies.update(admin, [change(gone, "viewer", "block")], [gone]);
    await toolPolicies.update(admin, [change(gone, "viewer", "default")], []);
    expect(await rowsFor(gone)).toEqual([]);
  });

  it("applies all of a group's changes or, when one is invalid, none of them", async () => {
    const [tool, other] = [newTool(), newTool()];
    await toolPolicies.update(admin, [change(tool, "viewer", "block")], [tool, other]);
    await expect(
      toolPolicies.update(admin, [change(tool, "viewer", "default"), change(other, "editor", "allow"), change(newTool(), "editor", "allow")], [tool, other]),
    ).rejects.toMatchObject({ code: "validation", issues: [{ path: "2.toolName", message: expect.stringMatching(/^Unknown tool test_tool-/) }] });
    expect((await rowsFor(tool)).map((row) => [row.role, row.mode])).toEqual([["viewer", "block"]]);
    expect(await rowsFor(other)).toEqual([]);
  });

  it("refuses an invalid mode or role, the same cell twice, or no change, and writes nothing", async () => {
    const tool = newTool();
    await expect(toolPolicies.update(admin, [change(tool, "editor", "sometimes")], [tool])).rejects.toMatchObject({
      code: "validation",
      issues: [expect.objectContaining({ path: "0.mode" })],
    });
    await expect(toolPolicies.update(admin, [change(tool, "owner", "block")], [tool])).rejects.toMatchObject({
      code: "validation",
      issues: [expect.objectContaining({ path: "0.role" })],
    });
    await expect(toolPolicies.update(admin, [change(tool, "editor", "allow"), change(tool, "editor", "block")], [tool])).rejects.toMatchObject({
      code: "validation",
      issues: [{ path: "1.role", message: `${tool} for editor is changed twice` }],
    });
    await expect(toolPolicies.update(admin, [], [tool])).rejects.toMatchObject({ code: "validation", message: "Invalid approval rules: Nothing to change" });
    expect(await rowsFor(tool)).toEqual([]);
    expect(await auditEventsFor(tool)).toEqual([]);
  });

  it("lets only admins change overrides, and audits the refusal", async () => {
    const tool = newTool();
    await expect(toolPolicies.update(editor, [change(tool, "editor", "allow")], [tool])).rejects.toMatchObject({
      code: "forbidden",
      message: "Your role (editor) is not allowed to manage users.",
    });
    expect(await rowsFor(tool)).toEqual([]);
    expect(await auditEventsFor(tool)).toEqual([expect.objectContaining({ outcome: "denied", actorLabel: "editor@test" })]);
  });

  it("writes one audit event per saved group, naming every change", async () => {
    const tool = newTool();
    await toolPolicies.update(admin, [change(tool, "viewer", "block"), change(tool, "editor", "ask")], [tool]);
    expect(await auditEventsFor(tool)).toEqual([
      expect.objectContaining({
        outcome: "success",
        actorLabel: "admin@test",
        input: { changes: [change(tool, "viewer", "block"), change(tool, "editor", "ask")] },
      }),
    ]);
  });
});
