import type { Intent, PostChange } from "./intents";
import { isBracketedNote } from "./remarks";
import { protectQuotes, unquote } from "./text";
import { FIELD_PATTERN, fieldFor, templateKeyFor } from "./vocabulary";
import { LINK_TARGET } from "./link-target";

/**
 * A developer's shorthand: what to change, a colon, then fields set like code — "home cta:
 * buttonLabel='Book a call', buttonUrl=/contact#form", "page About: slug=about-us", "post
 * `my-slug`: tags += tutorial", "welcome post body: s/old/new/", "mountain-sunrise.jpg:
 * caption=''". Read as what it sets, field by field; anything else is left to the sentence rules.
 */

type Thing =
  | { kind: "settings" }
  | { kind: "entry"; name: string }
  | { kind: "page"; page: string; templateKey?: string }
  | { kind: "post"; post: string; field?: "body" | "tags" }
  | { kind: "image"; image: string }
  /** "alt text: studio-plants = '…', coffee-corner = '…'": one field of several images, each named as the key. */
  | { kind: "images"; field: "alt" | "caption" };

const IMAGE_FILE = /^[\w.-]+\.(?:jpe?g|png|gif|webp|svg|avif)$/i;
const PAGE_FIELDS: Record<string, "title" | "slug" | "seoTitle" | "seoDescription"> = { title: "title", slug: "slug", url: "slug", path: "slug", address: "slug", seotitle: "seoTitle", seodescription: "seoDescription", metadescription: "seoDescription" };
const POST_FIELDS: Record<string, "title" | "excerpt" | "slug" | "cover" | "body"> = { title: "title", excerpt: "excerpt", summary: "excerpt", teaser: "excerpt", slug: "slug", url: "slug", cover: "cover", coverimage: "cover", body: "body", content: "body", text: "body" };
const IMAGE_FIELDS: Record<string, "alt" | "caption"> = { alt: "alt", alttext: "alt", caption: "caption" };

