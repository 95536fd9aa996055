import { beforeAll, describe, expect, it } from "vitest";
import type { ServiceContext } from "@/lib/services/context";
import { ownDatabase, SEEDED_CHAT_ID, seedSite, type SeededSite } from "../support/seeded-site";

/**
 * "Undo that" and "bring back the page I deleted" in a chat (issue 12, missing capabilities): the
 * trash can be listed and restored from by name, and the assistant's last changes in this chat can
 * be undone on a card that lists each one — what the Undo button under a reply does.
 */
const useOwnDatabase = ownDatabase("history-tools");
const editor: ServiceContext = { actor: { id: null, label: "editor@test", role: "editor", kind: "user" } };
const inChat = (turnId: string): ServiceContext => ({ ...editor, chatId: SEEDED_CHAT_ID, turnId });

let site: SeededSite;
beforeAll(async () => {
  useOwnDatabase();
  site = await seedSite(editor);
}, 60_000);

async function loaded() {
  const { cmsListTrash, cmsRestoreFromTrash, cmsUndoLastChanges } = await import("@/lib/tools/history");
  const { callTool, ok, toolContext } = await import("../support/tool-context");
  const services = (await import("@/lib/tools/services")).toolServices;
  const { published } = await import("@/lib/services/published");
  return { cmsListTrash, cmsRestoreFromTrash, cmsUndoLastChanges, callTool, ok, toolContext, services, published };
}

describe("the trash in a chat", () => {
  it("lists what is there and restores a page by its name, as a draft; a second restore changes nothing", async () => {
    const { cmsListTrash, cmsRestoreFromTrash, callTool, ok, services } = await loaded();
    const listed = ok(await callTool(cmsListTrash, {}, editor));
    expect(listed.items).toEqual([expect.objectContaining({ type: "page", name: "Old offer" })]);
    expect(listed.message).toBe("1 item in the trash: page “Old offer”.");

    const restored = ok(await callTool(cmsRestoreFromTrash, { type: "page", item: "OLD OFFER" }, editor));
    expect(restored.message).toBe("Restored page “Old offer” from the trash as a draft: publish it to show it to visitors again.");
    expect(await services.pages.get(editor, "old-offer")).toMatchObject({ title: "Old offer", status: "draft", deletedAt: null });
    expect(await callTool(cmsRestoreFromTrash, { type: "page", item: "Old offer" }, editor)).toMatchObject({ ok: false, code: "not_found", hint: expect.stringContaining("cms_listTrash") });
  });

  it("asks which one when several trashed items match, and says so when none does", async () => {
    const { cmsRestoreFromTrash, callTool, services } = await loaded();
    for (const title of ["Spring sale", "Spring menu"]) await services.pages.trash(editor, (await services.pages.create(editor, { title })).id);
    expect(await callTool(cmsRestoreFromTrash, { type: "page", item: "spring" }, editor)).toMatchObject({
      ok: false,
      code: "validation",
      error: expect.stringMatching(/Several pages in the trash match “spring”: “Spring (sale|menu)” .*“Spring (sale|menu)”/),
    });
    expect(await callTool(cmsRestoreFromTrash, { type: "post", item: "spring" }, editor)).toMatchObject({ ok: false, code: "not_found", error: "No post called “spring” is in the trash." });
    expect((await services.pages.list(editor, { query: "spring" })).items).toEqual([]);
  });

  it("asks before an image the live site shows comes back (the library is not drafted), and not for one it does not", async () => {
    const { cmsRestoreFromTrash, toolContext, services } = await loaded();
    await services.images.trash(editor, site.harbour.id);
    const tool = toolContext(editor);
    // Harbour is the hero image of the live Home page.
    expect(await cmsRestoreFromTrash.approval!({ type: "image", item: "harbour.png" }, tool)).toBe("ask");
    const preview = await cmsRestoreFromTrash.preview({ type: "image", item: "harbour.png" }, tool);
    expect(preview.impact).toEqual([expect.stringContaining("shows again at once on the live site, on page “Home”")]);
    expect(await cmsRestoreFromTrash.approval!({ type: "page", item: "anything" }, tool)).toBeUndefined();
  });
});

describe("undoing the assistant's last changes", () => {
  it("undoes every change of the newest turn that changed something, on a card that lists them, and not the turn running now", async () => {
    const { cmsUndoLastChanges, callTool, ok, toolContext, services } = await loaded();
    const turn = inChat("turn-2");
    await services.posts.update(turn, "later", { title: "Later on" });
    await services.pages.create(turn, { title: "Prices" });

    const tool = toolContext(inChat("turn-3"));
    const preview = await cmsUndoLastChanges.preview({}, tool);
    expect(preview.target).toEqual({ type: "assistant's reply", id: "turn-2", label: "2 changes" });
    expect(preview.changes).toEqual([
      { field: "page 'Prices'", from: "as the assistant left it", to: "moved to the trash" },
      { field: "post 'Later'", from: "as the assistant left it", to: "title back to 'Later'" },
    ]);

    const undone = ok(await callTool(cmsUndoLastChanges, {}, inChat("turn-3")));
    expect(undone.undone).toEqual(["page 'Prices' moved to the trash", "post 'Later' title back to 'Later'"]);
    expect((await services.posts.get(editor, "later")).title).toBe("Later");
    expect((await services.pages.list(editor, { query: "prices" })).items).toEqual([]);

    // Asked again, the turn before it (the seeded one, which created Team) is next; the undo itself is the current turn's.
    expect((await cmsUndoLastChanges.preview({}, toolContext(inChat("turn-3")))).target).toMatchObject({ id: "seeded-turn" });
  });

  it("takes down again what the undone turn published", async () => {
    const { cmsUndoLastChanges, callTool, ok, services, published } = await loaded();
    await services.pages.publish(inChat("turn-4"), "careers");
    expect(await published.page("careers")).not.toBeNull();
    ok(await callTool(cmsUndoLastChanges, {}, inChat("turn-5")));
    expect(await published.page("careers")).toBeNull();
  });

  it("says why not outside a chat, and when nothing is left to undo", async () => {
    const { cmsUndoLastChanges, callTool } = await loaded();
    expect(await callTool(cmsUndoLastChanges, {}, editor)).toMatchObject({ ok: false, code: "validation", error: expect.stringContaining("only in a chat") });
    expect(await callTool(cmsUndoLastChanges, {}, { ...editor, chatId: "a-new-chat", turnId: "t1" })).toMatchObject({ ok: false, code: "conflict", error: expect.stringContaining("Nothing to undo") });
  });
});
