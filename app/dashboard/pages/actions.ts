"use server";

import type { ActionResult } from "@/lib/action-result";
import { runAction } from "@/lib/actions";
import { pages } from "@/lib/services/pages";
import { sections } from "@/lib/services/sections";

/** The page list, the page's editor and the public site ("/" is revalidated as a layout, so every page). */
function pagePaths(pageId?: string) {
  return ["/dashboard/pages", ...(pageId ? [`/dashboard/pages/${pageId}`] : []), "/"];
}

function text(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
}

function pageFields(formData: FormData) {
  return {
    title: text(formData, "title"),
    slug: text(formData, "slug").trim(),
    seoTitle: text(formData, "seoTitle"),
    seoDescription: text(formData, "seoDescription"),
  };
}

/** Section forms send their content as JSON, so nested lists survive the round trip. */
function sectionContent(formData: FormData): unknown {
  try {
    return JSON.parse(text(formData, "content") || "{}");
  } catch {
    return null; // the service then reports the content as invalid
  }
}

const brief = (page: { id: string; title: string }) => ({ id: page.id, title: page.title });

export async function createPage(_previous: ActionResult | null, formData: FormData) {
  const fields = pageFields(formData);
  return runAction(async (ctx) => brief(await pages.create(ctx, { ...fields, slug: fields.slug || undefined })), {
    success: (page) => `Created page "${page.title}"`,
    revalidate: pagePaths(),
  });
}

export async function updatePage(id: string, _previous: ActionResult | null, formData: FormData) {
  return runAction(async (ctx) => brief(await pages.update(ctx, id, pageFields(formData))), {
    success: (page) => `Saved "${page.title}"`,
    revalidate: pagePaths(id),
  });
}

export async function publishPage(id: string) {
  return runAction(async (ctx) => brief(await pages.publish(ctx, id)), {
    success: (page) => `Published "${page.title}"`,
    revalidate: pagePaths(id),
  });
}

export async function unpublishPage(id: string) {
  return runAction(async (ctx) => brief(await pages.unpublish(ctx, id)), {
    success: (page) => `Unpublished "${page.title}"; it is a draft again`,
    revalidate: pagePaths(id),
  });
}

export async function trashPage(id: string) {
  return runAction(async (ctx) => brief(await pages.trash(ctx, id)), {
    success: (page) => `Moved "${page.title}" to the trash`,
    revalidate: pagePaths(id),
  });
}

export async function addSection(pageId: string, _previous: ActionResult | null, formData: FormData) {
  return runAction(
    async (ctx) => {
      await sections.add(ctx, pageId, { templateKey: text(formData, "templateKey"), content: sectionContent(formData) });
    },
    { success: "Added the section", revalidate: pagePaths(pageId) },
  );
}

export async function updateSection(pageId: string, sectionId: string, _previous: ActionResult | null, formData: FormData) {
  return runAction(
    async (ctx) => {
      await sections.updateContent(ctx, sectionId, sectionContent(formData));
    },
    { success: "Saved the section", revalidate: pagePaths(pageId) },
  );
}

export async function moveSection(pageId: string, orderedIds: string[]) {
  return runAction(
    async (ctx) => {
      await sections.reorder(ctx, pageId, orderedIds);
    },
    { success: "Moved the section", revalidate: pagePaths(pageId) },
  );
}

export async function removeSection(pageId: string, sectionId: string) {
  return runAction(
    async (ctx) => {
      await sections.remove(ctx, sectionId);
    },
    { success: "Removed the section", revalidate: pagePaths(pageId) },
  );
}
