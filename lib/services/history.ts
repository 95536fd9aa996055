import "server-only";
import { db, type Tx } from "@/lib/db";
import type { EntityType } from "@/lib/domain/entities";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ServiceContext } from "./context";
import { isServiceError } from "./errors";
import { assertCan, type Permission } from "./permissions";
import { indexChanges } from "./search/index-writer";

export type { EntityType };

/** How one kind of entity is captured for a revision and put back by a revert. */
export type EntityHistory = {
  /** The entity's full state as plain JSON, or null when it does not exist. */
  load(tx: Tx, id: string): Promise<JsonSnapshot | null>;
  /** Makes the stored entity match the snapshot; null means "did not exist" (soft-deletes it). */
  apply(tx: Tx, id: string, snapshot: JsonSnapshot | null): Promise<void>;
  /** A short human name for the entity in a snapshot, for messages ("page 'About'"). */
  describe(snapshot: JsonSnapshot): string;
};

export type JsonSnapshot = { [key: string]: Prisma.JsonValue };

export type Change = {
  /** Preset revision id, for when another row must point at this revision. */
  id?: string;
  entityType: EntityType;
  entityId: string;
  before: JsonSnapshot | null;
  after: JsonSnapshot | null;
};

export type WriteSpec = {
  /** Audit action name, e.g. "page.create". */
  action: string;
  permission: Permission;
  input?: unknown;
  target?: { type: EntityType; id?: string; label?: string };
};

export type WriteScope = {
  tx: Tx;
  /** Records a before/after pair; it becomes a Revision linked to this write's audit event. */
  record(change: Change): void;
  /** Names what the write acted on, when it is only known inside the write (e.g. a new id). */
  setTarget(target: { type: EntityType; id?: string; label?: string }): void;
};

/** Plain JSON copy (Dates become ISO strings) so snapshots compare and store predictably. */
export function toSnapshot(value: unknown): JsonSnapshot {
  return JSON.parse(JSON.stringify(value)) as JsonSnapshot;
}

export function toJsonInput(value: unknown): Prisma.InputJsonValue | undefined {
  if (value === undefined || value === null) return undefined;
  return JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue;
}

/** Who acted and, for the agent, in which chat turn and tool call: the columns every audit row has. */
export function actorFields(ctx: ServiceContext) {
  return {
    actorId: ctx.actor.id,
    actorLabel: ctx.actor.label,
    actorKind: ctx.actor.kind,
    chatId: ctx.chatId ?? null,
    turnId: ctx.turnId ?? null,
    toolCallId: ctx.toolCallId ?? null,
  };
}

function auditBase(ctx: ServiceContext, spec: WriteSpec, target: WriteSpec["target"]) {
  return {
    ...actorFields(ctx),
    action: spec.action,
    targetType: target?.type ?? null,
    targetId: target?.id ?? null,
    targetLabel: target?.label ?? null,
    input: toJsonInput(spec.input),
    decision: ctx.decision ?? null,
  };
}

/**
 * Runs one write: permission check, the change itself, its revisions, its audit event and the
 * search index rows of what it changed, all in one transaction. A refused attempt is audited as "denied" and changes nothing.
 */
export async function runWrite<T>(
  ctx: ServiceContext,
  spec: WriteSpec,
  write: (scope: WriteScope) => Promise<T>,
): Promise<T> {
  let target = spec.target;
  try {
    assertCan(ctx, spec.permission);
    return await db.$transaction(async (tx) => {
      const changes: Change[] = [];
      const result = await write({
        tx,
        record: (change) => changes.push(change),
        setTarget: (next) => {
          target = next;
        },
      });
      await indexChanges(tx, changes);
      const event = await tx.auditEvent.create({
        data: { ...auditBase(ctx, spec, target), outcome: "success" },
      });
      for (const change of changes) {
        await tx.revision.create({
          data: {
            id: change.id,
            entityType: change.entityType,
            entityId: change.entityId,
            action: spec.action,
            before: toJsonInput(change.before),
            after: toJsonInput(change.after),
            actorId: ctx.actor.id,
            chatId: ctx.chatId ?? null,
            turnId: ctx.turnId ?? null,
            auditEventId: event.id,
          },
        });
      }
      return result;
    });
  } catch (error) {
    if (isServiceError(error) && error.code === "forbidden") {
      await db.auditEvent.create({
        data: { ...auditBase(ctx, spec, target), outcome: "denied", message: error.message },
      });
    }
    throw error;
  }
}
