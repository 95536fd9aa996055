import { beforeAll, describe, expect, it } from "vitest";
import type { ServiceContext } from "@/lib/services/context";
import { entries } from "@/lib/services/entries";
import type { ToolDefinition } from "@/lib/tools/define";
import { cmsGetCollections, cmsGetEntries, cmsGetEntry } from "@/lib/tools/entries";
import { editor, unique, viewer } from "../support/actors";
import { callTool } from "../support/tool-context";

/** Runs the tool and checks its result against the tool's own output schema. */
async function call(definition: ToolDefinition<any, any>, input: unknown, ctx: ServiceContext = editor) {
  const result = await callTool(definition, input, ctx);
  definition.output.parse(result);
  return result;
}

let collectionSlug: string;
let alice: { id: string };

beforeAll(async () => {
  collectionSlug = unique("team");
  await entries.createCollection(editor, {
    slug: collectionSlug,
    name: "Team",
    fields: [
      { name: "role", label: "Role", type: "text", required: true },
      { name: "bio", label: "Bio", type: "textarea" },
    ],
  });
  alice = await entries.create(editor, collectionSlug, { title: "Alice", data: { role: "Baker", bio: "Bakes bread." } });
  await entries.create(editor, collectionSlug, { title: "Bob", data: { role: "Intern" }, status: "draft" });
});

describe("entry tools", () => {
  it("list collections with their fields and entry counts", async () => {
    const result = await call(cmsGetCollections, {}, viewer);
    const team = result.items.find((c: { slug: string }) => c.slug === collectionSlug);
    expect(team).toMatchObject({
      name: "Team",
      entryCount: 2,
      fields: [
        { name: "role", label: "Role", type: "text", required: true },
        { name: "bio", label: "Bio", type: "textarea", required: false },
      ],
    });
  });

  it("list a collection's entries without their data, filtered by status", async () => {
    const all = await call(cmsGetEntries, { collection: collectionSlug }, viewer);
    expect(all).toMatchObject({ ok: true, total: 2, collection: { slug: collectionSlug, name: "Team" } });
    expect(all.items.map((e: { title: string }) => e.title)).toEqual(["Alice", "Bob"]);
    expect(all.items[0]).not.toHaveProperty("data");
    const drafts = await call(cmsGetEntries, { collection: collectionSlug, status: "draft", limit: 5 });
    expect(drafts).toMatchObject({ total: 1, items: [{ title: "Bob", status: "draft" }], message: "Team has 1 draft entry." });
  });

  it("read one entry with its data", async () => {
    const result = await call(cmsGetEntry, { entryId: alice.id }, viewer);
    expect(result).toMatchObject({
      ok: true,
      entry: { id: alice.id, title: "Alice", status: "published", collection: { slug: collectionSlug }, data: { role: "Baker", bio: "Bakes bread." } },
    });
  });

  it("fail with a hint for an unknown collection or entry, and on invalid input", async () => {
    expect(await call(cmsGetEntries, { collection: "no-such-collection" })).toMatchObject({ ok: false, code: "not_found", hint: expect.stringContaining("cms_getCollections") });
    expect(await call(cmsGetEntry, { entryId: "no-such-entry" })).toMatchObject({ ok: false, code: "not_found", hint: expect.stringContaining("cms_getEntries") });
    expect(() => cmsGetEntries.input.parse({ collection: collectionSlug, limit: 0 })).toThrow();
  });
});
