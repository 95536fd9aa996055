import { beforeAll, describe, expect, it } from "vitest";
import type { ServiceContext } from "@/lib/services/context";
import { entries } from "@/lib/services/entries";
import type { ToolDefinition } from "@/lib/tools/define";
import { published } from "@/lib/services/published";
import { releases } from "@/lib/services/publishing/releases";
import { cmsCreateEntry, cmsDeleteEntry, cmsGetCollections, cmsGetEntries, cmsGetEntry, cmsUpdateEntry } from "@/lib/tools/entries";
import { editor, unique, viewer } from "../support/actors";
import { callTool, toolContext } from "../support/tool-context";

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

describe("entry writing tools", () => {
  it("add an entry as a draft, with a card that names the values by their labels", async () => {
    const preview = await cmsCreateEntry.preview({ collection: collectionSlug, title: "Cleo", data: { role: "Chef" } }, toolContext(editor));
    expect(preview).toEqual({
      action: "Add entry 'Cleo' to Team",
      target: { type: "entry", label: "Cleo (Team)" },
      changes: [
        { field: "title", from: null, to: "Cleo" },
        { field: "Role", from: null, to: "Chef" },
      ],
      impact: ["The new entry 'Cleo' is saved as a draft; visitors see nothing of it until it is published."],
    });
    const result = await call(cmsCreateEntry, { collection: collectionSlug, title: "Cleo", data: { role: "Chef" } });
    expect(result).toMatchObject({ ok: true, entry: { title: "Cleo", slug: "cleo" }, message: "Added draft entry 'Cleo' to Team." });
    expect(await published.entries(collectionSlug)).toEqual([]);
    expect(await call(cmsCreateEntry, { collection: collectionSlug, title: "Nobody", data: {} })).toMatchObject({ ok: false, code: "validation" });
    expect(await call(cmsCreateEntry, { collection: collectionSlug, title: "Cleo", data: { role: "Chef" } })).toMatchObject({ ok: false, code: "conflict" });
    expect(await call(cmsCreateEntry, { collection: collectionSlug, title: "Dee", data: { role: "Host" } }, viewer)).toMatchObject({ ok: false, code: "forbidden" });
  });

  it("edit an entry's draft, showing each changed value from and to", async () => {
    const entry = await entries.create(editor, collectionSlug, { title: unique("Eve"), data: { role: "Baker", bio: "Early riser" } });
    const preview = await cmsUpdateEntry.preview({ entryId: entry.id, data: { role: "Head baker", bio: "Early riser" } }, toolContext(editor));
    expect(preview.changes).toEqual([{ field: "Role", from: "Baker", to: "Head baker" }]);
    expect(preview.current).toMatchObject({ title: entry.title, Role: "Baker", Bio: "Early riser" });
    const result = await call(cmsUpdateEntry, { entryId: entry.id, data: { role: "Head baker", bio: null } });
    expect(result).toMatchObject({ ok: true, message: `Updated the fields of entry '${entry.title}' (a draft until it is published).` });
    expect((await entries.get(editor, entry.id)).data).toEqual({ role: "Head baker" });
    expect(await call(cmsUpdateEntry, { entryId: entry.id })).toMatchObject({ ok: false, code: "validation" });
    expect(await call(cmsUpdateEntry, { entryId: "no-such-entry", title: "X" })).toMatchObject({ ok: false, code: "not_found" });
  });

  it("let an entry held back go on the site: its card says so, and publishing then puts it live", async () => {
    const entry = await entries.create(editor, collectionSlug, { title: unique("Gus"), data: { role: "Porter" }, status: "draft" });
    const preview = await cmsUpdateEntry.preview({ entryId: entry.id, status: "published" }, toolContext(editor));
    expect(preview.changes).toEqual([{ field: "status", from: "held back from the site", to: "shown on the site once published" }]);
    expect(await call(cmsUpdateEntry, { entryId: entry.id, status: "published" })).toMatchObject({ ok: true, entry: { status: "published" }, message: expect.stringContaining("status") });
    expect((await published.entries(collectionSlug)).some((live) => live.title === entry.title)).toBe(false);
    await releases.publish(editor, { items: [{ kind: "entry", entityId: entry.id }] });
    expect((await published.entries(collectionSlug)).some((live) => live.title === entry.title)).toBe(true);
    expect(() => cmsUpdateEntry.input.parse({ entryId: entry.id, status: "live" })).toThrow();
  });

  it("move an entry to the trash after a card that says it leaves the site", async () => {
    const entry = await entries.create(editor, collectionSlug, { title: unique("Finn"), data: { role: "Runner" } });
    await releases.publish(editor, { items: [{ kind: "entry", entityId: entry.id }] });
    expect((await cmsDeleteEntry.preview({ entryId: entry.id }, toolContext(editor))).impact).toEqual([
      "It is on the site and leaves it at once.",
      "It goes to the trash and can be restored.",
    ]);
    expect(await call(cmsDeleteEntry, { entryId: entry.id })).toMatchObject({ ok: true, message: `Moved entry '${entry.title}' to the trash. It can be restored from the trash.` });
    expect((await published.entries(collectionSlug)).some((shown) => shown.id === entry.id)).toBe(false);
    expect(await call(cmsDeleteEntry, { entryId: entry.id })).toMatchObject({ ok: false, code: "not_found" });
  });
});
