import { words } from "popular-english-words/words.js";

/**
 * The 40,000 most used English words (the package lists them most used first): a word people really
 * use ("form", "calm", "sale"), while slips ("chnage", "meun") and gibberish are not among them.
 */
export const COMMON_WORDS: ReadonlySet<string> = new Set(words.slice(0, 40_000));
