import { describe, expect, it } from "vitest";
import { parseInContext, parseRequest } from "@/lib/agent/offline-model/parse-request";
import { useOfflineDemoChat } from "../support/offline-demo-chat";

/**
 * The twenty-sixth pass's readings: the held-out set's six voices a fourth time — settings named by
 * where they show, a developer's notes in brackets, problems told instead of fixes, "it" meaning the
 * one thing a message names, and second turns that narrow a list, apologise or correct.
 */
describe("offline model: things named by where they show or what they do", () => {
  it.each([
    ["The little line of writing beneath our name — would you kindly have it read 'Thoughtful websites for small shops and makers' from now on?", { kind: "updateSetting", key: "tagline", value: "Thoughtful websites for small shops and makers" }],
    ["I should like the site name to be 'Northwind Web Studio'", { kind: "updateSetting", key: "name", value: "Northwind Web Studio" }],
    ["can u change what google shows under the about pg to: meet the four people behind northwind studio", { kind: "editPage", page: "about", field: "seoDescription", value: "meet the four people behind northwind studio" }],
    ["Our SEO agency says the Home page's title in Google is too long and gets cut off on phones. They've asked for: Northwind Studio | Web design", { kind: "editPage", page: "Home", field: "seoTitle", value: "Northwind Studio | Web design" }],
    ["Which picture is it that sits at the very top of our Home page, if you please? I should like to print it for the shop window.", { kind: "askSectionField", page: "Home", templateKey: "hero", field: "imageId" }],
    ["The printer is asking for our exact brand orange for the new business cards. What's the code?", { kind: "askSiteSetting", key: "colours" }],
    ["Could you remind me who it was that said their whole team could update the website? I should like to send them a card.", { kind: "askEntry", collection: "testimonials", name: "their whole team could update the website" }],
    ["Is there anywhere on our website where we promise how quickly we reply to people?", { kind: "search", query: "how quickly we reply to people" }],
    ["I'm never sure what's actually on the website and what's still sitting in drafts. What is waiting to go out?", { kind: "listChanges" }],
  ])("%s", (text, expected) => {
    expect(parseRequest(text)).toMatchObject(expected);
  });
});

describe("offline model: a developer's shorthand with notes", () => {
  it.each([
    ['home hero: subheading="Fast sites" (heading stays)', { kind: "setSectionField", page: "home", templateKey: "hero", field: "subheading", value: "Fast sites" }],
    ["page About: slug about -> about-us (title stays)", { kind: "editPage", page: "About", field: "slug", value: "about-us" }],
    ["nav rm 'Old shop' (shop closed)", { kind: "removeNavLink", label: "Old shop" }],
    ["settings: theme.accent=#2b6cb0", { kind: "setColour", which: "accent", value: "#2b6cb0" }],
    ["ls posts tag=design", { kind: "listPosts", tag: "design" }],
    ["post new 'Studio notes #1' tags=notes", { kind: "createPost", title: "Studio notes #1", tags: ["notes"] }],
  ])("%s", (text, expected) => {
    expect(parseRequest(text)).toEqual(expected);
  });

  it("keeps a reason typed without a comma out of what is named", () => {
    expect(parseRequest("take github off our socials we dont use it anymore")).toMatchObject({ kind: "socialLink", op: "remove", label: "Github" });
    // …but "we don't use" is no reason when it says which picture
    expect(parseRequest("delete the picture we don't use anywhere")).toEqual({ kind: "imagesUnused", action: "delete", one: true });
  });
});

