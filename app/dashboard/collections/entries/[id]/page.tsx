import type { Metadata } from "next";
import Link from "next/link";
import { toImageSummary } from "@/components/cms/media/image-summary";
import { EntryForm } from "@/components/cms/collections/entry-form";
import { DraftStatus } from "@/components/cms/drafts/draft-status";
import { MoveToTrashButton } from "@/components/cms/move-to-trash-button";
import { Card, PageHeader } from "@/components/ui/card";
import { DateTime } from "@/components/ui/date-time";
import { loadOr404 } from "@/app/load-or-404";
import { requireUser } from "@/lib/auth/session";
import { entityHref } from "@/lib/domain/entities";
import { entries } from "@/lib/services/entries";
import { images } from "@/lib/services/images";
import { can } from "@/lib/services/permissions";
import { published } from "@/lib/services/published";
import { unpublishedChanges } from "@/lib/services/publishing/changes";
import { discardDraft, publishDraft } from "../../../review/actions";
import { trashEntry, updateEntry } from "../../actions";

type Params = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { ctx } = await requireUser();
  const entry = await loadOr404(async () => entries.get(ctx, (await params).id));
  return { title: `Edit “${entry.title}”` };
}

export default async function EditEntryPage({ params }: Params) {
  const { user, ctx } = await requireUser();
  const entry = await loadOr404(async () => entries.get(ctx, (await params).id));
  const canWrite = can(user.role, "content.write");
  const collectionHref = entityHref("collection", entry.collectionId)!;
  const [change, live, library] = await Promise.all([
    unpublishedChanges.of(ctx, "entry", entry.id),
    published.entries(entry.collection.slug),
    canWrite ? images.list(ctx, { limit: 200 }) : null,
  ]);
  const isLive = live.some((shown) => shown.id === entry.id);

  return (
    <>
      <PageHeader
        title={entry.title}
        description={
          <span>
            Entry of{" "}
            <Link href={collectionHref} className="text-brand-700 underline">
              {entry.collection.name}
            </Link>{" "}
            · Last saved <DateTime value={entry.updatedAt} withTime />
          </span>
        }
        actions={
          canWrite && (
            <MoveToTrashButton
              action={trashEntry.bind(null, entry.id, entry.collectionId)}
              title={entry.title}
              description={`${isLive ? "It leaves the site at once. " : ""}It can be restored from the trash.`}
              listHref={collectionHref}
            />
          )
        }
      />
      {canWrite ? (
        <>
          <DraftStatus
            noun="entry"
            live={isLive}
            changeCount={change?.fields.length ?? 0}
            reviewHref={`/dashboard/review#entry-${entry.id}`}
            publish={can(user.role, "content.publish") ? publishDraft.bind(null, "entry", entry.id) : undefined}
            discard={discardDraft.bind(null, "entry", entry.id)}
          />
          <Card>
            <EntryForm
              fields={entry.collection.fields}
              action={updateEntry.bind(null, entry.id, entry.collectionId)}
              images={library?.items.map(toImageSummary) ?? []}
              entry={{ title: entry.title, slug: entry.slug, data: entry.data as Record<string, unknown> }}
              doneHref={collectionHref}
            />
          </Card>
        </>
      ) : (
        <p role="note" className="mb-4 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm text-slate-700">
          Your role ({user.role}) can read entries but not change them.
        </p>
      )}
    </>
  );
}
