import { CircleCheck, Circle, CircleDot, CircleMinus } from "lucide-react";
import type { LucideIcon } from "lucide-react";

type Step = { title?: string; status?: string };
export type Plan = { goal?: string; steps?: (Step | undefined)[] };

const STATUS: Record<string, { icon: LucideIcon; label: string; className: string }> = {
  pending: { icon: Circle, label: "to do", className: "text-slate-400" },
  in_progress: { icon: CircleDot, label: "in progress", className: "text-brand-600" },
  done: { icon: CircleCheck, label: "done", className: "text-green-600" },
  skipped: { icon: CircleMinus, label: "skipped", className: "text-slate-400" },
};

/** The agent's plan (agent_plan) as a checklist with a status icon per step. */
export function PlanChecklist({ plan }: { plan: Plan }) {
  const steps = (plan.steps ?? []).filter((step): step is Step => !!step?.title);
  return (
    <div className="rounded-md border border-slate-200 bg-white px-3 py-2 text-sm">
      <p className="font-medium text-slate-900">Plan{plan.goal ? `: ${plan.goal}` : ""}</p>
      <ol className="mt-1 space-y-1">
        {steps.map((step, index) => {
          const status = STATUS[step.status ?? "pending"] ?? STATUS.pending;
          const Icon = status.icon;
          return (
            <li key={index} className="flex items-start gap-2">
              <Icon aria-hidden className={`mt-0.5 size-4 shrink-0 ${status.className}`} />
              <span className={step.status === "done" ? "text-slate-600" : "text-slate-800"}>
                {step.title}
                <span className="sr-only"> ({status.label})</span>
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
