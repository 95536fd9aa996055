"use client";

import { ImageIcon, X } from "lucide-react";
import Link from "next/link";
import { Dialog } from "radix-ui";
import { useEffect, useId, useRef, useState } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { controlClasses } from "@/components/ui/field";
import { useServerState } from "@/components/ui/use-server-state";
import { cn } from "@/lib/cn";
import type { ImageSummary } from "./image-summary";

type Props = {
  /** Name of the hidden input that carries the chosen image id ("" for none). */
  name: string;
  label: string;
  initial: ImageSummary | null;
  disabled?: boolean;
  error?: string;
};

/** Chooses an image from the media library; shows the chosen one as a thumbnail. */
export function ImagePicker({ name, label, initial, disabled, error }: Props) {
  const [selected, setSelected] = useServerState(initial);
  const [open, setOpen] = useState(false);
  const errorId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">{label}</legend>
      <input type="hidden" name={name} value={selected?.id ?? ""} />
      {selected ? (
        <figure className="overflow-hidden rounded-md border border-slate-200 bg-slate-50">
          <img src={selected.thumbUrl} alt={selected.alt} className="aspect-video w-full object-cover" />
          <figcaption className="truncate px-2 py-1 text-xs text-slate-600">{selected.originalName}</figcaption>
        </figure>
      ) : (
        <p className="flex aspect-video items-center justify-center rounded-md border border-dashed border-slate-300 text-sm text-slate-500">
          No image chosen
        </p>
      )}
      {!disabled && (
        <div className="flex flex-wrap gap-2">
          <Dialog.Root open={open} onOpenChange={setOpen}>
            <Dialog.Trigger asChild>
              <Button variant="secondary" size="sm">
                <ImageIcon aria-hidden className="size-4" /> {selected ? "Change image" : "Choose image"}
              </Button>
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
              <Dialog.Content
                ref={dialogRef}
                // Start in the search box rather than on the close button.
                onOpenAutoFocus={(event) => {
                  event.preventDefault();
                  dialogRef.current?.querySelector<HTMLInputElement>("input[type=search]")?.focus();
                }}
                className="fixed left-1/2 top-1/2 z-50 flex max-h-[85vh] w-[min(44rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg bg-white p-5 shadow-xl">
                <div className="flex items-start justify-between gap-2">
                  <Dialog.Title className="text-lg font-semibold">{label}: choose from the media library</Dialog.Title>
                  <Dialog.Close className={buttonClasses("ghost", "sm")} aria-label="Close">
                    <X aria-hidden className="size-4" />
                  </Dialog.Close>
                </div>
                <Dialog.Description className="mt-1 text-sm text-slate-600">
                  Pick an image, or <Link href="/dashboard/media" className="text-brand-700 underline">upload one in Media</Link> first.
                </Dialog.Description>
                <LibraryBrowser
                  selectedId={selected?.id}
                  onPick={(image) => {
                    setSelected(image);
                    setOpen(false);
                  }}
                />
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
          {selected && (
            <Button variant="ghost" size="sm" onClick={() => setSelected(null)}>
              Remove image
            </Button>
          )}
        </div>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-xs text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

type LoadState = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; items: ImageSummary[]; total: number };

function LibraryBrowser({ selectedId, onPick }: { selectedId?: string; onPick: (image: ImageSummary) => void }) {
  const [query, setQuery] = useState("");
  const [state, setState] = useState<LoadState>({ status: "loading" });
  const searchId = useId();

  useEffect(() => {
    const controller = new AbortController();
    // A short pause so typing does not send a request per keystroke.
    const timer = setTimeout(async () => {
      setState({ status: "loading" });
      try {
        const response = await fetch(`/api/media?${new URLSearchParams({ query, limit: "60" })}`, { signal: controller.signal });
        const body = await response.json();
        if (!response.ok) setState({ status: "error", message: body.error ?? "The images could not be loaded." });
        else setState({ status: "ready", items: body.items, total: body.total });
      } catch (error) {
        if (!controller.signal.aborted) setState({ status: "error", message: `The images could not be loaded (${String(error)}).` });
      }
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  return (
    <div className="mt-4 flex min-h-0 flex-col gap-3">
      <div className="space-y-1">
        <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">
          Search images
        </label>
        <input id={searchId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder="File name, alt text or caption" className={controlClasses} />
      </div>
      <div aria-live="polite" className="min-h-0 overflow-y-auto">
        {state.status === "loading" && <p className="py-6 text-center text-sm text-slate-500">Loading images…</p>}
        {state.status === "error" && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {state.message}
          </p>
        )}
        {state.status === "ready" &&
          (state.items.length === 0 ? (
            <p className="py-6 text-center text-sm text-slate-500">{query ? "No images match this search." : "The media library is empty."}</p>
          ) : (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
              {state.items.map((image) => (
                <li key={image.id}>
                  <button
                    type="button"
                    onClick={() => onPick(image)}
                    aria-pressed={image.id === selectedId}
                    className={cn(
                      "w-full overflow-hidden rounded-md border text-left hover:border-brand-500",
                      image.id === selectedId ? "border-brand-600 ring-2 ring-brand-100" : "border-slate-200",
                    )}
                  >
                    <img src={image.thumbUrl} alt="" className="aspect-square w-full bg-slate-50 object-cover" />
                    <span className="block truncate px-2 py-1 text-xs text-slate-700">{image.alt || image.originalName}</span>
                  </button>
                </li>
              ))}
            </ul>
          ))}
        {state.status === "ready" && state.total > state.items.length && (
          <p className="mt-2 text-xs text-slate-500">
            Showing {state.items.length} of {state.total} images; search to narrow them down.
          </p>
        )}
      </div>
    </div>
  );
}
