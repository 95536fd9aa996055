import { templateOf } from "@/lib/content/visible-text";
import { templateKeyFor, TEMPLATE_PATTERN } from "./vocabulary";
import { unquote, URL_PATTERN } from "./text";

/**
 * What a request says a new section should hold: "heading 'Join us'", "button 'Get in touch'
 * linking to /contact", "saying: We're closed…", "that says “Simple plans”", "with the question
 * "X" and the answer "Y"" — as the template's fields. Quoted text and "that says …" are values,
 * never titles.
 */
export type SectionValues = Record<string, unknown>;

/** Quoted words; an apostrophe inside a word ('Work we're proud of') does not close them. */
const QUOTED = String.raw`"[^"]+"|'(?:[^']|(?<=\w)'(?=\w))+'`;
const VALUE = String.raw`(${QUOTED}|[^,;]+?)`;
const END = String.raw`(?=,|;|\s+and\s+(?:a|an|the|some|button|heading|link|text|body|subheading|intro|copy)\b|\s+(?:linking|pointing|going|leading|that\s+(?:goes|leads|links|says)|which\s+says|saying|reading)\b|$)`;

const grab = (pattern: string, text: string) => {
  const match = new RegExp(pattern, "i").exec(text);
  return match ? unquote(match[1]) : undefined;
};

/** Fields of `templateKey` named in `text` (the words after the section's name). */
export function sectionValues(templateKey: string, text: string): SectionValues {
  const values: SectionValues = {};
  // "a heading that says 'X' and a line saying 'Y'": the heading's words, then the line's from what is left
  const headingFound = new RegExp(String.raw`(?:heading|title|headline|headed|titled)(?:\s+of|\s+(?:that\s+says|which\s+says|saying|reading|that\s+reads))?\s*[:=\s]\s*${VALUE}${END}`, "i").exec(text);
  const heading = headingFound ? unquote(headingFound[1]) : undefined;
  const afterHeading = headingFound ? text.replace(headingFound[0], " ") : text;
  const subheading = grab(String.raw`(?:subheading|subtitle|sub heading|intro)\s*[:=\s]\s*${VALUE}${END}`, text);
  // "a 'Book a call' button that goes to /contact": the words before "button" too; never "that goes to …" as its words.
  const button =
    grab(String.raw`(${QUOTED})\s+(?:button|cta)\b`, text) ??
    grab(String.raw`button(?:\s+label|\s+text)?(?:\s+that\s+says|\s+saying|\s+reading|\s+that\s+reads)?[:\s]+(?!(?:that|which|linking|pointing|going|leading|to)\b)${VALUE}${END}`, text);
  const url = grab(String.raw`(?:linking|pointing|going|leading|that goes|that leads|links?|goes|leads)\s+to\s+${URL_PATTERN}`, text);
  const SAYS = String.raw`(?:^|\s)(?:saying|that says|which says|says|reading|with the text|with text|listing)[:\s]+`;
  // A quoted value ends at its quote ("that says 'X' and a button 'Y'"); an unquoted one runs to the end.
  const says = grab(String.raw`${SAYS}(${QUOTED})`, afterHeading) ?? grab(String.raw`${SAYS}(.+)$`, afterHeading) ?? (new RegExp(String.raw`^\s*(${QUOTED})\s*$`).test(text) ? unquote(text) : undefined);
  // "Text: From bakeries to bookshops, we help…", "body 'We bake daily'": a labelled body runs to its line's end.
  const body = grab(String.raw`(?:^|[\s,;])(?:body(?:\s+text)?|text|copy|paragraph|blurb|words|wording)(?:\s*[:=]\s*|\s+)(${QUOTED}|(?<=[:=]\s*)[^\n]+?)(?=\s*\n|\s*$|[,;]\s*(?:heading|title|headline|subheading|button)\b)`, text);
  // "q 'Do you ship abroad?' a 'Yes, across the EU.'": a developer's question and answer
  // …and an FAQ's "'Do you have parking?' / 'Yes, two spaces.'": a question and its answer side by side
  const qa =
    new RegExp(String.raw`(?:^|\s)q\s*[:=]?\s*(${QUOTED})\s*,?\s+a\s*[:=]?\s*(${QUOTED})`, "i").exec(text) ??
    (templateKey === "faq" ? new RegExp(String.raw`(${QUOTED})\s*(?:\/|→|->|=>|–|—|:)\s*(${QUOTED})`).exec(text) : null);
  const question = qa ? unquote(qa[1]) : grab(String.raw`question(?:\s*[:–—,-]\s*|\s+)${VALUE}(?=,?\s+(?:and\s+|with\s+)?(?:the\s+|an?\s+)?answer|\s+answered|$)`, text);
  const answer = qa ? unquote(qa[2]) : grab(String.raw`(?:answer(?:ed)?|answer is)[:\s]+(.+)$`, text);
  const labelField = templateKey === "hero" ? "ctaLabel" : "buttonLabel";
  const urlField = templateKey === "hero" ? "ctaUrl" : "buttonUrl";
  if (heading) values.heading = heading;
  if (subheading) values.subheading = subheading;
  if (button) values[labelField] = button;
  if (url) values[urlField] = url;
  if (question) values.items = [{ question, answer: answer ?? "" }];
  const bodyField = templateKey === "hero" ? "subheading" : "body";
  if (body && !values[bodyField]) values[bodyField] = body;
  if (says && !question && !body) {
    if (templateKey === "text" || templateKey === "imageText") values.body = says;
    else if (!values.heading) values.heading = says;
  }
  return values;
}

