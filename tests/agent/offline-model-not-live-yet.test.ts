import { beforeAll, describe, expect, it } from "vitest";
import { parseInContext, parseRequest } from "@/lib/agent/offline-model/parse-request";
import { MENU_ID } from "@/lib/domain/content-kinds";
import { images } from "@/lib/services/images";
import { navigation } from "@/lib/services/navigation";
import { pages } from "@/lib/services/pages";
import { posts } from "@/lib/services/posts";
import { sections } from "@/lib/services/sections";
import { releases } from "@/lib/services/publishing/releases";
import { editor, unique } from "../support/actors";
import { pngBuffer } from "../support/images";
import { askOffline } from "../support/offline-ask";
import { pageWithTwoButtons } from "../support/two-buttons";

beforeAll(() => sections.syncTemplates());


/** A change someone made that visitors don't see yet: told as a problem, or asked about. */
describe("offline model: a change that is not live yet", () => {
  it.each([
    ["I added a Shop link to the menu yesterday but it's not showing on the actual website??", { kind: "publishFixed", what: ["menu"] }],
    ["I changed the tagline on Monday but the website still shows the old one?", { kind: "publishFixed", what: ["settings"] }],
    ["Sue updated the Opening hours page but it's still not showing", { kind: "pageAction", action: "publish", page: "Opening hours" }],
  ])("reads a change reported as not showing as a draft to publish: %s", (request, fix) => {
    expect(parseRequest(request)).toEqual({ kind: "remedy", problem: expect.any(String), fix });
  });

  it("reads nothing to publish into a missing link nobody added", () => {
    expect(parseRequest("the Blog link isn't showing on the website")).not.toMatchObject({ kind: "remedy" });
  });

  it.each(["is the Gift Vouchers link showing on the website yet?", "is the Gift Vouchers link live?"])("asks the menu, not the pages, whether a link is live: %s", (request) => {
    expect(parseRequest(request)).toEqual({ kind: "askMenuItem", label: "Gift Vouchers", ask: "live" });
  });

  it("says a link only in the draft menu is not live yet, and that it is once the menu is published", async () => {
    const label = unique("Vouchers").replace("-", "");
    await navigation.add(editor, { label, url: "/vouchers" });

    const before = await askOffline(`is the ${label} link showing on the website yet?`);
    await releases.publish(editor, { items: [{ kind: "navigation", entityId: MENU_ID }] });
    const after = await askOffline(`is the ${label} link live?`);

    expect(before.text).toContain(`Not yet — '${label}' is in the draft menu`);
    expect(after.text).toContain(`Yes — '${label}' is live in the menu`);
    expect([...before.calls, ...after.calls]).not.toContain("cms_publishChanges");
  });

  it("says a menu link to remove is not there, and asks which, before any card", async () => {
    const label = unique("Careers").replace("-", "");

    const { text, calls } = await askOffline(`remove the ${label} link from the menu, we're not hiring any more`);

    expect(text).toContain(`I couldn't find a '${label}' link in the menu. Which menu item do you mean:`);
    expect(calls).not.toContain("cms_removeNavigationItem");
  });
});

describe("offline model: names and pronouns in statements", () => {
  it("keeps 'please' inside a quoted name, and deletes what a statement before the request names", () => {
    expect(parseRequest("theres a 'test post please ignore' in the drafts, that was me testing the editor, bin it")).toEqual({
      kind: "pageAction",
      action: "delete",
      page: "test post please ignore",
      either: true,
    });
  });

  it("never reads 'that one' after a question about the newest draft as a post called 'newest draft post one'", () => {
    expect(parseRequest("what's the newest draft on the blog?")).toEqual({ kind: "askPost", post: "newest draft", ask: "body" });
    expect(parseInContext("ok publish that one then", "what's the newest draft on the blog?")).toMatchObject({ action: "publish", post: "newest draft" });
  });

  it("says a picture's file cannot be renamed, and what can be done instead", () => {
    expect(parseRequest("can you rename studio-dusk.jpg to northwind-studio-evening.jpg? better for SEO apparently")).toEqual({
      kind: "cannot",
      reason: expect.stringMatching(/^I can't rename a picture's file.*Nothing was changed/),
    });
  });
});

