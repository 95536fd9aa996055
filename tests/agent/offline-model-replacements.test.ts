import { describe, expect, it } from "vitest";
import { decideStep } from "@/lib/agent/offline-model/engine";
import { parseRequest } from "@/lib/agent/offline-model/parse-request";
import { conversation, ok } from "../support/offline-conversation";

/**
 * Words a page shows, reported wrong without naming the section or field they are in: two quoted
 * texts (old and new), two values of one kind, or one new phone number, email address or opening
 * hours, whose old value the page holds.
 */
const tools = new Set(["cms_getPage", "cms_syncSectionContent"]);

const contactPage = (body: string) =>
  ok("cms_getPage", { page: "contact", includeContent: true }, {
    ok: true,
    page: { id: "page-contact", title: "Contact", slug: "contact", status: "published" },
    sections: [
      { id: "sec-hero", templateKey: "hero", content: { heading: "Say hello" } },
      { id: "sec-text", templateKey: "text", content: { heading: "Visit us", body } },
    ],
  });

describe("offline model: words changed where a page shows them", () => {
  it("reads two quoted texts as the old words and the new, and 'instead of' the other way round", () => {
    expect(parseRequest("Contact page, the heading 'Say hello' change in 'Write to us' please")).toEqual({ kind: "replaceText", page: "Contact", old: "Say hello", replacement: "Write to us" });
    expect(parseRequest("the feature grid on home says 'Care' but nobody knows what that means. should be 'Ongoing support'")).toEqual({ kind: "replaceText", page: "home", old: "Care", replacement: "Ongoing support" });
    expect(parseRequest("the about page heading should be 'Hello' instead of 'About us'")).toEqual({ kind: "replaceText", page: "about", old: "About us", replacement: "Hello" });
  });

  it("reads two values of one kind, or one new phone number, email or hours", () => {
    expect(parseRequest("contact page still says 9–5 on weekdays. we're open 9–6 now")).toEqual({ kind: "replaceText", page: "contact", old: "9–5", replacement: "9–6" });
    expect(parseRequest("Kindly amend the telephone number shown on the Contact page to +44 20 7946 0123; the present number is no longer in service.")).toEqual({ kind: "replaceValue", page: "Contact", value: "phone", replacement: "+44 20 7946 0123" });
    expect(parseRequest("our email changed to hello@north.example, update the contact page")).toEqual({ kind: "replaceValue", page: "contact", value: "email", replacement: "hello@north.example" });
    // Making something new is not a replacement.
    expect(parseRequest("add a text section to the contact page saying call +44 20 7946 0123")).not.toMatchObject({ kind: "replaceValue" });
  });

  it("finds the page's one phone number and replaces it in place", () => {
    const request = "change the phone number on the contact page to +44 20 7946 0123";
    expect(decideStep(conversation(request, { tools })).calls).toEqual([{ toolName: "cms_getPage", input: { page: "contact", includeContent: true } }]);
    const page = contactPage("Call +44 20 7946 0000, Monday to Friday.");
    expect(decideStep(conversation(request, { tools, turn: [page] })).calls).toEqual([{ toolName: "cms_syncSectionContent", input: { sectionId: "sec-text", content: { body: "Call +44 20 7946 0123, Monday to Friday." } } }]);
  });

  it("asks which one when the page shows several, and says so when it shows none, changing nothing", () => {
    const request = "change the phone number on the contact page to +44 20 7946 0123";
    const two = decideStep(conversation(request, { tools, turn: [contactPage("Studio +44 20 7946 0000, shop +44 20 7946 0001.")] }));
    expect(two.calls).toBeUndefined();
    expect(two.text).toContain("'+44 20 7946 0000', '+44 20 7946 0001'");
    const none = decideStep(conversation(request, { tools, turn: [contactPage("Write to us any time.")] }));
    expect(none.calls).toBeUndefined();
    expect(none.text).toMatch(/couldn't find a phone number.*changed nothing/);
  });

  it("never takes the digits of an image's id for a phone number, nor changes an id", () => {
    const request = "change the phone number on the contact page to +44 20 7946 0123";
    const page = ok("cms_getPage", { page: "contact", includeContent: true }, {
      ok: true,
      page: { id: "page-contact", title: "Contact", slug: "contact", status: "published" },
      sections: [
        { id: "sec-text", templateKey: "text", content: { body: "Call +44 20 7946 0000." } },
        { id: "sec-gallery", templateKey: "gallery", content: { images: [{ imageId: "cmh08945000x7" }, { imageId: "4420794600001" }] } },
      ],
    });
    expect(decideStep(conversation(request, { tools, turn: [page] })).calls).toEqual([{ toolName: "cms_syncSectionContent", input: { sectionId: "sec-text", content: { body: "Call +44 20 7946 0123." } } }]);
  });
});
