import { CircleCheck } from "lucide-react";
import Link from "next/link";
import { cn } from "@/lib/cn";
import { itemHref, itemName, resultLinks } from "./result-links";
import { withoutToolDirections, type ToolPartMetadata } from "./tool-names";
import { Badge } from "@/components/ui/badge";

const SHOWN_ITEMS = 4;

type Props = {
  output: Record<string, unknown>;
  /** What the tool's definition says (sent with the part): a read is shown quietly, links follow what it lists or trashes. */
  metadata: ToolPartMetadata;
  /** A moderate-risk call that ran without asking: flagged, as DESIGN §3 wants. */
  ranUnasked: boolean;
};

/** A successful call: the tool's own message, links to what it touched, and a few list items. */
export function ToolResult({ output, metadata, ranUnasked }: Props) {
  const read = metadata.readOnly === true;
  const links = resultLinks(metadata.trashes === true, output);
  const items = Array.isArray(output.items) ? output.items : undefined;
  const total = typeof output.total === "number" ? output.total : items?.length;
  return (
    <div className={cn("rounded-md border px-3 py-2 text-sm", read ? "border-slate-200 bg-white" : "border-green-200 bg-green-50")}>
      <p className="flex items-start gap-2 text-slate-800">
        <CircleCheck aria-hidden className={cn("mt-0.5 size-4 shrink-0", read ? "text-slate-400" : "text-green-600")} />
        <span>{(typeof output.message === "string" && withoutToolDirections(output.message)) || "Done."}</span>
      </p>
      {ranUnasked && (
        <p className="mt-1 pl-6">
          <Badge tone="amber">Ran without asking — moderate risk</Badge>
        </p>
      )}
      {items && items.length > 0 && (
        <ul className="mt-1 space-y-0.5 pl-6 text-slate-700">
          {items.slice(0, SHOWN_ITEMS).map((item, index) => {
            const href = itemHref(metadata.lists, item);
            return (
              <li key={index} className="truncate">
                {href ? (
                  <Link href={href} className="text-brand-700 hover:underline">
                    {itemName(item)}
                  </Link>
                ) : (
                  itemName(item)
                )}
              </li>
            );
          })}
          {total !== undefined && total > SHOWN_ITEMS && <li className="text-slate-500">…{total - Math.min(items.length, SHOWN_ITEMS)} more ({total} in total)</li>}
        </ul>
      )}
      {links.length > 0 && (
        <p className="mt-1 flex flex-wrap gap-x-3 pl-6">
          {links.map((link) => (
            <Link key={link.href + link.label} href={link.href} className="text-brand-700 underline-offset-2 hover:underline">
              {link.label}
            </Link>
          ))}
        </p>
      )}
    </div>
  );
}
