import { SCALE } from "./vectors";

/**
 * Quantised vectors of one model, kept in one contiguous array so that a scan of 100,000 of them
 * is a tight loop. Each vector carries a small tag (what kind of item it is) to filter on.
 */
export class VectorTable {
  private slotOf = new Map<number, number>();
  private ids: number[] = [];
  private tags = new Uint8Array(0);
  private data = new Int8Array(0);
  private free: number[] = [];
  private dims = 0;

  static readonly EMPTY = 255;

  get size() {
    return this.slotOf.size;
  }

  set(id: number, tag: number, vector: Int8Array) {
    if (!this.dims) this.dims = vector.length;
    if (vector.length !== this.dims) throw new Error(`Vector of ${vector.length} dimensions in a table of ${this.dims}`);
    let slot = this.slotOf.get(id);
    if (slot === undefined) {
      slot = this.free.pop() ?? this.ids.length;
      if (slot === this.ids.length) this.grow(slot + 1);
      this.slotOf.set(id, slot);
    }
    this.ids[slot] = id;
    this.tags[slot] = tag;
    this.data.set(vector, slot * this.dims);
  }

  delete(id: number) {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.slotOf.delete(id);
    this.tags[slot] = VectorTable.EMPTY;
    this.free.push(slot);
  }

  private grow(slots: number) {
    if (slots > this.ids.length) this.ids.length = slots;
    if (slots <= this.tags.length) return;
    const capacity = Math.max(slots, this.tags.length * 2, 64);
    const tags = new Uint8Array(capacity).fill(VectorTable.EMPTY);
    tags.set(this.tags);
    const data = new Int8Array(capacity * this.dims);
    data.set(this.data);
    this.tags = tags;
    this.data = data;
  }

  /**
   * The `count` vectors most similar to `query` (cosine, -1 to 1) among those whose tag is wanted,
   * best first, and how many were compared.
   */
  nearest(query: Int8Array, count: number, wanted: (tag: number) => boolean): { hits: { id: number; score: number }[]; compared: number } {
    const { dims, data, tags } = this;
    const slots = this.ids.length;
    const scores = new Float32Array(slots);
    const candidates: number[] = [];
    for (let slot = 0; slot < slots; slot++) {
      const tag = tags[slot];
      if (tag === VectorTable.EMPTY || !wanted(tag)) continue;
      let dot = 0;
      for (let i = 0, at = slot * dims; i < dims; i++, at++) dot += query[i] * data[at];
      scores[slot] = dot / (SCALE * SCALE);
      candidates.push(slot);
    }
    const best = candidates.length > count * 4 ? topSlots(candidates, scores, count) : candidates.sort((a, b) => scores[b] - scores[a]).slice(0, count);
    return { hits: best.map((slot) => ({ id: this.ids[slot], score: scores[slot] })), compared: candidates.length };
  }
}

/** The `count` highest-scoring slots, best first, keeping a small sorted list instead of sorting them all. */
function topSlots(slots: number[], scores: Float32Array, count: number): number[] {
  const top: number[] = [];
  for (const slot of slots) {
    const score = scores[slot];
    if (top.length === count && score <= scores[top[count - 1]]) continue;
    let at = top.length;
    while (at > 0 && scores[top[at - 1]] < score) at--;
    top.splice(at, 0, slot);
    if (top.length > count) top.pop();
  }
  return top;
}
