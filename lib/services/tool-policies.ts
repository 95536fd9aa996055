import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import { ROLES, type ServiceContext } from "./context";
import { runWrite } from "./history";
import { assertCan } from "./permissions";
import { POLICY_MODES } from "./policy-modes";
import { parseInput } from "./validate";

/** "default" removes the override, so the tool's own rule applies again. */
const DEFAULT_MODE = "default";

const policyChangeSchema = z.object({
  toolName: z.string().trim().min(1, "Tool name is required").max(100),
  role: z.enum([...ROLES, "*"]),
  mode: z.enum([...POLICY_MODES, DEFAULT_MODE]),
});

/** The changes, checked as a whole: known tools (an override may be removed from any), each tool and role once. */
function changesSchema(knownTools: string[]) {
  return z
    .array(policyChangeSchema)
    .min(1, "Nothing to change")
    .max(1000, "At most 1000 changes at once")
    .superRefine((changes, issues) => {
      const seen = new Set<string>();
      changes.forEach((change, index) => {
        if (change.mode !== DEFAULT_MODE && !knownTools.includes(change.toolName)) {
          issues.addIssue({ code: "custom", message: `Unknown tool ${change.toolName}`, path: [index, "toolName"] });
        }
        const key = `${change.toolName}\u0000${change.role}`;
        if (seen.has(key)) issues.addIssue({ code: "custom", message: `${change.toolName} for ${change.role} is changed twice`, path: [index, "role"] });
        seen.add(key);
      });
    });
}

/** Admin overrides of the agent's approval policy (Settings → Agent). */
export const toolPolicies = {
  /** Read by the agent on every request; not tied to a user. */
  async all() {
    return db.toolPolicy.findMany({ select: { toolName: true, role: true, mode: true } });
  },

  async list(ctx: ServiceContext) {
    assertCan(ctx, "content.read");
    return db.toolPolicy.findMany({ orderBy: [{ toolName: "asc" }, { role: "asc" }] });
  },

  /** Applies several overrides in one transaction and one audit event: all of them, or none when any is invalid. */
  async update(ctx: ServiceContext, rawChanges: unknown, knownTools: string[]) {
    const changes = parseInput(changesSchema(knownTools), rawChanges, "Invalid approval rules");
    return runWrite(ctx, { action: "agent.policy.update", permission: "users.manage", input: { changes } }, async ({ tx }) => {
      for (const { toolName, role, mode } of changes) {
        if (mode === DEFAULT_MODE) await tx.toolPolicy.deleteMany({ where: { toolName, role } });
        else {
          await tx.toolPolicy.upsert({
            where: { toolName_role: { toolName, role } },
            update: { mode, updatedById: ctx.actor.id },
            create: { toolName, role, mode, updatedById: ctx.actor.id },
          });
        }
      }
      return changes.length;
    });
  },
};
