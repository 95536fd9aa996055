import { Badge, type BadgeTone } from "@/components/ui/badge";

const TONES: Record<string, BadgeTone> = { success: "green", failure: "red", denied: "amber", blocked: "red" };

export function OutcomeBadge({ outcome }: { outcome: string }) {
  return <Badge tone={TONES[outcome] ?? "neutral"}>{outcome}</Badge>;
}
