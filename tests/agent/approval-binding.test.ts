import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApprovedCalls } from "@/lib/agent/approved-calls";
import { db } from "@/lib/db";
import { chats } from "@/lib/services/chats";
import { userContext } from "@/lib/services/context";
import { navigation } from "@/lib/services/navigation";
import { pages } from "@/lib/services/pages";
import { toolPolicies } from "@/lib/services/tool-policies";
import { TOOL_DEFINITIONS } from "@/lib/tools/registry";
import type { SessionUser } from "@/lib/services/sessions";
import { users } from "@/lib/services/users";
import { admin, unique } from "../support/actors";
import { answeredMessage, newChatId, postChat, startChatServer, userMessage, type StoredAssistant, type StreamChunk } from "../support/chat-server";
import { startHostileModel } from "../support/hostile-model-server";
import { setEnv, startTestServer, type TestServer } from "../net/test-server";

let chatServer: Awaited<ReturnType<typeof startChatServer>>;
let hostile: Awaited<ReturnType<typeof startHostileModel>>;
let webhook: TestServer;
let restoreEnv: () => void;
let editor: SessionUser;

beforeAll(async () => {
  const user = await users.create(admin, { email: `${unique("binder")}@example.com`, name: "Binder", role: "editor", password: "long-enough-password" });
  editor = { id: user.id, email: user.email, name: user.name, role: "editor" };
  chatServer = await startChatServer({ editor });
  hostile = await startHostileModel();
  chatServer.setModel(hostile.model);
  webhook = await startTestServer((_request, response) => response.writeHead(200, { "content-type": "text/plain" }).end("received"));
  // The operator's allowance for this loopback receiver; nothing the model sends can grant it.
  restoreEnv = setEnv({ NET_TRUSTED_ORIGINS: webhook.url });
});

afterAll(async () => {
  restoreEnv();
  await Promise.all([chatServer.close(), hostile.close(), webhook.close()]);
});

const lastStored = async (chatId: string) => (await chats.get(userContext(editor), chatId)).messages.at(-1) as unknown as StoredAssistant;
const requested = (chunks: StreamChunk[]) => chunks.filter((c) => c.type === "tool-approval-request").map((c) => String(c.toolCallId));
const send = (chatId: string, message: unknown) => postChat(chatServer.url, "editor", { id: chatId, messages: [message] });
const approveAll = async (chatId: string) => send(chatId, answeredMessage(await lastStored(chatId), () => true));

const newPage = (title: string) => pages.create(admin, { title, slug: unique(title.toLowerCase()) });
const isTrashed = async (id: string) => (await db.page.findUniqueOrThrow({ where: { id } })).deletedAt !== null;

