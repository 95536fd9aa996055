import { describe, expect, it } from "vitest";
import { hasMeaning } from "@/lib/embeddings/has-meaning";

describe("whether a text can be matched by meaning", () => {
  it("needs a whole common word, not letters that happen to spell one inside gibberish", () => {
    expect(hasMeaning("pictures of hills")).toBe(true);
    expect(hasMeaning("The LOGO")).toBe(true);
    expect(hasMeaning("zzz-z9ahn3")).toBe(false);
    expect(hasMeaning("qwxz-3")).toBe(false);
    expect(hasMeaning("")).toBe(false);
  });
});
