import type { IntentOf } from "../intents";
import { doneText, Halt, quote, run, type Plan, type PlanContext } from "../plan-kit";
import { templateName } from "../vocabulary";
import { listAll, pageWithContent, withContent, type SectionRecord } from "./lookups";
import { changePageField } from "./edits";
import { labelOf, type Entity } from "../resolve";
import { valueKindOf, valuesOf, type ValueKind } from "../value-kinds";
import { capitalize } from "../text";

/** Sections found by template, place or the words they show, then moved, read, or their words replaced. */

const lower = (value: unknown) => String(value ?? "").toLowerCase();

/** "the email + phone bit": the one section that shows a value of every kind the words name. */
function showingValuesNamed(sections: SectionRecord[], words: string): SectionRecord | undefined {
  const kinds = words.split(/\s*(?:\+|&|,|\band\b)\s*/i).map(valueKindOf);
  if (!kinds.length || kinds.some((kind) => !kind)) return undefined;
  const showing = sections.filter((section) => kinds.every((kind) => valuesOf(kind!, section.content ? wordsShown(section.content) : (section.summary ?? "")).length));
  return showing.length === 1 ? showing[0] : undefined;
}

/** The section a request points at: by template, by its place ("last"), or by a text it shows ("the 'What we do' bit"). */
export function sectionAt(sections: SectionRecord[], which: { templateKey?: string; ordinal?: number; text?: string }, page: string): SectionRecord {
  let found: SectionRecord | undefined;
  // A section is named by its heading first ("the 'What we do' bit"), only then by any words it shows ("See what we do" on a button).
  const heading = (section: SectionRecord) => lower(section.content?.heading);
  if (which.text)
    found =
      sections.find((section) => heading(section) === lower(which.text)) ??
      sections.find((section) => heading(section).includes(lower(which.text))) ??
      sections.find((section) => lower(section.content ? wordsShown(section.content) : section.summary).includes(lower(which.text))) ??
      showingValuesNamed(sections, which.text);
  else if (which.templateKey) found = sections.find((section) => section.templateKey === which.templateKey);
  else if (which.ordinal) found = which.ordinal === -1 ? sections.at(-1) : sections[which.ordinal - 1];
  if (!found) {
    const what = which.text ? `a section with ${quote(which.text)}` : which.templateKey ? `a ${templateName(which.templateKey)} section` : "that section";
    throw new Halt(`The page ${quote(page)} has no ${what.replace(/^a /, "")}. Its sections are: ${sections.map((section) => templateName(section.templateKey)).join(", ") || "none"}.`);
  }
  return found;
}

export function* moveSection({ page, section, to, other }: IntentOf<"moveSection">, ctx: PlanContext): Plan {
  const { page: found, sections } = yield* pageWithContent(page, ctx, section.templateKey);
  if (sections.length < 2) throw new Halt(`The page ${quote(found.label)} has ${sections.length} section${sections.length === 1 ? "" : "s"}: there is nothing to reorder.`);
  const moving = to === "swap" && !section.templateKey && !section.text ? sections[0] : sectionAt(sections, section, found.label);
  const rest = sections.filter((candidate) => candidate !== moving);
  let order: SectionRecord[];
  if (to === "top") order = [moving, ...rest];
  else if (to === "bottom") order = [...rest, moving];
  else {
    const anchor = other ? sectionAt(rest, other, found.label) : rest[0];
    const at = rest.indexOf(anchor);
    if (to === "swap") {
      order = sections.map((candidate) => (candidate === moving ? anchor : candidate === anchor ? moving : candidate));
    } else order = [...rest.slice(0, to === "above" ? at : at + 1), moving, ...rest.slice(to === "above" ? at : at + 1)];
  }
  const result = yield* run({
    toolName: "cms_reorderSections",
    input: { page: found.id, sectionIds: order.map((candidate) => candidate.id) },
    describe: `reorder the sections of ${quote(found.label)}: ${order.map((candidate) => templateName(candidate.templateKey)).join(", ")}`,
  });
  return { text: doneText(result, `The sections of ${quote(found.label)} are now: ${order.map((candidate) => templateName(candidate.templateKey)).join(", ")}.`), entity: found };
}

