import type { LanguageModel } from "ai";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { resolveModel } from "@/lib/agent/models";
import { startProviderServer, type ProviderServer } from "./provider-server";
import { anthropicMessages } from "./wire/anthropic-messages";
import { chatCompletions } from "./wire/chat-completions";
import { openaiResponses } from "./wire/openai-responses";
import type { WireFormat } from "./wire/sse";

/**
 * A real adapter as the app configures it: the environment that points it at a loopback server,
 * and the model id lib/agent/models.ts then lists. `path` is where the adapter posts.
 */
export type ProviderSetup = { name: string; format: WireFormat; path: string; modelId: string; env: (url: string) => Record<string, string> };

export const ANTHROPIC: ProviderSetup = {
  name: "Anthropic Messages (@ai-sdk/anthropic)",
  format: anthropicMessages,
  path: "/v1/messages",
  modelId: "anthropic:claude-sonnet-4-5",
  env: (url) => ({ ANTHROPIC_API_KEY: "sk-ant-test", ANTHROPIC_BASE_URL: `${url}/v1`, ANTHROPIC_MODEL: "claude-sonnet-4-5" }),
};

export const OPENAI_RESPONSES: ProviderSetup = {
  name: "OpenAI Responses (@ai-sdk/openai)",
  format: openaiResponses,
  path: "/v1/responses",
  modelId: "openai:gpt-4.1-mini",
  env: (url) => ({ OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: `${url}/v1`, OPENAI_MODEL: "gpt-4.1-mini", OPENAI_API_STYLE: "responses" }),
};

export const OPENAI_CHAT: ProviderSetup = {
  name: "OpenAI Chat Completions (@ai-sdk/openai, OPENAI_API_STYLE=chat)",
  format: chatCompletions,
  path: "/v1/chat/completions",
  modelId: "openai:gpt-4.1-mini",
  env: (url) => ({ OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: `${url}/v1`, OPENAI_MODEL: "gpt-4.1-mini", OPENAI_API_STYLE: "chat" }),
};

export const OPENAI_COMPATIBLE: ProviderSetup = {
  name: "OpenAI-compatible Chat Completions (@ai-sdk/openai-compatible)",
  format: chatCompletions,
  path: "/v1/chat/completions",
  modelId: "local:llama3.1",
  env: (url) => ({ OPENAI_COMPATIBLE_BASE_URL: `${url}/v1`, OPENAI_COMPATIBLE_MODEL: "llama3.1", OPENAI_COMPATIBLE_NAME: "local" }),
};

export const OPENROUTER: ProviderSetup = {
  name: "OpenRouter Chat Completions (@openrouter/ai-sdk-provider)",
  format: chatCompletions,
  path: "/api/v1/chat/completions",
  modelId: "openrouter:anthropic/claude-sonnet-4.5",
  env: (url) => ({ OPENROUTER_API_KEY: "sk-or-test", OPENROUTER_BASE_URL: `${url}/api/v1`, OPENROUTER_MODEL: "anthropic/claude-sonnet-4.5" }),
};

/** One adapter of each wire format, the three the proof asks for, plus the other two Chat Completions clients. */
export const PROVIDERS = [ANTHROPIC, OPENAI_RESPONSES, OPENAI_CHAT, OPENAI_COMPATIBLE, OPENROUTER];

const PROVIDER_VARIABLES = /^(OPENAI|ANTHROPIC|OPENROUTER)_/;

/**
 * Starts a loopback server for the setup and resolves the model through lib/agent/models.ts, with
 * only that provider configured (test files run in their own worker, so the environment is theirs).
 */
export async function connectProvider(setup: ProviderSetup): Promise<{ provider: ProviderServer; model: LanguageModel }> {
  const provider = await startProviderServer(setup.format);
  for (const key of Object.keys(process.env)) if (PROVIDER_VARIABLES.test(key)) delete process.env[key];
  Object.assign(process.env, setup.env(provider.url));
  return { provider, model: resolveModel(setup.modelId).model };
}

/**
 * For the tests of one describe block: a loopback server for the setup whose model the chat server
 * uses, with its script and recorded requests cleared before each test. The returned server is
 * filled in before the first test runs.
 */
export function providerForTests(setup: ProviderSetup, chatServer: () => { setModel: (model: LanguageModel) => void }): ProviderServer {
  const provider = {} as ProviderServer;
  beforeAll(async () => {
    const connected = await connectProvider(setup);
    Object.assign(provider, connected.provider);
    chatServer().setModel(connected.model);
  });
  beforeEach(() => provider.reset());
  afterAll(() => provider.close());
  return provider;
}
