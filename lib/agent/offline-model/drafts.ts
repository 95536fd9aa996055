import { MENU_ID, SETTINGS_ID, type ContentKind } from "@/lib/domain/content-kinds";
import { getToolDefinition } from "@/lib/tools/registry";
import type { Outcome, ToolResult } from "./conversation";
import { asRecord, itemsOf, labelOf } from "./resolve";

/** A draft an edit changed: what a publish puts live. `live`: visitors see a published version of it. */
export type DraftItem = { kind: ContentKind; id: string; label: string; live: boolean };

export const MENU: DraftItem = { kind: "navigation", id: MENU_ID, label: "the menu", live: true };
export const SETTINGS: DraftItem = { kind: "settings", id: SETTINGS_ID, label: "the site settings", live: true };

/** A draft by kind and id; the menu and the settings have names of their own. */
export function draftItem(kind: ContentKind, id: string, label: string, live: boolean): DraftItem {
  if (kind === "navigation") return { ...MENU, live };
  if (kind === "settings") return { ...SETTINGS, live };
  return { kind, id, label, live };
}

/** "the page 'About'", "the menu". */
export const draftName = (item: Pick<DraftItem, "kind" | "label">) =>
  item.kind === "navigation" || item.kind === "settings" ? item.label : `the ${item.kind} '${item.label}'`;

/** Calls that act on the live site at once (publish, take down, trash a page or post): they leave no draft behind. */
function takesEffectAtOnce(toolName: string): boolean {
  const definition = getToolDefinition(toolName);
  if (!definition) return false;
  return definition.tags.some((tag) => tag === "publish" || tag === "unpublish" || tag === "archive") || (!!definition.trashes && (definition.domain === "pages" || definition.domain === "posts"));
}

/** A call that was made and what came of it (a plan's log, or an earlier turn's calls). */
export type MadeCall = { toolName: string; outcome?: Outcome };

/** Pages and posts the results name (lookups included), by id: their titles and whether they are live. */
function recordsById(calls: MadeCall[]): Map<string, ToolResult> {
  const records = new Map<string, ToolResult>();
  for (const { outcome } of calls) {
    if (outcome?.status !== "ok") continue;
    const result = outcome.result;
    for (const record of [asRecord(result.page), asRecord(result.post), asRecord(result.entry), ...itemsOf(result)]) {
      if (record && typeof record.id === "string" && typeof record.title === "string") records.set(record.id, record);
    }
  }
  return records;
}

/** The draft one successful edit changed, read from its tool's domain and its result. */
function draftOf(toolName: string, result: ToolResult, records: Map<string, ToolResult>): DraftItem | undefined {
  const definition = getToolDefinition(toolName);
  if (!definition || definition.readOnly || takesEffectAtOnce(toolName)) return undefined;
  const item = (kind: ContentKind, id: unknown): DraftItem | undefined => {
    if (typeof id !== "string") return undefined;
    const record = records.get(id);
    return { kind, id, label: record ? labelOf(record) : id, live: record?.status === "published" };
  };
  switch (definition.domain) {
    case "navigation":
      return MENU;
    case "settings":
      return SETTINGS;
    case "pages":
    case "sections":
      return item("page", asRecord(result.page)?.id ?? asRecord(result.section)?.pageId);
    case "posts":
      return item("post", asRecord(result.post)?.id);
    case "entries":
      return item("entry", asRecord(result.entry)?.id);
    default:
      return undefined;
  }
}

/** Each draft once, first mention first. */
export const uniqueDrafts = (items: DraftItem[]) => items.filter((item, index) => items.findIndex((other) => other.kind === item.kind && other.id === item.id) === index);

/** Every draft the calls changed, once each, in the order they were first changed. */
export function draftsChanged(calls: MadeCall[]): DraftItem[] {
  const records = recordsById(calls);
  return uniqueDrafts(calls.flatMap(({ toolName, outcome }) => (outcome?.status === "ok" ? (draftOf(toolName, outcome.result, records) ?? []) : [])));
}
