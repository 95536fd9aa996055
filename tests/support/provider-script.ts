/**
 * What a loopback provider answers, one entry a model request: a normal reply (text and/or tool
 * calls) or a fault. The wire formats (tests/support/wire/) turn these into real SSE bodies.
 */

export type Usage = { input: number; output: number; cacheRead?: number; cacheWrite?: number };

/** A tool call; `raw` sends argument text as is (e.g. cut-off JSON) instead of `input` serialised. */
export type ScriptedCall = { name: string; input?: unknown; raw?: string; id?: string };

/** What the model says before it stops: text, tool calls, or both. */
export type Content = { text?: string; calls?: ScriptedCall[] };

export type Reply =
  | ({ kind: "reply"; usage?: Usage } & Content)
  /** An HTTP error before any stream: 401, 429 with retry-after, 500, 529… */
  | { kind: "status"; status: number; message: string; headers?: Record<string, string> }
  /** A 200 stream with one unparsable chunk after `before`, then the normal end. */
  | { kind: "malformed"; before: Content }
  /** A 200 stream that stops after `before`: the connection is destroyed. */
  | { kind: "close"; before: Content }
  /** A 200 stream carrying the provider's own error event after `before` ("overloaded"). */
  | { kind: "error-event"; before: Content; message: string }
  /** Accepts the request and never answers. */
  | { kind: "hang-before-headers" }
  /** Sends headers and `before`, then nothing more. */
  | { kind: "hang-mid-body"; before: Content };

export const DEFAULT_USAGE: Usage = { input: 1200, output: 30, cacheRead: 0, cacheWrite: 0 };

const PARTIAL: Content = { text: "Let me look into that." };

export const reply = {
  text: (text: string, usage?: Usage): Reply => ({ kind: "reply", text, usage }),
  calls: (calls: ScriptedCall[], text?: string, usage?: Usage): Reply => ({ kind: "reply", calls, text, usage }),
  call: (name: string, input: unknown): Reply => ({ kind: "reply", calls: [{ name, input }] }),
};

export const fault = {
  status: (status: number, message: string, headers?: Record<string, string>): Reply => ({ kind: "status", status, message, headers }),
  malformed: (before: Content = PARTIAL): Reply => ({ kind: "malformed", before }),
  close: (before: Content = PARTIAL): Reply => ({ kind: "close", before }),
  errorEvent: (message = "Overloaded", before: Content = PARTIAL): Reply => ({ kind: "error-event", message, before }),
  hangBeforeHeaders: (): Reply => ({ kind: "hang-before-headers" }),
  hangMidBody: (before: Content = PARTIAL): Reply => ({ kind: "hang-mid-body", before }),
};

/** The argument text a call sends on the wire. */
export const callArguments = (call: ScriptedCall) => call.raw ?? JSON.stringify(call.input ?? {});

/** Splits text into a few pieces, as providers stream it. */
export function pieces(text: string, size = 12): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out.length ? out : [""];
}
