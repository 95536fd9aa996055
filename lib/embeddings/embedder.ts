import "server-only";
import { providerEmbedder, embeddingModelFromEnv } from "./provider";
import { sentenceEncoder } from "./sentence-encoder";

/** Turns texts into vectors whose cosine similarity says how close their meanings are. */
export type Embedder = {
  /** Names the model: vectors from different models are never compared. */
  id: string;
  /** Human name, for messages ("the built-in sentence model"). */
  label: string;
  /** The similarity from which two texts are related in meaning; below it, a nearest match is noise. */
  related: number;
  embed(texts: string[]): Promise<number[][]>;
};

/** The embedding provider configured in the environment, else the sentence model that ships with the app. */
export function embedderFromEnv(env: NodeJS.ProcessEnv = process.env): Embedder {
  const model = embeddingModelFromEnv(env);
  return model ? providerEmbedder(model) : sentenceEncoder;
}
