import { describe, expect, it } from "vitest";
import type { RecordedCall } from "@/lib/agent/offline-model/conversation";
import { decideStep } from "@/lib/agent/offline-model/engine";
import { parseRequest, tidyRequest } from "@/lib/agent/offline-model/parse-request";
import { conversation, ok } from "../support/offline-conversation";

/** A problem told with no request: the fix it asks for, and only when the words say the thing should go. */
describe("offline model: problems stated with no request", () => {
  it.each([
    ["the summer offer page is still up on the site and the offer ended in august", { kind: "pageAction", action: "unpublish", page: "summer offer" }],
    ["we still have that 2023 price list post on the blog and people keep quoting those prices at us", { kind: "postAction", action: "unpublish", post: "2023 price list" }],
    ["We put the price rise post out by mistake and clients are already ringing about it.", { kind: "postAction", action: "unpublish", post: "price rise" }],
    ["The 'Old Shop' link in the menu still goes to the shop we closed last year.", { kind: "removeNavLink", label: "Old Shop" }],
    ["the GitHub link at the bottom of the site goes nowhere, we closed that acount months ago", { kind: "socialLink", op: "remove", label: "Github" }],
    ["There's an old logo image in the media library that we don't use any more.", { kind: "deleteImage", image: "old logo" }],
  ])("%s", (sentence, fix) => expect(parseRequest(sentence)).toEqual({ kind: "remedy", problem: expect.any(String), fix }));

  it("reads no removal into a problem that names another fix, says nothing is wrong, or comes with a request", () => {
    expect(parseRequest("the 'Old team' link in the menu goes to a page that doesnt exist anymore, it should go to the about page")).not.toMatchObject({ kind: "remedy" });
    expect(parseRequest("The tagline still talks about independent businesses, but these days we mostly work for charities.")).not.toMatchObject({ kind: "remedy" });
    expect(parseRequest("the summer offer page is live")).not.toMatchObject({ kind: "remedy" });
    expect(parseRequest("Yesterday I deleted the Careers page by mistake. Please bring it back from the trash.")).toMatchObject({ kind: "restoreFromTrash", name: "Careers" });
  });

  it("says why it acts, and the change waits on its card like any unpublish", () => {
    const request = "the summer offer page is still up on the site and the offer ended in august";
    const tools = new Set(["cms_findResource", "cms_unpublishPage"]);
    const found = ok("cms_findResource", { query: "summer offer", type: "page" }, { ok: true, items: [{ type: "page", id: "page-offer", title: "Summer Offer", slug: "summer-offer", status: "published" }] });
    const step = (turn: RecordedCall[]) => decideStep(conversation(request, { tools, turn }));
    expect(step([]).calls).toEqual([{ toolName: "cms_findResource", input: { query: "summer offer", type: "page" } }]);
    expect(step([found]).calls).toEqual([{ toolName: "cms_unpublishPage", input: { page: "page-offer" } }]);
    const done = step([found, ok("cms_unpublishPage", { page: "page-offer" }, { ok: true, page: { id: "page-offer", title: "Summer Offer", slug: "summer-offer", status: "draft" } })]);
    expect(done.text).toMatch(/should no longer be on the site/);
  });
});

/** Words beside a request that ask for nothing are not a request left undone; anything about the site still is. */
describe("offline model: asides beside a request", () => {
  it.each([
    ["What's the meta descripton on the homepage rn? Need to check the length before I rewrite it.", { kind: "askPage", page: "home", ask: "seoDescription" }],
    ["Sorry, probably a silly question — is the Autumn collection post visible to people yet, or is it still only for us?", { kind: "askPost", post: "Autumn collection", ask: "live" }],
    ["Before I touch anything — is there something that hasn't gone live yet? I'm worried I left something half done yesterday.", { kind: "listChanges" }],
    ["quick q 📸 is the contact page actually live?? a client says they can't find it 😅", { kind: "askPage", page: "contact", ask: "live" }],
  ])("%s", (sentence, intent) => expect(parseRequest(sentence)).toEqual(intent));

  it.each([
    ["How many photographs have we got saved on the website altogether? I'd like to add some of my own.", { kind: "listImages" }],
    ["REMOVE THE BLOG LINK FROM THE MENU. WE HAVEN'T POSTED IN MONTHS AND IT LOOKS DEAD. LEAVE THE POSTS ALONE.", { kind: "removeNavLink", label: "BLOG" }],
  ])("sets aside what the person will do themselves, and what is to stay as it is: %s", (sentence, intent) => expect(parseRequest(sentence)).toEqual(intent));

  it("keeps a first-person sentence that asks for a change to a thing named", () => {
    expect(parseRequest("Create a page called Team. We need to publish it today.")).toMatchObject({ kind: "multi", steps: [{ kind: "createPage" }, { kind: "pageAction", action: "publish" }] });
    expect(parseRequest("publish the about page. I want you to delete the contact page")).toMatchObject({ kind: "multi", steps: [{ action: "publish" }, { action: "delete", page: "contact" }] });
  });

  it("still says what it did not understand when the part is chained, or names something on the site", () => {
    expect(parseRequest("publish the about page and then dance")).toEqual({ kind: "unknown", part: "dance" });
    expect(parseRequest("publish the autumn post. the hero needs fixing on home somehow")).toMatchObject({ kind: "unknown" });
  });
});

describe("offline model: where the site says something", () => {
  it.each([
    ["Which pages mention the keyword 'accessible'? Doing a keyword audit.", "accessible"],
    ["did i already write a post about lake como?? 🤔 can't remember lol", "lake como"],
    ["Where on the website stands the word 'bakery'?", "bakery"],
    ["Does the phrase 'click here' appear anywhere on the site?", "click here"],
    ["does the site mention pricing anywhere", "pricing"],
  ])("%s", (sentence, query) => expect(parseRequest(sentence)).toEqual({ kind: "search", query }));
});

describe("offline model: requests written as prompts and numbered lists", () => {
  it("reads the task, takes constraints that give values as its details, and drops the role, the output and what must stay", () => {
    const prompt = "Act as my web editor.\nTask: create a draft page titled 'Accessibility Statement'.\nConstraints: slug must be 'accessibility'; SEO description: 'How we make our website usable for everyone.'; do not publish.\nOutput: confirm when done.";
    expect(parseRequest(prompt)).toEqual({ kind: "createPage", title: "Accessibility Statement", templates: [], slug: "accessibility", seoDescription: "How we make our website usable for everyone." });
    expect(tidyRequest("Act as a brand manager. Task: set the primary colour to navy. Constraint: do not change any other colour.")).toBe("set the primary colour to navy");
  });

  it("reads labelled values after a full stop, a link before a full stop, and an item of a numbered list as its own step", () => {
    expect(parseRequest("Act as a senior content editor. Task: add a call-to-action section at the end of the About page. Heading: 'Ready to talk?'. Button: 'Book a call' linking to /contact. Rules: do not modify the other sections.")).toEqual({
      kind: "addSection", page: "About", templateKey: "cta", values: { heading: "Ready to talk?", buttonLabel: "Book a call", buttonUrl: "/contact" },
    });
    expect(parseRequest("ok so 💍\n1. new post 'Mia & Leo — barn wedding' tagged weddings\n2. cover = the autumn valley pic 🍂\n3. publish it!!")).toMatchObject({
      kind: "multi",
      steps: [{ kind: "createPost", title: "Mia & Leo — barn wedding", tags: ["weddings"] }, { kind: "editPost", post: "it", change: { field: "cover", value: "autumn valley picture" } }, { action: "publish" }],
    });
  });
});
