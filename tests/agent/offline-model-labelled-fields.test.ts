import { describe, expect, it } from "vitest";
import { decideStep } from "@/lib/agent/offline-model/engine";
import { parseRequest } from "@/lib/agent/offline-model/parse-request";
import { conversation } from "../support/offline-conversation";

/** A new page or post with its details named one after another, terse or chatty: each detail goes to its field, none into the title. */
describe("offline model: details given by name when making a page or post", () => {
  it.each([
    ["new page Imprint, slug legal-notice, seo title 'Legal notice — Northwind Studio'", { kind: "createPage", title: "Imprint", slug: "legal-notice", seoTitle: "Legal notice — Northwind Studio" }],
    ["create a page Pricing with meta description: Plans for every size of shop.", { kind: "createPage", title: "Pricing", seoDescription: "Plans for every size of shop." }],
    ["new page, title 'Imprint', url /legal", { kind: "createPage", title: "Imprint", slug: "legal" }],
    ["new blog post pls, title 'Our new sourdough', text: we bake it fresh every morning from 7. dont publish yet", { kind: "createPost", title: "Our new sourdough", body: "we bake it fresh every morning from 7" }],
    ["create a post called 'Hello' with the text 'We are open, come by' and tag news", { kind: "createPost", title: "Hello", body: "We are open, come by", tags: ["news"] }],
    ["new post 'Hello', excerpt: short one, tags: news, events", { kind: "createPost", title: "Hello", excerpt: "short one", tags: ["news", "events"] }],
    ["new blog post: We're hiring. body: We are looking for a junior designer.", { kind: "createPost", title: "We're hiring", body: "We are looking for a junior designer." }],
    ["write a new post called Autumn tips tagged seasonal", { kind: "createPost", title: "Autumn tips", tags: ["seasonal"] }],
  ])("%s", (sentence, intent) => expect(parseRequest(sentence)).toEqual(intent.kind === "createPage" ? { templates: [], ...intent } : intent));

  it("keeps a name that only contains a field's word where no detail starts", () => {
    expect(parseRequest("create a post about tags in wordpress")).toEqual({ kind: "createPost", title: "Tags in wordpress" });
    expect(parseRequest("new post Five tips and tricks")).toEqual({ kind: "createPost", title: "Five tips and tricks" });
  });

  it("makes the page with all of them in one call", () => {
    const step = decideStep(conversation("new page Imprint, slug legal-notice, seo title 'Legal notice'", { tools: new Set(["cms_createPage"]) }));
    expect(step.calls).toEqual([{ toolName: "cms_createPage", input: { title: "Imprint", slug: "legal-notice", seoTitle: "Legal notice" } }]);
  });
});