describe("offline model: the menu and pages, as people put it", () => {
  it.each([
    ["Blog link in the nav should point at our Substack now: https://northwind.substack.example — keep the label.", { kind: "editMenuItem", label: "Blog", url: "https://northwind.substack.example" }],
    ["The menu point 'Blog' shall become a sub-point of 'About'.", { kind: "editMenuItem", label: "Blog", parent: "About" }],
    ["Staff keep saying the menu is in a strange order. Most visitors come for the blog, so it should go Home, Blog, About, Contact.", { kind: "moveMenuItem", to: "order", order: ["Home", "Blog", "About", "Contact"] }],
    ["The 'Get in touch' link at the top of the site takes people to our old contact form. It needs to take them to the proper Contact page.", { kind: "editMenuItem", label: "Get in touch", page: "Contact" }],
    ["I wonder whether you would be so kind as to tuck the 'Logos' link in underneath 'Design', which, as you know, already sits beneath 'Services'.", { kind: "editMenuItem", label: "Logos", parent: "Design" }],
    ["Pricing page got sign-off from the partners. Ship it!", { kind: "pageAction", action: "publish", page: "Pricing" }],
    ["I'm afraid the Contact page still has our old telephone number on it. Might you take it off the website for the time being, without throwing it away?", { kind: "pageAction", action: "unpublish", page: "Contact" }],
    ["The autumn piece has rather a long name. I wonder whether it might simply be called Colours of Autumn?", { kind: "editPost", post: "autumn", change: { field: "title", value: "Colours of Autumn" } }],
    ["The article about our design process shall not be anymore on the blog, but don't delete it please.", { kind: "postAction", action: "unpublish", post: "our design process" }],
  ])("%s", (text, expected) => {
    expect(parseRequest(text)).toMatchObject(expected);
  });

  it("renames a page and its menu link from one message", () => {
    for (const text of ["rename about pg to about us and the menu link too", "rename the about page and its menu link to about us"]) {
      expect(parseRequest(text)).toMatchObject({ kind: "multi", steps: [{ kind: "renamePage", page: "about", title: "about us" }, { kind: "editMenuItem", label: "about", newLabel: "about us" }] });
    }
  });
});

