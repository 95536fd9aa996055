import { afterEach, describe, expect, it } from "vitest";
import { OFFLINE_MODEL_ID, listModels, resolveModel } from "@/lib/agent/models";

const KEYS = ["OPENAI_API_KEY", "OPENAI_MODEL", "OPENAI_BASE_URL", "OPENAI_API_STYLE", "ANTHROPIC_API_KEY", "OPENROUTER_API_KEY", "OPENAI_COMPATIBLE_BASE_URL", "OPENAI_COMPATIBLE_MODEL", "OPENAI_COMPATIBLE_NAME"];
const saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]));
afterEach(() => {
  for (const key of KEYS) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
});
const clear = () => KEYS.forEach((k) => delete process.env[k]);

describe("model selection", () => {
  it("uses the offline model when no provider is configured", () => {
    clear();
    expect(listModels()).toEqual([expect.objectContaining({ id: OFFLINE_MODEL_ID, offline: true, label: expect.stringMatching(/Offline model/) })]);
    const { option, model } = resolveModel();
    expect(option.offline).toBe(true);
    expect(typeof model === "object" && model.provider).toBe("offline");
  });

  it("lists configured providers first, with overridable base URLs, and keeps the offline one", () => {
    clear();
    process.env.OPENAI_API_KEY = "sk-test";
    process.env.OPENAI_BASE_URL = "http://127.0.0.1:9/v1";
    process.env.OPENAI_COMPATIBLE_BASE_URL = "http://127.0.0.1:11434/v1";
    process.env.OPENAI_COMPATIBLE_MODEL = "llama3.2";
    process.env.OPENAI_COMPATIBLE_NAME = "ollama";
    expect(listModels().map((m) => m.id)).toEqual(["openai:gpt-4.1-mini", "ollama:llama3.2", OFFLINE_MODEL_ID]);
    expect(resolveModel().option.id).toBe("openai:gpt-4.1-mini");
    const compatible = resolveModel("ollama:llama3.2").model;
    expect(typeof compatible === "object" && compatible.modelId).toBe("llama3.2");
  });

  it("says clearly when OPENAI_API_STYLE names no API style", () => {
    clear();
    process.env.OPENAI_API_KEY = "sk-test";
    process.env.OPENAI_API_STYLE = "completions";
    expect(listModels().map((m) => m.id)).toContain("openai:gpt-4.1-mini");
    expect(() => resolveModel("openai:gpt-4.1-mini")).toThrow('OPENAI_API_STYLE is "completions", which is not an API style.');
    process.env.OPENAI_API_STYLE = "Chat";
    expect(resolveModel("openai:gpt-4.1-mini").option.id).toBe("openai:gpt-4.1-mini");
  });

  it("refuses an unknown model id with the valid choices", () => {
    clear();
    expect(() => resolveModel("openai:gpt-9")).toThrow(/Unknown model "openai:gpt-9"/);
  });
});
