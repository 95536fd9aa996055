import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import type { ServiceContext } from "./context";
import { actorFields, toJsonInput } from "./history";
import { assertCan } from "./permissions";
import { parseInput } from "./validate";

export const AUDIT_OUTCOMES = ["success", "failure", "denied", "blocked"] as const;
export const AUDIT_DECISIONS = ["auto", "approved", "denied", "blocked", "expired"] as const;

const text = (max: number) => z.string().trim().min(1).max(max);
/** What the log says in words is clipped, never refused: a long tool answer must not fail the call it records. */
const clipped = (max: number) =>
  z
    .string()
    .trim()
    .transform((value) => (value.length > max ? `${value.slice(0, max - 1)}…` : value));

const listAuditSchema = z.object({
  /** The actor's user id or label (email, "system"). */
  actor: text(200).optional(),
  /** Prefix of the action name, e.g. "page." or "page.create". */
  action: text(120).optional(),
  targetType: text(40).optional(),
  targetId: text(200).optional(),
  outcome: z.enum(AUDIT_OUTCOMES).optional(),
  turnId: text(200).optional(),
  since: z.coerce.date().optional(),
  until: z.coerce.date().optional(),
  limit: z.number().int().min(1).max(200).default(50),
  offset: z.number().int().min(0).default(0),
});

const recordSchema = z.object({
  action: text(120),
  outcome: z.enum(AUDIT_OUTCOMES).default("success"),
  decision: z.enum(AUDIT_DECISIONS).optional(),
  targetType: text(40).optional(),
  targetId: text(200).optional(),
  targetLabel: clipped(200).optional(),
  input: z.unknown().optional(),
  message: clipped(2000).optional(),
});

export const audit = {
  /** The activity log, newest first, each event with the ids of the revisions it wrote. */
  async list(ctx: ServiceContext, rawInput: unknown = {}) {
    assertCan(ctx, "audit.read");
    const input = parseInput(listAuditSchema, rawInput, "Invalid filter");
    const where = {
      ...(input.actor ? { OR: [{ actorId: input.actor }, { actorLabel: input.actor }] } : {}),
      ...(input.action ? { action: { startsWith: input.action } } : {}),
      ...(input.targetType ? { targetType: input.targetType } : {}),
      ...(input.targetId ? { targetId: input.targetId } : {}),
      ...(input.outcome ? { outcome: input.outcome } : {}),
      ...(input.turnId ? { turnId: input.turnId } : {}),
      ...(input.since || input.until ? { createdAt: { gte: input.since, lte: input.until } } : {}),
    };
    const [rows, total] = await Promise.all([
      db.auditEvent.findMany({
        where,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: input.limit,
        skip: input.offset,
        include: { revisions: { select: { id: true }, orderBy: { createdAt: "asc" } } },
      }),
      db.auditEvent.count({ where }),
    ]);
    // An agent's tool-call event and the service write it caused share the tool call id: show the
    // write's revisions on both.
    const toolCallIds = [...new Set(rows.map((row) => row.toolCallId).filter((id): id is string => !!id))];
    const related = toolCallIds.length
      ? await db.revision.findMany({ where: { auditEvent: { toolCallId: { in: toolCallIds } } }, select: { id: true, auditEvent: { select: { toolCallId: true } } }, orderBy: { createdAt: "asc" } })
      : [];
    const items = rows.map(({ revisions, ...event }) => {
      const viaToolCall = event.toolCallId ? related.filter((r) => r.auditEvent?.toolCallId === event.toolCallId).map((r) => r.id) : [];
      return { ...event, revisionIds: [...new Set([...revisions.map((r) => r.id), ...viaToolCall])] };
    });
    return { items, total };
  },

  /** Every action name in the log, sorted (for a filter menu). */
  async listActions(ctx: ServiceContext) {
    assertCan(ctx, "audit.read");
    const rows = await db.auditEvent.findMany({ distinct: ["action"], select: { action: true }, orderBy: { action: "asc" } });
    return rows.map((row) => row.action);
  },

  /** Logs an event that is not a service write (sign-in, an agent's tool decision, …). */
  async record(ctx: ServiceContext, rawInput: unknown) {
    const input = parseInput(recordSchema, rawInput, "Invalid audit event");
    return db.auditEvent.create({
      data: {
        ...actorFields(ctx),
        ...input,
        input: toJsonInput(input.input),
      },
    });
  },
};
