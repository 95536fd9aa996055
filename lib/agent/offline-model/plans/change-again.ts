import type { IntentOf } from "../intents";
import { doneText, Halt, quote, run, type Plan, type PlanContext } from "../plan-kit";
import { asRecord } from "../resolve";

/** Inputs that say which thing a call changed, not what it changed it to. */
const WHICH = new Set(["page", "post", "id", "imageId", "itemId", "sectionId", "entry", "entryId", "collection", "position", "parentId", "visible", "status"]);

/** The one text a change call set, as a path into its input ("content.heading"), or undefined when it set none or several. */
function changedText(input: Record<string, unknown>, path: string[] = []): string[][] {
  return Object.entries(input).flatMap(([key, value]) => {
    if (WHICH.has(key)) return [];
    if (typeof value === "string") return [[...path, key]];
    const record = asRecord(value);
    return record ? changedText(record, [...path, key]) : [];
  });
}

function withValue(input: Record<string, unknown>, path: string[], value: string): Record<string, unknown> {
  const [key, ...rest] = path;
  return { ...input, [key]: rest.length ? withValue(asRecord(input[key]) ?? {}, rest, value) : value };
}

/**
 * "put it back to 'X'", "make it 'Y' instead": the last change of the previous request — the one
 * text it set (a heading, a title, a label, alt text) — made again with the new value. When the
 * previous request changed nothing, or several texts at once, it asks instead of guessing.
 */
export function* changeAgain({ value }: IntentOf<"changeAgain">, ctx: PlanContext): Plan {
  const last = ctx.lastCalls.findLast((call) => call.outcome?.status === "ok" && /^cms_(?:update|sync|set)/.test(call.toolName));
  const input = asRecord(last?.input);
  const paths = input ? changedText(input) : [];
  if (!last || !input || paths.length !== 1) throw new Halt(`What should I set to ${quote(value)}? Say which page, post, image or setting and which text, e.g. "change the hero heading on the home page to ${quote(value)}".`);
  const result = yield* run({ toolName: last.toolName, input: withValue(input, paths[0], value), describe: `change it to ${quote(value)}` });
  return { text: doneText(result, `Changed it to ${quote(value)}.`) };
}
