import { Badge } from "@/components/ui/badge";
import { choiceOf } from "./policy-options";

/** A saved choice, read only: "Default" stays quiet so the overrides stand out. */
export function ChoiceBadge({ value }: { value: string }) {
  const choice = choiceOf(value);
  if (choice.value === "default") return <span className="text-slate-500">{choice.label}</span>;
  return <Badge tone={choice.tone}>{choice.label}</Badge>;
}