/** "home", "/", "/about", "page About", "About page", "home cta", "welcome post", "post `slug`", "welcome post body", "rose.jpg". */
function thingOf(words: string): Thing | undefined {
  const name = words.trim().replace(/`/g, "");
  // "new page: title=…": something to make, never one to change
  if (/^(?:new|a|an|another)\s/i.test(name)) return undefined;
  if (SETTINGS.test(name)) return { kind: "settings" };
  // "testimonials/harbour-books", "testimonial 'Maple Bakery'", "the Harbour Books testimonial"
  const entry = /^(?:testimonials?|entries)\/([\w-]+)$|^(?:testimonial|entry)\s+(.+)$|^(?:the\s+)?(.+?)\s+testimonial$/i.exec(name);
  if (entry) return { kind: "entry", name: unquote(entry[2] ?? entry[3] ?? entry[1].replace(/-/g, " ")) };
  if (IMAGE_FILE.test(name)) return { kind: "image", image: name };
  // "posts/autumn-collection-colours-of-the-season": a post by its address
  const postPath = /^(?:posts?|blog)\/([\w-]+)$/i.exec(name);
  if (postPath) return { kind: "post", post: postPath[1].replace(/-/g, " ") };
  const images = /^(alt(?:\s*text)?|captions?)(?:\s+(?:pls|please|plz))?$/i.exec(name);
  if (images) return { kind: "images", field: /^alt/i.test(images[1]) ? "alt" : "caption" };
  const post = /^(?:the\s+)?(?:post\s+(.+?)|(.+?)\s+post)(\s+(?:body|tags))?$/i.exec(name);
  if (post) return { kind: "post", post: unquote(post[1] ?? post[2]), ...(post[3] ? { field: post[3].trim().toLowerCase() as "body" | "tags" } : {}) };
  // "the hero on the homepage", "Hero refresh on the homepage": the section, then its page
  const sectionFirst = /^(?:the\s+)?([\w-]+)(?:\s+(?:refresh|update|tweak|rework|changes|edits))?\s+(?:on|of|in|for)\s+(?:the\s+)?(.+?)(?:\s+page)?$/i.exec(name);
  const sectionKey = sectionFirst && templateKeyFor(sectionFirst[1]);
  if (sectionFirst && sectionKey) return { kind: "page", page: unquote(sectionFirst[2]).replace(/^\//, "").replace(/^(?:homepage|front|start)$/i, "home") || "home", templateKey: sectionKey };
  const page = /^(?:the\s+)?(?:page\s+(.+)|(.+?)\s+page|(\/[\w-]*|home|homepage))(?:\s+([\w-]+))?$/i.exec(name);
  if (page) return pageThing(page[1] ?? page[2] ?? page[3], page[4]);
  const bare = BARE_PAGE.exec(name);
  return bare && !NOT_A_PAGE.test(bare[1]) ? pageThing(bare[1], bare[2]) : undefined;
}

/** A page by the name typed, with one of its sections when a word after the name names one; undefined when that word names none. */
function pageThing(typed: string, sectionWord: string | undefined): Thing | undefined {
  const templateKey = sectionWord ? templateKeyFor(sectionWord) : undefined;
  if (sectionWord && !templateKey) return undefined;
  const page = unquote(typed).replace(/^\/$/, "home").replace(/^\//, "").replace(/^homepage$/i, "home");
  return { kind: "page", page, ...(templateKey ? { templateKey } : {}) };
}

/** "about faq", "home/featureGrid", "contact": a page by its name alone, maybe with one of its sections. */
const BARE_PAGE = /^([a-z][\w-]*)(?:\s*[\s/]\s*([\w-]+))?$/i;
/** Words before a colon that name no page ("Note: …", "Heading: …"). */
const NOT_A_PAGE = new RegExp(String.raw`^(?:note|nb|fyi|ps|re|update|reminder|also|todo|task|request|question|answer|q|a|subject|edit|change|fix|nav|navigation|menu|tags?|${FIELD_PATTERN})$`, "i");

const ASSIGNMENT = /^(\w[\w .-]*?)\s*(\+=|-=|:=|=)\s*(.*)$/;
const SUBSTITUTION = /^s\/((?:[^/\\]|\\.)+)\/((?:[^/\\]|\\.)*)\/g?$/;
/** "keep alt", "(clear it)": a note beside the fields, not a field. */
const NOTE = /^(?:keep|leave|don't\s+touch)\b.*$/i;

/** "the button should say", "its subhead to": the field's own words. */
const fieldWords = (words: string) =>
  words.trim().replace(/^(?:the|its|their|a|new)\s+/i, "").replace(/\s+(?:(?:should|must|needs?\s+to|has\s+to|ought\s+to)\s+(?:say|read|be|become)|says|reads|is|to|as)$/i, "");

function fieldName(words: string): string {
  return words.toLowerCase().replace(/[\s_.-]+/g, "");
}

/** "tags=design,autumn (drop seasonal)": a note in brackets after a list says what goes, and is no item. */
const listOf = (value: string) => unquote(value.replace(/\s*\((?:drop|remove|not|no|without|minus|keep|leave|replacing|instead\s+of)\b[^)]*\)\s*$/i, "")).split(/\s*,\s*|\s+and\s+/).map((item) => unquote(item.trim())).filter(Boolean);

/** Site-wide settings set beside a thing's fields ("… also accent=#c0392b", "tagline='…'"). */
const SETTING_FIELDS: Record<string, (value: string) => Intent> = {
  accent: (value) => ({ kind: "setColour", which: "accent", value }),
  primary: (value) => ({ kind: "setColour", which: "primary", value }),
  background: (value) => ({ kind: "setColour", which: "background", value }),
  tagline: (value) => ({ kind: "updateSetting", key: "tagline", value }),
  sitename: (value) => ({ kind: "updateSetting", key: "name", value }),
};
/** A testimonial's fields, set by name. */
const ENTRY_FIELDS = new Set(["quote", "author", "company", "title"]);
/** "settings: name=…, seoTitle=…": the settings' own fields, said only after "settings:". */
const SETTINGS = /^(?:(?:the\s+)?(?:site\s+|website\s+)?settings|site|config|theme)$/i;
const OWN_SETTING_FIELDS: Record<string, (value: string) => Intent> = {
  name: (value) => ({ kind: "updateSetting", key: "name", value }),
  seotitle: (value) => ({ kind: "updateSetting", key: "seoTitle", value }),
  seodescription: (value) => ({ kind: "updateSetting", key: "seoDescription", value }),
  themecolorsaccent: SETTING_FIELDS.accent,
  themecolorsprimary: SETTING_FIELDS.primary,
  themecolorsbackground: SETTING_FIELDS.background,
  themeaccent: SETTING_FIELDS.accent,
  themeprimary: SETTING_FIELDS.primary,
  themebackground: SETTING_FIELDS.background,
};

function assignment(thing: Thing, field: string, op: string, rawValue: string): Intent | undefined {
  const bare = rawValue.replace(/\s*\((?:clear(?:ed)?|empty|blank|remove)[^)]*\)\s*$/i, "").replace(/\s+(?:please|pls|plz|thanks|thx|ty)[.!]*$/i, "").trim();
  // "button='Start a project'. also …": a quoted value ends at its quote; words after it are never part of it.
  if (/^(["'`]).*?\1./.test(bare) && !/^(["'`]).*\1$/.test(bare)) return undefined;
  // "'Outdoor kennel run' plus the photographer 'Sam Lee'": two quoted values and words between are never one value
  if (/^(["'`])[^"'`]*\1\s+\S.*\s\1[^"'`]*\1$/.test(bare)) return undefined;
  const value = unquote(bare);
  const key = fieldName(field);
  if (thing.kind === "entry") return ENTRY_FIELDS.has(key) && (op === "=" || op === ":=") ? { kind: "editEntry", collection: "testimonials", name: thing.name, field: key, value } : undefined;
  if (thing.kind === "settings") return op === "=" || op === ":=" ? (OWN_SETTING_FIELDS[key] ?? SETTING_FIELDS[key.replace(/colou?r$/, "")])?.(value) : undefined;
  const setting = SETTING_FIELDS[key.replace(/colou?r$/, "")];
  if (setting && op === "=" && !(thing.kind === "page" && thing.templateKey && fieldFor(thing.templateKey, field.trim()))) return setting(value);
  if (thing.kind === "images") return op === "=" ? { kind: "setImageText", image: field.trim(), field: thing.field, value } : undefined;
  if (thing.kind === "image") {
    const imageField = IMAGE_FIELDS[key];
    return imageField && op !== "+=" && op !== "-=" ? { kind: "setImageText", image: thing.image, field: imageField, value, ...(value ? {} : { clear: true as const }) } : undefined;
  }
  if (thing.kind === "post") {
    if (key === "tags" || key === "tag") {
      const tags = listOf(rawValue);
      const change: PostChange = op === "-=" ? { field: "tags", remove: tags } : op === "+=" ? { field: "tags", add: tags } : { field: "tags", set: tags };
      return tags.length ? { kind: "editPost", post: thing.post, change } : undefined;
    }
    const postField = POST_FIELDS[key];
    return postField && (op === "=" || op === ":=") ? { kind: "editPost", post: thing.post, change: { field: postField, value } } : undefined;
  }
  if (op !== "=" && op !== ":=") return undefined;
  // "home: hero.heading='…'; cta.buttonLabel='…'": a section's field named with its section
  const sectionDot = !thing.templateKey ? /^([a-z]\w*)\.(\w+)$/i.exec(field.trim()) : null;
  const dottedKey = sectionDot ? templateKeyFor(sectionDot[1]) : undefined;
  const dottedField = dottedKey && fieldFor(dottedKey, sectionDot![2]);
  if (dottedKey && dottedField) return { kind: "setSectionField", page: thing.page, templateKey: dottedKey, field: dottedField, value };
  if (thing.templateKey) {
    // ("cta.label", "cta.href": the field's words as code writes them)
    const sectionField = fieldFor(thing.templateKey, fieldWords(field)) ?? fieldFor(thing.templateKey, fieldWords(field).replace(/[._]/g, " ").replace(/\b(?:href|link)\b/i, "url"));
    return sectionField ? { kind: "setSectionField", page: thing.page, templateKey: thing.templateKey, field: sectionField, value } : undefined;
  }
  const pageField = PAGE_FIELDS[key];
  return pageField ? { kind: "editPage", page: thing.page, field: pageField, value: pageField === "slug" ? value.replace(/^\//, "") : value } : undefined;
}

function substitution(thing: Thing, old: string, replacement: string): Intent | undefined {
  const [from, to] = [old, replacement].map((part) => part.replace(/\\(.)/g, "$1"));
  if (thing.kind === "page") return { kind: "replaceText", page: thing.page, old: from, replacement: to };
  if (thing.kind === "post") return { kind: "editPost", post: thing.post, change: { field: "wording", old: from, replacement: to } };
  return undefined;
}

const APPEND = /^(?:append|add|push)(?:\s+(?:item|feature|question|faq|card|entry))?\s*\{(.+)\}$/i;
const DROP = /^(?:drop|rm|remove|delete|del)\s+(?:the\s+)?section\s+(.+)$/i;

/** "append {title: 'Hosting', description: 'UK servers'}" to a page's list section: the item's two texts in order. */
function appended(thing: Thing, fields: string): Intent | undefined {
  if (thing.kind !== "page" || !thing.templateKey) return undefined;
  const { text: masked, restore } = protectQuotes(fields);
  const values = masked.split(/\s*,\s*/).map((pair) => /^\s*[\w-]+\s*[:=]\s*(.+)$/.exec(pair)?.[1]);
  if (values.length !== 2 || values.some((value) => !value)) return undefined;
  return { kind: "addListItem", page: thing.page, section: { templateKey: thing.templateKey }, item: values.map((value) => unquote(restore(value!).trim())) };
}

/** "+case-study -design": tags added and taken off. */
function tagsChanged(post: string, part: string): Intent | undefined {
  const signed = part.split(/[\s,]+/).filter(Boolean);
  if (!signed.every((tag) => /^[+-][\w-]+$/.test(tag))) return undefined;
  const add = signed.filter((tag) => tag.startsWith("+")).map((tag) => tag.slice(1));
  const remove = signed.filter((tag) => tag.startsWith("-")).map((tag) => tag.slice(1));
  return { kind: "editPost", post, change: { field: "tags", ...(add.length ? { add } : {}), ...(remove.length ? { remove } : {}) } };
}

/** "/about faq: count?", "how many q's, and which?": what the section holds, read. */
const ASKED = /^(?:count|ls|list|show|cat|\?|(?:how\s+many|which|what)\b.*)\??$/i;

/** "mv faq -> top": a section of the page moved to the top or the bottom. */
const MOVE_SECTION = /^(?:mv|move)\s+(.+?)\s*(?:->|=>|→|\s)\s*(top|bottom|first|last|start|end)$/i;

/** "rm q2", "rm item 'Care'", "q1.answer='…'": an item of the page's list section, by number or by its words. */
const ITEM_REMOVED = /^(?:rm|remove|del|delete|drop)\s+(?:(q|question|item|box|card|feature|tile)\s*#?(\d+)|(?:the\s+)?(question|item|box|card|feature|tile)\s+(\S.*)|()("[^"]+"|'[^']+'))$/i;
const ITEM_FIELD = /^(q|question|item|box|card|feature|tile)\s*#?(\d+)\s*[.\s]\s*(question|answer|title|description|text|q|a)\s*[:=]\s*(\S.*)$/i;
const listSection = (thing: Thing, word: string) => (thing.kind !== "page" ? undefined : thing.templateKey ?? (/^q(?:uestion)?$/i.test(word) ? "faq" : undefined));

function listItemChange(thing: Thing, part: string): Intent | undefined {
  const removed = ITEM_REMOVED.exec(part);
  const edited = removed ? null : ITEM_FIELD.exec(part);
  const templateKey = removed || edited ? listSection(thing, removed?.[1] ?? removed?.[3] ?? edited?.[1] ?? "") : undefined;
  if (!templateKey || thing.kind !== "page") return undefined;
  if (removed) return { kind: "removeListItem", page: thing.page, section: { templateKey }, item: removed[2] ? { ordinal: Number(removed[2]) } : { text: unquote((removed[4] ?? removed[6]).trim()) } };
  return { kind: "editListItem", page: thing.page, section: { templateKey }, item: { ordinal: Number(edited![2]) }, part: /^(?:answer|description|text|a)$/i.test(edited![3]) ? 1 : 0, value: unquote(edited![4].trim()) };
}

/** One field set ("buttonLabel='Book a call'", "tags += tutorial", "s/old/new/", "append {…}", "drop section 'X'"), or undefined. */
function change(thing: Thing, part: string): Intent | undefined {
  if (thing.kind === "post" && thing.field === "tags") return tagsChanged(thing.post, part);
  const item = listItemChange(thing, part);
  if (item) return item;
  if (thing.kind === "page" && thing.templateKey && ASKED.test(part)) return { kind: "askSection", page: thing.page, section: { templateKey: thing.templateKey } };
  const moved = thing.kind === "page" ? MOVE_SECTION.exec(part) : null;
  const movedKey = moved && templateKeyFor(unquote(moved[1]));
  if (moved && thing.kind === "page") return { kind: "moveSection", page: thing.page, section: movedKey ? { templateKey: movedKey } : { text: unquote(moved[1]) }, to: /top|first|start/i.test(moved[2]) ? "top" : "bottom" };
  const substituted = SUBSTITUTION.exec(part);
  if (substituted) return substitution(thing, substituted[1], substituted[2]);
  const append = APPEND.exec(part);
  if (append) return appended(thing, append[1]);
  const drop = DROP.exec(part);
  if (drop && thing.kind === "page") {
    const name = unquote(drop[1].trim());
    const templateKey = templateKeyFor(name);
    return { kind: "removeSectionAt", page: thing.page, section: templateKey ? { templateKey } : { text: name } };
  }
  // "point the CTA at /contact instead of /about": where a button goes
  const pointed = thing.kind === "page" && thing.templateKey ? POINTED.exec(part) : null;
  if (pointed && thing.kind === "page" && thing.templateKey) {
    const linkField = fieldFor(thing.templateKey, `${fieldWords(pointed[1])} link`) ?? fieldFor(thing.templateKey, "button link");
    return linkField ? { kind: "setSectionField", page: thing.page, templateKey: thing.templateKey, field: linkField, value: pointed[2] } : undefined;
  }
  // "slug about -> about-us": the field's old value, then its new one
  const fromTo = FROM_TO.exec(part);
  if (fromTo) return assignment(thing, fromTo[1], "=", fromTo[2]);
  const assigned = ASSIGNMENT.exec(part) ?? LABELLED_VALUE.exec(part);
  return assigned ? assignment(thing, assigned[1], assigned[2] || "=", assigned[3]) : undefined;
}

/** "button 'Start a project' → contact page": a button's words and where it goes, two fields. */
const LABEL_AND_TARGET = new RegExp(String.raw`^([a-z][\w ]*?)\s+(["'\`‘“][^"'\`’”]+["'\`’”])\s*(?:->|→|=>)\s*${LINK_TARGET}$`, "i");
const withWhereItGoes = (part: string): string[] => {
  const both = LABEL_AND_TARGET.exec(part);
  return both ? [`${both[1]} ${both[2]}`, `${both[1]} link = ${both[3]}`] : [part];
};

const FROM_TO = /^(slug|url|path|address|title|name|label|caption|alt(?:\s*text)?)\s+(?!(?:to|is|=)\b)\S+\s*(?:->|=>|→)\s*(\S.*)$/i;

const POINTED = /^(?:point|link|send|aim)\s+(?:the\s+)?(.+?)\s+(?:at|to)\s+(\/\S*|https?:\/\/\S+)(?:\s+instead(?:\s+of\s+\S+)?)?$/i;

/** "headline 'Your business, beautifully online'": a field and its quoted value, as people write it after a colon. */
const LABELLED_VALUE = /^([a-z][\w ]*?)(?:\s*(?::|->|→|=>)\s*|\s+)()(["'`‘“].*)$/i;

const ARROW = String.raw`\s*(?:->|=>|→)\s*`;
const LABEL = String.raw`([\`"'][^\`"']+[\`"']|[\w' -]+?)`;
const ADDRESS = String.raw`(https?:\/\/\S+|\/\S*)`;
/** A link's words as typed to name it: quoted, or capitalised ("Blog", "Our Work"), never a verb typed with a slip. */
const NAMED_LABEL = String.raw`([\`"'][^\`"']+[\`"']|(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)*)`;
/** The menu in the same shorthand: "nav += `Docs` -> https://…", "nav `Blog` => https://…", "nav: `Team` -> child of `About`", "nav -= Shop". */
const MENU_SHORTHAND: [RegExp, (groups: string[]) => Intent][] = [
  [new RegExp(String.raw`^nav(?:igation)?:?\s*(?:\+=\s*|add\s+|new\s+|\+\s*)${LABEL}${ARROW}${ADDRESS}$`, "i"), ([label, url]) => ({ kind: "addNavLink", label: unquote(label), url })],
  // "nav += 'Pricing' -> /pricing, insert after About"
  [new RegExp(String.raw`^nav(?:igation)?:?\s*(?:\+=\s*|add\s+|new\s+|\+\s*)${LABEL}${ARROW}${ADDRESS},?\s+(?:(?:insert|put|place)(?:\s+it)?\s+)?(before|after)\s+${LABEL}$`, "i"), ([label, url, where, other]) => ({
    kind: "multi",
    goal: `add ${unquote(label)} ${where.toLowerCase()} ${unquote(other)} in the menu`,
    steps: [{ kind: "addNavLink", label: unquote(label), url: url.replace(/,$/, "") }, { kind: "moveMenuItem", label: unquote(label), to: /before/i.test(where) ? "before" : "after", other: unquote(other) }],
  })],
  // "/contact gallery += autumn-valley.jpg (at the end)", "contact gallery -= blue-coast.png"
  [/^(?:page\s+)?\/?([\w-]+)(?:\s+page)?\s+gallery\s*(\+=|-=)\s*([\w.-]+\.(?:jpe?g|png|gif|webp|avif|svg))$/i, ([page, op, image]) =>
    op === "+=" ? { kind: "setSectionImage", page: page || "home", templateKey: "gallery", image } : { kind: "removeSectionImage", page: page || "home", image }],
  // "mv /workshops /classes": the page's address changed
  [/^(?:mv|move)\s+\/([\w-]+)\s+(?:->\s*|=>\s*|→\s*)?\/([\w-]+)$/i, ([page, slug]) => ({ kind: "editPage", page, field: "slug", value: slug })],
  // "nav: insert link to page Portfolio after Home": the page's link, placed
  [new RegExp(String.raw`^nav(?:igation)?:?\s+(?:insert|add|\+)\s+(?:a\s+)?link\s+to\s+(?:the\s+)?page\s+${LABEL}\s+(after|before|under)\s+${LABEL}$`, "i"), ([page, where, other]) => ({ kind: "addMenuItemAt", page: unquote(page), [where.toLowerCase()]: unquote(other) })],
  // "posts --status=draft": the posts with that status
  [/^(?:ls\s+)?posts?\s+--?status[=\s]+(draft|published|archived)$/i, ([status]) => ({ kind: "listPosts", status: status.toLowerCase() as "draft" })],
  // "ls drafts": what waits to go live
  [/^(?:ls|list)\s+(?:drafts|changes|pending|unpublished)$/i, () => ({ kind: "listChanges" })],
  // "ls images where caption is empty": pictures missing a text
  [/^(?:ls|list)\s+(?:images|pictures|imgs|pics)\s+(?:where|with|without)\s+(?:no\s+)?(alt(?:\s*text)?|caption)(?:\s+(?:is|=+)\s*(?:empty|missing|null|none|blank|''|""))?$/i, ([field]) => ({ kind: "imagesMissing", field: /^alt/i.test(field) ? "alt" : "caption" })],
  // "cat /contact": the page read out
  [/^(?:cat|less|more|open|get)\s+(\/[\w-]*)$/i, ([path]) => ({ kind: "showPage", page: path.replace(/^\//, "") || "home" })],
  // "grep -ri 'two working days' .": the site searched for the words
  [/^(?:grep|rg|ag|ack)(?:\s+-\w+)*\s+(["'][^"']+["']|\S+)(?:\s+\S+)?$/i, ([words]) => ({ kind: "search", query: unquote(words) })],
  // "alt autumn-valley.jpg ?", "caption rose.jpg?": one field of a picture, read
  [/^(alt(?:\s*text)?|caption)\s+([\w.-]+\.(?:jpe?g|png|gif|webp|avif|svg))\s*\??$/i, ([field, image]) => ({ kind: "askImage", image, ask: /^alt/i.test(field) ? "alt" : "caption" })],
  // "nav add label=Shop url=https://shop.example"
  [new RegExp(String.raw`^nav(?:igation)?:?\s+(?:add|new|\+)\s+label\s*[:=]\s*${LABEL}\s*,?\s+(?:url|href|link)\s*[:=]\s*${ADDRESS}$`, "i"), ([label, url]) => ({ kind: "addNavLink", label: unquote(label), url })],
  [new RegExp(String.raw`^nav(?:igation)?\s*-=\s*${LABEL}$`, "i"), ([label]) => ({ kind: "removeNavLink", label: unquote(label) })],
  [new RegExp(String.raw`^nav(?:igation)?:?\s+${LABEL}${ARROW}(?:child\s+of|under|below)\s+${LABEL}$`, "i"), ([label, parent]) => ({ kind: "editMenuItem", label: unquote(label), parent: unquote(parent) })],
  [new RegExp(String.raw`^nav(?:igation)?:?\s+${LABEL}${ARROW}${ADDRESS}$`, "i"), ([label, url]) => ({ kind: "editMenuItem", label: unquote(label), url })],
  // "nav: Blog -> Journal", "nav: rename Blog to Journal": the link's words
  [new RegExp(String.raw`^nav(?:igation)?:?\s+(?:(?:rename|relabel|label)\s+)?(?!(?:move|mv|add|new|rm|remove|del|delete|put|hide|show|swap)\b)${NAMED_LABEL}(?:${ARROW}|\s+to\s+)(?!\s*(?:the\s+)?(?:end|start|front|top|bottom|first|last|\d+(?:st|nd|rd|th)?)\b)${LABEL}$`, "i"), ([label, newLabel]) => ({ kind: "editMenuItem", label: unquote(label), newLabel: unquote(newLabel) })],
  // "mv testimonial "Harbour Books" -> "Harbour Books Ltd"": the testimonial's title
  [new RegExp(String.raw`^(?:mv|move|rename)\s+testimonial\s+${LABEL}${ARROW}${LABEL}$`, "i"), ([name, title]) => ({ kind: "editEntry", collection: "testimonials", name: unquote(name), field: "title", value: unquote(title) })],
  // "nav add 'Work' url=/work", "nav rm Shop"
  [new RegExp(String.raw`^nav(?:igation)?:?\s+(?:add|new|\+)\s+${LABEL}\s+(?:url|href|link|to)\s*[:=]?\s*${ADDRESS}$`, "i"), ([label, url]) => ({ kind: "addNavLink", label: unquote(label), url })],
  [new RegExp(String.raw`^nav(?:igation)?:?\s+(?:rm|remove|del|delete|-)\s+${LABEL}$`, "i"), ([label]) => ({ kind: "removeNavLink", label: unquote(label) })],
  // "nav Contact visible=false", "nav Blog href=/blog?tag=news", "nav Blog label='Journal'"
  [new RegExp(String.raw`^nav(?:igation)?:?\s+${LABEL}\s*:?\s+(visible|hidden|href|url|link|label)\s*[:=]\s*(\S.*)$`, "i"), ([label, field, value]) => menuField(unquote(label), field.toLowerCase(), unquote(value.trim()))],
  // "nav add Pricing -> /pricing, parent=Services"
  [new RegExp(String.raw`^nav(?:igation)?:?\s+(?:add|new|\+)\s+${LABEL}${ARROW}${ADDRESS},?\s+(?:parent|under)\s*[:=]?\s*${LABEL}$`, "i"), ([label, url, parent]) => ({
    kind: "multi",
    goal: `add ${unquote(label)} under ${unquote(parent)} in the menu`,
    steps: [{ kind: "addNavLink", label: unquote(label), url: url.replace(/,$/, "") }, { kind: "editMenuItem", label: unquote(label), parent: unquote(parent) }],
  })],
];

function menuField(label: string, field: string, value: string): Intent {
  if (field === "visible" || field === "hidden") return { kind: "setNavVisibility", label, visible: /^(?:true|yes|1|on)$/i.test(value) === (field === "visible") };
  return field === "label" ? { kind: "editMenuItem", label, newLabel: value } : { kind: "editMenuItem", label, url: value };
}

export function menuShorthand(text: string): Intent | undefined {
  // "(keep label + position)": a note on what stays.
  const bare = text.trim().replace(/\s*\((?:keep|leave|same|at\s+the\s+(?:end|bottom)|last)\b[^)]*\)$/i, "");
  for (const [pattern, build] of MENU_SHORTHAND) {
    const match = pattern.exec(bare);
    if (match) return build(match.slice(1));
  }
  return undefined;
}

const FIELD_OF_THING = /^((?:the\s+)?[\w' -]+?\s+(?:post|page)|[\w.-]+\.(?:jpe?g|png|gif|webp))\s+(slug|title|excerpt|url|tags?|seo\s*title|seo\s*description|caption|alt(?:\s*text)?)\s*(->|=>|→|\+=|-=|=)\s*(\S.*)$/i;

/** "Let's refresh the homepage hero:", "update the About page:": the verb before what the fields are of. */
const LEAD_VERB = /^(?:let'?s\s+|please\s+)?(?:(?:refresh|update|change|fix|tweak|edit|rework|redo|punch\s+up)\s+|(?:(?:two|three|four|a\s+few|some|a\s+couple\s+of|couple\s+of|quick)\s+)?(?:tweaks|changes|edits|fixes|updates)\s+(?:to|on|for|in)\s+)?(?:the\s+)?/i;

/**
 * @param then reads a sentence after the fields ("… Then push it live"): the fields are read with it,
 * or not at all when it is not understood.
 */
/** "testimonials: Harbour Books author=Tom Okafor-Reid": the collection, then the entry's name before its fields. */
const ENTRY_THEN_FIELDS = /^\s*(?:testimonials?|reviews?)\s*:\s*([^=:]+?)\s+(?=\w+\s*=)/i;

/** "contact: title='Get in touch', nav label too": the page's menu link takes its new title as well. */
const LINK_TOO = /^(?:nav|menu)\s+(?:label|link|item)\s+(?:too|as\s+well|also)$/i;
function linkRenamedToo(thing: Thing, changed: (Intent | undefined)[]): Intent | undefined {
  const title = changed.find((step) => step?.kind === "editPage" && step.field === "title");
  return thing.kind === "page" && title?.kind === "editPage" ? { kind: "editMenuItem", label: thing.page, newLabel: title.value } : undefined;
}

/** "testimonials['Harbour Books'].author = 'Tom Okafor-Reid'": an entry by its name in brackets, then its field. */
const INDEXED_ENTRY = /^(?:testimonials?|entries)\[\s*("[^"]+"|'[^']+')\s*\]\.(\w+)\s*(=)/i;

/** "about/faq += {q: '…', a: '…'}": one more item of a section's list. */
const APPENDED = /^([\w-]+\/[\w-]+)\s*\+=\s*(\{.+\})\s*$/;

/** "about.slug=login", "theme.accent=#c0392b": the thing, a dot, then its field set. */
const DOTTED = /^\/?([a-z][\w-]*)\.([a-z]\w*)\s*(\+=|-=|:=|=)/i;

export function keyValueEdit(typed: string, then?: (rest: string) => Intent): Intent | undefined {
  const said = typed.replace(/\s*\(([^()]+)\)\s*[.;]?$/, (note, inside: string) => (isBracketedNote(inside) ? "" : note)).replace(DOTTED, "$1: $2 $3").replace(INDEXED_ENTRY, "testimonial $1: $2 $3").replace(APPENDED, "$1: append $2");
  // "s/Ongoing help/Friendly support/ on home (the Care box)": the thing said after the substitution
  const trailing = /^(s\/(?:[^/\\]|\\.)+\/(?:[^/\\]|\\.)*\/g?)\s+(?:on|in|at|for)\s+(.+?)(?:\s*\([^)]*\))?[.;]?$/i.exec(said.trim());
  // "autumn post slug -> autumn-palettes": the thing, its field and the value, without a colon
  const unlabelled = trailing ? null : FIELD_OF_THING.exec(said.trim());
  const text = trailing ? `${trailing[2]}: ${trailing[1]}` : unlabelled ? `${unlabelled[1]}: ${unlabelled[2]} ${/^[+-]=$/.test(unlabelled[3]) ? unlabelled[3] : "="} ${unlabelled[4]}` : said.replace(ENTRY_THEN_FIELDS, "$1 testimonial: ");
  const menu = menuShorthand(text.replace(/[.;]$/, ""));
  if (menu) return menu;
  const { text: masked, restore } = protectQuotes(text.trim().replace(/[.;]$/, ""));
  const colon = /^([^:=/]*?|\/[\w-]*(?:\s+[\w-]+)?|[\w-]+\/[\w-]+)\s*:\s+(?=\S)/.exec(masked);
  if (!colon) return undefined;
  const thing = thingOf(restore(colon[1]).replace(LEAD_VERB, ""));
  if (!thing) return undefined;
  // "… subhead 'Y.' Then push it live, we're announcing today": a request after the fields.
  const fields = masked.slice(colon[0].length);
  // (A full stop inside the last quote ends the fields too: "subhead 'Calm sites.' Then push it live".)
  const end = then ? /[.!?]\s+(?=[A-Za-z])|(?<=\u0000);?\s+(?=(?:then|also|and\s+then|please)\b)/i.exec(fields) : null;
  const after = end ? then!(restore(fields.slice(end.index + end[0].length))) : undefined;
  if (after && (after.kind === "unknown" || after.kind === "greeting" || after.kind === "thanks" || after.kind === "help")) return undefined;
  const parts = (end ? fields.slice(0, end.index) : fields)
    .split(/\s*,?\s+(?:and\s+)?(?=(?:point|aim)\s+(?:the\s+)?[\w ]+?\s+(?:at|to)\s+(?:\/|https?:))|\s+(?=[a-z][\w.]*\s*(?:\+=|-=|:=|=))|\s*[,;]\s*(?=\w[\w .-]*?\s*(?:\+=|-=|:=|=)|(?:drop|rm|remove|del|delete|append|push)\b|[\w ]+?(?:\s+|\s*(?:->|→|=>)\s*)\u0000|s\/|keep\b|leave\b|(?:nav|menu)\s+(?:label|link|item)\s+(?:too|as\s+well|also)$)|(?:\.\s+|\s+)(?:and|also|then|\+|&)\s+(?:also\s+)?(?=[\w ]+?\s*(?:\+=|-=|:=|=)|[\w ]+?(?:\s+|\s*(?:->|→|=>)\s*)\u0000)/i)
    .map((part) => restore(part).trim())
    .filter((part) => part && !NOTE.test(part))
    .flatMap(withWhereItGoes);
  const changed = parts.map((part) => (LINK_TOO.test(part) ? undefined : change(thing, part)));
  const steps = parts.map((part, index) => (LINK_TOO.test(part) ? linkRenamedToo(thing, changed) : changed[index]));
  if (!steps.length || steps.some((step) => !step)) return undefined;
  const understood = [...(steps as Intent[]), ...(after ? (after.kind === "multi" ? after.steps : [after]) : [])];
  return understood.length === 1 ? understood[0] : { kind: "multi", goal: text, steps: understood };
}
