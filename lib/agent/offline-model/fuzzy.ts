import { editDistance } from "./spelling";

/**
 * How well a name typed in a request matches a real title, label or file name, allowing slips
 * ("contcat" → "Contact", "old landign" → "Old landing page") and partial names ("five tips" →
 * "Five tips for faster pages"). Words that only say what kind of thing it is are ignored.
 */
const FILLER = new Set([
  "the", "a", "an", "our", "my", "this", "that", "page", "pages", "post", "posts", "article", "blog", "image", "images", "picture",
  "pictures", "photo", "photos", "pic", "one", "of", "item", "link", "menu", "entry", "testimonial", "from", "jpg", "jpeg", "png", "webp", "gif",
]);

const ARTICLES = new Set(["the", "a", "an", "our", "my", "this", "that", "of"]);

/** The words that name something; a name made only of kind words ("Blog", "Photos") keeps them. */
export function nameWords(value: string): string[] {
  const words = value
    .toLowerCase()
    .replace(/\.(?:jpe?g|png|webp|gif|avif)\b/g, "")
    .split(/[^\p{L}\p{N}£$€&]+/u)
    .filter(Boolean);
  const named = words.filter((word) => !FILLER.has(word));
  return named.length ? named : words.filter((word) => !ARTICLES.has(word));
}

/** A word without its common ending: "doubling" and "doubled", "booking" and "book" are one word. */
const stem = (word: string) => (word.length > 5 ? word.replace(/(?:ing|ed|es|er|s)$/, "") : word.replace(/s$/, ""));

function wordMatch(typed: string, real: string): number {
  if (typed === real) return 1;
  if (typed.length >= 4 && real.length >= 4 && stem(typed) === stem(real)) return 0.85;
  if (typed.length >= 3 && real.startsWith(typed)) return 0.9;
  if (real.length >= 3 && typed.startsWith(real) && typed.length - real.length <= 2) return 0.9;
  const allowed = typed.length >= 8 ? 2 : typed.length >= 4 ? 1 : 0;
  return allowed && editDistance(typed, real, allowed) <= allowed ? 0.8 : 0;
}

/** 0 (no match) to 1 (every typed word is in the name, exactly); a slight bonus for covering more of the name. */
export function nameScore(typed: string, real: string): number {
  const wanted = nameWords(typed);
  const have = nameWords(real);
  if (!wanted.length || !have.length) return 0;
  if (wanted.join(" ") === have.join(" ")) return 1.2;
  const scores = wanted.map((word) => Math.max(0, ...have.map((candidate) => wordMatch(word, candidate))));
  if (scores.some((score) => score === 0)) return 0;
  const covered = have.filter((candidate) => wanted.some((word) => wordMatch(word, candidate) > 0)).length / have.length;
  return scores.reduce((sum, score) => sum + score, 0) / wanted.length + covered * 0.1;
}

/** The candidates that match `typed` best (several when they tie), best first; none when nothing matches. */
export function bestNamed<T>(typed: string, candidates: T[], names: (candidate: T) => string[]): T[] {
  const scored = candidates
    .map((candidate) => ({ candidate, score: Math.max(0, ...names(candidate).map((name) => nameScore(typed, name))) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score);
  if (!scored.length) return [];
  return scored.filter(({ score }) => score >= scored[0].score - 0.001).map(({ candidate }) => candidate);
}

/** How many other words a name found inside the words typed may stand among. */
const AROUND_A_NAME = 8;

/**
 * The candidates whose whole name stands, word for word, inside a longer name typed with other words
 * around it ("about page for now" → "About", "Contact page a real" → "Contact"): the longest such
 * names win, several when they tie. Only for when nothing matched the typed name as a whole.
 */
export function namedWithin<T>(typed: string, candidates: T[], names: (candidate: T) => string[]): T[] {
  const typedWords = nameWords(typed);
  const words = ` ${typedWords.join(" ")} `;
  const lengths = candidates.map((candidate) =>
    Math.max(0, ...names(candidate).map((name) => nameWords(name)).map((run) => (run.length && words.includes(` ${run.join(" ")} `) ? run.length : 0))),
  );
  const longest = Math.max(0, ...lengths);
  // …a few words around it, never a whole sentence that happens to hold a name ("delete the second
  // 'the', so that the FAQ answer on the About page reads …" is no request about the page "About")
  if (!longest || typedWords.length - longest > AROUND_A_NAME) return [];
  return candidates.filter((_, index) => lengths[index] === longest);
}
