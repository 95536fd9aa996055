import "server-only";
import { z } from "zod";
import { REQUESTABLE_DOMAINS } from "@/lib/domain/tool-domains";
import { resultSchema } from "./define";
import { defineReadTool } from "./read-only";

/** Domains the model can ask to have enabled; the chat run adds their tools from the next step on. */
export { REQUESTABLE_DOMAINS };

export const agentRequestTools = defineReadTool({
  name: "agent_requestTools",
  label: "Enable more tools",
  readAction: "Give the assistant more of its tools",
  domain: "meta",
  risk: "safe",
  tags: ["tools", "meta"],
  description:
    "Ask for more tools. Only some tool groups are enabled at a time; call this with the groups you need and they are available from your next step.",
  input: z
    .object({
      domains: z.array(z.enum(REQUESTABLE_DOMAINS)).min(1).describe("Tool groups to enable, e.g. [\"posts\", \"images\"]"),
      reason: z.string().max(200).optional().describe("Why these tools are needed (one short sentence)"),
    })
    .describe("Tool groups to enable"),
  output: resultSchema({ domains: z.array(z.string()) }),
  execute: async ({ domains }) => ({ ok: true as const, message: `Enabled tools for: ${domains.join(", ")}.`, domains }),
});

export const metaTools = [agentRequestTools];
