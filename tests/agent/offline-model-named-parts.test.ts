import { beforeAll, describe, expect, it } from "vitest";
import { parseRequest } from "@/lib/agent/offline-model/parse-request";
import { images } from "@/lib/services/images";
import { pages } from "@/lib/services/pages";
import { posts } from "@/lib/services/posts";
import { sections } from "@/lib/services/sections";
import { editor, unique } from "../support/actors";
import { pngBuffer } from "../support/images";
import { askOffline } from "../support/offline-ask";

beforeAll(() => sections.syncTemplates());

const ask = async (prompt: string) => (await askOffline(prompt)).text;

/** Sections named by what people call them, where they are on the page, or what they say; and the change after them about "it". */
describe("offline model: parts of a page named as people name them", () => {
  it.each([
    "can u move the faq bit on the about page to the top, above everyting",
    "on the about page move the questions section up to the top so its the first thing people sea",
    "Move the questions bit on the About page up to the very top please, above the writing and the picture.",
  ])("moves a section named with its page inside the words: %s", (request) => {
    expect(parseRequest(request)).toMatchObject({ kind: "moveSection", page: expect.stringMatching(/^about$/i), section: { templateKey: "faq" }, to: "top" });
  });

  it("reads a change to 'its heading' after a section was moved as that section's heading, and publishes after", () => {
    expect(parseRequest("Move the FAQ to the top of About, change its heading to 'Good questions' and publish")).toEqual({
      kind: "multi",
      goal: expect.any(String),
      steps: [
        { kind: "moveSection", page: "About", section: { templateKey: "faq" }, to: "top" },
        { kind: "setSectionField", page: "About", templateKey: "faq", field: "heading", value: "Good questions" },
        { kind: "publishChanges", scope: "recent" },
      ],
    });
    expect(parseRequest("On About: move the FAQ to the top and retitle it 'FAQ'")).toMatchObject({
      kind: "multi",
      steps: [{ kind: "moveSection", page: "About" }, { kind: "setSectionField", page: "About", templateKey: "faq", field: "heading", value: "FAQ" }],
    });
  });

  it("still says which part it did not understand rather than guess what 'it' is", () => {
    expect(parseRequest("make it bigger and publish")).toMatchObject({ kind: "unknown", part: "make it bigger" });
  });

  it.each([
    ["Could you add one more question to the FAQ on my Classes page? ‘Can I come if I’m pregnant?’ → ‘Yes, Gentle Flow is suitable.’ Please", "Classes", ["Can I come if I'm pregnant?", "Yes, Gentle Flow is suitable."]],
    ["On the About page, please append a further question to the existing FAQ: 'Do you work with museums?', with the answer 'Yes, often.'", "About", ["Do you work with museums?", "Yes, often."]],
  ])("adds a question to a page's FAQ: %s", (request, page, item) => {
    expect(parseRequest(request)).toEqual({ kind: "addListItem", page, section: { templateKey: "faq" }, item });
  });

  it.each([
    ["on the contact page remove the galery section full stop we dont need the photos there any more", "contact"],
    ["Take the photo gallery off the Contact page please, the 'Around the studio' bit. It looks half empty on phones.", "Contact"],
  ])("removes a section named after its page: %s", (request, page) => {
    expect(parseRequest(request)).toEqual({ kind: "removeSection", page, templateKey: "gallery" });
  });

  it.each([
    "Good evening, for the page Contact I would like to put the description for Google, this one: “Call us, Monday to Friday.” Thank you very much",
    'Hello, I would like to modify the description for Google of the page Contact. Please put: "Call us, Monday to Friday." Thank you in advance.',
  ])("sets a page's search description, never cutting the words inside the quotes at their 'to': %s", (request) => {
    expect(parseRequest(request)).toEqual({ kind: "editPage", page: "Contact", field: "seoDescription", value: "Call us, Monday to Friday." });
  });

  it.each([
    ["The testimonial from Harbour Books has a false name. The author is not Tom Okafor but Thomas Okafor. Please correct it.", "Tom Okafor", "author", "Thomas Okafor"],
    ["on the harbour books testimonal can you chagne the name to Thomas Okafor, he asked us to use his full name", "harbour books", "author", "Thomas Okafor"],
    ["The Maple Bakery quote should say 'Our orders doubled in the first month.' Priya asked for that.", "Maple Bakery", "quote", "Our orders doubled in the first month."],
    ["Can you change Mr Green's comment so it says ‘My son loves the class blog.’ please?", "Mr Green", "quote", "My son loves the class blog."],
  ])("changes a testimonial named as people name it: %s", (request, name, field, value) => {
    expect(parseRequest(request)).toEqual({ kind: "editEntry", collection: "testimonials", name, field, value });
  });

  it("keeps 'name' and 'text' for a testimonial only when one is named", () => {
    expect(parseRequest("change the site name to 'Northwind'")).toEqual({ kind: "updateSetting", key: "name", value: "Northwind" });
    expect(parseRequest("change the hero text to 'Hi'")).not.toMatchObject({ kind: "editEntry" });
  });

  it("swaps the picture of the section whose heading is quoted, and leaves the page's other pictures", async () => {
    const heading = unique("Where we work");
    const [old, other, wanted] = await Promise.all(["old", "other", "saltmarsh"].map(async (name) => images.upload(editor, { buffer: await pngBuffer(), originalName: `${unique(name)}.png`, alt: `${name} view` })));
    const title = unique("Pictured");
    const page = await pages.create(editor, { title });
    await sections.add(editor, page.id, { templateKey: "imageText", content: { heading: "Our team", body: "Hello.", imageId: other.id } });
    await sections.add(editor, page.id, { templateKey: "imageText", content: { heading, body: "By the river.", imageId: old.id } });

    const reply = await ask(`on the ${title} page, the ‘${heading}’ picture — can you swap it for the ${wanted.originalName} one?`);

    const [first, second] = (await pages.get(editor, page.id)).sections.map((section) => section.content);
    expect(second).toMatchObject({ heading, imageId: wanted.id });
    expect(first).toMatchObject({ imageId: other.id });
    expect(reply).toMatch(/updated the image of the Image and text section/i);
  });

  it("changes the FAQ answer named by what its question is about, and only that one", async () => {
    const title = unique("Questions");
    const page = await pages.create(editor, { title });
    const items = [{ question: "Do you host sites?", answer: "No." }, { question: "How long does a website take?", answer: "Six to ten weeks." }];
    await sections.add(editor, page.id, { templateKey: "faq", content: { heading: "FAQ", items } });

    await ask(`change the faq answer about how long a website takes on the ${title} page to 'Eight to twelve weeks.'`);

    expect((await pages.get(editor, page.id)).sections[0].content).toMatchObject({ items: [items[0], { question: items[1].question, answer: "Eight to twelve weeks." }] });
  });
});

