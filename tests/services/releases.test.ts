import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { pages } from "@/lib/services/pages";
import { posts } from "@/lib/services/posts";
import { published } from "@/lib/services/published";
import { fingerprint } from "@/lib/services/publishing/live";
import { PUBLISHABLE_KINDS } from "@/lib/services/publishing/kinds";
import { releases } from "@/lib/services/publishing/releases";
import { revisions } from "@/lib/services/revisions";
import { sections } from "@/lib/services/sections";
import { editor, unique, viewer } from "../support/actors";

beforeAll(() => sections.syncTemplates());

const hero = (heading: string) => ({ templateKey: "hero", content: { heading } });

async function livePage(title: string, heading = "Hello") {
  const page = await pages.create(editor, { title, slug: unique(title.toLowerCase()), sections: [hero(heading)] });
  await pages.publish(editor, page.id);
  return page;
}

const draftFingerprint = async (kind: "page" | "post", id: string) => fingerprint(await PUBLISHABLE_KINDS[kind].draft(db, id));

describe("releases", () => {
  it("publishes a picked set in one transaction with one audit event, leaving the rest as drafts", async () => {
    const about = await livePage("About");
    const team = await livePage("Team");
    const post = await posts.create(editor, { title: "News", slug: unique("news"), body: "First words" });
    await pages.update(editor, about.id, { title: "About us" });
    await pages.update(editor, team.id, { title: "Our team" });

    const { release, items } = await releases.publish(editor, {
      items: [
        { kind: "page", entityId: about.id, fingerprint: await draftFingerprint("page", about.id) },
        { kind: "post", entityId: post.id },
      ],
    });
    expect(items.map((item) => item.label)).toEqual(["About us", "News"]);
    expect(release).toMatchObject({ status: "published", title: "About us and 1 more" });
    expect(await db.auditEvent.count({ where: { action: "release.publish", targetId: release.id } })).toBe(1);
    expect((await published.page(about.slug))?.title).toBe("About us");
    expect((await published.post(post.slug))?.body).toBe("First words");
    expect((await published.page(team.slug))?.title).toBe("Team");
    expect(await db.publishedVersion.count({ where: { releaseId: release.id } })).toBe(2);
  });

  it("refuses the whole set when one draft changed after review, publishing nothing", async () => {
    const one = await livePage("One");
    const two = await livePage("Two");
    await pages.update(editor, one.id, { title: "One v2" });
    await pages.update(editor, two.id, { title: "Two v2" });
    const reviewed = await draftFingerprint("page", two.id);
    await pages.update(editor, two.id, { title: "Two v3" });
    await expect(
      releases.publish(editor, { items: [{ kind: "page", entityId: one.id }, { kind: "page", entityId: two.id, fingerprint: reviewed }] }),
    ).rejects.toMatchObject({ code: "conflict", message: expect.stringContaining("changed after it was reviewed") });
    expect((await published.page(one.slug))?.title).toBe("One");
    expect((await published.page(two.slug))?.title).toBe("Two");
  });

  it("refuses a slug another live page still uses, unless both go live together", async () => {
    const old = await livePage("Old");
    const fresh = await pages.create(editor, { title: "Fresh", slug: unique("fresh") });
    const slug = old.slug;
    await pages.update(editor, old.id, { slug: unique("old-moved") });
    await pages.update(editor, fresh.id, { slug });
    await expect(releases.publish(editor, { items: [{ kind: "page", entityId: fresh.id }] })).rejects.toMatchObject({
      code: "conflict",
      message: expect.stringContaining('the live page "Old" still uses that address'),
    });
    expect(await published.page(fresh.slug)).toBeNull();
    await releases.publish(editor, { items: [{ kind: "page", entityId: fresh.id }, { kind: "page", entityId: old.id }] });
    expect((await published.page(slug))?.title).toBe("Fresh");
  });

  it("lets only people who may publish do it", async () => {
    const page = await pages.create(editor, { title: "Quiet", slug: unique("quiet") });
    await expect(releases.publish(viewer, { items: [{ kind: "page", entityId: page.id }] })).rejects.toMatchObject({ code: "forbidden" });
    expect(await published.page(page.slug)).toBeNull();
  });

  it("discards a draft back to the live version, as a revision that can be reverted", async () => {
    const page = await livePage("Pricing", "Cheap");
    await pages.update(editor, page.id, { title: "Prices" });
    await sections.add(editor, page.id, { templateKey: "text", content: { body: "More" } });
    await releases.discard(editor, "page", page.id);
    const draft = await pages.get(editor, page.id);
    expect(draft.title).toBe("Pricing");
    expect(draft.sections.map((s) => s.templateKey)).toEqual(["hero"]);
    await expect(releases.discard(editor, "page", page.id)).rejects.toMatchObject({ code: "conflict" });
    const revision = await db.revision.findFirstOrThrow({ where: { entityId: page.id, action: "draft.discard" } });
    expect((revision.before as { title: string }).title).toBe("Prices");

    const never = await pages.create(editor, { title: "Never", slug: unique("never") });
    await expect(releases.discard(editor, "page", never.id)).rejects.toMatchObject({ code: "conflict", message: expect.stringContaining("never been published") });
  });

  it("undoes a published set as a unit, and the undo can be undone", async () => {
    const a = await livePage("Alpha");
    const b = await pages.create(editor, { title: "Beta", slug: unique("beta") });
    await pages.update(editor, a.id, { title: "Alpha 2" });
    const { release } = await releases.publish(editor, { items: [{ kind: "page", entityId: a.id }, { kind: "page", entityId: b.id }] });
    expect((await published.page(b.slug))?.title).toBe("Beta");

    const { release: undo } = await releases.undo(editor, release.id);
    expect((await published.page(a.slug))?.title).toBe("Alpha");
    expect(await published.page(b.slug)).toBeNull();
    expect((await db.release.findUniqueOrThrow({ where: { id: release.id } })).status).toBe("undone");
    expect((await pages.get(editor, a.id)).title).toBe("Alpha 2");
    await expect(releases.undo(editor, release.id)).rejects.toMatchObject({ code: "conflict" });

    await releases.undo(editor, undo.id);
    expect((await published.page(a.slug))?.title).toBe("Alpha 2");
    expect((await published.page(b.slug))?.title).toBe("Beta");
  });

  it("refuses to undo a set when an item was published again since", async () => {
    const page = await livePage("Gamma");
    await pages.update(editor, page.id, { title: "Gamma 2" });
    const { release } = await releases.publish(editor, { items: [{ kind: "page", entityId: page.id }] });
    await pages.update(editor, page.id, { title: "Gamma 3" });
    await pages.publish(editor, page.id);
    await expect(releases.undo(editor, release.id)).rejects.toMatchObject({ code: "conflict", message: expect.stringContaining("published again") });
    expect((await published.page(page.slug))?.title).toBe("Gamma 3");
  });

  it("keeps one live version when two publishes of the same draft race", async () => {
    const page = await livePage("Race");
    await pages.update(editor, page.id, { title: "Race 2" });
    const outcomes = await Promise.allSettled([pages.publish(editor, page.id), pages.publish(editor, page.id)]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    expect(outcomes.find((o) => o.status === "rejected")).toMatchObject({ reason: { code: "conflict" } });
    const versions = await db.publishedVersion.findMany({ where: { kind: "page", entityId: page.id }, orderBy: { version: "asc" } });
    expect(versions.map((v) => [v.version, v.isCurrent])).toEqual([[1, false], [2, true]]);
  });

  it("publishes a scheduled set once at its time, even with two workers racing, with the drafts as scheduled", async () => {
    const page = await livePage("Launch");
    await pages.update(editor, page.id, { title: "Launch day" });
    const at = new Date(Date.now() + 60_000);
    const scheduled = await releases.schedule(editor, { items: [{ kind: "page", entityId: page.id }], at: at.toISOString() });
    await pages.update(editor, page.id, { title: "Launch day (later edit)" });

    expect(await releases.runDue(new Date(at.getTime() - 1000))).toEqual([]);
    expect((await published.page(page.slug))?.title).toBe("Launch");

    const after = new Date(at.getTime() + 1000);
    const [first, second] = await Promise.all([releases.runScheduled(scheduled.id, after), releases.runScheduled(scheduled.id, after)]);
    expect([first, second].sort()).toEqual(["not-claimed", "published"]);
    expect(await releases.runDue(after)).toEqual([]);
    expect((await published.page(page.slug))?.title).toBe("Launch day");
    expect(await db.publishedVersion.count({ where: { releaseId: scheduled.id } })).toBe(1);
    expect(await db.auditEvent.count({ where: { action: "release.publish", targetId: scheduled.id } })).toBe(1);
    expect((await pages.get(editor, page.id)).title).toBe("Launch day (later edit)");
  });

  it("refuses a schedule in the past and can cancel one before it runs", async () => {
    const page = await livePage("Later");
    await pages.update(editor, page.id, { title: "Later 2" });
    await expect(releases.schedule(editor, { items: [{ kind: "page", entityId: page.id }], at: "2000-01-01T00:00:00Z" })).rejects.toMatchObject({ code: "validation" });
    const at = new Date(Date.now() + 60_000);
    const scheduled = await releases.schedule(editor, { items: [{ kind: "page", entityId: page.id }], at });
    await releases.cancelSchedule(editor, scheduled.id);
    expect(await releases.runScheduled(scheduled.id, new Date(at.getTime() + 1000))).toBe("not-claimed");
    await expect(releases.cancelSchedule(editor, scheduled.id)).rejects.toMatchObject({ code: "conflict" });
    expect((await published.page(page.slug))?.title).toBe("Later");
  });

  it("marks a scheduled set failed, publishing none of it, when an item was trashed since", async () => {
    const kept = await livePage("Kept");
    const dropped = await pages.create(editor, { title: "Dropped", slug: unique("dropped") });
    await pages.update(editor, kept.id, { title: "Kept 2" });
    const at = new Date(Date.now() + 60_000);
    const scheduled = await releases.schedule(editor, { items: [{ kind: "page", entityId: kept.id }, { kind: "page", entityId: dropped.id }], at });
    await pages.trash(editor, dropped.id);
    expect(await releases.runScheduled(scheduled.id, new Date(at.getTime() + 1000))).toBe("failed");
    const failed = await db.release.findUniqueOrThrow({ where: { id: scheduled.id } });
    expect(failed).toMatchObject({ status: "failed", error: expect.stringContaining("moved to the trash") });
    expect(await db.publishedVersion.count({ where: { releaseId: scheduled.id } })).toBe(0);
    expect((await published.page(kept.slug))?.title).toBe("Kept");
  });

  it("keeps revisions in step with what visitors see: reverting an archive brings the post back, reverting a publish takes it down", async () => {
    const post = await posts.create(editor, { title: "Autumn", slug: unique("autumn") });
    await posts.publish(editor, post.id);
    const publishRevision = await db.revision.findFirstOrThrow({ where: { entityId: post.id, action: "post.publish" } });
    expect(publishRevision.before).toMatchObject({ status: "draft" });
    await posts.archive(editor, post.id);
    expect(await published.post(post.slug)).toBeNull();

    const archiveRevision = await db.revision.findFirstOrThrow({ where: { entityId: post.id, action: "post.archive" } });
    await revisions.revert(editor, archiveRevision.id);
    expect((await published.post(post.slug))?.title).toBe("Autumn");
    expect((await posts.get(editor, post.id)).status).toBe("published");

    const latest = await db.revision.findFirstOrThrow({ where: { entityId: post.id, action: "revision.revert" } });
    await revisions.revert(editor, latest.id);
    expect(await published.post(post.slug)).toBeNull();
    expect((await posts.get(editor, post.id)).status).toBe("archived");
  });
});
