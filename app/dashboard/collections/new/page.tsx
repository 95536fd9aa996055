import type { Metadata } from "next";
import { CollectionForm } from "@/components/cms/collections/collection-form";
import { Card, PageHeader } from "@/components/ui/card";
import { requireUser } from "@/lib/auth/session";
import { createCollection } from "../actions";

export const metadata: Metadata = { title: "New collection" };

export default async function NewCollectionPage() {
  await requireUser("content.write");
  return (
    <>
      <PageHeader title="New collection" description="Name it and choose the fields its entries have; you can change the fields later." />
      <Card>
        <CollectionForm action={createCollection} mode="create" />
      </Card>
    </>
  );
}
