import { describe, expect, it } from "vitest";
import { parseInContext, parseRequest } from "@/lib/agent/offline-model/parse-request";

/**
 * The twenty-fourth pass's voices: a copy editor's marks ("for 'X' read 'Y'"), a board's formal
 * requests in the passive, Indian English office mail, and second turns that repeat or undo.
 */
describe("offline model: a copy editor's marks", () => {
  it.each([
    ["Home, hero, subhead. For 'quick to load, easy to edit' read 'fast, easy to edit'.", { kind: "replaceText", page: "Home", old: "quick to load, easy to edit", replacement: "fast, easy to edit" }],
    ["Welcome post, final line: for 'Thanks for stopping by!' read 'Thank you for stopping by.'", { kind: "editPost", post: "Welcome", change: { field: "wording", old: "Thanks for stopping by!", replacement: "Thank you for stopping by." } }],
    ["Process post, headline: for 'our design process' read 'how we design'. Lower-case h — it follows a colon.", { kind: "editPost", post: "Process", change: { field: "wording", old: "our design process", replacement: "how we design" } }],
    ["Menu: for 'Contact' read 'Contact us'.", { kind: "editMenuItem", label: "Contact", newLabel: "Contact us" }],
  ])("%s", (text, expected) => {
    expect(parseRequest(text)).toMatchObject(expected);
  });
});

describe("offline model: a board's formal requests", () => {
  it.each([
    ["It is requested that the name of the website be amended to 'Northwind Studio Ltd' with immediate effect.", { kind: "updateSetting", key: "name", value: "Northwind Studio Ltd" }],
    ["The Board has resolved that a page entitled 'Annual Report 2024' be created on the website.", { kind: "createPage", title: "Annual Report 2024" }],
    ["The Board wishes the testimonial from Harbour Books to be withdrawn from the website, the company having since ceased trading.", { kind: "entryAction", collection: "testimonials", name: "Harbour Books", action: "unpublish" }],
  ])("%s", (text, expected) => {
    expect(parseRequest(text)).toMatchObject(expected);
  });

  it("renames the page and changes its address, both", () => {
    expect(parseRequest("It is requested that the Contact page be renamed 'Contact the Secretary' and that its address be changed to /secretary.")).toMatchObject({
      kind: "multi",
      steps: [
        { kind: "renamePage", page: "Contact", title: "Contact the Secretary" },
        { kind: "editPage", page: "Contact", field: "slug", value: "secretary" },
      ],
    });
  });

  it("leaves a polite question's 'could … be renamed' as it was asked", () => {
    expect(parseRequest("Could the welcome post be archived?")).toMatchObject({ kind: "postAction", action: "archive", post: "welcome" });
  });
});

describe("offline model: Indian English office mail", () => {
  it.each([
    ["Kindly change accent colour to #e4572e only. Do the needful at the earliest.", { kind: "setColour", which: "accent" }],
    ["PFB alt text for studio photo: 'Northwind Studio building at dusk'. Kindly update the same.", { kind: "setImageAlt", image: "studio", alt: "Northwind Studio building at dusk" }],
    ["did my new tagline go live yet??", { kind: "askSettingLive", setting: "tagline" }],
  ])("%s", (text, expected) => {
    expect(parseRequest(text)).toMatchObject(expected);
  });

  it("makes the page with its heading and text, then publishes it for 'Same to be published'", () => {
    expect(parseRequest("Kindly create one new page 'Careers' with heading 'Join our team' and text 'We are hiring designers.' Same to be published.")).toMatchObject({
      kind: "multi",
      steps: [
        { kind: "createPage", title: "Careers", templates: ["text"], contents: [{ heading: "Join our team", body: "We are hiring designers." }] },
        { kind: "pageAction", action: "publish", page: "it" },
      ],
    });
  });
});

describe("offline model: second turns that repeat or undo", () => {
  it.each([
    ["Kindly hide Blog from menu.", "Do the same for Contact also.", { kind: "setNavVisibility", label: "Contact", visible: false }],
    ["which pictures aren't used anywhere?", "bin it", { kind: "imagesUnused", action: "delete", one: true }],
    ["swap Blog + Contact in top menu", "no, undo that. just rename Blog → News", { kind: "multi", steps: [{ kind: "undoLast" }, { kind: "editMenuItem", label: "Blog", newLabel: "News" }] }],
  ])("%s → %s", (before, text, expected) => {
    expect(parseInContext(text, before)).toMatchObject(expected);
  });
});
