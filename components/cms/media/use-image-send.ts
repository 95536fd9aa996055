"use client";

import { useRouter } from "next/navigation";
import { useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { formatBytes } from "@/lib/format-bytes";
import type { ImageSummary } from "./image-summary";
import { MAX_IMAGE_BYTES } from "@/lib/media/formats";


type Outcome = { ok: true; image: ImageSummary } | { ok: false; error: string };

async function send(url: string, method: "POST" | "PUT", form: FormData): Promise<Outcome> {
  let response: Response;
  try {
    response = await fetch(url, { method, body: form });
  } catch {
    return { ok: false, error: "The upload did not reach the server. Check your connection and try again." };
  }
  const body = await response.json().catch(() => null);
  if (response.ok && body?.ok) return { ok: true, image: body.image };
  return { ok: false, error: body?.error ?? `The upload failed (HTTP ${response.status}).` };
}

/**
 * Submits a form holding a "file" input to the media API with fetch: checks the size first, keeps
 * a pending state, toasts the outcome (the server's own message on failure) and refreshes the page.
 */
export function useImageSend({ url, method, success }: { url: string; method: "POST" | "PUT"; success: (image: ImageSummary) => string }) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function fail(message: string) {
    setError(message);
    toast.error(message);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get("file");
    if (!(file instanceof File) || !file.name) return fail("Choose an image file first.");
    if (file.size > MAX_IMAGE_BYTES) return fail(`The file is ${formatBytes(file.size)}; images can be at most ${formatBytes(MAX_IMAGE_BYTES)}.`);
    setPending(true);
    setError(null);
    const outcome = await send(url, method, form);
    setPending(false);
    if (!outcome.ok) return fail(outcome.error);
    toast.success(success(outcome.image));
    formRef.current?.reset();
    router.refresh();
  }

  return { formRef, onSubmit, pending, error };
}
