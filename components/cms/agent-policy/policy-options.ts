import type { BadgeTone } from "@/components/ui/badge";
import type { PolicyMode } from "@/lib/services/policy-modes";

/** The columns of the approval table: each role, and "*" for a rule that applies to every role. */
export const POLICY_ROLES = [
  { value: "admin", label: "Admins", phrase: "admins" },
  { value: "editor", label: "Editors", phrase: "editors" },
  { value: "viewer", label: "Viewers", phrase: "viewers" },
  { value: "*", label: "Everyone", phrase: "everyone" },
] as const;

export type PolicyRole = (typeof POLICY_ROLES)[number]["value"];

/** An override mode, or "default": no override, the tool's own rule and risk decide. */
export type PolicyChoice = PolicyMode | "default";

export const POLICY_CHOICES: { value: PolicyChoice; label: string; tone: BadgeTone }[] = [
  { value: "default", label: "Default", tone: "neutral" },
  { value: "allow", label: "Allow", tone: "green" },
  { value: "ask", label: "Ask first", tone: "amber" },
  { value: "block", label: "Block", tone: "red" },
];

export const choiceOf = (value: string) => POLICY_CHOICES.find((choice) => choice.value === value) ?? POLICY_CHOICES[0];

/** "editors", "everyone" — for labels such as "cms_deletePage for editors". */
export const rolePhrase = (role: string) => POLICY_ROLES.find((option) => option.value === role)?.phrase ?? `${role}s`;

const CHOICE_PREFIX = "policy:";

/** Form field names: the chosen value, and the value the form was rendered with (to save only real changes). */
export const choiceField = (toolName: string, role: string) => `${CHOICE_PREFIX}${toolName}:${role}`;
export const savedField = (toolName: string, role: string) => `saved:${toolName}:${role}`;

/** The tool and role a choice field belongs to, or null for any other field. */
export function parseChoiceField(key: string): { toolName: string; role: string } | null {
  if (!key.startsWith(CHOICE_PREFIX)) return null;
  const rest = key.slice(CHOICE_PREFIX.length);
  const split = rest.lastIndexOf(":");
  return split > 0 ? { toolName: rest.slice(0, split), role: rest.slice(split + 1) } : null;
}
