import { describe, expect, it } from "vitest";
import { parseInContext, parseRequest } from "@/lib/agent/offline-model/parse-request";

/**
 * The twenty-fifth pass's readings: the held-out set's six voices a third time — a courteous retired
 * shop owner, a terse developer, an American marketer, a non-native speaker, someone on a phone, a
 * manager who states problems — and second turns that correct, repeat or undo.
 */
describe("offline model: a courteous shop owner", () => {
  it.each([
    ["I should like the little line under our name, at the top of every page, to read: Thoughtful websites for local businesses. Many thanks for your help.", { kind: "updateSetting", key: "tagline", value: "Thoughtful websites for local businesses" }],
    ["Good morning. I wonder if you might help me with the large heading at the very top of our Home page. At present it says something about websites feeling calm, and I should like it instead to read: Friendly websites for local shops. Thank you ever so much.", { kind: "setSectionField", page: "Home", value: "Friendly websites for local shops" }],
    ["Might I ask you to give the picture of the blue coastline a caption? It has none at present. I thought: The coast near our studio", { kind: "setImageText", image: "blue coastline", field: "caption", value: "The coast near our studio" }],
    ["I wonder if you might add our Opening Hours page to the menu at the top. Just before Contact would be ideal, if you would.", { kind: "addMenuItemAt", page: "Opening Hours", before: "Contact" }],
    ["Could you tell me which of our blog articles the public can currently read? My daughter asked and I wasn't sure.", { kind: "listPosts", status: "published" }],
    ["I wonder if you might add a little paragraph at the bottom of our Contact page, with the heading Parking, letting visitors know that there is free parking behind the building.", { kind: "addSection", page: "Contact", templateKey: "text", values: { heading: "Parking" } }],
  ])("%s", (text, expected) => {
    expect(parseRequest(text)).toMatchObject(expected);
  });

  it("renames the page and its menu link 'to match'", () => {
    expect(parseRequest("Would you be so kind as to rename our About page to About Us, and change the link in the menu to match?")).toMatchObject({
      kind: "multi",
      steps: [
        { kind: "renamePage", title: "About Us" },
        { kind: "editMenuItem", label: "About", newLabel: "About Us" },
      ],
    });
  });
});

describe("offline model: testimonials said the way people pass them on", () => {
  it.each([
    ["Testimonial of Maple Bakery please remove from the website, the client has asked us.", { kind: "entryAction", name: "Maple Bakery", action: "unpublish" }],
    ["remove the Maple Bakery testimonial from the website", { kind: "entryAction", name: "Maple Bakery", action: "unpublish" }],
    ["maple bakery testimonial shd say orders tripled not doubled", { kind: "replaceEntryWords", name: "maple bakery", old: "doubled", replacement: "tripled" }],
    ["The Green Lane Florist testimonial is just sitting in drafts. Let's get it live, it's a great one.", { kind: "entryAction", name: "Green Lane Florist", action: "publish" }],
    ["testimonials: Harbour Books author=Tom Okafor-Reid", { kind: "editEntry", name: "Harbour Books", field: "author", value: "Tom Okafor-Reid" }],
    ["I wonder if you would add a kind note we received to our testimonials. It is from Margaret Hill of the Rose Cottage Tea Room, and she wrote: Lovely people, and a website our customers compliment us on.", { kind: "createEntry", values: { author: "Margaret Hill", company: "Rose Cottage Tea Room", quote: "Lovely people, and a website our customers compliment us on" } }],
  ])("%s", (text, expected) => {
    expect(parseRequest(text)).toMatchObject(expected);
  });

  it("adds what was emailed, and puts it on the site when asked to get it 'onto the website'", () => {
    expect(parseRequest("Ben Cole from Cole & Sons Builders emailed to say: 'Quick, tidy and no jargon.' Can we get that onto the website as a testimonial?")).toMatchObject({
      kind: "multi",
      steps: [
        { kind: "createEntry", values: { quote: "Quick, tidy and no jargon.", author: "Ben Cole", company: "Cole & Sons Builders" } },
        { kind: "entryAction", name: "Ben Cole", action: "publish" },
      ],
    });
  });
});

describe("offline model: a developer's and a phone's shorthand", () => {
  it.each([
    ["nav: Blog -> Journal (label only)", { kind: "editMenuItem", label: "Blog", newLabel: "Journal" }],
    ["nav: move Blog to the end", { kind: "moveMenuItem", label: "Blog", to: "last" }],
    ["autumn post: tags=design,autumn (drop seasonal)", { kind: "editPost", post: "autumn", change: { field: "tags", set: ["design", "autumn"] } }],
    ["new post: title=Five tips for faster pages, tags=performance, body=Compress your images. Cache what you can.", { kind: "createPost", title: "Five tips for faster pages", body: "Compress your images. Cache what you can." }],
    ["abt page faq add q how much does a site cost  a: from £2,500 for a small site", { kind: "addListItem", page: "about", item: ["how much does a site cost", "from £2,500 for a small site"] }],
    ["contact pg: mv gallery above the text section", { kind: "moveSection", page: "contact", section: { templateKey: "gallery" }, to: "above", other: { templateKey: "text" } }],
    ["can u put the pic on the about page on the left side instead pls", { kind: "setSectionField", page: "about", field: "imagePosition", value: "left" }],
    ["change contact heading to get in touch", { kind: "setSectionField", page: "contact", field: "heading", value: "get in touch" }],
    ["Please clear out old-logo.png", { kind: "deleteImage", image: "old-logo.png" }],
  ])("%s", (text, expected) => {
    expect(parseRequest(text)).toMatchObject(expected);
  });

  it("asks which page for a section with no page, never makes a page called 'Text section'", () => {
    expect(parseRequest("add text section with heading 'A' and text 'B'")).toMatchObject({ kind: "unknown", topic: "sections" });
  });
});

