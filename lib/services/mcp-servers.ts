import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import { audit } from "./audit";
import type { ServiceContext } from "./context";
import { conflict, notFound } from "./errors";
import { assertCan } from "./permissions";
import { parseInput } from "./validate";

/** "Name: value" lines, as an admin types them, into headers; a blank text is none. */
const headersSchema = z
  .string()
  .max(4000)
  .transform((text, ctx) => {
    const headers: Record<string, string> = {};
    for (const line of text.split("\n").map((l) => l.trim()).filter(Boolean)) {
      const match = line.match(/^([A-Za-z0-9-]+)\s*:\s*(.+)$/);
      if (!match) {
        ctx.addIssue({ code: "custom", message: `“${line.slice(0, 40)}” is not a header; write one per line as Name: value` });
        return z.NEVER;
      }
      headers[match[1]] = match[2];
    }
    return headers;
  });

const createSchema = z.object({
  name: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9]{1,19}$/, "A short name in lower-case letters and digits, e.g. “weather”: the tools are named after it"),
  url: z
    .string()
    .trim()
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), "The server's address, starting with https:// (or http://)"),
  headers: z.string().max(4000).default("").pipe(headersSchema),
  enabled: z.boolean().default(true),
});

const shown = { id: true, name: true, url: true, enabled: true, createdAt: true, headers: true } as const;

/** What the settings screen shows: the header names, never their values. */
const withoutSecrets = <T extends { headers: unknown }>(server: T) => ({ ...server, headers: Object.keys((server.headers ?? {}) as object) });

/** External MCP servers whose tools the assistant may use, kept by admins. */
export const mcpServers = {
  async list(ctx: ServiceContext) {
    assertCan(ctx, "users.manage");
    return (await db.mcpServer.findMany({ select: shown, orderBy: { name: "asc" } })).map(withoutSecrets);
  },

  /** Read when the assistant's tools are put together; not tied to a user. */
  async enabled() {
    const rows = await db.mcpServer.findMany({ where: { enabled: true }, orderBy: { name: "asc" } });
    return rows.map((row) => ({ ...row, headers: row.headers as Record<string, string> }));
  },

  async create(ctx: ServiceContext, rawInput: unknown) {
    assertCan(ctx, "users.manage");
    const input = parseInput(createSchema, rawInput, "Invalid server");
    if (await db.mcpServer.findUnique({ where: { name: input.name } })) throw conflict(`A server is already called “${input.name}”.`, "Pick another name, or remove the old server first.");
    const created = await db.mcpServer.create({ data: input, select: shown });
    await audit.record(ctx, { action: "agent.mcpServer.create", targetType: "mcpServer", targetId: created.id, targetLabel: created.name, input: { ...input, headers: Object.keys(input.headers) } });
    return withoutSecrets(created);
  },

  async setEnabled(ctx: ServiceContext, id: string, enabled: boolean) {
    assertCan(ctx, "users.manage");
    const server = await db.mcpServer.findUnique({ where: { id } });
    if (!server) throw notFound(`Server "${id}"`);
    await db.mcpServer.update({ where: { id }, data: { enabled } });
    await audit.record(ctx, { action: `agent.mcpServer.${enabled ? "enable" : "disable"}`, targetType: "mcpServer", targetId: id, targetLabel: server.name });
  },

  async remove(ctx: ServiceContext, id: string) {
    assertCan(ctx, "users.manage");
    const server = await db.mcpServer.findUnique({ where: { id } });
    if (!server) throw notFound(`Server "${id}"`);
    await db.mcpServer.delete({ where: { id } });
    await audit.record(ctx, { action: "agent.mcpServer.remove", targetType: "mcpServer", targetId: id, targetLabel: server.name });
  },
};