/** Replaces words wherever a section shows them, in place ("change £29 to £35"). */
/** Keys that hold a record's id ("imageId"), never words a visitor reads. */
const isIdKey = (key: string) => /^id$|Id$/.test(key);

/** Every text of a section, its list items' included, without the ids it refers to (an image id's digits are no phone number). */
const textsOf = (value: unknown): string[] =>
  typeof value === "string" ? [value] : Array.isArray(value) ? value.flatMap(textsOf) : value && typeof value === "object" ? Object.entries(value).flatMap(([key, item]) => (isIdKey(key) ? [] : textsOf(item))) : [];

/** The words a section shows, as one text. */
const wordsShown = (value: unknown): string => textsOf(value).join(" \n ");

/** The content with each of its texts changed by `change`; ids stay as they are. */
function withTexts(value: unknown, change: (text: string) => string): unknown {
  if (typeof value === "string") return change(value);
  if (Array.isArray(value)) return value.map((item) => withTexts(item, change));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, isIdKey(key) ? item : withTexts(item, change)]));
  return value;
}

/** The fields of a record whose words change when `old` becomes `replacement` (`exact`: only texts that are all of `old`), with their new values. */
export function changedFields(record: Record<string, unknown>, old: string, replacement: string, exact = false): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(record).flatMap(([field, value]) => {
      // `exact`: "Build" the box's title becomes "Development", "we build sites" stays.
      const next = withTexts(value, exact ? (text) => (lower(text.trim()) === lower(old.trim()) ? replacement : text) : (text) => replacedIn(text, old, replacement));
      return JSON.stringify(next) === JSON.stringify(value) ? [] : [[field, next]];
    }),
  );
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** Where `old` (any letter case) first stands as words of its own in `text` — "four" in "team of four", never in "fourteen" — or -1. */
export function wholeWordAt(text: string, old: string): number {
  const haystack = text.toLowerCase();
  const needle = old.toLowerCase();
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    const before = at > 0 && WORD_CHAR.test(needle[0]) && WORD_CHAR.test(haystack[at - 1]);
    const after = WORD_CHAR.test(needle.at(-1) ?? "") && WORD_CHAR.test(haystack[at + needle.length] ?? "");
    if (!before && !after) return at;
  }
  return -1;
}

/** The text with every use of `old` (any letter case) changed to `replacement`. */
export function replacedIn(text: string, old: string, replacement: string): string {
  let done = "";
  let rest = text;
  for (let at = wholeWordAt(rest, old); at !== -1; at = wholeWordAt(rest, old)) {
    // "change £29 to £35 a month" when the text already says "£29 a month": keep the words that follow once.
    const after = rest.slice(at + old.length);
    const kept = replacement.replace(/\s+(.+)$/, (tail, words: string) => (after.trimStart().toLowerCase().startsWith(words.toLowerCase()) ? "" : tail));
    // "book a call" where the button said "Get in touch": the capital stays.
    const trimmed = /^[A-Z]/.test(rest.slice(at)) && /^[a-z]/.test(kept) ? kept[0].toUpperCase() + kept.slice(1) : kept;
    // "delete 'from the first conversation to launch'; close up": no space left where the words were
    done += trimmed ? rest.slice(0, at) + trimmed : rest.slice(0, at).replace(/\s+$/, /^[\s.,;:!?)]/.test(after) ? "" : " ");
    rest = trimmed ? after : after.replace(/^\s+/, "");
  }
  return done + rest;
}

/**
 * A setting's or a picture's text with those words changed ("for 'hills' read 'Downs'"); when it does
 * not say them, a question and nothing changed. `of` names the text, `noun` what it is.
 */
