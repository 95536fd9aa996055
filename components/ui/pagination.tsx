import Link from "next/link";
import { buttonClasses } from "./button";

type Props = {
  page: number;
  pageSize: number;
  total: number;
  /** The list's other query parameters, kept in the previous/next links. */
  params: Record<string, string | undefined>;
  noun: string;
};

function pageHref(params: Props["params"], page: number) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  if (page > 1) search.set("page", String(page));
  const query = search.toString();
  return query ? `?${query}` : "?";
}

/** "Showing 26–50 of 120 posts" with previous/next links (nothing to page through: just the count). */
export function Pagination({ page, pageSize, total, params, noun }: Props) {
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  const hasPrevious = page > 1;
  const hasNext = last < total;
  return (
    <nav aria-label="Pagination" className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
      <p>
        {total === 0 ? `No ${noun}` : `Showing ${first}–${last} of ${total} ${noun}`}
      </p>
      {(hasPrevious || hasNext) && (
        <div className="flex gap-2">
          {hasPrevious && (
            <Link href={pageHref(params, page - 1)} className={buttonClasses("secondary", "sm")}>
              Previous
            </Link>
          )}
          {hasNext && (
            <Link href={pageHref(params, page + 1)} className={buttonClasses("secondary", "sm")}>
              Next
            </Link>
          )}
        </div>
      )}
    </nav>
  );
}
