import { isContentKind } from "@/lib/domain/content-kinds";
import type { ToolResult } from "../conversation";
import { draftItem, draftName, type DraftItem } from "../drafts";
import { isPronoun, type IntentOf } from "../intents";
import { doneText, inParallel, quote, run, type Call, type Plan, type PlanContext, type Step } from "../plan-kit";
import { entityOf, itemsOf, type Entity, type EntityKind } from "../resolve";
import { listOf } from "../text";
import { findPage, findPost, pronounTarget, uniqueById } from "./lookups";

/** cms_publishChanges takes at most this many items; more go live with `all: true`. */
const MAX_ITEMS = 50;

export const NOTHING_WAITING = "There's nothing to publish: the live site already shows every draft.";

/** A page or post found by name, as a draft to publish. */
export const draftOfEntity = (entity: Entity): DraftItem => draftItem(entity.kind === "post" ? "post" : "page", entity.id, entity.label, entity.record.status === "published");

const sameDraft = (a: DraftItem, b: DraftItem) => a.kind === b.kind && a.id === b.id;

/** Everything cms_listUnpublishedChanges lists: each draft that differs from what visitors see. */
export function* unpublishedChanges(): Step<ToolResult[]> {
  return itemsOf(yield* run({ toolName: "cms_listUnpublishedChanges", input: {}, describe: "check what is waiting to go live" }));
}

/** Every page and post draft that differs from what visitors see. */
export function* waitingDrafts(): Step<DraftItem[]> {
  return (yield* unpublishedChanges()).flatMap((item) =>
    isContentKind(item.kind) && typeof item.id === "string" ? [draftItem(item.kind, item.id, typeof item.name === "string" ? item.name : item.id, item.state !== "new")] : [],
  );
}

/** One card for the whole set: the one-item tool for a single page or post (its card says where it goes live), else cms_publishChanges. */
function publishCall(items: DraftItem[], everything: boolean): Call {
  const names = listOf(items.map(draftName));
  const [only] = items;
  const input =
    items.length === 1 && only.kind === "page"
      ? { toolName: "cms_publishPage", input: { page: only.id } }
      : items.length === 1 && only.kind === "post"
        ? { toolName: "cms_publishPost", input: { post: only.id } }
        : {
            toolName: "cms_publishChanges",
            input: everything && items.length > MAX_ITEMS ? { all: true } : { items: items.map(({ kind, id }) => (kind === "navigation" || kind === "settings" ? { kind } : { kind, ref: id })) },
          };
  const them = items.length > 1 ? "them" : "it";
  return {
    ...input,
    describe: `publish ${everything && items.length > 3 ? `${items.length} unpublished changes` : names}`,
    declined: (why) => `OK — nothing went live: publishing was declined.${why} The drafts are kept as they are; say "publish ${them}" whenever you want ${them} live.`,
  };
}

/**
 * Puts drafts live after checking what is really waiting: `wanted` (what a turn changed, or what
 * was named) or everything. Items whose draft is what visitors already see are left out and named;
 * with nothing left it says so instead of asking for an empty card.
 */
export function* publishDrafts(wanted: DraftItem[] | "everything"): Plan {
  const waiting = yield* waitingDrafts();
  const everything = wanted === "everything";
  const items = everything ? waiting : wanted.filter((item) => waiting.some((other) => sameDraft(item, other)));
  const current = everything ? [] : wanted.filter((item) => !items.includes(item));
  if (!items.length) {
    return { text: current.length ? `There's nothing to publish: visitors already see the latest version of ${listOf(current.map(draftName))}.` : NOTHING_WAITING };
  }
  const result = yield* run(publishCall(items, everything));
  const unchanged = current.length ? ` ${capitalized(listOf(current.map(draftName)))} had nothing new to publish.` : "";
  const entity = entityOf(result, "page") ?? entityOf(result, "post");
  return { text: `${doneText(result, `Published ${listOf(items.map(draftName))}.`)}${unchanged}`, ...(entity ? { entity } : {}) };
}

const capitalized = (text: string) => text.replace(/^./, (first) => first.toUpperCase());

/** "publish it", "publish them": what the last request changed, else the page or post it was about. */
export function* publishWhatWasMeant(ctx: PlanContext, kinds: EntityKind[]): Plan {
  if (ctx.lastEdits.length) return yield* publishDrafts(ctx.lastEdits);
  return yield* publishDrafts([draftOfEntity(pronounTarget(ctx, kinds))]);
}

/** Named pages or posts (or "it"), looked up together, then put live on one card. */
export function* publishNamed(names: string[], kind: "page" | "post", ctx: PlanContext): Plan {
  if (names.length === 1 && isPronoun(names[0])) return yield* publishWhatWasMeant(ctx, /page/i.test(names[0]) ? ["page"] : /post/i.test(names[0]) ? ["post"] : ["page", "post"]);
  const found = uniqueById(yield* inParallel(names.map((name) => (kind === "page" ? findPage(name, ctx) : findPost(name, ctx)))));
  // An archived post has no draft waiting: "put it back on the blog" takes it out of the archive first.
  for (const post of found.filter((entity) => entity.kind === "post" && entity.record.status === "archived")) {
    yield* run({ toolName: "cms_unpublishPost", input: { post: post.id }, describe: `take the post ${quote(post.label)} out of the archive` });
  }
  return yield* publishDrafts(found.map(draftOfEntity));
}

export function* publishChanges({ scope }: IntentOf<"publishChanges">, ctx: PlanContext): Plan {
  if (scope === "chat" && ctx.chatEdits?.length) return yield* publishDrafts(ctx.chatEdits);
  return yield* publishDrafts(scope === "recent" && ctx.lastEdits.length ? ctx.lastEdits : "everything");
}