export function wordsReplacedIn(now: string, old: string, replacement: string, { of, noun }: { of: string; noun: string }): string {
  const value = replacedIn(now, old, replacement);
  if (value !== now) return value;
  throw new Halt(now ? `${capitalize(of)} is ${quote(now)}: it doesn't say ${quote(old)}, so I changed nothing. Should the whole ${noun} become ${quote(replacement)}?` : `${capitalize(of)} is empty, so there was nothing to change. Should it be ${quote(replacement)}?`);
}

export function* replaceText({ page, old, replacement }: IntentOf<"replaceText">, ctx: PlanContext): Plan {
  const { page: found, sections } = yield* pageWithContent(page, ctx);
  return yield* changeText(found, sections, old, replacement);
}

/** The phone numbers, email addresses or opening hours a page's sections show. */
const valuesShown = (value: ValueKind, sections: SectionRecord[]) => valuesOf(value, sections.map((section) => wordsShown(section.content)).join(" \n "));

export const VALUE_NAMES: Record<ValueKind, string> = { phone: "phone number", email: "email address", hours: "opening hours" };

/** The page's one value of that kind ("+44 20 7946 0000") changed to the new one; several or none: asks. */
export function* replaceValue({ page, value, replacement }: IntentOf<"replaceValue">, ctx: PlanContext): Plan {
  const { page: found, sections } = yield* pageWithContent(page, ctx);
  const shown = valuesShown(value, sections).filter((candidate) => candidate !== replacement);
  if (shown.length === 1) return yield* changeText(found, sections, shown[0], replacement);
  const name = VALUE_NAMES[value];
  if (!shown.length) throw new Halt(`I couldn't find a ${name} on the page ${quote(found.label)}, so I changed nothing. Which words should ${quote(replacement)} replace?`);
  throw new Halt(`The page ${quote(found.label)} shows ${shown.length} ${name}s: ${shown.map(quote).join(", ")}. Which one should become ${quote(replacement)}?`);
}

/** "what's the email address on the contact page?": the values of that kind the page shows; with no page, every page that shows one. */
export function* askValue({ page, value }: IntentOf<"askValue">, ctx: PlanContext): Plan {
  // "what's our phone number on the site?": the whole site's
  if (!page || /^(?:(?:the|our)\s+)?(?:web\s*)?site$/i.test(page)) return yield* valueAnywhere(value);
  const { page: found, sections } = yield* pageWithContent(page, ctx);
  const shown = valuesShown(value, sections);
  const name = VALUE_NAMES[value];
  if (!shown.length) return { text: `The page ${quote(found.label)} shows no ${name}.`, entity: found };
  return { text: `The ${name}${shown.length > 1 && !name.endsWith("s") ? "s" : ""} on ${quote(found.label)}: ${shown.map(quote).join(", ")}.`, entity: found };
}

/** "where on the site do we give our telephone number?": each page's values of that kind, read together. */
function* valueAnywhere(value: ValueKind): Plan {
  const read = yield* withContent(yield* listAll("page"));
  const name = VALUE_NAMES[value];
  const found = read.flatMap(({ record, sections }) => {
    const shown = valuesShown(value, sections);
    return shown.length ? [`- ${quote(labelOf(record))}: ${shown.map(quote).join(", ")}`] : [];
  });
  if (!found.length) return { text: `No page of the site shows a ${name}.` };
  return { text: `The ${name} is shown on ${found.length === 1 ? "one page" : `${found.length} pages`}:\n\n${found.join("\n")}` };
}

/** "9-5" typed where the page shows "9–5": the words as the page writes them, and the new ones in the same style. */
function asShown(sections: SectionRecord[], old: string, replacement: string): [string, string] {
  const shows = (words: string) => sections.some((section) => lower(wordsShown(section.content)).includes(lower(words)));
  if (shows(old) || !/(?<=\d)\s?-\s?(?=\d)/.test(old)) return [old, replacement];
  const dashed = (words: string) => words.replace(/(?<=\d)\s?-\s?(?=\d)/g, "–");
  return shows(dashed(old)) ? [dashed(old), dashed(replacement)] : [old, replacement];
}

