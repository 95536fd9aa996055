import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { lowerRole } from "./api-tokens";
import type { Role, ServiceContext } from "./context";
import { ServiceError, conflict, forbidden, notFound } from "./errors";
import { toJsonInput } from "./history";
import { assertCan, can } from "./permissions";

export const APPROVAL_STATUSES = ["pending", "approved", "denied", "expired", "ran"] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export type ApprovalSurface = "mcp" | "cli";

const DEFAULT_EXPIRY_HOURS = 24;

/** How long a request waits for a person: APPROVAL_EXPIRY_HOURS (fractions allowed), else a day. */
export function approvalExpiryMs(): number {
  const hours = Number(process.env.APPROVAL_EXPIRY_HOURS);
  return (Number.isFinite(hours) && hours > 0 ? hours : DEFAULT_EXPIRY_HOURS) * 3_600_000;
}

const include = { requester: { select: { id: true, email: true, name: true } } } as const;
type Row = Prisma.ApprovalRequestGetPayload<{ include: typeof include }>;

/** One request as every surface shows it; `input`, `preview` and `result` are the stored JSON. */
export type ApprovalRequestView = Omit<Row, "status" | "surface" | "input" | "preview" | "result"> & {
  status: ApprovalStatus;
  surface: ApprovalSurface;
  input: unknown;
  preview: unknown;
  result: unknown;
};

const view = (row: Row) => row as ApprovalRequestView;

/** Requests nobody answered in time expire; run before every read so no surface shows a stale "pending". */
async function expireOverdue() {
  await db.approvalRequest.updateMany({
    where: { status: "pending", expiresAt: { lte: new Date() } },
    data: { status: "expired", reason: "Nobody approved it in time, so it was not run.", decidedAt: new Date() },
  });
}

const isAdmin = (ctx: ServiceContext) => can(ctx.actor.role, "users.manage");

/** Whose requests a person sees: an admin everyone's, anyone else their own. */
const visibleTo = (ctx: ServiceContext): Prisma.ApprovalRequestWhereInput => (isAdmin(ctx) ? {} : { requesterId: ctx.actor.id ?? "" });

async function find(ctx: ServiceContext, id: string): Promise<Row> {
  const row = await db.approvalRequest.findFirst({ where: { id, ...visibleTo(ctx) }, include });
  if (!row) throw notFound(`Approval request "${id}"`);
  return row;
}

/** Only a person signed in to the dashboard decides, never a token: a client cannot approve what it asked. */
function assertCanDecide(ctx: ServiceContext) {
  if (ctx.actor.kind !== "user") throw forbidden("Approvals are given by a person signed in to the dashboard, never through an API token.");
  if (ctx.actor.role === "viewer") throw forbidden("Viewers cannot approve or deny actions.");
}

function alreadyDecided(row: Row): ServiceError {
  const said: Record<ApprovalStatus, string> = {
    pending: "is still waiting",
    approved: "was already approved and is running",
    ran: "was already approved and has run",
    denied: "was already denied",
    expired: "has expired",
  };
  return conflict(`This request ${said[row.status as ApprovalStatus]}, so nothing more was done.`);
}

/**
 * Gated tool calls from MCP and the CLI waiting for a person (DESIGN §3). A request moves once:
 * pending → approved (claimed by one person; it then runs) → ran, or pending → denied / expired.
 */
export const approvalRequests = {
  async create(ctx: ServiceContext, data: { toolName: string; input: unknown; preview: unknown; surface: ApprovalSurface; tokenId?: string; tokenName?: string }) {
    if (!ctx.actor.id) throw new ServiceError("unauthenticated", "Only a signed-in person can ask for an approval.");
    const row = await db.approvalRequest.create({
      data: {
        toolName: data.toolName,
        input: toJsonInput(data.input) ?? {},
        preview: toJsonInput(data.preview) ?? {},
        surface: data.surface,
        requesterId: ctx.actor.id,
        requesterRole: ctx.actor.role,
        tokenId: data.tokenId,
        tokenName: data.tokenName,
        expiresAt: new Date(Date.now() + approvalExpiryMs()),
      },
      include,
    });
    return view(row);
  },

  /** One request the person asked (an admin: anyone's), in its current state. */
  async get(ctx: ServiceContext, id: string) {
    await expireOverdue();
    return view(await find(ctx, id));
  },

  /** Waiting requests, oldest first. */
  async listPending(ctx: ServiceContext) {
    assertCan(ctx, "content.read");
    await expireOverdue();
    const rows = await db.approvalRequest.findMany({ where: { status: "pending", ...visibleTo(ctx) }, include, orderBy: { createdAt: "asc" } });
    return rows.map(view);
  },

  async countPending(ctx: ServiceContext) {
    await expireOverdue();
    return db.approvalRequest.count({ where: { status: "pending", ...visibleTo(ctx) } });
  },

  /** Takes a pending request for this person to run: exactly one claim ever succeeds. */
  async claim(ctx: ServiceContext, id: string) {
    assertCanDecide(ctx);
    await expireOverdue();
    const row = await find(ctx, id);
    const claimed = await db.approvalRequest.updateMany({
      where: { id, status: "pending" },
      data: { status: "approved", decidedById: ctx.actor.id, decidedByLabel: ctx.actor.label, decidedAt: new Date() },
    });
    if (claimed.count !== 1) throw alreadyDecided(await find(ctx, id));
    return view({ ...row, status: "approved" });
  },

  async deny(ctx: ServiceContext, id: string, reason?: string) {
    assertCanDecide(ctx);
    await expireOverdue();
    await find(ctx, id);
    const denied = await db.approvalRequest.updateMany({
      where: { id, status: "pending" },
      data: { status: "denied", reason: reason?.trim() || null, decidedById: ctx.actor.id, decidedByLabel: ctx.actor.label, decidedAt: new Date() },
    });
    if (denied.count !== 1) throw alreadyDecided(await find(ctx, id));
    return view(await find(ctx, id));
  },

  /** How a claimed request ended: it ran (with the tool's result), or it could no longer apply. */
  async settle(ctx: ServiceContext, id: string, outcome: { status: "ran"; result: unknown } | { status: "expired"; reason: string }) {
    const row = await db.approvalRequest.update({
      where: { id, status: "approved" },
      data: outcome.status === "ran" ? { status: "ran", result: toJsonInput(outcome.result) } : { status: "expired", reason: outcome.reason },
      include,
    });
    return view(row);
  },

  /**
   * Who the call runs as when it is approved: the person who asked, with the lowest of the role it
   * asked with, their token's and their own role now. Undefined when that token was revoked or the
   * person can no longer sign in: the request then no longer applies.
   */
  async requesterContext(request: ApprovalRequestView): Promise<ServiceContext | undefined> {
    const user = await db.user.findUnique({ where: { id: request.requesterId } });
    const token = request.tokenId ? await db.apiToken.findUnique({ where: { id: request.tokenId } }) : null;
    if (!user || user.disabled || (request.tokenId && (!token || token.revokedAt))) return undefined;
    const role = [request.requesterRole, user.role, token?.role ?? user.role].reduce((a, b) => lowerRole(a, b)) as Role;
    return { actor: { id: user.id, label: user.email, role, kind: request.surface } };
  },
};
