import { ActionButton } from "@/components/ui/action-button";
import { EmptyState } from "@/components/ui/card";
import type { ActionResult } from "@/lib/action-result";
import { ChoiceBadge } from "./choice-badge";
import { rolePhrase } from "./policy-options";

type Override = { toolName: string; label: string; role: string; mode: string; known: boolean };

type Props = {
  overrides: Override[];
  /** For admins: removes one override. */
  reset?: (toolName: string, role: string) => Promise<ActionResult>;
};

/** Every override in effect, linked to its row; overrides of tools that no longer exist are marked as ignored. */
export function OverrideList({ overrides, reset }: Props) {
  if (!overrides.length) return <EmptyState>No overrides: every tool follows its default.</EmptyState>;
  return (
    <ul className="divide-y divide-slate-100 text-sm">
      {overrides.map(({ toolName, label, role, mode, known }) => (
        <li key={`${toolName}:${role}`} className="flex flex-wrap items-center gap-x-2 gap-y-1 py-2">
          {known ? (
            <a href={`#tool-${toolName}`} className="font-semibold text-brand-700 hover:underline">
              {label}
            </a>
          ) : (
            <span className="break-all font-mono text-[13px] font-semibold text-slate-500">{toolName}</span>
          )}
          <span className="text-slate-600">for {rolePhrase(role)}:</span>
          <ChoiceBadge value={mode} />
          {!known && <span className="text-xs text-slate-500">(this tool no longer exists, so the override is ignored)</span>}
          {reset && (
            <span className="ml-auto">
              <ActionButton action={reset.bind(null, toolName, role)}>
                Reset<span className="sr-only"> {label} for {rolePhrase(role)}</span>
              </ActionButton>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
