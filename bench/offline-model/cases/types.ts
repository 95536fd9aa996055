/**
 * The format of the offline model's test cases: what a person types, starting from the demo site
 * (lib/seed/demo-site.ts) plus a few `given` items, and what must hold afterwards. Everything is
 * declarative and checked through the services, never through the model's wording except in
 * `reply` checks. The zod schemas are the format; the types are inferred from them.
 *
 * Matching rules every check shares:
 * - Titles, labels, tags, image file names and text are compared case-insensitively.
 * - "includes" means a case-insensitive substring, except in `reply` checks (see ReplyCheck).
 * - An image inside content (a section's image field, a post's cover, the logo) is named by its
 *   file name as uploaded, e.g. "mountain-sunrise.jpg".
 */
import { z } from "zod";
import { SECTION_TEMPLATES } from "@/lib/content/section-templates";

export const DOMAINS = [
  "pages",
  "sections",
  "posts",
  "images",
  "navigation",
  "settings",
  "entries",
  "publishing",
  "search",
  "multi",
  "conversation",
  "clarify",
  "offtopic",
] as const;

/**
 * read: answers from the content and changes nothing · change: changes content (maybe behind a card) ·
 * refuse: cannot or must not be done, so it explains why and changes nothing ·
 * clarify: too vague to act on, so it asks a short question with choices · offtopic: not about the site.
 */
export const INTENTS = ["read", "change", "refuse", "clarify", "offtopic"] as const;

export const TEMPLATE_KEYS = SECTION_TEMPLATES.map((template) => template.key) as [string, ...string[]];

/** Settings a check can read: SiteSettings fields, theme colours one by one. */
export const SETTING_PATHS = [
  "name",
  "tagline",
  "logoImageId", // compared by the logo image's file name; null = no logo
  "themeColors.primary",
  "themeColors.accent",
  "themeColors.background",
  "themeColors.text",
  "socialLinks", // the list as "label url" lines: includes/excludes look for a label or address
  "seoTitle",
  "seoDescription",
] as const;

/** Colour families for `looksLike`, judged from a hex code's hue, saturation and lightness (colour-family.ts). */
export const COLOUR_FAMILIES = ["red", "orange", "yellow", "green", "teal", "blue", "purple", "pink", "brown", "black", "white", "grey"] as const;

const text = z.string().trim().min(1);
const texts = z.array(text).min(1);
const postStatus = z.enum(["draft", "published", "archived"]);

/** A page or post named by its exact title, or by a part of it when the person left the title to the assistant. */
const named = z.union([text, z.strictObject({ titleIncludes: text })]);

// ── Given: extra content created on top of the demo site before the first message ─────────────

const givenSection = z.strictObject({
  template: z.enum(TEMPLATE_KEYS), // a section template key (lib/content/section-templates.ts)
  content: z.record(z.string(), z.unknown()), // the section's fields; image fields hold an image file name
});

const givenPage = z.strictObject({
  title: text, // exact title
  slug: text.optional(), // default: derived from the title
  live: z.boolean().optional(), // published as created (default false: a draft nobody sees)
  seoTitle: text.optional(), // SEO title
  seoDescription: text.optional(), // SEO description
  sections: z.array(givenSection).optional(), // top to bottom
});

const givenPost = z.strictObject({
  title: text, // exact title
  slug: text.optional(), // default: derived from the title
  status: postStatus.optional(), // default "draft"; "published"/"archived" make it go live (and leave) as in the app
  tags: z.array(text).optional(), // tag names
  excerpt: z.string().optional(), // teaser
  body: z.string().optional(), // markdown body
  coverImage: text.optional(), // cover image file name
  daysAgo: z.number().int().min(0).optional(), // created (and first published) that many days before now; default 0 = newer than every demo post
});

const givenImage = z.strictObject({
  name: text, // file name as uploaded, e.g. "mountain-lake.jpg" (any small picture)
  alt: z.string().optional(), // default "" (missing alt text)
  caption: z.string().optional(), // default ""
});

const givenMenuItem = z
  .strictObject({
    label: text, // text shown in the menu
    page: text.optional(), // links to the page with this title …
    url: text.optional(), // … or to this address ("/blog", "https://…")
    visible: z.boolean().optional(), // default true
    parent: text.optional(), // label of the top-level item it sits under
    live: z.boolean().optional(), // menu published with it (default true)
  })
  .refine((item) => (item.page === undefined) !== (item.url === undefined), { message: "Give exactly one of page or url" });

