import { Plus } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { CollectionForm } from "@/components/cms/collections/collection-form";
import { MoveToTrashButton } from "@/components/cms/move-to-trash-button";
import { Badge, StatusBadge } from "@/components/ui/badge";
import { buttonClasses } from "@/components/ui/button";
import { Card, EmptyState, PageHeader } from "@/components/ui/card";
import { DataTable } from "@/components/ui/data-table";
import { DateTime } from "@/components/ui/date-time";
import { Pagination } from "@/components/ui/pagination";
import { loadOr404 } from "@/app/load-or-404";
import { requireUser } from "@/lib/auth/session";
import { entityHref } from "@/lib/domain/entities";
import { listParams } from "@/lib/list-params";
import { collections } from "@/lib/services/collections";
import { entries } from "@/lib/services/entries";
import { can } from "@/lib/services/permissions";
import { published } from "@/lib/services/published";
import { unpublishedChanges } from "@/lib/services/publishing/changes";
import { trashCollection, updateCollection } from "../actions";

type Params = { params: Promise<{ id: string }>; searchParams: Promise<{ page?: string }> };

const PAGE_SIZE = 50;

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { ctx } = await requireUser();
  const collection = await loadOr404(async () => entries.getCollection(ctx, (await params).id));
  return { title: collection.name };
}

const entriesOf = (count: number) => (count === 1 ? "1 entry" : `${count} entries`);

export default async function CollectionPage({ params, searchParams }: Params) {
  const { user, ctx } = await requireUser();
  const { id } = await params;
  const { page } = listParams(await searchParams, []);
  const { collection, entryCount, liveCount } = await loadOr404(() => collections.impact(ctx, id));
  const canWrite = can(user.role, "content.write");
  const [{ items, total }, live, changes] = await Promise.all([
    entries.list(ctx, collection.id, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
    published.entries(collection.slug),
    unpublishedChanges.list(ctx),
  ]);
  const liveIds = new Set(live.map((entry) => entry.id));
  const changed = new Set(changes.filter((change) => change.kind === "entry").map((change) => change.entityId));

  return (
    <>
      <PageHeader
        title={collection.name}
        description={collection.description || `The ${collection.slug} collection.`}
        actions={
          canWrite && (
            <>
              <Link href={`${entityHref("collection", collection.id)}/new`} className={buttonClasses("primary", "sm")}>
                <Plus aria-hidden className="size-4" /> New entry
              </Link>
              <MoveToTrashButton
                action={trashCollection.bind(null, collection.id)}
                title={collection.name}
                description={[
                  entryCount ? `Its ${entriesOf(entryCount)} go${entryCount === 1 ? "es" : ""} to the trash with it.` : "It has no entries.",
                  liveCount ? `${entriesOf(liveCount)} on the site leave${liveCount === 1 ? "s" : ""} it at once.` : "",
                  "It can be restored from the trash.",
                ].filter(Boolean).join(" ")}
                listHref="/dashboard/collections"
              />
            </>
          )
        }
      />
      <h2 className="mb-2 text-base font-semibold text-slate-900">Entries</h2>
      {items.length === 0 ? (
        <EmptyState>No entries yet.{canWrite && " Add the first one with “New entry”."}</EmptyState>
      ) : (
        <>
          <DataTable caption={`Entries of ${collection.name}`} columns={[{ label: "Title" }, { label: "On the site" }, { label: "Updated" }]}>
            {items.map((entry) => (
              <tr key={entry.id}>
                <th scope="row" className="font-normal">
                  <Link href={entityHref("entry", entry.id)!} className="font-medium text-brand-700 hover:underline">
                    {entry.title}
                  </Link>
                  <span className="block text-xs text-slate-500">{entry.slug}</span>
                </th>
                <td>
                  <span className="flex flex-wrap gap-1">
                    <StatusBadge status={liveIds.has(entry.id) ? "published" : "draft"} />
                    {changed.has(entry.id) && liveIds.has(entry.id) && <Badge tone="blue">unpublished changes</Badge>}
                  </span>
                </td>
                <td className="whitespace-nowrap text-slate-700">
                  <DateTime value={entry.updatedAt} withTime />
                </td>
              </tr>
            ))}
          </DataTable>
          <Pagination page={page} pageSize={PAGE_SIZE} total={total} params={{}} noun="entries" />
        </>
      )}
      {canWrite && (
        <Card title="Collection details" className="mt-6">
          <CollectionForm action={updateCollection.bind(null, collection.id)} initial={collection} mode="edit" />
        </Card>
      )}
    </>
  );
}
