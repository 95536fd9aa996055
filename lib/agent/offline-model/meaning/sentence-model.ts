import { sentenceEncoder } from "@/lib/embeddings/sentence-encoder";

/** The built-in sentence model search by meaning uses: one copy in memory (about 200 MB) for both. */
export const embedSentences = (texts: string[]) => sentenceEncoder.embed(texts);

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
