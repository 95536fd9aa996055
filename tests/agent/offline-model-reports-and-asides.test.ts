import { describe, expect, it } from "vitest";
import { parseInContext, parseRequest, tidyRequest } from "@/lib/agent/offline-model/parse-request";

/**
 * Requests in the twenty-first and twenty-second passes' voices: dictation, what a guest reported,
 * a reason given after a question, and a name put in brackets — each read for what it asks.
 */
describe("offline model: dictated and described pictures", () => {
  it.each([
    ["change the capture under the mountain sunrise picture two sunrise over the peak district", { kind: "setImageText", image: "mountain sunrise", field: "caption", value: "sunrise over the peak district" }],
    ["what is the capture on the picture with the purple evening sky", { kind: "askImage", image: "purple evening sky", ask: "caption" }],
    ["Please, where are we using the autumn valley picture? I don't want to remove it if it is needed somewhere.", { kind: "askImage", image: "autumn valley", ask: "usage" }],
  ])("%s", (text, expected) => {
    expect(parseRequest(text)).toEqual(expected);
  });

  it("keeps 'two' a number where it counts things", () => {
    expect(tidyRequest("change the heading two sections down to 'Hello'")).toContain("heading two sections down");
    expect(tidyRequest("set the tagline two fresh bread daily")).toBe("set the tagline to fresh bread daily");
  });
});

describe("offline model: a question with its reason", () => {
  it.each([
    ["Where on the site do we promise 'two working days'? I want to A/B test the response-time promise.", { kind: "search", query: "two working days" }],
    ["What do the two CTA buttons on the home page say right now? Need the baseline for the copy test.", { kind: "showPage", page: "home" }],
    ["A guest says the Blog link in the menu is broken — where does it actually point?", { kind: "askMenuItem", label: "Blog", ask: "target" }],
    ["A visitor says the Contact link in the menu takes them to the wrong place. Where does it actually point?", { kind: "askMenuItem", label: "Contact", ask: "target" }],
  ])("%s", (text, expected) => {
    expect(parseRequest(text)).toEqual(expected);
  });

  it("still reads a German speaker's 'menu point' as a menu item", () => {
    expect(parseRequest("the menu point 'Blog' should be called 'News'")).toEqual({ kind: "editMenuItem", label: "Blog", newLabel: "News" });
  });
});

describe("offline model: everything a rename says", () => {
  it.each([
    ["rename pg about → 'studio', slug /studio", "about", "studio", "studio"],
    ["rename the About page to 'Our story', with the address /our-story", "About", "Our story", "our-story"],
  ])("%s: the title and the address", (text, page, title, slug) => {
    expect(parseRequest(text)).toMatchObject({
      kind: "multi",
      steps: [
        { kind: "renamePage", page, title },
        { kind: "editPage", page, field: "slug", value: slug },
      ],
    });
  });
});

describe("offline model: a name in brackets", () => {
  it.each([
    ["testimonials: rm the draft one (greyline joinery)", { kind: "entryAction", collection: "testimonials", name: "greyline joinery", action: "delete" }],
    ["publish the old one (the autumn post)", { kind: "postAction", action: "publish", post: "autumn" }],
  ])("%s", (text, expected) => {
    expect(parseRequest(text)).toEqual(expected);
  });

  it("leaves a remark in brackets a remark", () => {
    expect(parseRequest("publish all pending changes exept the autumn post (still WIP)")).toEqual({ kind: "publishExcept", except: ["autumn"] });
    expect(parseRequest("remove the Alder Physio testimonial (they've closed)")).toEqual({ kind: "entryAction", collection: "testimonials", name: "Alder Physio", action: "delete" });
  });
});