describe("offline model: sections, pictures and testimonials described", () => {
  it.each([
    ["can u add a q to the faq on the about pg. q: do you design logos? a: no, just websites", { kind: "addListItem", page: "about", section: { templateKey: "faq" }, item: ["do you design logos?", "no, just websites"] }],
    ["Add in the FAQ of page About the question 'Do you make online shops?' with the answer 'Yes, small ones'.", { kind: "addListItem", page: "About", section: { templateKey: "faq" }, item: ["Do you make online shops?", "Yes, small ones"] }],
    ["pls take the whole faq thing off the about pg, nobody reads it", { kind: "removeSection", page: "about", templateKey: "faq" }],
    ["On the page About, the photo of the studio stands on the right side of the text. Please put it on the left side, like in a magazine.", { kind: "setSectionField", page: "About", templateKey: "imageText", field: "imagePosition", value: "left" }],
    ["On the About page the photo is on the wrong side — our designer says it belongs on the left.", { kind: "setSectionField", page: "About", field: "imagePosition", value: "left" }],
    ["Customers say the button on the big banner on the Home page takes them to the About page. It should take them to Contact.", { kind: "setSectionField", page: "Home", templateKey: "hero", field: "ctaUrl", value: "the Contact page" }],
    ["People keep telling me the big headline on our front page sounds dated. The partners agreed this morning it should say Small studio, big care", { kind: "setSectionField", page: "home", value: "Small studio, big care" }],
    ["The picture of the blue coast on the Contact page, I am told, has nothing written beneath it. Would you kindly put 'The coast near our studio' under it?", { kind: "setImageText", field: "caption", value: "The coast near our studio" }],
    ["The autumn shot's caption is flat. Punch it up — swap in: Fall in the valley — our favorite palette", { kind: "setImageText", image: "autumn shot", field: "caption", value: "Fall in the valley — our favorite palette" }],
    ["A customer told us the picture at the top of our Home page is read out as 'Layered hills under a warm sunrise sky', which tells her nothing. Our consultant suggests: Sunrise over the hills near our studio", { kind: "setImageAlt", image: "Layered hills under a warm sunrise sky", alt: "Sunrise over the hills near our studio" }],
    ["on the home page, change the headline of the 'Have a project in mind?' section to \"Got a project?\"", { kind: "replaceText", page: "home", old: "Have a project in mind?", replacement: "Got a project?" }],
    ["change the headline of the section that says 'Have a project in mind?' on the home page to \"Got a project?\"", { kind: "replaceText", page: "home", old: "Have a project in mind?", replacement: "Got a project?" }],
    ["typo in the cafe rosa testimonial - beutiful shd be beautiful", { kind: "replaceEntryWords", name: "cafe rosa", old: "beutiful", replacement: "beautiful" }],
    ["We stopped offering aftercare contracts in January, but the homepage still has a box promising 'ongoing help'.", { kind: "remedy", fix: { kind: "removeListItem", page: "home", section: { templateKey: "featureGrid" }, item: { text: "ongoing help" } } }],
  ])("%s", (text, expected) => {
    expect(parseRequest(text)).toMatchObject(expected);
  });

  it("sets each file's alt text when several are given one after another", () => {
    expect(parseRequest("Some pictures have not the alternative text. For img-0001.jpg please write 'Coffee cups' and for img-0002.jpg 'Sketches on the wall'.")).toMatchObject({
      kind: "multi",
      steps: [{ kind: "setImageAlt", image: "img-0001.jpg", alt: "Coffee cups" }, { kind: "setImageAlt", image: "img-0002.jpg", alt: "Sketches on the wall" }],
    });
  });

  it("adds a testimonial a customer wrote, and publishes it when people should see it", () => {
    const text = "A lovely customer, Joan Whitaker of Whitaker's Wool Shop, wrote to say: 'The new website has brought us customers.' I should so like that to go alongside the other kind words on our website, and for people to be able to see it straight away.";
    expect(parseRequest(text)).toMatchObject({
      kind: "multi",
      steps: [
        { kind: "createEntry", values: { quote: "The new website has brought us customers.", author: "Joan Whitaker", company: "Whitaker's Wool Shop" } },
        { kind: "entryAction", name: "Joan Whitaker", action: "publish" },
      ],
    });
  });

  it("never reads a post's body as a request, and leaves a note after it out", () => {
    const text = "Draft a quick post titled \"We're hiring\", tags hiring and team. Body can just be: We're looking for a developer. Send your portfolio to hello@northwind.example. Don't ship it yet.";
    expect(parseRequest(text)).toEqual({ kind: "createPost", title: "We're hiring", tags: ["hiring", "team"], body: "We're looking for a developer. Send your portfolio to hello@northwind.example." });
  });

  it("says who can add people when asked for a login for someone", () => {
    expect(parseRequest("Can you give our new freelancer Sam a login so she can write blog posts? Her email is sam@freelance.example.")).toMatchObject({ kind: "cannot", reason: expect.stringContaining("an admin can invite them under Users") });
  });

  it("says a page cannot have a password, however it is asked", () => {
    for (const text of ["give the about page a password", "can the about page have a password?"]) {
      expect(parseRequest(text)).toMatchObject({ kind: "cannot", reason: expect.stringContaining("every published page is public") });
    }
  });

  it("offers what can change when asked only to make the site nicer", () => {
    expect(parseRequest("Could you make it a little nicer?")).toMatchObject({ kind: "cannot", reason: expect.stringMatching(/\?$/) });
  });
});

describe("offline model: second turns that narrow, apologise or correct", () => {
  it.each([
    ["How many testimonials have we got at the moment?", "And which of those can customers actually see on the site?", { kind: "listEntries", collection: "testimonials", live: true }],
    ["Add in the FAQ of page About the question 'Do you make online shops?' with the answer 'Yes, up to 50 products'.", "Sorry, I wrote wrong. The answer shall be 'Yes, up to 100 products'.", { kind: "editListItem", page: "About", part: 1, value: "Yes, up to 100 products" }],
    ["Could you tell me what the little line beneath our name says at present?", "Ah, I thought as much. Would you change it to read 'Calm websites for shops', if you please?", { kind: "updateSetting", key: "tagline", value: "Calm websites for shops" }],
    ["home: s/two working days/one working day/", "same trick on about: team of four -> team of six", { kind: "replaceText", page: "about", old: "team of four", replacement: "team of six" }],
  ])("%s → %s", (previous, text, expected) => {
    expect(parseInContext(text, previous)).toMatchObject(expected);
  });

  it("puts the first testimonial back when another was meant", () => {
    expect(parseInContext("Sorry, wrong one! I meant Maple Bakery. Harbour Books must stay online.", "Please put the testimonial of Harbour Books offline.")).toMatchObject({
      kind: "multi",
      steps: [
        { kind: "entryAction", name: "Harbour Books", action: "publish" },
        { kind: "entryAction", name: "Maple Bakery", action: "unpublish" },
      ],
    });
  });
});

