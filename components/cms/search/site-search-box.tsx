import { Search } from "lucide-react";
import { controlClasses } from "@/components/ui/field";
import { cn } from "@/lib/cn";

/** The dashboard header's search: a GET form to the search page, so results can be linked and reloaded. */
export function SiteSearchBox({ query }: { query?: string }) {
  return (
    <form method="get" action="/dashboard/search" role="search" aria-label="Site" className="flex min-w-0 flex-1 items-center justify-center">
      <label htmlFor="site-search" className="sr-only">
        Search the site
      </label>
      <div className="relative w-full max-w-sm">
        <Search aria-hidden className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
        <input id="site-search" name="q" type="search" defaultValue={query} placeholder="Search pages, posts, images…" className={cn(controlClasses, "pl-8")} />
      </div>
    </form>
  );
}
