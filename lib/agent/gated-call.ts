import "server-only";
import { approvalRequests, type ApprovalRequestView, type ApprovalSurface } from "@/lib/services/approval-requests";
import { audit } from "@/lib/services/audit";
import type { ServiceContext } from "@/lib/services/context";
import { isServiceError } from "@/lib/services/errors";
import { toolPolicies } from "@/lib/services/tool-policies";
import type { ApprovalPreview } from "@/lib/tools/define";
import { getToolDefinition, type AnyToolDefinition } from "@/lib/tools/registry";
import { staleReason } from "./approval-freshness";
import { ApprovedCalls } from "./approved-calls";
import { blockedReason, decideCall } from "./call-policy";
import { toAiTools, toolContextFor } from "./tool-runtime";

/** Where people approve or deny the requests of MCP clients and the CLI. */
export const APPROVALS_PATH = "/dashboard/approvals";

/** Who calls from outside the chat: a person, through an API token (MCP, CLI) or as a local user (CLI). */
export type Caller = { ctx: ServiceContext; surface: ApprovalSurface; tokenId?: string; tokenName?: string };

export type GatedOutcome =
  | { status: "ran"; result: Record<string, unknown>; flagged: boolean }
  | { status: "pending"; request: ApprovalRequestView }
  | { status: "refused"; message: string };

/** The dashboard's address: SITE_URL when the operator set it, else the one the request came to, if any. */
function dashboardOrigin(requestOrigin = ""): string {
  const site = process.env.SITE_URL;
  return site && URL.canParse(site) ? new URL(site).origin : requestOrigin;
}

/** What a waiting request tells the caller: its id, what it will do, where a person approves it. */
export function pendingMessage(request: ApprovalRequestView, requestOrigin?: string): string {
  const action = (request.preview as ApprovalPreview).action;
  const origin = dashboardOrigin(requestOrigin);
  return `This waits for a person's approval, so nothing has run yet. Approval request ${request.id}: ${action}. A person approves or denies it in the dashboard under Approvals (${origin}${APPROVALS_PATH}); ask for its status with that id to learn the outcome.`;
}

/** Runs one call as an AI SDK tool would (audited with its decision); `approved` spends the approval on it. */
async function execute(definition: AnyToolDefinition, input: unknown, base: ServiceContext, toolCallId: string, approved: boolean) {
  const approvals = new ApprovedCalls(approved ? [{ toolCallId, input }] : []);
  if (approved) approvals.take(toolCallId, input);
  const tool = toAiTools([definition], { base, approvals })[definition.name];
  return (await tool.execute!(input, { toolCallId, messages: [], context: {} })) as Record<string, unknown>;
}

/**
 * One tool call from MCP or the CLI under the chat's policy (DESIGN §3): blocked is blocked, allowed
 * runs, and a call that would show a card does not run: it becomes a pending request with the
 * card's preview. Nothing in the input can change that; only a person in the dashboard can.
 */
export async function callGated(definition: AnyToolDefinition, input: unknown, caller: Caller, toolCallId: string): Promise<GatedOutcome> {
  const base = { ...caller.ctx, toolCallId };
  const context = toolContextFor({ base, approvals: new ApprovedCalls() }, toolCallId);
  try {
    const decision = await decideCall(definition, input, context, await toolPolicies.all());
    if (decision.mode === "block") {
      const message = blockedReason(definition.label, caller.ctx.actor.role, decision.source);
      await audit.record(base, { action: `tool.${definition.name}`, outcome: "blocked", decision: "blocked", input, message });
      return { status: "refused", message };
    }
    if (decision.mode === "allow") return { status: "ran", result: await execute(definition, input, caller.ctx, toolCallId, false), flagged: decision.flagged };
    if (caller.ctx.actor.role === "viewer") return { status: "refused", message: "This needs a person's approval, and viewers cannot ask for one: nothing was run." };
    const preview = await definition.preview(input, context);
    const request = await approvalRequests.create(caller.ctx, { toolName: definition.name, input, preview, surface: caller.surface, tokenId: caller.tokenId, tokenName: caller.tokenName });
    return { status: "pending", request };
  } catch (error) {
    if (!isServiceError(error)) throw error;
    return { status: "refused", message: `This can not be done: ${error.message}` };
  }
}

/** Why an approved request can no longer run, checked when the person approves it; undefined if it still applies. */
async function noLongerApplies(request: ApprovalRequestView, definition: AnyToolDefinition | undefined, ctx: ServiceContext | undefined): Promise<string | undefined> {
  if (!definition) return "This tool is no longer installed, so nothing was run.";
  if (!ctx) return "The API token that asked was revoked, or its owner can no longer sign in, so nothing was run.";
  const context = toolContextFor({ base: ctx, approvals: new ApprovedCalls() }, ctx.toolCallId!);
  const decision = await decideCall(definition, request.input, context, await toolPolicies.all()).catch((error: unknown) => {
    if (isServiceError(error)) return undefined;
    throw error;
  });
  if (decision?.mode === "block") return blockedReason(definition.label, ctx.actor.role, decision.source);
  return staleReason(definition, request.input, context, request.preview as ApprovalPreview);
}

/**
 * A person approves a waiting request: it is claimed once, checked again with the chat cards'
 * freshness rules (target changed or gone → expired), then run exactly once as the person who asked.
 */
export async function approveRequest(ctx: ServiceContext, id: string): Promise<ApprovalRequestView> {
  const request = await approvalRequests.claim(ctx, id);
  const toolCallId = `approval-${request.id}`;
  const definition = getToolDefinition(request.toolName);
  const requester = await approvalRequests.requesterContext(request);
  const base = requester && { ...requester, toolCallId };
  const parsed = definition?.input.safeParse(request.input);
  const reason = parsed && !parsed.success ? "The stored details no longer fit this tool, so nothing was run." : await noLongerApplies(request, definition, base);
  const decided = { ...ctx, toolCallId };
  if (reason) {
    await audit.record(decided, { action: `tool.${request.toolName}`, outcome: "blocked", decision: "expired", input: request.input, message: reason });
    return approvalRequests.settle(ctx, id, { status: "expired", reason });
  }
  await audit.record(decided, { action: `tool.${request.toolName}`, outcome: "success", decision: "approved", message: `Approved by ${ctx.actor.label} in the approvals inbox` });
  try {
    return approvalRequests.settle(ctx, id, { status: "ran", result: await execute(definition!, parsed!.data, base!, toolCallId, true) });
  } catch (error) {
    // It was tried once and is never tried again; the request says so instead of staying "approved".
    await approvalRequests.settle(ctx, id, { status: "ran", result: { ok: false, error: "Something went wrong on the server while running it.", code: "server_error" } });
    throw error;
  }
}

/** A person denies a waiting request: it never runs, and the denial is in the activity log. */
export async function denyRequest(ctx: ServiceContext, id: string, reason?: string): Promise<ApprovalRequestView> {
  const request = await approvalRequests.deny(ctx, id, reason);
  await audit.record(
    { ...ctx, toolCallId: `approval-${id}` },
    { action: `tool.${request.toolName}`, outcome: "denied", decision: "denied", message: `Denied by ${ctx.actor.label} in the approvals inbox${request.reason ? `: ${request.reason}` : ""}` },
  );
  return request;
}
