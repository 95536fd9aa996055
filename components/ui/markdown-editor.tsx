"use client";

import { Tabs } from "radix-ui";
import { useId, type TextareaHTMLAttributes } from "react";
import { cn } from "@/lib/cn";
import { FieldMessages, controlClasses } from "./field";
import { MarkdownContent } from "./markdown";

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "value" | "onChange"> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
};

const tabClasses =
  "rounded-t-md border-b-2 border-transparent px-3 py-1.5 text-sm font-medium text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700";

/**
 * A markdown textarea with Write / Preview tabs. The textarea stays mounted (only hidden) while
 * previewing, so it is still submitted with its form.
 */
export function MarkdownEditor({ label, value, onChange, hint, error, className, ...textareaProps }: Props) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={cn("space-y-1", className)}>
      <Tabs.Root defaultValue="write">
        <div className="flex flex-wrap items-end justify-between gap-2 border-b border-slate-200">
          <label htmlFor={id} className="pb-1.5 text-sm font-medium text-slate-800">
            {label}
          </label>
          <Tabs.List aria-label="Write or preview" className="flex gap-1">
            <Tabs.Trigger value="write" className={tabClasses}>
              Write
            </Tabs.Trigger>
            <Tabs.Trigger value="preview" className={tabClasses}>
              Preview
            </Tabs.Trigger>
          </Tabs.List>
        </div>
        <Tabs.Content value="write" forceMount className="pt-2 data-[state=inactive]:hidden">
          <textarea
            id={id}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className={cn(controlClasses, "min-h-80 font-mono leading-6")}
            aria-invalid={!!error}
            aria-describedby={describedBy}
            {...textareaProps}
          />
        </Tabs.Content>
        <Tabs.Content value="preview" className="min-h-80 rounded-md border border-slate-200 bg-white px-4 py-2 mt-2">
          {value.trim() ? <MarkdownContent source={value} /> : <p className="py-6 text-sm text-slate-500">Nothing to preview yet.</p>}
        </Tabs.Content>
      </Tabs.Root>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
