"use client";

import { Activity, Bot, FileText, GitCompare, Home, Image as ImageIcon, Library, Menu, Newspaper, Settings, Trash2, Users } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/lib/cn";

const LINKS = [
  { href: "/dashboard", label: "Overview", icon: Home, exact: true },
  { href: "/dashboard/pages", label: "Pages", icon: FileText },
  { href: "/dashboard/posts", label: "Posts", icon: Newspaper },
  { href: "/dashboard/collections", label: "Collections", icon: Library },
  { href: "/dashboard/media", label: "Media", icon: ImageIcon },
  { href: "/dashboard/navigation", label: "Navigation", icon: Menu },
  { href: "/dashboard/settings", label: "Settings", icon: Settings },
  { href: "/dashboard/review", label: "Review changes", icon: GitCompare },
  { href: "/dashboard/chat", label: "Chat", icon: Bot },
  { href: "/dashboard/trash", label: "Trash", icon: Trash2 },
  { href: "/dashboard/activity", label: "Activity", icon: Activity },
  { href: "/dashboard/users", label: "Users", icon: Users, adminOnly: true },
];

export function DashboardNav({ isAdmin }: { isAdmin: boolean }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Dashboard">
      <ul className="flex gap-1 overflow-x-auto md:flex-col">
        {LINKS.filter((link) => !link.adminOnly || isAdmin).map(({ href, label, icon: Icon, exact }) => {
          const active = exact ? pathname === href : pathname.startsWith(href);
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex items-center gap-2 whitespace-nowrap rounded-md px-3 py-2 text-sm",
                  active ? "bg-brand-50 font-medium text-brand-700" : "text-slate-700 hover:bg-slate-100",
                )}
              >
                <Icon aria-hidden className="size-4" />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
