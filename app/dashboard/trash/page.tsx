import { RotateCcw, Trash2 } from "lucide-react";
import type { Metadata } from "next";
import { ActionButton } from "@/components/ui/action-button";
import { Card, EmptyState, PageHeader } from "@/components/ui/card";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { DateTime } from "@/components/ui/date-time";
import { requireUser } from "@/lib/auth/session";
import { can } from "@/lib/services/permissions";
import { trash, type TrashType } from "@/lib/services/trash";
import { purgeFromTrash, restoreFromTrash } from "./actions";

export const metadata: Metadata = { title: "Trash" };

const TYPE_LABELS: Record<TrashType, string> = { page: "Page", post: "Post", image: "Image", navItem: "Menu link", entry: "Entry" };

export default async function TrashPage() {
  const { user, ctx } = await requireUser();
  const canRestore = can(user.role, "content.write");
  const canPurge = can(user.role, "trash.purge");
  const items = await trash.list(ctx);

  return (
    <>
      <PageHeader
        title="Trash"
        description={
          canPurge
            ? "Deleted items stay here until you restore them or delete them permanently."
            : "Deleted items stay here until they are restored. Only admins can delete them permanently."
        }
      />
      <Card>
        {items.length === 0 ? (
          <EmptyState>The trash is empty.</EmptyState>
        ) : (
          <div className="relative overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Items in the trash, most recently deleted first</caption>
              <thead className="border-b border-slate-200 text-xs uppercase text-slate-500">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-medium">Type</th>
                  <th scope="col" className="py-2 pr-4 font-medium">Name</th>
                  <th scope="col" className="py-2 pr-4 font-medium">Deleted</th>
                  {canRestore && <th scope="col" className="py-2 font-medium"><span className="sr-only">Actions</span></th>}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {items.map((item) => (
                  <tr key={`${item.type}:${item.id}`}>
                    <td className="py-2 pr-4 text-slate-600">{TYPE_LABELS[item.type]}</td>
                    <th scope="row" className="py-2 pr-4 font-medium text-slate-900">{item.label}</th>
                    <td className="py-2 pr-4 text-slate-600"><DateTime value={item.deletedAt} withTime /></td>
                    {canRestore && (
                      <td className="py-2">
                        <div className="flex flex-wrap justify-end gap-2">
                          <ActionButton action={restoreFromTrash.bind(null, item.type, item.id, item.label)}>
                            <RotateCcw aria-hidden className="size-3.5" /> Restore<span className="sr-only"> {item.label}</span>
                          </ActionButton>
                          {canPurge && (
                            <ConfirmButton
                              action={purgeFromTrash.bind(null, item.type, item.id, item.label)}
                              title={`Delete "${item.label}" permanently?`}
                              description="This cannot be undone: the item is removed for good and can no longer be restored."
                              confirmLabel="Delete permanently"
                            >
                              <Trash2 aria-hidden className="size-3.5" /> Delete permanently<span className="sr-only"> {item.label}</span>
                            </ConfirmButton>
                          )}
                        </div>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </>
  );
}
