import { getToolDefinition } from "@/lib/tools/registry";
import type { Conversation, RecordedCall, ToolResult } from "./conversation";
import type { Intent } from "./intents";
import { parseInContext, parseRequest, tidyRequest } from "./parse-request";
import { withNewValue } from "./corrected";
import { asRecord, itemsOf, labelOf, listedBy } from "./resolve";
import { CAN_PEOPLE_SEE, listOf, ORDINAL, ordinalOf } from "./text";

/**
 * Things picked out of the list the previous answer showed: after "which posts are tagged events?",
 * "archive the older one", "delete the second one", "publish both of them" and "which of them is
 * live?" name the listed records themselves. The request comes back with the records named, so the
 * usual rules read it; undefined when nothing in it points into a list. After "what's in the menu?",
 * "move the 3rd one to the front" is that menu item.
 */
type Listed = { kind: "post" | "page" | "image" | "entry" | "menu"; noun: string; items: ToolResult[] };

const NOUNS: Record<Listed["kind"], string> = {
  post: String.raw`(?:blog\s+)?posts?|articles?|stor(?:y|ies)`,
  page: String.raw`pages?`,
  image: String.raw`images?|pictures?|photos?|pics?`,
  entry: String.raw`entr(?:y|ies)|testimonials?|reviews?|quotes?|items?`,
  menu: String.raw`(?:menu\s+)?(?:items?|links?|tabs?|entr(?:y|ies))`,
};
const ONE = (listed: Listed) => String.raw`(?:one|ones|of\s+(?:them|those|these|the\s+two)|on\s+the\s+list|${NOUNS[listed.kind]})`;

/** Lists of things other than pages, posts and images: a collection's entries, the menu's items. */
const OTHER_LISTS: Record<string, "entry" | "menu"> = { cms_getEntries: "entry", cms_getNavigation: "menu" };

function listRead(call: RecordedCall): { items: ToolResult[]; kindOf: (item: ToolResult) => Listed["kind"] } | undefined {
  const other = OTHER_LISTS[call.toolName];
  if (!other) return listedBy(call);
  return call.outcome?.status === "ok" ? { items: itemsOf(call.outcome.result), kindOf: () => other } : undefined;
}

/** The last list a read of the previous turn showed, in the order its answer named them. */
function lastListed(lastTurn: RecordedCall[], lastReply: string): Listed | undefined {
  for (const call of [...lastTurn].reverse()) {
    if (!getToolDefinition(call.toolName)?.readOnly) return undefined;
    const read = listRead(call);
    if (!read) continue;
    const { items, kindOf } = read;
    const reply = lastReply.toLowerCase();
    const at = (item: ToolResult) => reply.indexOf(labelOf(item).toLowerCase());
    const shown = items.filter((item) => at(item) !== -1).sort((a, b) => at(a) - at(b));
    const kinds = new Set(items.map(kindOf));
    if (kinds.size !== 1) return undefined;
    const kind = [...kinds][0];
    const collection = call.outcome?.status === "ok" ? asRecord(call.outcome.result.collection) : undefined;
    const noun = kind === "entry" ? String(collection?.slug ?? collection?.name ?? "entry").replace(/s$/, "").toLowerCase() : kind === "menu" ? "menu item" : kind;
    return { kind, noun, items: shown.length ? shown : items };
  }
  return undefined;
}

const whenOf = (item: ToolResult) => Date.parse(String(item.publishedAt ?? item.createdAt ?? item.updatedAt ?? "")) || undefined;

/** One record by its place in the list or its age against the others. */
function picked(word: string, items: ToolResult[]): ToolResult | undefined {
  const place = ordinalOf(word);
  if (place) return place === -1 ? items.at(-1) : items[place - 1];
  if (word === "bottom") return items.at(-1);
  if (word === "top") return items[0];
  if (!items.every(whenOf)) return undefined;
  const byAge = [...items].sort((a, b) => whenOf(a)! - whenOf(b)!);
  return /^(?:older|oldest|earlier|earliest)$/.test(word) ? byAge[0] : byAge.at(-1);
}

const named = (listed: Listed, item: ToolResult) => `the “${labelOf(item)}” ${listed.noun}`;

function namedAll(listed: Listed, items: ToolResult[]): string {
  if (items.length === 1) return named(listed, items[0]);
  return `the ${listed.noun}s ${listOf(items.map((item) => `“${labelOf(item)}”`))}`;
}

