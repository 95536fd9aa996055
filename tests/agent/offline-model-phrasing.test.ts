import { describe, expect, it } from "vitest";
import { readColour } from "@/lib/agent/offline-model/colours";
import { parseInContext, parseRequest, tidyRequest } from "@/lib/agent/offline-model/parse-request";

/**
 * How people wrap a request: courtesies of a formal letter, a question asked as "let me know whether",
 * emoji and dictated punctuation, the thing named first and "it" after, a reason or a plan tacked on.
 * Each is read as the plain request it wraps (the second development pass found them).
 */
describe("offline model: requests wrapped in how people write", () => {
  it("reads a formal or dictated request as the request itself", () => {
    expect(parseRequest("I should be grateful if you would publish the Privacy Notice page, so that it is available to visitors to the website.")).toEqual({ kind: "pageAction", action: "publish", page: "Privacy Notice" });
    expect(parseRequest("delete the old prices page full stop")).toEqual({ kind: "pageAction", action: "delete", page: "old prices" });
    expect(parseRequest("change the about page url to /who-we-are pls 🙏")).toMatchObject({ kind: "editPage", page: "about", field: "slug" });
  });

  it("asks the question a 'let me know whether' or a statement with a question mark wraps, without its softeners", () => {
    expect(parseRequest("Would you kindly let me know whether the About page is at present visible to members of the public, or whether it remains a draft?")).toEqual({ kind: "askPage", page: "About", ask: "live" });
    expect(tidyRequest("the page opening hours, it is already online or not?")).toBe("is the page opening hours online");
    expect(parseRequest("we have a logo set on the site or not?")).toEqual({ kind: "askSiteSetting", key: "logo" });
    expect(parseRequest("whats in the menu rn")).toEqual({ kind: "showNavigation" });
    expect(parseRequest("what's in the hero on home rn — headline + sub")).toMatchObject({ kind: "askSection", page: "home" });
    // Not a question: the words stay.
    expect(tidyRequest("change the tagline to 'still here, even now'")).toBe("change the tagline to 'still here, even now'");
  });

  it("reads 'it' as the thing named first", () => {
    expect(parseRequest("the post Welcome to our new website, please archive it, is old now")).toEqual({ kind: "postAction", action: "archive", post: "Welcome to our new website" });
    expect(parseRequest("the Shop in menu, please show it again")).toEqual({ kind: "setNavVisibility", label: "Shop", visible: true });
    expect(parseRequest("the testimonial of Harbour Books, change the author to Thomas Okafor, is his full name")).toMatchObject({ kind: "editEntry", name: "Harbour Books", field: "author", value: "Thomas Okafor" });
    // A request that starts with its verb is not a thing named first.
    expect(parseRequest("unpublish the proces post, it needs a rewrite")).toEqual({ kind: "postAction", action: "unpublish", post: "proces" });
  });

  it("does not act on a plan for later", () => {
    const intent = parseRequest("we launch the gift cards page tomorow, can customers already see it?");
    expect(JSON.stringify(intent)).not.toContain('"publish"');
  });

  it("takes the wording of a letter or a chat for the plain request", () => {
    expect(parseRequest("new page caled Catering pls, just empty for now")).toEqual({ kind: "createPage", title: "Catering", templates: [] });
    expect(parseRequest('Please create a page entitled "Terms and Conditions" at the web address /terms. It ought not to be published at this stage.')).toEqual({ kind: "createPage", title: "Terms and Conditions", templates: [], slug: "terms" });
    expect(parseRequest("set the home page's SEO title to “Northwind — small studio, calm websites”")).toMatchObject({ kind: "editPage", page: "home", field: "seoTitle" });
    expect(parseRequest('Please alter the name of the website to "Northwind Design Studio".')).toEqual({ kind: "updateSetting", key: "name", value: "Northwind Design Studio" });
    expect(parseRequest("Please remove the ‘Blog’ link from the site’s navigation entirely.")).toEqual({ kind: "removeNavLink", label: "Blog" });
    expect(parseRequest('I would be obliged if you would remove the tag "seasonal" from the autumn collection article, leaving its other tags in place.')).toMatchObject({ kind: "editPost", change: { field: "tags", remove: ["seasonal"] } });
    expect(parseRequest("rename blog to News in the menu")).toEqual({ kind: "editMenuItem", label: "blog", newLabel: "News" });
    expect(parseRequest("hide the blog link and un publish the welcome post")).toMatchObject({ kind: "multi", steps: [{ kind: "setNavVisibility" }, { kind: "postAction", action: "unpublish" }] });
  });

  it("gives a post its cover by 'use … as its cover' and 'swap the cover … for …'", () => {
    expect(parseRequest('create a draft post entitled "Our new office", tag it "news", and use studio-dusk.jpg as its cover image')).toMatchObject({
      kind: "multi",
      steps: [{ kind: "createPost" }, { change: { field: "tags", add: ["news"] } }, { change: { field: "cover", value: "studio-dusk.jpg" } }],
    });
    expect(parseRequest("swap the cover on the autumn post for blue-coast.png")).toEqual({ kind: "editPost", post: "autumn", change: { field: "cover", value: "blue-coast.png" } });
  });

  it("knows the words editors use for sections and fields, and a button by what it says", () => {
    expect(parseRequest("the home hero sub line is waaay too long, make it just 'Quick, accessible sites for small businesses.' thx")).toEqual({ kind: "setSectionField", page: "home", templateKey: "hero", field: "subheading", value: "Quick, accessible sites for small businesses." });
    expect(parseRequest("swap the order on about so the FAQ sits above the image+text block")).toEqual({ kind: "moveSection", page: "about", section: { templateKey: "faq" }, to: "above", other: { templateKey: "imageText" } });
    expect(parseRequest("use studio-dusk.jpg as the hero bg on home instead of the sunrise one")).toEqual({ kind: "setSectionImage", page: "home", templateKey: "hero", image: "studio-dusk.jpg" });
    expect(parseRequest("change the get in touch button on home to say book a call pls")).toEqual({ kind: "replaceText", page: "home", old: "get in touch", replacement: "book a call" });
    // "make a new page … that says 'X'" still makes a page.
    expect(parseRequest("Make a new page called Pricing with a hero that says “Simple plans for every team”")).toMatchObject({ kind: "createPage", title: "Pricing" });
  });

  it("keeps words given after 'saying' together, commas and 'to' included", () => {
    expect(parseRequest("make a page called Catering, add a text bit saying we cater for up to 50 people, and put it in teh menu")).toMatchObject({
      kind: "multi",
      steps: [{ kind: "createPage", title: "Catering" }, { kind: "addSection", page: "it", templateKey: "text", values: { body: "we cater for up to 50 people" } }, { kind: "addNavLink", label: "it" }],
    });
    expect(parseRequest("add a text section to it saying We design, build and look after websites.")).toMatchObject({ values: { body: "We design, build and look after websites" } });
  });

  it("reads a follow-up with the page, section or post the message before it was about", () => {
    expect(parseInContext("change the CTA label to 'Our work'", "show me the hero on home")).toEqual({ kind: "setSectionField", page: "home", templateKey: "hero", field: "ctaLabel", value: "Our work" });
    expect(parseInContext("delete the second section", "open the about page")).toEqual({ kind: "removeSectionAt", page: "about", section: { ordinal: 2 } });
    expect(parseInContext("yeah just take it down", "the welcome post is out of date")).toEqual({ kind: "postAction", action: "unpublish", post: "welcome" });
    expect(parseInContext("for that one put caption 'Our coast in spring'", "which pictures we have without caption?")).toEqual({ kind: "setImageText", image: "it", field: "caption", value: "Our coast in spring" });
    // "it" after making something stays the thing made (the plan knows it).
    expect(parseInContext("publish it", "create a page called Careers")).toEqual({ kind: "pageAction", action: "publish", page: "it" });
  });

  it("reads several steps said the short way: 'and after publish it', 'and also the SEO description to …'", () => {
    expect(parseRequest("please the post about autumn: change title to 'Autumn colours 2025' and after publish it")).toMatchObject({
      kind: "multi",
      steps: [{ kind: "editPost", post: "autumn", change: { field: "title", value: "Autumn colours 2025" } }, { action: "publish", page: "it" }],
    });
    expect(parseRequest("the about page, please change the title to 'About us' and also the SEO description to 'Who we are, how we work and where.'")).toMatchObject({
      kind: "multi",
      steps: [{ kind: "renamePage", page: "about", title: "About us" }, { kind: "editPage", page: "about", field: "seoDescription", value: "Who we are, how we work and where." }],
    });
  });

  it("tells a testimonial's author from its company however they are given", () => {
    expect(parseRequest("add testimonial from Bean There Café 'our bookings went up loads' by Mia")).toMatchObject({ values: { quote: "our bookings went up loads", author: "Mia", company: "Bean There Café" } });
    expect(parseRequest('Please add a testimonial from Ms Elena Rossi of Rossi & Partners Solicitors, reading: "Professional, prompt and a pleasure to work with."')).toMatchObject({ values: { author: "Ms Elena Rossi", company: "Rossi & Partners Solicitors" } });
  });

  it.each<[string, Record<string, unknown>]>([
    ['Could you kindly tell me whether the word "accessible" appears anywhere on the website?', { kind: "search", query: "accessible" }],
    ["Where on the website does our company registration number appear?", { kind: "search", query: "our company registration number" }],
    ["find me anything about sourdough lol", { kind: "search", query: "sourdough" }],
    ["Might you tell me what caption accompanies the image studio-dusk.jpg?", { kind: "askImage", image: "studio-dusk.jpg", ask: "caption" }],
    ['Kindly set the caption of blue-coast.png to read "The coast road, a short walk from the studio".', { kind: "setImageText", image: "blue-coast.png", field: "caption", value: "The coast road, a short walk from the studio" }],
    ["please put the northwind-logo.png as logo of the site", { kind: "setLogo", image: "northwind-logo.png" }],
    ["Could you let me know where the ‘Blog’ item in the main menu leads?", { kind: "askMenuItem", label: "Blog", ask: "target" }],
    ["add the food menu page to the menu pls, right after home", { kind: "addMenuItemAt", page: "food menu", after: "home" }],
    ["move Contact to the front of the nav, before Home", { kind: "moveMenuItem", label: "Contact", to: "first" }],
    ["Could you remind me who provided the testimonial on behalf of Harbour Books?", { kind: "askEntry", collection: "testimonials", name: "Harbour Books" }],
    ["what does the except of the welcome post say", { kind: "askPost", post: "welcome", ask: "excerpt" }],
    ["Please publish the draft article concerning the autumn collection.", { kind: "postAction", action: "publish", post: "autumn collection" }],
  ])("reads %s", (request, intent) => expect(parseRequest(request)).toEqual(intent));

  it("reads colour settings given without a verb, and colour names said loosely", () => {
    expect(parseRequest("background colour → pure white, text colour → near-black #111111")).toMatchObject({
      kind: "multi",
      steps: [{ kind: "setColour", which: "background", value: "pure white" }, { kind: "setColour", which: "text", value: "near-black #111111" }],
    });
    expect(["like a dark navvy blue", "pure white", "a nice forest green", "sparkly"].map(readColour)).toEqual([{ hex: "#1e3a8a" }, { hex: "#ffffff" }, { hex: "#14532d" }, { problem: expect.stringContaining("sparkly") }]);
  });

  it("takes what a request's background says as what its 'it' means, and a problem whose fix is publishing as a request to publish", () => {
    expect(parseRequest("the Shop nav item is in the draft menu but not live yet — ship the menu")).toEqual({ kind: "publishFixed", what: ["menu"] });
    expect(parseRequest("i changed the tagline earlier but the site still shows the old one?? can u push it live")).toEqual({ kind: "publishFixed", what: ["settings"] });
    expect(parseRequest("nobody can find the blog. is it even in the menu?")).toEqual({ kind: "askMenuItem", label: "blog", ask: "present" });
    expect(parseRequest("the new prices page still isn't showing on the site")).toEqual({ kind: "pageAction", action: "publish", page: "new prices" });
    expect(parseRequest("bring back the summer terrace post on the blog pls")).toEqual({ kind: "postAction", action: "publish", post: "summer terrace" });
    // Nothing left that is understood: the whole is asked about, not half of it done.
    expect(parseRequest("the site looks off. sort it out")).toMatchObject({ kind: "unknown" });
  });

  it("declines in one line what the chat cannot do — fonts, files on a device, people's accounts, a third menu level — and the whole request with it", () => {
    for (const request of [
      "bump the hero heading font size up on home and switch the typeface to Inter",
      "can u upload the pic of the new coffee machine from my phone, its in my camera roll",
      "add my barista anna@northwind.example as an editor so she can post stuff too",
      "under Recipes in the menu can you add a Bread link to /blog/bread, so it's Blog > Recipes > Bread",
    ]) {
      expect(parseRequest(request), request).toMatchObject({ kind: "cannot", reason: expect.stringContaining("Nothing was changed") });
    }
    expect(parseRequest("hide the blog link and change the font to Inter")).toMatchObject({ kind: "cannot" });
    // "a new section" names no kind of section, so there is nothing to refuse: the model asks instead.
    expect(parseRequest("add a new section to Home right after the banner with heading 'X' and text 'Y'")).not.toMatchObject({ kind: "cannot" });
    expect(parseRequest("add a pricing table section to Home")).toMatchObject({ kind: "cannot" });
  });

  it("reads 'point it to …' after a button change as the button's link, not a menu link", () => {
    expect(parseRequest("change the home hero button to say Book a call and point it to /contact")).toMatchObject({
      kind: "multi",
      steps: [{ kind: "setSectionField", field: "ctaLabel", value: "Book a call" }, { kind: "setSectionField", page: "home", templateKey: "hero", field: "ctaUrl", value: "/contact" }],
    });
  });

  it.each<[string, Record<string, unknown>]>([
    ["Good afternoon. I wonder whether you might tell me which pages our website has at present, and whether the public can see each of them?", { kind: "listPages" }],
    ["wats the seo title on about", { kind: "askPage", page: "about", ask: "seoTitle" }],
    ["The Contact page, how many sectons it have?", { kind: "askPage", page: "Contact", ask: "sections" }],
    ["Please to rename the page About into “About Northwind”.", { kind: "renamePage", page: "About", title: "About Northwind" }],
    ["Let's punch up the hero headline on Home — make it “Websites that work as hard as you do”!", { kind: "setSectionField", page: "Home", templateKey: "hero", field: "heading", value: "Websites that work as hard as you do" }],
    ["home cta: button label 'Book a call'", { kind: "setSectionField", page: "home", templateKey: "cta", field: "buttonLabel", value: "Book a call" }],
    ["about: imageText imagePosition -> left", { kind: "setSectionField", page: "about", templateKey: "imageText", field: "imagePosition", value: "left" }],
    ["I should be most grateful if you could move the questions section on the About page so that it sits directly beneath the ‘About us’ text, above the pictrue of the studio.", { kind: "moveSection", page: "About", section: { templateKey: "faq" }, to: "below", other: { text: "About us" } }],
    ["the autumn post has been sitting in drafts for weeks. it's finished, readers should be able to see it", { kind: "postAction", action: "publish", post: "autumn" }],
    ["Which caption has the image of the autumn valley?", { kind: "askImage", image: "autumn valley", ask: "caption" }],
    ["alt text for blue coast: 'Blue sea and green cliffs on a calm day'", { kind: "setImageAlt", image: "blue coast", alt: "Blue sea and green cliffs on a calm day" }],
    ["I have uploaded a photograph called shop-window.jpg. Would you be kind enough to describe it for people who use screen readers as ‘Our shop window decorated for the spring’", { kind: "setImageAlt", image: "shop-window.jpg", alt: "Our shop window decorated for the spring" }],
    ["nav: where does Blog link to", { kind: "askMenuItem", label: "Blog", ask: "target" }],
    ["nav: add /pricing as Pricing", { kind: "addNavLink", label: "Pricing", url: "/pricing" }],
    ["Move Blog right after Home in the nav — content marketing is our #1 priority this quarter!", { kind: "moveMenuItem", label: "Blog", to: "after", other: "Home" }],
    ["Would you be so good as to tell me which social media accounts the website links to?", { kind: "askSiteSetting", key: "social" }],
    ["I am told the website's default title for search engines ought to read ‘Northwind Studio — Web design for small shops’. Would you alter it accordingly?", { kind: "updateSetting", key: "seoTitle", value: "Northwind Studio — Web design for small shops" }],
  ])("reads the third pass's %s", (request, intent) => expect(parseRequest(request)).toEqual(intent));

  it("restores from the trash what was deleted by mistake, named before the request or in it", () => {
    expect(parseRequest("Yesterday I deleted the Careers page by mistake. Please bring it back from the trash.")).toEqual({ kind: "restoreFromTrash", name: "Careers", type: "page" });
    expect(parseRequest("I accidentally deleted the welcome post")).toMatchObject({ kind: "remedy", fix: { kind: "restoreFromTrash", name: "welcome", type: "post" } });
    expect(parseRequest("ok bring back the page i deleted pls")).toEqual({ kind: "restoreFromTrash", type: "page" });
    expect(parseRequest("can you get the welcome post back out of the bin")).toEqual({ kind: "restoreFromTrash", name: "welcome", type: "post" });
  });

  it("undoes the last changes when asked to undo or put things back, and keeps a value given as a change", () => {
    for (const request of ["undo that", "hmm no, actually undo that", "no wait put it back full stop", "undo the last change"]) expect(parseRequest(request), request).toEqual({ kind: "undoLast" });
    expect(parseRequest("put it back to 'Calm websites'")).toEqual({ kind: "changeAgain", value: "Calm websites" });
  });

  it.each<[string, Record<string, unknown>]>([
    ["delete testimonial Maple Bakery", { kind: "entryAction", collection: "testimonials", name: "Maple Bakery", action: "delete" }],
    ["The testimonial of Harbour Books, please change the autor to “Tom Okafor-Reyes”.", { kind: "editEntry", collection: "testimonials", name: "Harbour Books", field: "author", value: "Tom Okafor-Reyes" }],
    ["Please take the About page off from the internet, but not to delet it.", { kind: "pageAction", action: "unpublish", page: "About" }],
    ["grep site for 'two working days'", { kind: "search", query: "two working days" }],
    ["In which blog post we are talking about screen reader?", { kind: "search", query: "screen reader" }],
    ["On the About page please add to the FAQ a question “Do you make online shops?” with answer “Yes, small shops with up to 200 products.”", { kind: "addListItem", page: "About", section: { templateKey: "faq" }, item: ["Do you make online shops?", "Yes, small shops with up to 200 products."] }],
    ["the about page still says we are four people, we are six now", { kind: "replaceText", page: "about", old: "four", replacement: "six" }],
    ["Could you tell me what the heading of the call to action on the home page says?", { kind: "askSectionField", page: "home", templateKey: "cta", field: "heading" }],
  ])("reads %s", (request, intent) => expect(parseRequest(request)).toEqual(intent));

  it("reads 'firstly … secondly …', two colours at once, and a tag taken off 'it'", () => {
    expect(parseRequest("I wonder whether you could do two things for me. Firstly, change our accent colour to a nice forest green, and secondly, change the tagline to ‘Friendly websites for good causes’.")).toMatchObject({
      kind: "multi",
      steps: [{ kind: "setColour", which: "accent" }, { kind: "updateSetting", key: "tagline", value: "Friendly websites for good causes" }],
    });
    expect(parseRequest("Just make the main colour and the accent colour both navy blue")).toMatchObject({ kind: "multi", steps: [{ kind: "setColour", which: "primary", value: "navy blue" }, { kind: "setColour", which: "accent", value: "navy blue" }] });
    expect(parseRequest("unpublish the design proces post and take the tag process off it")).toMatchObject({ kind: "multi", steps: [{ action: "unpublish" }, { kind: "editPost", post: "it", change: { field: "tags", remove: ["process"] } }] });
    expect(parseInContext("And the primary?", "What's the accent color?")).toEqual({ kind: "askSiteSetting", key: "primary" });
  });

  it("declines a form, a video or a map, which no section holds, but not a question that mentions a form", () => {
    expect(parseRequest("I see. Could you add a form there so that customers can send us a message directly?")).toMatchObject({ kind: "cannot", reason: expect.stringContaining("form") });
    expect(parseRequest("add a FAQ to contact: 'Do you have a booking form?' answer 'No, just email us.'")).not.toMatchObject({ kind: "cannot" });
  });

  it("reads a follow-up's request inside its courtesies, and 'any draft posts?' as the list", () => {
    expect(parseInContext("Thank you. Would you change it to ‘Shall we build something together?’", "Could you tell me what the heading of the call to action on the home page says?")).toEqual({
      kind: "setSectionField",
      page: "home",
      templateKey: "cta",
      field: "heading",
      value: "Shall we build something together?",
    });
    expect(parseInContext("For that one put “The front of our studio on Mill Street”.", "Which images has no alt text?")).toEqual({ kind: "setImageText", image: "it", field: "alt", value: "The front of our studio on Mill Street" });
    expect(parseRequest("any drfat posts?")).toEqual({ kind: "listPosts", status: "draft" });
  });

  it("adds a page to the menu before another item, and publishes the menu when asked to make sure it reaches the site", () => {
    expect(parseRequest("add the gift vouchers page to the menu, just before Contact")).toEqual({ kind: "addMenuItemAt", page: "gift vouchers", before: "Contact" });
    expect(parseRequest("publish the Gift Vouchers page and then put a link to it in the menu? Do make sure the menu change reaches the website as well.")).toMatchObject({
      kind: "multi",
      steps: [{ action: "publish" }, { kind: "addNavLink", label: "it" }, { kind: "publishFixed", what: ["menu"] }],
    });
  });

  it.each<[string, Record<string, unknown>]>([
    ["Could you tell me which questions are presently answered in the FAQ on the About page?", { kind: "askSection", page: "About", section: { templateKey: "faq" } }],
    ["add a faq question to about: 'Do u do logos?' answer 'Nope, just websites 😅'", { kind: "addListItem", page: "about", section: { templateKey: "faq" }, item: ["Do u do logos?", "Nope, just websites 😅"] }],
    ['Please publish the "Gift Cards" page, and nothing else.', { kind: "pageAction", action: "publish", page: "Gift Cards" }],
    ["add a hero to it: “Learn with Northwind”", { kind: "addSection", page: "it", templateKey: "hero", values: { heading: "Learn with Northwind" } }],
  ])("reads %s (emoji stay in quoted words)", (request, intent) => expect(parseRequest(request)).toEqual(intent));

  it("makes a page with a hero whose quoted words hold 'with' or are followed by its button", () => {
    expect(parseRequest("Create a Pricing page with a hero “Plans that grow with you”")).toEqual({ kind: "createPage", title: "Pricing", templates: ["hero"], contents: [{ heading: "Plans that grow with you" }] });
    expect(parseRequest("Spin up a Case Studies page with a hero that says “Real results for real businesses” and a button “Start your project” pointing to /contact!")).toEqual({
      kind: "createPage",
      title: "Case Studies",
      templates: ["hero"],
      contents: [{ heading: "Real results for real businesses", ctaLabel: "Start your project", ctaUrl: "/contact" }],
    });
  });

  it.each<[string, Record<string, unknown>]>([
    ["Could you remind me what the lady from Maple Bakery said about us? I should like to quote her in a letter.", { kind: "askEntry", collection: "testimonials", name: "Maple Bakery" }],
    ["customers say they can't find our email address on the site", { kind: "askValue", page: "", value: "email" }],
    ["someone in sales says the careers link vanished from the menu", { kind: "askMenuItem", label: "careers", ask: "present" }],
  ])("reads a problem reported second-hand: %s", (request, intent) => expect(parseRequest(request)).toEqual(intent));

  it("makes a post 'with tag news and as cover X, and publish it', where the last 'it' is the new post", () => {
    expect(parseRequest("Please make new post “We are moving” with tag news and as cover the coast picture, and publish it.")).toEqual({
      kind: "multi",
      goal: expect.any(String),
      steps: [
        { kind: "createPost", title: "We are moving", tags: ["news"] },
        { kind: "editPost", post: "it", change: { field: "cover", value: "coast picture" } },
        { kind: "pageAction", action: "publish", page: "it" },
      ],
    });
  });
});

