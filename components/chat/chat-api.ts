import type { TurnTokens } from "@/lib/domain/turn-usage";
import type { ChatMessage, ChatSummary, ModelOption } from "./types";

type Failure = { ok: false; error?: string; hint?: string };

/** The readable part of an API failure body (`{ ok:false, error, hint }`), if it is one. */
function failureText(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as Failure;
    if (typeof parsed?.error === "string") return parsed.hint ? `${parsed.error} ${parsed.hint}` : parsed.error;
  } catch {
    // Not JSON: the caller falls back to the raw text.
  }
  return undefined;
}

/** The HTTP status of a failed chat request (the AI SDK's APICallError carries it). */
export function statusOf(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === "number" ? status : undefined;
}

/** A sentence for a person from whatever a request threw: the server's `error` text when it sent one. */
export function readableError(error: unknown): string {
  if (statusOf(error) === 401) return "Your session has ended. Sign in again to keep chatting.";
  const body = (error as { responseBody?: unknown } | null)?.responseBody;
  const message = error instanceof Error ? error.message : String(error ?? "");
  const text = (typeof body === "string" && failureText(body)) || failureText(message) || message;
  if (!text || /^failed to fetch/i.test(text)) return "The server could not be reached. Check your connection and try again.";
  return text;
}

async function request<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, { ...init, headers: { "content-type": "application/json", ...init?.headers } });
  const body = await response.text();
  if (!response.ok) throw new Error(failureText(body) ?? `The server answered ${response.status}.`);
  return JSON.parse(body) as T;
}

const chatUrl = (id: string) => `/api/chats/${encodeURIComponent(id)}`;

/** A turn whose changes were all undone, with what each revert did ("page 'About' restored"). */
export type UndoneTurn = { turnId: string; reverted: string[] };

/** A stored chat as the conversation opens it. */
export type StoredChat = { messages: ChatMessage[]; undoneTurns: UndoneTurn[] };

const getChat = async (id: string) => (await request<{ chat: StoredChat }>(chatUrl(id))).chat;

export const chatApi = {
  list: async () => (await request<{ items: ChatSummary[] }>("/api/chats")).items,
  get: getChat,
  messages: async (id: string) => (await getChat(id)).messages,
  rename: (id: string, title: string) => request<{ chat: ChatSummary }>(chatUrl(id), { method: "PATCH", body: JSON.stringify({ title }) }),
  remove: (id: string) => request<{ id: string }>(chatUrl(id), { method: "DELETE" }),
  turnUsage: async (chatId: string, turnId: string) => (await request<{ usage: TurnTokens | null }>(`${chatUrl(chatId)}/turns/${encodeURIComponent(turnId)}`)).usage,
  undoTurn: (chatId: string, turnId: string) =>
    request<{ reverted: { summary: string }[] }>(`${chatUrl(chatId)}/turns/${encodeURIComponent(turnId)}/undo`, { method: "POST" }),
  models: async () => (await request<{ items: ModelOption[] }>("/api/agent/models")).items,
};
