import { describe, expect, it } from "vitest";
import { audit } from "@/lib/services/audit";
import type { ServiceContext } from "@/lib/services/context";
import { pages } from "@/lib/services/pages";
import { editor, unique, viewer } from "../support/actors";

/** An actor of its own, so filters see only this test's events. */
const actor = (role: "editor" | "viewer" = "editor"): ServiceContext => ({
  actor: { id: null, label: `${unique("auditor")}@test`, role, kind: "user" },
});

describe("audit service", () => {
  it("lists an actor's events newest first, each with its revision ids", async () => {
    const me = actor();
    const page = await pages.create(me, { title: "Audited", slug: unique("audited") });
    await pages.update(me, page.id, { title: "Audited again" });
    const { items, total } = await audit.list(viewer, { actor: me.actor.label });
    expect(total).toBe(2);
    expect(items.map((e) => e.action)).toEqual(["page.update", "page.create"]);
    expect(items[0].revisionIds).toHaveLength(1);
    expect(items[0].revisionIds[0]).not.toBe(items[1].revisionIds[0]);
  });

  it("filters by action prefix, target, outcome, turn and time, with paging", async () => {
    const me = actor();
    const turn = { ...me, chatId: "c-audit", turnId: unique("turn") };
    const start = new Date();
    const page = await pages.create(turn, { title: "Filtered", slug: unique("filtered") });
    await pages.publish(me, page.id);
    await expect(pages.create({ ...me, actor: { ...me.actor, role: "viewer" } }, { title: "No", slug: unique("no") })).rejects.toMatchObject({ code: "forbidden" });

    const mine = (filter: Record<string, unknown>) => audit.list(viewer, { actor: me.actor.label, ...filter });
    expect((await mine({ action: "page." })).total).toBe(3);
    expect((await mine({ action: "page.publish" })).items.map((e) => e.targetId)).toEqual([page.id]);
    expect((await mine({ targetType: "page", targetId: page.id })).total).toBe(2);
    expect((await mine({ outcome: "denied" })).items.map((e) => e.action)).toEqual(["page.create"]);
    expect((await mine({ turnId: turn.turnId })).items.map((e) => e.action)).toEqual(["page.create"]);
    expect((await mine({ since: start.toISOString() })).total).toBe(3);
    expect((await mine({ until: new Date(start.getTime() - 1) })).total).toBe(0);
    const second = await mine({ limit: 1, offset: 1 });
    expect(second).toMatchObject({ total: 3, items: [{ action: "page.publish" }] });
    await expect(mine({ outcome: "maybe" })).rejects.toMatchObject({ code: "validation" });
  });

  it("lists each action name once, sorted", async () => {
    await pages.create(editor, { title: "For actions", slug: unique("actions") });
    const actions = await audit.listActions(viewer);
    expect(actions).toContain("page.create");
    expect(new Set(actions).size).toBe(actions.length);
    expect(actions).toEqual([...actions].sort());
  });

  it("records events that are not service writes, with the context's chat turn", async () => {
    const me = { ...actor(), chatId: "c-record", turnId: unique("turn"), toolCallId: "call-1" };
    const event = await audit.record(me, { action: "tool.cms_deletePage", outcome: "denied", decision: "denied", targetType: "page", targetId: "p1", input: { id: "p1" }, message: "Denied by editor" });
    expect(event).toMatchObject({ actorLabel: me.actor.label, chatId: "c-record", turnId: me.turnId, toolCallId: "call-1", input: { id: "p1" } });
    expect((await audit.list(viewer, { turnId: me.turnId })).items.map((e) => e.id)).toEqual([event.id]);

    await expect(audit.record(me, { action: "" })).rejects.toMatchObject({ code: "validation" });
    await expect(audit.record(me, { action: "user.signIn", outcome: "maybe" })).rejects.toMatchObject({ code: "validation" });
    expect((await audit.list(viewer, { actor: me.actor.label })).total).toBe(1);
  });

  it("clips a long message or label instead of refusing the event (a long tool answer must not fail the tool)", async () => {
    const me = actor();
    await audit.record(me, { action: "tool.cms_listUnpublishedChanges", targetLabel: "T".repeat(500), message: "x".repeat(5000) });
    const [event] = (await audit.list(viewer, { actor: me.actor.label })).items;
    expect(event.message).toHaveLength(2000);
    expect(event.message?.endsWith("…")).toBe(true);
    expect(event.targetLabel).toHaveLength(200);
  });

  it("refuses actors without the audit.read permission", async () => {
    const stranger = { actor: { ...editor.actor, role: "guest" } } as unknown as ServiceContext;
    await expect(audit.list(stranger)).rejects.toMatchObject({ code: "forbidden" });
    await expect(audit.listActions(stranger)).rejects.toMatchObject({ code: "forbidden" });
  });
});
