import { mkdtempSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { decideCall } from "@/lib/agent/call-policy";
import { runTool } from "@/lib/tools/define";
import { loadCustomTools, type TakenNames } from "@/lib/tools/custom/load-custom-tools";
import { admin, editor } from "../support/actors";
import { toolContext } from "../support/tool-context";

const FOLDER = path.resolve("tests/fixtures/custom-tools");
const file = (name: string) => path.join(FOLDER, name);
const nothingTaken: TakenNames = { names: new Set(), labels: new Set() };

/** A folder of its own with these files, for one case. */
function folderWith(files: Record<string, string>) {
  const folder = mkdtempSync(path.join(process.env.TEST_RUN_DIR!, "custom-"));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, name), text);
  return folder;
}

describe("custom tools from a folder (seed 004)", () => {
  it("loads whitelisted exports in both shapes, with labels people read, and reports every other problem with file and reason", async () => {
    const { definitions, problems } = await loadCustomTools(FOLDER, nothingTaken);
    expect(definitions.map((d) => [d.name, d.label, d.domain]).sort()).toEqual([
      ["handOver", "Hand over to a person", "custom"],
      ["pageCount", "Count the site's pages", "custom"],
      ["reverseText", "Reverse text", "custom"],
      ["sendNewsletter", "Send the newsletter", "custom"],
    ]);
    const config = file("tools.config.json");
    expect(problems).toEqual(
      expect.arrayContaining([
        { file: file("broken.mjs"), reason: "could not be loaded: the module exploded on import" },
        { file: file("bad-shape.mjs"), reason: "function noSchema needs a Zod schema exported as noSchemaSchema" },
        { file: file("bad-shape.mjs"), reason: "fakeSchema.input is not a Zod schema (write z.object({ … }) with zod 4)" },
        { file: file("bad-shape.mjs"), reason: "stringInputSchema is a Zod string schema; a tool's input is z.object({ … })" },
        { file: file("good.mjs"), reason: "missingTool is listed for this module in tools.config.json, but the module does not export it" },
        { file: config, reason: `gone.mjs is listed in "modules", but there is no such file in ${FOLDER}` },
      ]),
    );
    expect(problems).toHaveLength(6);
    expect(JSON.stringify({ definitions: definitions.map((d) => d.name), problems })).not.toContain("shout");
  });

  it("imports only the modules the configuration lists: nothing else in the folder runs", async () => {
    await loadCustomTools(FOLDER, nothingTaken);
    expect((globalThis as { customToolsNotListedRan?: boolean }).customToolsNotListedRan).toBeUndefined();
  });

  it("asks by default, allows or blocks only as the configuration says, through the chat's own policy", async () => {
    const { definitions } = await loadCustomTools(FOLDER, nothingTaken);
    const byName = Object.fromEntries(definitions.map((d) => [d.name, d]));
    const context = toolContext(editor);
    expect((await decideCall(byName.reverseText, { text: "abc" }, context, [])).mode).toBe("ask");
    expect((await decideCall(byName.pageCount, {}, context, [])).mode).toBe("allow");
    expect(await decideCall(byName.sendNewsletter, { subject: "Hi" }, context, [])).toMatchObject({ mode: "block", source: "rule" });
    expect(byName.sendNewsletter.approvalNote).toBe("Blocked (tools.config.json)");
    expect(byName.handOver.terminal).toBe(true);
    expect(byName.pageCount.terminal).toBeUndefined();
    expect((await decideCall(byName.pageCount, {}, context, [{ toolName: "pageCount", role: "editor", mode: "block" }])).mode).toBe("block");
  });

  it("trusts only the flags a tool declares: undescribed code may write, destroy and not be safe to repeat", async () => {
    const { definitions } = await loadCustomTools(FOLDER, nothingTaken);
    const flags = Object.fromEntries(definitions.map((d) => [d.name, { readOnly: d.readOnly, destructive: d.destructive, idempotent: d.idempotent }]));
    expect(flags.pageCount).toEqual({ readOnly: true, destructive: false, idempotent: true });
    expect(flags.reverseText).toEqual({ readOnly: false, destructive: true, idempotent: false });
    expect(flags.sendNewsletter).toEqual({ readOnly: false, destructive: true, idempotent: false });
  });

  it("runs with the same context as the built-ins: services and the acting user", async () => {
    const { definitions } = await loadCustomTools(FOLDER, nothingTaken);
    const byName = Object.fromEntries(definitions.map((d) => [d.name, d]));
    expect(await runTool(byName.pageCount, {}, toolContext(admin))).toMatchObject({ ok: true, total: expect.any(Number) });
    expect(await runTool(byName.reverseText, { text: "abc" }, toolContext(editor))).toEqual({ ok: true, message: "Reverse text: done.", result: "cba" });
  });

  it("never lets a custom tool take a built-in's name or label, and reports a broken configuration", async () => {
    const clash = await loadCustomTools(FOLDER, { names: new Set(["reverseText"]), labels: new Set(["Count the site's pages"]) });
    expect(clash.definitions.map((d) => d.name).sort()).toEqual(["handOver", "sendNewsletter"]);
    expect(clash.problems).toContainEqual({ file: file("good.mjs"), reason: "reverseText is already the name of a built-in tool" });
    expect(clash.problems).toContainEqual({ file: file("good.mjs"), reason: "pageCount's label “Count the site's pages” is already another tool's; give it its own" });

    const wrongType = folderWith({ "tools.config.json": '{"modules": "everything"}' });
    expect(await loadCustomTools(wrongType, nothingTaken)).toEqual({ definitions: [], problems: [{ file: path.join(wrongType, "tools.config.json"), reason: expect.stringContaining("modules") }] });
    const oldKey = folderWith({ "tools.config.json": '{"enabled": ["wordCount"]}' });
    expect((await loadCustomTools(oldKey, nothingTaken)).problems).toEqual([{ file: path.join(oldKey, "tools.config.json"), reason: expect.stringContaining('"enabled"') }]);
    const outside = folderWith({ "tools.config.json": '{"modules": {"../escape.mjs": ["x"]}}' });
    expect((await loadCustomTools(outside, nothingTaken)).problems[0].reason).toContain("directly in the tools folder");
  });

  it("labels a function-shape tool from its name, or from a <name>Label export, and refuses a label people cannot read", async () => {
    const folder = folderWith({
      "tools.config.json": JSON.stringify({ modules: { "text.mjs": ["countVowels", "fetch_rss_feed", "shortLabel", "untitledLongNameThatGoesOnAndOnForeverAndEver"] } }),
      "text.mjs": [
        'import { z } from "zod";',
        "const schema = z.object({ text: z.string() });",
        "export const countVowels = () => 0, countVowelsSchema = schema;",
        'export const fetch_rss_feed = () => 0, fetch_rss_feedSchema = schema, fetch_rss_feedLabel = "Read a news feed";',
        'export const shortLabel = () => 0, shortLabelSchema = schema, shortLabelLabel = "ok";',
        "export const untitledLongNameThatGoesOnAndOnForeverAndEver = () => 0, untitledLongNameThatGoesOnAndOnForeverAndEverSchema = schema;",
      ].join("\n"),
    });
    const { definitions, problems } = await loadCustomTools(folder, nothingTaken);
    expect(definitions.map((d) => d.label)).toEqual(["Count vowels", "Read a news feed"]);
    expect(problems.map((p) => p.reason)).toEqual([
      "shortLabel needs a label people read: a short phrase that starts with a capital letter, at most 41 characters, no _ or { } (got “ok”; export const shortLabelLabel = \"…\")",
      expect.stringMatching(/^untitledLongNameThatGoesOnAndOnForeverAndEver needs a label people read: .*untitledLongNameThatGoesOnAndOnForeverAndEverLabel/),
    ]);
  });

  it("reports an input the CLI, MCP and the model could not describe, instead of crashing them later", async () => {
    const folder = folderWith({
      "tools.config.json": JSON.stringify({ modules: { "odd.mjs": ["mixedZod", "oldZod"] } }),
      "odd.mjs": [
        'import { z } from "zod";',
        'import { z as z3 } from "zod/v3";',
        'export const mixedZod = { description: "A zod 3 field in a zod 4 object.", input: z.object({ when: z3.string() }), execute: async () => ({ ok: true, message: "ran" }) };',
        'export const oldZod = { description: "A zod 3 object.", input: z3.object({ when: z3.string() }), execute: async () => ({ ok: true, message: "ran" }) };',
      ].join("\n"),
    });
    const { definitions, problems } = await loadCustomTools(folder, nothingTaken);
    expect(definitions).toEqual([]);
    expect(problems).toEqual([
      { file: path.join(folder, "odd.mjs"), reason: expect.stringMatching(/^mixedZod\.input cannot be described as JSON Schema: /) },
      { file: path.join(folder, "odd.mjs"), reason: "oldZod.input is not a Zod schema (write z.object({ … }) with zod 4)" },
    ]);
  });
});

describe("the example in tools/", () => {
  it("loads with no problems, in words people read, and only reads", async () => {
    const { definitions, problems } = await loadCustomTools(path.resolve("tools"), nothingTaken);
    expect(problems).toEqual([]);
    expect(definitions.map((d) => [d.name, d.label, d.readOnly, d.destructive])).toEqual([["wordCount", "Count words", true, false]]);
    expect(await runTool(definitions[0], { text: "one two  three" }, toolContext(editor))).toMatchObject({ ok: true, message: "3 words, 14 characters.", words: 3 });
  });
});
