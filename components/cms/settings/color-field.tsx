"use client";

import { useId } from "react";
import { controlClasses } from "@/components/ui/field";
import { useServerState } from "@/components/ui/use-server-state";
import { cn } from "@/lib/cn";

const HEX = /^#[0-9a-fA-F]{6}$/;

type Props = { label: string; name: string; defaultValue: string; error?: string; disabled?: boolean };

/** A colour picker and its hex code, kept in step; the hex text is what the form submits. */
export function ColorField({ label, name, defaultValue, error, disabled }: Props) {
  const [value, setValue] = useServerState(defaultValue);
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="color"
          value={HEX.test(value) ? value.toLowerCase() : "#000000"}
          onChange={(event) => setValue(event.target.value)}
          disabled={disabled}
          className="h-9 w-12 shrink-0 cursor-pointer rounded-md border border-slate-300 bg-white p-1 disabled:cursor-not-allowed"
        />
        <input
          type="text"
          name={name}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          disabled={disabled}
          aria-label={`${label} (hex code)`}
          aria-invalid={!!error}
          aria-describedby={error ? errorId : undefined}
          spellCheck={false}
          maxLength={7}
          className={cn(controlClasses, "font-mono")}
        />
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