describe("offline model: whether a setting is live, and asking for a change made earlier to go live", () => {
  it.each([
    ["did the change to the tagline go through? I did it this morning", "tagline"],
    ["is the new logo live yet?", "logo"],
    ["did the new colours go live", "colours"],
  ])("asks the settings' unpublished changes: %s", (request, setting) => {
    expect(parseRequest(request)).toEqual({ kind: "askSettingLive", setting });
  });

  it("reads 'I changed X yesterday, we need that live' as publishing X, not as changing it again", () => {
    expect(parseRequest("I changed the accent colour to purple yesterday, we need that live on the site now please")).toMatchObject({ kind: "remedy", fix: { kind: "publishFixed", what: ["settings"] } });
    expect(parseRequest("I updated the About page this morning, can you push it live")).toMatchObject({ kind: "remedy", fix: { kind: "pageAction", action: "publish", page: "About" } });
  });

  it.each([
    ["what's still in draft? anything not published yet", { kind: "listChanges" }],
    ["what's still in draft on the blog?", { kind: "listPosts", status: "draft" }],
  ])("reads what is still in draft: %s", (request, intent) => {
    expect(parseRequest(request)).toEqual(intent);
  });
});

describe("offline model: page words that name a post", () => {
  it.each([
    ["Could you change the picture on the welcome post to the blue coast one?", { field: "cover", value: "blue coast" }],
    ["please change the link of the autumn post to /blog/autumn-colours, the current one is way too long for Insta", { field: "slug", value: "/blog/autumn-colours" }],
    ["Please in the welcome post, change 'under a second' to 'less than one second'.", { field: "wording", old: "under a second", replacement: "less than one second" }],
  ])("changes the post: %s", (request, change) => {
    expect(parseRequest(request)).toMatchObject({ kind: "editPost", change });
  });

  it("replaces words in a post's body, and says so when the post does not have them", async () => {
    const title = unique("Kiln diary");
    const post = await posts.create(editor, { title, body: "The kiln reached temperature in under a second, or so it felt." });

    const done = await askOffline(`in the ${title} post, change 'under a second' to 'less than an hour'`);
    const missing = await askOffline(`in the ${title} post, change 'glaze' to 'slip'`);

    expect(done.text).toContain(`updated the body of post '${title}'`);
    expect((await posts.get(editor, post.id)).body).toBe("The kiln reached temperature in less than an hour, or so it felt.");
    expect(missing.text).toContain(`The post '${title}' doesn't say 'glaze', so nothing was changed.`);
  });
});

