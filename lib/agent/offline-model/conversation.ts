import type { LanguageModelV4CallOptions, LanguageModelV4ToolResultOutput } from "@ai-sdk/provider";
import { getToolDefinition } from "@/lib/tools/registry";
import { readDeniedNote } from "../denied-calls";
import { asRecord } from "./resolve";

export type ToolResult = Record<string, unknown>;

/** What came of one tool call, as the model reads it back from the prompt. */
export type Outcome =
  | { status: "ok"; result: ToolResult }
  | { status: "failed"; error: string; code?: string; hint?: string }
  /** `byPerson` false: the server refused it (expired card, blocked, no longer possible), not a person. */
  | { status: "denied"; reason?: string; byPerson: boolean };

/** A tool call the assistant made, with its outcome once the result is in the prompt. */
export type RecordedCall = { toolName: string; input: unknown; outcome?: Outcome };

/** Everything the offline model needs from one call's options. */
export type Conversation = {
  /** The text of the last user message: the request this turn is about. */
  userText?: string;
  /** Tool calls made since that message, oldest first. */
  turn: RecordedCall[];
  /** Tool calls of earlier turns, oldest first (to resolve "it"). */
  earlier: RecordedCall[];
  /** The same calls by turn (one list per earlier user message), oldest turn first. */
  earlierTurns: RecordedCall[][];
  /** What the assistant wrote in answer to the previous request (to know which listed thing "it" is). */
  lastReply: string;
  /** The user's earlier messages, oldest first: the last for a follow-up that only names something else ("and on the contact page?"). */
  previousRequests: string[];
  /** The signed-in person's role, as the chat's standing instructions name it ("viewer", "editor"…). */
  role?: string;
  /** Names of the function tools offered for this step. */
  tools: Set<string>;
  toolsAllowed: boolean;
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A tool's answer in our `{ ok, message, … }` / `{ ok: false, error, hint }` convention, or the SDK's error and denial outputs. */
function toOutcome(output: LanguageModelV4ToolResultOutput, toolName: string): Outcome {
  switch (output.type) {
    case "execution-denied":
      return { status: "denied", reason: output.reason || undefined, byPerson: true };
    case "error-text": {
      const denied = readDeniedNote(output.value, getToolDefinition(toolName)?.deniedNote);
      return denied ? { status: "denied", ...denied } : { status: "failed", error: output.value };
    }
    case "error-json": {
      const value = asRecord(output.value);
      return { status: "failed", error: typeof value?.error === "string" ? value.error : JSON.stringify(output.value) };
    }
    case "content":
      return fromValue(parseJson(output.value.map((part) => (part.type === "text" ? part.text : "")).join("")));
    case "text":
      return fromValue(parseJson(output.value));
    case "json":
      return fromValue(output.value);
  }
}

function fromValue(value: unknown): Outcome {
  const record = asRecord(value);
  if (!record) return { status: "ok", result: { message: typeof value === "string" ? value : JSON.stringify(value) } };
  if (record.ok === false) {
    const error = typeof record.error === "string" ? record.error : "The tool reported a failure.";
    const code = typeof record.code === "string" ? record.code : undefined;
    return { status: "failed", error, code, hint: typeof record.hint === "string" ? record.hint : undefined };
  }
  return { status: "ok", result: record };
}

function textOf(message: LanguageModelV4CallOptions["prompt"][number] | undefined): string | undefined {
  return message?.role === "user" ? message.content.flatMap((part) => (part.type === "text" ? [part.text] : [])).join("\n").trim() : undefined;
}

/** "…working inside its CMS for a signed-in viewer." (lib/agent/instructions.ts) → "viewer". */
function roleIn(prompt: LanguageModelV4CallOptions["prompt"]): string | undefined {
  for (const message of prompt) if (message.role === "system") return /\bfor a signed-in (\w+)/.exec(message.content)?.[1];
  return undefined;
}

/** Reads the prompt: the last user request, the tool calls since then (with results) and the offered tools. */
export function readConversation(options: LanguageModelV4CallOptions): Conversation {
  const { prompt } = options;
  const lastUser = prompt.findLastIndex((message) => message.role === "user");
  const request = prompt[lastUser];

  const turn: RecordedCall[] = [];
  const replies: string[] = [];
  const earlierTurns: RecordedCall[][] = [];
  const byId = new Map<string, RecordedCall>();
  prompt.forEach((message, index) => {
    if (message.role === "user" && index < lastUser) earlierTurns.push([]);
    if (message.role === "user" && index < lastUser) replies.length = 0;
    if (message.role === "assistant" && index < lastUser) for (const part of message.content) if (part.type === "text") replies.push(part.text);
    if (message.role !== "assistant" && message.role !== "tool") return;
    for (const part of message.content) {
      if (part.type === "tool-call") {
        const call: RecordedCall = { toolName: part.toolName, input: part.input };
        if (index > lastUser) turn.push(call);
        else (earlierTurns.at(-1) ?? (earlierTurns[0] = [])).push(call);
        byId.set(part.toolCallId, call);
      } else if (part.type === "tool-result") {
        const call = byId.get(part.toolCallId);
        if (call) call.outcome = toOutcome(part.output, part.toolName);
      }
    }
  });

  return {
    userText: request?.role === "user" ? request.content.flatMap((part) => (part.type === "text" ? [part.text] : [])).join("\n").trim() : undefined,
    turn,
    earlier: earlierTurns.flat(),
    earlierTurns,
    lastReply: replies.join("\n"),
    role: roleIn(prompt),
    previousRequests: prompt.slice(0, Math.max(0, lastUser)).filter((message) => message.role === "user").map(textOf).filter((text): text is string => text !== undefined),
    tools: new Set((options.tools ?? []).filter((tool) => tool.type === "function").map((tool) => tool.name)),
    toolsAllowed: options.toolChoice?.type !== "none",
  };
}
