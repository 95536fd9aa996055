import type { ToolResult } from "../conversation";
import { nameWords } from "../fuzzy";
import type { IntentOf } from "../intents";
import { bullets, doneText, Halt, messageOf, quote, run, settle, settledText, type Plan, type PlanContext } from "../plan-kit";
import { entityOf, labelOf, toEntity } from "../resolve";
import { editDistance } from "../spelling";
import { sameThing } from "../synonyms";
import { findImage, listAll } from "./lookups";

/** The media library by what images show or lack: missing alt text, "every image of a mountain", one image's alt text or caption. */

const fileOf = (image: ToolResult) => String(image.originalName ?? labelOf(image));
const line = (image: ToolResult) => `**${fileOf(image)}**${image.alt ? ` — ${String(image.alt)}` : " — no alt text"}`;

/** An image shows what the words describe when each word (or a close form: "mountain" / "mountains") is in its alt text, caption or file name. */
/** Whether an image's alt text, caption or file name shows the description; `loose` (reads only) also takes words for the same thing ("sea" → "coastline"). */
export function describes(image: ToolResult, description: string, loose = false): boolean {
  const have = nameWords([image.alt, image.caption, image.originalName].filter((value) => typeof value === "string").join(" "));
  return nameWords(description).every((word) => have.some((real) => real === word || real.startsWith(word) || word.startsWith(real) || (loose && sameThing(word, real)) || (word.length >= 5 && editDistance(word, real, 1) <= 1)));
}

export function* imagesMissing({ field }: IntentOf<"imagesMissing">): Plan {
  const images = yield* listAll("image");
  const missing = images.filter((image) => !image[field]);
  const what = field === "alt" ? "alt text" : "a caption";
  return { text: missing.length ? `${missing.length} image${missing.length === 1 ? " has" : "s have"} no ${what}:\n\n${bullets(missing.map(fileOf))}` : `Every image has ${what}.`, ...(missing.length === 1 ? { entity: toEntity("image", missing[0]) } : {}) };
}

export function* imagesShowing({ description, action }: IntentOf<"imagesShowing">): Plan {
  const images = yield* listAll("image");
  const matching = images.filter((image) => describes(image, description, action === "list"));
  if (!matching.length) return { text: `No — no image in the library matches ${quote(description)}.` };
  if (action === "list") return { text: `${matching.length} image${matching.length === 1 ? " matches" : "s match"} ${quote(description)}:\n\n${bullets(matching.map(line))}` };
  const calls = matching.map((image) => ({ toolName: "cms_deleteImage", input: { imageId: String(image.id) }, describe: `delete the image ${quote(fileOf(image))}` }));
  return { text: settledText(calls, yield* settle(calls)) };
}

export function* askImage({ image, ask }: IntentOf<"askImage">, ctx: PlanContext): Plan {
  const found = yield* findImage(image, ctx);
  if (ask === "usage") {
    const usage = yield* run({ toolName: "cms_getImageUsage", input: { imageId: found.id }, describe: `see where the image ${quote(fileOf(found.record))} is used` });
    return { text: messageOf(usage) ?? `I couldn't tell where ${quote(fileOf(found.record))} is used.`, entity: found };
  }
  const value = found.record[ask];
  const what = ask === "alt" ? "alt text" : "caption";
  const name = quote(fileOf(found.record));
  return { text: typeof value === "string" && value ? `The ${what} of ${name} is ${quote(value)}.` : `${name} has no ${what}.`, entity: found };
}

export function* setImageText({ image, field, value, clear }: IntentOf<"setImageText">, ctx: PlanContext): Plan {
  const found = yield* findImage(image, ctx);
  const what = field === "alt" ? "alt text" : "caption";
  const name = quote(fileOf(found.record));
  if (!clear && !value.trim()) throw new Halt(`What should the ${what} of ${name} say?`);
  const text = clear ? "" : value;
  const result = yield* run({ toolName: "cms_updateImageMetadata", input: { imageId: found.id, [field]: text }, describe: clear ? `take the ${what} off the image ${name}` : `set the ${what} of the image ${name}` });
  return { text: doneText(result, clear ? `${name} has no ${what} now.` : `The ${what} is now ${quote(value)}.`), entity: entityOf(result, "image") ?? found };
}
