import { defaultSettingsMiddleware, wrapLanguageModel } from "ai";
import type { LanguageModelV4, LanguageModelV4Middleware, SharedV4ProviderOptions } from "@ai-sdk/provider";
import { ServiceError } from "@/lib/services/errors";

export const DEFAULT_MAX_OUTPUT_TOKENS = 8192;

/**
 * The most a model may write in one step (`AGENT_MAX_OUTPUT_TOKENS`). Without a limit Anthropic
 * asks for the model's maximum (64,000 tokens); the agent's steps are short answers and tool
 * calls, and a long post body still fits in the default.
 */
export function maxOutputTokens(): number {
  const value = Number(process.env.AGENT_MAX_OUTPUT_TOKENS);
  return Number.isInteger(value) && value >= 256 && value <= 200_000 ? value : DEFAULT_MAX_OUTPUT_TOKENS;
}

export type OpenAIApiStyle = "responses" | "chat";

/** Which OpenAI API `OPENAI_BASE_URL` speaks (`OPENAI_API_STYLE`): the Responses API unless told otherwise. */
export function openaiApiStyle(): OpenAIApiStyle {
  const value = process.env.OPENAI_API_STYLE?.trim().toLowerCase() || "responses";
  if (value === "responses" || value === "chat") return value;
  throw new ServiceError("validation", `OPENAI_API_STYLE is "${process.env.OPENAI_API_STYLE}", which is not an API style.`, {
    hint: 'Set it to "responses" (OpenAI itself) or "chat" (a gateway that only speaks Chat Completions), then restart the server.',
  });
}

/** A provider's model with the app's request settings: the output limit, provider options and middleware. */
export function withRequestSettings(model: LanguageModelV4, options: { providerOptions?: SharedV4ProviderOptions; middleware?: LanguageModelV4Middleware[] } = {}) {
  const defaults = defaultSettingsMiddleware({ settings: { maxOutputTokens: maxOutputTokens(), providerOptions: options.providerOptions } });
  return wrapLanguageModel({ model, middleware: [defaults, ...(options.middleware ?? [])] });
}
