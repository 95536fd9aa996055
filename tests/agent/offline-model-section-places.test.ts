import { isStepCount, streamText } from "ai";
import { beforeAll, describe, expect, it } from "vitest";
import { createOfflineModel } from "@/lib/agent/offline-model";
import { parseRequest } from "@/lib/agent/offline-model/parse-request";
import { ApprovedCalls } from "@/lib/agent/approved-calls";
import { toAiTools } from "@/lib/agent/tool-runtime";
import { pages } from "@/lib/services/pages";
import { sections } from "@/lib/services/sections";
import { TOOL_DEFINITIONS } from "@/lib/tools/registry";
import { editor, unique } from "../support/actors";

beforeAll(() => sections.syncTemplates());

/** A new section goes where the request says, and a section with no kind named is the kind that holds what it was given. */
describe("offline model: where a new section goes", () => {
  it.each([
    ["add a text section to home right after the hero saying 'hello there'", { page: "home", templateKey: "text", values: { body: "hello there" }, at: { to: "below", other: { templateKey: "hero" } } }],
    ["put a faq section on the about page below the banner", { templateKey: "faq", at: { to: "below", other: { templateKey: "hero" } } }],
    ["add a call to action before the last section of home", { page: "home", templateKey: "cta", at: { to: "above", other: { ordinal: -1 } } }],
    ["add a cta to about, just above the closing block: heading 'Talk to us', button 'Get in touch' linking to /contact", { page: "about", templateKey: "cta", at: { to: "above", other: { ordinal: -1 } } }],
    ["put a text block after 'What we do' on home: heading 'Hi', text 'Hello there'", { page: "home", values: { heading: "Hi", body: "Hello there" }, at: { to: "below", other: { text: "What we do" } } }],
    ["add a hero to the top of home", { page: "home", templateKey: "hero", at: { to: "top" } }],
  ])("%s", (request, intent) => expect(parseRequest(request)).toMatchObject({ kind: "addSection", ...intent }));

  it("keeps words about a place that are the section's own text", () => {
    expect(parseRequest("add a text section to contact saying 'we are under the hero'")).toEqual({ kind: "addSection", page: "contact", templateKey: "text", values: { body: "we are under the hero" } });
  });

  it.each([
    ["New section for Home, right after the banner please. Copy below:\n\nHeading: Trusted by 40+ local businesses\nText: From bakeries to bookshops, we help.", "text", { heading: "Trusted by 40+ local businesses", body: "From bakeries to bookshops, we help." }],
    ["add a new section to about with the question 'Do you do logos?' and the answer 'No'", "faq", { items: [{ question: "Do you do logos?", answer: "No" }] }],
    ["add a section to home: heading 'Ready?', button 'Book a call' linking to /contact", "cta", { heading: "Ready?", buttonLabel: "Book a call", buttonUrl: "/contact" }],
  ])("names no kind, so takes the one that holds what it is given: %s", (request, templateKey, values) =>
    expect(parseRequest(request)).toMatchObject({ kind: "addSection", templateKey, values }));

  it("asks, rather than refuses or guesses, when a section with no kind is given nothing to hold", () => {
    expect(parseRequest("add a section to home")).toMatchObject({ kind: "unknown" });
    expect(parseRequest("add a new section to home: heading 'Hi'")).toMatchObject({ kind: "unknown" });
  });

  it("puts the section there through the real tools", async () => {
    const word = unique("Placed").replace("-", " ");
    const slug = word.toLowerCase().replace(" ", "-");
    const run = async (prompt: string) => {
      const tools = toAiTools(TOOL_DEFINITIONS, { base: editor, approvals: new ApprovedCalls() });
      await streamText({ model: createOfflineModel(), tools, prompt, stopWhen: isStepCount(12) }).steps;
      return (await pages.get(editor, slug)).sections.map((section) => section.templateKey);
    };
    expect(await run(`create a page called ${word} with a hero, text and a FAQ`)).toEqual(["hero", "text", "faq"]);
    expect(await run(`add a call to action to ${slug} right after the hero`)).toEqual(["hero", "cta", "text", "faq"]);
    expect(await run(`add a text block to ${slug} above the closing block`)).toEqual(["hero", "cta", "text", "text", "faq"]);
  });
});
