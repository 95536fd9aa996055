import { postHref } from "@/lib/tools/summaries";
import { isPronoun } from "../intents";
import { attempt, Halt, inParallel, quote, run, type PlanContext, type Step } from "../plan-kit";
import { asRecord, bestMatch, entityOf, itemsOf, labelOf, toEntity, type Entity, type EntityKind } from "../resolve";
import type { ToolResult } from "../conversation";
import { bestNamed, namedWithin, nameScore, nameWords } from "../fuzzy";
import { REQUEST_TOOLS } from "../tool-domains";
import { postSelector, selectedPost } from "./selectors";
import { ANY_SECTION, templateName } from "../vocabulary";

/** A name that could be a slug as typed ("about", "Contact", "team-news"). */
const looksLikeSlug = (name: string) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/i.test(name);

/** The page or post "it" refers to: the one this request or the previous one acted on. */
export function pronounTarget(ctx: PlanContext, kinds: EntityKind[]): Entity {
  const entity = ctx.recent.find((candidate) => kinds.includes(candidate.kind));
  if (!entity) throw new Halt(`Which ${kinds.join(" or ")} do you mean by "it"? Please name it, e.g. "publish the about page".`);
  return entity;
}

/** Where a menu link to a page or a post goes: the page itself, or the post's address. */
export const linkTo = (entity: Entity): { page: string } | { url: string } =>
  entity.kind === "post" && typeof entity.record.slug === "string" ? { url: postHref(entity.record.slug) } : { page: entity.id };

/** Two names for the same record ("about" and "About us") act on it once. */
export const uniqueById = (entities: Entity[]) => [...new Map(entities.map((entity) => [entity.id, entity])).values()];

const LISTS = {
  page: { toolName: "cms_getPages", input: { limit: 100 } },
  post: { toolName: "cms_getPosts", input: { limit: 100 } },
  image: { toolName: "cms_listImages", input: { limit: 100 } },
} as const;

/** Whether the list tool is offered, or can be asked for. */
const canList = (kind: EntityKind, ctx: PlanContext) => ctx.tools.has(LISTS[kind].toolName) || ctx.tools.has(REQUEST_TOOLS);

/** Every name a record goes by: title or label, slug, file name, alt text. */
export const namesOf = (record: ToolResult) =>
  [labelOf(record), record.slug, record.originalName, record.alt, record.caption].filter((name): name is string => typeof name === "string" && !!name);

/** "Which page do you mean: 'Home', 'About' or 'Contact'?" */
export function whichOf(kind: string, records: ToolResult[], lead = ""): Halt {
  const shown = records.slice(0, 8).map((record) => quote(kind === "image" && typeof record.originalName === "string" ? record.originalName : labelOf(record)));
  const more = records.length > 8 ? ` (or one of ${records.length - 8} more)` : "";
  return new Halt(`${lead}Which ${kind} do you mean: ${listOr(shown)}${more}?`);
}

const listOr = (items: string[]) => (items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`);

/** Every page, post or image, to match a name against the real ones. */
export function* listAll(kind: EntityKind): Step<ToolResult[]> {
  const result = yield* run({ ...LISTS[kind], describe: `list the ${kind}s` });
  return itemsOf(result);
}

/** Words that only describe a page or post ("the new prices page", "the Autumn draft"), tried without when the name finds nothing. */
const DESCRIBING = /^(?:new|old|current|latest|existing|draft|live|published|unpublished|recent)\s+|\s+(?:draft|one)$/i;

/**
 * Finds a page, post or image by what the user called it: cms_findResource first; when its best
 * match does not carry the words typed (a slip, a partial name), every record of the kind is
 * matched instead. A name that fits several equally, or none, ends in a question with the choices.
 */
function* findByName(name: string, kind: EntityKind, ctx: PlanContext): Step<Entity> {
  const notFound = () => new Halt(`I couldn't find a ${kind} matching ${quote(name)}. Try "list ${kind}s" to see what there is.`);
  if (!nameWords(name).length) {
    const all = yield* listAll(kind);
    if (all.length === 1) return toEntity(kind, all[0]);
    throw all.length ? whichOf(kind, all) : new Halt(`There are no ${kind}s yet.`);
  }
  const result = yield* run({ toolName: "cms_findResource", input: { query: name, type: kind }, describe: `look for the ${kind} ${quote(name)}` });
  const found = bestMatch(result, name, kind);
  const foundScore = found ? Math.max(0, ...namesOf(found.record).map((real) => nameScore(name, real))) : 0;
  if (found && foundScore >= 0.8) return found;
  // Matching against every record needs the list tool; without it the search's answer stands.
  if (!canList(kind, ctx)) {
    // (the search's best answer to a whole sentence is no name: see namedWithin)
    if (found && (foundScore > 0 || namedWithin(name, [found.record], namesOf).length)) return found;
    throw notFound();
  }
  const all = yield* listAll(kind);
  // "the new prices page" is the page "Prices": a word that only describes it is tried without.
  const plain = name.replace(DESCRIBING, "");
  const named = bestNamed(name, all, namesOf);
  const plainly = named.length || plain === name || !plain ? named : bestNamed(plain, all, namesOf);
  // "unpublish the about page for now": a real name inside the words typed.
  const best = plainly.length ? plainly : namedWithin(name, all, namesOf);
  if (best.length === 1) return toEntity(kind, best[0]);
  if (best.length > 1) throw whichOf(kind, best, `More than one ${kind} matches ${quote(name)}. `);
  const names = all.slice(0, 8).map((record) => quote(labelOf(record)));
  throw new Halt(`I couldn't find a ${kind} matching ${quote(name)}.${names.length ? ` The ${kind}s are: ${names.join(", ")}.` : ""}`);
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
  return yield* findByName(name, "page", ctx);
}

