import Link from "next/link";
import { ENTITY_LABELS, entityHref, isEntityType } from "@/lib/domain/entities";

type Props = { type: string | null; id: string | null; label: string | null };

/** An audit event's target: its kind and name, linked to where the dashboard shows it. */
export function TargetLink({ type, id, label }: Props) {
  if (!type) return <span className="text-slate-400">—</span>;
  const name = label ?? id ?? "";
  const href = isEntityType(type) ? entityHref(type, id) : null;
  return (
    <span>
      <span className="text-slate-500">{isEntityType(type) ? ENTITY_LABELS[type] : type}</span>{" "}
      {href ? (
        <Link href={href} className="text-brand-700 underline-offset-2 hover:underline">
          {name || "(open)"}
        </Link>
      ) : (
        <span className="text-slate-900">{name}</span>
      )}
    </span>
  );
}
