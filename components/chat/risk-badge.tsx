import { Badge, type BadgeTone } from "@/components/ui/badge";

const RISKS: Record<string, { tone: BadgeTone; label: string }> = {
  high: { tone: "red", label: "High risk" },
  moderate: { tone: "amber", label: "Moderate risk" },
  safe: { tone: "neutral", label: "Low risk" },
};

export function RiskBadge({ risk }: { risk?: string }) {
  const known = risk ? RISKS[risk] : undefined;
  return known ? <Badge tone={known.tone}>{known.label}</Badge> : null;
}
