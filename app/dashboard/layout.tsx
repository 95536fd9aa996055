import { ExternalLink, Inbox, LogOut } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { ChatDock } from "@/components/chat/chat-dock";
import { SiteSearchBox } from "@/components/cms/search/site-search-box";
import { DashboardNav } from "@/components/cms/dashboard-nav";
import { Badge } from "@/components/ui/badge";
import { requireUser } from "@/lib/auth/session";
import { approvalInbox } from "@/lib/services/approval-inbox";
import { signOut } from "../login/actions";

export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const { user, ctx } = await requireUser();
  const waiting = await approvalInbox.count(ctx);
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="flex items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-2">
        <a href="/dashboard" className="shrink-0 font-semibold text-slate-900">
          Agent CMS
        </a>
        <SiteSearchBox />
        <div className="flex shrink-0 items-center gap-3 text-sm">
          <a href="/" target="_blank" className="hidden items-center gap-1 text-slate-600 hover:text-slate-900 sm:flex">
            View site <ExternalLink aria-hidden className="size-3.5" />
          </a>
          {/* Its name is its text (what is seen, plus words for screen readers), so the two always agree. */}
          <Link href="/dashboard/approvals" className="flex items-center gap-1.5 rounded-md px-2 py-1 text-slate-600 hover:bg-slate-100" data-testid="approvals-badge">
            <Inbox aria-hidden className="size-4" />
            <span className="sr-only sm:not-sr-only">Approvals</span>
            {waiting > 0 ? (
              <Badge tone="amber">
                {waiting}
                <span className="sr-only"> waiting</span>
              </Badge>
            ) : (
              <span className="sr-only">, nothing waiting</span>
            )}
          </Link>
          <span className="hidden text-slate-700 sm:inline" data-testid="current-user">
            {user.name}
          </span>
          <span className="hidden sm:inline-flex">
            <Badge tone="blue">{user.role}</Badge>
          </span>
          <form action={signOut}>
            <button type="submit" className="flex items-center gap-1 rounded-md px-2 py-1 text-slate-600 hover:bg-slate-100">
              <LogOut aria-hidden className="size-4" /> Sign out
            </button>
          </form>
        </div>
      </header>
      <div className="flex flex-1 flex-col md:flex-row">
        <aside className="border-b border-slate-200 bg-white p-2 md:w-52 md:border-b-0 md:border-r">
          <DashboardNav isAdmin={user.role === "admin"} />
        </aside>
        <main id="main" className="min-w-0 flex-1 p-4 md:p-6">
          {children}
        </main>
        {/* The agent's chat panel docks here (right-hand column). */}
        <ChatDock role={user.role} />
      </div>
    </div>
  );
}
