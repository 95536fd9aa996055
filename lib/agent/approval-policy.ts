import type { Role } from "@/lib/services/context";
import { POLICY_MODES, type PolicyMode } from "@/lib/services/policy-modes";
import type { Risk } from "@/lib/tools/define";

export type PolicyOverride = { toolName: string; role: string; mode: string };

export type PolicyDecision = {
  mode: PolicyMode;
  source: "override" | "rule" | "risk";
  /** Moderate calls that run without asking are flagged in the UI and the audit log. */
  flagged: boolean;
};

/** The admin override for this tool and role: an exact role beats the "*" (every role) entry. */
export function findOverride(overrides: PolicyOverride[], toolName: string, role: Role): PolicyMode | undefined {
  const forTool = overrides.filter((o) => o.toolName === toolName);
  const match = forTool.find((o) => o.role === role) ?? forTool.find((o) => o.role === "*");
  return match && (POLICY_MODES as readonly string[]).includes(match.mode) ? (match.mode as PolicyMode) : undefined;
}

/**
 * DESIGN §3: explicit override → the tool's own input-aware rule → the default for its risk
 * (safe and moderate run, moderate flagged; high asks).
 */
export function resolvePolicy({ override, rule, risk }: { override?: PolicyMode; rule?: PolicyMode; risk: Risk }): PolicyDecision {
  const flagged = risk !== "safe";
  if (override) return { mode: override, source: "override", flagged };
  if (rule) return { mode: rule, source: "rule", flagged };
  return { mode: risk === "high" ? "ask" : "allow", source: "risk", flagged };
}
