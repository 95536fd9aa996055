import { beforeAll, describe, expect, it } from "vitest";
import { parseRequest } from "@/lib/agent/offline-model/parse-request";
import { pages } from "@/lib/services/pages";
import { posts } from "@/lib/services/posts";
import { sections } from "@/lib/services/sections";
import { editor, unique } from "../support/actors";
import { askOffline } from "../support/offline-ask";
import { pageWithTwoButtons } from "../support/two-buttons";

beforeAll(() => sections.syncTemplates());

/** A developer's "thing: field = value" shorthand, read field by field. */
describe("offline model: a developer's shorthand", () => {
  it.each([
    ["page About: slug=about-us", { kind: "editPage", page: "About", field: "slug", value: "about-us" }],
    ["post `my-first-post`: tags += tutorial", { kind: "editPost", post: "my-first-post", change: { field: "tags", add: ["tutorial"] } }],
    ["welcome post: tags -= news, seasonal", { kind: "editPost", post: "welcome", change: { field: "tags", remove: ["news", "seasonal"] } }],
    ['welcome post: excerpt = "New site, new blog."', { kind: "editPost", post: "welcome", change: { field: "excerpt", value: "New site, new blog." } }],
    ["welcome post body: s/Thanks for stopping by!/Thanks for reading./", { kind: "editPost", post: "welcome", change: { field: "wording", old: "Thanks for stopping by!", replacement: "Thanks for reading." } }],
    ["/ hero: s/See what we do/Explore our work/", { kind: "replaceText", page: "home", old: "See what we do", replacement: "Explore our work" }],
    ["mountain-sunrise.jpg: caption='' (clear it), keep alt", { kind: "setImageText", image: "mountain-sunrise.jpg", field: "caption", value: "", clear: true }],
    ["home featureGrid: append item {title: 'Hosting', description: 'UK servers, daily backups.'}", { kind: "addListItem", page: "home", section: { templateKey: "featureGrid" }, item: ["Hosting", "UK servers, daily backups."] }],
    ['/about: drop section "Where we work"', { kind: "removeSectionAt", page: "about", section: { text: "Where we work" } }],
  ])("%s", (request, intent) => {
    expect(parseRequest(request)).toEqual(intent);
  });

  it("sets several fields of one section, each its own step", () => {
    expect(parseRequest("home cta: buttonLabel='Book a call', buttonUrl=/contact#form")).toEqual({
      kind: "multi",
      goal: "home cta: buttonLabel='Book a call', buttonUrl=/contact#form",
      steps: [
        { kind: "setSectionField", page: "home", templateKey: "cta", field: "buttonLabel", value: "Book a call" },
        { kind: "setSectionField", page: "home", templateKey: "cta", field: "buttonUrl", value: "/contact#form" },
      ],
    });
  });

  it.each(["home cta: sparkle=yes", "page About: colour=blue", "Note to self: call Sam = done"])("leaves a field it does not know to the sentence rules, never half-read: %s", (request) => {
    const intent = parseRequest(request);
    expect(intent.kind === "multi" ? intent.steps.map((step) => step.kind) : [intent.kind]).not.toContain("editPage");
    expect(intent).not.toMatchObject({ kind: "setSectionField", field: "sparkle" });
  });

  it("sets a page's address and a post's tags through the real tools", async () => {
    const page = await pages.create(editor, { title: unique("Shorthand page") });
    const post = await posts.create(editor, { title: unique("Shorthand post"), body: "Hello.", tags: ["news"] });
    const slug = unique("moved-here").toLowerCase();

    await askOffline(`page ${page.title}: slug=${slug}`);
    await askOffline(`post \`${post.slug}\`: tags += tutorial`);

    expect((await pages.get(editor, page.id))?.slug).toBe(slug);
    // (a tag is one per name, any letter case, across the run: another file may have made "News" first)
    expect((await posts.get(editor, post.id))?.tags.map((tag) => tag.name.toLowerCase())).toEqual(["news", "tutorial"]);
  });
});