/** "which of them is live?", "which one isn't in the menu": the question asked of each listed record. */
function askedOfEach(text: string, listed: Listed): string | undefined {
  // "which of those can people actually see?" asks which are live.
  const seen = new RegExp(String.raw`^(?:and\s+|so\s+)?(?:which|what)\s+(?:one\s+|ones\s+)?(?:of\s+(?:them|those|these)\s+)?${CAN_PEOPLE_SEE}[?.!]*$`, "i").test(text);
  const asked = seen ? [text, "live"] : /^(?:and\s+|so\s+)?(?:which|what)\s+(?:one\s+|ones\s+)?(?:of\s+(?:them|those|these)\s+)?(?:is|are|isn'?t|aren'?t)\s+(?:not\s+|still\s+)?(.+?)[?.!]*$/i.exec(text);
  if (!asked) return undefined;
  if (/^(?:in|on)\s+the\s+(?:menu|nav(?:igation)?)$/i.test(asked[1]) && listed.kind === "page") {
    return listed.items.map((item) => `is “${labelOf(item)}” in the menu`).join(", and ");
  }
  if (/^(?:live|published|public|visible|online|on\s+the\s+(?:site|website)|(?:a\s+)?drafts?|unpublished)$/i.test(asked[1]) && (listed.kind === "post" || listed.kind === "page")) {
    return listed.items.map((item) => `is ${named(listed, item)} live`).join(", and ");
  }
  return undefined;
}

function withListedChoice(text: string, lastTurn: RecordedCall[], lastReply: string): string | undefined {
  const listed = lastListed(lastTurn, lastReply);
  if (!listed?.items.length) return undefined;
  const asked = askedOfEach(tidyRequest(text), listed);
  if (asked) return asked;
  const one = new RegExp(String.raw`\b(?:the\s+)?(${ORDINAL}|top|bottom|older|oldest|earlier|earliest|newer|newest|latest|more\s+recent|most\s+recent)\s+${ONE(listed)}\b`, "i").exec(text);
  if (one) {
    const item = picked(one[1].toLowerCase().replace(/^(?:more|most)\s+recent$/, "newest"), listed.items);
    return item && text.replace(one[0], named(listed, item));
  }
  const all = /\b(?:both(?:\s+of\s+(?:them|those|these))?|all\s+(?:of\s+(?:them|those|these)|(?:two|three|four|five|six)(?:\s+of\s+them)?)|each\s+of\s+them|them\s+all|them|those|these)\b/i.exec(text);
  if (!all || (/^both/i.test(all[0]) && listed.items.length !== 2)) return undefined;
  return text.replace(all[0], namedAll(listed, listed.items));
}

/** The turns before this one: the calls of the last that made any (the list it read is there). */
export const lastTurnOf = (conversation: Conversation) => conversation.earlierTurns.findLast((calls) => calls.length) ?? [];

/** A request as it is carried out: its words and how they read. */
export type ReadRequest = { text: string; intent: Intent };


/**
 * The last of these requests as it was read in its own conversation: "hide blog in the menu" → "and
 * contact too" was hiding Contact, so "nvm put blog back" after it undoes a hide. (The few turns before
 * are enough for what a short follow-up refers to.)
 */
function readInTurn(requests: string[]): Intent | undefined {
  const read = requests.slice(-4).reduce<{ text?: string; intent?: Intent }>((before, text) => ({ text, intent: before.text === undefined ? parseRequest(text) : parseInContext(text, before.text, before.intent) }), {});
  return read.intent;
}

/** Reads whose answer shows a section's own list (a FAQ's questions, a grid's features). */
const SECTION_READS = new Set<Intent["kind"]>(["askSection", "askSectionField"]);

/** The user's words with what they pick out of the last list named, when that reading is understood; else the words as typed. */
export function readRequest(conversation: Conversation, userText: string): ReadRequest {
  // After "what are the questions in the About FAQ?", "the last one" is the section's last item, not the page that was looked up.
  // "Change the About heading to 'X'" → "undo that" → "now change it to 'Y'": "it" is what was undone
  const [undo, undone] = conversation.previousRequests.slice(-2).reverse();
  const previous = undone !== undefined && parseRequest(undo).kind === "undoLast" && /\b(?:it|that|this)\b/i.test(userText) ? undone : undo;
  const before = previous === undefined ? undefined : readInTurn(conversation.previousRequests.slice(0, previous === undo ? undefined : -1));
  const chosen = before && SECTION_READS.has(before.kind) ? undefined : withListedChoice(userText, lastTurnOf(conversation), conversation.lastReply);
  const intent = chosen === undefined ? undefined : parseInContext(chosen, previous, before);
  if (chosen !== undefined && intent && intent.kind !== "unknown") return { text: chosen, intent };
  const read = parseInContext(userText, previous, before);
  // (the change was undone, so there is no last change to make again: the request undone is made with the new value)
  const again = previous === undone && read.kind === "changeAgain" && before ? withNewValue(before, read.value) : undefined;
  return { text: userText, intent: again ?? read };
}
