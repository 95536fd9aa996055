import type { LanguageModelV4Middleware, LanguageModelV4Prompt } from "@ai-sdk/provider";

const EPHEMERAL = { type: "ephemeral" } as const;

/**
 * Cache breakpoints for providers that cache only where asked (Anthropic, and Anthropic or Gemini
 * models behind OpenRouter). The tools and the standing instructions (most of a request) end at the
 * first system message, which is the same across turns (instructions.ts keeps the date and working
 * memory in a later one); the conversation so far ends at the last message, so the next step of the
 * same turn reads everything before its new tool results from the cache.
 */
export function promptCaching(providerKey: "anthropic" | "openrouter"): LanguageModelV4Middleware {
  const mark = { [providerKey]: { cacheControl: EPHEMERAL } };
  const marked = <T extends LanguageModelV4Prompt[number]>(message: T): T => ({ ...message, providerOptions: { ...message.providerOptions, ...mark } });
  return {
    specificationVersion: "v4",
    transformParams: async ({ params }) => {
      const stable = params.prompt.findIndex((message) => message.role === "system");
      const last = params.prompt.length - 1;
      const prompt = params.prompt.map((message, index) => (index === stable || (index === last && message.role !== "system") ? marked(message) : message));
      return { ...params, prompt };
    },
  };
}
