import type { ToolResult } from "../conversation";
import { nameWords } from "../fuzzy";
import type { IntentOf } from "../intents";
import { bullets, doneText, Halt, messageOf, quote, run, settle, settledText, type Plan, type PlanContext, type Step } from "../plan-kit";
import { entityOf, labelOf, toEntity, type Entity } from "../resolve";
import { wordsReplacedIn } from "./section-edits";
import { editDistance } from "../spelling";
import { sameThing } from "../synonyms";
import { findImage, listAll } from "./lookups";

/** The media library by what images show or lack: missing alt text, "every image of a mountain", one image's alt text or caption. */

/** An image's two texts as editors name them. */
export const IMAGE_TEXT_NAMES = { alt: "alt text", caption: "caption" } as const;

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

/** The images nothing on the site uses (no section, cover or logo), each looked up with its usage. */
function* unusedImages(): Step<ToolResult[]> {
  const images = yield* listAll("image");
  const usage = yield* settle(images.map((image) => ({ toolName: "cms_getImageUsage", input: { imageId: String(image.id) }, describe: `see where ${quote(fileOf(image))} is used` })));
  return images.filter((_, index) => {
    const outcome = usage[index];
    return outcome.status === "ok" && outcome.result.count === 0;
  });
}

export function* imagesUnused({ action, one }: IntentOf<"imagesUnused">): Plan {
  const unused = yield* unusedImages();
  if (!unused.length) return { text: `Every image in the library is used somewhere on the site${action === "delete" ? ", so nothing was deleted" : ""}.` };
  const list = bullets(unused.map(line));
  if (action === "list") return { text: `${unused.length} image${unused.length === 1 ? " is" : "s are"} not used anywhere on the site:\n\n${list}`, ...(unused.length === 1 ? { entity: toEntity("image", unused[0]) } : {}) };
  if (one && unused.length > 1) throw new Halt(`${unused.length} images are not used anywhere — which one should go, or all of them?\n\n${list}`);
  const calls = unused.map((image) => ({ toolName: "cms_deleteImage", input: { imageId: String(image.id) }, describe: `delete the image ${quote(fileOf(image))}, which nothing uses` }));
  return { text: settledText(calls, yield* settle(calls)) };
}

/** "red-bicycle.jpg" → "Red bicycle"; nothing for a camera's name ("IMG_2231.jpg", "DSC01.png"). */
function wordsOfFileName(image: ToolResult): string | undefined {
  const words = fileOf(image).replace(/\.[a-z0-9]+$/i, "").split(/[\s_.-]+/).filter((word) => /^[a-z]{2,}$/i.test(word) && !/^(?:img|dsc|dscn|pxl|photo|image|pic|screenshot|final|copy|edit|new|v\d)$/i.test(word));
  const text = words.join(" ").toLowerCase();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : undefined;
}

/** "fill in the missing alt texts", "give every image without a caption its alt text as the caption": each set on one card. */
export function* fillMissing({ field, from }: IntentOf<"fillMissing">): Plan {
  const what = field === "alt" ? "alt text" : "a caption";
  const missing = (yield* listAll("image")).filter((image) => !image[field]);
  if (!missing.length) return { text: `Every image has ${what} already, so nothing was changed.` };
  const valueOf = (image: ToolResult) => (from === "alt" ? (typeof image.alt === "string" && image.alt ? image.alt : undefined) : wordsOfFileName(image));
  const made = missing.map((image) => ({ image, value: valueOf(image) }));
  const given = made.filter((item): item is { image: ToolResult; value: string } => item.value !== undefined);
  const left = made.filter(({ value }) => value === undefined).map(({ image }) => image);
  const leftText = left.length ? `\n\nNot changed, as ${from === "alt" ? "they have no alt text to copy" : "their file names say nothing about them"}: ${left.map((image) => quote(fileOf(image))).join(", ")} — tell me what ${left.length === 1 ? "it shows" : "they show"}.` : "";
  if (!given.length) return { text: `No ${what} could be made for the ${missing.length === 1 ? "image" : "images"} without one.${leftText}` };
  const calls = given.map(({ image, value }) => ({ toolName: "cms_updateImageMetadata", input: { imageId: String(image.id), [field]: value }, describe: `set the ${IMAGE_TEXT_NAMES[field]} of ${quote(fileOf(image))} to ${quote(value)}` }));
  const done = settledText(calls, yield* settle(calls));
  const note = from === "name" ? "\n\nThese were made from the file names: I can't see the pictures, so check each says what its picture shows." : "";
  return { text: `${done}${note}${leftText}` };
}

export function* askImage({ image, ask }: IntentOf<"askImage">, ctx: PlanContext): Plan {
  const found = yield* findImage(image, ctx);
  if (ask === "usage") {
    const usage = yield* run({ toolName: "cms_getImageUsage", input: { imageId: found.id }, describe: `see where the image ${quote(fileOf(found.record))} is used` });
    return { text: messageOf(usage) ?? `I couldn't tell where ${quote(fileOf(found.record))} is used.`, entity: found };
  }
  const value = found.record[ask];
  const what = IMAGE_TEXT_NAMES[ask];
  const name = quote(fileOf(found.record));
  return { text: typeof value === "string" && value ? `The ${what} of ${name} is ${quote(value)}.` : `${name} has no ${what}.`, entity: found };
}

export function* setImageText({ image, field, value, clear }: IntentOf<"setImageText">, ctx: PlanContext): Plan {
  const found = yield* findImage(image, ctx);
  if (!clear && !value.trim()) throw new Halt(`What should the ${IMAGE_TEXT_NAMES[field]} of ${quote(fileOf(found.record))} say?`);
  return yield* writeImageText(found, field, clear ? "" : value);
}

/** "mountain-sunrise.jpg, caption: for 'hills' read 'Downs'": those words changed, the rest kept. */
export function* replaceInImageText({ image, field, old, replacement }: IntentOf<"replaceInImageText">, ctx: PlanContext): Plan {
  const found = yield* findImage(image, ctx);
  const now = typeof found.record[field] === "string" ? String(found.record[field]) : "";
  const value = wordsReplacedIn(now, old, replacement, { of: `the ${IMAGE_TEXT_NAMES[field]} of ${quote(fileOf(found.record))}`, noun: IMAGE_TEXT_NAMES[field] });
  return yield* writeImageText(found, field, value);
}

/** The image's alt text or caption set to `text` (empty takes it off). */
function* writeImageText(found: Entity, field: "alt" | "caption", text: string): Plan {
  const what = IMAGE_TEXT_NAMES[field];
  const name = quote(fileOf(found.record));
  const result = yield* run({ toolName: "cms_updateImageMetadata", input: { imageId: found.id, [field]: text }, describe: text ? `set the ${what} of the image ${name}` : `take the ${what} off the image ${name}` });
  return { text: doneText(result, text ? `The ${what} is now ${quote(text)}.` : `${name} has no ${what} now.`), entity: entityOf(result, "image") ?? found };
}
