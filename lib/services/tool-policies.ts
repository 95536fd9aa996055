import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import { ROLES, type ServiceContext } from "./context";
import { runWrite } from "./history";
import { assertCan } from "./permissions";
import { POLICY_MODES } from "./policy-modes";
import { parseInput } from "./validate";

const setPolicySchema = z.object({
  toolName: z.string().trim().min(1, "Tool name is required").max(100),
  role: z.enum([...ROLES, "*"]),
  mode: z.enum(POLICY_MODES),
});

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

  async set(ctx: ServiceContext, rawInput: unknown, knownTools: string[]) {
    const input = parseInput(setPolicySchema.refine((v) => knownTools.includes(v.toolName), { message: "Unknown tool", path: ["toolName"] }), rawInput, "Invalid policy");
    return runWrite(ctx, { action: "agent.policy.set", permission: "users.manage", input }, async ({ tx }) =>
      tx.toolPolicy.upsert({
        where: { toolName_role: { toolName: input.toolName, role: input.role } },
        update: { mode: input.mode, updatedById: ctx.actor.id },
        create: { ...input, updatedById: ctx.actor.id },
      }),
    );
  },

  async remove(ctx: ServiceContext, toolName: string, role: string) {
    return runWrite(ctx, { action: "agent.policy.remove", permission: "users.manage", input: { toolName, role } }, async ({ tx }) =>
      tx.toolPolicy.deleteMany({ where: { toolName, role } }),
    );
  },
};
