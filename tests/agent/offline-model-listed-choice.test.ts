import { describe, expect, it } from "vitest";
import type { RecordedCall } from "@/lib/agent/offline-model/conversation";
import { decideStep } from "@/lib/agent/offline-model/engine";
import { readRequest } from "@/lib/agent/offline-model/listed-choice";
import { conversation, ok } from "../support/offline-conversation";

const eventPosts = ok("cms_getPosts", {}, {
  ok: true,
  items: [
    { id: "p1", title: "Summer fair recap", status: "published", publishedAt: "2026-09-01T10:00:00.000Z" },
    { id: "p2", title: "Spring open day", status: "published", publishedAt: "2026-04-01T10:00:00.000Z" },
    { id: "p3", title: "Welcome to our new website", status: "published", publishedAt: "2026-01-01T10:00:00.000Z" },
  ],
});
const eventsReply = "2 posts are tagged events:\n- **Summer fair recap** — published\n- **Spring open day** — published";
const testimonials = ok("cms_getEntries", { collection: "testimonials" }, {
  ok: true,
  collection: { id: "c1", slug: "testimonials", name: "Testimonials" },
  items: [
    { id: "e1", title: "Maple Bakery", status: "published" },
    { id: "e2", title: "Harbour Books", status: "published" },
  ],
});
const pages = ok("cms_getPages", {}, { ok: true, items: [{ id: "a", title: "Home" }, { id: "b", title: "Careers" }] });

/** What the request becomes after a turn that made these calls and answered with this text. */
const after = (calls: RecordedCall[], lastReply: string, text: string) =>
  readRequest(conversation(text, { earlier: calls, earlierTurns: [calls], lastReply, previousRequests: ["which ones?"] }), text).text;

describe("offline model: picking out of the list the previous answer showed", () => {
  it("takes 'the older one' and 'the newest' by date among the records the answer named, not the whole list", () => {
    expect(after([eventPosts], eventsReply, "Would you archive the older one, please?")).toBe("Would you archive the “Spring open day” post, please?");
    expect(after([eventPosts], eventsReply, "unpublish the most recent one")).toBe("unpublish the “Summer fair recap” post");
  });

  it("takes a place in the list in the order the answer gave", () => {
    expect(after([testimonials], "Testimonials has 2 entries.\n- **Maple Bakery**\n- **Harbour Books**", "delete the second one")).toBe("delete the “Harbour Books” testimonial");
    expect(after([eventPosts], eventsReply, "publish the 1st post")).toBe("publish the “Summer fair recap” post");
  });

  it("names every listed record for 'both of them', and asks each one's question for 'which of them'", () => {
    expect(after([eventPosts], eventsReply, "archive both of them")).toBe("archive the posts “Summer fair recap” and “Spring open day”");
    expect(after([eventPosts], eventsReply, "which of them is live?")).toBe("is the “Summer fair recap” post live, and is the “Spring open day” post live");
    expect(after([pages], "- **Home**\n- **Careers**", "which one of them isnt in the menu")).toBe("is “Home” in the menu, and is “Careers” in the menu");
  });

  it("leaves the request alone when nothing was listed, the list was followed by a change, or 'both' does not fit", () => {
    expect(after([], "", "delete the second one")).toBe("delete the second one");
    const archived = ok("cms_archivePost", { post: "p1" }, { ok: true, post: { id: "p1", title: "Summer fair recap" } });
    expect(after([eventPosts, archived], eventsReply, "and the older one")).toBe("and the older one");
    expect(after([eventPosts], "- **Summer fair recap**\n- **Spring open day**\n- **Welcome to our new website**", "archive both")).toBe("archive both");
  });

  it("carries the choice out on the record picked", () => {
    const tools = new Set(["cms_findResource", "cms_getPosts", "cms_archivePost"]);
    const step = decideStep(conversation("archive the older one", { tools, earlier: [eventPosts], earlierTurns: [[eventPosts]], lastReply: eventsReply }));
    expect(step.calls?.[0]).toEqual({ toolName: "cms_findResource", input: { query: "Spring open day", type: "post" } });
  });
});

describe("offline model: picking from the menu just shown", () => {
  it("takes 'the 3rd one' as the menu's third item", () => {
    const menu = ok("cms_getNavigation", {}, { ok: true, items: [{ id: "n1", label: "Home" }, { id: "n2", label: "About" }, { id: "n3", label: "Blog" }], total: 3 });
    const reply = "The menu has 3 item(s).\n- **Home** → /\n- **About** → /about\n- **Blog** → /blog";
    expect(after([menu], reply, "move the 3rd one to the front")).toBe("move the “Blog” menu item to the front");
  });
});
