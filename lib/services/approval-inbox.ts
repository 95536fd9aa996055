import "server-only";
import { approvalRequests } from "./approval-requests";
import type { ServiceContext } from "./context";
import { pendingApprovals } from "./pending-approvals";

/**
 * What waits for this person in the approvals inbox: requests from MCP clients and the CLI (their
 * own; an admin's, everyone's) and approval cards in their own chats. The header badge counts the same.
 */
export const approvalInbox = {
  async list(ctx: ServiceContext) {
    const [requests, chatCards] = await Promise.all([approvalRequests.listPending(ctx), pendingApprovals.list(ctx, "mine")]);
    return { requests, chatCards };
  },

  async count(ctx: ServiceContext) {
    const { requests, chatCards } = await approvalInbox.list(ctx);
    return requests.length + chatCards.length;
  },
};
