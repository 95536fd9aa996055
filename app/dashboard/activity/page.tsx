import type { Metadata } from "next";
import Link from "next/link";
import { ActivityTable } from "@/components/cms/activity/activity-table";
import { EmptyState, PageHeader } from "@/components/ui/card";
import { SelectField } from "@/components/ui/field";
import { FilterForm } from "@/components/ui/filter-form";
import { Pagination } from "@/components/ui/pagination";
import { requireUser } from "@/lib/auth/session";
import { ENTITY_LABELS } from "@/lib/domain/entities";
import { AUDIT_OUTCOMES, audit } from "@/lib/services/audit";
import { isServiceError } from "@/lib/services/errors";
import { can } from "@/lib/services/permissions";
import { turnUsage } from "@/lib/services/turn-usage";
import { revertRevision } from "./actions";

export const metadata: Metadata = { title: "Activity" };

const PAGE_SIZE = 50;

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/** The filters from the URL; the search box ("query") filters by actor. */
function readFilters(params: SearchParams) {
  const outcome = first(params.outcome);
  return {
    action: first(params.action),
    actor: first(params.query),
    outcome: AUDIT_OUTCOMES.find((known) => known === outcome),
    targetType: first(params.targetType),
    turnId: first(params.turnId),
  };
}

/** "page.create", "page.update" → "page." so a whole domain can be picked at once. */
function actionOptions(actions: string[]) {
  const domains = [...new Set(actions.filter((a) => a.includes(".")).map((a) => `${a.split(".")[0]}.`))];
  return [
    { value: "", label: "All actions" },
    ...domains.map((prefix) => ({ value: prefix, label: `${prefix}* (all)` })),
    ...actions.map((action) => ({ value: action, label: action })),
  ];
}

export default async function ActivityPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { user, ctx } = await requireUser("audit.read");
  const params = await searchParams;
  const filters = readFilters(params);
  const page = Math.max(1, Number.parseInt(first(params.page) ?? "1", 10) || 1);
  const actions = await audit.listActions(ctx);

  let result: Awaited<ReturnType<typeof audit.list>> = { items: [], total: 0 };
  let filterError: string | null = null;
  try {
    result = await audit.list(ctx, { ...filters, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  } catch (error) {
    if (!isServiceError(error)) throw error;
    filterError = error.message;
  }
  const filtered = Object.values(filters).some(Boolean);
  const usage = await turnUsage.ofTurns(ctx, result.items.flatMap((event) => (event.turnId ? [event.turnId] : [])));

  return (
    <>
      <PageHeader title="Activity" description="Every change and attempt, by people and by the agent, newest first." />
      <FilterForm label="Filter activity" query={filters.actor} searchLabel="Actor" placeholder="Email, or system">
        <SelectField label="Action" name="action" defaultValue={filters.action ?? ""} options={actionOptions(actions)} className="min-w-44" />
        <SelectField
          label="Outcome"
          name="outcome"
          defaultValue={filters.outcome ?? ""}
          options={[{ value: "", label: "Any outcome" }, ...AUDIT_OUTCOMES.map((value) => ({ value, label: value }))]}
          className="min-w-36"
        />
        <SelectField
          label="Target type"
          name="targetType"
          defaultValue={filters.targetType ?? ""}
          options={[{ value: "", label: "Any target" }, ...Object.entries(ENTITY_LABELS).map(([value, label]) => ({ value, label }))]}
          className="min-w-36"
        />
        {filters.turnId && <input type="hidden" name="turnId" value={filters.turnId} />}
      </FilterForm>
      {filtered && (
        <p className="-mt-2 mb-4 text-sm">
          {filters.turnId && <span className="mr-2 text-slate-600">Showing one chat turn ({filters.turnId}).</span>}
          <Link href="/dashboard/activity" className="text-brand-700 hover:underline">
            Clear filters
          </Link>
        </p>
      )}
      {filterError ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          {filterError}
        </p>
      ) : result.items.length ? (
        <ActivityTable events={result.items} turnUsage={usage} revert={can(user.role, "content.write") ? revertRevision : undefined} />
      ) : (
        <EmptyState>{filtered ? "No activity matches these filters." : "Nothing has happened yet."}</EmptyState>
      )}
      <Pagination page={page} pageSize={PAGE_SIZE} total={result.total} params={{ query: filters.actor, action: filters.action, outcome: filters.outcome, targetType: filters.targetType, turnId: filters.turnId }} noun="events" />
    </>
  );
}
