import { DefaultChatTransport, type UIMessageChunk } from "ai";
import { deferRecoverableErrors } from "./defer-recoverable-errors";
import type { ChatMessage } from "./types";

/** The chat's HTTP transport: reads on past an error the server recovered from (see deferRecoverableErrors). */
export class ChatTransport extends DefaultChatTransport<ChatMessage> {
  protected processResponseStream(stream: ReadableStream<Uint8Array>): ReadableStream<UIMessageChunk> {
    return super.processResponseStream(stream).pipeThrough(deferRecoverableErrors());
  }
}
