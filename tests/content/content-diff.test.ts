import { describe, expect, it } from "vitest";
import { diffSnapshots } from "@/lib/content/content-diff";

const page = (title: string, sections: object[]) => ({ title, slug: "about", seoTitle: null, seoDescription: null, sections });
const hero = (id: string, heading: string, position = 0) => ({ id, templateKey: "hero", position, content: { heading } });
const text = (id: string, body: string, position = 1) => ({ id, templateKey: "text", position, content: { body } });

describe("content diff", () => {
  it("names changed fields and sections in editors' words", () => {
    const changes = diffSnapshots(page("About", [hero("s1", "Hello"), text("s2", "Old")]), page("About us", [hero("s1", "Welcome")]));
    expect(changes).toEqual([
      { path: "Title", change: "changed", before: "About", after: "About us" },
      { path: "Sections › Section 1 (Hero) › Content › Heading", change: "changed", before: "Hello", after: "Welcome" },
      { path: "Sections › Section 2 (Text)", change: "removed", before: "Body: Old", after: null },
    ]);
  });

  it("gives long text and markdown a word-level diff", () => {
    const before = "We build calm websites for independent businesses.\n\nEvery project starts with a talk.";
    const after = "We build calm, fast websites for independent businesses.\n\nEvery project starts with a talk.";
    const [change] = diffSnapshots({ body: before }, { body: after });
    expect(change.words?.some((part) => part.change === "added" && part.text.includes("fast"))).toBe(true);
    expect(change.words?.filter((part) => part.change !== "added").map((p) => p.text).join("")).toBe(before);
    expect(change.words?.filter((part) => part.change !== "removed").map((p) => p.text).join("")).toBe(after);
  });

  it("shows names instead of ids, yes/no for switches, and everything as new when nothing is live", () => {
    const names = new Map([["img1", "harbour.png"], ["p1", "About"]]);
    const menu = (visible: boolean) => ({ items: [{ id: "n1", label: "Blog", pageId: "p1", url: null, position: 0, visible, parentId: null }] });
    expect(diffSnapshots(menu(true), menu(false), names)).toEqual([{ path: "Menu items › “Blog” › Shown in the menu", change: "changed", before: "Yes", after: "No" }]);
    expect(diffSnapshots(null, { title: "Cover", coverImageId: "img1" }, names)).toEqual([
      { path: "Title", change: "added", before: null, after: "Cover" },
      { path: "Cover image", change: "added", before: null, after: "harbour.png" },
    ]);
    expect(diffSnapshots({ a: 1 }, { a: 1 })).toEqual([]);
  });

  it("leaves out fields that stay empty, and names a new section's fields by its template", () => {
    const faq = { id: "s1", templateKey: "faq", position: 0, content: { heading: "Help", items: [{ question: "Why?", answer: "Because." }] } };
    const cta = { id: "s2", templateKey: "hero", position: 1, content: { heading: "Hi", ctaLabel: "Go", ctaUrl: "/go" } };
    expect(diffSnapshots(null, { title: "New", seoTitle: "", seoDescription: null, sections: [faq, cta] })).toEqual([
      { path: "Title", change: "added", before: null, after: "New" },
      { path: "Sections › Section 1 (FAQ)", change: "added", before: null, after: "Heading: Help; Questions: Question: Why?; Answer: Because." },
      { path: "Sections › Section 2 (Hero)", change: "added", before: null, after: "Heading: Hi; Button label: Go; Button link: /go" },
    ]);
  });
});
