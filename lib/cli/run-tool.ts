import "server-only";
import { randomUUID } from "node:crypto";
import { callGated, pendingMessage, type Caller } from "@/lib/agent/gated-call";
import type { ApprovalPreview } from "@/lib/tools/define";
import type { AnyToolDefinition } from "@/lib/tools/registry";
import { CliError } from "./cli-error";
import { renderPreview } from "./render";

/** Exit code of a call that waits for a person's approval: not done, not refused. */
export const EXIT_PENDING = 3;

export type CliRunResult = { ran: true; result: Record<string, unknown> } | { ran: false; approvalId: string; action: string; message: string };

/**
 * One tool call from the command line through the gate MCP uses too (lib/agent/gated-call.ts):
 * blocked is blocked; a call that would show a card shows its preview and waits in the dashboard's
 * approvals inbox; the rest runs, audited with actor kind "cli".
 */
export async function runToolFromCli(definition: AnyToolDefinition, input: unknown, caller: Caller, say: (text: string) => void): Promise<CliRunResult> {
  const outcome = await callGated(definition, input, caller, `cli-${randomUUID()}`);
  if (outcome.status === "refused") throw new CliError(outcome.message);
  if (outcome.status === "pending") {
    say(renderPreview(outcome.request.preview as ApprovalPreview));
    return { ran: false, approvalId: outcome.request.id, action: (outcome.request.preview as ApprovalPreview).action, message: pendingMessage(outcome.request) };
  }
  if (outcome.flagged) say(`Ran without asking — ${definition.risk} risk (flagged in the activity log).`);
  return { ran: true, result: outcome.result };
}
