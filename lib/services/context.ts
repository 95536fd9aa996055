export const ROLES = ["admin", "editor", "viewer"] as const;
export type Role = (typeof ROLES)[number];

export type Actor = {
  id: string | null;
  label: string;
  role: Role;
  /**
   * "cli": a person at the command line (agent-cms), acting as a local user or as the operator;
   * "mcp": an MCP client acting with a person's API token.
   */
  kind: "user" | "agent" | "system" | "cli" | "mcp";
};

/** Who is acting and, for the agent, which chat turn and tool call the change belongs to. */
export type ServiceContext = {
  actor: Actor;
  chatId?: string;
  turnId?: string;
  toolCallId?: string;
  /** For an agent's tool call: whether it ran on its own or after a person approved it. */
  decision?: "auto" | "approved";
};

export function userContext(user: { id: string; email: string; role: string }): ServiceContext {
  return { actor: { id: user.id, label: user.email, role: user.role as Role, kind: "user" } };
}

export const systemContext: ServiceContext = {
  actor: { id: null, label: "system", role: "admin", kind: "system" },
};
