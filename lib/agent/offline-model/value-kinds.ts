/**
 * Values people name by their kind rather than quote: "change the phone number on the contact page
 * to +44 20 7946 0123", "we're open 9–6 now". The request gives the new one; the page holds the old
 * one, found by the same pattern.
 */
export type ValueKind = "phone" | "email" | "hours";

const VALUE_PATTERNS: Record<ValueKind, RegExp> = {
  phone: /(?<!\w)\+?\d[\d ()-]{6,}\d(?!\w)/g,
  email: /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
  hours: /\b\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?\s*(?:[–—-]|to|until|till)\s*\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?\b/gi,
};

/** Words that say which kind of value a request is about. */
export const VALUE_WORDS: Record<ValueKind, RegExp> = {
  phone: /\b(?:phone|telephone|tel|mobile|landline)(?:\s+(?:number|no|nr|#))?\b|\bnumber\b/i,
  // (also "the hello@ address": an address named by its start)
  email: /\be-?mail(?:\s+address)?\b|[\w.+-]+@(?![\w-])/i,
  hours: /\b(?:open(?:ing)?(?:\s+(?:hours|times))?|hours|times|close|closing)\b/i,
};

/** Which kind of value words name ("telephone number" → phone), if any. */
export const valueKindOf = (words: string): ValueKind | undefined => (Object.keys(VALUE_WORDS) as ValueKind[]).find((kind) => VALUE_WORDS[kind].test(words));

/** The values of a kind in a text, each once, in order. */
export function valuesOf(kind: ValueKind, text: string): string[] {
  return [...new Set([...text.matchAll(VALUE_PATTERNS[kind])].map((match) => match[0].trim()))];
}
