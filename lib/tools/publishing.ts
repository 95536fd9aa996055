import "server-only";
import { z } from "zod";
import { CONTENT_KIND_LABELS, CONTENT_KINDS, MENU_ID, SETTINGS_ID, type ContentKind } from "@/lib/domain/content-kinds";
import type { UnpublishedChange } from "@/lib/domain/unpublished-change";
import { ServiceError } from "@/lib/services/errors";
import { defineTool, resultSchema, type ApprovalPreview, type ToolContext } from "./define";
import { defineReadTool } from "./read-only";
import { countOf, success, withHints, type DomainHints } from "./summaries";

const hints: DomainHints = {
  notFound: "Check the name with cms_listUnpublishedChanges, which lists everything waiting to go live.",
  conflict: "List what is waiting with cms_listUnpublishedChanges and publish only those.",
};

/** Kinds that are one entity each need no reference. */
const SINGLETONS: Partial<Record<ContentKind, string>> = { navigation: MENU_ID, settings: SETTINGS_ID };

const itemRef = z
  .object({
    kind: z.enum(CONTENT_KINDS).describe('What it is: "page", "post", "navigation" (the menu as a whole), "settings" or "entry".'),
    ref: z.string().trim().min(1).optional().describe('Which one: a page\'s or post\'s id or slug, an entry\'s id; leave out for "navigation" and "settings".'),
  })
  .describe("One thing whose draft goes live.");

const publishInput = z
  .object({
    items: z.array(itemRef).min(1).max(50).optional().describe("The drafts to put live together. Leave out, with all: true, to publish every unpublished change."),
    all: z.boolean().optional().describe("true to publish every unpublished change on the site (the card lists them all)."),
  })
  .describe("What goes live: a list of items, or all: true.");

type PublishInput = z.infer<typeof publishInput>;

/** The entity id of one referenced item, resolved through the services (slugs and titles work for pages and posts). */
async function entityIdOf(tool: ToolContext, item: z.infer<typeof itemRef>): Promise<string> {
  const singleton = SINGLETONS[item.kind];
  if (singleton) return singleton;
  if (!item.ref) throw new ServiceError("validation", `Say which ${CONTENT_KIND_LABELS[item.kind].toLowerCase()} to publish.`);
  if (item.kind === "page") return (await tool.services.pages.get(tool.ctx, item.ref)).id;
  if (item.kind === "post") return (await tool.services.posts.get(tool.ctx, item.ref)).id;
  return (await tool.services.entries.get(tool.ctx, item.ref)).id;
}

/** The unpublished changes a call would put live, in the order asked; an item with nothing to publish is an error. */
async function changesToPublish(tool: ToolContext, input: PublishInput): Promise<UnpublishedChange[]> {
  if (input.all) {
    if (input.items?.length) throw new ServiceError("validation", "Give either a list of items or all: true, not both.");
    const everything = await tool.services.unpublishedChanges.list(tool.ctx);
    if (!everything.length) throw new ServiceError("conflict", "Nothing is waiting to be published: the live site already shows every draft.");
    return everything;
  }
  if (!input.items?.length) throw new ServiceError("validation", "Say what to publish: a list of items, or all: true.");
  const changes = new Map<string, UnpublishedChange>();
  for (const item of input.items) {
    const entityId = await entityIdOf(tool, item);
    const change = await tool.services.unpublishedChanges.of(tool.ctx, item.kind, entityId);
    if (!change) throw new ServiceError("conflict", `${CONTENT_KIND_LABELS[item.kind]} ${item.ref ? `“${item.ref}” ` : ""}has no unpublished changes: visitors already see its draft.`);
    changes.set(`${change.kind}:${change.entityId}`, change);
  }
  return [...changes.values()];
}

const STATE_WORDS: Record<UnpublishedChange["state"], string> = { new: "new on the site", changed: "changed", removed: "taken off the site" };

/** "page “Careers”", "the menu", "the site settings". */
function itemName(change: Pick<UnpublishedChange, "kind" | "label">): string {
  if (change.kind === "navigation") return "the menu";
  if (change.kind === "settings") return "the site settings";
  return `${CONTENT_KIND_LABELS[change.kind].toLowerCase()} “${change.label}”`;
}

/**
 * The card for putting drafts live: every field of every item that changes, whole, from what
 * visitors see now to the draft. Because the card holds the complete diff, any edit of those drafts
 * after it was shown makes it expire (approval-freshness compares the changes) — the approval is
 * bound to exactly the drafts the person saw.
 */
