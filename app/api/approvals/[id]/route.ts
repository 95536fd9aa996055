import { approvalDecisionEndpoint } from "@/lib/agent/approval-endpoint";
import { withUser } from "@/lib/http";

export const dynamic = "force-dynamic";

type Params = { id: string };

/** POST { decision: "approve" | "deny", reason? }: a signed-in person answers a request from MCP or the CLI. */
export const POST = withUser<Params>((request, { ctx }, { id }) => approvalDecisionEndpoint(request, ctx, id));
