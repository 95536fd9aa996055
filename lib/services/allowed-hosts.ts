import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import type { ServiceContext } from "./context";
import { runWrite } from "./history";
import { assertCan } from "./permissions";
import { parseInput } from "./validate";

export const MAX_ALLOWED_HOSTS = 100;

/**
 * A host as an admin may write it: "api.example.com", "*.example.com" or a whole address
 * ("https://api.example.com/v1" keeps only its host). Stored in lower case (IDN as punycode).
 */
const hostSchema = z
  .string()
  .trim()
  .min(1, "Host is empty")
  .max(300, "At most 300 characters")
  .transform((value, ctx) => {
    const bare = value.replace(/^\*\./, "");
    const address = bare.includes("://") ? bare : `http://${bare}`;
    const host = URL.canParse(address) ? new URL(address).hostname.replace(/\.$/, "") : "";
    if (!host || host.includes("*") || !/[.:]/.test(host)) {
      ctx.addIssue({ code: "custom", message: `“${value}” is not a host name; write one like api.example.com` });
      return z.NEVER;
    }
    return host;
  });

const hostsSchema = z
  .array(hostSchema)
  .max(MAX_ALLOWED_HOSTS, `At most ${MAX_ALLOWED_HOSTS} hosts`)
  .transform((hosts) => [...new Set(hosts)].sort());

/** Whether a listed host covers this one: the host itself and any of its subdomains. */
export function hostIsCovered(host: string, listed: readonly string[]): boolean {
  const name = host.toLowerCase().replace(/\.$/, "");
  return listed.some((entry) => name === entry || name.endsWith(`.${entry}`));
}

/** The hosts the agent may read from (http_get) without asking a person; kept by admins. */
export const allowedHosts = {
  async list(ctx: ServiceContext): Promise<string[]> {
    assertCan(ctx, "content.read");
    return allowedHosts.all();
  },

  /** Read on every request of the agent; not tied to a user. */
  async all(): Promise<string[]> {
    return (await db.allowedHost.findMany({ orderBy: { host: "asc" }, select: { host: true } })).map((row) => row.host);
  },

  async covers(host: string): Promise<boolean> {
    return hostIsCovered(host, await allowedHosts.all());
  },

  /** Replaces the whole list in one audited write: every entry valid, or nothing changes. */
  async replace(ctx: ServiceContext, rawHosts: unknown): Promise<string[]> {
    const hosts = parseInput(hostsSchema, rawHosts, "Invalid host list");
    return runWrite(ctx, { action: "agent.hosts.update", permission: "users.manage", input: { hosts } }, async ({ tx }) => {
      await tx.allowedHost.deleteMany({ where: { host: { notIn: hosts } } });
      for (const host of hosts) {
        await tx.allowedHost.upsert({ where: { host }, update: {}, create: { host, addedById: ctx.actor.id } });
      }
      return hosts;
    });
  },
};