describe("offline model: corrections, follow-ups and who is writing", () => {
  it.each([
    ["rename the Contact menu itme to 'Get in touch'", "and move it to the front", { kind: "moveMenuItem", label: "Get in touch", to: "first" }],
    ["set the alt text of blue-coast.png to 'Green headlands'", "the same for autumn-valley.jpg but 'Orange trees in a valley'", { kind: "setImageAlt", image: "autumn-valley.jpg", alt: "Orange trees in a valley" }],
    ["what's the main heading on the About page?", "change it to 'Who we are'", { kind: "setSectionField", page: "About", templateKey: "*", field: "heading", value: "Who we are" }],
    ["Is the autumn post live?", "ok put it live thne", { kind: "postAction", action: "publish", post: "autumn" }],
  ])("%s → %s", (previous, request, intent) => {
    expect(parseInContext(request, previous)).toEqual(intent);
  });

  it("reads 'no sorry, not About — the Contact page. put About back up' as the request for Contact, then About published again", () => {
    expect(parseInContext("no sorry, not About — the Contact page. put About back up", "unpublish the About page")).toMatchObject({
      kind: "multi",
      steps: [
        { kind: "pageAction", action: "unpublish", page: "Contact" },
        { kind: "pageAction", action: "publish", page: "About" },
      ],
    });
  });

  it.each([
    ["the testimonial from Helen Price is still a draft, can you put it live?", { kind: "entryAction", collection: "testimonials", name: "Helen Price", action: "publish" }],
    ["Please remove the testimonial from Priya Shah with immediate effect; the client has withdrawn her consent.", { kind: "entryAction", collection: "testimonials", name: "Priya Shah", action: "delete" }],
    ["Please publish the Summer Concert page now, the posters have gone out", { kind: "pageAction", action: "publish", page: "Summer Concert" }],
    ["Please amend the title of the page 'About' to 'About the Firm'. The web address must not change, as it appears on our letterhead.", { kind: "renamePage", page: "About", title: "About the Firm" }],
    ["Howzit. The About page needs a proper SEO title please, make it “About Northwind | Cape Town web design”. Shot", { kind: "editPage", page: "About", field: "seoTitle", value: "About Northwind | Cape Town web design" }],
    ["Hello, reception at Bridge Street Physio. Is the About page published or is it still in draft?", { kind: "askPage", page: "About", ask: "live" }],
  ])("leaves out when, why and who is writing: %s", (request, intent) => {
    expect(parseRequest(request)).toEqual(intent);
  });

  it("gives a new page asked for with 'I need' the one line it should say, after a shop's greeting", () => {
    expect(parseRequest("Morning! Blossom & Stem here 🌷 I need a new page called 'Wedding Flowers'. Just one line on it for now: 'Bridal bouquets from £85.' Don't put it live yet")).toEqual({
      kind: "createPage",
      title: "Wedding Flowers",
      templates: ["text"],
      contents: [{ body: "Bridal bouquets from £85." }],
    });
  });

  it("asks two values of one page in one message", () => {
    expect(parseRequest("whats the phone number on the contact page, and whats the email?")).toMatchObject({
      kind: "multi",
      steps: [
        { kind: "askValue", page: "contact", value: "phone" },
        { kind: "askValue", page: "contact", value: "email" },
      ],
    });
  });
});

describe("offline model: more ways editors put it", () => {
  it.each([
    ["menu oder should be: Blog first, then Home, About, Contact", { kind: "moveMenuItem", label: "Blog", to: "order", order: ["Blog", "Home", "About", "Contact"] }],
    ["Please make invisible the item About in menu, but not delete it.", { kind: "setNavVisibility", label: "About", visible: false }],
    ["the About link in the menu should open the Our Team page now, not the old About page", { kind: "editMenuItem", label: "About", page: "Our Team" }],
    ["I want blossom-logo.png as the logo up in the corner", { kind: "setLogo", image: "blossom-logo.png" }],
    ["The background of the site is a bit yellowy/creamy. can we make it plane white", { kind: "setColour", which: "background", value: "plane white" }],
    ["Our new tagline is ‘Seasonal flowers, arranged with care’ — can you put that in please", { kind: "updateSetting", key: "tagline", value: "Seasonal flowers, arranged with care" }],
    ["peonies-bouquet.jpg needs a description for blind visitors — it's pink peonies tied with twine", { kind: "setImageAlt", image: "peonies-bouquet.jpg", alt: "pink peonies tied with twine" }],
    ["take the caption off mountain-sunrise.jpg please, just leave it blank", { kind: "setImageText", image: "mountain-sunrise.jpg", field: "caption", value: "", clear: true }],
    ["Is the mountain sunrise photo used anywhere? If not I want to delete it", { kind: "askImage", image: "mountain sunrise", ask: "usage" }],
    ["why can't I see the Shop link on the website? it's there when I look at the menu in the dashboard", { kind: "askMenuItem", label: "Shop", ask: "live" }],
    ["We are now a limited company. Anywhere the page text says 'Northwind Studio', please change it to 'Northwind Studio Ltd'.", { kind: "replaceEverywhere", old: "Northwind Studio", replacement: "Northwind Studio Ltd" }],
    ["Kindly replace the summary of the post “Behind the scenes” with the following: “How we work.”", { kind: "editPost", post: "Behind the scenes", change: { field: "excerpt", value: "How we work." } }],
    ["tag the desing process post with 'devlog' pls, we're cross-posting it on the discord", { kind: "editPost", post: "desing process", change: { field: "tags", add: ["devlog"] } }],
  ])("%s", (request, intent) => {
    expect(parseRequest(request)).toEqual(intent);
  });

  it("keeps words inside quotes that look like a participle ('… hall set out for a concert')", () => {
    expect(parseRequest("I want alt text on both of the new photos: choir.jpg is 'The choir rehearsing' and church-hall.jpg is 'The hall set out for a concert'")).toMatchObject({
      kind: "multi",
      steps: [
        { kind: "setImageAlt", image: "choir.jpg", alt: "The choir rehearsing" },
        { kind: "setImageAlt", image: "church-hall.jpg", alt: "The hall set out for a concert" },
      ],
    });
  });

  it("never drops a request after a value that only looked like it completed the one before", () => {
    expect(parseRequest("rose-garden.jpg: alt text 'Climbing roses', then make it the cover of the welcome post")).toMatchObject({
      kind: "multi",
      steps: [
        { kind: "setImageAlt", image: "rose-garden.jpg", alt: "Climbing roses" },
        { kind: "editPost", post: "welcome", change: { field: "cover", value: "it" } },
      ],
    });
    expect(parseRequest("The summer fete is over. Unpublish the Summer Fete page and take it out of the menu, but keep the page for next year")).toMatchObject({
      kind: "multi",
      steps: [{ kind: "pageAction", action: "unpublish", page: "Summer Fete" }, { kind: "removeNavLink" }],
    });
  });

  it("takes a caption off a picture, and links a menu item to another page", async () => {
    const name = unique("hillside").replace("-", "");
    const image = await images.upload(editor, { buffer: await pngBuffer(), originalName: `${name}.png`, alt: name, caption: "Sunrise over the hills" });
    const page = await pages.create(editor, { title: unique("Our Team") });
    const label = unique("Team").replace("-", "");
    await navigation.add(editor, { label, url: "/old-team" });

    await askOffline(`take the caption off ${name}.png please, just leave it blank`);
    await askOffline(`the ${label} link in the menu should open the ${page.title} page now`);

    expect((await images.get(editor, image.id)).caption).toBe("");
    expect((await navigation.list(editor)).find((item) => item.label === label)?.page?.id).toBe(page.id);
  });
});