describe("offline model: values, asides and short forms of the seventh pass", () => {
  it.each<[string, Record<string, unknown>]>([
    // a quoted value ends at its quote; what follows it is a comment on it
    ["rename Blog in the nav to 'Journal', its more the vibe", { kind: "editMenuItem", label: "Blog", newLabel: "Journal" }],
    ["Please change our tagline to 'Every donation keeps a family warm' for the length of the appeal.", { kind: "updateSetting", key: "tagline", value: "Every donation keeps a family warm" }],
    // why, for whom, and what stays: not part of the request
    ["Please publish the Christmas Appeal page so our donors can see it.", { kind: "pageAction", action: "publish", page: "Christmas Appeal" }],
    ["Please rename the Listings page to 'Properties for Sale' – keep the web address the same though, we've already printed it.", { kind: "renamePage", page: "Listings", title: "Properties for Sale" }],
    ["Please tag the Welcome post with 'appeal' as well as 'news'", { kind: "editPost", post: "Welcome", change: { field: "tags", add: ["appeal"] } }],
    ["unpublish the summer sale post its so over", { kind: "postAction", action: "unpublish", post: "summer sale" }],
    // short and other forms
    ["autumn post live", { kind: "postAction", action: "publish", post: "autumn" }],
    ["push the episode 15 show notes live pls", { kind: "postAction", action: "publish", post: "episode 15" }],
    ["Excuse me, could you please make the post 'Welcome to our new website' not visible on the blog for the moment? I would like to keep it, so please do not delete it.", { kind: "postAction", action: "unpublish", post: "Welcome to our new website" }],
    ["Excuse me, could you please stop showing the Maple Bakery testimonial on the website?", { kind: "entryAction", collection: "testimonials", name: "Maple Bakery", action: "unpublish" }],
    ["move contact to number one in the menu full stop", { kind: "moveMenuItem", label: "contact", to: "first" }],
    ["take blog out the menu, u can leave the actual blog posts thx", { kind: "removeNavLink", label: "blog" }],
    ["where does the Blog thingy at the top take people", { kind: "askMenuItem", label: "Blog", ask: "target" }],
    ["Excuse me, what is the order of the links in the top menu, please?", { kind: "showNavigation" }],
    ["whats our tag line say atm", { kind: "getSetting", key: "tagline" }],
    ["add the podcasts spotify to our social links – https://open.spotify.example/show/northwind", { kind: "socialLink", op: "add", label: "Spotify", url: "https://open.spotify.example/show/northwind" }],
    ["the button on the home page top bit shud say Call us now not See what we do", { kind: "setSectionField", page: "home", templateKey: "hero", field: "ctaLabel", value: "Call us now" }],
    ["what does that box at the bottom of the home page say", { kind: "askSection", page: "home", section: { ordinal: -1 } }],
    ["what does the big banner at the top of the home page say", { kind: "askSection", page: "home", section: { templateKey: "hero" } }],
    ["Please add the Listings page to the main menu, between About and Blog.", { kind: "addMenuItemAt", page: "Listings", after: "About" }],
    ["Add a 'Donate' link to the menu pointing to https://donate.example.org/northwind – as the last item please, it's for the appeal.", { kind: "addNavLink", label: "Donate", url: "https://donate.example.org/northwind" }],
    ["The Harbour Books testimonial ought to be attributed to 'T. Okafor, Proprietor' rather than to 'Tom Okafor'. Please amend the attribution acordingly.", { kind: "editEntry", collection: "testimonials", name: "Harbour Books", field: "author", value: "T. Okafor, Proprietor" }],
    // who someone is, then who exactly: the name is the author
    ["Please add a testimonial from our volunteer coordinator: 'Easy to update.' – Sam Reid, Hillside Food Bank", { kind: "createEntry", collection: "testimonials", values: { quote: "Easy to update.", author: "Sam Reid", company: "Hillside Food Bank" } }],
    ["Can you add a testimonial from one of our landlords – Helen Park at Park Lettings: 'No more phone tag.'", { kind: "createEntry", collection: "testimonials", values: { quote: "No more phone tag.", author: "Helen Park", company: "Park Lettings" } }],
  ])("reads %s", (request, intent) => expect(parseRequest(request)).toEqual(intent));

  it.each([
    ["can u crop studio-dusk.jpg to a square and bump the brightness up a bit", "picture itself"],
    ["We need a GDPR cookie consent banner on every page, with Accept and Reject buttons, that blocks analytics until the visitor accepts. Please switch one on.", "cookie banner"],
    ["Is it possible to put a password on the Volunteers page, so that only our volunteers can see the rota?", "password"],
  ])("declines what the site cannot do, saying why: %s", (request, why) => expect(parseRequest(request)).toMatchObject({ kind: "cannot", reason: expect.stringContaining(why) }));

  it("reads 'and also one from …' after a new testimonial as another testimonial", () => {
    expect(parseInContext("And also one from Ben Ortiz at Hillside Food Bank: 'Taking donations online is easier now.'", "Please add a testimonial from Aisha Khan of Riverside Shelter: 'Sign-ups tripled.'")).toEqual({
      kind: "createEntry",
      collection: "testimonials",
      values: { quote: "Taking donations online is easier now.", author: "Ben Ortiz", company: "Hillside Food Bank" },
    });
    expect(parseInContext("and also one from Ben", "what's the tagline?")).not.toMatchObject({ kind: "createEntry" });
  });

  it("reads 'a big banner at the top' as a new one, 'the big banner at the top' as the hero there", () => {
    expect(parseRequest("Add a big banner at the top of the Contact page that says 'Hi there'")).toMatchObject({ kind: "addSection", page: "Contact", templateKey: "hero", values: { heading: "Hi there" } });
  });

  it("adds a notice as the kind of section it is said to be, never over an existing text", () => {
    expect(parseRequest("Please add a short cookie notice at the very bottom of the Home page, as a plain text section, reading: 'We use only essential cookies.'")).toMatchObject({
      kind: "addSection",
      page: "Home",
      templateKey: "text",
      values: { body: "We use only essential cookies." },
    });
  });
});

