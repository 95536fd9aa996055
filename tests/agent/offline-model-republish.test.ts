import { describe, expect, it } from "vitest";
import type { RecordedCall } from "@/lib/agent/offline-model/conversation";
import { decideStep } from "@/lib/agent/offline-model/engine";
import { conversation, ok } from "../support/offline-conversation";

/** An archived post asked back on the blog: taken out of the archive, then published, never "nothing to publish". */
describe("offline model: an archived post put back on the blog", () => {
  it("is taken out of the archive before it is published", () => {
    const tools = new Set(["cms_findResource", "cms_getPosts", "cms_unpublishPost", "cms_listUnpublishedChanges", "cms_publishPost"]);
    const request = "put the summer sale post back on the blog";
    const step = (turn: RecordedCall[]) => decideStep(conversation(request, { tools, turn }));
    expect(step([]).calls).toEqual([{ toolName: "cms_findResource", input: { query: "summer sale", type: "post" } }]);
    const found = ok("cms_findResource", { query: "summer sale", type: "post" }, { ok: true, items: [{ type: "post", id: "p1", title: "Summer sale", status: "archived", score: 1 }] });
    expect(step([found]).calls).toEqual([{ toolName: "cms_unpublishPost", input: { post: "p1" } }]);
    const unarchived = ok("cms_unpublishPost", { post: "p1" }, { ok: true, post: { id: "p1", title: "Summer sale", status: "draft" } });
    expect(step([found, unarchived]).calls).toEqual([{ toolName: "cms_listUnpublishedChanges", input: {} }]);
  });
});
