import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";

/** The way back from a settings sub-page (agent approvals, API tokens…) to the site settings. */
export function BackToSettings() {
  return (
    <Link href="/dashboard/settings" className={buttonClasses("secondary")}>
      <ArrowLeft aria-hidden className="size-4" /> Site settings
    </Link>
  );
}