const givenEntry = z.strictObject({
  collection: text.optional(), // collection slug (default "testimonials")
  title: text, // entry title
  data: z.record(z.string(), z.unknown()), // field values, e.g. { quote, author, company }
  live: z.boolean().optional(), // published as created (default true)
});

const givenSettings = z.strictObject({
  name: text.optional(), // site name
  tagline: z.string().optional(), // tagline
  themeColors: z.strictObject({ primary: text.optional(), accent: text.optional(), background: text.optional(), text: text.optional() }).optional(), // hex codes
  socialLinks: z.array(z.strictObject({ label: text, url: text })).optional(), // replaces the list
  seoTitle: z.string().optional(), // default SEO title
  seoDescription: z.string().optional(), // default SEO description
  logo: text.optional(), // file name of the logo image
  live: z.boolean().optional(), // settings published with it (default true)
});

export const givenSchema = z.union([
  z.strictObject({ page: givenPage }),
  z.strictObject({ post: givenPost }),
  z.strictObject({ image: givenImage }),
  z.strictObject({ menuItem: givenMenuItem }),
  z.strictObject({ entry: givenEntry }),
  z.strictObject({ settings: givenSettings }),
]);

// ── Expect: checks on the state after the last message ─────────────────────────────────────────

/** One section of a page's draft: the nth section of that template and what its fields hold. */
const sectionCheck = z.strictObject({
  template: z.enum(TEMPLATE_KEYS), // its template key
  nth: z.number().int().min(0).optional(), // 0 = the first section of this template on the page (default 0)
  fields: z.record(z.string(), z.string().nullable()), // field → text its value includes (a list: its JSON, image ids shown as file names); null = empty
});

/** A page, named by its title as it is AFTER the request. Without `live`, checks read the working draft. */
const pageExpect = z.strictObject({
  page: named,
  exists: z.boolean().optional(), // a page with this title exists outside the trash (false: none does)
  inTrash: z.boolean().optional(), // the page is in the trash
  live: z.boolean().optional(), // visitors can see the page (it has a current published version)
  slug: text.optional(), // the draft's slug
  seoTitle: z.string().optional(), // the draft's SEO title, exactly ("" = empty)
  seoDescription: z.string().optional(), // the draft's SEO description, exactly ("" = empty)
  sectionTemplates: z.array(z.enum(TEMPLATE_KEYS)).optional(), // the draft's section templates, in order, exactly
  sectionCount: z.number().int().min(0).optional(), // how many sections the draft has
  sections: z.array(sectionCheck).optional(), // what given sections of the draft hold
  textIncludes: texts.optional(), // each text occurs somewhere in the draft's section content
  textExcludes: texts.optional(), // no text occurs anywhere in the draft's section content
  liveTextIncludes: texts.optional(), // each text occurs in the published version's section content
  liveTextExcludes: texts.optional(), // no text occurs in the published version's section content
});

const postExpect = z.strictObject({
  post: named, // title as it is AFTER the request
  exists: z.boolean().optional(), // a post with this title exists outside the trash (false: none does)
  inTrash: z.boolean().optional(), // the post is in the trash
  live: z.boolean().optional(), // the post is on the public blog
  status: postStatus.optional(), // draft | published | archived
  slug: text.optional(), // the draft's slug
  tags: z.array(text).optional(), // exactly these tags, any order
  tagsInclude: texts.optional(), // at least these tags
  tagsExclude: texts.optional(), // none of these tags
  bodyIncludes: texts.optional(), // the draft's body contains each text
  bodyExcludes: texts.optional(), // the draft's body contains none of them
  excerptIncludes: texts.optional(), // the draft's excerpt contains each text
  liveBodyIncludes: texts.optional(), // the published body contains each text
  coverImage: text.nullable().optional(), // the draft's cover image file name; null = no cover
});

const imageExpect = z.strictObject({
  image: text, // file name as uploaded
  exists: z.boolean().optional(), // in the library, outside the trash
  inTrash: z.boolean().optional(), // in the trash
  alt: z.string().optional(), // alt text, exactly (trimmed)
  altIncludes: texts.optional(), // alt text contains each text
  hasAlt: z.boolean().optional(), // alt text is not empty
  caption: z.string().optional(), // caption, exactly (trimmed)
  captionIncludes: texts.optional(), // caption contains each text
});

