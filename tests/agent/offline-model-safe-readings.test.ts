import { describe, expect, it } from "vitest";
import { parseRequest } from "@/lib/agent/offline-model/parse-request";

/** Readings that must never do something bigger or sooner than asked. */
describe("offline model: never more than was asked", () => {
  it.each([
    "- [ ] schedule the Autumn collection post to go live Monday 09:00 (NOT now)",
    "publish the about page on friday at 9am",
    "can you make the welcome post live tomorrow",
    "schedule the about page",
  ])("does not publish now what is asked for later: %s", (request) => {
    expect(parseRequest(request)).toEqual({ kind: "cannot", reason: expect.stringMatching(/^I can't schedule from the chat.+Nothing was changed — .+Review changes/) });
  });

  it("reads a time said of the past as no schedule", () => {
    expect(parseRequest("the post was published on monday, can you unpublish it")).not.toMatchObject({ kind: "cannot" });
    expect(parseRequest("publish the about page")).toEqual({ kind: "pageAction", action: "publish", page: "about" });
  });

  it.each([
    ["On the contact page delete the last section", { kind: "removeSectionAt", page: "contact", section: { ordinal: -1 } }],
    ["On the contact page can you get rid of the last thing, the one with the pictures", { kind: "removeSectionAt", page: "contact", section: { ordinal: -1 } }],
  ])("removes the part named, not the page: %s", (request, intent) => expect(parseRequest(request)).toEqual(intent));

  it("asks rather than delete a page when a part of it is meant", () => {
    expect(parseRequest("on the contact page delete the weird bit at the bottom")).toMatchObject({ kind: "unknown" });
    expect(parseRequest("delete the contact page")).toEqual({ kind: "pageAction", action: "delete", page: "contact" });
  });
});
