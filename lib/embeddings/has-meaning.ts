import { COMMON_WORDS } from "@/lib/text/common-words";

/**
 * Whether a text holds at least one common English word, so a match by meaning can mean something:
 * the nearest neighbour of "zzz-cl1q60" is only the item with the most similar gibberish.
 */
export const hasMeaning = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    // Whole words only: the letters of "z9ahn3" hold "ahn", which is a word of the list.
    .some((word) => /^\p{L}{3,}$/u.test(word) && COMMON_WORDS.has(word));
