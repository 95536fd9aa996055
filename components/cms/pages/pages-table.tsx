import Link from "next/link";
import { StatusBadge } from "@/components/ui/badge";
import { DataTable } from "@/components/ui/data-table";
import { DateTime } from "@/components/ui/date-time";
import type { pages } from "@/lib/services/pages";
import { pageHref } from "@/lib/content/page-href";

type PageRow = Awaited<ReturnType<typeof pages.list>>["items"][number];

export function PagesTable({ pages }: { pages: PageRow[] }) {
  return (
    <DataTable caption="Pages" columns={[{ label: "Title" }, { label: "Slug" }, { label: "Status" }, { label: "Sections" }, { label: "Updated" }]}>
      {pages.map((page) => (
        <tr key={page.id}>
          <th scope="row" className="font-normal">
            <Link href={`/dashboard/pages/${page.id}`} className="font-medium text-brand-700 hover:underline">
              {page.title}
            </Link>
          </th>
          <td className="whitespace-nowrap font-mono text-xs text-slate-700">{pageHref(page.slug)}</td>
          <td>
            <StatusBadge status={page.status} />
          </td>
          <td className="tabular-nums text-slate-700">{page._count.sections}</td>
          <td className="whitespace-nowrap text-slate-700">
            <DateTime value={page.updatedAt} withTime />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