describe("offline model: requests of the eighth pass, said plainly", () => {
  it.each<[string, Record<string, unknown>]>([
    ["hiya! can you make me a new page called 'Price List'? cuts, colours, blow-dries, that sort of thing. I'll put the prices in myself tomorow so just leave it as a draft for now x", { kind: "createPage", title: "Price List", templates: [] }],
    ["the /about url needs to be /about-us — that's what's printed on our new flyers", { kind: "editPage", page: "about", field: "slug", value: "about-us" }],
    ["Title of the Contact page is wrong. Must be 'Contact us'. Address stays the same.", { kind: "renamePage", page: "Contact", title: "Contact us" }],
    ["Please unpublish the page titled 'Parking Consultation 2024'. The consultation closed on 31 March and residents should no longer be able to view it.", { kind: "pageAction", action: "unpublish", page: "Parking Consultation 2024" }],
    ["Quick one — which of our pages are actually live on the website, and which are only drafts?", { kind: "multi", goal: expect.any(String), steps: [{ kind: "listPages", status: "published" }, { kind: "listPages", status: "draft" }] }],
    ["what sections are on the about page, top to bottom?", { kind: "askPage", page: "about", ask: "sections" }],
    ["what's in the menu at the moment, and in what order?", { kind: "showNavigation" }],
    ["use the blue coast photo as the cover of the autumn post instead of the valley one", { kind: "editPost", post: "autumn", change: { field: "cover", value: "blue coast" } }],
    ["blue-coast.png needs a caption — 'Soundcheck view, Brighton seafront'", { kind: "setImageText", image: "blue-coast.png", field: "caption", value: "Soundcheck view, Brighton seafront" }],
    ["can you put 'Book now' in the menu, going to https://booking.example.com/northwind? at the end is fine x", { kind: "addNavLink", label: "Book now", url: "https://booking.example.com/northwind" }],
    ["add 'Shop' to the menu linking to https://shop.example.com", { kind: "addNavLink", label: "Shop", url: "https://shop.example.com" }],
    ["Menu item 'About' must become 'Our story'. Same page.", { kind: "editMenuItem", label: "About", newLabel: "Our story" }],
    ["can u put Home at the very end of the menu thing, my mum wants it last", { kind: "moveMenuItem", label: "Home", to: "last" }],
    ["Which social media links does the site show at the moment?", { kind: "askSiteSetting", key: "social" }],
    ["please remove the Maple Bakery testimonail, they've closed down sadly", { kind: "entryAction", collection: "testimonials", name: "Maple Bakery", action: "delete" }],
    ["Is the Riverside FC testimonial showing on the website yet, or not?", { kind: "askEntry", collection: "testimonials", name: "Riverside FC" }],
    ["The Oakfield Parish testimonial has been approved by the PCC. Please would you make it visible on the website.", { kind: "entryAction", collection: "testimonials", name: "Oakfield Parish", action: "publish" }],
    ["is there anything sitting in drafts that hasn't gone live yet?", { kind: "listChanges" }],
    ["What have I changed that isn't on the live site yet? I lose track.", { kind: "listChanges" }],
    ["Sorry, what did you just do exactly?", { kind: "recapLast" }],
    ["ok I've finished the Price List page!! can you publish everything that's waiting? x", { kind: "publishChanges", scope: "all" }],
    ["We're moving offices, so please take the Contact page off the website for a couple of weeks. Don't delete it — we'll put it back with the new address.", { kind: "pageAction", action: "unpublish", page: "Contact" }],
    ["publish the Fixtures page but NOT Results, the scores aren't in yet", { kind: "pageAction", action: "publish", page: "Fixtures" }],
    ["publish everything but not Results", { kind: "publishExcept", except: ["Results"] }],
    ["old-flyer.jpg is not used anywhere. Delete it.", { kind: "deleteImage", image: "old-flyer.jpg" }],
    ["The default description that search engines display should read: 'The Lindqvist Lab studies coastal ecosystems.'", { kind: "updateSetting", key: "seoDescription", value: "The Lindqvist Lab studies coastal ecosystems." }],
    ["can you add the Fixtures page to the menu as a drop-down under About? members keep asking where it is", { kind: "addMenuItemAt", page: "Fixtures", under: "About" }],
    ["add our bandcamp to the social links pls — https://northwind.bandcamp.example. keep the other two", { kind: "socialLink", op: "add", label: "Bandcamp", url: "https://northwind.bandcamp.example" }],
    ["have we got anything on the site about gift vouchers? a customer asked", { kind: "search", query: "gift vouchers" }],
    ["put the credit '© Northwind Studio' as the caption on blue-coast.png", { kind: "setImageText", image: "blue-coast.png", field: "caption", value: "© Northwind Studio" }],
    ["Replace mountain-sunrise.jpg with autumn-valley.jpg everywhere it's used on the site please, but keep the file itself in the libary.", { kind: "replaceImage", image: "mountain-sunrise.jpg", replacement: "autumn-valley.jpg" }],
    ["The Privacy Notice page has now been signed off by our DPO. Please make it live on the website.", { kind: "pageAction", action: "publish", page: "Privacy Notice" }],
    ["make the acent colour a deep purple, the orange is not the vibe", { kind: "setColour", which: "accent", value: "a deep purple" }],
    ["On the ‘Behind the scenes’ post, could you swap the tag ‘process’ for ‘how we work’? Keep ‘design’ as it is.", { kind: "editPost", post: "Behind the scenes", change: { field: "tags", add: ["how we work"], remove: ["process"] } }],
    ["move the seccond link in the menu to the end", { kind: "moveMenuItem", label: "second", to: "last" }],
    ["Please add our Instagram in the social networks: https://instagram.com/northwindstudio — and keep the others, of course.", { kind: "socialLink", op: "add", label: "Instagram", url: "https://instagram.com/northwindstudio" }],
    // "the new page Tarifs included" says what "all" covers: no page is made
    ["Please publish all the modifications that wait, the new page Tarifs included.", { kind: "publishChanges", scope: "all" }],
    ["take the github link of the social links, we dont use it anymore", { kind: "socialLink", op: "remove", label: "Github" }],
    // a contraction typed without its apostrophe is mended in the request, never in the quoted words
    ["change the tagline to 'websites that dont stress u out'", { kind: "updateSetting", key: "tagline", value: "websites that dont stress u out" }],
  ])("reads %s", (request, intent) => expect(parseRequest(request)).toEqual(intent));

  it("takes a page named after a statement as the page 'it' is, and 'remove it from the website' as taking it down", () => {
    expect(parseRequest("The page 'Bin Collection Changes' is now out of date. Please remove it from the website and also remove the 'Bins' link from the menu.")).toEqual({
      kind: "multi",
      goal: expect.any(String),
      steps: [
        { kind: "pageAction", action: "unpublish", page: "Bin Collection Changes" },
        { kind: "removeNavLink", label: "Bins" },
      ],
    });
  });

  it.each<[string, string, Record<string, unknown>]>([
    ["Please hide Blog from the menu.", "Thank you! And the other one too — Contact.", { kind: "setNavVisibility", label: "Contact", visible: false }],
    ["rename the Blog link in the menu to 'News'", "and the Contact one to 'Get in touch' please", { kind: "editMenuItem", label: "Contact", newLabel: "Get in touch" }],
    ["how many posts have we got?", "and which of those can people actually see?", { kind: "listPosts", status: "published" }],
    ["list the pages", "which are drafts?", { kind: "listPages", status: "draft" }],
    ["delete the studio dusk photo", "actually no, put it back!! it's on the About page", { kind: "undoLast" }],
    ["Please make a draft blog post called 'Christmas services'.", "Please put in it: Midnight Mass at 11.30pm on the 24th.", { kind: "editPost", post: "it", change: { field: "body", value: "Midnight Mass at 11.30pm on the 24th." } }],
    ["Please put in it: Midnight Mass at 11.30pm.", "Thank you, that's lovely. Can it go live now please?", { kind: "pageAction", action: "publish", page: "it" }],
    ["move Contact to the top of the menu", "hmm no, put it back where it was — and move Blog to the top instead", { kind: "multi", goal: expect.any(String), steps: [{ kind: "undoLast" }, { kind: "moveMenuItem", label: "Blog", to: "first" }] }],
    [
      "change the home page heading to 'Hair that fits your life'",
      "sorry, I meant 'Hair that fits your life.' — with a full stop. and the button should say 'Book a chair' x",
      { kind: "multi", goal: expect.any(String), steps: [{ kind: "changeAgain", value: "Hair that fits your life." }, { kind: "setSectionField", page: "home", templateKey: "*", field: "button", value: "Book a chair" }] },
    ],
  ])("after %s, reads %s as the same again", (previous, request, intent) => expect(parseInContext(request, previous)).toEqual(intent));

  it("reads 'are there any drafts?' as what is waiting to go live, not a collection", () => {
    expect(parseRequest("are there any drafts?")).toEqual({ kind: "listChanges" });
    expect(parseRequest("list testimonials")).toEqual({ kind: "listEntries", collection: "testimonials" });
  });

  it("never reads words swapped as a tag swap unless the word tag is said", () => {
    expect(parseRequest("change 'Build' to 'Develop' on the home page")).toEqual({ kind: "replaceText", page: "home", old: "Build", replacement: "Develop" });
  });

  it("never takes an article for the words a button or heading shows", () => {
    expect(parseRequest("change the title on the Contact page to 'Contact us'")).toEqual({ kind: "renamePage", page: "Contact", title: "Contact us" });
  });
});