/** "a hero that says 'X'" → hero with its values; undefined when the words do not start with a template. */
export function sectionWithValues(words: string): { templateKey: string; values: SectionValues } | undefined {
  const match = new RegExp(String.raw`^(?:(?:a|an|the|one|another|new|short|small|simple|big|little)\s+)*(${TEMPLATE_PATTERN})(?:\s+(?:section|block))?\b(.*)$`, "i").exec(words.trim());
  const templateKey = match && templateKeyFor(match[1]);
  return templateKey ? { templateKey, values: sectionValues(templateKey, match[2].replace(/^\s*(?:with\s+one|with)\s+/i, " ")) } : undefined;
}

/** Kinds a section is given by what it holds when a request names none, simplest last: questions make an FAQ, a button a call to action, text a text section. */
const BY_CONTENT = ["faq", "cta", "text"];

/** "a new section for Home: Heading: … Text: …" → the first kind whose required fields the words give, with its values. */
export function sectionFromValues(text: string): { templateKey: string; values: SectionValues } | undefined {
  for (const templateKey of BY_CONTENT) {
    const values = sectionValues(templateKey, text);
    if (templateOf(templateKey)?.fields.every((field) => !field.required || (values[field.name] !== undefined && values[field.name] !== ""))) return { templateKey, values };
  }
  return undefined;
}

/** "a hero saying 'X' and a text section listing …" → each section with its values; undefined unless every part is a section. */
export function sectionsWithValues(phrase: string): { templateKey: string; values: SectionValues }[] | undefined {
  // "a hero that says 'X' and a button 'Y' pointing to /contact": a button, heading or link is the section's own.
  const own = String.raw`(?!(?:button|heading|subheading|link|title)\b|["'][^"']*["']\s+(?:button|link|cta)\b)`;
  const parts = phrase.split(new RegExp(String.raw`,?\s+and\s+(?=(?:a|an|one|another)\s${own})|,\s+(?:with\s+)?(?=(?:a|an|one|another)\s${own})`, "i"));
  const sections = parts.map(sectionWithValues);
  return sections.every((section) => section) ? (sections as { templateKey: string; values: SectionValues }[]) : undefined;
}
