import type { Metadata } from "next";
import type { ReactNode } from "react";
import { requireUser } from "@/lib/auth/session";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Preview", robots: { index: false, follow: false } };

/** Previews show unpublished content: signed-in users only (each page checks again, since layouts and pages render in parallel). */
export default async function PreviewLayout({ children }: { children: ReactNode }) {
  await requireUser();
  return children;
}
