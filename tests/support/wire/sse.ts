import { randomBytes } from "node:crypto";
import type { Content, Usage } from "../provider-script";

/** One server-sent event as it goes over the wire. */
export const sse = (data: unknown, event?: string) => `${event ? `event: ${event}\n` : ""}data: ${typeof data === "string" ? data : JSON.stringify(data)}\n\n`;

export const wireId = (prefix: string) => `${prefix}${randomBytes(6).toString("hex")}`;

export type ToolResultSent = { callId: string; text: string; isError?: boolean };

type Item = Record<string, unknown>;
/** The entries of a request body's list (`messages`, `input`), as plain records. */
export const itemsOf = (list: unknown): Item[] => (Array.isArray(list) ? (list as Item[]) : []);
/** A tool result's content as text: a string, or the text of its blocks. */
export const textOf = (content: unknown): string =>
  typeof content === "string" ? content : itemsOf(content).map((block) => String(block.text ?? "")).join("");

/** One provider wire format: how a reply, a provider error event and an HTTP error body look. */
export type WireFormat = {
  /** The events that stream the content, up to (not including) the provider's closing events. */
  begin(content: Content, usage: Usage): string[];
  /** The closing events: why the model stopped, and the usage. */
  end(content: Content, usage: Usage): string[];
  /** The provider's error event inside a 200 stream, and whatever closes the stream after it. */
  errorEvent(message: string): string[];
  /** A chunk that is not valid JSON, as a proxy that mangles a stream would send. */
  malformedChunk: string;
  /** What a request told the model of each earlier tool call: the result text, and is_error where the format has it. */
  toolResults(body: Record<string, unknown>): ToolResultSent[];
  /** Whether a request's conversation ends with the assistant speaking ("prefill", which newer Claude models refuse). */
  endsWithAssistant(body: Record<string, unknown>): boolean;
  /** The JSON body of an HTTP error response. */
  errorBody(status: number, message: string): unknown;
};
