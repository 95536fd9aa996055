import { afterAll, beforeAll } from "vitest";
import type { SessionUser } from "@/lib/services/sessions";
import { ownDatabase } from "./seeded-site";

/**
 * The demo site, seeded into the caller's own database (call after `ownDatabase(…)()`, so every
 * module below opens that one), and a chat server that runs the built-in model for the demo editor.
 */
export async function offlineDemoChat() {
  const { sections } = await import("@/lib/services/sections");
  const { seedDemoSite } = await import("@/lib/seed/demo-site");
  const { db } = await import("@/lib/db");
  const { createOfflineModel } = await import("@/lib/agent/offline-model");
  const { startChatServer } = await import("./chat-server");
  const turns = await import("./chat-turns");
  await sections.syncTemplates();
  await seedDemoSite();
  const row = await db.user.findUniqueOrThrow({ where: { email: "editor@example.com" } });
  const editor: SessionUser = { id: row.id, email: row.email, name: row.name, role: "editor" };
  const server = await startChatServer({ editor });
  server.setModel(createOfflineModel());
  return { server, editor, turns };
}

type DemoChat = Awaited<ReturnType<typeof offlineDemoChat>>;

/** A test file's own demo site and offline chat server, made before its tests and closed after them; read its fields inside the tests. */
export function useOfflineDemoChat(databaseName: string): DemoChat {
  const useOwnDatabase = ownDatabase(databaseName);
  const demo = {} as DemoChat;
  beforeAll(async () => {
    useOwnDatabase();
    Object.assign(demo, await offlineDemoChat());
  }, 60_000);
  afterAll(() => demo.server?.close());
  return demo;
}
