import { chatEndpoint } from "@/lib/agent/chat-endpoint";
import { withUser } from "@/lib/http";

export const dynamic = "force-dynamic";
export const maxDuration = 300;

/** The agent's chat endpoint (AI SDK UI message stream). */
export const POST = withUser((request, { user }) => chatEndpoint(request, user));
