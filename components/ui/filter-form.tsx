import { Search } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClasses } from "./button";
import { controlClasses } from "./field";

type Props = {
  /** Accessible name of the filter region, e.g. "Filter posts". */
  label: string;
  query?: string;
  searchLabel?: string;
  placeholder?: string;
  /** Extra controls (e.g. a status select) placed before the search box. */
  children?: ReactNode;
};

/** A GET form that puts its filters in the URL, so filtered lists can be linked and reloaded. */
export function FilterForm({ label, query, searchLabel = "Search", placeholder, children }: Props) {
  return (
    <form method="get" role="search" aria-label={label} className="mb-4 flex flex-wrap items-end gap-2">
      {children}
      <div className="min-w-48 flex-1 space-y-1">
        <label htmlFor="filter-query" className="block text-sm font-medium text-slate-800">
          {searchLabel}
        </label>
        <input id="filter-query" name="query" type="search" defaultValue={query} placeholder={placeholder} className={controlClasses} />
      </div>
      <button type="submit" className={buttonClasses("secondary")}>
        <Search aria-hidden className="size-4" /> Apply
      </button>
    </form>
  );
}