describe("offline model: a request corrected as it was typed", () => {
  it.each([
    ["on the About page change the heading About us to 'Who we are' — no wait, make it 'Meet the studio'. thanks", { kind: "replaceText", page: "About", old: "About us", replacement: "Meet the studio" }],
    ["set the home page's SEO title to 'Northwind | Web design' — no, make it 'Northwind Studio | Calm web design'", { kind: "editPage", page: "home", field: "seoTitle", value: "Northwind Studio | Calm web design" }],
    ["set the alt text on autumn-valley.jpg to “Red autumn valley” — sorry, not red, “Golden autumn valley at dusk”", { kind: "setImageAlt", image: "autumn-valley.jpg", alt: "Golden autumn valley at dusk" }],
    ["Change t'site name to 'Betty's Brew' — no, hang on, that's taken. Make it 'Bertha's Brew'.", { kind: "updateSetting", key: "name", value: "Bertha's Brew" }],
    ["set the accent colour to #1e3a5f - wait no, #14213d", { kind: "setColour", which: "accent", value: "#14213d" }],
  ])("%s: the value said last", (text, expected) => {
    expect(parseRequest(text)).toEqual(expected);
  });

  it("does the second request alone when the correction is one, on what the first named when it says 'it'", () => {
    expect(parseRequest("unpublish the welcome post — no sorry, unpublish the autumn post")).toEqual({ kind: "postAction", action: "unpublish", post: "autumn" });
    expect(parseRequest("unpublish the welcome post — no sorry, archive it")).toEqual({ kind: "postAction", action: "archive", post: "welcome" });
  });

  it("reads 'no rush' and 'also' as no correction", () => {
    expect(parseRequest("Change the tagline to 'Fresh daily' - no rush")).toEqual({ kind: "updateSetting", key: "tagline", value: "Fresh daily" });
    expect(parseRequest("publish the about page. no, also the contact page")).not.toEqual({ kind: "pageAction", action: "publish", page: "contact" });
  });
});

describe("offline model: a 'no' that corrects nothing", () => {
  it.each([
    ["new testimonial quote: 'Every photo made us cry' by Jess Patel, no company. pls put it live on the site too", "createEntry"],
    ['new blog post pls: "Keeping pets cool in a heatwave" - shade, fresh water always, no walks in the midday sun. tag it summer, dont publish yet', "createPost"],
  ])("%s", (text, kind) => {
    const intent = parseRequest(text);
    const steps = intent.kind === "multi" ? intent.steps : [intent];
    expect(steps[0].kind).toBe(kind);
  });
});

describe("offline model: English from the Philippines, the Caribbean and Germany", () => {
  it.each([
    ["alt text for bridal-bouquet-van.jpg: white roses and eucalyptus bridal bouquet on the passenger seat", { kind: "setImageAlt", image: "bridal-bouquet-van.jpg", alt: "white roses and eucalyptus bridal bouquet on the passenger seat" }],
    ["Which questions stand actually in the FAQ of the About page?", { kind: "askSection", page: "About", section: { templateKey: "faq" } }],
    ["Hi! Kindly add the tag 'announcement' to the Welcome post, pls retain the existing tag. Thank you in advance!", { kind: "editPost", post: "Welcome", change: { field: "tags", add: ["announcement"] } }],
    ["Hi there, the autumn colours post been sitting in draft long time now. Go ahead and put it live for me please, it ready.", { kind: "postAction", action: "publish", post: "autumn colours" }],
    ["On the blog, the welcome post has the orange sunrise picture at the top. Can it use the blue sea one instead?", { kind: "editPost", post: "welcome", change: { field: "cover", value: "blue sea picture" } }],
    ["Kindly rename the Blog in the menu into 'News & Updates'. Thank you.", { kind: "editMenuItem", label: "Blog", newLabel: "News & Updates" }],
    ["Kindly revise the quote of the Maple Bakery testimonial into: “Our orders doubled within a month.” Thank you.", { kind: "editEntry", collection: "testimonials", name: "Maple Bakery", field: "quote", value: "Our orders doubled within a month." }],
    ["Hello! May I know what are the changes that are not yet published? For your perusal before I approve. Thank you.", { kind: "listChanges" }],
    ["Kindly check where in the site we mentioned 'screen reader'. Thanks po.", { kind: "search", query: "screen reader" }],
    ["Could you identify every page on which the word 'calm' appears? A list of page titles will suffice.", { kind: "search", query: "calm" }],
    ["In which article stands the word 'sketch'?", { kind: "search", query: "sketch" }],
  ])("%s", (text, expected) => {
    expect(parseRequest(text)).toEqual(expected);
  });

  it("reads 'I change de tagline yesterday' as done before, and publishes it — never as a new tagline", () => {
    expect(parseRequest("I change de tagline yesterday but it not showing on the site still. Put it live please.")).toEqual({ kind: "publishFixed", what: ["settings"] });
  });
});

