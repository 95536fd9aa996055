import type { Metadata } from "next";
import { toImageSummary } from "@/components/cms/media/image-summary";
import { EntryForm } from "@/components/cms/collections/entry-form";
import { Card, PageHeader } from "@/components/ui/card";
import { loadOr404 } from "@/app/load-or-404";
import { requireUser } from "@/lib/auth/session";
import { entityHref } from "@/lib/domain/entities";
import { entries } from "@/lib/services/entries";
import { images } from "@/lib/services/images";
import { createEntry } from "../../actions";

export const metadata: Metadata = { title: "New entry" };

export default async function NewEntryPage({ params }: { params: Promise<{ id: string }> }) {
  const { ctx } = await requireUser("content.write");
  const { id } = await params;
  const [collection, library] = await Promise.all([loadOr404(() => entries.getCollection(ctx, id)), images.list(ctx, { limit: 200 })]);
  return (
    <>
      <PageHeader title={`New entry in ${collection.name}`} description="It is saved as a draft; visitors see it once it is published." />
      <Card>
        <EntryForm fields={collection.fields} action={createEntry.bind(null, collection.id)} images={library.items.map(toImageSummary)} doneHref={entityHref("collection", collection.id)!} />
      </Card>
    </>
  );
}
