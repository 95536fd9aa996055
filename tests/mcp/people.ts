import { apiTokens } from "@/lib/services/api-tokens";
import { userContext, type Role } from "@/lib/services/context";
import { pages } from "@/lib/services/pages";
import { users } from "@/lib/services/users";
import { admin, unique } from "../support/actors";

/** A real user of the shared test database, signed in as a person (the dashboard's context). */
export async function person(role: Role) {
  return userContext(await users.create(admin, { email: `${unique(role)}@mcp.test`, name: role, role, password: "mcp-test-password" }));
}

/** A personal API token of `owner`, scoped to `role`. */
export async function tokenOf(owner: Awaited<ReturnType<typeof person>>, role: Role = owner.actor.role) {
  return apiTokens.create(owner, { name: unique("MCP client"), role });
}

export const draftPage = async (owner: Awaited<ReturnType<typeof person>>) => pages.create(owner, { title: unique("MCP page") });
