"use client";

import { useState } from "react";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/card";
import type { ActionResult } from "@/lib/action-result";
import { CONTENT_KIND_LABELS } from "@/lib/domain/content-kinds";
import type { UnpublishedChange } from "@/lib/domain/unpublished-change";
import { FieldChanges } from "./field-changes";

const STATE_LABELS = { new: "Not on the site yet", changed: "Changed", removed: "Taken off the site" } as const;

type Props = {
  items: UnpublishedChange[];
  action: (previous: ActionResult | null, formData: FormData) => Promise<ActionResult>;
  canPublish: boolean;
};

/** Every unpublished change with its diff; tick some or all and publish them together, now or later. */
export function ReviewForm({ items, action, canPublish }: Props) {
  const [picked, setPicked] = useState<Set<string>>(() => new Set(items.map((item) => `${item.kind}:${item.entityId}`)));
  const [when, setWhen] = useState("");
  const keyOf = (item: UnpublishedChange) => `${item.kind}:${item.entityId}`;
  const toggle = (key: string, on: boolean) => setPicked((current) => new Set([...current].filter((k) => k !== key).concat(on ? [key] : [])));

  const pickedCount = items.filter((item) => picked.has(keyOf(item))).length;

  // The form stays mounted when the list empties after publishing, so its outcome is still announced.
  return (
    <ActionForm action={action} className="space-y-4">
      {items.length === 0 && <EmptyState>Nothing to publish: the public site shows every saved change.</EmptyState>}
      {canPublish && items.length > 0 && (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" variant="secondary" size="sm" onClick={() => setPicked(new Set(items.map(keyOf)))}>
            Select all
          </Button>
          <Button type="button" variant="secondary" size="sm" onClick={() => setPicked(new Set())}>
            Select none
          </Button>
          <span className="text-sm text-slate-600" aria-live="polite">
            {pickedCount} of {items.length} selected
          </span>
        </div>
      )}
      <ul className="space-y-4">
        {items.map((item) => {
          const key = keyOf(item);
          const headingId = `change-${item.kind}-${item.entityId}`;
          return (
            <li key={key} id={`${item.kind}-${item.entityId}`} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
              <div className="mb-3 flex flex-wrap items-center gap-3">
                {canPublish && (
                  <input
                    type="checkbox"
                    name="item"
                    value={`${key}:${item.fingerprint}`}
                    checked={picked.has(key)}
                    onChange={(event) => toggle(key, event.target.checked)}
                    aria-labelledby={headingId}
                    className="size-4"
                  />
                )}
                <h2 id={headingId} className="font-semibold text-slate-900">
                  {CONTENT_KIND_LABELS[item.kind]}: {item.label}
                </h2>
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{STATE_LABELS[item.state]}</span>
                {item.editorHref && (
                  <a href={item.editorHref} className="text-sm text-brand-700 underline underline-offset-2">
                    Open in the editor
                  </a>
                )}
              </div>
              <FieldChanges changes={item.fields} />
            </li>
          );
        })}
      </ul>
      {canPublish && items.length > 0 && (
        <div className="sticky bottom-0 flex flex-wrap items-end gap-3 border-t border-slate-200 bg-white py-3">
          <Button type="submit" name="intent" value="publish">
            Publish selected
          </Button>
          <label className="flex flex-col text-sm">
            <span className="text-slate-700">Or publish at</span>
            <input
              type="datetime-local"
              value={when}
              onChange={(event) => setWhen(event.target.value)}
              className="rounded-md border border-slate-300 px-2 py-1.5"
            />
          </label>
          <input type="hidden" name="when" value={when && !Number.isNaN(Date.parse(when)) ? new Date(when).toISOString() : ""} />
          <Button type="submit" name="intent" value="schedule" variant="secondary" disabled={!when}>
            Schedule selected
          </Button>
        </div>
      )}
    </ActionForm>
  );
}