/** What is said beside a request: who is writing, why, what it is about, and what a new page should say. */
describe("offline model: requests with what people say around them", () => {
  it("never reads a reason after a name as a second page to delete", () => {
    expect(parseRequest("delete the About page pls, we're merging it into the home page")).toEqual({ kind: "pageAction", action: "delete", page: "About" });
    expect(parseRequest("delete the About and Contact pages")).toEqual({ kind: "bulkPageAction", action: "delete", pages: ["About", "Contact"] });
  });

  it("reads who is writing after a greeting as no request, and gives a new page the words it should say", () => {
    expect(parseRequest("Hi, Karen here, practice manager at Riverside Vets. Could you set up a new page called 'Out of Hours'? For now it only needs to say 'Ring 01904 555 212' — the vets will write the rest next week. Thanks")).toEqual({
      kind: "createPage",
      title: "Out of Hours",
      templates: ["text"],
      contents: [{ body: "Ring 01904 555 212" }],
    });
    expect(parseRequest("make a page called 'Our Rooms' — just a bit of text: 'Three double rooms from £95.' — and put it in the menu")).toMatchObject({
      kind: "multi",
      steps: [{ kind: "createPage", title: "Our Rooms", templates: ["text"], contents: [{ body: "Three double rooms from £95." }] }, { kind: "addNavLink" }],
    });
    expect(parseRequest("create a page called 'Team'. make it live")).toMatchObject({ kind: "multi", steps: [{ kind: "createPage", templates: [] }, { kind: "pageAction", action: "publish" }] });
    expect(parseRequest("hello, how are you?")).toEqual({ kind: "greeting" });
  });

  it.each([
    ["we've left Mastodon, take it of the social links", { kind: "socialLink", op: "remove", label: "Mastodon" }],
    ["welcome post is ancient now. archive it but dont delete it", { kind: "postAction", action: "archive", post: "welcome" }],
    ["The blue coast photo hasn't got a caption. Could you put 'The bay at low tide' as its caption?", { kind: "setImageText", image: "blue coast", field: "caption", value: "The bay at low tide" }],
    ["we're retiring the mountain sunrise photo — swap it for the autumn valley one everywhere its used", { kind: "replaceImage", image: "mountain sunrise", replacement: "autumn valley" }],
  ])("reads 'it' as what the sentence beside it names: %s", (request, intent) => {
    expect(parseRequest(request)).toEqual(intent);
  });

  it("takes no name from a signature for 'it'", () => {
    expect(parseRequest("The page 'Bin Collection Changes' is now out of date. Please remove it from the website. Kind regards, Town Clerk's Office")).toEqual({ kind: "pageAction", action: "unpublish", page: "Bin Collection Changes" });
  });

  it.each([
    ["two things — change the tagline to 'Websites for people outdoors' and the Blog link in the menu should say Journal", { kind: "multi", goal: expect.any(String), steps: [{ kind: "updateSetting", key: "tagline", value: "Websites for people outdoors" }, { kind: "editMenuItem", label: "Blog", newLabel: "Journal" }] }],
    ["Put Contact second in the menu, stright after Home", { kind: "moveMenuItem", label: "Contact", to: "place", place: 2 }],
    ['we\'ve rebranded 🎉 site name is now "Northwind & Co."', { kind: "updateSetting", key: "name", value: "Northwind & Co." }],
    ["Please do the needful: heading 'What we do' on home page should become 'Our services'.", { kind: "replaceText", page: "home", old: "What we do", replacement: "Our services" }],
    ["what social media accounts are linked on the site?", { kind: "askSiteSetting", key: "social" }],
    ["Which company is Priya Shah from?", { kind: "askEntry", collection: "testimonials", name: "Priya Shah" }],
    ["How many questions is there in the FAQ on About page?", { kind: "askSection", page: "About", section: { templateKey: "faq" } }],
  ])("%s", (request, intent) => {
    expect(parseRequest(request)).toEqual(intent);
  });

  it("adds a testimonial and puts it live when asked in the same sentence", () => {
    expect(parseRequest("add a testimonial from Jamie Reid at Hollins Barn: 'Full by March.' and put it live straight away")).toMatchObject({
      kind: "multi",
      steps: [{ kind: "createEntry", values: { quote: "Full by March.", author: "Jamie Reid", company: "Hollins Barn" } }, { kind: "entryAction", name: "Jamie Reid", action: "publish" }],
    });
  });
});

