import type { UIMessageChunk } from "ai";

/**
 * useChat stops reading at the first `error` chunk. The server reports some errors and then goes
 * on to another step, saving the full answer; read that way, the person would see the error and
 * not the answer. An error is held back until the run either goes on to a new step (then it was
 * recovered from and is dropped) or ends (then it is delivered, before the end).
 */
export function deferRecoverableErrors(): TransformStream<UIMessageChunk, UIMessageChunk> {
  let held: UIMessageChunk | undefined;
  return new TransformStream({
    transform(chunk, controller) {
      if (chunk.type === "error") {
        held = chunk;
        return;
      }
      if (chunk.type === "start-step") held = undefined;
      if ((chunk.type === "finish" || chunk.type === "abort") && held) {
        controller.enqueue(held);
        held = undefined;
      }
      controller.enqueue(chunk);
    },
    flush(controller) {
      if (held) controller.enqueue(held);
    },
  });
}