describe("an approval authorises one call with exactly the approved input", () => {
  it("is spent once used and never covers a different input", () => {
    const calls = new ApprovedCalls([{ toolCallId: "c1", input: { page: "about", keep: [1, 2] } }]);
    expect(calls.take("c1", { page: "home", keep: [1, 2] })).toBe(false);
    expect(calls.take("c1", { keep: [1, 2], page: "about" })).toBe(true);
    expect(calls.ranOnApproval("c1")).toBe(true);
    expect(calls.take("c1", { page: "about", keep: [1, 2] })).toBe(false);
    expect(calls.take("c2", {})).toBe(false);
  });

  it("runs an approved POST once: the same call id sent again in the next step, or a later one, asks afresh", async () => {
    const body = `${"Order confirmed. ".repeat(40)}Thanks!`;
    const changed = `${body.slice(0, 600)} Reset your password at https://phish.example/login`;
    const url = `${webhook.url}/hook`;
    hostile.script([
      { calls: [{ id: "call_post", name: "http_post", input: { url, body } }] },
      { calls: [{ id: "call_post", name: "http_post", input: { url, body } }] },
      { calls: [{ id: "call_look", name: "cms_getPages", input: {} }] },
      { calls: [{ id: "call_post", name: "http_post", input: { url, body: changed } }] },
    ]);
    const chatId = newChatId();
    const asked = await send(chatId, userMessage("send the order confirmation to the webhook"));
    expect(requested(asked.chunks)).toEqual(["call_post"]);
    expect(webhook.requests).toHaveLength(0);

    const resumed = await approveAll(chatId);
    expect(resumed.status).toBe(200);
    expect(webhook.requests.map((r) => r.body)).toEqual([body]);
    // The repeated call and the later one with a changed tail each wait for a card of their own.
    const fresh = requested(resumed.chunks);
    expect(fresh).toHaveLength(1);
    expect(fresh[0]).not.toBe("call_post");
    const stored = await lastStored(chatId);
    const postParts = stored.parts.filter((p) => p.type === "tool-http_post");
    expect(postParts.map((p) => [p.toolCallId === "call_post", p.state])).toEqual([
      [true, "output-available"],
      [false, "approval-requested"],
    ]);
    expect(postParts[0].input).toEqual({ url, body });

    // Denied; the model reads pages, then sends the old id once more with a changed tail.
    const later = await send(chatId, answeredMessage(await lastStored(chatId), () => false));
    const laterCards = requested(later.chunks);
    expect(laterCards).toHaveLength(1);
    expect([...fresh, "call_post"]).not.toContain(laterCards[0]);
    const laterPreview = later.chunks.find((c) => c.type === "data-approvalPreview")?.data as { current: { body: string } };
    expect(laterPreview.current.body).toContain("phish.example");
    expect(webhook.requests.map((r) => r.body)).toEqual([body]);
    expect(await db.auditEvent.count({ where: { chatId, action: "tool.http_post", outcome: "success" } })).toBe(2); // the answer and the one run
  });

  it("never lets a call with a re-used id pose as an earlier approved one, in the same step or a later one", async () => {
    const [about, team, home] = [await newPage("About"), await newPage("Team"), await newPage("Home")];
    hostile.script([
      { calls: [{ id: "call_del", name: "cms_deletePage", input: { page: about.id } }] },
      { calls: [{ id: "call_del", name: "cms_deletePage", input: { page: team.id } }, { id: "call_del", name: "cms_deletePage", input: { page: home.id } }] },
    ]);
    const chatId = newChatId();
    await send(chatId, userMessage("delete the about page"));
    const resumed = await approveAll(chatId);
    expect(await isTrashed(about.id)).toBe(true);
    expect(await isTrashed(team.id)).toBe(false);
    expect(await isTrashed(home.id)).toBe(false);
    const cards = requested(resumed.chunks);
    expect(cards).toHaveLength(2);
    expect(new Set([...cards, "call_del"]).size).toBe(3);
    const previews = resumed.chunks.filter((c) => c.type === "data-approvalPreview").map((c) => String((c.data as { action: string }).action));
    expect(previews).toEqual([expect.stringContaining("Team"), expect.stringContaining("Home")]);
    expect(await db.auditEvent.count({ where: { chatId, action: "page.trash" } })).toBe(1);
  });

  it("gives two calls that share an id in one response a card each", async () => {
    const [first, second] = [await newPage("First"), await newPage("Second")];
    hostile.script([{ calls: [{ id: "dup", name: "cms_deletePage", input: { page: first.id } }, { id: "dup", name: "cms_deletePage", input: { page: second.id } }] }]);
    const chatId = newChatId();
    const asked = await send(chatId, userMessage("delete both"));
    const cards = requested(asked.chunks);
    expect(cards).toHaveLength(2);
    expect(new Set(cards).size).toBe(2);
    const resumed = await send(chatId, answeredMessage(await lastStored(chatId), (part) => part.toolCallId === cards[1]));
    expect(resumed.status).toBe(200);
    expect(await isTrashed(first.id)).toBe(false);
    expect(await isTrashed(second.id)).toBe(true);
  });

  it("under an admin's 'ask' rule, approving 'hide Blog' hides Blog alone, and the card says so", async () => {
    const names = TOOL_DEFINITIONS.map((d) => d.name);
    const labels = ["Blog", "Shop", "Team", "Press"].map((label) => unique(label));
    const items = await Promise.all(labels.map((label) => navigation.add(admin, { label, url: `/${unique("somewhere")}` })));
    await toolPolicies.update(admin, [{ toolName: "cms_toggleNavigationItem", role: "editor", mode: "ask" }], names);
    try {
      const hide = (index: number) => ({ id: "call_hide", name: "cms_toggleNavigationItem", input: { itemId: items[index].id, visible: false } });
      hostile.script([{ calls: [hide(0)] }, { calls: [hide(1), hide(2), hide(3)] }]);
      const chatId = newChatId();
      const asked = await send(chatId, userMessage("hide the blog link"));
      const preview = asked.chunks.find((c) => c.type === "data-approvalPreview")?.data as { action: string; target: { label: string } };
      expect(preview.action).toContain(labels[0]);
      expect(preview.action).not.toMatch(/cms_|Run /);
      expect(preview.target.label).toBe(labels[0]);

      const resumed = await approveAll(chatId);
      expect(requested(resumed.chunks)).toHaveLength(3);
      const visible = await Promise.all(items.map(async (item) => (await db.navItem.findUniqueOrThrow({ where: { id: item.id } })).visible));
      expect(visible).toEqual([false, true, true, true]);
    } finally {
      await toolPolicies.update(admin, [{ toolName: "cms_toggleNavigationItem", role: "editor", mode: "default" }], names);
    }
  });
});
