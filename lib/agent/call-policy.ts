import "server-only";
import type { Role } from "@/lib/services/context";
import type { ToolContext } from "@/lib/tools/define";
import type { AnyToolDefinition } from "@/lib/tools/registry";
import { findOverride, resolvePolicy, type PolicyDecision, type PolicyOverride } from "./approval-policy";

/**
 * The policy for one call, the same on every surface (chat, CLI): the admin override for the acting
 * role → the tool's own input-aware rule → the default for its risk. A service error from the rule
 * (its target is gone, say) is thrown for the caller to report.
 */
export async function decideCall(definition: AnyToolDefinition, input: unknown, context: ToolContext, overrides: PolicyOverride[]): Promise<PolicyDecision> {
  const rule = definition.approval ? await definition.approval(input, context) : undefined;
  return resolvePolicy({ override: findOverride(overrides, definition.name, context.ctx.actor.role), rule, risk: definition.risk });
}

/**
 * Why a blocked call did not run: an admin's override, or the tool's own rule (a custom tool blocked
 * by its configuration). The chat shows it to people, so the tool is named by its label.
 */
export function blockedReason(toolLabel: string, role: Role, source: PolicyDecision["source"] = "override"): string {
  const what = `“${toolLabel}”`;
  return source === "override" ? `Blocked by policy: an admin does not allow ${what} for ${role}s.` : `Blocked by policy: this site's configuration does not allow ${what}.`;
}
