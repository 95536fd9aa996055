import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export type Column = {
  label: string;
  /** Read by screen readers only (e.g. "Actions" above a column of buttons). */
  hidden?: boolean;
  className?: string;
};

type Props = {
  /** Names the table for screen readers ("Pages", "Activity, newest first"). */
  caption: string;
  columns: Column[];
  /** The rows (`<tr>`s); every cell gets the same padding from here. */
  children: ReactNode;
  bodyClassName?: string;
};

/** The dashboard's one table look: a bordered panel that scrolls sideways on narrow screens. */
export function DataTable({ caption, columns, children, bodyClassName }: Props) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm [&_td]:px-4 [&_td]:py-2 [&_th]:px-4 [&_th]:py-2">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={cn("font-medium", column.className)}>
                {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={cn("divide-y divide-slate-100", bodyClassName)}>{children}</tbody>
      </table>
    </div>
  );
}