describe("offline model: requests with a lead-in, an aside or a second thing named by 'one'", () => {
  it("reads the requests after a goal and a colon, and a rename beside menu changes as the menu link's", () => {
    expect(parseRequest("Let's make the nav tighter: hide Home (the logo already goes there) and rename Contact to 'Book a call'.")).toEqual({
      kind: "multi",
      goal: "hide Home and rename Contact to 'Book a call'",
      steps: [
        { kind: "setNavVisibility", label: "Home", visible: false },
        { kind: "editMenuItem", label: "Contact", newLabel: "Book a call" },
      ],
    });
  });

  it("keeps a rename a page rename where the menu is only another step's, or the rename says 'page'", () => {
    expect(parseRequest("hide Blog in the menu and rename About to 'Our story'")).toMatchObject({ kind: "multi", steps: [{ kind: "setNavVisibility" }, { kind: "renamePage", page: "About", title: "Our story" }] });
    expect(parseRequest("tidy the menu: hide Home and rename the Contact page to 'Book a call'")).toMatchObject({ kind: "multi", steps: [{ kind: "setNavVisibility" }, { kind: "renamePage", page: "Contact", title: "Book a call" }] });
  });

  it("keeps words in brackets that are not a remark", () => {
    expect(parseRequest("add Blog (/blog) to the nav")).toEqual({ kind: "addNavLink", label: "Blog", url: "/blog" });
    expect(parseRequest("archive post 'Summer offer' (promo ended)")).toEqual({ kind: "postAction", action: "archive", post: "Summer offer" });
  });

  it("reads 'the X post and the Y one too' as two posts, and a need after a comma as the reason", () => {
    expect(parseRequest("unpublish the welcome post and the proces one too, blog needs a clean up b4 relaunch")).toEqual({ kind: "bulkPostAction", action: "unpublish", posts: ["welcome", "proces"] });
    expect(parseRequest("blue-coast.png needs a caption — 'Soundcheck view, Brighton seafront'")).toMatchObject({ kind: "setImageText", field: "caption", value: "Soundcheck view, Brighton seafront" });
  });

  it("takes the one colour code typed as the colour, whatever words come first", () => {
    expect(parseRequest("Let's swap the accent colour for something punchier — a bright coral, #ff6f61.")).toEqual({ kind: "setColour", which: "accent", value: "#ff6f61" });
    expect(parseRequest("make the accent colour dark blue")).toMatchObject({ kind: "setColour", value: "dark blue" });
  });

  it("reads 'which ones' after a question about pages as pages", () => {
    expect(parseRequest("how many pages r there n which ones arent live yet")).toMatchObject({ kind: "multi", steps: [{ kind: "listPages" }, { kind: "listPages", status: "draft" }] });
  });
});

describe("offline model: the menu's shorthand and the thing named before the verb", () => {
  it.each([
    ["nav `Blog` => https://blog.example (keep label + position)", { kind: "editMenuItem", label: "Blog", url: "https://blog.example" }],
    ["nav += `Docs` -> https://docs.example", { kind: "addNavLink", label: "Docs", url: "https://docs.example" }],
    ["nav: `Team` -> child of `About`", { kind: "editMenuItem", label: "Team", parent: "About" }],
    ["nav -= Shop", { kind: "removeNavLink", label: "Shop" }],
    ["rm nav itme `Home` (logo already links to /)", { kind: "removeNavLink", label: "Home" }],
    ["remove 'Home' from the menu", { kind: "removeNavLink", label: "Home" }],
    ["Name of the site please change to 'Northwind Design Studio'.", { kind: "updateSetting", key: "name", value: "Northwind Design Studio" }],
    ["Please the link Home in the menu rename in 'Start'. Page stays same.", { kind: "editMenuItem", label: "Home", newLabel: "Start" }],
    ["On page Contact the title 'Say hello' please change in 'Write us'.", { kind: "replaceText", page: "Contact", old: "Say hello", replacement: "Write us" }],
    ["Publish please only the page Team. Other things stay like they are.", { kind: "pageAction", action: "publish", page: "Team" }],
    ["revert last", { kind: "undoLast" }],
  ])("%s", (request, intent) => {
    expect(parseRequest(request)).toEqual(intent);
  });
});

