import type { IntentOf } from "../intents";
import { bullets, doneText, messageOf, quote, run, type Plan, type PlanContext } from "../plan-kit";
import { itemsOf, labelOf, entityOf } from "../resolve";
import type { ToolResult } from "../conversation";
import { findImage as findBestImage, listAll } from "./lookups";
import { describes } from "./library";

/** Its description and file name: editors know images by either, never by id. */
export const imageLine = (image: ToolResult) => {
  const file = [image.originalName, image.name].find((name): name is string => typeof name === "string" && name !== labelOf(image));
  return `**${labelOf(image)}**${file ? ` (${file})` : ""}${image.alt ? "" : " — no alt text"}`;
};

export function* listImages(): Plan {
  const result = yield* run({ toolName: "cms_listImages", input: {}, describe: "list the images" });
  const lines = itemsOf(result).map(imageLine);
  return { text: lines.length ? `${messageOf(result) ?? "Images:"}\n\n${bullets(lines)}` : "The media library is empty." };
}

export function* findImage({ description }: IntentOf<"findImage">, ctx: PlanContext): Plan {
  const result = yield* run({ toolName: "cms_findImage", input: { description }, describe: `look for an image of ${quote(description)}` });
  const lines = itemsOf(result).map(imageLine);
  if (lines.length) return { text: `${messageOf(result) ?? "Matches:"}\n\n${bullets(lines, 5)}` };
  // The search knows the words; the library's descriptions may say it another way ("sea" → "coastline").
  if (!ctx.tools.has("cms_listImages")) return { text: `No image matches ${quote(description)}.` };
  const showing = (yield* listAll("image")).filter((image) => describes(image, description, true));
  return { text: showing.length ? `${showing.length === 1 ? "This image shows" : "These images show"} ${quote(description)}:\n\n${bullets(showing.map(imageLine), 5)}` : `No image matches ${quote(description)}.` };
}

export function* setImageAlt({ image, alt }: IntentOf<"setImageAlt">, ctx: PlanContext): Plan {
  const found = yield* findBestImage(image, ctx);
  const result = yield* run({ toolName: "cms_updateImageMetadata", input: { imageId: found.id, alt }, describe: `set the alt text of the image ${quote(found.label)}` });
  return { text: doneText(result, `The image's alt text is now ${quote(alt)}.`), entity: entityOf(result, "image") ?? found };
}

export function* deleteImage({ image }: IntentOf<"deleteImage">, ctx: PlanContext): Plan {
  const found = yield* findBestImage(image, ctx);
  const result = yield* run({ toolName: "cms_deleteImage", input: { imageId: found.id }, describe: `delete the image ${quote(found.label)}` });
  return { text: doneText(result, `Moved the image ${quote(found.label)} to the trash.`) };
}
