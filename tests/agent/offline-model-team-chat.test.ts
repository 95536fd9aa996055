import { describe, expect, it } from "vitest";
import { parseInContext, parseRequest } from "@/lib/agent/offline-model/parse-request";

/** How people write in a team chat: a mention, "can someone", reasons tacked on with no comma. */
describe("offline model: requests written in a team chat", () => {
  it.each([
    ["@cms can someone take teh Careers page down, we filled the role. don't delete it, just get it off the site", { kind: "pageAction", action: "unpublish", page: "Careers" }],
    ["@cms pls get rid of the 'What we do' block on the homepage, marketing says it's stale", { kind: "removeSectionAt", page: "home", section: { text: "What we do" } }],
    ["@cms Contact first in the nav pls, people can't find it", { kind: "moveMenuItem", label: "Contact", to: "first" }],
    ["publish the autumn post its ready now", { kind: "postAction", action: "publish", post: "autumn" }],
    ["unpublsh the Contact page until we fix the phone number", { kind: "pageAction", action: "unpublish", page: "Contact" }],
    ["take the process post offline for a bti pls 🙈 NOT delete!!", { kind: "postAction", action: "unpublish", post: "process" }],
    ["can someone archive the welcome post, it's ancient", { kind: "postAction", action: "archive", post: "welcome" }],
  ])("%s", (sentence, intent) => expect(parseRequest(sentence)).toEqual(intent));

  it("reads 'two things:' as the start of the list, not part of its first step", () => {
    expect(parseRequest("@cms two things: kill the Autumn draft and hide Blog from teh nav. thx")).toMatchObject({
      kind: "multi",
      steps: [{ action: "delete", page: "Autumn draft" }, { kind: "setNavVisibility", label: "Blog", visible: false }],
    });
  });

  it("moves a menu item named with no menu, but leaves a section to its page", () => {
    expect(parseRequest("move Blog to the end")).toEqual({ kind: "moveMenuItem", label: "Blog", to: "last" });
    expect(parseRequest("move the FAQ to the top")).toMatchObject({ kind: "moveSection", section: { templateKey: "faq" }, to: "top" });
  });
});

describe("offline model: a follow-up that changes what was just read or done", () => {
  it.each([
    ["what's the SEO title of the About page?", "ok set it to 'About us | Northwind Studio' then", { kind: "editPage", page: "About", field: "seoTitle", value: "About us | Northwind Studio" }],
    ["change the acent colour to something warmer", "actually make it blue", { kind: "setColour", which: "accent", value: "blue" }],
    ["change the hero heading on the home page to 'Hello'", "make it 'Hello there' instead", { kind: "changeAgain", value: "Hello there" }],
    ["move Blog to the end", "actually no, put it first", { kind: "moveMenuItem", label: "Blog", to: "first" }],
    ["what's the alt text on the sunrise picture?", "and the coast one?", { kind: "askImage", image: "coast", ask: "alt" }],
  ])("%s → %s", (previous, text, intent) => expect(parseInContext(text, previous)).toEqual(intent));
});

describe("offline model: an SEO specialist's words and labelled copy", () => {
  it.each([
    ["What's the site-wide default meta title at the moment? Want to check it before the audit.", { kind: "askSiteSetting", key: "seoTitle" }],
    ["Default meta title → 'Northwind Studio | Web Design' and default meta description → 'Calm, fast websites.'", {
      kind: "multi", steps: [{ kind: "updateSetting", key: "seoTitle", value: "Northwind Studio | Web Design" }, { kind: "updateSetting", key: "seoDescription", value: "Calm, fast websites." }],
    }],
    ["Set the canonical slug for the Contact page to 'contact-us' and give it an SEO title of 'Contact Us | Northwind'. Don't touch the H1.", {
      kind: "multi", steps: [{ kind: "editPage", page: "Contact", field: "slug", value: "contact-us" }, { kind: "editPage", field: "seoTitle", value: "Contact Us | Northwind" }],
    }],
  ])("%s", (sentence, intent) => expect(parseRequest(sentence)).toMatchObject(intent));

  it("sets each labelled line on the page the first line names", () => {
    expect(parseRequest("On-page fixes for /about:\n- SEO title: 'About Northwind'\n- meta description: 'A team of four.'\n- H1: change 'About us' to 'About Northwind Studio'")).toMatchObject({
      kind: "multi",
      steps: [
        { kind: "editPage", page: "about", field: "seoTitle", value: "About Northwind" },
        { kind: "editPage", page: "about", field: "seoDescription", value: "A team of four." },
        { page: "about", replacement: "About Northwind Studio" },
      ],
    });
    expect(parseRequest("Two copy updates for the homepage, final wording below.\n\nBanner heading: Calm websites\nBanner subheading: Design and build.")).toMatchObject({
      kind: "multi",
      steps: [{ kind: "setSectionField", page: "home", templateKey: "hero", field: "heading", value: "Calm websites" }, { field: "subheading", value: "Design and build." }],
    });
  });
});

describe("offline model: several questions in one message", () => {
  it.each([
    ["how many pages are there, which of them are live, and does the About page have an SEO title?", [{ kind: "listPages" }, { kind: "listPages", status: "published" }, { kind: "askPage", page: "About", ask: "seoTitle" }]],
    ["what colours is the site using, is there a logo, and which social links are set?", [{ kind: "askSiteSetting", key: "colours" }, { kind: "askSiteSetting", key: "logo" }, { kind: "askSiteSetting", key: "social" }]],
    ["who wrote the design process post, is it published, and what tags does it have?", [{ post: "design process", ask: "author" }, { post: "design process", ask: "live" }, { post: "design process", ask: "tags" }]],
    ["which collections do we have, how many testimonials are in it, and who said 'Finally a website our whole team can update'?", [{ kind: "listCollections" }, { kind: "listEntries", collection: "testimonials" }, { kind: "askEntry", name: "Finally a website our whole team can update" }]],
  ])("%s", (sentence, steps) => expect(parseRequest(sentence)).toMatchObject({ kind: "multi", steps }));

  it("asks once what one answer covers, and sets aside what the person says about themselves", () => {
    expect(parseRequest("what does each menu item link to, and are any of them hidden?")).toEqual({ kind: "showNavigation" });
    expect(parseRequest("is everything live now?? 🙏 about to send the link to a client 😬")).toEqual({ kind: "listChanges" });
    expect(parseRequest("Just checking, what's the site's tagline at the moment? I don't want to edit it, only to read it out to my manager.")).toEqual({ kind: "getSetting", key: "tagline" });
  });
});
