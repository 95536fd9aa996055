import { describe, expect, it } from "vitest";
import { decideStep } from "@/lib/agent/offline-model/engine";
import { parseInContext, parseRequest } from "@/lib/agent/offline-model/parse-request";
import { conversation, ok } from "../support/offline-conversation";

/** A second message that corrects, repeats or extends the first. */
describe("offline model: corrections and follow-ups", () => {
  it("does the request before to the other thing named, and what else is asked", () => {
    expect(parseInContext("no, sorry, the other one — Contact. Put About back up.", "unpublish the About page")).toMatchObject({
      kind: "multi",
      steps: [{ kind: "pageAction", action: "unpublish", page: "Contact" }, { kind: "pageAction", action: "publish", page: "About" }],
    });
    // the wrong one is put back as it was
    expect(parseInContext("no the other one, Contact", "hide the blog link")).toMatchObject({
      kind: "multi",
      steps: [{ kind: "setNavVisibility", label: "blog", visible: true }, { kind: "setNavVisibility", label: "Contact", visible: false }],
    });
    expect(parseInContext("Sorry, not Blog, I meant Contact.", "Make the point Blog in the menu hidden please.")).toMatchObject({
      kind: "multi",
      steps: [{ kind: "setNavVisibility", label: "Blog", visible: true }, { kind: "setNavVisibility", label: "Contact", visible: false }],
    });
  });

  it("repeats the request before for another thing: 'now the same for the autumn one'", () => {
    expect(parseInContext("now the same for the autumn one", "add the tag 'studio' to the behind the scenes post")).toEqual({ kind: "editPost", post: "autumn", change: { field: "tags", add: ["studio"] } });
  });

  it("reads a page's phone number, email address or opening hours, and the other one asked next", () => {
    expect(parseRequest("what's the email address on the contact page?")).toEqual({ kind: "askValue", page: "contact", value: "email" });
    expect(parseInContext("and the telephone number, dear?", "what's the email address on the contact page?")).toEqual({ kind: "askValue", page: "contact", value: "phone" });
    const contact = ok("cms_getPage", { page: "contact", includeContent: true }, {
      ok: true,
      page: { id: "page-contact", title: "Contact", slug: "contact", status: "published" },
      sections: [{ id: "sec-text", templateKey: "text", content: { heading: "Say hello", body: "Write to [hello@northwind.example](mailto:hello@northwind.example) or call +44 20 7946 0000, weekdays 9–5." } }],
    });
    expect(decideStep(conversation("what's the phone number on the contact page?", { turn: [contact] })).text).toBe("The phone number on 'Contact': '+44 20 7946 0000'.");
    expect(decideStep(conversation("what's the email address on the contact page?", { turn: [contact] })).text).toBe("The email address on 'Contact': 'hello@northwind.example'.");
  });
});
