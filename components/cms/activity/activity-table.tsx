import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { DataTable } from "@/components/ui/data-table";
import { DateTime } from "@/components/ui/date-time";
import type { ActionResult } from "@/lib/action-result";
import { usageSummary, type TurnTokens } from "@/lib/domain/turn-usage";
import { OutcomeBadge } from "./outcome-badge";
import { RevertButton } from "./revert-button";
import { TargetLink } from "./target-link";

export type ActivityEvent = {
  id: string;
  createdAt: Date;
  actorLabel: string;
  actorKind: string;
  action: string;
  targetType: string | null;
  targetId: string | null;
  targetLabel: string | null;
  outcome: string;
  decision: string | null;
  message: string | null;
  input: unknown;
  turnId: string | null;
  toolCallId: string | null;
  revisionIds: string[];
};

type Props = {
  events: ActivityEvent[];
  /** What each chat turn on the page cost in tokens, by turn id. */
  turnUsage?: ReadonlyMap<string, TurnTokens>;
  /** Present when the viewer may revert changes. */
  revert?: (revisionId: string) => Promise<ActionResult>;
};

const COLUMNS = [{ label: "When" }, { label: "Who" }, { label: "Action" }, { label: "Target" }, { label: "Outcome" }, { label: "Message and details" }];

/** The audit log as a table; each row opens to its input, its revisions and its chat turn. */
export function ActivityTable({ events, turnUsage, revert }: Props) {
  return (
    <DataTable caption="Activity, newest first" columns={COLUMNS} bodyClassName="align-top">
      {events.map((event) => (
        <tr key={event.id} data-testid="activity-row">
          <td className="whitespace-nowrap text-slate-600">
            <DateTime value={event.createdAt} withTime />
          </td>
          <td>
            <ActorLabel label={event.actorLabel} />
            {event.actorKind !== "user" && (
              <span className="ml-1">
                <Badge tone="blue">{event.actorKind}</Badge>
              </span>
            )}
          </td>
          <th scope="row" className="whitespace-nowrap font-mono text-xs font-normal text-slate-800">
            {event.action}
          </th>
          <td className="min-w-32 wrap-anywhere">
            <TargetLink type={event.targetType} id={event.targetId} label={event.targetLabel} />
          </td>
          <td className="whitespace-nowrap">
            <OutcomeBadge outcome={event.outcome} />
            {event.decision && <span className="ml-1 text-xs text-slate-500">{event.decision}</span>}
          </td>
          <td className="min-w-56">
            {event.message && <p className="mb-1 text-slate-700">{event.message}</p>}
            <EventDetails event={event} usage={event.turnId ? turnUsage?.get(event.turnId) : undefined} revert={revert} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** An email may break after its "@" rather than anywhere. */
function ActorLabel({ label }: { label: string }) {
  const at = label.indexOf("@");
  if (at < 0) return <span className="text-slate-900">{label}</span>;
  return (
    <span className="text-slate-900">
      {label.slice(0, at)}
      <wbr />
      {label.slice(at)}
    </span>
  );
}

function EventDetails({ event, usage, revert }: { event: ActivityEvent; usage?: TurnTokens; revert?: Props["revert"] }) {
  return (
    <details>
      <summary className="cursor-pointer text-brand-700">
        Details<span className="sr-only"> of {event.action}</span>
      </summary>
      <div className="mt-2 w-[min(18rem,70vw)] space-y-3">
        {event.turnId && (
          <p className="text-xs text-slate-600">
            Chat turn{" "}
            <Link href={`/dashboard/chat?turn=${encodeURIComponent(event.turnId)}`} className="font-mono text-brand-700 hover:underline">
              {event.turnId}
            </Link>
            {" · "}
            <Link href={`/dashboard/activity?turnId=${encodeURIComponent(event.turnId)}`} className="text-brand-700 hover:underline">
              everything in this turn
            </Link>
            {event.toolCallId && <span className="block">Tool call <code>{event.toolCallId}</code></span>}
            {usage && <span className="block">Tokens this turn: {usageSummary(usage)}</span>}
          </p>
        )}
        <div>
          <p className="text-xs font-semibold text-slate-700">Input</p>
          {event.input === null || event.input === undefined ? (
            <p className="text-xs text-slate-500">None recorded.</p>
          ) : (
            <pre className="max-h-64 overflow-auto whitespace-pre-wrap break-all rounded bg-slate-50 p-2 text-xs text-slate-800">
              {JSON.stringify(event.input, null, 2)}
            </pre>
          )}
        </div>
        <div>
          <p className="text-xs font-semibold text-slate-700">Revisions</p>
          {event.revisionIds.length === 0 ? (
            <p className="text-xs text-slate-500">This event changed nothing that can be reverted.</p>
          ) : (
            <ul className="space-y-2">
              {event.revisionIds.map((revisionId) => (
                <li key={revisionId} className="flex flex-wrap items-start gap-x-3 gap-y-1">
                  <code className="break-all text-xs text-slate-700">{revisionId}</code>
                  {revert && <RevertButton action={revert.bind(null, revisionId)} revisionId={revisionId} />}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </details>
  );
}
