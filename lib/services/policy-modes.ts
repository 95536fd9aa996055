/** How an admin can override the agent's approval for a tool: run freely, ask first, or never run. */
export const POLICY_MODES = ["allow", "ask", "block"] as const;
export type PolicyMode = (typeof POLICY_MODES)[number];
