import type { Intent } from "./intents";
import { ORDINAL } from "./text";
import { FIELD_PATTERN, TEMPLATE_PATTERN } from "./vocabulary";

/**
 * A follow-up read with the page, section and field the request before it was about: after "show me
 * the hero on home", "change the CTA label to 'Our work'" is the home hero's, and "point it to /blog"
 * its button link; after "open the about page", "delete the second section" is About's. After "the
 * welcome post is out of date", "take it down" is about that post. After "what questions are in the FAQ on
 * About?", "change the answer of the second one to …" is that FAQ's second question.
 */
type Context = { page?: string; templateKey?: string; field?: string; post?: string };

function contextOf(previous: Intent, previousText: string): Context {
  const record = previous as Record<string, unknown>;
  const section = record.section as { templateKey?: string } | undefined;
  const context: Context = {
    page: typeof record.page === "string" && record.page !== "it" ? record.page : undefined,
    templateKey: typeof record.templateKey === "string" ? record.templateKey : section?.templateKey,
    field: typeof record.field === "string" ? record.field : undefined,
    post: typeof record.post === "string" && record.post !== "it" ? record.post : undefined,
  };
  // "the welcome post is out of date": a thing named in a message not understood as a request.
  const named = /\bthe\s+([\w'-]+(?:\s+[\w'-]+)?)\s+(page|post|article)\b/i.exec(previousText);
  if (named && !context.page && !context.post) context[/page/i.test(named[2]) ? "page" : "post"] = named[1];
  return context;
}

const FIELD_CHANGE = new RegExp(String.raw`^(change|set|update|make|edit)\s+(?:the\s+|its\s+)?(${FIELD_PATTERN})(?!\s+(?:on|of|in)\b)\s+(to|as)\s+(.+)$`, "i");
/** "retitle it 'FAQ'", "call it 'Good questions'" after a section was named: its heading. */
const RETITLE_IT = /^(?:and\s+)?(?:retitle|rename|re-?name|call|title|head)\s+(?:it|that)\s+(?:to\s+|as\s+)?(["'“‘].+)$/i;
const POINT_IT = /^(?:and\s+)?(?:point|link|send)\s+(?:it|that|the\s+button)\s+(?:to|at)\s+(\S+)$/i;
const SECTION_ONLY = new RegExp(String.raw`\b(?:sections?|${TEMPLATE_PATTERN})\b`, "i");
/** "the second one", "the first question" with no page after it: an item of the list just shown. */
const LIST_ITEM = new RegExp(String.raw`\b(?:the\s+)?${ORDINAL}\s+(?:question|q|one|item|feature|point|card)\b(?!\s+(?:in|on|of|from)\b)`, "i");
const ADDS_A_SECTION = /^(?:add|insert|put|create)\b.*?\bsection\b/i;
const NAMES_A_PAGE = /\b(?:on|of|in|from|to)\s+(?:the\s+)?[\w'-]+(?:\s+[\w'-]+)?\s+page\b|\bpage\s+\S+/i;

/** The follow-up rewritten with what it leaves out, or undefined when it needs nothing from before. */
export function withContext(text: string, previous: Intent, previousText: string): string | undefined {
  const context = contextOf(previous, previousText);
  // "new draft page Events" → "add a text section with heading 'X'": the section goes on the page just made
  if (previous.kind === "createPage" && ADDS_A_SECTION.test(text) && !NAMES_A_PAGE.test(text)) return text.replace(/\bsection\b/i, `section to the ${previous.title} page`);
  if (context.page) {
    const where = `on the ${context.page} page`;
    const template = context.templateKey ? `${context.templateKey} ` : "";
    const change = FIELD_CHANGE.exec(text);
    if (change) return `${change[1]} the ${template}${change[2]} ${where} ${change[3]} ${change[4]}`;
    const retitled = context.templateKey ? RETITLE_IT.exec(text) : null;
    if (retitled) return `change the ${template}heading ${where} to ${retitled[1]}`;
    const point = POINT_IT.exec(text);
    if (point && context.templateKey) return `set the ${template}button link ${where} to ${point[1]}`;
    const item = LIST_ITEM.exec(text);
    if (item && !NAMES_A_PAGE.test(text)) return text.replace(item[0], `${item[0]} in the ${template}${where}`);
    // "add a text section with heading 'X'": the page it goes on, said before what it holds
    if (ADDS_A_SECTION.test(text) && !NAMES_A_PAGE.test(text)) return text.replace(/\bsection\b/i, `section to the ${context.page} page`);
    if (SECTION_ONLY.test(text) && !NAMES_A_PAGE.test(text)) return `${text} ${where}`;
  }
  const thing = context.post ? `the ${context.post} post` : context.page ? `the ${context.page} page` : undefined;
  if (thing && /\b(?:it|this|that)\b/i.test(text) && !/\b(?:it|this|that)\s+(?:to|as)\b/i.test(text)) return text.replace(/\b(?:it|this|that)(?:\s+one)?\b/i, thing);
  return undefined;
}
