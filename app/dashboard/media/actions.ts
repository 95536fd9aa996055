"use server";

import type { ActionResult } from "@/lib/action-result";
import { runAction } from "@/lib/actions";
import { images } from "@/lib/services/images";

const revalidate = ["/dashboard/media"];

export async function updateImageDetails(id: string, _previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  return runAction(
    async (ctx) => {
      const image = await images.update(ctx, id, { alt: String(formData.get("alt") ?? ""), caption: String(formData.get("caption") ?? "") });
      return image.originalName;
    },
    { success: (name) => `Saved the details of "${name}".`, revalidate },
  );
}

export async function trashImage(id: string): Promise<ActionResult> {
  return runAction(
    async (ctx) => {
      const { image, usage } = await images.trash(ctx, id);
      return { name: image.originalName, uses: usage.count };
    },
    {
      success: ({ name, uses }) =>
        uses ? `Moved "${name}" to the trash; ${uses} place${uses === 1 ? " shows" : "s show"} no image until it is restored.` : `Moved "${name}" to the trash.`,
      // Pages, posts and the site that showed the image render without it now.
      revalidate: [...revalidate, "/dashboard/trash", "/"],
    },
  );
}
