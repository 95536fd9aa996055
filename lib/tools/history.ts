import "server-only";
import { z } from "zod";
import { isContentKind } from "@/lib/domain/content-kinds";
import { ENTITY_LABELS } from "@/lib/domain/entities";
import { ServiceError } from "@/lib/services/errors";
import { TRASH_TYPES, type TrashItem, type TrashType } from "@/lib/services/trash";
import { defineTool, resultSchema, type ToolContext } from "./define";
import { defineReadTool } from "./read-only";
import { askWhenLive, countOf, iso, success, withHints, type DomainHints } from "./summaries";

const hints: DomainHints = {
  notFound: "List what is in the trash with cms_listTrash and use the name or id it shows.",
  conflict: "Check the trash with cms_listTrash: the item may have been restored already.",
};

/** "page “Old prices”", "menu link “Shop”". */
const trashName = (item: Pick<TrashItem, "type" | "label">) => `${ENTITY_LABELS[item.type].toLowerCase()} “${item.label}”`;

const trashTypeField = z
  .enum(TRASH_TYPES as [TrashType, ...TrashType[]])
  .describe('What it is: "page", "post", "image", "navItem" (a menu link), "entry" or "collection".');

/** The one trashed item of a type named by its id or its name (exactly, else as the only one containing it). */
async function trashedItem(tool: ToolContext, type: TrashType, ref: string): Promise<TrashItem> {
  const ofType = (await tool.services.trash.list(tool.ctx)).filter((item) => item.type === type);
  const wanted = ref.trim().toLowerCase();
  const byId = ofType.find((item) => item.id === ref);
  const exact = ofType.filter((item) => item.label.toLowerCase() === wanted);
  const found = byId ? [byId] : exact.length ? exact : ofType.filter((item) => item.label.toLowerCase().includes(wanted));
  if (found.length === 1) return found[0];
  const kind = ENTITY_LABELS[type].toLowerCase();
  if (!found.length) throw new ServiceError("not_found", `No ${kind} called “${ref}” is in the trash.`);
  throw new ServiceError("validation", `Several ${kind}s in the trash match “${ref}”: ${found.map((item) => `“${item.label}” (${item.id})`).join(", ")}.`, { hint: "Give the id of the one to restore." });
}

export const cmsListTrash = defineReadTool({
  name: "cms_listTrash",
  label: "List the trash",
  readAction: "List what is in the trash",
  domain: "history",
  risk: "safe",
  tags: ["trash", "deleted", "restore"],
  description: "List everything in the trash (deleted pages, posts, images, menu links, entries, collections), newest first. cms_restoreFromTrash brings one back.",
  input: z.object({ type: trashTypeField.optional() }).describe("Optionally only one kind of item."),
  output: resultSchema({ items: z.array(z.object({ type: z.string(), id: z.string(), name: z.string(), deletedAt: z.string().nullable() })), total: z.number() }),
  execute: async ({ type }, tool) => {
    const items = (await tool.services.trash.list(tool.ctx)).filter((item) => !type || item.type === type);
    const message = items.length ? `${countOf(items.length, "item")} in the trash: ${items.map(trashName).join(", ")}.` : "The trash is empty.";
    return success(message, { items: items.map((item) => ({ type: item.type, id: item.id, name: item.label, deletedAt: iso(item.deletedAt) })), total: items.length });
  },
});

