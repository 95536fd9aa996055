/** The tokens one chat turn cost, over all its model calls. */
export type TurnTokens = {
  modelId: string;
  inputTokens: number;
  cachedInputTokens: number;
  cacheWriteTokens: number;
  outputTokens: number;
  steps: number;
};

const count = (value: number) => value.toLocaleString("en");

/** "anthropic:claude-sonnet-4-5" → "claude-sonnet-4-5 (anthropic)"; the offline model by its name. */
function modelName(modelId: string): string {
  if (modelId.startsWith("offline:")) return "the offline model";
  const at = modelId.indexOf(":");
  return at < 0 ? modelId : `${modelId.slice(at + 1)} (${modelId.slice(0, at)})`;
}

/** One line a person can read: what the turn cost, and how much of it came from the prompt cache. */
export function usageSummary(usage: TurnTokens): string {
  const cached = usage.cachedInputTokens ? `, ${count(usage.cachedInputTokens)} of them from the cache` : "";
  const calls = `${count(usage.steps)} model call${usage.steps === 1 ? "" : "s"}`;
  return `${count(usage.inputTokens)} tokens in${cached}, ${count(usage.outputTokens)} out; ${calls} to ${modelName(usage.modelId)}.`;
}
