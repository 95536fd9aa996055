import type { Intent } from "./intents";
import { escapeRegExp } from "@/lib/text/regex";
import { protectQuotes, titleFrom, unquote } from "./text";
import { pageIn } from "./replacements";
import { readColour } from "./colours";
import { pageNamedAsLink } from "./link-target";
import { ANY_SECTION, FIELD_PATTERN, HOLDS_CONTENT, LAST_SECTION_WITH, TEMPLATE_PATTERN, fieldFor, templateKeyFor } from "./vocabulary";

/**
 * The fallback reader for requests no sentence rule fits ("The welcome post is old, archive it",
 * "pricing page to menu pls", "Please change the name of site in 'Northwind Design'"): it finds the
 * three slots every request has — what to do (an action word anywhere, with its synonyms), what
 * kind of thing (page, post, image, menu, a setting) and which one (the words next to the kind
 * word, matched against the real content later) — plus the new value (quoted text, or what follows
 * "to", "->", "=" or ":"). It only answers when the action and the kind are both clear; otherwise
 * the request gets a question with the choices. Deterministic: no sentence model is involved.
 */
export type Action = "delete" | "unpublish" | "publish" | "archive" | "hide" | "unhide" | "rename" | "set" | "create" | "read";
type Kind = "page" | "post" | "image" | "menu" | "tagline" | "siteName" | "colour" | "testimonial";