describe("offline model: sections named by what they look like and where they are", () => {
  it.each([
    ["Hi there, could you add a qustion to the FAQ on the About page please:\nQ: Do I need a referral?\nA: No, you can book directly with us.", { kind: "addListItem", page: "About", section: { templateKey: "faq" }, item: ["Do I need a referral?", "No, you can book directly with us."] }],
    ["could you add a question to the FAQ on the About page: 'Do I need a referral?' - 'No, book directly.'", { kind: "addListItem", page: "About", section: { templateKey: "faq" }, item: ["Do I need a referral?", "No, book directly."] }],
    ["add a 4th box to the 'What we do' bit on the homepage — title: Host, description: Hosting and backups.", { kind: "addListItem", page: "home", section: { text: "What we do" }, item: ["Host", "Hosting and backups"] }],
    ["The orange button in the green box at the bottom of the homepage, I want it to say Book a free chat", { kind: "setSectionField", page: "home", templateKey: "*last", field: "button", value: "Book a free chat" }],
  ])("%s", (request, intent) => {
    expect(parseRequest(request)).toEqual(intent);
  });

  it("changes the button of the last section that has one when it is 'at the bottom of the page'", async () => {
    const page = await pageWithTwoButtons();
    const { title } = page;

    await askOffline(`The orange button in the green box at the bottom of the ${title} page, I want it to say Book now`);

    const [hero, cta] = (await pages.get(editor, page.id)).sections;
    expect(hero.content).toMatchObject({ ctaLabel: "See the menu" });
    expect(cta.content).toMatchObject({ buttonLabel: "Book now" });
  });
});

