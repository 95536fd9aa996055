import type { ReactNode } from "react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { Risk } from "@/lib/tools/define";
import { POLICY_ROLES, type PolicyChoice, type PolicyRole } from "./policy-options";

/** One tool as the approval table shows it (built on the server from the tool registry). */
export type PolicyRow = {
  name: string;
  /** What the tool does, in an editor's words (from its definition). */
  label: string;
  description: string;
  risk: Risk;
  /** What happens when no override applies. */
  defaultBehaviour: string;
  saved: Record<PolicyRole, PolicyChoice>;
};

const RISK_TONES: Record<Risk, BadgeTone> = { safe: "green", moderate: "amber", high: "red" };

/** Shown in place of the hidden column headers when the rows stack on narrow screens. */
function StackedLabel({ children }: { children: string }) {
  return (
    <span aria-hidden className="mb-1 block text-xs font-medium text-slate-500 md:hidden">
      {children}
    </span>
  );
}

const cellClasses = "py-2 pr-3 align-top max-md:py-0";

/**
 * The tools of one group with their risk, default behaviour and a cell per role; `roleCell`
 * decides whether that cell is a control (admins) or the saved value (everyone else).
 */
export function PolicyTable({ caption, rows, roleCell }: { caption: string; rows: PolicyRow[]; roleCell: (row: PolicyRow, role: PolicyRole) => ReactNode }) {
  return (
    <table className="w-full text-left text-sm max-md:block md:min-w-[54rem] md:table-fixed">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-slate-200 text-xs uppercase text-slate-500 max-md:sr-only">
        <tr>
          <th scope="col" className="py-2 pr-3 font-medium">Tool</th>
          <th scope="col" className="w-24 py-2 pr-3 font-medium">Risk</th>
          <th scope="col" className="w-36 py-2 pr-3 font-medium">Without override</th>
          {POLICY_ROLES.map((role) => (
            <th key={role.value} scope="col" className="w-32 py-2 pr-3 font-medium">
              {role.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 max-md:block">
        {rows.map((row) => (
          <tr key={row.name} id={`tool-${row.name}`} className="scroll-mt-4 max-md:grid max-md:grid-cols-2 max-md:gap-x-3 max-md:gap-y-3 max-md:py-4">
            <th scope="row" className={`${cellClasses} font-normal max-md:col-span-2`}>
              <span className="font-semibold text-slate-900">{row.label}</span>
              <span className="mt-0.5 block text-xs text-slate-600">{row.description}</span>
            </th>
            <td className={cellClasses}>
              <StackedLabel>Risk</StackedLabel>
              <Badge tone={RISK_TONES[row.risk]}>{row.risk}</Badge>
            </td>
            <td className={`${cellClasses} text-slate-700`}>
              <StackedLabel>Without override</StackedLabel>
              {row.defaultBehaviour}
            </td>
            {POLICY_ROLES.map((role) => (
              <td key={role.value} className={cellClasses}>
                <StackedLabel>{role.label}</StackedLabel>
                {roleCell(row, role.value)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
