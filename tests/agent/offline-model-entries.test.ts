import { describe, expect, it } from "vitest";
import type { RecordedCall } from "@/lib/agent/offline-model/conversation";
import { decideStep } from "@/lib/agent/offline-model/engine";
import { conversation, ok } from "../support/offline-conversation";

/** Publishing a collection entry with the built-in model: one held back from the site is let on it first. */
describe("offline model: a testimonial held back from the site", () => {
  it("is let on the site before it is published", () => {
    const tools = new Set(["cms_getEntries", "cms_getEntry", "cms_updateEntry", "cms_listUnpublishedChanges", "cms_publishChanges"]);
    const request = "publish the Riverside Dental testimonial";
    const list = ok("cms_getEntries", { collection: "testimonials" }, { ok: true, items: [{ id: "e1", title: "Riverside Dental", status: "draft" }] });
    const read = ok("cms_getEntry", { entryId: "e1" }, { ok: true, entry: { id: "e1", title: "Riverside Dental", status: "draft", data: { quote: "Calm and kind.", author: "Dr Lee" } } });
    const step = (turn: RecordedCall[]) => decideStep(conversation(request, { tools, turn }));
    expect(step([list, read]).calls).toEqual([{ toolName: "cms_updateEntry", input: { entryId: "e1", status: "published" } }]);
    const ready = ok("cms_updateEntry", { entryId: "e1", status: "published" }, { ok: true, entry: { id: "e1", title: "Riverside Dental", status: "published" } });
    expect(step([list, read, ready]).calls).toEqual([{ toolName: "cms_listUnpublishedChanges", input: {} }]);
  });
});
