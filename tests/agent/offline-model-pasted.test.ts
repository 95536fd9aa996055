import { describe, expect, it } from "vitest";
import { parseRequest, tidyRequest } from "@/lib/agent/offline-model/parse-request";
import { unwrapped } from "@/lib/agent/offline-model/pasted";

/** Requests pasted from an email or written as a ticket: only what they ask for is read. */
describe("offline model: pasted emails and tickets", () => {
  it("keeps what a pasted email asks, without its intro, quote marks, greeting and sign-off", () => {
    const email = "Pasting an email from Helen:\n\n> Hi both, please can you take the Pricing page off the website for now? We are redoing the numbers.\n> Thanks, Helen";
    expect(unwrapped(email)).toBe("please can you take the Pricing page off the website for now? We are redoing the numbers.");
    expect(parseRequest(email)).toEqual({ kind: "pageAction", action: "unpublish", page: "Pricing" });
    expect(unwrapped("Forwarding this from Marta:\n---\nCould you publish the autumn post?\n---\nboth pls")).toBe("Could you publish the autumn post?");
  });

  it("reads a ticket's criteria as the changes it asks for, on what its title names, and drops those that only say what stays", () => {
    const seo = "TICKET-212 Contact page SEO\nAC:\n- SEO title = 'Contact Northwind Studio'\n- SEO description = 'We reply within two days.'\n- no other changes";
    expect(parseRequest(seo)).toMatchObject({ kind: "multi", steps: [{ kind: "editPage", page: "Contact", field: "seoTitle", value: "Contact Northwind Studio" }, { kind: "editPage", field: "seoDescription", value: "We reply within two days." }] });
    expect(parseRequest("STORY: Home CTA wording\nAC: button label reads 'Book a call'; button still goes to /contact; heading unchanged")).toEqual({
      kind: "setSectionField", page: "Home", templateKey: "cta", field: "buttonLabel", value: "Book a call",
    });
    expect(tidyRequest("SITE-14\nAC1: site name is 'Northwind & Co'\nAC2: default SEO title is the same as the site name")).toBe("set the site name to 'Northwind & Co'; set the default SEO title to 'Northwind & Co'");
  });

  it("takes a ticket title that says what to do as the request, and its details as the new thing's fields", () => {
    expect(parseRequest("RELEASE: publish the Autumn collection post.\nAC: visible on the blog; nothing else changes")).toEqual({ kind: "postAction", action: "publish", post: "Autumn collection" });
    expect(parseRequest("NAV-3: rename menu label 'About' → 'Our Studio'. AC: still links to the About page; order unchanged")).toEqual({ kind: "editMenuItem", label: "About", newLabel: "Our Studio" });
    expect(parseRequest("TASK: new blog post\nTitle: 'Spring hours'\nTags: news\nBody: 'Open late on Fridays.'\nAC: stays a draft, do NOT publish")).toEqual({
      kind: "createPost", title: "Spring hours", tags: ["news"], body: "Open late on Fridays.",
    });
  });

  it("leaves a request on one line alone", () => {
    expect(unwrapped("publish the autumn post")).toBe("publish the autumn post");
    expect(unwrapped("TICKET prices are wrong on the pricing page")).toBe("TICKET prices are wrong on the pricing page");
  });
});

describe("offline model: Scots and Irish English", () => {
  it.each([
    ["Hide the Blog link fae the menu for noo, we'll bring it back later.", { kind: "setNavVisibility", label: "Blog", visible: false }],
    ["Can ye add a question tae the About FAQ: 'Do you work with charities?' and the answer 'Yes, 20% off.' Ta.", { kind: "addListItem", item: ["Do you work with charities?", "Yes, 20% off."] }],
    ["Take the Burns Night post aff the blog, it's past now. Keep it as a draft mind.", { kind: "postAction", action: "unpublish", post: "Burns Night" }],
    ["Put the autumn valley picture on the home page banner instead of the sunrise one, so.", { kind: "replaceImage", image: "sunrise", replacement: "autumn valley", page: "home", templateKey: "hero" }],
    ["The welcome post is no longer relevant. Archive it, dinnae delete it", { kind: "postAction", action: "archive", post: "welcome" }],
  ])("%s", (sentence, intent) => expect(parseRequest(sentence)).toMatchObject(intent));
});

describe("offline model: search engine texts and menu labels are never the page's title", () => {
  it.each([
    ["on the contact page set the seo title to 'Contact us'", { kind: "editPage", page: "contact", field: "seoTitle", value: "Contact us" }],
    ["set the contact page seo title to 'Contact us'", { kind: "editPage", page: "contact", field: "seoTitle", value: "Contact us" }],
    ["set the meta description to 'We reply fast' on the contact page", { kind: "editPage", page: "contact", field: "seoDescription", value: "We reply fast" }],
    ["rename the menu item 'About' to 'Our Studio'", { kind: "editMenuItem", label: "About", newLabel: "Our Studio" }],
  ])("%s", (sentence, intent) => expect(parseRequest(sentence)).toEqual(intent));
});

/** A header and a checklist under it: the items are the steps, about what the header names. */
describe("offline model: checklists under a header", () => {
  const steps = (request: string) => {
    const intent = parseRequest(request);
    return intent.kind === "multi" ? intent.steps : [intent];
  };

  it("reads each item about the thing the header names, and drops those that keep things as they are", () => {
    expect(steps("Autumn post tidy-up:\n- [ ] rename to 'Autumn palettes 2024'\n- [ ] slug → autumn-palettes\n- [ ] drop the 'seasonal' tag\n- [ ] stays a draft")).toEqual([
      { kind: "editPost", post: "Autumn", change: { field: "title", value: "Autumn palettes 2024" } },
      { kind: "editPost", post: "Autumn", change: { field: "slug", value: "autumn-palettes" } },
      { kind: "editPost", post: "Autumn", change: { field: "tags", remove: ["seasonal"] } },
    ]);
  });

  it("takes the details after an item that makes the thing, the header only labelling it", () => {
    expect(parseRequest("New page for the portfolio:\n- [ ] create page 'Case Studies'\n- [ ] slug: work\n- [ ] SEO title: 'Our work | Northwind Studio'\n- [ ] keep it as a draft, client review is on Thursday")).toEqual({
      kind: "createPage", templates: [], title: "Case Studies", slug: "work", seoTitle: "Our work | Northwind Studio",
    });
  });

  it("reads a header about the site's SEO as site settings, of no page", () => {
    expect(steps("SEO defaults:\n- [ ] global SEO title → 'Northwind Studio – Web design'\n- [x] global meta description → 'Calm, useful websites.'")).toEqual([
      { kind: "updateSetting", key: "seoTitle", value: "Northwind Studio – Web design" },
      { kind: "updateSetting", key: "seoDescription", value: "Calm, useful websites." },
    ]);
  });
});