describe("offline model: a new user's first afternoon", () => {
  it.each([
    ["alt text on mountain-sunrise.jpg shoud say Sunrise over the mountains near our studio", { kind: "setImageAlt", image: "mountain-sunrise.jpg", alt: "Sunrise over the mountains near our studio" }],
    ["does blue-coast.png have any alt text?", { kind: "askImage", image: "blue-coast.png", ask: "alt" }],
    ["who's the testimonial from harbour books by again", { kind: "askEntry", collection: "testimonials", name: "harbour books" }],
    ["rename the Care feature box on the home page to Support", { kind: "editListItem", page: "home", section: { templateKey: "featureGrid" }, item: { text: "Care" }, part: 0, value: "Support" }],
    ["change the title of the Care box on the home page to Support", { kind: "editListItem", page: "home", item: { text: "Care" }, part: 0, value: "Support" }],
    ["on the about page the answer to how long does a website take is out of date, it should say 6-8 weeks now", { kind: "editListItem", page: "about", section: { templateKey: "faq" }, part: 1, value: "6-8 weeks" }],
    ["on the about page change the answer to 'How long does a website take?' to '6-8 weeks'", { kind: "editListItem", page: "about", item: { text: "How long does a website take?" }, part: 1, value: "6-8 weeks" }],
    ["the autumn colours post needs tags: autumn, colour, inspiration", { kind: "editPost", post: "autumn colours", change: { field: "tags", add: ["autumn", "colour", "inspiration"] } }],
    ["whats the diference between draft and published, can visitors see drafts?", { kind: "explainDrafts" }],
    ["When I click Blog in the top menu on my phone it just goes to a page not found error.", { kind: "askMenuItem", label: "Blog", ask: "target" }],
    ["make the 'Get in touch' link go to the Contact page", { kind: "editMenuItem", label: "Get in touch", page: "Contact" }],
    ["make the cta button on the home page say Start now", { kind: "setSectionField", page: "home", templateKey: "cta", field: "buttonLabel", value: "Start now" }],
    ["add a new question to the faq on the about page asking Do you host sites? with answer Yes, in the UK", { kind: "addListItem", page: "about", section: { templateKey: "faq" }, item: ["Do you host sites?", "Yes, in the UK"] }],
    ["make the heading on the home page say Welcome to our studio", { kind: "setSectionField", page: "home", field: "heading", value: "Welcome to our studio" }],
    ["can you make the About page's intro say We are a small studio in Leeds", { kind: "setSectionField", page: "About", field: "intro", value: "We are a small studio in Leeds" }],
    ["make the blog link say News", { kind: "editMenuItem", label: "blog", newLabel: "News" }],
    ["could the blog link be called News instead", { kind: "editMenuItem", label: "blog", newLabel: "News" }],
    ["I want the contact page to be called Get in touch", { kind: "renamePage", page: "contact", title: "Get in touch" }],
    ["add a text section at the bottom of the home page with the heading 'Our clients' saying 'We work with shops'", { kind: "addSection", page: "home", templateKey: "text", values: { heading: "Our clients", body: "We work with shops" } }],
    ["put a new section at the bottom of the home page with a heading Our clients and some text saying We work with shops", { kind: "addSection", page: "home", templateKey: "text", values: { heading: "Our clients", body: "We work with shops" } }],
    ["change the first feature box title on the home page to Discover", { kind: "editListItem", page: "home", section: { templateKey: "featureGrid" }, item: { ordinal: 1 }, part: 0, value: "Discover" }],
  ])("%s", (text, expected) => {
    expect(parseRequest(text)).toMatchObject(expected);
  });

  it.each([
    ["add careers to the menu after contact", "hmm undo that, careers isnt ready yet", { kind: "undoLast" }],
    ["tag the autumn colours post autumn", "and the behind the scenes one too, just tag it process and design", { kind: "editPost", post: "behind the scenes", change: { field: "tags", add: ["process", "design"] } }],
    ["alt text on mountain-sunrise.jpg should say Sunrise over the mountains", "same for studio-dusk, something like our studio at dusk", { kind: "setImageAlt", image: "studio-dusk", alt: "our studio at dusk" }],
  ])("%s → %s", (previous, text, expected) => {
    expect(parseInContext(text, previous)).toMatchObject(expected);
  });
});

