import type { ToolResult } from "../conversation";
import { Halt, run, type Step } from "../plan-kit";
import { itemsOf, toEntity, type Entity } from "../resolve";
import { whichOf } from "./lookups";

/**
 * Posts named by what they are rather than by title: "the draft post", "the oldest post", "the
 * newest draft", "the most recently published post", "every post tagged seasonal", "all the posts".
 */
export type PostSelector = { status?: "draft" | "published" | "archived"; order?: "oldest" | "newest"; tag?: string; all?: boolean };

const STATUS: Record<string, PostSelector["status"]> = { draft: "draft", drafts: "draft", unpublished: "draft", published: "published", live: "published", archived: "archived" };
const ORDER: Record<string, PostSelector["order"]> = { oldest: "oldest", earliest: "oldest", first: "oldest", newest: "newest", latest: "newest", recent: "newest", last: "newest" };

const SELECTOR =
  /^(?:(?:the|our|my)\s+)?(?:(all|every|each)\s+(?:of\s+)?(?:the\s+|our\s+)?)?(?:(oldest|earliest|first|newest|latest|last|(?:most\s+)?recent(?:ly\s+(?:published|written|added|created))?)(?:\s+|$))?(?:(draft|drafts|unpublished|published|live|archived)\s*)?(?:(?:blog\s+)?(?:posts?|articles?|one))?(?:\s+(?:tagged|with\s+the\s+tag|with\s+tag)\s+["']?([\w -]+?)["']?)?$/i;

/** The selector a name is made of, or undefined when it is a title. */
export function postSelector(name: string): PostSelector | undefined {
  const match = SELECTOR.exec(name.trim());
  if (!match) return undefined;
  const [, all, order, status, tag] = match;
  if (!all && !order && !status && !tag) return undefined;
  const orderWord = order?.toLowerCase().replace(/^most\s+/, "").replace(/ly\s+\w+$/, "");
  const selector: PostSelector = {
    ...(all ? { all: true } : {}),
    ...(orderWord ? { order: ORDER[orderWord] ?? "newest" } : {}),
    ...(status ? { status: STATUS[status.toLowerCase()] } : /recently\s+published/i.test(order ?? "") ? { status: "published" as const } : {}),
    ...(tag ? { tag: tag.trim() } : {}),
  };
  return selector;
}

/** When a post was written; among published posts ("the most recently published"), when it came out. */
const dateOf = (post: ToolResult, published: boolean) => String((published ? post.publishedAt : undefined) ?? post.createdAt ?? post.publishedAt ?? "");

/** The posts a selector names, oldest first when it orders them. */
export function* selectedPosts(selector: PostSelector): Step<ToolResult[]> {
  const input = { limit: 100, ...(selector.status ? { status: selector.status } : {}), ...(selector.tag ? { tag: selector.tag } : {}) };
  const what = [selector.status, "posts", selector.tag ? `tagged ${selector.tag}` : ""].filter(Boolean).join(" ");
  const result = yield* run({ toolName: "cms_getPosts", input, describe: `list the ${what}` });
  const published = selector.status === "published";
  const posts = itemsOf(result).sort((a, b) => dateOf(a, published).localeCompare(dateOf(b, published)));
  if (!posts.length) throw new Halt(`There are no ${what}.`);
  return posts;
}

/** The one post a selector names; several without an order to pick by end in a question. */
export function* selectedPost(selector: PostSelector): Step<Entity> {
  const posts = yield* selectedPosts(selector);
  if (selector.order) return toEntity("post", selector.order === "oldest" ? posts[0] : posts[posts.length - 1]);
  if (posts.length === 1) return toEntity("post", posts[0]);
  throw whichOf("post", posts, `There are ${posts.length} ${selector.status ?? ""} posts. `.replace("  ", " "));
}
