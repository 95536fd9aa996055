import "server-only";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { EmbeddingModelV4 } from "@ai-sdk/provider";
import { embedMany } from "ai";
import type { Embedder } from "./embedder";

/**
 * The embedding model from the environment, or null: EMBEDDING_BASE_URL (or OPENAI_COMPATIBLE_BASE_URL)
 * with EMBEDDING_MODEL for an OpenAI-compatible server (Ollama, LM Studio, vLLM), else OpenAI itself
 * when OPENAI_API_KEY is set (EMBEDDING_MODEL, default text-embedding-3-small).
 */
export function embeddingModelFromEnv(env: NodeJS.ProcessEnv = process.env): EmbeddingModelV4 | null {
  const modelId = env.EMBEDDING_MODEL;
  const baseURL = env.EMBEDDING_BASE_URL || env.OPENAI_COMPATIBLE_BASE_URL;
  if (baseURL && modelId) {
    const apiKey = env.EMBEDDING_API_KEY || env.OPENAI_COMPATIBLE_API_KEY;
    return createOpenAICompatible({ name: "embeddings", baseURL, apiKey }).embeddingModel(modelId);
  }
  if (env.OPENAI_API_KEY) return createOpenAI({ apiKey: env.OPENAI_API_KEY }).embedding(modelId || "text-embedding-3-small");
  return null;
}

export function providerEmbedder(model: EmbeddingModelV4): Embedder {
  return {
    id: `${model.provider}:${model.modelId}`,
    label: `the embedding model ${model.modelId}`,
    // Hosted embedding models spread unrelated texts lower than the built-in one does.
    related: 0.3,
    embed: async (values) => (await embedMany({ model, values, maxRetries: 1 })).embeddings,
  };
}
