import Link from "next/link";

export const TARGET_TYPE_LABELS: Record<string, string> = {
  page: "Page",
  post: "Post",
  image: "Image",
  navItem: "Menu link",
  settings: "Settings",
  entry: "Entry",
  user: "User",
};

/** Where the dashboard shows a target; null for kinds without a page of their own. */
function dashboardHref(type: string, id: string | null): string | null {
  switch (type) {
    case "page":
      return id && `/dashboard/pages/${id}`;
    case "post":
      return id && `/dashboard/posts/${id}`;
    case "image":
      return id && `/dashboard/media/${id}`;
    case "navItem":
      return "/dashboard/navigation";
    case "settings":
      return "/dashboard/settings";
    default:
      return null;
  }
}

type Props = { type: string | null; id: string | null; label: string | null };

/** An audit event's target: its kind and name, linked to where the dashboard shows it. */
export function TargetLink({ type, id, label }: Props) {
  if (!type) return <span className="text-slate-400">—</span>;
  const name = label ?? id ?? "";
  const href = dashboardHref(type, id);
  return (
    <span>
      <span className="text-slate-500">{TARGET_TYPE_LABELS[type] ?? type}</span>{" "}
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
