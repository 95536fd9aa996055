import type { UIMessage } from "ai";
import { describe, expect, it } from "vitest";
import { describeMemory, workingMemory } from "@/lib/agent/memory";

const toolResult = (output: unknown, state = "output-available", toolName = "cms_getPage") =>
  ({ id: Math.random().toString(36), role: "assistant", parts: [{ type: `tool-${toolName}`, toolCallId: "c", state, input: {}, output }] }) as unknown as UIMessage;

describe("working memory", () => {
  it("keeps entities from successful results, most recent last, once each", () => {
    const memory = workingMemory([
      toolResult({ ok: true, message: "", page: { id: "p1", title: "About", slug: "about", status: "published" } }),
      toolResult({ ok: true, message: "", post: { id: "b1", title: "Autumn", slug: "autumn", status: "draft" } }),
      toolResult({ ok: true, message: "", page: { id: "p1", title: "About", slug: "about", status: "draft" } }),
    ]);
    expect(memory.map((e) => `${e.type}:${e.id}`)).toEqual(["post:b1", "page:p1"]);
    expect(memory[1].detail).toContain("status draft");
    expect(describeMemory(memory)).toContain('page "About" (id p1, slug about, status draft)');
  });

  it("ignores failures, unfinished calls and unknown shapes, and caps the list", () => {
    expect(workingMemory([toolResult({ ok: false, error: "x", page: { id: "p9", title: "Gone" } })])).toEqual([]);
    expect(workingMemory([toolResult({ ok: true, page: { id: "p9" } }, "input-available")])).toEqual([]);
    const many = Array.from({ length: 20 }, (_, i) => toolResult({ ok: true, message: "", items: [{ id: `i${i}`, title: `Post ${i}`, excerpt: "", tags: [] }] }, "output-available", "cms_getPosts"));
    const memory = workingMemory(many);
    expect(memory).toHaveLength(12);
    expect(memory.at(-1)).toMatchObject({ type: "post", id: "i19" });
    expect(describeMemory([])).toBe("Nothing yet.");
  });

  it("knows what a list holds from the tool's definition, or from each item's own type, never from its fields", () => {
    const images = workingMemory([toolResult({ ok: true, message: "", items: [{ id: "m1", alt: "A harbour", tags: [] }] }, "output-available", "cms_listImages")]);
    expect(images).toEqual([{ type: "image", id: "m1", label: "A harbour", detail: undefined }]);
    const found = workingMemory([toolResult({ ok: true, message: "", items: [{ type: "post", id: "b2", title: "Spring", slug: "spring" }] }, "output-available", "cms_findResource")]);
    expect(found).toEqual([{ type: "post", id: "b2", label: "Spring", detail: "slug spring" }]);
    const unknown = workingMemory([toolResult({ ok: true, message: "", items: [{ id: "x1", title: "Looks like a post", excerpt: "", tags: [] }] }, "output-available", "somebody_elses")]);
    expect(unknown).toEqual([]);
  });
});
