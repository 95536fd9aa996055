import { isPronoun, type Intent, type PageVerb, type PostVerb, type SettingWord } from "./intents";
import { rule, target, type Rule } from "./rule-kit";
import { sectionFromValues, sectionsWithValues, type SectionValues } from "./section-values";
import { CONTENT_RULES } from "./rules/content";
import { ENTRY_RULES, ENTRY_STATUS_RULES } from "./rules/entries";
import { IMAGE_RULES } from "./rules/images";
import { LIST_ITEM_RULES, SECTION_RULES, VALUE_WHERE_RULES, addSectionTo } from "./rules/sections";
import { MENU_ORDER_RULES, NAVIGATION_RULES } from "./rules/navigation";
import { HISTORY_RULES } from "./rules/history";
import { PUBLISHING_RULES } from "./rules/publishing";
import { SETTINGS_RULES } from "./rules/settings";
import { labelledFields } from "./labelled-fields";
import { capitalize, ordinalOf, protectQuotes, titleFrom, unquote } from "./text";
import { valueKindOf } from "./value-kinds";
import { SECTION_TEMPLATES } from "@/lib/content/section-templates";
import { ANY_SECTION, HOLDS_CONTENT, TEMPLATE_PATTERN, fieldFor, templateKeyFor, templateList } from "./vocabulary";

const settingWord = (word: string): SettingWord => (/^(?:tagline|slogan)$/i.test(word) ? "tagline" : "name");

function pageStatus(word: string): "draft" | "published" | undefined {
  if (/^(?:draft|drafted|unpublished)$/i.test(word)) return "draft";
  if (/^(?:published|live)$/i.test(word)) return "published";
  return undefined;
}

function postStatus(word: string): "draft" | "published" | "archived" | undefined {
  return /^archived$/i.test(word) ? "archived" : pageStatus(word);
}


/**
 * "Pricing with a hero and a FAQ" → title "Pricing", templates [hero, faq]; "Pricing with a hero
 * that says 'Simple plans'" also gives the hero its heading; "at /work" gives the address. A title
 * may itself contain "with".
 */
