import { Plus } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState, PageHeader } from "@/components/ui/card";
import { DataTable } from "@/components/ui/data-table";
import { requireUser } from "@/lib/auth/session";
import { entityHref } from "@/lib/domain/entities";
import { entries } from "@/lib/services/entries";
import { can } from "@/lib/services/permissions";

export const metadata: Metadata = { title: "Collections" };

export default async function CollectionsPage() {
  const { user, ctx } = await requireUser();
  const list = await entries.listCollections(ctx);

  return (
    <>
      <PageHeader
        title="Collections"
        description="Sets of entries with the same fields: team members, testimonials, questions and answers."
        actions={
          can(user.role, "content.write") && (
            <Link href="/dashboard/collections/new" className={buttonClasses()}>
              <Plus aria-hidden className="size-4" /> New collection
            </Link>
          )
        }
      />
      {list.length === 0 ? (
        <EmptyState>No collections yet. Create the first one with “New collection”.</EmptyState>
      ) : (
        <DataTable caption="Collections" columns={[{ label: "Name" }, { label: "Fields" }, { label: "Entries" }]}>
          {list.map((collection) => (
            <tr key={collection.id}>
              <th scope="row" className="font-normal">
                <Link href={entityHref("collection", collection.id)!} className="font-medium text-brand-700 hover:underline">
                  {collection.name}
                </Link>
                {collection.description && <span className="block text-xs text-slate-500">{collection.description}</span>}
              </th>
              <td className="text-slate-700">{collection.fields.map((field) => field.label).join(", ")}</td>
              <td className="text-slate-700">{collection.entryCount}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </>
  );
}
