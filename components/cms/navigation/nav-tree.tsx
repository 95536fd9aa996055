import { ArrowDown, ArrowUp, Eye, EyeOff, Trash2 } from "lucide-react";
import Link from "next/link";
import { ActionButton } from "@/components/ui/action-button";
import { Badge } from "@/components/ui/badge";
import { ConfirmButton } from "@/components/ui/confirm-button";
import type { ActionResult } from "@/lib/action-result";
import { EditNavItem } from "./edit-nav-item";
import type { PageOption } from "./nav-item-form";

type LinkedPage = { id: string; title: string; slug: string; status: string; deletedAt: Date | null };
type NavItem = { id: string; label: string; url: string | null; pageId: string | null; parentId: string | null; visible: boolean; page: LinkedPage | null };
export type NavTreeItem = NavItem & { children: NavItem[] };

export type NavTreeActions = {
  update: (id: string, previous: ActionResult | null, formData: FormData) => Promise<ActionResult>;
  move: (parentId: string | null, orderedIds: string[]) => Promise<ActionResult>;
  setVisible: (id: string, visible: boolean) => Promise<ActionResult>;
  remove: (id: string) => Promise<ActionResult>;
};

type Props = { items: NavTreeItem[]; pages: PageOption[]; editable: boolean; actions: NavTreeActions };

/** The menu as an indented list; editors get reorder, show/hide, edit and remove controls per row. */
export function NavTree({ items, pages, editable, actions }: Props) {
  return <NavLevel level={items} parentId={null} tree={items} pages={pages} editable={editable} actions={actions} />;
}

function NavLevel({ level, parentId, tree, ...rest }: { level: (NavItem & { children?: NavItem[] })[]; parentId: string | null; tree: NavTreeItem[] } & Omit<Props, "items">) {
  const ids = level.map((item) => item.id);
  return (
    <ul className={parentId ? "ml-4 mt-2 space-y-2 border-l-2 border-slate-200 pl-3 sm:ml-6 sm:pl-4" : "space-y-2"}>
      {level.map((item, index) => (
        <li key={item.id}>
          <NavRow item={item} index={index} siblingIds={ids} parentId={parentId} tree={tree} {...rest} />
          {item.children && item.children.length > 0 && <NavLevel level={item.children} parentId={item.id} tree={tree} {...rest} />}
        </li>
      ))}
    </ul>
  );
}

/** The ids of one level with the item at `from` moved to `to` (unchanged when `to` is off the ends). */
function moved(ids: string[], from: number, to: number) {
  if (to < 0 || to >= ids.length) return ids;
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

function NavRow({
  item,
  index,
  siblingIds,
  parentId,
  tree,
  pages,
  editable,
  actions,
}: { item: NavItem & { children?: NavItem[] }; index: number; siblingIds: string[]; parentId: string | null; tree: NavTreeItem[] } & Omit<Props, "items">) {
  const childCount = item.children?.length ?? 0;
  const named = <span className="sr-only"> {item.label}</span>;
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-md border border-slate-200 bg-white p-3" data-testid="nav-item">
      <div className="min-w-0 flex-1 basis-48">
        <p className="font-medium text-slate-900">{item.label}</p>
        <NavTarget item={item} />
      </div>
      <Badge tone={item.visible ? "green" : "neutral"}>{item.visible ? "visible" : "hidden"}</Badge>
      {editable && (
        // "contents" lets the edit panel span the whole row when it opens.
        <div className="contents">
          <ActionButton action={actions.move.bind(null, parentId, moved(siblingIds, index, index - 1))} disabled={index === 0}>
            <ArrowUp aria-hidden className="size-3.5" /> Move up{named}
          </ActionButton>
          <ActionButton action={actions.move.bind(null, parentId, moved(siblingIds, index, index + 1))} disabled={index === siblingIds.length - 1}>
            <ArrowDown aria-hidden className="size-3.5" /> Move down{named}
          </ActionButton>
          <ActionButton action={actions.setVisible.bind(null, item.id, !item.visible)}>
            {item.visible ? <EyeOff aria-hidden className="size-3.5" /> : <Eye aria-hidden className="size-3.5" />}
            {item.visible ? "Hide" : "Show"}
            {named}
          </ActionButton>
          <EditNavItem
            action={actions.update.bind(null, item.id)}
            item={{ label: item.label, pageId: item.pageId, url: item.url, parentId: item.parentId }}
            pages={pages}
            parents={tree.filter((top) => top.id !== item.id).map(({ id, label }) => ({ id, label }))}
            parentLocked={childCount ? "It has sub-items, so it stays at the top level." : undefined}
          />
          <ConfirmButton
            action={actions.remove.bind(null, item.id)}
            title={`Remove "${item.label}"?`}
            description={
              childCount
                ? `It moves to the trash together with its ${childCount} sub-item${childCount === 1 ? "" : "s"}. You can restore them from the Trash page.`
                : "It moves to the trash. You can restore it from the Trash page."
            }
            confirmLabel="Remove"
          >
            <Trash2 aria-hidden className="size-3.5" /> Remove{named}
          </ConfirmButton>
        </div>
      )}
    </div>
  );
}

function NavTarget({ item }: { item: NavItem }) {
  if (!item.page) return <p className="break-all text-sm text-slate-600">URL: {item.url}</p>;
  const { page } = item;
  const warning = page.deletedAt
    ? "The page is in the trash, so this link is not shown on the site."
    : page.status !== "published"
      ? "The page is a draft, so this link is not shown on the site until it is published."
      : null;
  return (
    <>
      <p className="text-sm text-slate-600">
        Page:{" "}
        <Link href={`/dashboard/pages/${page.id}`} className="text-brand-700 underline-offset-2 hover:underline">
          {page.title}
        </Link>{" "}
        <span className="text-slate-500">/{page.slug}</span>
      </p>
      {warning && <p className="text-xs text-amber-800">{warning}</p>}
    </>
  );
}