export const cmsRestoreFromTrash = defineTool({
  name: "cms_restoreFromTrash",
  label: "Restore from the trash",
  readOnly: false,
  destructive: false,
  idempotent: true,
  domain: "history",
  risk: "moderate",
  tags: ["trash", "restore", "undelete"],
  description:
    "Bring an item back from the trash. Pages, posts and entries come back as drafts (publish them to show them again); a menu link comes back with its sub-links; a collection with its entries.",
  input: z
    .object({ type: trashTypeField, item: z.string().trim().min(1).describe("Its id, or its name as the trash shows it (a title, an image's file name, a link's label).") })
    .describe("The item to restore."),
  output: resultSchema({ restored: z.object({ type: z.string(), id: z.string(), name: z.string() }) }),
  // The library is not drafted: an image that live pages show reappears on them at once.
  approval: ({ type, item }, tool) =>
    type === "image" ? askWhenLive(async () => (await tool.services.published.imageUses((await trashedItem(tool, type, item)).id)).length > 0) : undefined,
  approvalNote: "Asks when the image is one the live site shows: it reappears there at once",
  preview: async ({ type, item }, tool) => {
    const found = await trashedItem(tool, type, item);
    const live = type === "image" ? await tool.services.published.imageUses(found.id) : [];
    return {
      action: `Restore ${trashName(found)} from the trash`,
      target: { type, id: found.id, label: found.label },
      changes: [{ field: trashName(found), from: "in the trash", to: type === "image" ? "back in the media library" : "back, as it was when it was deleted" }],
      impact: live.length
        ? [`It shows again at once on the live site, on ${live.join(", ")}.`]
        : ["It comes back as it was when it was deleted; visitors see nothing new until it is published."],
    };
  },
  execute: ({ type, item }, tool) =>
    withHints(hints, async () => {
      const found = await trashedItem(tool, type, item);
      await tool.services.trash.restore(tool.ctx, type, found.id);
      // The kinds that are published one by one come back as drafts; the others were never drafted on their own.
      const draft = isContentKind(type) ? " as a draft: publish it to show it to visitors again" : "";
      return success(`Restored ${trashName(found)} from the trash${draft}.`, { restored: { type, id: found.id, name: found.label } });
    }),
});

/** The turn "undo that" means in this chat, or a clear refusal. */
async function turnToUndo(tool: ToolContext) {
  const { chatId, turnId } = tool.ctx;
  if (!chatId) throw new ServiceError("validation", "Undoing the assistant's last changes works only in a chat.", { hint: "Revert the change from the item's history in the dashboard." });
  const turn = await tool.services.revisions.lastUndoableTurn(tool.ctx, chatId, turnId);
  if (!turn) throw new ServiceError("conflict", "Nothing to undo: the assistant has made no changes in this chat that are not undone already.");
  return turn;
}

export const cmsUndoLastChanges = defineTool({
  name: "cms_undoLastChanges",
  label: "Undo the assistant's last changes",
  readOnly: false,
  destructive: true,
  idempotent: true,
  domain: "history",
  risk: "high",
  tags: ["undo", "revert", "history"],
  description:
    "Undo every change of the assistant's latest reply in this chat that changed something (what its Undo button does): edits are put back, what it created goes to the trash, what it published is taken down again. Use it when the person says \"undo that\" or \"put it back how it was\".",
  deniedNote: "Nothing was undone: the changes stay as they are.",
  input: z.object({}).describe("No input."),
  output: resultSchema({ undone: z.array(z.string()) }),
  preview: async (_input, tool) => {
    const turn = await turnToUndo(tool);
    return {
      action: "Undo the assistant's last changes",
      target: { type: "assistant's reply", id: turn.turnId, label: countOf(turn.changes.length, "change") },
      changes: turn.changes.map(({ item, effect }) => ({ field: item, from: "as the assistant left it", to: effect })),
      impact: ["Anything the assistant put live goes back to how visitors saw it before."],
    };
  },
  execute: (_input, tool) =>
    withHints(hints, async () => {
      const turn = await turnToUndo(tool);
      const { reverted } = await tool.services.revisions.revertTurn(tool.ctx, turn.turnId);
      const undone = reverted.map((change) => change.summary);
      return success(`Undone: ${undone.join("; ")}.`, { undone });
    }),
});

export const historyTools = [cmsListTrash, cmsRestoreFromTrash, cmsUndoLastChanges];
