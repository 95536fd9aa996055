import { describe, expect, it } from "vitest";
import { parseInContext, parseRequest } from "@/lib/agent/offline-model/parse-request";

/** Requests typed as a bare noun phrase, or with a word people use for another. */
describe("offline model: terse questions and everyday words", () => {
  it.each([
    ["caption of studio-dusk.jpg?", { kind: "askImage", image: "studio-dusk.jpg", ask: "caption" }],
    ["social links?", { kind: "askSiteSetting", key: "social" }],
    ["contact page sections?", { kind: "askPage", page: "contact", ask: "sections" }],
    ["sections of the about page", { kind: "askPage", page: "about", ask: "sections" }],
    ["Please share the FAQ questions presently there on the About page.", { kind: "askSection", page: "About", section: { templateKey: "faq" } }],
    ["Kindly share the quote given by Maple Bakery.", { kind: "askEntry", collection: "testimonials", name: "Maple Bakery" }],
    ["Kindly publish all the pending changes in one go.", { kind: "publishChanges", scope: "all" }],
    ["chnage the big heading on the home page to 'Good websites'", { kind: "setSectionField", page: "home", field: "heading", value: "Good websites" }],
    ["add teh tags news and hours to it", { kind: "editPost", post: "it", change: { field: "tags", add: ["news", "hours"] } }],
  ])("%s", (sentence, intent) => expect(parseRequest(sentence)).toMatchObject(intent));

  it("keeps questions that only look alike as they were", () => {
    expect(parseRequest("are there any unpublished changes")).toEqual({ kind: "listChanges" });
    expect(parseRequest("how many sections does the contact page have")).toEqual({ kind: "askPage", page: "contact", ask: "sections" });
  });

  it("reads 'Grand, shorten it to …' after a question as a change of what was asked", () => {
    expect(parseInContext("Shorten it to 'Northwind Studio — calm websites'.", "What's the SEO title on the Home page?")).toEqual({ kind: "editPage", page: "Home", field: "seoTitle", value: "Northwind Studio — calm websites" });
    expect(parseInContext("Grand, change it to 'Who we are' so.", "What's the tagline?")).toEqual({ kind: "updateSetting", key: "tagline", value: "Who we are" });
  });
});

describe("offline model: what people add around a request", () => {
  it.each([
    ["ditch the GitHub link from the socials, nobody's clicking it", { kind: "socialLink", op: "remove", label: "Github" }],
    ["pop Catering under About in the menu, like a dropdown thing", { kind: "addMenuItemAt", page: "Catering", under: "About" }],
    ["change the excerpt of the autumn post to 'X' and leave the rest alone", { kind: "editPost", post: "autumn", change: { field: "excerpt", value: "X" } }],
  ])("%s", (sentence, intent) => expect(parseRequest(sentence)).toEqual(intent));

  it("keeps a value's own words that only look like a remark", () => {
    expect(parseRequest("add a question to the about FAQ: Do you design logos? Answer: Yes, we do.")).toMatchObject({ item: ["Do you design logos?", "Yes, we do"] });
  });
});

describe("offline model: a new menu link with its place", () => {
  it("adds the link, then moves it where the request says", () => {
    expect(parseRequest("add a menu item 'Book a Table' linking to https://booking.example/northwind after Contact")).toMatchObject({
      kind: "multi",
      steps: [{ kind: "addNavLink", label: "Book a Table", url: "https://booking.example/northwind" }, { kind: "moveMenuItem", label: "Book a Table", to: "after", other: "Contact" }],
    });
    expect(parseRequest("add one menu item 'Book a Table' linking to https://booking.example/northwind")).toEqual({ kind: "addNavLink", label: "Book a Table", url: "https://booking.example/northwind" });
  });
});
