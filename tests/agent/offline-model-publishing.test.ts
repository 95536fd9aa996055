import { describe, expect, it } from "vitest";
import type { StreamChunk } from "../support/chat-server";
import { useOfflineDemoChat } from "../support/offline-demo-chat";

/**
 * Drafts-aware publishing with the built-in model, on the demo site, through the real chat route and
 * approval path: a plan's edits go live on one card, a denial leaves the live site as it was.
 */
const demo = useOfflineDemoChat("offline-publishing");

const services = async () => ({
  published: (await import("@/lib/services/published")).published,
  pages: (await import("@/lib/services/pages")).pages,
  navigation: (await import("@/lib/services/navigation")).navigation,
  changes: (await import("@/lib/services/publishing/changes")).unpublishedChanges,
  ctx: (await import("@/lib/services/context")).userContext(demo.editor),
});


const cards = (chunks: StreamChunk[]) => demo.turns.chunksOf(chunks, "data-approvalPreview").map((chunk) => chunk.data as { toolName: string; action: string; changes: { field: string }[] });
const calledTools = (chunks: StreamChunk[]) => demo.turns.chunksOf(chunks, "tool-input-available").map((chunk) => String(chunk.toolName));

describe("offline model: publishing drafts", () => {
  it("puts two pages and the menu live on one card, keeps them as drafts when denied, and publishes when confirmed", async () => {
    const { published, pages, ctx } = await services();
    const chat = demo.turns.chatSession(demo.server.url, demo.editor);
    const request = "change the About page title to Our story, change the Contact page title to Say hello, hide Blog in the menu, and publish it all";

    const asked = await chat.send(request);
    const [card, ...more] = cards(asked.chunks);
    expect(more).toEqual([]);
    expect(card).toMatchObject({ toolName: "cms_publishChanges", action: "Publish 3 changes together: page “Our story”, page “Say hello”, the menu" });
    expect(card.changes.map((change) => change.field)).toEqual(expect.arrayContaining(["page “Our story” › Title", "page “Say hello” › Title"]));
    expect((await pages.get(ctx, "about")).title).toBe("Our story");

    const denied = await chat.answer(false);
    const deniedText = demo.turns.streamedText(denied.chunks);
    expect(deniedText).toMatch(/^OK — nothing went live: publishing was declined\. The drafts are kept/);
    expect(deniedText).not.toMatch(/cms_|Nothing was changed/);
    expect((await published.page("about"))?.title).toBe("About");
    expect((await published.page("contact"))?.title).toBe("Contact");
    expect((await published.menu()).map((item) => item.label)).toContain("Blog");

    const again = await chat.send(request);
    expect(cards(again.chunks).map((shown) => shown.toolName)).toEqual(["cms_publishChanges"]);
    const confirmed = await chat.answer(true);
    expect(demo.turns.streamedText(confirmed.chunks)).toMatch(/All 4 steps are done/);
    expect((await published.page("about"))?.title).toBe("Our story");
    expect((await published.page("contact"))?.title).toBe("Say hello");
    expect((await published.menu()).map((item) => item.label)).not.toContain("Blog");
  });

  it("creates a page, links it from the menu and publishes both on one card", async () => {
    const { published } = await services();
    const chat = demo.turns.chatSession(demo.server.url, demo.editor);
    const asked = await chat.send("create Careers with a hero, add it to the menu, and publish it");
    expect(cards(asked.chunks).map((card) => card.action)).toEqual(["Publish 2 changes together: page “Careers”, the menu"]);
    await chat.answer(true);
    expect((await published.page("careers"))?.sections.map((section) => section.templateKey)).toEqual(["hero"]);
    expect((await published.menu()).map((item) => item.label)).toContain("Careers");

    // Asked again, the menu keeps one link: the page is already there, and nothing is left to publish.
    const again = await chat.send("add Careers to the menu and publish it");
    expect(cards(again.chunks)).toEqual([]);
    expect(demo.turns.streamedText(again.chunks)).toMatch(/'Careers' is already in the menu\.[\s\S]*nothing to publish/);
    expect((await published.menu()).filter((item) => item.label === "Careers")).toHaveLength(1);
  });

  it("says a live edit is a draft, then publishes it when asked, and says when there is nothing to publish", async () => {
    const { published } = await services();
    const chat = demo.turns.chatSession(demo.server.url, demo.editor);
    const hidden = await chat.send("hide the Contact link in the menu");
    expect(demo.turns.streamedText(hidden.chunks)).toMatch(/saved as a draft.*"publish it"/);
    expect(cards(hidden.chunks)).toEqual([]);

    const asked = await chat.send("publish it");
    expect(cards(asked.chunks).map((card) => card.action)).toEqual(["Publish the menu"]);
    await chat.answer(true);
    expect((await published.menu()).map((item) => item.label)).not.toContain("Contact");

    const nothing = await chat.send("publish the home page");
    expect(cards(nothing.chunks)).toEqual([]);
    expect(demo.turns.streamedText(nothing.chunks)).toContain("There's nothing to publish: visitors already see the latest version of the page 'Home'.");
  });

  it("publishes a live page's draft edits by name", async () => {
    const { published, pages, ctx } = await services();
    await pages.update(ctx, "home", { seoTitle: "Calm websites" });
    const chat = demo.turns.chatSession(demo.server.url, demo.editor);
    const asked = await chat.send("publish the home page");
    expect(cards(asked.chunks).map((card) => card.toolName)).toEqual(["cms_publishPage"]);
    await chat.answer(true);
    expect((await published.page("home"))?.seoTitle).toBe("Calm websites");
  });

  it("publishes everything that waits after listing it", async () => {
    const { changes, ctx } = await services();
    const chat = demo.turns.chatSession(demo.server.url, demo.editor);
    const { settings } = await import("@/lib/services/settings");
    await settings.update(ctx, { tagline: "Calm websites, kept simple" });
    const asked = await chat.send("publish everything");
    expect(calledTools(asked.chunks)).toEqual(["cms_listUnpublishedChanges", "cms_publishChanges"]);
    expect(cards(asked.chunks).map((card) => card.action).join(" | ")).toMatch(/^Publish 2 changes together: post “Autumn collection.*”, the site settings$/);
    await chat.answer(true);
    expect(await changes.list(ctx)).toEqual([]);

    const none = await chat.send("go live");
    expect(cards(none.chunks)).toEqual([]);
    expect(demo.turns.streamedText(none.chunks)).toContain("There's nothing to publish: the live site already shows every draft.");
  });
});
