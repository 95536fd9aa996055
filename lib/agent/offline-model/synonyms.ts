/**
 * Words that name the same thing in a picture's description, for finding images by what they show
 * ("a picture of the sea" → "Calm blue coastline", "purple" → "violet dusk"). Deterministic: a
 * word matches its group's other words, nothing is guessed. Used for image descriptions only —
 * titles and labels are matched as typed (fuzzy.ts).
 */
const GROUPS = [
  "sea ocean coast coastline beach shore seaside waves bay",
  "mountain mountains hill hills peak peaks summit ridge alps",
  "purple violet lilac lavender mauve",
  "red crimson scarlet",
  "orange amber",
  "grey gray",
  "sunset dusk evening twilight",
  "sunrise dawn morning daybreak",
  "forest woods woodland trees",
  "city town urban street streets",
  "team people staff colleagues group",
  "office studio workplace desk workspace",
  "coffee cafe espresso latte cup mug",
  "bike bicycle cycle",
  "autumn fall leaves",
  "plant plants fern flower flowers",
  "lake pond",
  "photo picture image pic",
];

const GROUP_OF = new Map<string, Set<string>>();
for (const group of GROUPS) {
  const words = new Set(group.split(" "));
  for (const word of words) GROUP_OF.set(word, words);
}

/** Whether two words name the same thing in a picture ("sea" and "coastline"). */
export const sameThing = (a: string, b: string) => a !== b && !!GROUP_OF.get(a.toLowerCase())?.has(b.toLowerCase());