/** Through the real chat route on the demo site: what the answers say. */
describe("offline model: answers on the demo site", () => {
  const demo = useOfflineDemoChat("offline-twentysixth-pass");

  it("names the picture at the top of a page by its file and description, never its id", async () => {
    const chat = demo.turns.chatSession(demo.server.url, demo.editor);
    const text = demo.turns.streamedText((await chat.send("Which picture is it that sits at the very top of our Home page?")).chunks);
    expect(text).toContain("mountain-sunrise.jpg");
    expect(text).not.toMatch(/\bc[a-z0-9]{20,}\b/);
  });

  it("undoes nothing when the reply just before changed nothing, and sums up what the chat changed", async () => {
    const { navigation } = await import("@/lib/services/navigation");
    const { userContext } = await import("@/lib/services/context");
    const labels = async () => (await navigation.list(userContext(demo.editor))).map((item: { label: string }) => item.label);
    const chat = demo.turns.chatSession(demo.server.url, demo.editor);
    await chat.send("rename Contact in the top menu to Say hello");
    expect(await labels()).toContain("Say hello");
    expect(demo.turns.streamedText((await chat.send("add careers to the menu after contact")).chunks)).toMatch(/couldn't find a page matching 'careers'/);
    const undone = await chat.send("hmm undo that, careers isnt ready yet");
    expect(demo.turns.streamedText(undone.chunks)).toContain("My last reply changed nothing, so there is nothing of it to undo.");
    expect(demo.turns.chunksOf(undone.chunks, "data-approvalPreview")).toEqual([]);
    expect(await labels()).toContain("Say hello");
    const summary = demo.turns.streamedText((await chat.send("Could you give me a quick summary of everything I changed today?")).chunks);
    expect(summary).toContain("In this chat I changed:");
    expect(summary).toContain("The menu");
  });

  it("says the new words back when one FAQ answer is changed", async () => {
    const chat = demo.turns.chatSession(demo.server.url, demo.editor);
    const text = demo.turns.streamedText((await chat.send("on the about page the answer to how long does a website take is out of date, it should say 6-8 weeks now")).chunks);
    expect(text).toContain("Done — the answer of 'How long does a website take?' in the FAQ section on 'About' now reads '6-8 weeks'.");
  });

  it("lists only the testimonials visitors can see when asked which of them are on the site", async () => {
    const { entries } = await import("@/lib/services/entries");
    const { userContext } = await import("@/lib/services/context");
    await entries.create(userContext(demo.editor), "testimonials", { title: "Lindqvist Design", status: "draft", data: { quote: "Easy from day one.", author: "Anna Lindqvist", company: "Lindqvist Design" } });
    const chat = demo.turns.chatSession(demo.server.url, demo.editor);
    await chat.send("How many testimonials have we got at the moment?");
    const text = demo.turns.streamedText((await chat.send("And which of those can customers actually see on the site?")).chunks);
    expect(text).toContain("Maple Bakery");
    expect(text).toContain("Harbour Books");
    expect(text).not.toContain("Lindqvist");
  });
});
