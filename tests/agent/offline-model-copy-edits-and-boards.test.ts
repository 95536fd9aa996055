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

describe("offline model: the rest of the twenty-fourth pass", () => {
  it.each([
    ["tagline → Family nursing care, close to home", { kind: "updateSetting", key: "tagline", value: "Family nursing care, close to home" }],
    ["Which pages of the web are not published still?", { kind: "listPages", status: "draft" }],
    ["In Contact page kindly remove the photo gallery itself, not required now.", { kind: "removeSection", page: "Contact", templateKey: "gallery" }],
    ["pls archive the welcome post, old news now", { kind: "postAction", action: "archive", post: "welcome" }],
    ["In what places appears the photo of the studio at dusk?", { kind: "askImage", image: "studio at dusk", ask: "usage" }],
    ["d/c Blog from top menu, pts never click it", { kind: "removeNavLink", label: "Blog" }],
    ["In the menu, the Blog put it more to the left, before About.", { kind: "moveMenuItem", label: "Blog", to: "before", other: "About" }],
    ["what's in the menu along the top, in order?", { kind: "showNavigation" }],
    ["In the page of about, the photo that is next to 'Where we work', I want it in the left side, not in the right.", { kind: "setSectionField", page: "about", templateKey: "imageText", field: "imagePosition", value: "left" }],
    ["About pg FAQ - add q: Do you see walk-ins?  A: yes, mornings 8-10, no appt needed", { kind: "addListItem", page: "About", section: { templateKey: "faq" }, item: ["Do you see walk-ins?", "yes, mornings 8-10, no appt needed"] }],
    ["Erase the tag 'news' from the post of welcome and put 'announcements' in its place.", { kind: "editPost", post: "welcome", change: { field: "tags", add: ["announcements"], remove: ["news"] } }],
    ["are our instagram or facebook links on the site anywhere?", { kind: "askSiteSetting", key: "social" }],
    ["`rm` the welcome post — i.e. `DELETE /posts/welcome-to-our-new-website`", { kind: "postAction", action: "delete", post: "welcome" }],
  ])("%s", (text, expected) => {
    expect(parseRequest(text)).toMatchObject(expected);
  });

  it.each([
    "Can you put the photo of the first page more big? In the mobile it looks very small.",
    "need a login for new receptionist Dana (dana@brookside.example), editor access pls. starts mon",
  ])("says plainly what cannot be done: %s", (text) => {
    expect(parseRequest(text)).toMatchObject({ kind: "cannot" });
  });

  it("points the button it just renamed at the page named, never a menu link", () => {
    expect(parseRequest("Hello! I want that the button of the first page says 'Our services' and that it sends the people to the page of contact.")).toMatchObject({
      kind: "multi",
      steps: [
        { kind: "setSectionField", page: "home", field: "button", value: "Our services" },
        { kind: "setSectionField", page: "home", field: "button link", value: "the contact page" },
      ],
    });
  });
});
