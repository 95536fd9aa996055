import type { Metadata } from "next";
import { SearchResults } from "@/components/cms/search/search-results";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState, PageHeader } from "@/components/ui/card";
import { controlClasses } from "@/components/ui/field";
import { Pagination } from "@/components/ui/pagination";
import { requireUser } from "@/lib/auth/session";
import { contentSearch } from "@/lib/services/content-search";

export const metadata: Metadata = { title: "Search" };

const PAGE_SIZE = 20;
/** Result pages a person can step to; beyond them a narrower search is the answer. */
const MAX_PAGE = 50;
/** By meaning everything is ranked, so only the closest few pages are worth showing. */
const MAX_MEANING_RESULTS = 100;

type Search = { q?: string; mode?: string; page?: string };

export default async function SearchPage({ searchParams }: { searchParams: Promise<Search> }) {
  const { ctx } = await requireUser();
  const params = await searchParams;
  const query = params.q?.trim().slice(0, 200) || "";
  const byMeaning = params.mode === "meaning";
  const page = Math.min(MAX_PAGE, Math.max(1, Number.parseInt(params.page ?? "1", 10) || 1));
  const input = { query, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
  const result = !query ? null : byMeaning ? await contentSearch.semantic(ctx, input) : await contentSearch.search(ctx, input);
  const total = result ? Math.min(result.total, byMeaning ? MAX_MEANING_RESULTS : MAX_PAGE * PAGE_SIZE) : 0;

  return (
    <>
      <PageHeader title="Search" description="Find any page, post, image, menu link or entry, drafts included." />
      <form method="get" role="search" aria-label="Search the site" className="mb-4 flex flex-wrap items-end gap-2">
        <div className="min-w-48 flex-1 space-y-1">
          <label htmlFor="search-query" className="block text-sm font-medium text-slate-800">
            Words to find
          </label>
          <input id="search-query" name="q" type="search" defaultValue={query} className={controlClasses} />
        </div>
        <fieldset className="flex items-center gap-3 text-sm text-slate-800">
          <legend className="sr-only">Match</legend>
          <label className="flex items-center gap-1">
            <input type="radio" name="mode" value="words" defaultChecked={!byMeaning} /> These words
          </label>
          <label className="flex items-center gap-1">
            <input type="radio" name="mode" value="meaning" defaultChecked={byMeaning} /> Similar meaning
          </label>
        </fieldset>
        <button type="submit" className={buttonClasses("secondary")}>
          Search
        </button>
      </form>
      {!result ? (
        <EmptyState>Type a few words to search the whole site.</EmptyState>
      ) : result.items.length === 0 ? (
        <EmptyState>Nothing matches “{query}”. Try other words, or search by similar meaning.</EmptyState>
      ) : (
        <>
          <p role="status" className="mb-3 text-sm text-slate-700">
            {"matched" in result && result.matched === "any"
              ? `No item has every word; these have some of them.`
              : byMeaning
                ? `Closest in meaning to “${query}” first.`
                : `Best matches for “${query}” first.`}
            {"pending" in result && result.pending > 0 ? ` ${result.pending} recently changed items are not included yet.` : ""}
          </p>
          <SearchResults items={result.items} firstNumber={input.offset + 1} />
          <Pagination page={page} pageSize={PAGE_SIZE} total={total} params={{ q: query, mode: byMeaning ? "meaning" : undefined }} noun="results" />
        </>
      )}
    </>
  );
}
