import { describe, expect, it } from "vitest";
import { parseRequest } from "@/lib/agent/offline-model/parse-request";

/** Parts of the site described by how they look or where they sit, or in other CMSs' words. */
describe("offline model: parts of the site described instead of named", () => {
  it.each([
    ["What does the big writing say in the top bit of the front page?", { kind: "askSectionField", page: "home", templateKey: "hero", field: "heading" }],
    ["The big writing at the start of the front page, the very first thing you see — could it say ‘Friendly websites for local businesses’ instead?", { kind: "setSectionField", page: "home", templateKey: "hero", field: "heading", value: "Friendly websites for local businesses" }],
    ["The little links at the very top of the page — could ‘Contact’ come before ‘Blog’ please?", { kind: "moveMenuItem", label: "Contact", to: "before", other: "Blog" }],
    ["How many news items have we published so far?", { kind: "listPosts", status: "published" }],
    ["Would you be so kind as to list the social media accounts to which the website links?", { kind: "askSiteSetting", key: "social" }],
  ])("%s", (request, intent) => expect(parseRequest(request)).toMatchObject(intent));

  it("reads a non-native word order: 'the page Contact'", () => {
    expect(parseRequest("change the seo description of the page Contact to 'Write or call us'")).toMatchObject({ page: "Contact" });
  });

  it("keeps a section's own words and a page's real name", () => {
    expect(parseRequest("the home hero sub line is waaay too long, make it just 'Quick sites.'")).toMatchObject({ kind: "setSectionField", templateKey: "hero", field: "subheading", value: "Quick sites." });
    expect(parseRequest("move the faq before the hero on about")).toMatchObject({ kind: "moveSection", page: "about" });
    expect(parseRequest("Set the meta description of the About page to: Meet the people behind us.")).toMatchObject({ kind: "editPage", page: "About", field: "seoDescription" });
  });
});