/** Action words, longest first where one contains another. */
const ACTIONS: [Action, RegExp][] = [
  ["unpublish", /\b(?:unpublish|take\s+(?:\w+\s+){0,4}?(?:down|off(?:line)?)|pull\s+(?:\w+\s+){0,4}?(?:down|off)|offline|off\s+the\s+(?:site|website|blog|web))\b/i],
  ["delete", /\b(?:delete|remove|trash|bin|scrap|erase|kill|nuke|ditch|drop|axe|wipe|get\s+rid\s+of|throw\s+away|lose)\b/i],
  ["archive", /\barchive\b/i],
  ["unhide", /\b(?:unhide|show\s+(?:\w+\s+){0,3}?again)\b/i],
  ["hide", /\bhide\b/i],
  ["publish", /\b(?:publish|go\s+live|(?:make|put|get|set|push)\s+(?:\w+\s+){0,4}?(?:live|public|up)|go\s+(?:on|up\s+on)\s+the\s+(?:site|website|blog)|on\s+(?:to\s+)?the\s+(?:site|website|blog)\s+(?:now|please)?$|release|launch)\b/i],
  ["rename", /\b(?:rename|retitle|relabel|call\s+it|name\s+it)\b/i],
  ["delete", /\b(?:shouldn't|should\s+not|mustn't|must\s+not|doesn't\s+need\s+to|does\s+not\s+need\s+to)\s+be\s+(?:in|on|there)\b/i],
  ["create", /\b(?:create|add|new|write|start|build|set\s+up|put|include|(?:must|should|needs?\s+to)\s+(?:have|include|show)|needs)\b/i],
  ["set", /\b(?:change|set|update|make|edit|swap\s+out|swap|replace|switch|turn|fix|correct|modify|amend|should\s+(?:now\s+)?(?:be|say|read|become)|needs\s+to\s+(?:be|say)|must\s+(?:be|say)|(?:is|are)\s+now(?=\s+\u0000))\b/i],
  // Questions start with their word; "is" and "are" inside a statement ("the about page still says we are four") ask nothing.
  ["read", /^(?:list|ls|show|see|view|display|what|what's|which|how\s+many|is|are|do\s+we\s+have|have\s+we\s+got|tell\s+me|give\s+me|find|how\s+(?:can\s+)?i\s+(?:can\s+)?see|where|why)\b|\b(?:list|show|see|view|display|how\s+many)\b/i],
];

const KINDS: [Kind, RegExp][] = [
  ["tagline", /\b(?:tagline|slogan|strapline|motto)\b/i],
  ["siteName", /\b(?:(?:site|website)(?:'s)?\s+(?:name|title)|name\s+of\s+(?:the\s+|our\s+)?(?:site|website))\b/i],
  ["colour", /\b(?:colou?rs?|accent|primary|brand\s+colou?r)\b/i],
  ["testimonial", /\b(?:testimonials?|reviews?)\b/i],
  ["menu", /\b(?:menu|nav|navigation|navbar)\b/i],
  ["image", /\b(?:images?|pictures?|photos?|pics?|imgs?)\b|\.(?:jpe?g|png|webp|gif)\b/i],
  ["post", /\b(?:posts?|articles?)\b/i],
  ["page", /\bpages?\b/i],
];

/** Words that name a part of a page or post, not the whole. */
const PART_OF_A_PAGE = new RegExp(String.raw`\b(?:sections?|blocks?|bits?|parts?|questions?|answers?|features?|buttons?|headings?|paragraphs?|${TEMPLATE_PATTERN})\b`, "i");

/** Words that never name a thing. */
const FILLER = new Set(
  "the a an our my your this that these those its it of on in to for from with at by and or please pls can could you we i me us is are be been was were do does did has have had just also now still already some any all every old new current there here so but not no really very bit little called named titled link links item items entry one".split(" "),
);
const KIND_NOUN = /^(?:pages?|posts?|articles?|blog|images?|pictures?|photos?|pics?|imgs?|menu|nav|navigation|navbar|website|site|web)$/i;
/** Words that end a name: prepositions of place and joining words. */
const BOUNDARY = /^(?:to|from|in|into|on|onto|off|under|below|above|after|before|with|as|and|then|please|pls|for|at|out|because|since|so|but|->|→|=|:)$/i;

function words(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

const clean = (word: string) => (/^(?:->|→|=|:)$/.test(word) ? word : word.toLowerCase().replace(/^[^\w\u0000"'/#]+|[^\w\u0000"'.#/-]+$/g, "").replace(/[.,;:!?]+$/, ""));

/** The words that name the thing: before the kind word back to a determiner, else after it ("post called X", "page about our prices"). */
function nameNear(tokens: string[], at: number, actionWords: Set<string>): string {
  const before: string[] = [];
  for (let index = at - 1; index >= 0; index--) {
    const word = clean(tokens[index]);
    if (/[,;:]$/.test(tokens[index]) || FILLER.has(word) || BOUNDARY.test(word) || actionWords.has(word) || KIND_NOUN.test(word)) break;
    before.unshift(tokens[index]);
  }
  if (before.length) return before.join(" ");
  const after: string[] = [];
  let index = at + 1;
  while (index < tokens.length && /^(?:called|named|titled|about|of|on|for|with\s+name|:)$/i.test(clean(tokens[index]))) index++;
  for (; index < tokens.length; index++) {
    const word = clean(tokens[index]);
    if (BOUNDARY.test(word) || actionWords.has(word) || KIND_NOUN.test(word)) break;
    if (!FILLER.has(word) || after.length) after.push(tokens[index]);
    if (/[,;:]$/.test(tokens[index])) break;
  }
  return after.filter((word, index, all) => index < all.length - 1 || !FILLER.has(clean(word))).join(" ");
}

/** The new value: quoted text, else what follows the last "to", "->", "=", "as" or ":". */
function valueIn(masked: string, restore: (text: string) => string): string | undefined {
  const quoted = /\u0000\d+\u0000/.exec(masked);
  if (quoted) return unquote(restore(quoted[0]));
  // The last of them: "Notes from the head: the site name should be X" gives X.
  const after = /(?:\s(?:to|into|as|in|should\s+(?:be|say|read)|needs\s+to\s+be|must\s+be|is\s+now)\s|\s*(?:->|→|=|:)\s*)(?!.*\s(?:to|as|should\s+(?:be|say|read)|needs\s+to\s+be|must\s+be)\s)(.+)$/i.exec(masked);
  if (!after) return undefined;
  const value = restore(after[1]).replace(/[.!?]+$/, "").trim();
  // "to the council's form: https://…": the words only describe the address
  const described = /^[^:]{1,60}:\s*((?:https?:\/\/|www\.)\S+)$/i.exec(value);
  if (described) return described[1];
  // "/blog, keep the wording": an address ends where it ends
  return /^(?:\/|https?:\/\/|www\.)/i.test(value) ? value.split(/[\s,;]/)[0] : value;
}

const stripValue = (text: string, value: string | undefined) => (value ? text.replace(value, " ") : text);

/** How a request reads by its slots, or undefined when its action or its kind is not clear. */
export function parseBySlots(sentence: string): Intent | undefined {
  const { text: masked, restore } = protectQuotes(sentence);
  const value = valueIn(masked, restore);
  const found = ACTIONS.map(([action, pattern]) => ({ action, match: pattern.exec(masked) })).filter((entry) => entry.match);
  // "pricing page to menu pls": a thing sent to the menu is added to it.
  const toMenu = /^(.+?)\s+(?:to|in|into)\s+(?:the\s+)?(?:menu|nav|navigation|navbar)$/i.exec(masked);
  // …never a sentence ("Blog must come before About in the menu")
  if (!found.length && toMenu && toMenu[1].split(/\s+/).length <= 4 && !/\b(?:must|should|shall|needs?|has|have|comes?|goes?|be|is|are|was|were|sits?)\b/i.test(toMenu[1])) return { kind: "addNavLink", label: unquote(restore(toMenu[1])).replace(/^(?:the|a)\s+|\s+(?:page|link)$/gi, "") };
  // "alt for team-photo.jpg: 'Our team'", "tagline: Calm websites": a field and a value ask to set it —
  // unless the value is what it says now ("the sunrise photo's caption says 'Sunrise over the hills'").
  // (the field is named before its value: "User report: the gallery … has no caption" names none)
  const beforeValue = masked.includes("\u0000") ? masked.split("\u0000")[0] : masked.split(/\s*(?:->|→|=|:)\s*|\s(?:to|as)\s/)[0];
  if (!found.length && value && /\b(?:alt|caption|tagline|slogan|colou?r|accent)\b/i.test(beforeValue) && !/\b(?:says|reads|shows|still|currently)\b/i.test(masked)) found.push({ action: "set", match: /^/.exec(masked) });
  if (!found.length) return undefined;
  // The first action word in the sentence wins; a read word only when nothing else asks for a change.
  const changes = found.filter((entry) => entry.action !== "read");
  const asks = found.find((entry) => entry.action === "read" && entry.match!.index === 0 && /^(?:list|ls|show|what|which|how|is|are|do|have|tell|give|where|why)\b/i.test(entry.match![0]) && !/\bto\s+(?:delete|remove|publish|unpublish|archive|hide|rename|change|create|add)\b/i.test(masked));
  const { action, match } = asks ?? (changes.length ? changes : found).sort((a, b) => a.match!.index - b.match!.index)[0];
  const kinds = KINDS.filter(([, pattern]) => pattern.test(masked)).map(([kind]) => kind);
  const kind = kinds[0];
  const actionWords = new Set(words(match![0].toLowerCase()));
  // The name is looked for without the value clause ("rename page contact -> Get in touch").
  const head = value && action !== "read" ? masked.replace(/(?:\s(?:to|into|as)\s|\s*(?:->|→|=|:)\s*)(?!.*\s(?:to|as)\s).+$/i, "") : masked;
  const tokens = words(head.replace(/[,;]/g, (mark) => `${mark} `));
  const kindAt = tokens.findIndex((token) => KINDS.find(([name]) => name === kind)?.[1].test(token));
  const fileName = tokens.map((token) => token.replace(/[,:;.!?]+$/, "")).find((token) => /^[\w-]+\.(?:jpe?g|png|webp|gif|avif)$/i.test(token));
  const rawName = fileName ?? (kindAt >= 0 ? nameNear(tokens, kindAt, actionWords) : "");
  const name = restore(rawName).replace(/[.,;:!?]+$/, "").trim();
  const plural = kindAt >= 0 && /s$/i.test(clean(tokens[kindAt]));

  const field = sectionFieldIn(masked, restore, action, value);
  if (field && (!kind || kind === "page")) return field;

  switch (kind) {
    case "tagline":
    case "siteName": {
      if (action === "read") return { kind: "getSetting", key: kind === "tagline" ? "tagline" : "name" };
      const after = restore(masked.replace(/^.*?\b(?:tagline|slogan|strapline|motto|name|title)\b\s*(?:of\s+(?:the\s+|our\s+)?(?:site|website)\s*)?/i, "")).trim();
      // "the new tagline I made yesterday": words about the tagline, unquoted and after no "to", are no new one.
      const text = value ?? (action !== "create" && !/^(?:i|we|you|they|he|she|it|that|which|who|is|was|has|had)\b/i.test(after) ? after : "");
      return (action === "set" || action === "rename" || action === "create") && text ? { kind: "updateSetting", key: kind === "tagline" ? "tagline" : "name", value: text } : undefined;
    }
    case "page":
    case "post": {
      const thing = name || (/\b(?:it|this|that)\b/i.test(stripValue(masked, value)) ? "it" : "");
      if (action === "read") {
        if (/\bhow\s+many\b|\b(?:list|ls|all|every)\b/i.test(masked) || (!thing && /\b(?:pages|posts|articles)\b/i.test(masked))) {
          const status = /\bdrafts?\b|\bunpublished\b|status\s*=\s*draft/i.test(masked) ? "draft" : /\b(?:published|live)\b/i.test(masked) ? "published" : undefined;
          return kind === "page" ? { kind: "listPages", ...(status ? { status } : {}) } : { kind: "listPosts", ...(status ? { status } : {}) };
        }
        if (thing && /\b(?:live|published|public|online|on\s+the\s+(?:site|website|blog))\b/i.test(masked)) return kind === "page" ? { kind: "askPage", page: thing, ask: "live" } : { kind: "askPost", post: thing, ask: "live" };
        return thing ? (kind === "page" ? { kind: "showPage", page: thing } : { kind: "askPost", post: thing, ask: "body" }) : undefined;
      }
      if (action === "create") {
        // Only a new page or post asked for as such: "add a fourth feature … on the home page called Host" adds no page.
        if (!new RegExp(String.raw`\b(?:create|add|new|write|start|build|set\s+up|make|put)\s+(?:(?:a|an|another|one|new|fresh|blank|empty|draft|simple|short|quick)\s+)*(?:[\w-]+\s+)?(?:blog\s+)?${kind === "page" ? "page" : "(?:post|article)"}\b`, "i").test(masked)) return undefined;
        const called = /\b(?:called|named|titled|with\s+(?:the\s+)?(?:name|title))\s+(.+)$/i.exec(masked);
        const title = called ? unquote(restore(called[1])) : (value ?? name);
        if (!title) return undefined;
        // "a landing page called Spring Launch with a hero that says '…'": what it holds is never part of its title — asked about instead.
        const holds = /^(.+?)\s+(?:with|containing|that\s+has|having|including)\s+(.+)$/i.exec(title);
        if (holds && HOLDS_CONTENT.test(holds[2])) return { kind: "unknown", part: holds[2], topic: kind === "page" ? "sections" : "posts" };
        return kind === "page" ? { kind: "createPage", title: titleFrom(title), templates: [] } : { kind: "createPost", title: titleFrom(title) };
      }
      if (!thing) return undefined;
      // "on the contact page can you get rid of the last bit": a part of the page is meant, never the page itself.
      if (action !== "set" && action !== "rename" && PART_OF_A_PAGE.test(stripValue(masked, value))) return undefined;
      // "on the contact page set the seo title to …": the search engines' title or description, not the page's own.
      const seo = /\b(?:seo|meta)\s+(title|description)\b/i.exec(masked);
      if (seo && kind === "page" && value && action === "set") return { kind: "editPage", page: thing, field: /title/i.test(seo[1]) ? "seoTitle" : "seoDescription", value };
      if (seo) return undefined;
      if (action === "rename" || (action === "set" && value && /\b(?:title|name)\b/i.test(masked))) {
        if (!value) return undefined;
        return kind === "page" ? { kind: "renamePage", page: thing, title: value } : { kind: "editPost", post: thing, change: { field: "title", value } };
      }
      if (action === "hide") return kind === "page" ? { kind: "pageAction", action: "unpublish", page: thing } : { kind: "postAction", action: "unpublish", post: thing };
      if (action === "archive") return kind === "post" ? { kind: "postAction", action: "archive", post: thing } : undefined;
      if (action === "delete" || action === "unpublish" || action === "publish") return kind === "page" ? { kind: "pageAction", action, page: thing } : { kind: "postAction", action, post: thing };
      return undefined;
    }
    case "image": {
      const image = name || (/\b(?:it|this|that)\b/i.test(masked) ? "it" : "");
      // "remove the cover image from the autumn post", "remove the image from the home page": taken off something, never deleted from the library
      if (action === "delete" && /\s(?:from|off)\s+(?:the|our|this|that|its|my)\s+(?:[\w'-]+\s+){0,4}?(?:page|post|article|draft|gallery|section|hero|banner|homepage)\b/i.test(masked)) return undefined;
      if (action === "delete" && image) return { kind: "deleteImage", image };
      if (/\balt\b|\balternative\s+text\b/i.test(masked) && /\b(?:without|missing|no|lack)\b/i.test(masked) && action === "read") return { kind: "imagesMissing", field: "alt" };
      if (/\bcaptions?\b/i.test(masked) && /\b(?:without|missing|no|lack)\b/i.test(masked) && action === "read") return { kind: "imagesMissing", field: "caption" };
      // "which images have 'hills' in the alt?" asks; it never sets anything.
      if (action === "read" && value && /\b(?:alt|alternative\s+text|description|captions?)\b/i.test(masked)) return { kind: "imagesShowing", description: value, action: "list" };
      if (action !== "read" && image && value && /\balt\b|\balternative\s+text\b|\bdescription\b/i.test(masked)) return { kind: "setImageAlt", image, alt: value };
      if (action !== "read" && image && value && /\bcaption\b/i.test(masked)) return { kind: "setImageText", image, field: "caption", value };
      if (action === "read" && (!image || plural)) return { kind: "listImages" };
      if (action === "read" && image) return { kind: "findImage", description: image };
      return undefined;
    }
    case "menu": {
      const label = menuLabel(masked, restore, actionWords);
      if (action === "read" && !label) return { kind: "showNavigation" };
      if (!label) return undefined;
      if (action === "hide" || action === "unhide") return { kind: "setNavVisibility", label, visible: action === "unhide" };
      if (action === "delete") return { kind: "removeNavLink", label };
      if (action === "create") return { kind: "addNavLink", label };
      if (action === "rename" && value) return { kind: "editMenuItem", label, newLabel: value };
      return undefined;
    }
    case "colour": {
      const which = /\baccent|highlight|secondary\b/i.test(masked) ? "accent" : /\b(?:background|bg)\b/i.test(masked) ? "background" : /\b(?:text|font)\s+colou?r\b/i.test(masked) ? "text" : /\b(?:primary|main|brand)\b/i.test(masked) ? "primary" : undefined;
      if (action === "read") return { kind: "askSiteSetting", key: which ?? "colours" };
      const colour = value ?? /#[0-9a-f]{3,8}\b/i.exec(masked)?.[0] ?? restore(masked.replace(/^.*\b(?:accent|primary|brand|background|colou?r)\b\s*(?:colou?r\s*)?/i, "")).trim();
      // ("the orange accent clashes with their new logo": words after the colour's name that name no colour are no value)
      const noColour = value === undefined && "problem" in readColour(colour) && colour.split(/\s+/).length > 2;
      return which && colour && !noColour && (action === "set" || action === "create") ? { kind: "setColour", which, value: colour } : undefined;
    }
    case "testimonial":
      return action === "read" && /\bhow\s+many\b|\b(?:list|all)\b/i.test(masked) ? { kind: "listEntries", collection: "testimonials" } : undefined;
    default:
      // No kind word: hiding is only for menu items ("hide blog").
      if ((action === "hide" || action === "unhide") && !kind) {
        const label = restore(masked.replace(match![0], " ")).replace(/\b(?:the|link|item|tab|please|pls|for now|again)\b/gi, " ").replace(/\s+/g, " ").trim();
        return label && words(label).length <= 3 ? { kind: "setNavVisibility", label: unquote(label), visible: action === "unhide" } : undefined;
      }
      return undefined;
  }
}

const FIELD_WORD = new RegExp(String.raw`\b(${FIELD_PATTERN})\b`, "i");
/** Words before a field's name that say where it is or what it looks like, not what it says. */
const SECTION_OR_PLACE = new RegExp(String.raw`\b(?:${TEMPLATE_PATTERN}|main|big|top|bottom|first|second|third|last|other|same|new|old|orange|green|blue|red|white|black|grey|gray|yellow|purple|pink|dark|light|page|section)\b`, "i");
const TEMPLATE_WORD = new RegExp(String.raw`\b(${TEMPLATE_PATTERN})\b`, "i");

/**
 * "the about page heading should be 'Hello'", "home hero button → 'Book a call'": a field word, a
 * page and a new value are a change to that field (in the named section, else the first that has it).
 */
function sectionFieldIn(masked: string, restore: (text: string) => string, action: Action, value: string | undefined): Intent | undefined {
  // Two quoted texts are the old words and the new (replacements.ts), not a field's value.
  if (!value || !["set", "rename", "create"].includes(action) || (masked.match(/\u0000\d+\u0000/g) ?? []).length > 1) return undefined;
  const typed = FIELD_WORD.exec(masked.replace(/\u0000\d+\u0000/g, " "))?.[1];
  // "… button … go to /book-a-call": an address is where the button goes
  // …and so is a page named after "go to" ("… button go to the Book a Call page"), its address found when done
  const toPage = pageNamedAsLink(value) !== undefined && new RegExp(String.raw`\b(?:go|goes|point|points|link|links|lead|leads)\s+(?:to|at)\s+${escapeRegExp(value)}\s*$`, "i").test(restore(masked));
  const fieldWord = typed && /^(?:button|cta)$/i.test(typed) && (/^(?:\/|https?:|www\.)/i.test(value) || toPage) ? "button link" : typed;
  const template = typed && TEMPLATE_WORD.exec(masked.replace(typed, " "))?.[1];
  const templateKey = template ? templateKeyFor(template) : undefined;
  // "the hero subhead → 'Fast'": no page said, the page that has a hero
  const page = pageIn(restore(masked).replace(value, " ")) ?? (templateKey ? "" : undefined);
  if (!fieldWord || page === undefined || /^(?:title|name)$/i.test(fieldWord)) return undefined;
  const fieldName = templateKey ? fieldFor(templateKey, fieldWord) : undefined;
  if (templateKey && !fieldName) return undefined;
  const atBottom = /\b(?:at|near|towards?)\s+the\s+(?:very\s+)?(?:bottom|end|foot)\s+of\b/i.test(masked);
  // "make the get in touch button on the home page go to /book-a-call": the button that says that
  const said = templateKey ? undefined : new RegExp(String.raw`\bthe\s+((?:[\w'-]+\s+){0,4}?[\w'-]+)\s+${typed}\b`, "i").exec(masked)?.[1];
  const shows = said && !SECTION_OR_PLACE.test(said) ? said : undefined;
  return { kind: "setSectionField", page, templateKey: templateKey ?? (atBottom ? LAST_SECTION_WITH : ANY_SECTION), field: fieldName ?? fieldWord.toLowerCase(), value, ...(shows ? { shows } : {}) };
}

/** The menu item a request is about: the words after the action, up to "in/to/from the menu" (or after "menu:"), without "link", "page" or "the". */
function menuLabel(masked: string, restore: (text: string) => string, actionWords: Set<string>): string {
  const place = /\s+(?:in|into|to|from|on|onto|off|out\s+of|of)\s+(?:the\s+|our\s+)?(?:main\s+|top\s+|site\s+)?(?:menu|nav|navigation|navbar)\b.*$/i;
  const head = place.test(masked) ? masked.replace(place, "") : masked.replace(/^.*?\b(?:menu|nav|navigation|navbar)\b[:\s-]*/i, "");
  const tokens = words(head);
  const first = tokens.findIndex((token) => actionWords.has(clean(token)));
  const last = tokens.findLastIndex((token) => actionWords.has(clean(token)));
  // The action after the item ("the Blog link shouldn't be in the menu"): the item is what comes before it.
  const span = last >= 0 && last === tokens.length - 1 ? tokens.slice(0, first) : last >= 0 ? tokens.slice(last + 1) : tokens;
  const label: string[] = [];
  for (const token of span) {
    const word = clean(token);
    if (label.length && BOUNDARY.test(word)) break;
    if (!/^(?:the|a|an|link|links|item|menu|page|of|to|for|please|pls|our|new|button|tab|entry|also|again|it's|is|there's|no)$/i.test(word)) label.push(token);
  }
  return unquote(restore(label.join(" "))).replace(/[.,!?]+$/, "").trim();
}
