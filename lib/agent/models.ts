import "server-only";
import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { createOpenRouter } from "@openrouter/ai-sdk-provider";
import type { LanguageModel } from "ai";
import { ServiceError } from "@/lib/services/errors";
import { completeToolArguments } from "./complete-tool-arguments";
import { openaiApiStyle, withRequestSettings } from "./model-settings";
import { createOfflineModel } from "./offline-model";
import { promptCaching } from "./prompt-caching";

export type ModelOption = { id: string; label: string; provider: string; offline: boolean };

type Provider = ModelOption & { create: () => LanguageModel };

const env = (name: string) => process.env[name]?.trim() || undefined;

export const OFFLINE_MODEL_ID = "offline:cms-offline-1";

/** Every model the environment configures, then the built-in offline model (always there). */
function providers(): Provider[] {
  const list: Provider[] = [];
  const openaiKey = env("OPENAI_API_KEY");
  if (openaiKey) {
    const model = env("OPENAI_MODEL") ?? "gpt-4.1-mini";
    const create = () => {
      const openai = createOpenAI({ apiKey: openaiKey, baseURL: env("OPENAI_BASE_URL") });
      // Without server-side storage (store: false) earlier turns are sent whole, never as
      // item_reference, so a gateway or a zero-retention account answers too.
      return openaiApiStyle() === "chat" ? withRequestSettings(openai.chat(model)) : withRequestSettings(openai.responses(model), { providerOptions: { openai: { store: false } } });
    };
    list.push({ id: `openai:${model}`, label: `OpenAI ${model}`, provider: "openai", offline: false, create });
  }
  const anthropicKey = env("ANTHROPIC_API_KEY");
  if (anthropicKey) {
    const model = env("ANTHROPIC_MODEL") ?? "claude-sonnet-4-5";
    list.push({
      id: `anthropic:${model}`,
      label: `Anthropic ${model}`,
      provider: "anthropic",
      offline: false,
      create: () =>
        withRequestSettings(createAnthropic({ apiKey: anthropicKey, baseURL: env("ANTHROPIC_BASE_URL") })(model), { middleware: [promptCaching("anthropic")] }),
    });
  }
  const openrouterKey = env("OPENROUTER_API_KEY");
  if (openrouterKey) {
    const model = env("OPENROUTER_MODEL") ?? "openai/gpt-4.1-mini";
    list.push({
      id: `openrouter:${model}`,
      label: `OpenRouter ${model}`,
      provider: "openrouter",
      offline: false,
      create: () =>
        withRequestSettings(createOpenRouter({ apiKey: openrouterKey, baseURL: env("OPENROUTER_BASE_URL") }).chat(model, { usage: { include: true } }), {
          middleware: [promptCaching("openrouter"), completeToolArguments()],
        }),
    });
  }
  const compatibleUrl = env("OPENAI_COMPATIBLE_BASE_URL");
  if (compatibleUrl) {
    const model = env("OPENAI_COMPATIBLE_MODEL") ?? "llama3.1";
    const name = env("OPENAI_COMPATIBLE_NAME") ?? "local";
    list.push({
      id: `${name}:${model}`,
      label: `${name} ${model} (OpenAI-compatible)`,
      provider: "openai-compatible",
      offline: false,
      create: () => withRequestSettings(createOpenAICompatible({ name, baseURL: compatibleUrl, apiKey: env("OPENAI_COMPATIBLE_API_KEY"), includeUsage: true }).chatModel(model)),
    });
  }
  list.push({ id: OFFLINE_MODEL_ID, label: "Offline model (built-in, no network)", provider: "offline", offline: true, create: () => createOfflineModel({ chunkDelayMs: 15 }) });
  return list;
}

/** The id a model is recorded under when it was not chosen from the list (e.g. handed in by a test). */
export const modelIdOf = (model: LanguageModel) => (typeof model === "string" ? model : `${model.provider}:${model.modelId}`);

export function listModels(): ModelOption[] {
  return providers().map(({ create: _create, ...option }) => option);
}

/** The requested model, or the first configured one (the offline model when none is). */
export function resolveModel(id?: string): { option: ModelOption; model: LanguageModel } {
  const all = providers();
  const chosen = id ? all.find((p) => p.id === id) : all[0];
  if (!chosen) {
    throw new ServiceError("validation", `Unknown model "${id}".`, { hint: `Choose one of: ${all.map((p) => p.id).join(", ")}.` });
  }
  const { create, ...option } = chosen;
  return { option, model: create() };
}
