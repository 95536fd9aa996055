import Link from "next/link";
import { StatusBadge } from "@/components/ui/badge";
import { DateTime } from "@/components/ui/date-time";
import type { pages } from "@/lib/services/pages";
import { pageHref } from "@/lib/content/page-href";

type PageRow = Awaited<ReturnType<typeof pages.list>>["items"][number];

export function PagesTable({ pages }: { pages: PageRow[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Pages</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">Title</th>
            <th scope="col" className="px-4 py-2 font-medium">Slug</th>
            <th scope="col" className="px-4 py-2 font-medium">Status</th>
            <th scope="col" className="px-4 py-2 font-medium">Sections</th>
            <th scope="col" className="px-4 py-2 font-medium">Updated</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {pages.map((page) => (
            <tr key={page.id}>
              <th scope="row" className="px-4 py-2 font-normal">
                <Link href={`/dashboard/pages/${page.id}`} className="font-medium text-brand-700 hover:underline">
                  {page.title}
                </Link>
              </th>
              <td className="whitespace-nowrap px-4 py-2 font-mono text-xs text-slate-700">{pageHref(page.slug)}</td>
              <td className="px-4 py-2">
                <StatusBadge status={page.status} />
              </td>
              <td className="px-4 py-2 tabular-nums text-slate-700">{page._count.sections}</td>
              <td className="whitespace-nowrap px-4 py-2 text-slate-700">
                <DateTime value={page.updatedAt} withTime />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
