import { isPronoun } from "../intents";
import { attempt, Halt, quote, run, type PlanContext, type Step } from "../plan-kit";
import { asRecord, bestMatch, entityOf, itemsOf, type Entity, type EntityKind } from "../resolve";
import type { ToolResult } from "../conversation";

/** A name that could be a slug as typed ("about", "Contact", "team-news"). */
const looksLikeSlug = (name: string) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/i.test(name);

/** The page or post "it" refers to: the one this request or the previous one acted on. */
export function pronounTarget(ctx: PlanContext, kinds: EntityKind[]): Entity {
  const entity = ctx.recent.find((candidate) => kinds.includes(candidate.kind));
  if (!entity) throw new Halt(`I'm not sure which ${kinds.join(" or ")} you mean by "it" — please name it.`);
  return entity;
}

/** Two names for the same record ("about" and "About us") act on it once. */
export const uniqueById = (entities: Entity[]) => [...new Map(entities.map((entity) => [entity.id, entity])).values()];

/** Finds a page, post or image by what the user called it, through cms_findResource. */
function* findByName(name: string, kind: "page" | "post" | "image"): Step<Entity> {
  const result = yield* run({ toolName: "cms_findResource", input: { query: name, type: kind }, describe: `look for the ${kind} ${quote(name)}` });
  const found = bestMatch(result, name, kind);
  if (!found) throw new Halt(`I couldn't find a ${kind} matching ${quote(name)}. Try "list ${kind}s" to see what there is.`);
  return found;
}

/** A page by slug (cms_getPage) when the name could be one, else (or when that fails) by name. */
export function* findPage(name: string, ctx: PlanContext): Step<Entity> {
  if (isPronoun(name)) return pronounTarget(ctx, ["page"]);
  if (looksLikeSlug(name)) {
    const slug = name.toLowerCase();
    const outcome = yield* attempt({ toolName: "cms_getPage", input: { page: slug }, describe: `look up the page ${quote(slug)}` });
    const page = outcome.status === "ok" ? entityOf(outcome.result, "page") : undefined;
    if (page) return page;
  }
  return yield* findByName(name, "page");
}

export function* findPost(name: string, ctx: PlanContext): Step<Entity> {
  if (isPronoun(name)) return pronounTarget(ctx, ["post"]);
  return yield* findByName(name, "post");
}

/** The best image for a description, through cms_findImage. */
export function* findImage(description: string, ctx: PlanContext): Step<Entity> {
  if (isPronoun(description)) return pronounTarget(ctx, ["image"]);
  const result = yield* run({ toolName: "cms_findImage", input: { description }, describe: `look for an image of ${quote(description)}` });
  const found = bestMatch(result, description, "image");
  if (!found) throw new Halt(`I couldn't find an image matching ${quote(description)}. Try "list images" to browse the library.`);
  return found;
}

/** A section as cms_getPage lists it. */
export type SectionRecord = { id: string; templateKey: string; summary?: string; content?: ToolResult };

function sectionsOf(result: ToolResult): SectionRecord[] {
  return itemsOf(result).flatMap((item) => {
    const { id, templateKey, summary } = item;
    if (typeof id !== "string" || typeof templateKey !== "string") return [];
    return [{ id, templateKey, summary: typeof summary === "string" ? summary : undefined, content: asRecord(item.content) }];
  });
}

/** A page with its sections' content: cms_getPage with includeContent, after a lookup by name when needed. */
export function* pageWithContent(name: string, ctx: PlanContext): Step<{ page: Entity; sections: SectionRecord[] }> {
  const read = (ref: string) => ({ toolName: "cms_getPage", input: { page: ref, includeContent: true }, describe: `read the page ${quote(ref)}` });
  if (!isPronoun(name) && looksLikeSlug(name)) {
    const outcome = yield* attempt(read(name.toLowerCase()));
    const page = outcome.status === "ok" ? entityOf(outcome.result, "page") : undefined;
    if (outcome.status === "ok" && page) return { page, sections: sectionsOf(outcome.result) };
  }
  const found = isPronoun(name) ? pronounTarget(ctx, ["page"]) : yield* findByName(name, "page");
  const result = yield* run({ ...read(found.id), describe: `read the page ${quote(found.label)}` });
  return { page: entityOf(result, "page") ?? found, sections: sectionsOf(result) };
}
