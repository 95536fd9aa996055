import "server-only";
import { NextResponse } from "next/server";
import { z } from "zod";
import { readJsonBody } from "@/lib/http";
import type { ServiceContext } from "@/lib/services/context";
import { parseInput } from "@/lib/services/validate";
import { approvalStatusReport } from "./approval-status";
import { approveRequest, denyRequest } from "./gated-call";

const decisionSchema = z.object({
  decision: z.enum(["approve", "deny"]).describe("Run the call once, or refuse it"),
  reason: z.string().trim().max(500).optional().describe("Why it was denied, for whoever asked"),
});

/**
 * POST /api/approvals/:id once the session is known: a person approves (it runs once, now) or denies
 * a waiting request. The route calls it after its session check; tests call it with their own user.
 */
export async function approvalDecisionEndpoint(request: Request, ctx: ServiceContext, id: string): Promise<Response> {
  const read = await readJsonBody(request);
  if (read instanceof Response) return read;
  const { decision, reason } = parseInput(decisionSchema, read.body, "Invalid decision");
  const decided = decision === "approve" ? await approveRequest(ctx, id) : await denyRequest(ctx, id, reason);
  return NextResponse.json({ ok: true, approval: approvalStatusReport(decided) });
}