describe("offline model: lists of things to do, and testimonials told about", () => {
  it.each([
    ["we need two things: Blog in the menu renamed to 'Devlog', and a new post called 'Patch 1.4 notes' that says 'Fixed the save bug. New map: Frostpeak.'", { kind: "multi", steps: [{ kind: "editMenuItem", label: "Blog", newLabel: "Devlog" }, { kind: "createPost", title: "Patch 1.4 notes", body: "Fixed the save bug. New map: Frostpeak." }] }],
    ["New review to add to the testimonials:\n\n“After six sessions my back pain was gone.”\n\n— Margaret Hughes", { kind: "createEntry", collection: "testimonials", values: { quote: "After six sessions my back pain was gone.", author: "Margaret Hughes" } }],
    ["Tom's testimonial should say he's the owner of Harbour Books, so put 'Tom Okafor, owner' as the author", { kind: "editEntry", collection: "testimonials", name: "Tom", field: "author", value: "Tom Okafor, owner" }],
  ])("%s", (request, intent) => {
    expect(parseRequest(request)).toMatchObject(intent);
  });

  it("gives the person just quoted the company said after", () => {
    expect(parseInContext("oh she's from Morgans Bakery in Aberystwyth, add that as the company", "add a testimonial from Gwen Morgan: 'Lovely people, lovely website.'")).toEqual({
      kind: "editEntry",
      collection: "testimonials",
      name: "Gwen Morgan",
      field: "company",
      value: "Morgans Bakery",
    });
  });
});

