import { handleChatRequest } from "@/lib/agent/run-chat";
import { jsonError, withUser } from "@/lib/http";

export const dynamic = "force-dynamic";
export const maxDuration = 300;

/** The agent's chat endpoint (AI SDK UI message stream). */
export const POST = withUser(async (request, { user }) => {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return jsonError(400, "The request body must be JSON.", { code: "validation" });
  }
  return handleChatRequest(body, user, { abortSignal: request.signal });
});