describe("offline model: menu links said the way people say them", () => {
  it.each([
    ["add our Instagram to the top menu please → https://instagram.com/hollinsbarn, label it Insta", { kind: "addNavLink", label: "Insta", url: "https://instagram.com/hollinsbarn" }],
    ["add a link to the menu called Shop going to https://shop.example.com", { kind: "addNavLink", label: "Shop", url: "https://shop.example.com" }],
    ["add the Pricing page to the end of the menu", { kind: "addNavLink", label: "Pricing" }],
    ["two quick ones: what's the site called, and which posts are tagged design?", { kind: "multi", goal: expect.any(String), steps: [{ kind: "getSetting", key: "name" }, { kind: "listPosts", tag: "design" }] }],
  ])("%s", (request, intent) => {
    expect(parseRequest(request)).toEqual(intent);
  });

  it("puts a page added 'to the start of the menu' first, and never reads 'add X' as the name of an item to move", () => {
    expect(parseRequest("add Careers to the start of the menu")).toMatchObject({ kind: "multi", steps: [{ kind: "addNavLink", label: "Careers" }, { kind: "moveMenuItem", label: "Careers", to: "first" }] });
  });
});

describe("offline model: pictures, galleries, tags and questions named loosely", () => {
  it.each([
    ["could you pop another question on the About page's questions bit: ‘Do you build sites for B&Bs?’ — answer ‘Yes, we've built several.’", { kind: "addListItem", page: "About", section: { templateKey: "faq" }, item: ["Do you build sites for B&Bs?", "Yes, we've built several."] }],
    ["yo can you get rid of the photo grid at the bottom of the bouldering page? the pics arent even of our walls lol", { kind: "removeSection", page: "bouldering", templateKey: "gallery" }],
    ["for the Behind the scenes post use the blue coast picture as the cover insted of the dusk one", { kind: "editPost", post: "Behind the scenes", change: { field: "cover", value: "blue coast" } }],
    ["swap the photo next to ‘Where we work’ on the About page for the autumn valley one pls", { kind: "setSectionImage", page: "About", sectionText: "Where we work", image: "autumn valley" }],
  ])("%s", (request, intent) => {
    expect(parseRequest(request)).toEqual(intent);
  });

  it("takes a tag off the post the step before changed, never a page called 'from it tag …'", () => {
    expect(parseRequest("Please add tag 'case study' to post about design process and remove from it tag 'design'.")).toEqual({
      kind: "multi",
      goal: expect.any(String),
      steps: [
        { kind: "editPost", post: "design process", change: { field: "tags", add: ["case study"] } },
        { kind: "editPost", post: "it", change: { field: "tags", remove: ["design"] } },
      ],
    });
  });
});

