// What the chat really sends a model as tool schemas, per step: the `tools` of each request body
// a recording loopback model server received. Shared by bench/tool-tokens.ts and the registry test.
import { randomUUID } from "node:crypto";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { streamText } from "ai";
import { ApprovedCalls } from "@/lib/agent/approved-calls";
import { handleChatRequest } from "@/lib/agent/run-chat";
import { toAiTools } from "@/lib/agent/tool-runtime";
import type { SessionUser } from "@/lib/services/sessions";
import { TOOL_DEFINITIONS } from "@/lib/tools/registry";
import { startProviderServer } from "../tests/support/provider-server";
import { reply } from "../tests/support/provider-script";
import { chatCompletions } from "../tests/support/wire/chat-completions";

export const TYPICAL_REQUESTS = [
  "create a page called Pricing with a hero and a FAQ",
  "list draft posts",
  "publish the post about autumn",
  "add Pricing to the navigation",
  "hide the Blog link",
  "delete the about page",
  "what's the hero heading on home?",
  "change the site tagline to Calm websites",
];

/** Each request is a two-step turn: a plan (a tool every request has), then the answer. */
const PLAN = { goal: "Do what was asked", steps: [{ title: "Do it", status: "in_progress" }] };

export type SchemaBytes = { full: number; requests: { request: string; steps: number[] }[] };

/**
 * The bytes of tool schemas in every model request: the full registry once, then each step of each
 * request as the chat handler ran it, all serialised by the same adapter (Chat Completions).
 */
export async function measureSchemaBytes(user: SessionUser, requests: string[] = TYPICAL_REQUESTS): Promise<SchemaBytes> {
  const provider = await startProviderServer(chatCompletions);
  const toolBytes = (from: number) => provider.requests.slice(from).map((sent) => JSON.stringify(sent.body.tools ?? []).length);
  try {
    const model = createOpenAICompatible({ name: "bench", baseURL: `${provider.url}/v1` }).chatModel("bench");
    provider.script(reply.text("ok"));
    const everyTool = toAiTools(TOOL_DEFINITIONS, { base: { actor: { id: null, label: "bench", role: "viewer", kind: "agent" } }, approvals: new ApprovedCalls() });
    await streamText({ model, tools: everyTool, prompt: "measure" }).consumeStream();
    const [full] = toolBytes(0);

    const measured: SchemaBytes["requests"] = [];
    for (const request of requests) {
      const from = provider.requests.length;
      provider.script(reply.call("agent_plan", PLAN), reply.text("Done."));
      const message = { id: randomUUID(), role: "user", parts: [{ type: "text", text: request }] };
      await (await handleChatRequest({ id: `tool-bytes-${randomUUID()}`, messages: [message] }, user, { model })).text();
      measured.push({ request, steps: toolBytes(from) });
    }
    return { full, requests: measured };
  } finally {
    await provider.close();
  }
}
