import "server-only";
import type { ServiceContext } from "@/lib/services/context";
import { apiTokens } from "@/lib/services/api-tokens";
import { users } from "@/lib/services/users";
import { usageError } from "./cli-error";

/**
 * The person at the terminal, audited as "cli": signed in with a personal API token (--token or
 * AGENT_CMS_TOKEN, acting with the token's role at most), or a local user of this database (--as).
 */
export async function cliUserContext({ as, token }: { as?: string; token?: string }): Promise<ServiceContext> {
  if (token) {
    const user = await apiTokens.authenticate(token);
    return { actor: { id: user.id, label: user.email, role: user.role, kind: "cli" } };
  }
  if (!as) throw usageError("Say who is acting: --token TOKEN (or AGENT_CMS_TOKEN) from Dashboard → API tokens, or --as EMAIL for a user on this database.");
  const user = await users.findActive(as);
  return { actor: { id: user.id, label: user.email, role: user.role as ServiceContext["actor"]["role"], kind: "cli" } };
}

/** Operator commands (migrate, seed, users, backup) act with the database file's owner's full rights. */
export const operatorContext: ServiceContext = { actor: { id: null, label: "operator (command line)", role: "admin", kind: "cli" } };
