import type { PageMeta } from "./page-meta-form";
import { pageHref } from "@/lib/content/page-href";

/** The page's details as text, for people who may only read. */
export function PageDetails({ meta }: { meta: PageMeta }) {
  const rows = [
    { term: "Title", value: meta.title },
    { term: "Address", value: pageHref(meta.slug) },
    { term: "SEO title", value: meta.seoTitle },
    { term: "SEO description", value: meta.seoDescription },
  ];
  return (
    <dl className="space-y-3 text-sm">
      {rows.map((row) => (
        <div key={row.term}>
          <dt className="font-medium text-slate-800">{row.term}</dt>
          <dd className="break-words text-slate-700">{row.value || <span className="text-slate-400">—</span>}</dd>
        </div>
      ))}
    </dl>
  );
}