export function publishPreview(changes: UnpublishedChange[]): ApprovalPreview {
  const names = changes.map(itemName);
  const several = changes.length > 1;
  return {
    action: several ? `Publish ${changes.length} changes together: ${names.join(", ")}` : `Publish ${names[0]}`,
    target: several ? { type: "publishing", label: `${changes.length} changes` } : { type: changes[0].kind, id: changes[0].entityId, label: changes[0].label },
    changes: changes.flatMap((change) =>
      change.fields.map((field) => ({ field: several ? `${itemName(change)} › ${field.path}` : field.path, from: field.before, to: field.after })),
    ),
    impact: [
      ...changes.map((change) => `${itemName(change).replace(/^./, (c) => c.toUpperCase())}: ${STATE_WORDS[change.state]}.`),
      "Visitors see all of this at once. The set can be undone as one from Review changes.",
    ],
  };
}

/** The card of a one-item publish tool (a page or a post): the same complete diff, and where visitors will see it. */
export async function publishItemPreview(tool: ToolContext, kind: ContentKind, entityId: string, address: string): Promise<ApprovalPreview> {
  const change = await tool.services.unpublishedChanges.of(tool.ctx, kind, entityId);
  if (!change) throw new ServiceError("conflict", `${CONTENT_KIND_LABELS[kind]} “${address}” has no unpublished changes: visitors already see its draft.`);
  const preview = publishPreview([change]);
  const where = kind === "post" ? `${address} and in the blog list` : address;
  return { ...preview, impact: [`Visitors will see it at ${where}.`, ...(preview.impact ?? [])] };
}

const changeSchema = z.object({ kind: z.string(), id: z.string(), name: z.string(), state: z.string(), fields: z.array(z.string()) });

const listed = (change: UnpublishedChange) => ({
  kind: change.kind,
  id: change.entityId,
  name: change.label,
  state: change.state,
  fields: change.fields.map((field) => field.path),
});

export const cmsListUnpublishedChanges = defineReadTool({
  name: "cms_listUnpublishedChanges",
  label: "List unpublished changes",
  readAction: "List what is waiting to go live",
  domain: "publishing",
  risk: "safe",
  tags: ["publish", "drafts", "review"],
  description:
    "List every draft that differs from what visitors see (pages, posts, the menu, site settings, entries), with the fields that changed. Edits only change drafts; use this before cms_publishChanges.",
  input: z.object({}).describe("No input."),
  output: resultSchema({ items: z.array(changeSchema), total: z.number() }),
  execute: async (_input, tool) => {
    const changes = await tool.services.unpublishedChanges.list(tool.ctx);
    const message = changes.length ? `${countOf(changes.length, "unpublished change")}: ${changes.map(itemName).join(", ")}.` : "Nothing is waiting: the live site shows every draft.";
    return success(message, { items: changes.map(listed), total: changes.length });
  },
});

export const cmsPublishChanges = defineTool({
  name: "cms_publishChanges",
  label: "Publish changes",
  readOnly: false,
  destructive: false,
  idempotent: true,
  domain: "publishing",
  risk: "high",
  tags: ["publish", "release"],
  description:
    "Put drafts live together, in one step a person confirms: every edit (pages with their sections, posts, the menu, site settings, entries) changes only drafts until this runs. After a multi-step change, call it ONCE with every item of the plan, so the person confirms the whole plan on one card.",
  deniedNote: "Nothing went live: the drafts are kept as they are, and the person can review and publish them later.",
  input: publishInput,
  output: resultSchema({ releaseId: z.string(), published: z.array(z.string()) }),
  preview: async (input, tool) => publishPreview(await changesToPublish(tool, input)),
  execute: (input, tool) =>
    withHints(hints, async () => {
      const changes = await changesToPublish(tool, input);
      const { release, items } = await tool.services.releases.publish(tool.ctx, {
        items: changes.map((change) => ({ kind: change.kind, entityId: change.entityId, fingerprint: change.fingerprint })),
      });
      const names = changes.map(itemName);
      return success(`Published ${names.join(", ")}: visitors see ${items.length > 1 ? "them" : "it"} now. The set can be undone from Review changes.`, {
        releaseId: release.id,
        published: names,
      });
    }),
});

export const publishingTools = [cmsListUnpublishedChanges, cmsPublishChanges];
