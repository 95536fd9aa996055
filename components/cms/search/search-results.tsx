import Link from "next/link";
import { Badge, StatusBadge } from "@/components/ui/badge";
import { ENTITY_LABELS, entityHref } from "@/lib/domain/entities";
import type { SearchType } from "@/lib/services/content-search";

export type SearchResult = {
  type: SearchType;
  id: string;
  title: string;
  status?: string;
  collection?: string;
  snippet?: string;
  matchedIn?: string[];
};

/** One line per item found: what it is, its name (linking to its editor), its status, and where the words are. */
export function SearchResults({ items, firstNumber }: { items: SearchResult[]; firstNumber: number }) {
  return (
    <ol start={firstNumber} className="space-y-2" aria-label="Results">
      {items.map((item) => {
        const href = entityHref(item.type, item.id);
        const kind = item.type === "entry" && item.collection ? `${ENTITY_LABELS.entry} in ${item.collection}` : ENTITY_LABELS[item.type];
        return (
          <li key={`${item.type}:${item.id}`} className="rounded-md border border-slate-200 bg-white p-3">
            <div className="flex flex-wrap items-center gap-2">
              <Badge>{kind}</Badge>
              {href ? (
                <Link href={href} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                  {item.title}
                </Link>
              ) : (
                <span className="font-medium text-slate-900">{item.title}</span>
              )}
              {item.status && <StatusBadge status={item.status} />}
            </div>
            {item.snippet && item.snippet !== item.title && <p className="mt-1 break-words text-sm text-slate-700">{item.snippet}</p>}
            {item.matchedIn?.length ? <p className="mt-1 text-xs text-slate-500">Found in: {item.matchedIn.join(", ")}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
