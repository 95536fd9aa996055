import Link from "next/link";
import { EmptyState, PageHeader } from "@/components/ui/card";

export default function PageNotFound() {
  return (
    <>
      <PageHeader title="Page not found" />
      <EmptyState>
        This page does not exist or was moved to the trash.{" "}
        <Link href="/dashboard/pages" className="text-brand-700 underline">
          Back to pages
        </Link>{" "}
        ·{" "}
        <Link href="/dashboard/trash" className="text-brand-700 underline">
          Open the trash
        </Link>
      </EmptyState>
    </>
  );
}
