"use client";

import { Upload } from "lucide-react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { ImageFileField, UploadError } from "./image-file-field";
import { useImageSend } from "./use-image-send";

/** Uploads one image (with optional alt text) to the library through POST /api/media. */
export function UploadForm() {
  const { formRef, onSubmit, pending, error } = useImageSend({
    url: "/api/media",
    method: "POST",
    success: (image) => `Uploaded "${image.originalName}".`,
  });
  return (
    <form ref={formRef} onSubmit={onSubmit} aria-busy={pending} className="space-y-3">
      <UploadError message={error} />
      <div className="grid gap-3 md:grid-cols-2">
        <ImageFileField label="Image file" disabled={pending} hint="JPEG, PNG, WebP, GIF or AVIF, at most 10 MB." />
        <TextField
          label="Alt text (optional)"
          name="alt"
          maxLength={300}
          disabled={pending}
          hint="Describe the image for people who cannot see it."
        />
      </div>
      <Button type="submit" disabled={pending}>
        <Upload aria-hidden className="size-4" /> {pending ? "Uploading…" : "Upload"}
      </Button>
      <p aria-live="polite" className="sr-only">
        {pending ? "Uploading the image…" : ""}
      </p>
    </form>
  );
}
