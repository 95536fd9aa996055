import type { FieldChange } from "@/lib/content/content-diff";
import type { ContentKind } from "./content-kinds";

/** One entity whose draft differs from what visitors see (listed by Review changes, counted by the editors). */
export type UnpublishedChange = {
  kind: ContentKind;
  entityId: string;
  label: string;
  /** new: not on the site yet; changed: live with edits; removed: live but the draft is gone. */
  state: "new" | "changed" | "removed";
  /** Names the exact draft shown, so publishing can refuse if it changed since. */
  fingerprint: string;
  /** Field by field, what visitors would see change. */
  fields: FieldChange[];
  editorHref: string | null;
};
