import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServiceContext } from "@/lib/services/context";
import { entries } from "@/lib/services/entries";
import { images } from "@/lib/services/images";
import { navigation } from "@/lib/services/navigation";
import { pages } from "@/lib/services/pages";
import { posts } from "@/lib/services/posts";
import { sections } from "@/lib/services/sections";
import type { ToolDefinition } from "@/lib/tools/define";
import { searchContent, searchSemantic } from "@/lib/tools/search";
import { editor, unique, viewer } from "../support/actors";
import { pngBuffer } from "../support/images";
import { callTool } from "../support/tool-context";
import { sendJson, setEnv, startTestServer, type TestServer } from "../net/test-server";

/** Runs the tool and checks its result against the tool's own output schema. */
async function call(definition: ToolDefinition<any, any>, input: unknown, ctx: ServiceContext = editor) {
  const result = await callTool(definition, input, ctx);
  definition.output.parse(result);
  return result;
}

/** A word no other test writes, so results from the shared database cannot interfere. */
const rareWord = () => `qz${Math.random().toString(36).slice(2, 9)}`;

beforeAll(() => sections.syncTemplates());

describe("search_content", () => {
  const word = rareWord();
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const page = await pages.create(editor, {
      title: "Opening hours",
      slug: unique("hours"),
      sections: [{ templateKey: "text", content: { heading: "When we bake", body: `Our ${word} loaves come out at seven.` } }],
    });
    const post = await posts.create(editor, { title: `The ${word} story`, excerpt: "How it started", body: "A long story." });
    const image = await images.upload(editor, { buffer: await pngBuffer(20, 20), originalName: "loaf.png", alt: `A ${word} loaf on a board` });
    const item = await navigation.add(editor, { label: `${word} menu`, url: `/${unique("menu")}` });
    const collection = unique("faq");
    await entries.createCollection(editor, { slug: collection, name: "FAQ", fields: [{ name: "answer", label: "Answer", type: "textarea" }] });
    const entry = await entries.create(editor, collection, { title: "Do you deliver?", data: { answer: `Yes, ${word} delivery daily.` } });
    Object.assign(ids, { page: page.id, post: post.id, image: image.id, navItem: item.id, entry: entry.id });
  });

  it("finds every kind of content, ranked, with where it matched and a snippet", async () => {
    const result = await call(searchContent, { query: word.toUpperCase() }, viewer);
    expect(result).toMatchObject({ ok: true, total: 5 });
    const byType = Object.fromEntries(result.items.map((hit: { type: string }) => [hit.type, hit]));
    expect(byType.page).toMatchObject({ id: ids.page, title: "Opening hours", status: "draft", matchedIn: ["content"], snippet: expect.stringContaining(`${word} loaves`) });
    expect(byType.post).toMatchObject({ id: ids.post, matchedIn: ["title", "slug"] });
    expect(byType.image).toMatchObject({ id: ids.image, title: `A ${word} loaf on a board`, matchedIn: ["alt text"] });
    expect(byType.navItem).toMatchObject({ id: ids.navItem, status: "visible", matchedIn: ["label"] });
    expect(byType.entry).toMatchObject({ id: ids.entry, collection: expect.stringMatching(/^faq-/), matchedIn: ["data"] });
    // Title and label matches outrank matches in body text.
    const rank = (type: string) => result.items.findIndex((hit: { type: string }) => hit.type === type);
    expect(rank("post")).toBeLessThan(rank("page"));
    expect(rank("navItem")).toBeLessThan(rank("entry"));
  });

  it("ranks items with every word above items with some, and filters by type", async () => {
    const both = await call(searchContent, { query: `${word} delivery` });
    expect(both.items[0]).toMatchObject({ type: "entry", id: ids.entry });
    const onlyImages = await call(searchContent, { query: word, types: ["image"], limit: 5 });
    expect(onlyImages.items.map((hit: { id: string }) => hit.id)).toEqual([ids.image]);
  });

  it("leaves trashed items out and says when nothing matches", async () => {
    await pages.trash(editor, ids.page);
    const result = await call(searchContent, { query: word, types: ["page"] });
    expect(result).toMatchObject({ ok: true, items: [], total: 0, message: `Nothing on the site matches "${word}".` });
  });

  it("fails validation on an empty query", async () => {
    expect(await call(searchContent, { query: "  " })).toMatchObject({ ok: false, code: "validation", error: expect.stringContaining("Give something to search for") });
  });
});

