import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import type { ImageUsage } from "@/lib/services/images";

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

/** "2 pages, 1 post and the site logo" */
export function usageSummary(usage: ImageUsage): string {
  const parts = [
    usage.pages.length > 0 && plural(usage.pages.length, "page"),
    usage.posts.length > 0 && plural(usage.posts.length, "post"),
    usage.siteLogo && "the site logo",
  ].filter((part): part is string => Boolean(part));
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : (parts[0] ?? "nothing");
}

function UsageLink({ href, label, inTrash }: { href: string; label: string; inTrash: boolean }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Link href={href} className="text-brand-700 hover:underline">
        {label}
      </Link>
      {inTrash && <Badge>in trash</Badge>}
    </span>
  );
}

/** Every page, post and setting that shows the image, each linked to its editor. */
export function ImageUsageList({ usage }: { usage: ImageUsage }) {
  if (usage.count === 0) return <p className="text-sm text-slate-600">Not used anywhere yet.</p>;
  return (
    <ul className="space-y-2 text-sm">
      {usage.pages.map((page) => (
        <li key={`page-${page.id}`}>
          <span className="text-slate-500">Page: </span>
          <UsageLink href={page.inTrash ? "/dashboard/trash" : `/dashboard/pages/${page.id}`} label={page.title} inTrash={page.inTrash} />
          <span className="block text-xs text-slate-500">
            /{page.slug} · {plural(page.sectionIds.length, "section")}
          </span>
        </li>
      ))}
      {usage.posts.map((post) => (
        <li key={`post-${post.id}`}>
          <span className="text-slate-500">Post cover: </span>
          <UsageLink href={post.inTrash ? "/dashboard/trash" : `/dashboard/posts/${post.id}`} label={post.title} inTrash={post.inTrash} />
        </li>
      ))}
      {usage.siteLogo && (
        <li>
          <span className="text-slate-500">Site: </span>
          <UsageLink href="/dashboard/settings" label="Site logo" inTrash={false} />
        </li>
      )}
    </ul>
  );
}
