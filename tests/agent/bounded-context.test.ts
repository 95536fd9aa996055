import type { ModelMessage } from "ai";
import { describe, expect, it } from "vitest";
import { CURRENT_RESULT_CHARS, EARLIER_RESULT_CHARS, TURNS_LEFT_OUT_TOGETHER, boundedContext } from "@/lib/agent/bounded-context";

const bigList = { ok: true, items: Array.from({ length: 400 }, (_, i) => ({ id: `page-${i}`, title: `Page number ${i}` })) };

/** One turn: the question, a call, its (large) result, the answer. */
const turn = (n: number): ModelMessage[] => [
  { role: "user", content: `question ${n}` },
  { role: "assistant", content: [{ type: "tool-call", toolCallId: `c${n}`, toolName: "cms_getPages", input: {} }] },
  { role: "tool", content: [{ type: "tool-result", toolCallId: `c${n}`, toolName: "cms_getPages", output: { type: "json", value: bigList } }] },
  { role: "assistant", content: `answer ${n}` },
];
const resultText = (message: ModelMessage) => {
  const part = message.role === "tool" ? message.content[0] : undefined;
  return part?.type === "tool-result" && part.output.type === "text" ? part.output.value : JSON.stringify(part);
};

describe("what the model is sent of a long chat", () => {
  it("cuts earlier turns' tool results hard and the current turn's gently, saying so", () => {
    const sent = boundedContext([...turn(1), ...turn(2)], 1_000_000);
    expect(resultText(sent[2]).length).toBeLessThan(EARLIER_RESULT_CHARS + 100);
    expect(resultText(sent[2])).toMatch(/… \(cut to 2,000 characters here; call the tool again for the rest\)$/);
    expect(resultText(sent[6]).length).toBeLessThan(CURRENT_RESULT_CHARS + 100);
    expect(resultText(sent[6]).length).toBeGreaterThan(EARLIER_RESULT_CHARS + 100);
  });

  it("leaves out the oldest turns a block at a time once over the budget, keeping the current turn whole", () => {
    const messages = Array.from({ length: 30 }, (_, i) => turn(i + 1)).flat();
    const sent = boundedContext(messages, 12_000);
    const left = Number(/The first (\d+) turns/.exec(String(sent[0].content))?.[1]);
    expect(left % TURNS_LEFT_OUT_TOGETHER).toBe(0);
    expect(sent[1]).toEqual({ role: "user", content: `question ${left + 1}` });
    expect(sent.slice(-4).map((m) => m.role)).toEqual(["user", "assistant", "tool", "assistant"]);
    expect(sent.at(-4)).toEqual({ role: "user", content: "question 30" });
    expect(Math.ceil(JSON.stringify(sent.slice(1)).length / 4)).toBeLessThanOrEqual(12_000);
    expect(boundedContext(messages, 12_000), "the same history gives the same prefix (it stays cached)").toEqual(sent);
  });

  it("sends a short chat as it is", () => {
    const short: ModelMessage[] = [{ role: "user", content: "hello" }, { role: "assistant", content: "Hi!" }];
    expect(boundedContext(short)).toEqual(short);
  });
});
