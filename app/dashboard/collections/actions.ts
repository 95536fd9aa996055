"use server";

import type { ActionResult } from "@/lib/action-result";
import { runAction } from "@/lib/actions";
import { entityHref } from "@/lib/domain/entities";
import { collections } from "@/lib/services/collections";
import { entries } from "@/lib/services/entries";

const LIST = "/dashboard/collections";

function text(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
}

/** Forms send structured values (an entry's data, a field list) as JSON, so nested lists survive the round trip. */
function json(formData: FormData, name: string): unknown {
  try {
    return JSON.parse(text(formData, name) || "null");
  } catch {
    return null; // the service then reports the value as invalid
  }
}

const collectionPaths = (id: string) => [LIST, entityHref("collection", id)!];

export async function createCollection(_previous: ActionResult | null, formData: FormData): Promise<ActionResult<{ id: string }>> {
  return runAction(
    async (ctx) => {
      const collection = await entries.createCollection(ctx, {
        name: text(formData, "name"),
        slug: text(formData, "slug").trim() || undefined,
        description: text(formData, "description"),
        fields: json(formData, "fields"),
      });
      return { id: collection.id, name: collection.name };
    },
    { success: ({ name }) => `Created the collection “${name}”.`, revalidate: [LIST] },
  );
}

export async function updateCollection(id: string, _previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  return runAction(
    async (ctx) => {
      const collection = await collections.update(ctx, id, { name: text(formData, "name"), description: text(formData, "description"), fields: json(formData, "fields") });
      return { name: collection.name };
    },
    { success: ({ name }) => `Saved the collection “${name}”.`, revalidate: collectionPaths(id) },
  );
}

export async function trashCollection(id: string): Promise<ActionResult> {
  return runAction(async (ctx) => (await collections.trash(ctx, id)).name, {
    success: (name) => `Moved “${name}” and its entries to the trash.`,
    revalidate: [...collectionPaths(id), "/dashboard/trash", "/"],
  });
}

function entryFields(formData: FormData) {
  return { title: text(formData, "title"), slug: text(formData, "slug").trim() || undefined, data: json(formData, "content") ?? {} };
}

export async function createEntry(collectionId: string, _previous: ActionResult | null, formData: FormData): Promise<ActionResult<{ id: string }>> {
  return runAction(
    async (ctx) => {
      const entry = await entries.create(ctx, collectionId, entryFields(formData));
      return { id: entry.id, title: entry.title };
    },
    { success: ({ title }) => `Added the draft entry “${title}”.`, revalidate: collectionPaths(collectionId) },
  );
}

export async function updateEntry(id: string, collectionId: string, _previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  return runAction(async (ctx) => (await entries.update(ctx, id, entryFields(formData))).title, {
    success: (title) => `Saved “${title}”.`,
    revalidate: [...collectionPaths(collectionId), entityHref("entry", id)!],
  });
}

export async function trashEntry(id: string, collectionId: string): Promise<ActionResult> {
  return runAction(async (ctx) => (await entries.trash(ctx, id)).title, {
    success: (title) => `Moved “${title}” to the trash.`,
    revalidate: [...collectionPaths(collectionId), "/dashboard/trash", "/"],
  });
}
