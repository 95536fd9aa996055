import { NextResponse } from "next/server";
import { expiredApprovals } from "@/lib/agent/approval-freshness";
import { withUser } from "@/lib/http";

export const dynamic = "force-dynamic";

type Params = { id: string };

/** GET: the chat's pending approval cards that no longer match their target, with the reason for each. */
export const GET = withUser<Params>(async (_request, { ctx }, { id }) => NextResponse.json({ ok: true, expired: await expiredApprovals(ctx, id) }));
