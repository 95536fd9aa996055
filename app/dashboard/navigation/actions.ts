"use server";

import type { ActionResult } from "@/lib/action-result";
import { runAction } from "@/lib/actions";
import { navigation } from "@/lib/services/navigation";

// Every dashboard view that counts the menu's unpublished changes (the layout of "/") is revalidated.
const revalidate = ["/dashboard/navigation", "/"];

const text = (formData: FormData, name: string) => String(formData.get(name) ?? "").trim();

/** Either a page id or a URL, depending on the "link to" radio. */
function linkTarget(formData: FormData) {
  return formData.get("linkKind") === "url" ? { url: text(formData, "url") } : { pageId: text(formData, "pageId") || undefined };
}

export async function addNavItem(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  return runAction(
    (ctx) =>
      navigation.add(ctx, {
        label: text(formData, "label"),
        ...linkTarget(formData),
        parentId: text(formData, "parentId") || null,
        visible: formData.get("visible") === "on",
      }),
    { success: (item) => `Added "${item.label}" to the navigation.`, revalidate },
  );
}

export async function updateNavItem(id: string, _previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  return runAction(
    (ctx) =>
      navigation.update(ctx, id, {
        label: text(formData, "label"),
        ...linkTarget(formData),
        parentId: text(formData, "parentId") || null,
      }),
    { success: (item) => `Saved "${item.label}".`, revalidate },
  );
}

export async function moveNavItem(parentId: string | null, orderedIds: string[]): Promise<ActionResult> {
  return runAction((ctx) => navigation.reorder(ctx, { parentId, orderedIds }), { success: "Order saved.", revalidate });
}

export async function setNavItemVisible(id: string, visible: boolean): Promise<ActionResult> {
  return runAction((ctx) => navigation.setVisible(ctx, id, visible), {
    success: (item) => (visible ? `"${item.label}" is shown in the menu.` : `"${item.label}" is hidden from the menu.`),
    revalidate,
  });
}

export async function removeNavItem(id: string): Promise<ActionResult> {
  return runAction((ctx) => navigation.remove(ctx, id), {
    success: ({ label, removedChildren }) =>
      `Moved "${label}"${removedChildren ? ` and ${removedChildren} sub-item${removedChildren === 1 ? "" : "s"}` : ""} to the trash.`,
    revalidate: [...revalidate, "/dashboard/trash"],
  });
}
