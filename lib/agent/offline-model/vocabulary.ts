import { SECTION_TEMPLATES } from "@/lib/content/section-templates";
import { escapeRegExp } from "@/lib/text/regex";

/** The words people use for each section template (the key and the template's name work too). */
const TEMPLATE_WORDS: Record<string, string[]> = {
  hero: ["hero", "hero banner", "banner", "header", "top banner", "top section", "hero area", "hero image", "header image", "splash"],
  text: ["text", "text block", "paragraph", "body text", "rich text", "text bit", "text part", "text box", "blurb", "copy block", "passage of text", "passage", "paragraph of text", "bit of text", "piece of text", "short text"],
  featureGrid: ["feature grid", "features", "feature list", "features grid", "feature", "feature cards", "cards", "services grid"],
  cta: ["cta", "call to action", "call-to-action", "call to actions", "cta block", "cta banner", "button block", "button section"],
  imageText: ["image and text", "image text", "image with text", "image-text", "text and image", "image & text", "image+text", "image + text", "image/text", "picture and text", "photo and text", "text with image"],
  faq: ["faq", "faqs", "f.a.q.", "questions", "frequently asked questions", "q&a", "q and a", "questions and answers"],
  gallery: ["gallery", "image gallery", "photo gallery", "photos", "pictures", "photo grid", "image grid", "slideshow"],
};

const normalize = (value: string) =>
  value
    .toLowerCase()
    .replace(/^(?:a|an|the|another|some|new)\s+/, "")
    .replace(/\s+(?:section|sections|block|blocks|module|bit|part)$/, "")
    .trim();

/** "a FAQ section" → "faq"; "call to action" → "cta"; unknown words → undefined. */
export function templateKeyFor(words: string): string | undefined {
  const wanted = normalize(words);
  for (const template of SECTION_TEMPLATES) {
    const names = [template.key.toLowerCase(), template.name.toLowerCase(), ...(TEMPLATE_WORDS[template.key] ?? [])];
    if (names.includes(wanted)) return template.key;
  }
  return undefined;
}

const escape = (word: string) => escapeRegExp(word).replace(/ /g, "\\s+");

/** Every template word, longest first, for patterns that must pick the template out of a sentence. */
export const TEMPLATE_PATTERN = SECTION_TEMPLATES.flatMap((template) => [template.key, template.name, ...(TEMPLATE_WORDS[template.key] ?? [])])
  .sort((a, b) => b.length - a.length)
  .map(escape)
  .join("|");

export function templateName(key: string): string {
  if (key === ANY_SECTION) return "first";
  if (key === LAST_SECTION_WITH) return "last";
  return SECTION_TEMPLATES.find((template) => template.key === key)?.name ?? key;
}

/** A section field asked for without naming the template: the first section of the page that has it. */
export const ANY_SECTION = "*";
/** …said to be at the bottom of the page ("the button at the bottom of the home page"): the last that has it. */
export const LAST_SECTION_WITH = "*last";

/** Field words and the field they mean, per template (first match wins). */
const FIELD_WORDS: { words: string[]; fields: string[] }[] = [
  { words: ["heading", "title", "headline", "header", "heading text", "main heading", "big heading", "h1"], fields: ["heading"] },
  { words: ["subheading", "subhead", "sub head", "sub-head", "subtitle", "sub heading", "sub-heading", "sub title", "sub-title", "subheader", "sub header", "sub line", "subline", "sub-line", "sub text", "subtext", "strapline", "tagline", "intro", "intro text", "line under the heading", "smaller text"], fields: ["subheading"] },
  { words: ["body", "text", "copy", "paragraph", "body text", "wording"], fields: ["body", "subheading"] },
  { words: ["button label", "button text", "button", "cta label", "cta text", "cta", "button wording", "button copy", "cta button", "ctaLabel", "buttonLabel"], fields: ["ctaLabel", "buttonLabel"] },
  { words: ["button link", "button url", "link", "url", "cta link", "cta url", "button target", "button destination", "button address", "ctaUrl", "buttonUrl"], fields: ["ctaUrl", "buttonUrl"] },
  { words: ["image position"], fields: ["imagePosition"] },
];

/** Every field word, longest first, for patterns that must pick the field out of a sentence. */
export const FIELD_PATTERN = FIELD_WORDS.flatMap((entry) => entry.words)
  .sort((a, b) => b.length - a.length)
  .map(escape)
  .join("|");

/** "button label" on a hero → "ctaLabel"; on a call to action → "buttonLabel". */
export function fieldFor(templateKey: string, words: string): string | undefined {
  const wanted = words.toLowerCase().replace(/\s+/g, " ").trim();
  const template = SECTION_TEMPLATES.find((t) => t.key === templateKey);
  const names = new Set(template?.fields.map((field) => field.name));
  const entry = FIELD_WORDS.find((candidate) => candidate.words.includes(wanted));
  return entry?.fields.find((field) => names.has(field)) ?? [...names].find((name) => name.toLowerCase() === wanted.replace(/\s+/g, ""));
}

export function fieldLabel(templateKey: string, field: string): string {
  const template = SECTION_TEMPLATES.find((t) => t.key === templateKey);
  return template?.fields.find((f) => f.name === field)?.label.toLowerCase() ?? field;
}

/** Names that themselves contain "and" or "&", replaced by their key before a list is split. */
const JOINED_NAMES: [RegExp, string][] = Object.entries(TEMPLATE_WORDS).flatMap(([key, words]) =>
  words.filter((word) => /\band\b|&/.test(word)).map((word): [RegExp, string] => [new RegExp(`\\b${escape(word)}\\b`, "gi"), key]),
);

/** Template keys a phrase lists: "hero, text and call to action" → ["hero", "text", "cta"]. Undefined if any item is unknown. */
export function templateList(phrase: string): string[] | undefined {
  const items = JOINED_NAMES.reduce((text, [pattern, key]) => text.replace(pattern, key), phrase)
    .split(/\s*,\s*(?:and\s+)?|\s+and\s+|\s+plus\s+|\s*&\s*/i)
    .map((item) => item.trim())
    .filter(Boolean);
  const keys = items.map(templateKeyFor);
  return keys.length && keys.every((key): key is string => !!key) ? keys : undefined;
}

/** Words that say what a new page holds ("with a hero that says 'X'"): a quoted value or a kind of section. */
export const HOLDS_CONTENT = new RegExp(String.raw`["'‘“]|\b(?:${TEMPLATE_PATTERN}|sections?|text|button|picture|image)\b`, "i");