export function* findPost(name: string, ctx: PlanContext): Step<Entity> {
  if (isPronoun(name)) return pronounTarget(ctx, ["post"]);
  const selector = postSelector(name);
  if (selector) return yield* selectedPost(selector);
  return yield* findByName(name, "post", ctx);
}

/** The best image for a description, through cms_findImage. */
export function* findImage(description: string, ctx: PlanContext): Step<Entity> {
  if (isPronoun(description)) return pronounTarget(ctx, ["image"]);
  if (!nameWords(description).length) return yield* findByName(description, "image", ctx);
  const result = yield* run({ toolName: "cms_findImage", input: { description }, describe: `look for an image of ${quote(description)}` });
  const found = bestMatch(result, description, "image");
  if (found && Math.max(0, ...namesOf(found.record).map((real) => nameScore(description, real))) >= 0.8) return found;
  if (!canList("image", ctx)) {
    if (found) return found;
    throw new Halt(`I couldn't find an image matching ${quote(description)}. Try "list images" to browse the library.`);
  }
  const all = yield* listAll("image");
  const best = bestNamed(description, all, namesOf);
  if (best.length === 1) return toEntity("image", best[0]);
  if (best.length > 1) throw whichOf("image", best, `More than one image matches ${quote(description)}. `);
  if (found) return found;
  throw new Halt(`I couldn't find an image matching ${quote(description)}. Try "list images" to browse the library.`);
}

/** A section as cms_getPage lists it. */
export type SectionRecord = { id: string; templateKey: string; summary?: string; content?: ToolResult };

export function sectionsOf(result: ToolResult): SectionRecord[] {
  return itemsOf(result).flatMap((item) => {
    const { id, templateKey, summary } = item;
    if (typeof id !== "string" || typeof templateKey !== "string") return [];
    return [{ id, templateKey, summary: typeof summary === "string" ? summary : undefined, content: asRecord(item.content) }];
  });
}

/** A page with its sections' content: cms_getPage with includeContent, after a lookup by name when needed. */
const readPage = (ref: string, label = ref) => ({ toolName: "cms_getPage", input: { page: ref, includeContent: true }, describe: `read the page ${quote(label)}` });

/**
 * A page and its sections. With no page said ("the hero subhead", "the FAQ"), the page that has
 * that kind of section: the home page when it does, else the only one that does; several are asked about.
 */
export function* pageWithContent(name: string, ctx: PlanContext, holding?: string): Step<{ page: Entity; sections: SectionRecord[] }> {
  if (!name.trim()) return yield* pageHolding(holding);
  if (!isPronoun(name) && looksLikeSlug(name)) {
    const outcome = yield* attempt(readPage(name.toLowerCase()));
    const page = outcome.status === "ok" ? entityOf(outcome.result, "page") : undefined;
    if (outcome.status === "ok" && page) return { page, sections: sectionsOf(outcome.result) };
  }
  const found = isPronoun(name) ? pronounTarget(ctx, ["page"]) : yield* findByName(name, "page", ctx);
  const result = yield* run(readPage(found.id, found.label));
  return { page: entityOf(result, "page") ?? found, sections: sectionsOf(result) };
}