function* changeText(found: Entity, sections: SectionRecord[], typed: string, typedReplacement: string): Plan {
  const [old, replacement] = asShown(sections, typed, typedReplacement);
  // A heading or a box's title that is exactly the words ("What we do", "Build") before a text that holds them ("See what we do", "we build sites"): only that text changes.
  const exact = sections.find((candidate) => textsOf(candidate.content).some((value) => lower(value.trim()) === lower(old.trim())));
  const section = exact ?? sections.find((candidate) => lower(wordsShown(candidate.content)).includes(lower(old)));
  // "the little description underneath on Google just says 'Who we are …'": words only the page's SEO texts hold
  const seoField = section?.content ? undefined : (["seoDescription", "seoTitle"] as const).find((field) => typeof found.record?.[field] === "string" && wholeWordAt(String(found.record[field]), old) !== -1);
  if (seoField) return yield* changePageField(found, seoField, replacedIn(String(found.record[seoField]), old, replacement));
  if (!section?.content) throw new Halt(`I couldn't find ${quote(old)} on the page ${quote(found.label)}, so I changed nothing. Its sections are: ${sections.map((candidate) => `${templateName(candidate.templateKey)}${candidate.summary ? ` (${candidate.summary})` : ""}`).join("; ")}.`);
  const changes = changedFields(section.content, old, replacement, exact !== undefined);
  const result = yield* run({
    toolName: "cms_syncSectionContent",
    input: { sectionId: section.id, content: changes },
    describe: `change ${quote(old)} to ${quote(replacement)} in the ${templateName(section.templateKey)} section of ${quote(found.label)}`,
  });
  return { text: doneText(result, `Changed ${quote(old)} to ${quote(replacement)}.`), entity: found };
}

export function* askSection({ page, section }: IntentOf<"askSection">, ctx: PlanContext): Plan {
  const { page: found, sections } = yield* pageWithContent(page, ctx, section.templateKey);
  const chosen = sectionAt(sections, section, found.label);
  const lines: string[] = [];
  const pictures: { label: string; id: string }[] = [];
  const walk = (value: unknown, label: string) => {
    // a picture is shown by its file name, never its id ("images 1: blue-coast.png")
    if (typeof value === "string" && /^c[a-z0-9]{20,}$/.test(value)) pictures.push({ label: label.replace(/\s*imageId$/i, "") || "image", id: value });
    else if (typeof value === "string" && value) lines.push(`${label}: ${value}`);
    else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${label} ${index + 1}`));
    else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) walk(item, label ? `${label} ${key}` : key);
  };
  walk(chosen.content ?? {}, "");
  if (pictures.length) {
    const library = new Map((yield* listAll("image")).map((image) => [String(image.id), typeof image.originalName === "string" ? image.originalName : labelOf(image)]));
    lines.push(...pictures.flatMap(({ label, id }) => (library.has(id) ? [`${label}: ${library.get(id)}`] : [])));
  }
  return { text: `The ${templateName(chosen.templateKey)} section on ${quote(found.label)} says:\n\n${lines.map((line) => `- ${line}`).join("\n")}`, entity: found };
}

export function* removeSectionAt({ page, section }: IntentOf<"removeSectionAt">, ctx: PlanContext): Plan {
  const { page: found, sections } = yield* pageWithContent(page, ctx, section.templateKey);
  const chosen = sectionAt(sections, section, found.label);
  const result = yield* run({ toolName: "cms_deletePageSection", input: { sectionId: chosen.id }, describe: `remove the ${templateName(chosen.templateKey)} section${section.text ? ` with ${quote(section.text)}` : ""} from the page ${quote(found.label)}` });
  return { text: doneText(result, `Removed the ${templateName(chosen.templateKey)} section.`), entity: found };
}
