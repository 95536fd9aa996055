import "server-only";
import { POLICY_ROLES, type PolicyChoice, type PolicyRole } from "@/components/cms/agent-policy/policy-options";
import type { PolicyRow } from "@/components/cms/agent-policy/policy-table";
import type { PolicyOverride } from "@/lib/agent/approval-policy";
import { POLICY_MODES } from "@/lib/services/policy-modes";
import { TOOL_DOMAIN_LABELS, TOOL_DOMAINS, type ToolDomain } from "@/lib/domain/tool-domains";
import { TOOL_DEFINITIONS, getToolDefinition, type AnyToolDefinition } from "@/lib/tools/registry";

export type PolicyGroup = { domain: ToolDomain; label: string; rows: PolicyRow[] };

/** Mirrors resolvePolicy (lib/agent/approval-policy.ts) when there is no override. */
function defaultBehaviour(definition: AnyToolDefinition): string {
  if (definition.approval) return definition.approvalNote ?? "Asks depending on the call";
  if (definition.risk === "high") return "Asks first";
  return definition.risk === "moderate" ? "Runs, flagged" : "Runs";
}

/** Up to the first full stop that ends a sentence (not the one in "e.g. a webhook"). */
const firstSentence = (text: string) => text.match(/^.*?[.!?](?=\s+[A-Z]|$)/)?.[0] ?? text;

function savedChoices(overrides: PolicyOverride[], toolName: string): Record<PolicyRole, PolicyChoice> {
  const saved = {} as Record<PolicyRole, PolicyChoice>;
  for (const { value: role } of POLICY_ROLES) {
    const mode = overrides.find((override) => override.toolName === toolName && override.role === role)?.mode;
    saved[role] = (POLICY_MODES as readonly string[]).includes(mode ?? "") ? (mode as PolicyChoice) : "default";
  }
  return saved;
}

/** Every tool (the registry's, and `external` servers' tools), grouped by domain, with the overrides saved for each role. */
export function policyGroups(overrides: PolicyOverride[], external: AnyToolDefinition[] = []): PolicyGroup[] {
  return TOOL_DOMAINS
    .map((domain) => ({
      domain,
      label: TOOL_DOMAIN_LABELS[domain],
      rows: [...TOOL_DEFINITIONS, ...external].filter((definition) => definition.domain === domain).map((definition) => ({
        name: definition.name,
        label: definition.label,
        description: firstSentence(definition.description),
        risk: definition.risk,
        defaultBehaviour: defaultBehaviour(definition),
        saved: savedChoices(overrides, definition.name),
      })),
    }))
    .filter((group) => group.rows.length > 0);
}

export const knownToolNames = (external: AnyToolDefinition[] = []) => [...TOOL_DEFINITIONS, ...external].map((definition) => definition.name);
export const isKnownTool = (name: string) => getToolDefinition(name) !== undefined;
/** What a person calls the tool; an override left by a tool that no longer exists keeps its stored name. */
export const toolLabelOf = (name: string) => getToolDefinition(name)?.label ?? name;