describe("offline model: values typed out, and the words a change is about", () => {
  it("keeps every sentence typed after 'to:' in the value, but not a request after it", () => {
    expect(parseRequest("can u change the google description for the Lessons page to: Calm lessons around York. First lesson half price (£19).")).toEqual({ kind: "editPage", page: "Lessons", field: "seoDescription", value: "Calm lessons around York. First lesson half price (£19)." });
    expect(parseRequest("change the tagline to: Welcome. Publish it.")).toMatchObject({ kind: "multi", steps: [{ kind: "updateSetting", key: "tagline", value: "Welcome" }, { kind: "pageAction", action: "publish" }] });
  });

  it("reads a company in brackets after the name, and a reason with an adverb as no part of the name", () => {
    expect(parseRequest("New testimonial from Anna Kowalska (Kowalska Translations): 'They built our site without any fuss.'")).toEqual({ kind: "createEntry", collection: "testimonials", values: { quote: "They built our site without any fuss.", author: "Anna Kowalska", company: "Kowalska Translations" } });
    expect(parseRequest("please remove the Maple Bakery testimonial, they've sadly closed down")).toEqual({ kind: "entryAction", collection: "testimonials", name: "Maple Bakery", action: "delete" });
  });

  it("changes the heading that is exactly the words, not a button that holds them", async () => {
    const title = unique("Exact words");
    const page = await pages.create(editor, { title });
    await sections.add(editor, page.id, { templateKey: "hero", content: { heading: "Welcome", ctaLabel: "See what we do", ctaUrl: "/about" } });
    await sections.add(editor, page.id, { templateKey: "text", content: { heading: "What we do", body: "Websites." } });

    await ask(`heading 'What we do' on the ${title} page should become 'Our services'`);

    const [hero, text] = (await pages.get(editor, page.id)).sections.map((section) => section.content);
    expect(hero).toMatchObject({ ctaLabel: "See what we do" });
    expect(text).toMatchObject({ heading: "Our services" });
  });
});

describe("offline model: counting, taking off the site, and a page named in a longer statement", () => {
  it.each([
    ["how many drafts are sitting in the blog?", { kind: "listPosts", status: "draft" }],
    ["how many posts are there in the blog", { kind: "listPosts" }],
    ["how many pages have we actualy got? not counting blog posts", { kind: "listPages" }],
    ["can the Harbour Books testimonial come off the website for now? don't delete it, they might be back", { kind: "entryAction", collection: "testimonials", name: "Harbour Books", action: "unpublish" }],
    ["Hiya, the Winter Weddings 2023 page is well out of date now (we're booking 2025!) — could you bin it plese?", { kind: "pageAction", action: "delete", page: "Winter Weddings 2023" }],
  ])("%s", (request, intent) => {
    expect(parseRequest(request)).toEqual(intent);
  });
});

describe("offline model: where an image is used", () => {
  it.each([
    ["Where all is the mountain sunrise photo being used? Please confirm before we remove it.", "mountain sunrise"],
    ["Where's the studio-dusk picture used? Want to know before I touch it.", "studio-dusk"],
    ["where is the blue coast photo actually used? thinking of binning it", "blue coast"],
  ])("%s", (request, image) => {
    expect(parseRequest(request)).toEqual({ kind: "askImage", image, ask: "usage" });
  });

  it("names the pages and posts that show the image, and changes nothing", async () => {
    const name = unique("beacon").replace("-", "");
    const image = await images.upload(editor, { buffer: await pngBuffer(), originalName: `${name}.png`, alt: name });
    const title = unique("Coastline");
    const page = await pages.create(editor, { title });
    await sections.add(editor, page.id, { templateKey: "imageText", content: { heading: "Where we are", body: "By the sea.", imageId: image.id } });
    const post = await posts.create(editor, { title: unique("Harbour news"), body: "News.", coverImageId: image.id });

    const reply = await ask(`where is the ${name} picture used?`);

    expect(reply).toContain(`Used on page '${title}'`);
    expect(reply).toContain(`Cover of post '${post.title}'`);
    expect((await images.get(editor, image.id)).deletedAt).toBeNull();
  });
});

describe("offline model: a few more ways of saying it", () => {
  it.each([
    ["The ‘Welcome to our new website’ post is stale — archive it, don't delete. We'll keep it for the record.", { kind: "postAction", action: "archive", post: "Welcome to our new website" }],
    ["The menu point ‘Blog’ should in future be called ‘News’.", { kind: "editMenuItem", label: "Blog", newLabel: "News" }],
    ["Please tell what is the site tagline currently.", { kind: "getSetting", key: "tagline" }],
    ["how many blog posts do we have all together including the drafts", { kind: "listPosts" }],
    ["I'm a bit nervous about the menu. Can you just tell me what's in it right now, in order? I won't change anything.", { kind: "showNavigation" }],
    ["rename the Abuot link in the menu to Our Story, keep the page name the same", { kind: "editMenuItem", label: "about", newLabel: "Our Story" }],
    ["take the github link of the socail links, we dont use it anymore", { kind: "socialLink", op: "remove", label: "Github" }],
  ])("%s", (request, intent) => {
    expect(parseRequest(request)).toEqual(intent);
  });
});