describe("offline model: reasons typed straight after a name, and days inside names", () => {
  it.each([
    ["archve the welcome post its from ages ago", { kind: "postAction", action: "archive", post: "welcome post" }],
    ["pls delete IMG_2231.jpg i uploded it by mistake", { kind: "deleteImage", image: "IMG_2231.jpg" }],
    ["archive post 'Summer offer: free domain' (promo ended)", { kind: "postAction", action: "archive", post: "Summer offer: free domain" }],
    ["remove the faq thing frm the about page pls", { kind: "removeSection", page: "about", templateKey: "faq" }],
    ["Let's swap in the coast photo as the hero image on the homepage — the sunrise feels too sleepy", { kind: "setSectionImage", page: "home", templateKey: "hero", image: "coast" }],
    ["The Black Friday post is locked and loaded — let's push it live.", { kind: "postAction", action: "publish", post: "Black Friday" }],
    ["Somebody in the office says the Blog link in the menu goes nowhere. I need to know where it actually points.", { kind: "askMenuItem", label: "Blog", ask: "target" }],
  ])("%s", (request, intent) => {
    expect(parseRequest(request)).toEqual(intent);
  });

  it("still refuses to schedule when a day says when", () => {
    expect(parseRequest("publish it on Friday")).toMatchObject({ kind: "cannot", reason: expect.stringMatching(/^I can't schedule/) });
  });
});

describe("offline model: a developer's and a non-native speaker's ways of naming things", () => {
  it.each([
    ["The link 'Old Shop' in menu is hidden since long time already. Please delete it completely, we closed this shop.", { kind: "removeNavLink", label: "Old Shop" }],
    ["The Behind the scenes post needs a snappier title — 'How we build sites in 4 steps'. Keep the URL the same so we don't lose the SEO juice.", { kind: "editPost", post: "Behind the scenes", change: { field: "title", value: "How we build sites in 4 steps" } }],
  ])("%s", (request, intent) => {
    expect(parseRequest(request)).toEqual(intent);
  });

  it("reads a label in backticks as a quoted name", () => {
    expect(parseRequest("add `Docs` to the menu -> https://docs.northwind.example")).toEqual({ kind: "addNavLink", label: "Docs", url: "https://docs.northwind.example" });
  });
});

describe("offline model: the menu, said the ways people say it", () => {
  it.each([
    ["Good afternoon. I wonder whether you might be so kind as to add a link to our Contact page in the menu, labelled ‘Write to us’, and tucked underneath ‘About’.", { kind: "addMenuItemAt", page: "Contact", under: "About", label: "Write to us" }],
    ["Dear assistant, we have at long last made a little page for our Opening Hours. Would you be good enough to put it in the menu, just after Home, so that people may find it? Thank you ever so much.", { kind: "addMenuItemAt", page: "Opening Hours", after: "Home" }],
    ["drop it into the nav right after Home as 'Free Webinar'", { kind: "addMenuItemAt", page: "it", after: "Home", label: "Free Webinar" }],
    ["put Blog last in the menu, aftr Contact", { kind: "addMenuItemAt", page: "Blog", after: "Contact" }],
    ["move Contact to be the very first thing in the nav, ahead of Home.", { kind: "moveMenuItem", label: "Contact", to: "first" }],
    ["Contact is sitting at the very end of the menu where nobody sees it. It needs to be second, straight after Home.", { kind: "moveMenuItem", label: "Contact", to: "place", place: 2 }],
    ["In the menu the About must be called 'Who we are'. The page stay same, only the menu.", { kind: "editMenuItem", label: "About", newLabel: "Who we are" }],
    ["add nav item `Status` -> https://status.northwind.example", { kind: "addNavLink", label: "Status", url: "https://status.northwind.example" }],
  ])("%s", (request, intent) => {
    expect(parseRequest(request)).toEqual(intent);
  });

  it.each([
    ["Please rename menu item Blog to 'News'.", "And the same for About, it should be 'Company'.", { kind: "editMenuItem", label: "About", newLabel: "Company" }],
    ["hide contact from the menu", "wait no undo taht", { kind: "undoLast" }],
    ["add nav item `Status` -> https://status.northwind.example", "actually make it `System status`", { kind: "editMenuItem", label: "Status", newLabel: "System status" }],
    ["What's the hero headline on the home page right now?", "And the subhead?", { kind: "askSectionField", page: "home", templateKey: "hero", field: "subheading" }],
    ["The tagline on the site is wrong — we're not only for independent businesses any more.", "Make it 'Calm, useful websites for businesses of every size'.", { kind: "updateSetting", key: "tagline", value: "Calm, useful websites for businesses of every size" }],
  ])("%s → %s", (previous, request, intent) => {
    expect(parseInContext(request, previous)).toEqual(intent);
  });
});

describe("offline model: several requests in one message are all done, or none", () => {
  it("never does only the one request that has quoted words in it", () => {
    expect(parseRequest("I have three small things, if I may. Firstly, please hide the Blog link in the menu. Secondly, change the heading ‘Say hello’ on the Contact page to ‘Do call in’. And thirdly, could the welcome post be archived? Thank you so much for your patience.")).toMatchObject({
      kind: "multi",
      steps: [
        { kind: "setNavVisibility", label: "Blog", visible: false },
        { old: "Say hello", replacement: "Do call in" },
        { kind: "postAction", action: "archive", post: "welcome" },
      ],
    });
  });

  it("never reads a list of requests as names to publish ('delete the welcome post, …, and get the autumn one live')", () => {
    expect(parseRequest("Let's clean up the blog for launch: delete the welcome post, retitle the desgin-process post to 'Our 4-step process', and get the autumn one live.")).toMatchObject({
      kind: "multi",
      steps: [
        { kind: "postAction", action: "delete", post: "welcome" },
        { kind: "editPost", change: { field: "title", value: "Our 4-step process" } },
        { kind: "postAction", action: "publish", post: "autumn" },
      ],
    });
  });
});

describe("offline model: a retired shop owner's blog", () => {
  it.each([
    ["I should like to write a little piece for the blog entitled ‘Forty years behind the counter’. It should say: ‘When I opened the shop in 1984, the till was a biscuit tin.’", { kind: "createPost", title: "Forty years behind the counter", body: "When I opened the shop in 1984, the till was a biscuit tin." }],
    ["For the autumn post please put the photo of the coast as cover, not the valley.", { kind: "editPost", post: "autumn", change: { field: "cover", value: "photo of the coast" } }],
    ["Could you tell me, please, what the unpublished piece about autumn actually says?", { kind: "askPost", post: "unpublished", ask: "body" }],
  ])("%s", (request, intent) => {
    expect(parseRequest(request)).toEqual(intent);
  });
});

describe("offline model: a marketer's launch post and a non-native speaker's question", () => {
  it("makes the post, its cover, its tag and publishes it, with 'Copy:' read as its words", () => {
    expect(parseRequest("Let's get a launch post up: “Introducing Care Plans”. Copy: “Monthly updates, from £49 a month.” Use the sunrise photo as the cover, tag it news, and publish it.")).toMatchObject({
      kind: "multi",
      steps: [
        { kind: "createPost", title: "Introducing Care Plans", body: "Monthly updates, from £49 a month." },
        { kind: "editPost", post: "it", change: { field: "cover", value: "sunrise photo" } },
        { kind: "editPost", post: "it", change: { field: "tags", add: ["news"] } },
        { action: "publish" },
      ],
    });
  });

  it("adds a question to the FAQ said as 'in the part with questions'", () => {
    expect(parseRequest("On page About, in the part with questions, please add one more question: “Do you make also online shops?” and the answer “Yes, small shops.”")).toEqual({
      kind: "addListItem",
      page: "About",
      section: { templateKey: "faq" },
      item: ["Do you make also online shops?", "Yes, small shops."],
    });
  });
});

describe("offline model: a picture with nothing written beneath it", () => {
  it("reads 'has nothing written beneath it. Could it say …?' as the picture's caption", () => {
    expect(parseRequest("The photograph of the coastline has nothing written beneath it. Could it say ‘The bay below the shop’? Many thanks.")).toEqual({
      kind: "setImageText",
      image: "coastline",
      field: "caption",
      value: "The bay below the shop",
    });
  });
});

/** What a reviewer found the first version of these readings did wrong: each must stay fixed. */
describe("offline model: names, 'it' and menu places never stretched too far", () => {
  it.each([
    ['delete the post "Why we\'re moving"', { kind: "postAction", action: "delete", post: "Why we're moving" }],
    ["archive the post Summer Menu (2023)", { kind: "postAction", action: "archive", post: "Summer Menu (2023)" }],
    ["delete the post 'Sorry, we are closed'", { kind: "postAction", action: "delete", post: "Sorry, we are closed" }],
    ["The hero heading says 'Welcome', please delete it", { kind: "pageAction", action: "delete", page: "it" }],
    ["Sarah is off today, so please publish it", { kind: "pageAction", action: "publish", page: "it" }],
    ["I added a link to the welcome post but it's not showing", { kind: "remedy", problem: expect.any(String), fix: { kind: "postAction", action: "publish", post: "welcome" } }],
    ["I fixed the typo in the autumn post but it's not showing", { kind: "remedy", problem: expect.any(String), fix: { kind: "postAction", action: "publish", post: "autumn" } }],
    ["I changed the colour of the button on the home page but it's not showing", { kind: "remedy", problem: expect.any(String), fix: { kind: "pageAction", action: "publish", page: "home" } }],
    ["change the Blog link to point at the News page", { kind: "editMenuItem", label: "Blog", page: "News" }],
    ["change the excerpt of the welcome post to the following text: \"A short hello\"", { kind: "editPost", post: "welcome", change: { field: "excerpt", value: "A short hello" } }],
  ])("%s", (request, intent) => {
    expect(parseRequest(request)).toEqual(intent);
  });

  it.each(["The FAQ should be second on the About page", "was the blog renamed to Journal?", "Has the Blog link been relabelled as 'News'?", "remove that piece on the home page"])(
    "changes no menu item, name or post on: %s",
    (request) => {
      expect(parseRequest(request)).not.toMatchObject({ kind: expect.stringMatching(/^(?:moveMenuItem|renamePage|editMenuItem|postAction)$/) });
    },
  );

  it.each([
    ["delete the About page", "not now, maybe next week"],
    ["add a testimonial from Gwen Morgan: 'Lovely.'", "she's Welsh, by the way"],
  ])("%s → %s changes nothing", (previous, request) => {
    expect(parseInContext(request, previous)).toMatchObject({ kind: "unknown" });
  });
});

describe("offline model: a live link with a change waiting", () => {
  it("says it is live, and that the change to it waits to be published", async () => {
    const label = unique("Moved").replace("-", "");
    await navigation.add(editor, { label, url: "/moved" });
    await releases.publish(editor, { items: [{ kind: "navigation", entityId: MENU_ID }] });
    const item = (await navigation.list(editor)).find((candidate) => candidate.label === label)!;
    await navigation.update(editor, item.id, { url: "/moved-again" });

    const { text } = await askOffline(`is the ${label} link showing on the website yet?`);

    expect(text).toContain(`Yes — '${label}' is live in the menu`);
    expect(text).toMatch(/A change to it \(.+\) is waiting to be published\./);
  });
});
