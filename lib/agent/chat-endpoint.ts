import "server-only";
import type { LanguageModel } from "ai";
import { readJsonBody } from "@/lib/http";
import type { SessionUser } from "@/lib/services/sessions";
import { handleChatRequest } from "./run-chat";

/**
 * POST /api/chat once the session is known: the body must be JSON sent as JSON, then the chat runs.
 * The route calls it after its session check; tests call it with their own user and model.
 */
export async function chatEndpoint(request: Request, user: SessionUser, { model }: { model?: LanguageModel } = {}): Promise<Response> {
  const read = await readJsonBody(request);
  if (read instanceof Response) return read;
  return handleChatRequest(read.body, user, { model, abortSignal: request.signal });
}