describe("offline model: problems told, and a marketer's words", () => {
  it.each([
    ["The About page has no SEO title, which is leaving clicks on the table. Let's go with: About Northwind Studio | Small Web Design Team", { kind: "editPage", page: "About", field: "seoTitle", value: "About Northwind Studio | Small Web Design Team" }],
    ["When people click About in the menu they land on the old About page. We want them to end up on the new Team page.", { kind: "editMenuItem", label: "About", page: "Team" }],
    ["We shut our Mastodon account down months ago, but the website still links to it.", { kind: "remedy", fix: { kind: "socialLink", op: "remove", label: "Mastodon" } }],
    ["The blog post about autumn shouldn't be visible yet — we haven't finished it.", { kind: "remedy", fix: { kind: "postAction", action: "unpublish", post: "autumn" } }],
    ["There's an old logo file, old-logo.png, cluttering up the picture library. It isn't used anywhere. Please clear it out.", { kind: "deleteImage", image: "old-logo.png" }],
    ["Anything sitting in drafts that hasn't shipped yet?", { kind: "listChanges" }],
    ["Swap the hero image on the home page for the blue coast shot — just on the home page.", { kind: "setSectionImage", page: "home", templateKey: "hero" }],
    ["People keep ringing to ask whether we work weekends. We don't, and the About page should say so in its questions. Question: Do you work weekends? Answer: No, we work Monday to Friday only.", { kind: "addListItem", page: "About", item: ["Do you work weekends?", "No, we work Monday to Friday only"] }],
    ["Please put page Careers in the menu under Team, which is already under About.", { kind: "cannot" }],
  ])("%s", (text, expected) => {
    expect(parseRequest(text)).toMatchObject(expected);
  });

  it("tags the post it publishes, never 'promo while you're at it'", () => {
    expect(parseRequest("Ship the spring sale post, and tag it promo while you're at it.")).toMatchObject({
      kind: "multi",
      steps: [{ kind: "postAction", action: "publish" }, { kind: "editPost", change: { field: "tags", add: ["promo"] } }],
    });
  });
});

describe("offline model: second turns that correct, repeat or undo", () => {
  it.each([
    ["I wonder if you might change the heading on the About page from About us to Who we are.", "Thank you. On reflection, would you make it Who we are and what we do instead?", { kind: "changeAgain", value: "Who we are and what we do" }],
    ["home hero ctaLabel=Start a project", "same for the cta section's button", { kind: "setSectionField", page: "home", templateKey: "cta", field: "buttonLabel", value: "Start a project" }],
    ["rename the blog link in the menu to news", "actually make it stories", { kind: "changeAgain", value: "stories" }],
    ["Would you kindly remove the Blog link from our menu?", "Oh dear, I've changed my mind. Could you put it back just as it was?", { kind: "undoLast" }],
    ["new draft page Events", "add text section: heading=Upcoming, body=Open studio day on 14 June, 10:00 to 16:00", { kind: "addSection", page: "Events", templateKey: "text", values: { heading: "Upcoming", body: "Open studio day on 14 June, 10:00 to 16:00" } }],
  ])("%s → %s", (before, text, expected) => {
    expect(parseInContext(text, before)).toMatchObject(expected);
  });

  it("undoes the change and makes it on the page meant: 'no the about page one'", () => {
    expect(parseInContext("no the about page one", "change contact heading to get in touch")).toMatchObject({
      kind: "multi",
      steps: [{ kind: "undoLast" }, { kind: "setSectionField", page: "about", field: "heading", value: "get in touch" }],
    });
  });
});

/** Requests a new user typed into the chat in Chromium, one afternoon's conversation. */
describe("offline model: a manager's afternoon in the chat", () => {
  it.each([
    ["the tags on it are a bit all over the place, should really just be autumn and colour", { kind: "editPost", post: "it", change: { field: "tags", set: ["autumn", "colour"] } }],
    ["change the tags of the autumn post to autumn and colour", { kind: "editPost", post: "autumn", change: { field: "tags", set: ["autumn", "colour"] } }],
    ["oh its still a draft? it's ready, lets get it out", { kind: "pageAction", action: "publish", page: "it" }],
    ["actually undo that, put Home back, it looks odd without it", { kind: "undoLast" }],
    ["put Home back in the menu", { kind: "addNavLink", label: "Home" }],
    ["also can you make the contact form emails go to hello@northwindstudio.co.uk instead of my inbox, im getting all of them", { kind: "cannot" }],
    ["make the button colour #b4532a", { kind: "setColour", which: "accent", value: "#b4532a" }],
    ["Maple Bakery emailed, apparently their testimonial has a typo in it - can you check it and fix", { kind: "askEntry", name: "Maple Bakery" }],
  ])("%s", (text, expected) => {
    expect(parseRequest(text)).toMatchObject(expected);
  });

  it("publishes the post the message before named as 'the autumn one'", () => {
    expect(parseInContext("oh its still a draft? it's ready, lets get it out", "thanks. whats actually live on the blog at the moment? i thought the autumn one went out last week")).toMatchObject({ kind: "postAction", action: "publish", post: "autumn" });
  });

  it("still publishes a post with newsletter in its name", () => {
    expect(parseRequest("publish the May newsletter post")).toMatchObject({ kind: "postAction", action: "publish", post: "May newsletter" });
  });
});

