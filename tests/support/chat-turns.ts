import { chats } from "@/lib/services/chats";
import { userContext } from "@/lib/services/context";
import type { SessionUser } from "@/lib/services/sessions";
import { users } from "@/lib/services/users";
import { admin, unique } from "./actors";
import { answeredMessage, newChatId, postChat, startChatServer, userMessage, type StoredAssistant, type StreamChunk } from "./chat-server";

export const chunksOf = (chunks: StreamChunk[], type: string) => chunks.filter((c) => c.type === type);
export const streamedText = (chunks: StreamChunk[]) => chunks.filter((c) => c.type === "text-delta").map((c) => c.delta).join("");

/** A new editor, signed in. */
export async function newEditor(): Promise<SessionUser> {
  const user = await users.create(admin, { email: `${unique("editor")}@example.com`, name: "Editor", role: "editor", password: "long-enough-password" });
  return { id: user.id, email: user.email, name: user.name, role: "editor" };
}

/** A new editor and a chat server that knows them as "editor". */
export async function editorChatServer() {
  const editor = await newEditor();
  return { editor, server: await startChatServer({ editor }) };
}

/** The stored messages of a chat, as the person who owns it reads them. */
export async function storedMessages(user: SessionUser, chatId: string) {
  return (await chats.get(userContext(user), chatId)).messages as unknown as StoredAssistant[];
}

/**
 * One chat driven as useChat drives it: new messages, answers to the pending approvals of the last
 * message, and Retry (`continue`) after a reply broke off.
 */
export function chatSession(url: string, user: SessionUser, { who = "editor", modelId }: { who?: string; modelId?: string } = {}) {
  const chatId = newChatId();
  const last = async () => (await storedMessages(user, chatId)).at(-1)!;
  return {
    chatId,
    last,
    messages: () => storedMessages(user, chatId),
    /** Sends a message; with `modelId` the chat picks the model from the list as the model picker does. */
    send: (text: string) => postChat(url, who, { id: chatId, messages: [userMessage(text)], ...(modelId ? { modelId } : {}) }),
    answer: async (approved: boolean, reason?: string) => postChat(url, who, { id: chatId, messages: [answeredMessage(await last(), () => approved, reason)] }),
    retry: async () => postChat(url, who, { id: chatId, continue: true, messages: [await last()] }),
  };
}
