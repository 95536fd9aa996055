/** The package ships plain JavaScript: its word list, most used first. */
declare module "popular-english-words/words.js" {
  export const words: string[];
}
