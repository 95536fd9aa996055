import "server-only";
import type { Caller } from "@/lib/agent/gated-call";
import type { ServiceContext } from "@/lib/services/context";
import { apiTokens } from "@/lib/services/api-tokens";
import { users } from "@/lib/services/users";
import { usageError } from "./cli-error";

/**
 * The person at the terminal (or an MCP client over stdio), audited as `surface`: signed in with a
 * personal API token (--token or AGENT_CMS_TOKEN, acting with the token's role at most), or a local
 * user of this database (--as).
 */
export async function cliCaller({ as, token }: { as?: string; token?: string }, surface: Caller["surface"] = "cli"): Promise<Caller> {
  if (token) {
    const user = await apiTokens.authenticate(token);
    return { ctx: { actor: { id: user.id, label: user.email, role: user.role, kind: surface } }, surface, tokenId: user.tokenId, tokenName: user.tokenName };
  }
  if (!as) throw usageError("Say who is acting: --token TOKEN (or AGENT_CMS_TOKEN) from Dashboard → API tokens, or --as EMAIL for a user on this database.");
  const user = await users.findActive(as);
  return { ctx: { actor: { id: user.id, label: user.email, role: user.role as ServiceContext["actor"]["role"], kind: surface } }, surface };
}

/** The global --token / --as flags, with AGENT_CMS_TOKEN when no token is given. */
export const identityFlags = ({ as, token }: { as?: string; token?: string }) => ({ as, token: token ?? (process.env.AGENT_CMS_TOKEN || undefined) });

/** Operator commands (migrate, seed, users, backup) act with the database file's owner's full rights. */
export const operatorContext: ServiceContext = { actor: { id: null, label: "operator (command line)", role: "admin", kind: "cli" } };
