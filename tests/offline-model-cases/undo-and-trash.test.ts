import { beforeAll, describe, expect, it } from "vitest";
import { DEV_CASES } from "@/bench/offline-model/cases/dev";
import { ownDatabase } from "../support/seeded-site";

/**
 * "Undo that", "put it back", "bring back the page I deleted", "what did you just change?": the development cases that say so,
 * through the real chat path (approval cards answered, real tools, a demo site of its own), with
 * their checks of what the site holds afterwards — and the same requests with the card denied
 * change nothing back.
 */
const IDS = ["conversation-601", "conversation-604", "conversation-605", "conversation-606", "conversation-804", "conversation-971"];

describe("the offline model undoing its last changes and restoring from the trash", () => {
  const useOwnDatabase = ownDatabase("offline-model-undo");
  let site: Awaited<ReturnType<typeof import("@/bench/offline-model/site").prepareDemoSite>>;

  beforeAll(async () => {
    useOwnDatabase();
    site = await (await import("@/bench/offline-model/site")).prepareDemoSite();
  }, 120_000);

  it.each(IDS)("%s", async (id) => {
    const { runCase } = await import("@/bench/offline-model/run-case");
    const found = DEV_CASES.find((c) => c.id === id)!;
    const result = await runCase(found, site);
    expect(result.failures, result.transcript.reply).toEqual([]);
  });

  it("says what the last reply changed, in words, and that a reply which only read changed nothing", async () => {
    const { runCase } = await import("@/bench/offline-model/run-case");
    const changed = await runCase({ id: "conversation-602", domain: "conversation", intent: "change", say: ["change the tagline to 'Calm sites'", "what did you just do?"], expect: [{ setting: "tagline", equals: "Calm sites" }] }, site);
    expect(changed.failures).toEqual([]);
    expect(changed.transcript.reply).toMatch(/tagline.* — now 'Calm sites'\./);
    const read = await runCase({ id: "conversation-603", domain: "conversation", intent: "read", say: ["what's the tagline?", "what did you just change?"], expect: [] }, site);
    expect(read.transcript.reply).toBe("My last reply only looked things up: nothing was changed.");
  });

  it("leaves the change in place when the undo card is denied", async () => {
    const { runCase } = await import("@/bench/offline-model/run-case");
    const result = await runCase({ id: "conversation-600", domain: "conversation", intent: "change", cards: "deny", say: ["change the tagline to 'Websites for busy people'", "undo that"], expect: [{ setting: "tagline", equals: "Websites for busy people" }] }, site);
    // The tagline is a draft change (no card); the undo's card is denied, so it stays.
    expect(result.failures).toEqual([]);
    expect(result.transcript.reply).toContain("nothing was undone");
  });
});
