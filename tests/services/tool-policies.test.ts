import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { toolPolicies } from "@/lib/services/tool-policies";
import { admin, editor, unique, viewer } from "../support/actors";

// Each test invents its own tool names, so overrides set by other test files never interfere.
const newTool = () => unique("test_tool");

const rowsFor = async (toolName: string) => (await toolPolicies.list(viewer)).filter((row) => row.toolName === toolName);

/** The audit events of one action about one tool, newest first. */
async function auditEventsFor(action: string, toolName: string) {
  const events = await db.auditEvent.findMany({ where: { action }, orderBy: { createdAt: "desc" } });
  return events.filter((event) => (event.input as { toolName?: string } | null)?.toolName === toolName);
}

describe("tool policies service", () => {
  it("sets, updates, lists and removes an override per tool and role", async () => {
    const tool = newTool();
    await toolPolicies.set(admin, { toolName: tool, role: "editor", mode: "block" }, [tool]);
    await toolPolicies.set(admin, { toolName: tool, role: "*", mode: "ask" }, [tool]);
    expect(await rowsFor(tool)).toEqual([
      expect.objectContaining({ toolName: tool, role: "*", mode: "ask" }),
      expect.objectContaining({ toolName: tool, role: "editor", mode: "block" }),
    ]);

    await toolPolicies.set(admin, { toolName: tool, role: "editor", mode: "allow" }, [tool]);
    expect((await rowsFor(tool)).map((row) => [row.role, row.mode])).toEqual([["*", "ask"], ["editor", "allow"]]);
    expect((await toolPolicies.all()).filter((row) => row.toolName === tool)).toHaveLength(2);

    await toolPolicies.remove(admin, tool, "editor");
    expect((await rowsFor(tool)).map((row) => row.role)).toEqual(["*"]);
  });

  it("refuses a tool that is not in the known list and writes nothing", async () => {
    const tool = newTool();
    await expect(toolPolicies.set(admin, { toolName: tool, role: "editor", mode: "allow" }, [newTool()])).rejects.toMatchObject({
      code: "validation",
      issues: [{ path: "toolName", message: "Unknown tool" }],
    });
    expect(await rowsFor(tool)).toEqual([]);
  });

  it("refuses an invalid mode or role and writes nothing", async () => {
    const tool = newTool();
    await expect(toolPolicies.set(admin, { toolName: tool, role: "editor", mode: "sometimes" }, [tool])).rejects.toMatchObject({
      code: "validation",
      issues: [expect.objectContaining({ path: "mode" })],
    });
    await expect(toolPolicies.set(admin, { toolName: tool, role: "owner", mode: "block" }, [tool])).rejects.toMatchObject({
      code: "validation",
      issues: [expect.objectContaining({ path: "role" })],
    });
    expect(await rowsFor(tool)).toEqual([]);
  });

  it("lets only admins change overrides, and audits the refusal", async () => {
    const tool = newTool();
    await expect(toolPolicies.set(editor, { toolName: tool, role: "editor", mode: "allow" }, [tool])).rejects.toMatchObject({
      code: "forbidden",
      message: "Your role (editor) is not allowed to manage users.",
    });
    expect(await rowsFor(tool)).toEqual([]);
    expect(await auditEventsFor("agent.policy.set", tool)).toEqual([expect.objectContaining({ outcome: "denied", actorLabel: "editor@test" })]);

    await toolPolicies.set(admin, { toolName: tool, role: "editor", mode: "block" }, [tool]);
    await expect(toolPolicies.remove(editor, tool, "editor")).rejects.toMatchObject({ code: "forbidden" });
    expect(await rowsFor(tool)).toHaveLength(1);
  });

  it("writes an audit event for every change", async () => {
    const tool = newTool();
    await toolPolicies.set(admin, { toolName: tool, role: "viewer", mode: "block" }, [tool]);
    await toolPolicies.remove(admin, tool, "viewer");
    expect(await auditEventsFor("agent.policy.set", tool)).toEqual([
      expect.objectContaining({ outcome: "success", actorLabel: "admin@test", input: { toolName: tool, role: "viewer", mode: "block" } }),
    ]);
    expect(await auditEventsFor("agent.policy.remove", tool)).toEqual([
      expect.objectContaining({ outcome: "success", actorLabel: "admin@test", input: { toolName: tool, role: "viewer" } }),
    ]);
  });
});
