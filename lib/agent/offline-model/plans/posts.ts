import type { IntentOf, PostVerb } from "../intents";
import { bullets, byStatus, doneText, inParallel, pastTense, messageOf, quote, run, settle, settledText, type Plan, type PlanContext } from "../plan-kit";
import { countOf } from "@/lib/tools/summaries";
import { capitalize } from "../text";
import { entityOf, itemsOf, labelOf, toEntity, type Entity } from "../resolve";
import { findPost, uniqueById } from "./lookups";
import { draftOfEntity, publishDrafts, publishNamed } from "./publishing";
import { postSelector, selectedPosts } from "./selectors";

export function* listPosts({ status, tag, cover }: IntentOf<"listPosts">): Plan {
  const input = { ...(status ? { status } : {}), ...(tag ? { tag } : {}), ...(cover ? { cover } : {}) };
  const which = `${status ? `${status} ` : ""}posts${tag ? ` tagged ${quote(tag)}` : ""}${cover ? " without a cover image" : ""}`;
  const result = yield* run({ toolName: "cms_getPosts", input, describe: `list the ${which}` });
  const posts = itemsOf(result);
  const lines = posts.map((post) => `**${labelOf(post)}** — ${String(post.status ?? "")}`);
  if (!lines.length) return { text: cover ? `Every ${status ? `${status} ` : ""}post${tag ? ` tagged ${quote(tag)}` : ""} has a cover image.` : `There are no ${which} yet.` };
  const total = typeof result.total === "number" ? result.total : lines.length;
  return { text: `${cover ? `${countOf(total, "post")} without a cover image:` : `${messageOf(result) ?? "Posts:"}${byStatus(posts)}`}\n\n${bullets(lines)}` };
}

export function* createPost({ title, tags, excerpt, body }: IntentOf<"createPost">): Plan {
  const input = { title, ...(tags ? { tags } : {}), ...(excerpt ? { excerpt } : {}), ...(body ? { body } : {}) };
  const result = yield* run({ toolName: "cms_createPost", input, describe: `create the post ${quote(title)}` });
  return {
    text: `${doneText(result, `Created the draft post ${quote(title)}.`)}${body ? ' Say "publish it" when it is ready.' : ' It has no text yet; write it in the editor, then say "publish it".'}`,
    entity: entityOf(result, "post"),
  };
}

const POST_TOOLS = { publish: "cms_publishPost", unpublish: "cms_unpublishPost", archive: "cms_archivePost", delete: "cms_deletePost" } as const;

export function* postAction({ action, post }: IntentOf<"postAction">, ctx: PlanContext): Plan {
  const selector = postSelector(post);
  if (selector?.all) return yield* actOnAll(action, (yield* selectedPosts(selector)).map((record) => toEntity("post", record)));
  if (action === "publish") return yield* publishNamed([post], "post", ctx);
  return yield* postActionOn(action, yield* findPost(post, ctx));
}

export function* postActionOn(action: Exclude<PostVerb, "publish">, found: Entity): Plan {
  const result = yield* run({ toolName: POST_TOOLS[action], input: { post: found.id }, describe: `${action} the post ${quote(found.label)}` });
  return { text: doneText(result, `${capitalize(pastTense(action))} the post ${quote(found.label)}.`), entity: entityOf(result, "post") ?? found };
}

/** "delete all the posts", "archive every post tagged seasonal": one call each, asked for together. */
function* actOnAll(action: PostVerb, posts: Entity[]): Plan {
  if (action === "publish") return yield* publishDrafts(posts.map(draftOfEntity));
  const calls = posts.map((found) => ({ toolName: POST_TOOLS[action], input: { post: found.id }, describe: `${action} the post ${quote(found.label)}` }));
  return { text: settledText(calls, yield* settle(calls)) };
}

/** The same action on several posts: all are looked up first, then the actions are asked for together. */
export function* bulkPostAction({ action, posts }: IntentOf<"bulkPostAction">, ctx: PlanContext): Plan {
  if (action === "publish") return yield* publishNamed(posts, "post", ctx);
  const found = uniqueById(yield* inParallel(posts.map((name) => findPost(name, ctx))));
  const calls = found.map((post) => ({ toolName: POST_TOOLS[action], input: { post: post.id }, describe: `${action} the post ${quote(post.label)}` }));
  return { text: settledText(calls, yield* settle(calls)) };
}
