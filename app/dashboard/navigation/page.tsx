import type { Metadata } from "next";
import { DraftStatus } from "@/components/cms/drafts/draft-status";
import { NavItemForm } from "@/components/cms/navigation/nav-item-form";
import { NavTree } from "@/components/cms/navigation/nav-tree";
import { Card, EmptyState, PageHeader } from "@/components/ui/card";
import { requireUser } from "@/lib/auth/session";
import { MENU_ID } from "@/lib/domain/content-kinds";
import { navigation } from "@/lib/services/navigation";
import { pages } from "@/lib/services/pages";
import { can } from "@/lib/services/permissions";
import { unpublishedChanges } from "@/lib/services/publishing/changes";
import { discardDraft, publishDraft } from "../review/actions";
import { addNavItem, moveNavItem, removeNavItem, setNavItemVisible, updateNavItem } from "./actions";

export const metadata: Metadata = { title: "Navigation" };

export default async function NavigationPage() {
  const { user, ctx } = await requireUser();
  const editable = can(user.role, "content.write");
  const [tree, pageList, change] = await Promise.all([
    navigation.list(ctx, { includeHidden: true }),
    pages.list(ctx, { limit: 200 }),
    unpublishedChanges.of(ctx, "navigation", MENU_ID),
  ]);
  const pageOptions = pageList.items
    .map(({ id, title, slug }) => ({ id, title, slug }))
    .sort((a, b) => a.title.localeCompare(b.title));

  return (
    <>
      <PageHeader title="Navigation" description="The site's menu: top-level links and the sub-items shown under them." />
      {!editable && (
        <p className="mb-4 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm text-slate-700">
          Your role ({user.role}) can look at the navigation but not change it.
        </p>
      )}
      {editable && (
        <DraftStatus
          noun="menu"
          live
          changeCount={change?.fields.length ?? 0}
          reviewHref={`/dashboard/review#navigation-${MENU_ID}`}
          publish={can(user.role, "content.publish") ? publishDraft.bind(null, "navigation", MENU_ID) : undefined}
          discard={discardDraft.bind(null, "navigation", MENU_ID)}
        />
      )}
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <Card title="Menu">
          {tree.length ? (
            <NavTree
              items={tree}
              pages={pageOptions}
              editable={editable}
              actions={{ update: updateNavItem, move: moveNavItem, setVisible: setNavItemVisible, remove: removeNavItem }}
            />
          ) : (
            <EmptyState>The menu is empty.{editable && " Add the first link with the form."}</EmptyState>
          )}
        </Card>
        {editable && (
          <Card title="Add link" className="self-start">
            <NavItemForm action={addNavItem} pages={pageOptions} parents={tree.map(({ id, label }) => ({ id, label }))} submitLabel="Add link" />
          </Card>
        )}
      </div>
    </>
  );
}
