"use client";

import { Button } from "@/components/ui/button";
import { ImageFileField, UploadError } from "./image-file-field";
import { useImageSend } from "./use-image-send";

/** Swaps the image's file through PUT /api/media/:id; every page and post using it shows the new file. */
export function ReplaceImageForm({ imageId, inUse }: { imageId: string; inUse: boolean }) {
  const { formRef, onSubmit, pending, error } = useImageSend({
    url: `/api/media/${imageId}`,
    method: "PUT",
    success: (image) => `Replaced the file with "${image.originalName}".`,
  });
  return (
    <form ref={formRef} onSubmit={onSubmit} aria-busy={pending} className="space-y-3">
      <UploadError message={error} />
      <ImageFileField
        label="New image file"
        disabled={pending}
        hint={`Keeps the alt text, caption and ${inUse ? "every place that uses the image" : "the image's id"}. The old file can be brought back from the history.`}
      />
      <Button type="submit" variant="secondary" disabled={pending}>
        {pending ? "Replacing…" : "Replace file"}
      </Button>
    </form>
  );
}
