import { useId, type ReactNode } from "react";
import { controlClasses } from "@/components/ui/field";
import { cn } from "@/lib/cn";
import { IMAGE_FORMATS } from "@/lib/media/formats";

/** For `accept`: a hint to the file chooser; the server still reads the real type from the bytes. */
const ACCEPTED_IMAGE_TYPES = Object.values(IMAGE_FORMATS)
  .map((format) => format.mime)
  .join(",");

/** A labelled file input for one image, named "file" as the media API expects. */
export function ImageFileField({ label, hint, disabled }: { label: string; hint: ReactNode; disabled?: boolean }) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        name="file"
        type="file"
        accept={ACCEPTED_IMAGE_TYPES}
        required
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        className={cn(controlClasses, "file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-2 file:py-1 file:text-sm")}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {hint}
      </p>
    </div>
  );
}

/** The form-level error of an upload, announced when it appears. */
export function UploadError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  );
}
