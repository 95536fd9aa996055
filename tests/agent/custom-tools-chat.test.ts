import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installCustomTools } from "@/lib/tools/custom/install";
import { scriptedModel, text, toolCall } from "../support/scripted-model";

/**
 * A custom tool with no policy in its configuration asks first in the chat too, and one the
 * configuration blocks is refused: the same gate as every built-in. The tools are installed before
 * the chat machinery imports the registry, as the server's start-up hook does; what did not load is
 * logged and kept for the settings screen.
 */
type ChatServer = Awaited<ReturnType<typeof import("../support/chat-server").startChatServer>>;
let chat: ChatServer;
let support: typeof import("../support/chat-server");
const logged: string[] = [];
const FOLDER = path.resolve("tests/fixtures/custom-tools");

beforeAll(async () => {
  process.env.CUSTOM_TOOLS_DIR = FOLDER;
  const installed = await installCustomTools((line) => logged.push(line));
  expect(installed.definitions.map((d) => d.name).sort()).toEqual(["handOver", "pageCount", "reverseText", "sendNewsletter"]);
  support = await import("../support/chat-server");
  const { newEditor } = await import("../support/chat-turns");
  chat = await support.startChatServer({ editor: await newEditor() });
});

afterAll(async () => {
  delete process.env.CUSTOM_TOOLS_DIR;
  await chat.close();
});

async function modelCalls(toolName: string, input: unknown) {
  chat.setModel(scriptedModel([toolCall("agent_requestTools", { domains: ["custom"] }), toolCall(toolName, input), text("Done.")]).model);
  const { chunks } = await support.postChat(chat.url, "editor", { id: support.newChatId(), messages: [support.userMessage("use my custom tool")] });
  return chunks;
}

describe("custom tools in the chat", () => {
  it("stops at a card for a custom tool whose policy is the default", async () => {
    const chunks = await modelCalls("reverseText", { text: "abc" });
    expect(chunks.filter((c) => c.type === "tool-approval-request")).toHaveLength(1);
    expect(chunks.find((c) => c.type === "data-approvalPreview")?.data).toMatchObject({ action: "Run the custom tool “Reverse text”", toolName: "reverseText" });
    expect(chunks.some((c) => c.type === "tool-output-available" && (c.output as { result?: string })?.result === "cba")).toBe(false);
  });

  it("refuses a custom tool the configuration blocks, as any blocked tool, and runs nothing", async () => {
    const chunks = await modelCalls("sendNewsletter", { subject: "Spring" });
    expect(chunks.filter((c) => c.type === "data-approvalPreview")).toHaveLength(0);
    expect(chunks.filter((c) => c.type === "tool-output-denied")).toHaveLength(1);
    expect(chunks.some((c) => c.type === "tool-output-available" && (c.output as { message?: string })?.message === "Sent.")).toBe(false);
    const { db } = await import("@/lib/db");
    const audited = await db.auditEvent.findFirstOrThrow({ where: { action: "tool.sendNewsletter" }, orderBy: { createdAt: "desc" } });
    expect(audited).toMatchObject({ outcome: "blocked", decision: "blocked", message: "Blocked by policy: this site's configuration does not allow “Send the newsletter”." });
  });

  it("runs a custom tool the configuration allows, with the services as the editor", async () => {
    const chunks = await modelCalls("pageCount", {});
    expect(chunks.filter((c) => c.type === "tool-approval-request")).toHaveLength(0);
    expect(chunks.find((c) => c.type === "tool-output-available" && (c.output as { total?: number })?.total !== undefined)?.output).toMatchObject({ ok: true });
  });

  it("ends the turn after a terminal tool ran: nothing the model planned after it happens", async () => {
    chat.setModel(
      scriptedModel([toolCall("agent_requestTools", { domains: ["custom"] }), toolCall("handOver", { note: "over to you" }), toolCall("pageCount", {}), text("Never said.")]).model,
    );
    const { chunks } = await support.postChat(chat.url, "editor", { id: support.newChatId(), messages: [support.userMessage("hand this over")] });
    const ran = chunks.filter((c) => c.type === "tool-output-available").map((c) => (c.output as { message?: string }).message);
    expect(ran).toContain("Handed over: over to you");
    expect(chunks.filter((c) => c.type === "tool-input-available").map((c) => c.toolName)).not.toContain("pageCount");
    expect(chunks.some((c) => c.type === "text-delta" && String(c.delta).includes("Never said"))).toBe(false);
  });
});

describe("custom tools on the approval settings screen", () => {
  it("lists each loaded tool by its label with the configuration's policy, the blocked one as blocked", async () => {
    const { policyGroups } = await import("@/app/dashboard/settings/agent/policy-groups");
    const custom = policyGroups([]).find((group) => group.domain === "custom");
    expect(custom?.rows.map((row) => [row.label, row.defaultBehaviour])).toEqual([
      ["Reverse text", "Asks first (tools.config.json)"],
      ["Count the site's pages", "Runs, flagged (tools.config.json)"],
      ["Hand over to a person", "Runs, flagged (tools.config.json)"],
      ["Send the newsletter", "Blocked (tools.config.json)"],
    ]);
  });

  it("keeps every module that did not load, with file and reason, for the screen and the server log", async () => {
    const { installedCustomTools } = await import("@/lib/tools/custom/install");
    const { problems } = installedCustomTools();
    expect(problems.map((problem) => [path.relative(FOLDER, problem.file), problem.reason])).toEqual([
      ["bad-shape.mjs", "function noSchema needs a Zod schema exported as noSchemaSchema"],
      ["bad-shape.mjs", "fakeSchema.input is not a Zod schema (write z.object({ … }) with zod 4)"],
      ["bad-shape.mjs", "stringInputSchema is a Zod string schema; a tool's input is z.object({ … })"],
      ["broken.mjs", "could not be loaded: the module exploded on import"],
      ["tools.config.json", `gone.mjs is listed in "modules", but there is no such file in ${FOLDER}`],
      ["good.mjs", "missingTool is listed for this module in tools.config.json, but the module does not export it"],
    ]);
    expect(logged).toEqual(problems.map((problem) => `[custom tools] ${problem.file}: ${problem.reason}`));
  });
});
