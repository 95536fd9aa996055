import type { Metadata } from "next";
import { NewPageForm } from "@/components/cms/pages/new-page-form";
import { Card, PageHeader } from "@/components/ui/card";
import { requireUser } from "@/lib/auth/session";
import { createPage } from "../actions";

export const metadata: Metadata = { title: "New page" };

export default async function NewPagePage() {
  await requireUser("content.write");
  return (
    <>
      <PageHeader title="New page" description="Give the page a title; you add its sections next, then publish it." />
      <Card className="max-w-2xl">
        <NewPageForm action={createPage} />
      </Card>
    </>
  );
}
