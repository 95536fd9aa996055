import "server-only";
import { randomUUID } from "node:crypto";
import { ApprovedCalls } from "@/lib/agent/approved-calls";
import { staleReason } from "@/lib/agent/approval-freshness";
import { blockedReason, decideCall } from "@/lib/agent/call-policy";
import { toAiTools, toolContextFor } from "@/lib/agent/tool-runtime";
import { audit } from "@/lib/services/audit";
import type { ServiceContext } from "@/lib/services/context";
import { isServiceError } from "@/lib/services/errors";
import { toolPolicies } from "@/lib/services/tool-policies";
import type { AnyToolDefinition } from "@/lib/tools/registry";
import { CliError } from "./cli-error";
import { assertTerminal, confirmAtTerminal } from "./confirm";
import { renderPreview } from "./render";

type RunOptions = { yes: boolean; say: (text: string) => void };

/** What a service error means at the terminal: the same sentence the chat would show. */
async function orRefusal<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isServiceError(error)) throw new CliError(`This can not be done: ${error.message}`);
    throw error;
  }
}

/**
 * One tool call from the command line, under the chat's policy (DESIGN §3): blocked is blocked; a
 * call that would show a card shows its preview and runs only after the person types "y" (never
 * on --yes); then it runs and is audited exactly as the chat's tools are, with actor kind "cli".
 */
export async function runToolFromCli(definition: AnyToolDefinition, input: unknown, ctx: ServiceContext, { yes, say }: RunOptions): Promise<Record<string, unknown>> {
  const toolCallId = `cli-${randomUUID()}`;
  const base = { ...ctx, toolCallId };
  const context = toolContextFor({ base, approvals: new ApprovedCalls() }, toolCallId);
  const decision = await orRefusal(async () => decideCall(definition, input, context, await toolPolicies.all()));
  const role = ctx.actor.role;
  const approvals = new ApprovedCalls(decision.mode === "ask" ? [{ toolCallId, input }] : []);

  if (decision.mode === "block") {
    const reason = blockedReason(definition.label, role, decision.source);
    await audit.record(base, { action: `tool.${definition.name}`, outcome: "blocked", decision: "blocked", input, message: reason });
    throw new CliError(reason);
  }
  if (decision.mode === "ask") {
    if (yes) throw new CliError(`This asks for a person's approval (${role}s see a card in the chat), so --yes cannot run it. Run it without --yes at a terminal to see what will change and confirm.`);
    if (role === "viewer") throw new CliError("Viewers cannot approve actions, so this cannot run for you.");
    assertTerminal();
    const preview = await orRefusal(() => definition.preview(input, context));
    say(renderPreview(preview));
    const approved = await confirmAtTerminal("Run it?");
    await audit.record(base, {
      action: `tool.${definition.name}`,
      outcome: approved ? "success" : "denied",
      decision: approved ? "approved" : "denied",
      message: `${approved ? "Approved" : "Declined"} by ${ctx.actor.label} at the command line`,
    });
    if (!approved) throw new CliError("Declined: nothing was changed.");
    const stale = await staleReason(definition, input, context, preview);
    if (stale) throw new CliError(stale);
    approvals.take(toolCallId, input);
  } else if (decision.flagged) {
    say(`Ran without asking — ${definition.risk} risk (flagged in the activity log).`);
  }

  const tool = toAiTools([definition], { base: ctx, approvals })[definition.name];
  return (await tool.execute!(input, { toolCallId, messages: [], context: {} })) as Record<string, unknown>;
}