describe("offline model: what something says now, and what it should say", () => {
  it("never sets a caption to the words it is said to have now", () => {
    expect(parseRequest("The sunrise photo's caption says 'Sunrise over the hills', but they're the Malvern Hills, not just any hills.")).not.toMatchObject({ kind: "setImageText" });
  });

  it("changes the picture a statement names by its file", () => {
    expect(parseRequest("For accessibility compliance: the alt text on studio-dusk.jpg reads ‘Soft violet dusk over rolling hills’, but the image is captioned as our studio. Please change the alt text to ‘The Northwind studio building at dusk’.")).toEqual({
      kind: "setImageAlt",
      image: "studio-dusk.jpg",
      alt: "The Northwind studio building at dusk",
    });
  });

  it("replaces a post's excerpt quoted cut short with what it should read, through the real tools", async () => {
    const title = unique("Spring notes");
    const post = await posts.create(editor, { title, body: "Hello there.", excerpt: "A fresh look, faster pages and a blog to share what we learn." });
    expect(parseRequest(`The ${title} post's teaser still says 'A fresh look, faster pages and a blog…' — that was two years ago. It should read 'Where we share what we learn.'`)).toMatchObject({
      kind: "editPost",
      change: { field: "wording", old: "A fresh look, faster pages and a blog…", replacement: "Where we share what we learn." },
    });

    await askOffline(`The ${title} post's teaser still says 'A fresh look, faster pages and a blog…' — that was two years ago. It should read 'Where we share what we learn.'`);

    const after = await posts.get(editor, post.id);
    expect(after?.excerpt).toBe("Where we share what we learn.");
    expect(after?.body).toBe("Hello there.");
  });
});

describe("offline model: questions put the other way round, and a fix said after the problem", () => {
  it.each([
    ["How many links has the menu at this moment?", { kind: "showNavigation" }],
    ["Has the site some things which are not yet published? Which?", { kind: "listChanges" }],
    ["Could you tell me, please, whether there is anything on our website that has been written but not yet put out for the public to see?", { kind: "listChanges" }],
    ["whats the big heading on the contcat page say", { kind: "askPage", page: "contact", ask: "heading" }],
    ["who wrote the maple bakery reveiw", { kind: "askEntry", collection: "testimonials", name: "maple bakery" }],
    ["The photo at the top of the home page is the wrong one. It should be the autumn valley picture.", { kind: "setSectionImage", page: "home", templateKey: "hero", image: "autumn valley" }],
  ])("%s", (request, intent) => {
    expect(parseRequest(request)).toEqual(intent);
  });
});

describe("offline model: a question about alt texts, and other small shapes", () => {
  it.each([
    ['which images have "hills" in the alt?', { kind: "imagesShowing", description: "hills", action: "list" }],
    ["which images mention hills in their alt text", { kind: "imagesShowing", description: "hills", action: "list" }],
    ["Make new post with title 'We move to new studio' and text 'From 1 March you find us on Harbour Street 12.' Not publish it yet please.", { kind: "createPost", title: "We move to new studio", body: "From 1 March you find us on Harbour Street 12." }],
    ["Swap in the blue coast image as the cover on the design process post.", { kind: "editPost", post: "design process", change: { field: "cover", value: "blue coast" } }],
    ["use the blue coast image as the cover of the welcome post.", { kind: "editPost", post: "welcome", change: { field: "cover", value: "blue coast" } }],
  ])("%s", (request, intent) => {
    expect(parseRequest(request)).toEqual(intent);
  });

  it("sets a value said after 'swap in:' on the field named before it", () => {
    expect(parseRequest("Let's punch up the subheading in the Home hero. Swap in: 'Fast, friendly websites.'")).toMatchObject({ kind: "setSectionField", templateKey: "hero", field: "subheading", value: "Fast, friendly websites." });
  });
});