function titleAndTemplates(rest: string): { title: string; templates: string[]; contents?: SectionValues[]; slug?: string; unread?: string } {
  const at = /^(.*?)\s+at\s+\/([a-z0-9-]+)$/i.exec(rest.trim());
  const slug = at ? { slug: at[2].toLowerCase() } : {};
  const text = at ? at[1] : rest;
  // A quote closes where no letter follows: 'Hello, it's me' keeps its apostrophe.
  const quoted = /^(["'`])(.+?)\1(?!\w)\s*(.*)$/.exec(text.trim());
  const [title, tail] = quoted ? [quoted[2], quoted[3]] : [text, ""];
  const joined = quoted ? tail : text;
  // After a quoted title the clause starts at once; a "with" inside a later quote is not it.
  const withClause = (quoted ? /^()(?:with|containing|that\s+has|having|including)\s+(.+)$/i : /^(?:(.*?)\s+)?(?:with|containing|that\s+has|having|including)\s+(.+)$/i).exec(joined);
  // "'Emergency Out of Hours' saying 'Ring 01904 555 212'": the words it says, in a text section.
  const says = quoted ? /^[,—–-]?\s*(?:saying|that\s+says|which\s+says|reading|to\s+say|with\s+the\s+(?:text|words)|(?:(?:just|only)\s+)?(?:a\s+)?(?:(?:bit|line|piece)\s+of\s+|short\s+|little\s+)?(?:text|copy|words)(?:\s+section)?\s*(?::|saying|that\s+says))\s*:?\s*(["'`“‘].+)$/i.exec(tail.trim()) : null;
  if (says) return { title: titleFrom(title), templates: ["text"], contents: [{ body: unquote(says[1]) }], ...slug };
  const templates = withClause ? templateList(withClause[2]) : undefined;
  const name = (withClause && titleFrom(quoted ? title : (withClause[1] ?? ""))) || "";
  if (withClause && templates) return { title: name, templates, ...slug };
  const sections = withClause ? sectionsWithValues(withClause[2]) : undefined;
  if (withClause && sections) return { title: name, templates: sections.map((section) => section.templateKey), contents: sections.map((section) => section.values), ...slug };
  // "Private Dining with the heading 'X' and a line saying 'Y'": what it holds, without naming a kind of section
  const described = withClause && name ? sectionFromValues(withClause[2]) : undefined;
  if (described && onlyItsFields(withClause![2], described.values)) return { title: name, templates: [described.templateKey], contents: [described.values], ...slug };
  // "… with a hero that says 'X' and a 'Book a call' button …" not read: what it holds is asked about, never made part of its title.
  if (withClause && name && HOLDS_CONTENT.test(withClause[2])) return { title: name, templates: [], unread: withClause[2], ...slug };
  return { title: titleFrom(title), templates: [], ...slug };
}

/** Words that only say which field a value is ("the heading …, and a line saying …"): anything else in the words is something not read. */
const FIELD_WORDS = /\b(?:the|a|an|and|with|its|heading|headline|title|subheading|subtitle|line|text|body|copy|words?|saying|says|that|which|reads?|reading|short|little|bit|of|paragraph|question|answer|answered|is|q|button|cta|linking|pointing|going|goes|to)\b|[,.:;!?'"“”‘’-]/gi;
function onlyItsFields(words: string, values: SectionValues): boolean {
  const said = Object.values(values).flatMap((value) => (Array.isArray(value) ? value.flatMap((item) => Object.values(item as object)) : [value])).map(String);
  const rest = said.reduce((left, value) => left.split(value).join(" "), words);
  return rest.replace(FIELD_WORDS, " ").replace(/\/[\w/-]*/g, " ").trim() === "";
}

/** A new page's details by name ("…, slug legal-notice, seo title '…'"): the search engine ones first, so "title" is the page's own. */
const PAGE_FIELDS = {
  seoTitle: String.raw`(?:seo|meta|search(?:\s+engine)?|google)\s+title|title\s+for\s+(?:google|search\s+engines)`,
  seoDescription: String.raw`(?:seo|meta|search(?:\s+engine)?|google)\s+description|description\s+for\s+(?:google|search\s+engines)`,
  title: String.raw`title|name`,
  slug: String.raw`slug|url|address|path|web\s+address`,
};

function createPage(rest: string): Intent | undefined {
  const { lead, fields } = labelledFields(rest, PAGE_FIELDS);
  const { title, unread, ...details } = titleAndTemplates(lead || `"${fields.title ?? ""}"`);
  if (unread) return { kind: "unknown", part: unread, topic: "sections" };
  const slug = fields.slug?.replace(/^\/+|[.!]+$/g, "").toLowerCase();
  const named = fields.title ? titleFrom(fields.title) : title;
  const seo = { ...(fields.seoTitle ? { seoTitle: fields.seoTitle } : {}), ...(fields.seoDescription ? { seoDescription: fields.seoDescription } : {}) };
  return named ? { kind: "createPage", ...details, title: named, ...(slug ? { slug } : {}), ...seo } : undefined;
}

/** A question about a section field, or (with a value) a change to it; undefined when the field does not fit the template. */
function sectionField(template: string, named: string, place: string, value?: string): Intent | undefined {
  // "make the hero button on the home page go to /book-a-call": where the button goes, not what it says
  const pointing = value !== undefined && /^(?:\/|https?:|www\.)/i.test(sectionValue(value)) && /\b(?:button|cta|link)\b/i.test(named) ? /\s+(?:go(?:es)?|points?|links?|leads?)$/i.exec(place) : null;
  const page = pointing ? place.slice(0, pointing.index).replace(/\s+page$/i, "") : place;
  const field = pointing ? "button link" : named;
  // No template named ("the heading on home", "the home page's main heading"): the first section that has the field.
  if (!template) {
    // "the title of the contact page" is the page's own title.
    if (/^(?:title|name)$/i.test(field)) return undefined;
    const where = { page: target(page), templateKey: ANY_SECTION, field: field.toLowerCase() };
    return value === undefined ? { kind: "askSectionField", ...where } : { kind: "setSectionField", ...where, value: sectionValue(value) };
  }
  const templateKey = templateKeyFor(template);
  const fieldName = templateKey && fieldFor(templateKey, field);
  if (!templateKey || !fieldName) return undefined;
  const where = { page: target(page), templateKey, field: fieldName };
  return value === undefined ? { kind: "askSectionField", ...where } : { kind: "setSectionField", ...where, value: sectionValue(value) };
}

/** "to say 'Hello'", "to read: Hello" → Hello. */
const sectionValue = (value: string) => unquote(value.replace(/^(?:say|read|says|reads|be)\b\s*:?\s*/i, ""));

const LIST_SEPARATOR = /\s*,\s*(?:and\s+)?|\s+(?:and|&)\s+/i;

/**
 * "the pages 'A' and 'B'", "the about and contact pages", "the about page and the contact page"
 * → the names, when the text clearly names several of `noun`: a plural noun, or every item
 * carrying the noun (or being "it", or, with `bareQuotes`, quoted). "the Terms and Conditions page" stays one.
 */
/** A clause that says why, not a name: "we're merging it …", "it's out of date", "because …". */
const SAYS_WHY = /^(?:we|i|it|they|he|she|you|there|because|since|as|so)(?:'re|'s|'ve|'ll|'d|'m)?\s/i;

const OWN_REQUEST = /\b(?:delete|remove|bin|retitle|rename|change|update|add|create|archive|unpublish|publish|hide|move|replace|swap|tag|set)\b/i;

const ONE_MORE = /\s+one(?:\s+(?:too|as\s+well|also))?$/i;

function targetList(text: string, noun: string, bareQuotes = false): string[] | undefined {
  const { text: masked, restore } = protectQuotes(text.replace(/^(?:both|all of|each of)\s+/i, ""));
  const plural = new RegExp(String.raw`^(?:the\s+|these\s+|my\s+|our\s+)?(?:${noun})s\s+(.+)$|^(.+?)\s+(?:${noun})s$`, "i").exec(masked);
  const listed = (plural ? (plural[1] ?? plural[2]) : masked).split(LIST_SEPARATOR).map((item) => restore(item).trim());
  // "delete the About page, we're merging it into the home page": a clause after the name says why; it names nothing.
  const items = listed.filter((item, index) => !index || !SAYS_WHY.test(item));
  if (listed.length < 2 || items.some((item) => !item)) return undefined;
  // "delete the welcome post, retitle the process post … and get the autumn one live": requests of their own, not names to publish.
  if (items.some((item) => OWN_REQUEST.test(protectQuotes(item).text))) return undefined;
  const withNoun = new RegExp(String.raw`^(?:the\s+)?(?:${noun})\s+|\s+(?:${noun})(?:\s+(?:too|as\s+well|also))?$`, "i");
  // "the welcome post and the process one too": "one" after the first names the same kind.
  const sameKind = (item: string, index: number) => index > 0 && withNoun.test(items[0]) && ONE_MORE.test(item);
  const quoted = (item: string) => bareQuotes && /^(?:the\s+)?(["'`]).*\1$/.test(item);
  if (!plural && !items.every((item, index) => withNoun.test(item) || sameKind(item, index) || quoted(item) || isPronoun(item))) return undefined;
  const names = items.map((item, index) => target(item.replace(sameKind(item, index) ? ONE_MORE : withNoun, "")));
  return names.filter((name, index) => names.findIndex((other) => other.toLowerCase() === name.toLowerCase()) === index);
}

const UPLOAD = "I can't reach files on your phone or computer. Nothing was changed — upload the picture under Media, then ask me to use it (or to set its alt text).";
const PEOPLE = "I can't add people or change who can do what from the chat. Nothing was changed — an admin can invite them under Users.";
const THIRD_LEVEL = "The menu has two levels — top-level items and the items under them — so a third level can't be made. Nothing was changed — I can put the link under a top-level item instead.";
const IMAGE_EDIT = "I can't edit the picture itself (its colours, size, cropping or file format): I can change an image's alt text and caption, use it on a page, or delete it. Nothing was changed — edit the file and upload it again, then I can swap it in.";
const SCHEDULE = "I can't schedule from the chat: what I publish goes live at once. Nothing was changed — to have it go live later, open Review changes in the dashboard, tick it and choose Schedule selected.";
/** "go live Monday 09:00", "publish it on Friday", "at 9am tomorrow": a time later than now. */
/** …never a day inside a name: "the Black Friday post", "the Saturday Market page". */
const LATER = String.raw`(?:on\s+|next\s+|this\s+|at\s+|by\s+)?(?:(?<!\b(?:black|cyber|good|easter|ash|super|boxing|giving|holy|palm|maundy)\s+)(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?!\s+(?:post|page|article|sale|offer|deal|special|event|market|club|opening|hours|menu|link))|tomorrow|tonight|\d{1,2}(?::\d{2})?\s*(?:am|pm)|\d{1,2}:\d{2}|(?:first|1st)\s+thing|(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)?|first|second|third|fifteenth|last)\s+(?:of\s+)?(?:january|february|march|april|may|june|july|august|september|october|november|december)|(?:january|february|march|april|may|june|july|august|september|october|november|december)\s+\d{1,2}(?:st|nd|rd|th)?|(?:nine|ten|eleven|twelve|one|two|three|four|five|six|seven|eight)\s+o'?clock|(?:the\s+)?(?:day\s+)?\d{1,2}(?:st|nd|rd|th)?\s+of\s+(?:next|this|the\s+coming)\s+month|the\s+day\s+\d{1,2}(?:st|nd|rd|th)?)`;

/** "‘Our Egg Hatching Project’ that says ‘This week…’": a quoted title, then what the post says. */
function newPost(rest: string): Intent {
  const says = /^(["'‘“][^"'‘’“”]+["'’”])\s+(?:that\s+says|which\s+says|saying|that\s+reads|reading|with\s+the\s+text)\s*:?\s+(.+)$/i.exec(rest.trim());
  return says ? { kind: "createPost", title: titleFrom(says[1]), body: unquote(says[2]) } : { kind: "createPost", title: titleFrom(rest) };
}

/** Why a kind of request cannot be done here, and what can. */
function cannotDo(verb: string): string {
  const word = verb.toLowerCase().replace(/\s+/g, "");
  const why: Record<string, string> = {
    redo: "I can't redo a change by itself. Nothing was changed — tell me again what to change.",
    redesign: "I can't redesign the site's look or write new copy by myself. Nothing was changed — what would you like to change: the theme colours, the home page's heading and picture, or the menu?",
    schedule: SCHEDULE,
  };
  return why[word] ?? `I can't ${verb.toLowerCase()} content: I can create, rename, edit, publish or delete pages, posts, sections, images, the menu and settings, but not ${verb.toLowerCase()} them, and I never write copy beyond placeholders. Nothing was changed.`;
}

const TEMPLATE_KINDS = `The kinds are: ${SECTION_TEMPLATES.map((template) => template.name).join(", ")}.`;

/** A count is the list with its number: "how many draft posts" lists the drafts ("Found 1 post"). */
function counted(noun: string, status: string): Intent {
  const word = status.replace(/s$/i, "");
  if (/^(?:images|pictures|photos|pics)$/i.test(noun)) return { kind: "listImages" };
  if (/^pages$/i.test(noun)) return { kind: "listPages", ...(pageStatus(word) ? { status: pageStatus(word) } : {}) };
  return { kind: "listPosts", ...(postStatus(word) ? { status: postStatus(word) } : {}) };
}

/** "publish the careers page and the autumn post": each named with its own kind, one step each (the plan publishes them together). */
function mixedList(verb: string, rest: string): Intent | undefined {
  const { text: masked, restore } = protectQuotes(rest);
  const items = masked.split(LIST_SEPARATOR).map((item) => restore(item).trim());
  if (items.length < 2) return undefined;
  const kinds = items.map((item) => (/\s+page$/i.test(item) ? "page" : /\s+(?:blog\s+)?(?:post|article)$/i.test(item) ? "post" : undefined));
  if (kinds.some((kind) => !kind) || new Set(kinds).size < 2) return undefined;
  const steps = items.map((item, index): Intent => {
    const name = target(item.replace(/\s+(?:page|(?:blog\s+)?(?:post|article))$/i, ""));
    return kinds[index] === "page" ? { kind: "pageAction", action: pageVerb(verb), page: name } : { kind: "postAction", action: postVerb(verb), post: name };
  });
  return { kind: "multi", goal: `${verb} ${rest}`, steps };
}

function bulkPages(verb: string, rest: string): Intent | undefined {
  const pages = targetList(rest, "page", true);
  if (!pages) return undefined;
  return pages.length > 1 ? { kind: "bulkPageAction", action: pageVerb(verb), pages } : { kind: "pageAction", action: pageVerb(verb), page: pages[0] };
}

/** "remove the tag seasonal from the autumn draft", "remove the cover image from the autumn post, …": a part taken from something, never a page or post deleted. */
const PART_FROM = /^(?:the\s+|a\s+|an\s+|its\s+|that\s+|this\s+)?(?:[\w'\u0000-]+\s+){0,4}?(?:cover|tags?|image|picture|photo|pic|link|section|button|heading|question|paragraph|line|sentence|words?|caption|alt\s+text|logo|bit|quote)\b.*?\s(?:from|off)\s+(?:the|our|this|that|its|my)\b/i;
const partOfSomething = (words: string) => PART_FROM.test(protectQuotes(words).text);

/** "delete the pricing page" is a page; "publish 'five tips'" or "publish the newest draft" may be a post. */
function pageAction(verb: string, name: string): Intent {
  const page = target(name.replace(/^(?:the\s+)?page\s+(?:(?:about|of|on|for|called|named|titled)\s+(?=\S+\s+\S))?|\s+page$/i, ""));
  const either = !/\bpages?\b/i.test(name) && !isPronoun(page);
  return { kind: "pageAction", action: pageVerb(verb), page, ...(either ? { either } : {}) };
}

function bulkPosts(verb: string, rest: string): Intent | undefined {
  const posts = targetList(rest, String.raw`(?:blog\s+)?(?:post|article)`);
  if (!posts) return undefined;
  return posts.length > 1 ? { kind: "bulkPostAction", action: postVerb(verb), posts } : { kind: "postAction", action: postVerb(verb), post: posts[0] };
}

/** A menu item named only by "the" or "that" ("hide the link") is not named: the question lists the items. */
function navItem(label: string, build: (name: string) => Intent): Intent {
  // "the item About", "the link 'Blog'": the words are the label
  const name = target(label.replace(/^(?:the\s+)?(?:menu\s+)?(?:item|link|point|entry|tab)\s+(?=\S)/i, ""));
  return /^(?:the|a|an|some|one|that|this)?$/i.test(name.trim()) && !isPronoun(name) ? { kind: "unknown", topic: "navigation" } : build(name);
}

function addNavLink(label: string, url?: string): Intent {
  // ("add our Safari Packages page to the menu": the page is "Safari Packages")
  return url ? { kind: "addNavLink", label: unquote(label), url } : { kind: "addNavLink", label: target(label.replace(/^(?:the\s+|a\s+)?link\s+(?:of|to|for)\s+/i, "").replace(/^(?:our|my|the)\s+(?=\S)/i, "")) };
}

/** What to look for, without "the word" or "anywhere" around it. */
function wordingSearch(words: string): Intent | undefined {
  // ("where do we say that we started in 2019": what is said, without "that")
  const query = unquote(words.replace(/^(?:the\s+)?(?:exact\s+)?(?:word|phrase|keyword|term|sentence|text|wording)s?\s+/i, "").replace(/^that\s+(?=\S+\s+\S)/i, "").replace(/\s+(?:anywhere|somewhere)$/i, ""));
  // "where do we give our telephone number?": the site's phone number wherever a page shows it, not the words "telephone number".
  const value = /^(?:(?:our|the|a|an|any)\s+)?(?:(?:tele)?phone\s+number|contact\s+number|e-?mail\s+address|opening\s+(?:hours|times))$|^our\s+(?:(?:tele)?phone|e-?mail)$/i.test(query.trim()) ? valueKindOf(query) : undefined;
  if (value) return { kind: "askValue", page: "", value };
  // "find every instance", "look for it": what to look for was said before, not here.
  return /^(?:(?:every|all|each|any)\s+(?:instances?|occurrences?|mentions?|ones?|places?)(?:\s+of\s+(?:it|them|that|this))?|it|them|that|this)$/i.test(query) ? undefined : { kind: "search", query };
}

/** Ordered: the first rule that matches wins, so specific shapes come before general ones. */
function removeSection(page: string, template: string, ordinal: string): Intent | undefined {
  const templateKey = templateKeyFor(template);
  if (!templateKey) return undefined;
  const position = ordinal ? ordinalOf(ordinal) : undefined;
  return { kind: "removeSection", page: target(page), templateKey, ...(position ? { ordinal: position } : {}) };
}

export const SENTENCE_RULES: Rule[] = [
  // ── conversation
  rule("(?:help|what can you do|what do you do|what can i (?:ask|say|do)(?: you)?|how do(?:es)? (?:this|you|it) work|how do i use (?:this|you|it)|who are you|what are you|commands|capabilities|i need (?:some )?help|i'm stuck|what do i do|where do i start|(?:tell me|show) about yourself|introduce yourself)(?: here| for me| with this)?", () => ({ kind: "help" })),
  rule("(?:(?:many |big )?thanks|thank you|thx|cheers|great|perfect|nice|awesome|cool|ok|okay|got it|lovely|brilliant|wonderful|excellent)(?: (?:so much|a lot|very much|again))?(?:,? (?:that's|that is) (?:all|it|everything)(?: for (?:now|today))?)?(?:,? (?:bye|goodbye))?", () => ({ kind: "thanks" })),

  // "whats the difference between draft and published, can visitors see drafts?"
  rule("(?:what(?:'s| is) the difference between |difference between )(?:a )?(?:drafts?|unpublished) and (?:a )?(?:published|live)\\b.*|(?:can|do|will) (?:visitors|people|customers|the public|anyone|readers) see (?:the |my |our )?drafts?\\b.*|what(?:'s| is| are| does) (?:a )?drafts?(?: mean)?|how do drafts work\\b.*", () => ({ kind: "explainDrafts" })),

  // ── what the site cannot do: said plainly instead of guessed at
  rule("(?:add|put|insert|create|make)(?: me)? (?:a |an |another |one )?(?:new )?([a-z][\\w-]*(?: [a-z][\\w-]*)?) (?:section|block) (?:to|on|onto|into|in|at) .+", ([kind]) =>
    // "add a new section", "another block": no kind named, so nothing to refuse.
    new RegExp(`\\b(?:${TEMPLATE_PATTERN})\\b|^(?:a|an|one|the|new|another|extra|more|fresh|empty|blank|second|further)$`, "i").test(kind) ? undefined : { kind: "cannot", reason: `I can't add a ${kind.toLowerCase()} section: pages have no such kind of section. ${TEMPLATE_KINDS} Nothing was changed.` }),
  rule("(?:make|turn|convert|edit|change) (?:the |this |that |our )?(.+?) (?:image|picture|photo|pic) (?:into )?(?:black and white|b&w|gr[ae]yscale|brighter|darker|lighter|smaller|bigger|larger|sepia|sharper|blurr?y|square|round|wider|narrower|(?:more|less) \\w+)", () => ({ kind: "cannot", reason: IMAGE_EDIT })),
  rule("(?:crop|resize|rotate|flip|brighten|darken|blur|sharpen|recolou?r|filter) (?:the |this |that |our )?(.+?) (?:image|picture|photo|pic|shot)(?: .+)?", () => ({ kind: "cannot", reason: IMAGE_EDIT })),
  // "The sunrise photo on the homepage is far too dark. It needs brightening"
  rule(".*\\b(?:image|picture|photo|pic|shot)\\b.*\\b(?:(?:is|looks)\\s+(?:far\\s+|way\\s+|much\\s+|a\\s+bit\\s+)?too\\s+(?:dark|light|bright|blurry|grainy|small|pale)|needs?\\s+(?:brightening|lightening|darkening|cropping|resizing|sharpening|straightening|editing))\\b.*", () => ({ kind: "cannot", reason: IMAGE_EDIT })),
  // "Can you put the photo of the first page more big? In the mobile it looks very small."
  rule(".*\\b(?:image|picture|photo|pic)\\b.*\\b(?:more\\s+big|more\\s+small|more\\s+large|bigger|larger|smaller|tinier)\\b.*", () => ({ kind: "cannot", reason: IMAGE_EDIT })),
  // "the photo on the about page looks really weird on my phone, kind of squashed and stretched"
  rule(".*\\b(?:image|picture|photo|pic|shot)\\b.*\\b(?:squashed|squished|stretched|distorted|warped|pixell?ated|out of proportion|the wrong shape)\\b.*", () => ({ kind: "cannot", reason: IMAGE_EDIT })),
  rule("(?:crop|resize|rotate|flip|brighten|darken|blur|sharpen|recolou?r|filter) (?:the |this |that |our )?[\\w-]+\\.(?:jpe?g|png|gif|webp)(?: .+)?", () => ({ kind: "cannot", reason: IMAGE_EDIT })),
  // "make the autumn valley photo a bit brighter and crop the sky off it"
  rule(".*\\b(?:photo|picture|image|pic|shot|photie|[\\w-]+\\.(?:jpe?g|png|webp|gif))\\b.*\\b(?:brighter|darker|lighter|sharper|clearer|warmer|cooler|less\\s+(?:dark|blurry|grainy)|crop(?:ped)?)\\b.*", () => ({ kind: "cannot", reason: IMAGE_EDIT })),
  // "reduce the file size of 'mountain-sunrise.jpg' and convert it to WebP"
  rule(".*\\b(?:(?:reduce|shrink|cut|lower|compress)\\s+(?:the\\s+)?(?:file\\s+)?size|compress\\s+(?:it|them|this|that|the\\s+(?:photo|picture|image|pic|file)s?|[\\w-]+\\.(?:jpe?g|png|gif|webp))|convert\\s+(?:it|them|the\\s+\\S+(?:\\s+\\S+)?|[\\w-]+\\.(?:jpe?g|png|gif|webp))\\s+(?:to|into)\\s+(?:webp|png|jpe?g|gif|avif))\\b.*", () => ({ kind: "cannot", reason: IMAGE_EDIT })),
  // "bump up the contrast on studio-dusk.jpg", "brighten it up and crop the hills off the bottom"
  rule(".*\\b(?:(?:bump|turn|crank|push|pump)\\s+up|increase|decrease|boost|reduce|adjust|tweak|raise|lower|up)\\s+(?:the\\s+)?(?:contrast|brightness|saturation|exposure|colou?r\\s+balance|sharpness|white\\s+balance)\\b.*", () => ({ kind: "cannot", reason: IMAGE_EDIT })),
  rule(".*\\b(?:brighten|darken|lighten|crop|resize|rotate|sharpen|straighten|retouch|photoshop)\\s+(?:it|them|this|that)(?:\\s+(?:up|down|a\\s+bit|a\\s+little))?\\b.*", () => ({ kind: "cannot", reason: IMAGE_EDIT })),
  // "rename studio-dusk.jpg to northwind-studio-evening.jpg": an uploaded picture keeps its file name.
  rule("(?:rename|change the (?:file ?name|name) of) (?:the )?(?:file |image |picture |photo )?[\\w-]+\\.(?:jpe?g|png|gif|webp)(?: (?:file|image|picture|photo))? (?:to|as|into) .+", () => ({ kind: "cannot", reason: "I can't rename a picture's file: it keeps the name it was uploaded with. Nothing was changed — I can give it alt text or a caption (search engines read the alt text), or you can upload it again under the new name." })),
  rule(".*\\b(?:cookie (?:consent |notice )?(?:banners?|pop-?ups?|bars?)|consent (?:banners?|pop-?ups?)|analytics|tracking (?:codes?|scripts?|pixels?)|google tag manager|meta pixel)\\b.*", () => ({ kind: "cannot", reason: "I can't add a cookie banner, analytics or tracking scripts: the site has no setting or section for them. Nothing was changed — a developer can add them to the site's code, and I can add a text section with your cookie notice." })),
  // "make the contact form emails go to hello@…": the site sends no emails
  rule(".*\\b(?:(?:contact |enquiry |booking )?forms?(?: submissions?| emails?| messages?| notifications?)?\\b.*\\b(?:go to|goes to|sent to|send (?:them )?to|emails?|notif\\w*|inbox)|(?:email|e-mail) (?:notifications?|alerts?)|(?:send|email) me (?:an? )?(?:email|notification|alert))\\b.*", () => ({ kind: "cannot", reason: "I can't set up emails: the site has no form that sends them, and sends no notifications. Nothing was changed — I can put your email address on the Contact page so people can write to you." })),
  // "How many people visited the site last week?": visitor numbers are not kept here
  rule(".*\\b(?:how many (?:people|visitors|users|customers|readers|hits|views)\\b.*\\b(?:visit(?:ed|s)?|came|come|saw|see|viewed|view|read|looked|go|went|clicked)|(?:visitor|traffic|page ?view|visit) (?:numbers|stats|statistics|figures|counts?)|(?:site|web ?site|page) (?:traffic|stats|statistics|visits))\\b.*", () => ({ kind: "cannot", reason: "I can't tell how many people visit the site: visits aren't counted here. Nothing was changed — an analytics service would need to be set up on the site's code for that." })),
  // "need a login for new receptionist Dana": an account for a person, never a page behind a login
  rule(".*\\b(?:needs?|wants?|will need|'ll need)\\s+(?:an?\\s+)?(?:new\\s+)?(?:cms\\s+|editor\\s+|admin\\s+)?(?:login|log-in|account)s?\\s+for\\s+(?!(?:the|this|that|our|a)\\s+(?:page|post|site|section)\\b).*", () => ({ kind: "cannot", reason: PEOPLE })),
  rule(".*\\b(?:(?:put|add|set) (?:a )?password (?:on|to|for)|password[- ]protect\\w*|(?:give|get) (?:the |our )?(?:[\\w'-]+ ){1,3}?page a password|page (?:have|get) a password|(?:members?|volunteers?|staff|subscribers?)[- ]only|behind a (?:login|password|paywall)|(?:require|need)s? (?:a )?(?:login|password))\\b.*", () => ({ kind: "cannot", reason: "I can't put a page behind a password or a login: every published page is public. Nothing was changed — I can keep it as a draft (unpublished), so only people who edit the site see it." })),
  // "can you permanently empty the trash?": purging is an admin's, in the dashboard, never the assistant's
  rule(".*\\b(?:permanently |completely )?(?:empty|clear|purge|wipe)(?: out)? (?:the |our )?(?:trash|bin|recycle bin)\\b.*", () => ({
    kind: "cannot",
    reason: "I can't empty the trash: only an admin can delete things permanently, item by item, on the dashboard's Trash screen, so that nothing is lost by mistake. Nothing was changed.",
  })),
  // "under About > Team > Careers": a third menu level, before any rule reads a place in the menu
  rule(".*\\b[\\w'-]+ ?> ?[\\w'-]+(?: [\\w'-]+){0,2} ?> ?[\\w'-]+\\b.*", () => ({ kind: "cannot", reason: THIRD_LEVEL })),
  // "as child of About/Team": a path two levels deep
  rule(".*\\b(?:child|sub-?item|sub-?link)\\s+of\\s+[\\w'-]+\\s*\\/\\s*[\\w'-]+.*", () => ({ kind: "cannot", reason: THIRD_LEVEL })),
  // "put a link under Websites in the Services dropdown": under an item that is itself under another
  rule(".*\\b(?:under|below|beneath|inside)\\s+(?:the\\s+)?[\\w'-]+(?:\\s+[\\w'-]+)?(?:\\s+(?:item|link))?\\s+in\\s+the\\s+[\\w'-]+(?:\\s+[\\w'-]+)?\\s+(?:dropdown|drop-down|sub-?menu)\\b.*", () => ({ kind: "cannot", reason: THIRD_LEVEL })),
  ...MENU_ORDER_RULES,
  ...HISTORY_RULES,
  // "set it up so i get an email whenever someone fills in the contact form": notifications are no part of the site
  rule(".*\\b(?:e-?mails?|notif\\w*|alerts?|text(?: message)?s?)\\b.*\\b(?:when(?:ever)?|each time|every time|if)\\b.*\\b(?:fills? in|fills? out|submits?|sends?|signs? up|comments?|books?|buys?|orders?|messages?|contacts?)\\b.*", () => ({
    kind: "cannot",
    reason: "I can't set up emails or notifications: the site has no forms, and I can only change its pages, posts, pictures, menu, testimonials and settings. Nothing was changed — the email address and phone number on the Contact page are how people reach you now.",
  })),
  // fonts, files on a device, people's accounts, a third menu level, forms and embeds: not something the chat can do
  rule(".*\\b(?:add|put|insert|create|embed|include) (?:[\\w'-]+ ){0,3}?(?:(?:contact |booking |sign-?up |newsletter |enquiry |inquiry )?forms?|videos?|youtube|vimeo|(?:google )?maps?|calendar|booking widget|chat widget|live chat)\\b.*", () => ({ kind: "cannot", reason: `I can't add a form, video, map or other embed: pages are made of sections, and none of them holds one. ${TEMPLATE_KINDS} Nothing was changed — I can add a call to action that links to your contact page or email.` })),
  // "add an eyebrow above the FAQ heading — small caps": a field no section has, and styling
  rule(".*\\b(?:eyebrows?|kickers?|overlines?|pre-?headings?|small[- ]caps|all[- ]caps|superscript|subscript|drop[- ]caps?)\\b.*", () => ({ kind: "cannot", reason: "I can't add an eyebrow or style words (small caps, capitals): no section has a place for small words above its heading, and the theme sets how words look. Nothing was changed — I can change the heading or add a text section above it." })),
  rule(".*\\b(?:fonts?|typefaces?|font[- ]?size|text size|font weight|letter spacing|line height|typography)\\b.*", () => ({ kind: "cannot", reason: "I can't change fonts or text sizes: the site's theme sets them, and only its colours can be changed here. Nothing was changed — I can change the theme colours or the words themselves." })),
  rule(".*\\b(?:upload|send|import|add|put)\\b.*\\b(?:from|on|in) (?:my|our|the) (?:phone|camera(?: roll)?|computer|laptop|desktop|mac|pc|drive|google drive|dropbox|downloads|usb)\\b.*", () => ({ kind: "cannot", reason: UPLOAD })),
  // "upload a photo of our team": the chat has no file to upload
  rule("(?:(?:can|could|would) you )?upload (?:a |an |some |the |our |my |this |these |new )*(?:[\\w'-]+ ){0,2}?(?:photos?|pictures?|images?|pics?|files?|logos?|videos?|pdfs?)\\b.*", () => ({ kind: "cannot", reason: UPLOAD })),
  rule(".*\\b(?:needs?|wants?|will need|'ll need)\\s+(?:an?\\s+|(?:his|her|their)\\s+own\\s+)?(?:new\\s+)?(?:editor|admin|administrator|user|cms|website)?\\s*(?:login|log-in|account|access)\\b.*", () => ({ kind: "cannot", reason: PEOPLE })),
  rule("(?:add|invite|create|make|give|set up|register)\\b.*\\b(?:as an? (?:editor|admin|administrator|viewer|user)|(?:editor|admin|user) (?:account|access|role|rights)|(?:an? )?(?:account|login|access) for)\\b.*", () => ({ kind: "cannot", reason: PEOPLE })),
  // "give our new freelancer Sam a login so she can write blog posts"
  rule("(?:give|get|set up|make)\\s+(?!(?:the|this|that|our|a)\\s+(?:page|post|site|section)\\b)(?:[\\w'-]+\\s+){1,5}?(?:an?\\s+|(?:his|her|their)\\s+own\\s+)(?:cms\\s+|editor\\s+|admin\\s+)?(?:login|log-in|account)\\b.*", () => ({ kind: "cannot", reason: PEOPLE })),
  // "schedule the autumn post to go live Monday 09:00", "publish the about page on Friday at 9": never published now instead
  rule(`.*\\b(?:schedule[sd]?|program(?:me)?[sd]?|(?:go|goes|going)\\s+live|appear(?:s|ing)?\\s+(?:on\\s+the\\s+(?:blog|site|website)\\s+)?(?:automatically\\s+)?|(?<!(?:was|were|been|got|is|are)\\s+)publish(?:ed)?|(?:put|make|set|push|get)\\s+(?:\\S+\\s+){0,4}?live)\\b.*\\b${LATER}\\b.*`, () => ({ kind: "cannot", reason: SCHEDULE })),
  // (never "the Fee Schedule page": a capitalised word in a title)
  rule(".*\\b(?<!(?-i:[A-Z])[\\w'-]*\\s)schedul(?:e|ed|ing)\\b.*\\b(?:post|page|publish|live|release|changes?)\\b.*", () => ({ kind: "cannot", reason: SCHEDULE })),
  // "Copy: '…'" labels the words, it asks for no copy
  rule("(duplicate|copy|clone|translate|redesign|restyle|rewrite|proofread|spell ?check|optimi[sz]e|schedule|email|send|print|export|import|back ?up|redo)\\b(?!\\s*:).*", ([verb]) => ({ kind: "cannot", reason: cannotDo(verb) })),
  rule("make (?:the |our |this |that )?(.+?) (?:look )?(?:nicer|better|prettier|more modern|more professional|friendlier|more fun|pop|stand out)", () => ({ kind: "cannot", reason: cannotDo("redesign") })),
  // ── the previous change again, with another value
  rule("(?:put|change|set|turn|switch|revert|make) it back(?: to| as)? (?!(?:just |exactly )?(?:how|as|the way|where|what) (?:it|they) (?:was|were)\\b|(?:just|exactly)$)(.+)", ([value]) => ({ kind: "changeAgain", value: unquote(value) })),
  rule("i meant (?:it to (?:say|be|read) )?([\"'‘“](?:[^\"“”'’]|['’](?=\\w))+[\"'’”])", ([value]) => ({ kind: "changeAgain", value: unquote(value) })),
  rule("(?:change|set|make|turn) it (?:to |into )?(.+?) instead", ([value]) => ({ kind: "changeAgain", value: unquote(value) })),
  rule("(?:undo|revert) (?:that|it|the last change)(?: to| back to) (.+)", ([value]) => ({ kind: "changeAgain", value: unquote(value) })),
  // ── one post by what it is: "which post is the oldest?", "what's our latest blog post?"
  rule("(?:which|what) (?:blog )?(?:post|article) (?:is|was) (?:the )?((?:oldest|newest|latest|most recent|first|last)|(?:most )?recently (?:published|written|added))(?: one)?", ([order]) => ({ kind: "askPost", post: order, ask: "body" })),
  rule("(?:which|what)(?:'s| is| was) (?:the |our )?((?:oldest|newest|latest|most recent|first|last|(?:most )?recently (?:published|written|added))(?: (?:draft|published|live))?) (?:blog )?(?:post|article)", ([selector]) => ({ kind: "askPost", post: selector, ask: "body" })),
  // "what's the newest draft on the blog?": the draft is a post.
  rule("(?:which|what)(?:'s| is| was) (?:the |our )?((?:oldest|newest|latest|most recent|first|last) draft)(?: (?:on|in) (?:the |our )?blog)?", ([selector]) => ({ kind: "askPost", post: selector, ask: "body" })),
  // ── posts without a cover: "which posts are missing a cover image?", "list the posts with no cover picture"
  rule("(?:{LIST} ?|(?:which|what|are there any|do any) )(?:of )?(?:the |our )?(?:(draft|published|live) )?(?:blog )?(?:posts|articles)(?: (?:that|which))? (?:are missing|is missing|have no|has no|don't have|do not have|without|lack|lacking|with no|(?:are|have) (?:got )?no)(?: an?| any)? covers?(?: (?:image|picture|photo|pic)s?)?(?: (?:yet|at the moment|right now))?", ([status]) => ({ kind: "listPosts", cover: "missing", ...(postStatus(status) ? { status: postStatus(status) } : {}) })),
  // ── posts by tag: "what posts are tagged news?", "show me posts tagged seasonal"
  rule("(?:{LIST} ?|(?:which|what) )(?:the )?(?:blog )?(?:posts|articles) (?:are |have been )?(?:tagged|with the tag|with tag|under the tag) [\"']?([\\w -]+?)[\"']?", ([tag]) => ({ kind: "listPosts", tag: tag.trim() })),
  // ── counting: "how many draft posts are there", "how many posts have we published", "count the pages"
  rule("(?:how many|count(?: the)?|number of) (?:(draft|drafted|unpublished|published|live|archived) )?(pages|posts|articles|images|pictures|photos|pics)(?: (?:are there|do we have|have we got|exist|(?:are |do we have )?(?:on|in) (?:the )?(?:site|website|blog|library|media library)|(?:are|have we|did we|have been|were) (drafts?|drafted|unpublished|published|live|archived)(?: so far| yet)?|(?:are )?(?:still )?(?:in|as) (drafts?)|(?:are|is) there(?: in total)?))?", ([before, noun, after, draft]) => counted(noun, before || after || draft)),
  rule("(?:(?:{LIST}|(?:are there|do we have|have we got)(?: any)?) ?|(?:which|what)(?: of (?:our|the))? )(pages|posts|articles)(?: (?:that|which))? (?:are(?:n't| not)|haven't been|have not been) (?:yet )?(?:published|live)(?: yet)?", ([noun]) => counted(noun, "draft")),
  rule("(?:{LIST} ?|(?:which|what)(?: of (?:our|the))? )(pages|posts|articles)(?: (?:that|which))? (?:are|were|have been|is) (?:still |not yet |already |currently )?(?:in )?(drafts?|drafted|unpublished|published|live|archived)(?: yet| still| now)?", ([noun, status]) => counted(noun, status)),
  rule("(?:which|what) (pages|posts|articles) (?:are|have(?:n't| not)? been) not (?:yet )?(published|live)(?: yet)?", ([noun]) => counted(noun, "draft")),
  // ── where the site says something: "which pages mention 'accessible'", "did I write a post about lake como?"
  ...VALUE_WHERE_RULES,
  rule("(?:which|what) (?:pages?|posts?|articles?|parts? of the (?:site|website)|places?|sections?)(?: (?:on|of) (?:the|our) (?:site|website))? (?:mentions?|says?|contains?|uses?|talks? about|includes?|refers? to) (?!.+ as (?:its|their|the|a) cover\\b)(.+)", ([query]) => wordingSearch(query)),
  rule("(?:do|does) (?:the (?:site|website)|our (?:site|website)|any (?:pages?|posts?)|anything) (?:ever )?(?:say|mention|use|contain|talk about|refer to) (.+?)(?: anywhere)?(?: on (?:the|our) (?:site|website))?(?: anywhere)?", ([query]) => wordingSearch(query)),
  rule("(?:did|have|has) (?:i|we|anyone|someone|somebody) (?:ever )?(?:write|written|wrote|make|made|create|created|do|done|publish|published|post|posted|put up) (?:a |an |any )?(?:blog )?(?:posts?|articles?|pages?) (?:about|on|for) (.+)", ([query]) => wordingSearch(query)),
  rule("(?:have we got|do we have|is there|have we) (?:anything|something|any(?:thing)? (?:pages?|posts?)) (?:on (?:the|our) (?:web)?site )?(?:about|on|mentioning|that mentions|which mentions|that says|regarding) (.+)", ([query]) => wordingSearch(query)),
  rule("(?:find|show(?: me)?|list|get) (?:whatever|anything|everything|all|every(?:thing)? (?:page|post|place)) (?:on (?:the|our) (?:web)?site )?(?:that |which )?(?:mentions?|says|talks about|is about|refers to|contains) (.+)", ([query]) => wordingSearch(query)),
  rule("(?:does|do|is|are) (?:the (?:words? |phrase )?)?(.+?) (?:appear|show up|come up|feature|get mentioned|mentioned)(?: anywhere)?(?: (?:on|in) (?:the|our) (?:web)?site)?(?: anywhere)?", ([query]) => wordingSearch(query.replace(/^(?:our|the)\s+/i, ""))),
  rule("where (?:on (?:the|our) (?:site|website) )?(?:stands|appears?|do we (?:say|mention|write|use|promise|claim|state|offer)|does it say|is it written|did we write) (.+?)(?: on (?:the|our) (?:site|website))?", ([query]) => wordingSearch(query)),
  // "where does the site mention pop-ups?", "the site mentions pop-ups somewhere. Where?"
  rule("where (?:on (?:the|our) (?:web)?site )?(?:does|do) (?:the (?:web)?site|our (?:web)?site|it|we|any (?:page|post)) (?:mention|say|talk about|refer to|use) (.+?)(?: on (?:the|our) (?:web)?site)?", ([query]) => wordingSearch(query)),
  ...ENTRY_STATUS_RULES,
  ...LIST_ITEM_RULES,
  ...SETTINGS_RULES,
  ...PUBLISHING_RULES,
  ...CONTENT_RULES,
  ...IMAGE_RULES,
  ...NAVIGATION_RULES,
  ...ENTRY_RULES,
  ...SECTION_RULES,

  // ── settings (before pages: "rename the site")
  rule("(?:what(?:'s| is)|show(?: me)?|tell me|get) (?:the |our |my |this )?(?:site(?:'s)? |website(?:'s)? )?(name|tagline|title|slogan)(?: of (?:the|our|this|my) (?:site|website))?", ([word]) => ({ kind: "getSetting", key: settingWord(word) })),
  rule("what(?:'s| is) (?:the|our|this|my) (?:site|website) called(?: again| now)?", () => ({ kind: "getSetting", key: "name" })),
  // "Our new tagline is 'Seasonal flowers …' — can you put that in": the value stated, then asked for.
  rule("(?:our|the) new (tagline|slogan|site name|name) (?:is|should be|=):? ([\"'][^\"']+[\"'])(?:\\s*[—–,;.-]+\\s*(?:(?:can|could|would) you |please |pls )?(?:put|pop|stick|add|use|change|update|set|swap)\\b.*)?", ([word, value]) => ({ kind: "updateSetting", key: settingWord(word.replace(/^site /, "")), value: unquote(value) })),
  rule("(?:change|set|update|make|switch) (?:the |our |my )?(?:site(?:'s)? |website(?:'s)? )?(name|tagline|title|slogan) (?:to|as|=) (.+)", ([word, value]) => ({ kind: "updateSetting", key: settingWord(word), value: unquote(value) })),
  rule("rename (?:the |our |my )?(?:site|website) (?:to |as )?(.+)", ([value]) => ({ kind: "updateSetting", key: "name", value: unquote(value) })),
  rule("{LIST} (?:site |website )?settings", () => ({ kind: "showSettings" })),

  // ── navigation (before pages and sections: "add X to the navigation", "remove X from the menu")
  rule("(?:{LIST}|what(?:'s| is) (?:in|on)) {NAV}(?: items| links)?", () => ({ kind: "showNavigation" })),
  rule("(?:show|open|read|view)(?: me)? (?:the |our )?((?:oldest|newest|latest|most recent|first|last) (?:draft|published )?|draft|(?:most )?recently published )(?:one|post|article)?", ([selector]) => ({ kind: "askPost", post: selector.trim() || "draft", ask: "body" })),
  rule("add (?:a |an )?(?:new )?(?:nav(?:igation)? |menu )?link to {URL} (?:called|named|labell?ed|titled|with (?:the )?label) (.+?)(?: (?:to|in|on) {NAV})?", ([url, label]) => addNavLink(label, url)),
  rule("add (?:a |an )?(?:new )?(?:nav(?:igation)? |menu )?link (?:called|named|labell?ed|titled) (.+?) (?:to|pointing to|for|that goes to|linking to) {URL}(?: (?:to|in|on) {NAV})?", ([label, url]) => addNavLink(label, url)),
  rule("add (.+?) \\(?{URL}\\)? (?:to|in|into|on) {NAV}", ([label, url]) => addNavLink(label, url)),
  // "put a link to it in the menu called Autumn", "add the Gift Vouchers page to the nav as 'Vouchers'": the link's own words
  rule("(?:add|put) (?:a link to )?(?:the |our )?(.+?)(?: page)?(?: link)? (?:to|in|into|on) {NAV},? (?:called|named|labell?ed|titled|as|saying) (.+)", ([page, label]) => ({ kind: "addMenuItemAt", page: target(page), label: unquote(label) })),
  rule("add (?:a link to )?(.+?)(?: page)?(?: link)? (?:to|in|into|on) {NAV}", ([label]) => addNavLink(label)),
  rule("(hide|show|unhide|display)(?: me)? (.+?) (?:link|item|menu item|nav item|navigation item|entry)(?: again| back)?(?: (?:in|from|on) {NAV})?(?: again| back)?", ([verb, label]) => navItem(label, (name) => ({ kind: "setNavVisibility", label: name, visible: !/^hide$/i.test(verb) }))),
  rule("(hide|show|unhide|display) (.+?) (?:in|from|on) {NAV}", ([verb, label]) => navItem(label, (name) => ({ kind: "setNavVisibility", label: name, visible: !/^hide$/i.test(verb) }))),
  rule("(?:remove|delete|drop|take) (.+?)(?: link| item| menu item| nav item| page link)? (?:from|out of|off) {NAV}", ([label]) => ({ kind: "removeNavLink", label: target(label) })),
  rule("(?:remove|delete) (.+?) (?:link|menu item|nav item|navigation item)", ([label]) => ({ kind: "removeNavLink", label: target(label) })),

  // ── sections
  rule("(?:what(?:'s| is| does)|show(?: me)?|tell me|give me) the {TEMPLATE}(?: section)? {FIELD}(?: say)? (?:on|of|in|for) {PAGE}(?: say)?", ([template, field, page]) => sectionField(template, field, page)),
  rule("(?:what(?:'s| is| does)|show(?: me)?|tell me) the {FIELD} (?:of|on|in) the {TEMPLATE}(?: section)? (?:on|of|in) {PAGE}(?: say| read)?", ([field, template, page]) => sectionField(template, field, page)),
  // "make the hero button on the home page go to the contact page": where the button goes, never its words
  rule("(?:make|get|have) the {TEMPLATE}(?: section)? (?:button|cta)(?: button)? (?:on|of|in) {PAGE} (?:go|point|link|lead)s? (?:to|at) (.+)", ([template, page, value]) => sectionField(template, "button link", page, value)),
  rule("(?:make|get|have) the (?:button|cta)(?: button)? (?:on|of|in) {PAGE} (?:go|point|link|lead)s? (?:to|at) (.+)", ([page, value]) => sectionField("", "button link", page, value)),
  rule("(?:change|set|update|make|replace) the {TEMPLATE}(?: section)? {FIELD} (?:on|of|in|for) {PAGE}(?: to| with| =|:) (.+)", ([template, field, page, value]) => sectionField(template, field, page, value)),
  rule("(?:change|set|update|replace) the {FIELD} (?:of|on|in) the {TEMPLATE}(?: section)? (?:on|of|in) {PAGE} (?:to|with|=) (.+)", ([field, template, page, value]) => sectionField(template, field, page, value)),
  rule("(?:put|write|use|have) ([\"'].+?[\"']) (?:on|as|in|for) the {TEMPLATE}(?: section)? {FIELD} (?:on|of|in) {PAGE}", ([value, template, field, page]) => sectionField(template, field, page, value)),
  rule("(?:the )?{TEMPLATE}(?: section)? {FIELD} (?:on|of|in) {PAGE} (?:to|=|:|should (?:be|say|read)) (.+)", ([template, field, page, value]) => sectionField(template, field, page, value)),
  rule("(?:change|set|update|replace|edit|make) (?:the )?(?:main |page |top |big )?{FIELD} (?:on|of|in|for) {PAGE}(?: to| with| =|:) (.+)", ([field, page, value]) => sectionField("", field, page, value)),
  rule("(?:change|set|update|replace|edit|make) (?:the )?(.+?)(?: page)?'s (?:main |top |big )?{FIELD}(?: to| with| =|:) (.+)", ([page, field, value]) => sectionField("", field, page, value)),
  rule("(?:add|append|insert|put) (?:(?:a|an|the|another|one|new) )*{TEMPLATE}(?: section| block)? (?:to|on|onto|into|in) (?:the (top|start|beginning|bottom|end) of )?{PAGE}", ([template, end, page]) => {
    const templateKey = templateKeyFor(template);
    return templateKey ? addSectionTo(page, templateKey, {}, end && /top|start|beginning/i.test(end) ? { to: "top" } : undefined) : undefined;
  }),
  rule("(?:remove|delete|drop|take out|get rid of|take) (?:the |a |an )?(?:(first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th) )?{TEMPLATE}(?: section| block)? (?:from|on|of|in|off) {PAGE}(?:,? the [\"'].+?[\"'] (?:bit|part|section|block|one))?", ([ordinal, template, page]) => removeSection(page, template, ordinal)),
  // the page first: "on the contact page remove the gallery section"
  rule("(?:on|in|from) {PAGE},? (?:remove|delete|drop|take out|get rid of) (?:the |a |an )?(?:(first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th) )?{TEMPLATE}(?: section| block)?", ([page, ordinal, template]) => removeSection(page, template, ordinal)),

  // ── publishing (before posts and pages: "publish them", "publish everything")
  rule("(?:publish|release|ship|deploy) (?:everything|all|all (?:the |my |our )?(?:unpublished |pending |draft )?(?:changes|edits|drafts)|every (?:change|draft))(?: live| now| at once)?", () => ({ kind: "publishChanges", scope: "all" })),
  rule("(?:publish|release|ship|deploy)(?: (?:it )?(?:live|now))?", () => ({ kind: "publishChanges", scope: "recent" })),
  rule("(?:put|push|make|set|get|take) (?:everything|all (?:the |my |our )?(?:changes|edits|drafts)) (?:live|online|public)(?: now)?", () => ({ kind: "publishChanges", scope: "all" })),
  rule("go live(?: with (?:everything|all (?:the )?changes))?(?: now)?", () => ({ kind: "publishChanges", scope: "all" })),
  rule("(?:publish|release|ship|push live|put live) (?:both(?: of them)?|all of them|all that|(?:everything|all|what) (?:we|i|you)(?:'ve| have)? (?:did|done|changed|made|edited)(?: (?:so far|today|here|in this chat))?|(?:all )?(?:my|our) changes)(?: live| now)?", () => ({ kind: "publishChanges", scope: "chat" })),
  rule("(?:publish|release|ship) (?:it all|them(?: all)?|all of (?:it|them)|(?:these|those|the|my|our) (?:changes|edits)|these|those)(?: live| now)?", () => ({ kind: "publishChanges", scope: "recent" })),
  rule("(?:put|push|make|set|get|take) (?:it all|them(?: all)?|all of (?:it|them)|(?:these|those|the|my|our) (?:changes|edits)|these|those) (?:live|online|public)(?: now)?", () => ({ kind: "publishChanges", scope: "recent" })),
  rule("(?:put|push|make|set|get|take) (it|this|that) (?:live|online|public)(?: now)?", ([pronoun]) => ({ kind: "pageAction", action: "publish", page: pronoun.toLowerCase() })),

  // ── posts
  rule("{LIST} ?(draft|drafted|published|live|archived|unpublished)? ?(?:blog )?(?:posts|articles|blog)", ([status]) => ({ kind: "listPosts", ...(postStatus(status) ? { status: postStatus(status) } : {}) })),
  rule("what (?:blog )?posts (?:do we have|are there|exist|have we got)", () => ({ kind: "listPosts" })),
  // "how many drafts are sitting in the blog?"
  rule("how many (?:(draft|published|live|archived) )?(?:blog )?(posts|articles|drafts) (?:are|do we have|have we got)(?: (?:sitting|waiting|there|left|still))?(?: (?:in|on) (?:the|our) blog)", ([status, noun]) => {
    const wanted = postStatus(status) ?? (/^drafts$/i.test(noun) ? "draft" : undefined);
    return { kind: "listPosts", ...(wanted ? { status: wanted } : {}) };
  }),
  rule("which posts are (drafts?|published|live|archived)", ([status]) => ({ kind: "listPosts", status: postStatus(status.replace(/s$/i, "")) })),
  rule("(?:create|write|draft|add|start|make|compose|new) (?:a |an )?(?:new )?(?:draft )?(?:blog )?(?:post|article)(?: (?:called|named|titled|entitled|with (?:the )?title|about|on))?:? (.+)", ([rest]) => newPost(rest)),
  rule("(publish|unpublish|un-publish|delete|remove|trash) (.+)", ([verb, rest]) => mixedList(verb, rest)),
  rule("(publish|unpublish|un-publish|archive|delete|remove|trash) (.+)", ([verb, rest]) => (partOfSomething(rest) ? undefined : bulkPosts(verb, rest))),
  rule("(publish|unpublish|un-publish|archive|delete|remove|trash) (?:the |my |our )?(?:blog )?(?:post|article)(?: (?:about|on|called|named|titled|regarding|of|for))? (.+)", ([verb, post]) => ({ kind: "postAction", action: postVerb(verb), post: target(post) })),
  rule("(publish|unpublish|un-publish|archive|delete|remove|trash) ((?:all|every|each) (?:of )?(?:the |our |my )?(?:\\w+ )?(?:blog )?(?:posts?|articles?)(?: tagged .+| with the tag .+)?)", ([verb, posts]) => ({ kind: "postAction", action: postVerb(verb), post: posts })),
  rule("(publish|unpublish|un-publish|archive|delete|remove|trash) (?:the |my |our )?(.+?) (?:blog )?(?:post|article)", ([verb, post]) => ({ kind: "postAction", action: postVerb(verb), post: target(post) })),
  // Only posts can be archived.
  rule("archive (.+)", ([post]) => ({ kind: "postAction", action: "archive", post: target(post) })),

  // ── images
  rule("{LIST} ?(?:images|photos|pictures|pics|media|media library|image library)", () => ({ kind: "listImages" })),
  rule("what (?:images|photos|pictures) (?:do we have|are there|have we got)", () => ({ kind: "listImages" })),
  rule("(?:find|search for|look for|get|show|show me|do we have|is there|have we got|locate)(?: me)? (?:an? |any |the |some )?(?:image|photo|picture|pic|shot)s? (?:of|with|showing|about|for|that shows) (?:an? |the )?(.+)", ([description]) => ({ kind: "findImage", description: unquote(description) })),
  rule("(?:set|change|update|make) (?:the )?alt(?:-text| text)? (?:of|for|on) (?:the )?(?:image |photo |picture )?(.+?)(?: image| photo| picture)? (?:to|as) (.+)", ([image, alt]) => ({ kind: "setImageAlt", image: target(image), alt: unquote(alt) })),
  rule("(?:delete|remove|trash) (?:the )?(?:image|photo|picture) (?:of |called |named )?(.+)", ([image]) => (/^(?:from|off|on)\s|^(?:page|post)s?$/i.test(image) ? undefined : { kind: "deleteImage", image: target(image) })),
  rule("(?:delete|remove|trash) (?:the )?(.+?) (?:image|photo|picture)", ([image]) => (/^(?:cover|page|post)$/i.test(image) ? undefined : { kind: "deleteImage", image: target(image) })),

  // ── entries
  rule("{LIST} ?(?:collections|content types|content collections)", () => ({ kind: "listCollections" })),
  rule("{LIST} ?entries (?:in|of|from) (?:the )?(.+?)(?: collection)?", ([collection]) => ({ kind: "listEntries", collection: unquote(collection) })),

  // ── web (before pages and search: "what is on https://…", "search the web for …")
  rule("(?:search|look|check) (?:the web|online|the internet|on the web) (?:for )?(.+)", ([query]) => ({ kind: "webSearch", query: unquote(query) })),
  rule("(?:web search|google|bing)(?: for)? (.+)", ([query]) => ({ kind: "webSearch", query: unquote(query) })),
  rule("(?:look up|search for|find) (.+?) (?:online|on the web|on the internet)", ([query]) => ({ kind: "webSearch", query: unquote(query) })),
  rule("(?:http get|get request(?: to)?|send a get request to|curl) {URL}", ([url]) => ({ kind: "fetchUrl", url, via: "http" })),
  rule("(?:fetch|read|open|load|summari[sz]e|visit|get|what(?:'s| is) on|what does) (?:the )?(?:page |url |website |site |content (?:of|at|from) )?((?:https?:\\/\\/)\\S+)(?: say)?", ([url]) => ({ kind: "fetchUrl", url, via: "web" })),

  // ── pages
  rule("{LIST} ?(draft|drafted|published|live|unpublished)? ?pages", ([status]) => ({ kind: "listPages", ...(pageStatus(status) ? { status: pageStatus(status) } : {}) })),
  rule("what pages (?:do we have|are there|exist|have we got)", () => ({ kind: "listPages" })),
  rule("which (?:of (?:our|the) )?pages are (?:actually |currently |really |still |only |just )?(drafts?|published|live)(?: (?:on|at) the (?:web)?site| right now| at the moment| now| yet)?", ([status]) => ({ kind: "listPages", status: pageStatus(status.replace(/s$/i, "")) })),
  rule("(?:create|make|add|build|set up|start|new) (?:a |an )?(?:new )?(?:draft )?page(?: new)?(?: (?:called|named|titled|entitled|with (?:the )?(?:title|name)|for|about))?[,:]? (.+)", ([rest]) => createPage(rest)),
  rule("(?:create|make|add|build|set up|start) (?:a|an) (?:new )?(.+?) page(?: (with .+))?", ([title, sections]) =>
    /\b(?:section|block|to|on|in|into)\b/i.test(title) ? undefined : createPage(`"${unquote(capitalize(title))}" ${sections}`)),
  rule("rename {PAGE} (?:to|as|into) (.+)", ([page, title]) => {
    const inMenu = /^(.+?)\s+(?:in|on)\s+(?:the\s+)?(?:main\s+)?(?:menu|nav|navigation|navbar)$/i.exec(title);
    // "rename the page 'About' so that it reads 'About the Studio'": the words it should read
    const words = title.replace(/^(?:to|as|into|so\s+(?:that\s+)?it\s+(?:reads|says))\s+(?=["'])/i, "");
    return inMenu ? { kind: "editMenuItem", label: target(page), newLabel: unquote(inMenu[1]) } : { kind: "renamePage", page: target(page), title: unquote(words) };
  }),
  rule("(?:change|set|update|rename) (?:the )?(.+?) page(?:'s)? (?:title|name) (?:to|as|=) (.+)", ([page, title]) => ({ kind: "renamePage", page: target(page), title: unquote(title) })),
  rule("(?:change|set|update) the (?:title|name) of {PAGE} (?:in|into) ([\"'].+[\"'])", ([page, title]) => ({ kind: "renamePage", page: target(page), title: unquote(title) })),
  rule("(?:change|set|update) the (?:title|name) of {PAGE} to (.+)", ([page, title]) => ({ kind: "renamePage", page: target(page), title: unquote(title) })),
  // "the page 'Contact' shall get the title 'Kontakt'", "give the about page the name 'Studio'"
  rule("(?:the )?page ([\"'][^\"']+[\"']) (?:shall|should|must|will|can|is to) (?:get|have|be given|receive|carry) (?:the|a|as) (?:new )?(?:title|name) ([\"'][^\"']+[\"'])", ([page, title]) => ({ kind: "renamePage", page: target(page), title: unquote(title) })),
  rule("give {PAGE} the (?:new )?(?:title|name) ([\"'][^\"']+[\"'])", ([page, title]) => ({ kind: "renamePage", page: target(page), title: unquote(title) })),
  rule("(?:show|open|view|display|describe|inspect|check)(?: me)? (?:the )?page (.+)", ([page]) => ({ kind: "showPage", page: target(page) })),
  rule("(?:show|open|view|display|describe|inspect|check)(?: me)? (?:the )?(.+?) page", ([page]) => ({ kind: "showPage", page: target(page) })),
  rule("what(?:'s| is) (?:on|in) {PAGE}", ([page]) => ({ kind: "showPage", page: target(page) })),
  // "what does the button at the bottom of the home page say?": the button of the section there
  rule("what does (?:the )?(button|link|subheading|subtitle|heading|headline) (?:at|near) the (?:very )?(bottom|end|top|start) (?:of|on) {PAGE}(?: say| read| show)", ([field, where, page]) =>
    sectionField(/bottom|end/i.test(where) ? (/button|link/i.test(field) ? "cta" : "") : "hero", field, page)),
  rule("what does {PAGE} (?:look like|contain|say|have on it)", ([page]) => ({ kind: "showPage", page: target(page) })),
  rule("(?:create|make|build|set up|add) (?!(?:a|an|the|new)\\b)(.+?) (?:with|containing|that has|having|including) (.+)", ([title, sections]) => {
    const intent = createPage(`"${unquote(title)}" with ${sections}`);
    return intent?.kind === "createPage" && intent.templates.length ? intent : undefined;
  }),
  rule("(publish|unpublish|un-publish|take down|take offline|delete|remove|trash) (.+)", ([verb, rest]) => (partOfSomething(rest) ? undefined : bulkPages(verb, rest))),
  rule("(publish|unpublish|un-publish|take down|take offline|delete|remove|trash) (.+)", ([verb, name]) => (partOfSomething(name) ? undefined : pageAction(verb, name))),

  // ── search and entries: the most general shapes, last
  rule("(?:search for|search the (?:site|cms|content) for|search|find|look for|look up|where (?:is|do we mention|does it say)) (.+)", ([query]) => wordingSearch(query)),
  // "are there any drafts?": what is waiting to go live, not a collection called "drafts"
  rule("{LIST} ?(?:draft|unpublished|pending) ?(?:drafts|changes|edits|things|content|items|stuff)?", () => ({ kind: "listChanges" })),
  rule("{LIST} ?(?:the )?drafts", () => ({ kind: "listChanges" })),
  rule("{LIST} ?([a-z][a-z -]{1,40}s)", ([collection]) => (collection.trim().split(/\s+/).length <= 3 ? { kind: "listEntries", collection: collection.trim() } : undefined)),
];

function postVerb(verb: string): PostVerb {
  const word = verb.toLowerCase();
  if (word === "publish" || word === "archive") return word;
  return /^un-?publish$/.test(word) ? "unpublish" : "delete";
}

function pageVerb(verb: string): PageVerb {
  const word = verb.toLowerCase().replace(/\s+/g, " ");
  if (word === "publish") return "publish";
  return ["unpublish", "un-publish", "take down", "take offline"].includes(word) ? "unpublish" : "delete";
}
