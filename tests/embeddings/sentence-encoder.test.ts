import { describe, expect, it } from "vitest";
import { sentenceEncoder } from "@/lib/embeddings/sentence-encoder";

describe("the built-in sentence model", () => {
  it("leaves the process's own handling of uncaught errors alone, so one failed request cannot stop the server", async () => {
    const before = ["uncaughtException", "unhandledRejection"].map((event) => process.listenerCount(event));
    const [vector] = await sentenceEncoder.embed(["pictures of hills"]);
    expect(vector).toHaveLength(512);
    expect(["uncaughtException", "unhandledRejection"].map((event) => process.listenerCount(event))).toEqual(before);
  });
});
