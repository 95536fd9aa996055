import { RotateCcw, Trash2 } from "lucide-react";
import type { Metadata } from "next";
import { ActionButton } from "@/components/ui/action-button";
import { EmptyState, PageHeader } from "@/components/ui/card";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { DataTable } from "@/components/ui/data-table";
import { DateTime } from "@/components/ui/date-time";
import { requireUser } from "@/lib/auth/session";
import { can } from "@/lib/services/permissions";
import { ENTITY_LABELS } from "@/lib/domain/entities";
import { trash } from "@/lib/services/trash";
import { purgeFromTrash, restoreFromTrash } from "./actions";

export const metadata: Metadata = { title: "Trash" };

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
      {items.length === 0 ? (
        <EmptyState>The trash is empty.</EmptyState>
      ) : (
        <DataTable
          caption="Items in the trash, most recently deleted first"
          columns={[{ label: "Type" }, { label: "Name" }, { label: "Deleted" }, ...(canRestore ? [{ label: "Actions", hidden: true }] : [])]}
        >
          {items.map((item) => (
            <tr key={`${item.type}:${item.id}`}>
              <td className="text-slate-600">{ENTITY_LABELS[item.type]}</td>
              <th scope="row" className="font-medium text-slate-900">{item.label}</th>
              <td className="text-slate-600"><DateTime value={item.deletedAt} withTime /></td>
              {canRestore && (
                <td>
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
        </DataTable>
      )}
    </>
  );
}