describe("offline model: a note forwarded from someone else", () => {
  it.each([
    [
      "Per J's note below, please add a question to the FAQ on the About page.\n\n> Add: 'Do you offer maintenance contracts?' Answer: 'Yes, twelve months of support.' Keep the existing two. — J",
      { kind: "addListItem", page: "About", section: { templateKey: "faq" }, item: ["Do you offer maintenance contracts?", "Yes, twelve months of support."] },
    ],
    ["Per J's note below, please remove the Blog link from the website's navigation.\n\n> We do not post often enough to justify it. The posts themselves stay. — J", { kind: "removeNavLink", label: "Blog" }],
    ["Per J's note below, please proceed.\n\n> The old letterhead scan in the image library should be removed; it is not used anywhere. — J", { kind: "deleteImage", image: "old letterhead scan" }],
    [
      "Per J's note below, please update the site's default search-engine description.\n\nNew wording (J): ‘Calm, accessible websites.’",
      { kind: "updateSetting", key: "seoDescription", value: "Calm, accessible websites." },
    ],
    [
      "Per J's note below, please take the Fee Schedule page off the public website, but retain it as a draft.\n\n> Rates under review — pull it until further notice. J",
      { kind: "pageAction", action: "unpublish", page: "Fee Schedule" },
    ],
  ])("%s", (text, expected) => {
    expect(parseRequest(text)).toEqual(expected);
  });

  it("reads a title with 'Schedule' in it as a title, and scheduling as what it cannot do", () => {
    expect(parseRequest("take the Fee Schedule page off the website")).toEqual({ kind: "pageAction", action: "unpublish", page: "Fee Schedule" });
    expect(parseRequest("Schedule the autumn post for Monday")).toMatchObject({ kind: "cannot" });
  });

  it("reads 'neither to be deleted nor archived' as what not to do", () => {
    expect(parseRequest("Please take the welcome post off the public blog. To be clear, it is neither to be deleted nor archived; we intend to revise it in due course.")).toMatchObject({ kind: "postAction", action: "unpublish" });
  });
});

describe("offline model: a problem reported, then what to do about it", () => {
  it.each([
    ["Someone in sales says the button at the bottom of the home page goes to the wrong place. I need to know where it actually goes.", { kind: "askSectionField", page: "home", templateKey: "cta", field: "buttonUrl" }],
    ["where does the hero button on the home page go", { kind: "askSectionField", page: "home", templateKey: "hero", field: "buttonUrl" }],
    ["Someone says we still mention 2019 somewhere on the site and it makes us look old. Where is it?", { kind: "search", query: "2019" }],
    ["The About page needs a punchier SEO title. Make it: About Northwind Studio — a calm web design team", { kind: "editPage", page: "About", field: "seoTitle", value: "About Northwind Studio — a calm web design team" }],
  ])("%s", (text, expected) => {
    expect(parseRequest(text)).toEqual(expected);
  });

  it("puts a page missing from the menu there, under its own name", () => {
    expect(parseRequest("The Newsletter page isn't in the menu anywhere. Customers keep asking us how to find it.")).toEqual({ kind: "addNavLink", label: "Newsletter" });
  });

  it("keeps words after a dash in a value typed after 'to', unless they ask for something", () => {
    expect(parseRequest("set the SEO title of the About page to About Northwind Studio — a calm web design team")).toMatchObject({ value: "About Northwind Studio — a calm web design team" });
    expect(parseRequest("rename the About page to Our Story — and publish it")).toMatchObject({ kind: "multi", steps: [{ kind: "renamePage", title: "Our Story" }, { kind: "pageAction", action: "publish" }] });
  });
});

