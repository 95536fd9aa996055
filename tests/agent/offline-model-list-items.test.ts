import { describe, expect, it } from "vitest";
import { decideStep } from "@/lib/agent/offline-model/engine";
import { parseInContext, parseRequest } from "@/lib/agent/offline-model/parse-request";
import { conversation, ok } from "../support/offline-conversation";

const faq = { items: [{ question: "How long?", answer: "Weeks." }, { question: "Can we edit it?", answer: "Yes." }, { question: "Do you host?", answer: "No." }] };
const about = ok("cms_getPage", { page: "about", includeContent: true }, {
  ok: true,
  page: { id: "page-about", title: "About", slug: "about", status: "published" },
  sections: [
    { id: "sec-text", templateKey: "text", content: { heading: "Who we are", body: "A small studio." } },
    { id: "sec-faq", templateKey: "faq", content: faq },
  ],
});
const answered = (index: number, answer: string) => faq.items.map((item, position) => (position === index ? { ...item, answer } : item));

/** One question of a FAQ or one feature of a grid, picked by place or by its words, changed with the others kept. */
describe("offline model: one item of a section's list", () => {
  it.each([
    ["change the answer of the second question in the FAQ on About to 'Yes, we train you.'", { page: "About", section: { templateKey: "faq" }, item: { ordinal: 2 }, part: 1, value: "Yes, we train you." }],
    ["update the 3rd answer in the about faq to: We do not host sites.", { page: "about", section: { templateKey: "faq" }, item: { ordinal: 3 }, part: 1, value: "We do not host sites." }],
    ["the first question in the faq on the About page, please change the answer to: Most projects take eight to twelve weeks.", { item: { ordinal: 1 }, part: 1, value: "Most projects take eight to twelve weeks." }],
    ["change the description of the second feature on home to \"We stay.\"", { page: "home", section: { templateKey: "featureGrid" }, item: { ordinal: 2 }, part: 1 }],
    ["rename the feature “Care” on the home page to “Support”", { page: "home", section: { templateKey: "featureGrid" }, item: { text: "Care" }, part: 0, value: "Support" }],
    ["change the title of the last feature on the home page to Hosting", { item: { ordinal: -1 }, part: 0, value: "Hosting" }],
  ])("%s", (sentence, intent) => expect(parseRequest(sentence)).toMatchObject({ kind: "editListItem", ...intent }));

  it("reads 'the second one' after a FAQ was shown as that FAQ's second question", () => {
    expect(parseInContext("Change the answer of the second one to “Yes — we train you.”", "What questions are in the FAQ on About?")).toEqual({
      kind: "editListItem", page: "About", section: { templateKey: "faq" }, item: { ordinal: 2 }, part: 1, value: "Yes — we train you.",
    });
  });

  it("changes only that item's text", () => {
    const step = decideStep(conversation("change the answer of the second question in the FAQ on About to 'Yes, we train you.'", { turn: [about] }));
    expect(step.calls).toEqual([{ toolName: "cms_syncSectionContent", input: { sectionId: "sec-faq", content: { items: answered(1, "Yes, we train you.") } } }]);
    const last = decideStep(conversation("change the question of the last question on About to 'Do you host sites?'", { turn: [about] }));
    expect(last.calls?.[0].input).toMatchObject({ content: { items: [faq.items[0], faq.items[1], { question: "Do you host sites?", answer: "No." }] } });
  });

  it("says what is there and changes nothing when the item does not exist", () => {
    const step = decideStep(conversation("change the answer of the fifth question in the FAQ on About to 'x'", { turn: [about] }));
    expect(step.calls).toBeUndefined();
    expect(step.text).toMatch(/has 3 items and no item number 5, so I changed nothing/);
  });
});

/** One item of a list taken out — never the page the list is on. */
describe("offline model: removing one item of a section's list", () => {
  it.each([
    ["remove the second question from the about FAQ", { page: "about", section: { templateKey: "faq" }, item: { ordinal: 2 } }],
    ["delete the question 'Do you host?' from the faq on about", { page: "about", section: { templateKey: "faq" }, item: { text: "Do you host?" } }],
    ["get rid of the last feature on the home page", { page: "home", section: { templateKey: "featureGrid" }, item: { ordinal: -1 } }],
  ])("%s", (sentence, intent) => expect(parseRequest(sentence)).toMatchObject({ kind: "removeListItem", ...intent }));

  it("reads 'delete the last one' after a FAQ was shown as that FAQ's last question, though the page was looked up to show it", () => {
    const lookedUp = ok("cms_findResource", { query: "about", type: "page" }, { ok: true, items: [{ type: "page", id: "page-about", title: "About", slug: "about" }] });
    const step = decideStep(
      conversation("delete the last one", { previousRequests: ["what are the questions in the about FAQ?"], earlierTurns: [[lookedUp, about]], lastReply: "The FAQ section on 'About' says: How long? Can we edit it? Do you host?", turn: [about] }),
    );
    expect(step.calls).toEqual([{ toolName: "cms_syncSectionContent", input: { sectionId: "sec-faq", content: { items: faq.items.slice(0, 2) } } }]);
  });

  it("says so, changing nothing, when the list has no such item", () => {
    const step = decideStep(conversation("remove the fifth question from the about FAQ", { turn: [about] }));
    expect(step.calls ?? []).toEqual([]);
    expect(step.text).toMatch(/has 3 items and no item number 5, so I changed nothing/);
  });
});
