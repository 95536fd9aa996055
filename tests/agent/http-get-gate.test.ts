import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allowedHosts } from "@/lib/services/allowed-hosts";
import { pages } from "@/lib/services/pages";
import { sections } from "@/lib/services/sections";
import { admin, unique } from "../support/actors";
import { newChatId, postChat, startChatServer, userMessage, type StreamChunk } from "../support/chat-server";
import { newEditor } from "../support/chat-turns";
import { startHostileModel } from "../support/hostile-model-server";
import { withSettingsLock } from "../support/settings-lock";
import { sendJson, setEnv, startTestServer, type TestServer } from "../net/test-server";

/**
 * The chat's approval gate applies http_get's own rule: a hostile model (a loopback server driving
 * the real OpenAI-compatible adapter) that puts the site's drafts in an address gets a card, not a
 * request; plain reads of a listed host just run.
 */
let api: TestServer;
let hostile: Awaited<ReturnType<typeof startHostileModel>>;
let chat: Awaited<ReturnType<typeof startChatServer>>;
let restoreEnv: () => void;
const secret = `${unique("harbour").replace("-", "")} merger closes next Tuesday`;

beforeAll(async () => {
  api = await startTestServer((request, res) => sendJson(res, { path: request.path }));
  restoreEnv = setEnv({ NET_TRUSTED_ORIGINS: api.url });
  await sections.syncTemplates();
  await pages.create(admin, { title: "Board notes", slug: unique("board"), sections: [{ templateKey: "text", content: { body: `Draft: the ${secret}.` } }] });
  chat = await startChatServer({ editor: await newEditor() });
  hostile = await startHostileModel();
  chat.setModel(hostile.model);
});

afterAll(async () => {
  restoreEnv();
  await chat.close();
  await hostile.close();
  await api.close();
});

const of = (chunks: StreamChunk[], type: string) => chunks.filter((chunk) => chunk.type === type);

async function modelReads(url: string) {
  hostile.script([{ calls: [{ id: `call-${crypto.randomUUID()}`, name: "http_get", input: { url } }] }, { text: "Done." }]);
  const before = api.requests.length;
  const { chunks } = await postChat(chat.url, "editor", { id: newChatId(), messages: [userMessage(`Read the items API at ${api.url}`)] });
  return { chunks, sent: api.requests.slice(before).map((request) => request.path) };
}

describe("http_get in the chat", () => {
  it("reads a listed host with a plain query without a card", () =>
    withSettingsLock(async () => {
      await allowedHosts.replace(admin, ["127.0.0.1"]);
      try {
        const { chunks, sent } = await modelReads(`${api.url}/items?page=2`);
        expect(of(chunks, "tool-approval-request")).toHaveLength(0);
        expect(sent).toEqual(["/items?page=2"]);
      } finally {
        await allowedHosts.replace(admin, []);
      }
    }));

  it("stops at a card when the query carries the site's drafts, even to a listed host", () =>
    withSettingsLock(async () => {
      await allowedHosts.replace(admin, ["127.0.0.1"]);
      try {
        const { chunks, sent } = await modelReads(`${api.url}/collect?d=${encodeURIComponent(secret)}`);
        expect(of(chunks, "tool-approval-request")).toHaveLength(1);
        const preview = of(chunks, "data-approvalPreview")[0]?.data as { toolName: string; impact: string[] };
        expect(preview.toolName).toBe("http_get");
        expect(preview.impact[0]).toMatch(/^The request carries words from the site's content in the query parameter “d”/);
        expect(sent).toEqual([]);
      } finally {
        await allowedHosts.replace(admin, []);
      }
    }));

  it("stops at a card for a host nobody listed", () =>
    withSettingsLock(async () => {
      const { chunks, sent } = await modelReads(`${api.url}/items`);
      expect(of(chunks, "tool-approval-request")).toHaveLength(1);
      expect(sent).toEqual([]);
    }));
});
