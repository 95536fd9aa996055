import "server-only";
import { z } from "zod";
import { resultSchema, type ToolDefinition } from "./define";
import { defineReadTool } from "./read-only";
import { success } from "./summaries";

const STEP_STATUSES = ["pending", "in_progress", "done", "skipped"] as const;

const stepSchema = z.object({
  title: z.string().trim().min(1).max(200).describe('What this step does, e.g. "Create the About page".'),
  status: z.enum(STEP_STATUSES).describe("pending, in_progress, done or skipped."),
});

const planSchema = z.object({
  goal: z.string().trim().min(1).max(300).describe("What the whole task achieves, in one sentence."),
  steps: z.array(stepSchema.describe("One step of the plan.")).min(1).max(20).describe("The steps in order, each with its status."),
});

export const agentPlan = defineReadTool({
  name: "agent_plan",
  label: "Show a plan",
  readAction: "Show the assistant's plan as a checklist in this chat",
  domain: "planning",
  risk: "safe",
  tags: ["plan", "planning", "checklist"],
  description:
    "Record your plan for a task with several steps; the user sees it as a checklist. Call it before starting, and again with updated statuses as steps get done. It changes nothing on the site.",
  input: planSchema.describe("The plan."),
  output: resultSchema({ plan: planSchema }),
  execute: async (plan) => success(`Plan: ${plan.steps.length} step${plan.steps.length === 1 ? "" : "s"}`, { plan }),
});

export const planningTools: ToolDefinition<any, any>[] = [agentPlan];