describe("offline model: a developer's and a manager's shorthand", () => {
  it.each([
    ["Client call in ten minutes. I need to know what's still waiting to go live.", { kind: "listChanges" }],
    ["I need to know every place on the site that mentions screen readers — the accessibility auditor is asking.", { kind: "search", query: "screen readers" }],
    ["/contact — live or draft?", { kind: "askPage", page: "contact", ask: "live" }],
    ["anything changed but not published? (`git status` for the site basically)", { kind: "listChanges" }],
  ])("%s", (text, expected) => {
    expect(parseRequest(text)).toEqual(expected);
  });

  it("answers two questions counted before a colon", () => {
    expect(parseRequest("2 qs: current accent hex? and which posts are still drafts?")).toMatchObject({
      kind: "multi",
      steps: [
        { kind: "askSiteSetting", key: "accent" },
        { kind: "listPosts", status: "draft" },
      ],
    });
  });
});

describe("offline model: what is wrong, then what it should be", () => {
  it.each([
    ["The Blog link in the menu still goes to the old blog on our site. We only post on Substack now: https://northwind.substack.com", { kind: "editMenuItem", label: "Blog", url: "https://northwind.substack.com" }],
    [
      "The Shop link in our menu still sends people to the old shop at old-shop.example. The new shop is https://shop.northwind.example and we've had three complants this week.",
      { kind: "editMenuItem", label: "Shop", url: "https://shop.northwind.example" },
    ],
    ["Google still shows just 'Northwind Studio' as our title. It should say 'Northwind Studio | Web design for independents'.", { kind: "updateSetting", key: "seoTitle", value: "Northwind Studio | Web design for independents" }],
    ["The Contact page's address is /contact, but the flyers we printed say /visit. It needs to be /visit.", { kind: "editPage", page: "Contact", field: "slug", value: "/visit" }],
    ["Image autumn-valley — the caption please change in 'Valley in October'.", { kind: "setImageText", image: "autumn-valley", field: "caption", value: "Valley in October" }],
  ])("%s", (text, expected) => {
    expect(parseRequest(text)).toEqual(expected);
  });

  it("still reads 'every place that says X should say Y' as a replacement, not a search", () => {
    expect(parseRequest("every place that says 'Get in touch' should say 'Contact us'")).toEqual({ kind: "replaceEverywhere", old: "Get in touch", replacement: "Contact us" });
  });
});

describe("offline model: a new editor's first morning (written by someone who had not read the model)", () => {
  it.each([
    ["which blog posts are published?", { kind: "listPosts", status: "published" }],
    ["can u add a Services link to the menu between About and Blog", { kind: "addMenuItemAt", page: "Services", after: "About" }],
    [
      'please rename the post "Behind the scenes: our design process" to "How we design" - wait no, make it "Behind the scenes: how we design"',
      { kind: "editPost", post: "Behind the scenes: our design process", change: { field: "title", value: "Behind the scenes: how we design" } },
    ],
    ["could you swap the image on the welcome post for blue-coast.png, the mountain one doesnt really fit anymore", { kind: "editPost", post: "welcome", change: { field: "cover", value: "blue-coast.png" } }],
    ["Sarah from marketing says the Harbour Books testimonial is outdated and we should take it down for now", { kind: "entryAction", collection: "testimonials", name: "Harbour Books", action: "unpublish" }],
  ])("%s", (text, expected) => {
    expect(parseRequest(text)).toEqual(expected);
  });

  it("replaces the hours said after 'not' with the ones said before it, never the other way round", () => {
    expect(parseRequest("on the contact page the hours should be 9:30-5:30 not 9-5")).toEqual({ kind: "replaceText", page: "contact", old: "9-5", replacement: "9:30-5:30" });
  });
});

describe("offline model: which posts visitors can or cannot see", () => {
  it.each([
    ["Which blog posts can visitors not see yet?", { kind: "listPosts", status: "draft" }],
    ["which blog posts can visitors see", { kind: "listPosts", status: "published" }],
    ["which pages can't people see", { kind: "listPages", status: "draft" }],
  ])("%s", (text, expected) => {
    expect(parseRequest(text)).toEqual(expected);
  });
});

describe("offline model: 'the … one' is of the kind the same message names first", () => {
  it("reads 'the autumn one' as a post after 'which blog posts', even when pages were listed before", () => {
    expect(parseInContext("and which blog posts are published? is the autumn one live yet?", "what pages do we have on the site at the moment?")).toMatchObject({
      kind: "multi",
      steps: [{ kind: "listPosts", status: "published" }, { kind: "askPost", post: "autumn", ask: "live" }],
    });
  });
});