/** Pages from a list, each read with its sections' content, all together. */
export function* withContent(records: ToolResult[]): Step<{ record: ToolResult; page?: Entity; sections: SectionRecord[] }[]> {
  const results = yield* inParallel(records.map((record) => run(readPage(String(record.id), labelOf(record)))));
  return results.map((result, index) => ({ record: records[index], page: entityOf(result, "page"), sections: sectionsOf(result) }));
}

const HOME = /^(?:home|index|\/)$/i;

function* pageHolding(templateKey: string | undefined): Step<{ page: Entity; sections: SectionRecord[] }> {
  const pages = (yield* listAll("page")).filter((record) => typeof record.id === "string");
  const home = pages.find((record) => HOME.test(String(record.slug ?? "")) || record.href === "/");
  const holds = (sections: SectionRecord[]) => !templateKey || templateKey.startsWith(ANY_SECTION) || sections.some((section) => section.templateKey === templateKey);
  const holding = (read: { page?: Entity; sections: SectionRecord[] }[]) => read.flatMap(({ page, sections }) => (page && holds(sections) ? [{ page, sections }] : []));
  // the home page first: when it has one, no other page is read
  const onHome = home ? holding(yield* withContent([home])) : [];
  const found = onHome.length ? onHome : holding(yield* withContent(pages.filter((other) => other !== home)));
  if (found.length === 1) return found[0];
  const kind = templateKey && !templateKey.startsWith(ANY_SECTION) ? `${templateName(templateKey)} section` : "section";
  if (!found.length) throw new Halt(`No page has a ${kind}. Which page do you mean?`);
  throw whichOf("page", found.map(({ page }) => page.record), `Several pages have a ${kind}. `);
}

/** The best close match of a name among the records of the given kinds in a search result. */
function closest(result: ToolResult, name: string, kinds: EntityKind[]): Entity | undefined {
  const scored = itemsOf(result)
    .filter((item) => kinds.includes(item.type as EntityKind))
    .map((item) => ({ item, score: Math.max(0, ...namesOf(item).map((real) => nameScore(name, real))) }))
    .filter(({ score }) => score >= 0.8)
    .sort((a, b) => b.score - a.score);
  return scored.length ? toEntity(scored[0].item.type as EntityKind, scored[0].item) : undefined;
}

/**
 * A page or a post, for a name typed without saying which ("publish 'five tips'", "delete the
 * newest draft"): a post selector is a post, a slug a page; otherwise whichever kind has the
 * closer name, and when neither does, the page lookup asks with the choices.
 */
export function* findPageOrPost(name: string, ctx: PlanContext): Step<Entity> {
  if (isPronoun(name)) return pronounTarget(ctx, ["page", "post"]);
  const selector = postSelector(name);
  if (selector) return yield* selectedPost(selector);
  if (looksLikeSlug(name)) {
    const outcome = yield* attempt({ toolName: "cms_getPage", input: { page: name.toLowerCase() }, describe: `look up the page ${quote(name.toLowerCase())}` });
    const page = outcome.status === "ok" ? entityOf(outcome.result, "page") : undefined;
    if (page) return page;
  }
  if (!nameWords(name).length) return yield* findByName(name, "page", ctx);
  const result = yield* run({ toolName: "cms_findResource", input: { query: name, type: "any" }, describe: `look for ${quote(name)}` });
  const found = closest(result, name, ["page", "post"]);
  if (found) return found;
  if (!canList("post", ctx)) return yield* findByName(name, "page", ctx);
  const all = [...(yield* listAll("page")).map((record) => toEntity("page", record)), ...(yield* listAll("post")).map((record) => toEntity("post", record))];
  const named = bestNamed(name, all, (entity) => namesOf(entity.record));
  const plain = name.replace(DESCRIBING, "");
  const best = named.length || plain === name || !plain ? named : bestNamed(plain, all, (entity) => namesOf(entity.record));
  if (best.length === 1) return best[0];
  if (best.length > 1) throw new Halt(`More than one page or post matches ${quote(name)}: ${listOr(best.map((entity) => `the ${entity.kind} ${quote(entity.label)}`))}. Which one do you mean?`);
  throw new Halt(`I couldn't find a page or post matching ${quote(name)}. The pages are: ${listOr(all.filter((e) => e.kind === "page").map((e) => quote(e.label)))}; the posts: ${listOr(all.filter((e) => e.kind === "post").map((e) => quote(e.label)))}.`);
}