describe("offline model: more ways of placing menu links", () => {
  it.each([
    ["take the shop link out of the menu its brokn", { kind: "removeNavLink", label: "shop" }],
    ["Take Contact out of the menu entirley, the phone number's at the bottom of every page anyway. Don't touch the page itself.", { kind: "removeNavLink", label: "Contact" }],
    ["I would like that the link Blog goes under About, like a sub-menu.", { kind: "editMenuItem", label: "Blog", parent: "About" }],
    ["Add a header link 'Shop' → https://shop.example, at the end of the nav.", { kind: "addNavLink", label: "Shop", url: "https://shop.example" }],
    ["Add a 'Donate' link to the menu pointing to https://donate.example.org – as the last item please", { kind: "addNavLink", label: "Donate", url: "https://donate.example.org" }],
    ["add a 'Work with us' link to the Contact page in the menu", { kind: "addMenuItemAt", page: "Contact", label: "Work with us" }],
  ])("%s", (request, intent) => {
    expect(parseRequest(request)).toEqual(intent);
  });

  it("adds a link to a page and then places it, or moves one first", () => {
    expect(parseRequest("Let's add a 'Work with us' link to the nav that goes to the Contact page — slot it in right befor Contact.")).toMatchObject({
      kind: "multi",
      steps: [{ kind: "addMenuItemAt", page: "Contact", label: "Work with us" }, { kind: "moveMenuItem", label: "Work with us", to: "before", other: "Contact" }],
    });
    // (said twice, moved once)
    expect(parseRequest("Let's get Contact front and center — move it to be the very first thing in the nav, ahead of Home.")).toEqual({ kind: "moveMenuItem", label: "Contact", to: "first" });
  });
});

describe("offline model: new sections with their words, and quoted words left as typed", () => {
  it.each([
    [
      "I would like to add a short passage of text at the bottom of the About page, with the heading ‘Our promise’ and the words: ‘Every customer is treated as we would wish to be treated ourselves.’ Thank you kindly.",
      { kind: "addSection", page: "About", templateKey: "text", values: { heading: "Our promise", body: "Every customer is treated as we would wish to be treated ourselves." } },
    ],
    [
      'Would you please add a call-to-action section at the end of the About page, headed "Ready to talk?", with a button reading "Contact us" that leads to /contact.',
      { kind: "addSection", page: "About", templateKey: "cta", values: { heading: "Ready to talk?", buttonLabel: "Contact us", buttonUrl: "/contact" } },
    ],
    [
      "Let's close out the About page with a CTA block at the bottom: headline 'Ready to start?', button 'Book a call' linking to /contact.",
      { kind: "addSection", page: "About", templateKey: "cta", values: { heading: "Ready to start?", buttonLabel: "Book a call", buttonUrl: "/contact" } },
    ],
    [
      "add an faq bit to the bottom of the Episodes page with one question – 'How often do new episodes come out?' answer 'Every other Tuesday, with show notes on the blog.'",
      { kind: "addSection", page: "Episodes", templateKey: "faq", values: { items: [{ question: "How often do new episodes come out?", answer: "Every other Tuesday, with show notes on the blog." }] } },
    ],
    ["add a post called 'Episode 4' saying 'Read the show notes and the questions and answers below.'", { kind: "createPost", title: "Episode 4", body: "Read the show notes and the questions and answers below." }],
  ])("%s", (request, intent) => {
    expect(parseRequest(request)).toEqual(intent);
  });
});

describe("offline model: values typed in quotes are kept word for word", () => {
  it.each([
    ["change the tagline to 'A wee shop in Leith'", { kind: "updateSetting", key: "tagline", value: "A wee shop in Leith" }],
    ["change the hero heading on the home page to 'Click the green button on our homepage'", { kind: "setSectionField", page: "home", templateKey: "hero", field: "heading", value: "Click the green button on our homepage" }],
  ])("%s", (request, intent) => {
    expect(parseRequest(request)).toEqual(intent);
  });
});