const menuExpect = z.strictObject({
  menu: text, // the item's label AFTER the request
  present: z.boolean().optional(), // the draft menu has an item with this label
  visible: z.boolean().optional(), // the item is shown (not hidden)
  linksTo: text.optional(), // a page title, or an address ("/blog", "https://…"); a page's slug also matches
  position: z.number().int().min(0).optional(), // 0-based place among its siblings
  parent: text.nullable().optional(), // label of the item it sits under; null = top level
  live: z.boolean().optional(), // the item is present and visible in the PUBLISHED menu
});

const menuOrderExpect = z.strictObject({
  menuOrder: texts, // labels of the items at one level, in order, exactly (hidden ones included)
  parent: text.optional(), // the level: sub-items of this label (default: the top level)
  live: z.boolean().optional(), // read the published menu instead of the draft
});

const settingExpect = z.strictObject({
  setting: z.enum(SETTING_PATHS),
  equals: z.union([z.string(), z.null()]).optional(), // the value, exactly (colours: any letter case)
  includes: text.optional(), // the value contains this text
  excludes: text.optional(), // the value does not contain this text
  changed: z.boolean().optional(), // the value differs from before the conversation
  looksLike: z.enum(COLOUR_FAMILIES).optional(), // a colour of this family (colour-family.ts)
  in: z.enum(["draft", "live"]).optional(), // which version to read (default "draft")
});

/** A collection entry, by title or, when the assistant picks the title, by text in its fields. */
const entryExpect = z.strictObject({
  entry: z.union([text, z.strictObject({ where: z.record(z.string(), text) })]), // title AFTER the request, or { where: field → text it includes }
  collection: text.optional(), // collection slug (default "testimonials")
  exists: z.boolean().optional(), // outside the trash
  inTrash: z.boolean().optional(), // in the trash
  live: z.boolean().optional(), // visitors see it (current published version)
  dataIncludes: z.record(z.string(), text).optional(), // field → text its draft value includes
});

/**
 * The assistant's text answer to the LAST message (all its text, approval cards and tool output
 * left out). Matching ignores case; a phrase counts only where no letter or digit touches it on
 * either side, so "1" does not match "10" and "one" does not match "done".
 */
const replyCheck = z.strictObject({
  includesAny: texts.optional(), // at least one of these phrases appears
  includesAll: texts.optional(), // every one of these phrases appears
  excludes: texts.optional(), // none of these phrases appears
  asksQuestion: z.boolean().optional(), // the answer asks the person something (ends a sentence with "?")
  maxChars: z.number().int().positive().optional(), // the answer is at most this long (a one-line refusal)
});

const leafExpect = z.union([
  pageExpect,
  postExpect,
  imageExpect,
  menuExpect,
  menuOrderExpect,
  settingExpect,
  entryExpect,
  z.strictObject({ live: z.enum(["nothingChanged", "changed"]) }), // the public site (published versions) vs before
  z.strictObject({ drafts: z.literal("nothingChanged") }), // no content changed at all: drafts, images, live
  z.strictObject({ reply: replyCheck }),
  z.strictObject({ card: z.enum(["shown", "notShown"]) }), // whether an approval card appeared at any point
]);

/** Rarely needed: when two outcomes are equally right, at least one group of checks must all hold. */
const anyOfExpect = z.strictObject({ anyOf: z.array(z.array(leafExpect).min(1)).min(2) });

export const expectSchema = z.union([leafExpect, anyOfExpect]);

export const caseSchema = z.strictObject({
  id: z.string().regex(/^(ho-)?[a-z]+-\d{3}$/), // "pages-014" in dev, "ho-pages-003" in held-out; unique across both sets
  domain: z.enum(DOMAINS), // what the case is mainly about
  intent: z.enum(INTENTS), // what a good answer does (see INTENTS)
  as: z.enum(["admin", "editor", "viewer"]).optional(), // who types (default "editor")
  given: z.array(givenSchema).optional(), // created in order before the first message
  say: texts, // the person's messages, in order (several = one conversation)
  cards: z.enum(["approve", "deny"]).optional(), // how the person answers every approval card (default "approve")
  expect: z.array(expectSchema).min(1), // all must hold after the last message
  note: text.optional(), // why the expectation is what it is, when that is not obvious
});

export type Domain = (typeof DOMAINS)[number];
export type Intent = (typeof INTENTS)[number];
export type Given = z.infer<typeof givenSchema>;
export type Expect = z.infer<typeof expectSchema>;
export type Case = z.infer<typeof caseSchema>;
