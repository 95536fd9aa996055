import { controlClasses } from "./field";

/** The "Status" select of a list's filter form (submitted as `status`; empty means all). */
export function StatusFilter({ statuses, value }: { statuses: readonly string[]; value?: string }) {
  return (
    <div className="space-y-1">
      <label htmlFor="filter-status" className="block text-sm font-medium text-slate-800">
        Status
      </label>
      <select id="filter-status" name="status" defaultValue={value ?? ""} className={controlClasses}>
        <option value="">All statuses</option>
        {statuses.map((status) => (
          <option key={status} value={status}>
            {status[0].toUpperCase() + status.slice(1)}
          </option>
        ))}
      </select>
    </div>
  );
}