/**
 * Bag-of-words vectors: texts sharing words point the same way, so cosine similarity ranks them. Wide
 * enough that words of the thousands of items other test files write into the shared database
 * almost never land where the query's do (at 512 a chance collision once tied the top two scores).
 */
const DIMENSIONS = 8192;
function embedText(text: string): number[] {
  const vector = new Array<number>(DIMENSIONS).fill(0);
  for (const word of text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean)) {
    let hash = 7;
    for (const char of word) hash = (hash * 31 + char.charCodeAt(0)) % DIMENSIONS;
    vector[hash] += 1;
  }
  return vector;
}

describe("search_semantic", () => {
  let embeddings: TestServer;
  let failing = false;
  let restoreEnv: () => void;

  beforeAll(async () => {
    embeddings = await startTestServer((request, res) => {
      if (failing) return sendJson(res, { error: { message: "model not loaded" } }, 500);
      const { input } = JSON.parse(request.body) as { input: string[] };
      sendJson(res, { data: input.map((text, index) => ({ object: "embedding", index, embedding: embedText(text) })), model: "test-embed", usage: { prompt_tokens: 1, total_tokens: 1 } });
    });
    restoreEnv = setEnv({ EMBEDDING_BASE_URL: `${embeddings.url}/v1`, EMBEDDING_MODEL: "test-embed", OPENAI_COMPATIBLE_BASE_URL: undefined, OPENAI_API_KEY: undefined });
  });

  afterAll(async () => {
    restoreEnv();
    await embeddings.close();
  });

  it("ranks content by similarity of embeddings from the configured model", async () => {
    const word = rareWord();
    const post = await posts.create(editor, { title: `${word} sourdough bread`, body: "Slow fermented loaves." });
    await pages.create(editor, { title: `${rareWord()} yoga classes`, slug: unique("yoga") });
    const result = await call(searchSemantic, { query: `${word} sourdough`, types: ["post", "page"], limit: 3 }, viewer);
    expect(result.items).toHaveLength(3);
    expect(result.items[0]).toMatchObject({ type: "post", id: post.id });
    expect(result.items[0].score).toBeGreaterThan(result.items[1].score);
    expect(embeddings.requests.every((request) => request.path === "/v1/embeddings" && JSON.parse(request.body).model === "test-embed")).toBe(true);
  });

  it("embeds only what changed since the last search, never everything again", async () => {
    await call(searchSemantic, { query: "anything" });
    const sent = (from: number) => embeddings.requests.slice(from).flatMap((request) => (JSON.parse(request.body) as { input: string[] }).input);
    const before = embeddings.requests.length;
    const word = rareWord();
    const post = await posts.create(editor, { title: `${word} kayak tours`, body: "Paddle the bay." });
    expect((await call(searchSemantic, { query: `${word} kayak`, types: ["post"] })).items[0]).toMatchObject({ id: post.id });
    expect(sent(before).filter((text) => text.includes(`${word} kayak tours`))).toHaveLength(1);
    const again = embeddings.requests.length;
    await call(searchSemantic, { query: `${word} kayak` });
    expect(sent(again)).toContain(`${word} kayak`);
    expect(sent(again).some((text) => text.includes("kayak tours"))).toBe(false);
  });

  it("returns the model's failure with a hint to use search_content", async () => {
    failing = true;
    try {
      expect(await call(searchSemantic, { query: "bread" })).toMatchObject({ ok: false, code: "provider_error", hint: expect.stringContaining("search_content") });
    } finally {
      failing = false;
    }
  });

  it("uses the built-in sentence model when no embedding model is set", async () => {
    const restore = setEnv({ EMBEDDING_BASE_URL: undefined, EMBEDDING_MODEL: undefined });
    const asked = embeddings.requests.length;
    try {
      const hills = await images.upload(editor, { buffer: await pngBuffer(21, 20), originalName: `${rareWord()}.png`, alt: "A snowy mountain peak above the valley" });
      const result = await call(searchSemantic, { query: "pictures of hills", types: ["image"], limit: 3 }, viewer);
      expect(result.items[0]).toMatchObject({ type: "image", id: hills.id });
    } finally {
      restore();
    }
    expect(embeddings.requests.length).toBe(asked);
  });
});
