import { getToolName, isToolUIPart, type UIMessage } from "ai";
import type { ToolDefinition } from "@/lib/tools/define";
import { getToolDefinition } from "@/lib/tools/registry";

export type RememberedEntity = { type: "page" | "post" | "image" | "section" | "navItem"; id: string; label: string; detail?: string };

const KEYS = ["page", "post", "image", "section", "navItem"] as const;
const LIMIT = 12;

function describe(type: RememberedEntity["type"], value: Record<string, unknown>): RememberedEntity | null {
  if (typeof value.id !== "string") return null;
  const label = String(value.title ?? value.label ?? value.alt ?? value.originalName ?? value.templateKey ?? value.id);
  const detail = [value.slug && `slug ${value.slug}`, value.status && `status ${value.status}`, value.pageId && `on page ${value.pageId}`]
    .filter(Boolean)
    .join(", ");
  return { type, id: value.id, label, detail: detail || undefined };
}

/**
 * The entities a successful result names: its `page`, `post`, … fields, and the first items of its
 * list, each of the kind its own `type` says or, without one, the kind the tool's definition lists.
 */
function entitiesIn(output: unknown, lists: ToolDefinition["lists"]): RememberedEntity[] {
  if (!output || typeof output !== "object" || (output as { ok?: unknown }).ok !== true) return [];
  const record = output as Record<string, unknown>;
  const found: RememberedEntity[] = [];
  for (const key of KEYS) {
    const value = record[key];
    if (value && typeof value === "object") {
      const entity = describe(key, value as Record<string, unknown>);
      if (entity) found.push(entity);
    }
  }
  if (Array.isArray(record.items)) {
    for (const item of record.items.slice(0, 5)) {
      if (!item || typeof item !== "object") continue;
      const type = KEYS.find((key) => key === (item as { type?: unknown }).type) ?? lists;
      const entity = type && describe(type, item as Record<string, unknown>);
      if (entity) found.push(entity);
    }
  }
  return found;
}

/** Entities seen in successful tool results, most recent last, one entry per entity. */
export function workingMemory(messages: UIMessage[]): RememberedEntity[] {
  const byKey = new Map<string, RememberedEntity>();
  for (const message of messages) {
    for (const part of message.parts) {
      if (!isToolUIPart(part) || part.state !== "output-available") continue;
      for (const entity of entitiesIn(part.output, getToolDefinition(getToolName(part))?.lists)) {
        const key = `${entity.type}:${entity.id}`;
        byKey.delete(key);
        byKey.set(key, entity);
      }
    }
  }
  return [...byKey.values()].slice(-LIMIT);
}

export function describeMemory(entities: RememberedEntity[]): string {
  if (!entities.length) return "Nothing yet.";
  return entities.map((e) => `- ${e.type} "${e.label}" (id ${e.id}${e.detail ? `, ${e.detail}` : ""})`).join("\n");
}
