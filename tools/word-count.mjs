// An example custom tool (README → "Custom tools"). It loads because tools.config.json lists it under
// this file, and asks before each run because the configuration gives it no other policy.
import { z } from "zod";

export const wordCount = {
  label: "Count words",
  description: "Count the words and characters of a text, e.g. to check a post's length.",
  input: z.object({ text: z.string().min(1).max(20_000).describe("The text whose words are counted") }).describe("The text to count"),
  // It only reads: nothing in the CMS changes (the registry test holds it to that).
  readOnly: true,
  execute: async ({ text }) => {
    const words = text.trim().split(/\s+/).filter(Boolean).length;
    return { ok: true, message: `${words} word${words === 1 ? "" : "s"}, ${text.length} characters.`, words, characters: text.length };
  },
};
