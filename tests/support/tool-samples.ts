import type { SeededSite } from "./seeded-site";
import { databaseFile, wholeDatabase } from "./tool-effects";

/** 600 characters: more than any card ever clipped, so a clipped value cannot pass. */
const LONG = `${"Calm websites for busy people. ".repeat(19)}The whole end.`;

/**
 * A valid input per tool; `label` is the target as a person names it, `full` a new value the card must
 * show whole, and `run` the input to run it with where `input` only suits the card (a value too long
 * to save) or needs another site to answer (a test server's origin is given).
 */
export type Sample = { input: unknown; label?: string; full?: string; run?: (origin: string) => unknown };

export function toolSamples(site: SeededSite): Record<string, Sample> {
  const [hero, why, how] = site.homeSections;
  return {
    cms_getPages: { input: { query: "pricing", limit: 10 } },
    cms_getPage: { input: { page: "home", includeContent: true } },
    cms_createPage: { input: { title: "Pricing", seoDescription: "Plans for teams of every size." }, label: "Pricing", full: "/pricing" },
    cms_createPageWithContent: { input: { title: "Pricing", sections: [{ templateKey: "text", content: { heading: "Plans", body: LONG } }] }, label: "Pricing", full: LONG },
    cms_updatePage: { input: { page: "home", title: LONG.slice(0, 150) }, label: "Home", full: LONG.slice(0, 150), run: () => ({ page: "home", title: "Welcome home" }) },
    cms_publishPage: { input: { page: "careers" }, label: "Careers" },
    cms_unpublishPage: { input: { page: "about" }, label: "About" },
    cms_deletePage: { input: { page: "careers" }, label: "Careers" },
    cms_findResource: { input: { query: "about" } },
    cms_searchPages: { input: { query: "calm" } },
    cms_listSectionTemplates: { input: {} },
    cms_getSectionDef: { input: { templateKey: "hero" } },
    cms_getPageSections: { input: { page: "home" } },
    cms_getSectionContent: { input: { sectionId: hero.id } },
    cms_addPageSection: { input: { page: "home", templateKey: "text", content: { body: LONG }, position: 1 }, label: "Home", full: LONG },
    cms_syncSectionContent: { input: { sectionId: why.id, content: { body: LONG } }, label: "Home", full: LONG },
    cms_reorderSections: { input: { page: "home", sectionIds: [how.id, why.id, hero.id] }, label: "Home", full: "1. Text: How · Slowly.; 2. Text: Why · We care.; 3. Hero: Calm websites" },
    cms_deletePageSection: { input: { sectionId: how.id }, label: "Home" },
    cms_deletePageSections: { input: { sectionIds: [why.id, how.id] }, label: "Home" },
    cms_listImages: { input: { limit: 10 } },
    cms_findImage: { input: { description: "harbour" } },
    cms_getImageUsage: { input: { imageId: site.studio.id } },
    cms_searchImages: { input: { query: "studio" } },
    cms_updateSectionImage: { input: { sectionId: hero.id, field: "imageId", imageId: site.studio.id }, label: "Home", full: "The studio" },
    cms_replaceImage: { input: { imageId: site.harbour.id, replacementImageId: site.studio.id }, label: "A harbour" },
    cms_updateImageMetadata: { input: { imageId: site.harbour.id, caption: LONG }, label: "A harbour", full: LONG },
    cms_deleteImage: { input: { imageId: site.harbour.id }, label: "A harbour" },
    cms_getPosts: { input: { tag: "news" } },
    cms_getPost: { input: { post: "hello", includeBody: true } },
    cms_createPost: { input: { title: "Spring", body: LONG, tags: ["news", "launch"], coverImageId: site.studio.id }, label: "Spring", full: LONG },
    cms_updatePost: { input: { post: "hello", body: LONG, coverImageId: site.studio.id }, label: "Hello", full: LONG },
    cms_publishPost: { input: { post: "later" }, label: "Later" },
    cms_unpublishPost: { input: { post: "hello" }, label: "Hello" },
    cms_archivePost: { input: { post: "hello" }, label: "Hello" },
    cms_deletePost: { input: { post: "later" }, label: "Later" },
    cms_getNavigation: { input: {} },
    cms_addNavigationItem: { input: { label: "Careers", page: "careers", parentId: site.aboutLink.id }, label: "Careers", full: "page 'Careers' (/careers)" },
    cms_updateNavigationItem: { input: { itemId: site.aboutLink.id, label: "Who we are", url: "/team" }, label: "About", full: "Who we are" },
    cms_toggleNavigationItem: { input: { itemId: site.blogLink.id, visible: false }, label: "Blog" },
    cms_moveNavigationItem: { input: { label: "blog", position: 0 }, label: "Blog" },
    cms_removeNavigationItem: { input: { label: "home" }, label: "Home" },
    cms_getSiteSettings: { input: {} },
    cms_getSiteSetting: { input: { key: "tagline" } },
    cms_updateSiteSettings: { input: { tagline: LONG.slice(0, 160), logoImageId: site.harbour.id }, label: "site settings of 'Harbour Café'", full: LONG.slice(0, 160) },
    cms_getCollections: { input: {} },
    cms_getEntries: { input: { collection: site.collection.slug, status: "published" } },
    cms_getEntry: { input: { entryId: site.quote.id } },
    cms_createEntry: { input: { collection: "quotes", title: "Warm words", data: { text: LONG } }, label: "Warm words", full: LONG },
    cms_updateEntry: { input: { entryId: site.quote.id, data: { text: LONG } }, label: "Kind words", full: LONG },
    cms_deleteEntry: { input: { entryId: site.quote.id }, label: "Kind words" },
    cms_createCollection: { input: { name: "Team", fields: [{ name: "role", label: "Role", type: "text", required: true }] }, label: "Team", full: "Role (text, required)" },
    cms_updateCollection: { input: { collection: "quotes", name: "Kind quotes", description: LONG.slice(0, 500) }, label: "Quotes", full: LONG.slice(0, 500) },
    cms_deleteCollection: { input: { collection: "quotes" }, label: "Quotes" },
    cms_listUnpublishedChanges: { input: {} },
    cms_publishChanges: { input: { items: [{ kind: "page", ref: "careers" }, { kind: "post", ref: "later" }] }, label: "2 changes", full: "Not yet." },
    cms_listTrash: { input: { type: "page" } },
    cms_restoreFromTrash: { input: { type: "page", item: "old offer" }, label: "Old offer" },
    cms_undoLastChanges: { input: {}, label: "1 change" },
    search_content: { input: { query: "calm", types: ["page", "post"] } },
    search_semantic: { input: { query: "coffee" } },
    web_quickSearch: { input: { query: "coffee shops", maxResults: 3 } },
    web_deepResearch: { input: { query: "coffee shops" } },
    web_fetchContent: { input: { url: "https://example.com/article" } },
    stock_searchPhotos: { input: { query: "coffee" } },
    stock_importPhoto: { input: { url: "https://images.example/cup.png", alt: LONG.slice(0, 280) }, full: LONG.slice(0, 280), run: (origin) => ({ url: `${origin}/cup.png`, alt: "A cup" }) },
    http_get: { input: { url: "https://api.example/items?page=2" } },
    http_post: { input: { url: "https://hooks.example/notify", body: { event: "published" } }, run: (origin) => ({ url: `${origin}/notify`, body: { event: "published" } }) },
    agent_plan: { input: { goal: "Add a pricing page", steps: [{ title: "Create it", status: "pending" }] } },
    agent_requestTools: { input: { domains: ["posts"], reason: "To write a post" } },
    // The custom tools of tests/fixtures/custom-tools.
    reverseText: { input: { text: "calm" } },
    pageCount: { input: {} },
    handOver: { input: { note: "Over to you" } },
    sendNewsletter: { input: { subject: "Spring" } },
    // The example shipped in tools/.
    wordCount: { input: { text: "one two three" } },
  };
}

/** Every row of every table of the database the tests use now: what "changed nothing" is checked against. */
export const databaseState = () => wholeDatabase(databaseFile());