describe("offline model: long polite requests with the request in the middle", () => {
  it.each([
    [
      "Good morning. We have never had our opening hours on the website, which my regulars find very odd. Could you please make a new page called ‘Opening Hours’, saying: ‘We are open Monday to Friday.’ Please do not put it up for the public just yet; my daughter would like to read it first.",
      { kind: "createPage", templates: ["text"], contents: [{ body: "We are open Monday to Friday." }], title: "Opening Hours" },
    ],
    [
      "I'm afraid I made rather a muddle last week and there is now a post called ‘Test post please ignore’ lurking among the drafts. Would you be so kind as to throw it away? The proper posts must of course stay.",
      { kind: "postAction", action: "delete", post: "Test post please ignore" },
    ],
    [
      "Could you add one more question to the FAQ on my Classes page? ‘Can I come if I’m pregnant?’ → ‘Yes, just let your teacher know.’ Please keep the mat question too 🧘‍♀️",
      { kind: "addListItem", page: "Classes", section: { templateKey: "faq" }, item: ["Can I come if I'm pregnant?", "Yes, just let your teacher know."] },
    ],
    ["On the About page, is the studio photo on the left or the right of the text? Our designer is asking", { kind: "askSectionField", page: "About", templateKey: "imageText", field: "imagePosition" }],
    ["on the harbour books testimonal can you chagne the name to Thomas Okafor, he asked us to use his full name", { kind: "editEntry", collection: "testimonials", name: "harbour books", field: "author", value: "Thomas Okafor" }],
  ])("%s", (request, intent) => {
    expect(parseRequest(request)).toEqual(intent);
  });

  it("drafts a post with its excerpt, tag and cover from 'get a post drafted: …'", () => {
    expect(parseRequest("Let's get a post drafted: 'Five signs your website needs a refresh'. Excerpt: 'Slow pages, old photos.' Tag it marketing and use the autumn valley image as the cover.")).toMatchObject({
      kind: "multi",
      steps: [{ kind: "createPost", title: "Five signs your website needs a refresh", excerpt: "Slow pages, old photos." }, { kind: "editPost", change: { field: "tags", add: ["marketing"] } }, { kind: "editPost", change: { field: "cover" } }],
    });
  });
});

describe("offline model: a problem told without what it should be", () => {
  it.each(["Something on the Contact page is wrong.", "Please change the text of button, it is not good like this."])("is asked about, never guessed at: %s", async (request) => {
    const { text, calls } = await askOffline(request);
    expect(text).not.toMatch(/^I took that as/);
    expect(text).toMatch(/\?/);
    expect(calls.filter((name) => !/^cms_(?:get|list|find)/.test(name))).toEqual([]);
  });
});

describe("offline model: where a button goes", () => {
  it.each([
    ["make the hero button on the home page go to /book-a-call", { kind: "setSectionField", page: "home", templateKey: "hero", field: "ctaUrl", value: "/book-a-call" }],
    ["chnage the get in touch button on the home page so it goes to /book-a-call", { kind: "setSectionField", page: "home", templateKey: "*", field: "button link", value: "/book-a-call", shows: "get in touch" }],
  ])("%s", (request, intent) => {
    expect(parseRequest(request)).toEqual(intent);
  });

  it("re-points the button that says so, never another one, and never changes its words", async () => {
    const page = await pageWithTwoButtons();
    const { title } = page;

    await askOffline(`change the get in touch button on the ${title} page so it goes to /book-a-call`);
    const { text } = await askOffline(`make the order now button on the ${title} page go to /order`);

    const [hero, cta] = (await pages.get(editor, page.id)).sections;
    expect(hero.content).toMatchObject({ ctaLabel: "See the menu", ctaUrl: "/menu" });
    expect(cta.content).toMatchObject({ buttonLabel: "Get in touch", buttonUrl: "/book-a-call" });
    expect(text).toContain("says 'order now', so nothing was changed");
  });
});

describe("offline model: a link's address typed without https://", () => {
  it("reads it as a web address where the request is about links", () => {
    expect(parseRequest("add our insta to the socail links instagram.com/northwindstudio thx")).toEqual({ kind: "socialLink", op: "add", label: "Instagram", url: "https://instagram.com/northwindstudio" });
    expect(parseRequest("add a link to shop.example.com called Shop to the menu")).toEqual({ kind: "addNavLink", label: "Shop", url: "https://shop.example.com" });
  });

  it("leaves words that are not about a link as typed", () => {
    expect(parseRequest("change the tagline to visit shop.example.com")).toEqual({ kind: "updateSetting", key: "tagline", value: "visit shop.example.com" });
  });
});
