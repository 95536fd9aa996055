import { editDistance } from "./spelling";

/** Colour words people use, as hex codes a theme can take ("dark blue" → "#1e3a8a"). */
const NAMED: Record<string, string> = {
  red: "#dc2626", "dark red": "#991b1b", "light red": "#f87171", orange: "#ea580c", "dark orange": "#c2410c", yellow: "#eab308", gold: "#ca8a04",
  green: "#16a34a", "dark green": "#166534", "light green": "#86efac", "forest green": "#14532d", teal: "#0d9488", turquoise: "#14b8a6",
  blue: "#2563eb", "dark blue": "#1e3a8a", navy: "#1e3a8a", "navy blue": "#1e3a8a", "light blue": "#60a5fa", "sky blue": "#38bdf8",
  purple: "#7c3aed", violet: "#7c3aed", "dark purple": "#4c1d95", pink: "#db2777", "hot pink": "#ec4899", brown: "#78350f",
  black: "#000000", white: "#ffffff", "off white": "#fafaf9", "off-white": "#fafaf9", cream: "#fdf6e3", grey: "#6b7280", gray: "#6b7280",
  "dark grey": "#374151", "dark gray": "#374151", "light grey": "#e5e7eb", "light gray": "#e5e7eb", charcoal: "#1f2937",
};

export type ColourValue = { hex: string } | { problem: string };

const COLOUR_WORDS = [...new Set(Object.keys(NAMED).flatMap((name) => name.split(/[\s-]+/)))];
/** Words that say how a colour looks, never a colour misspelt ("a bold red" is no gold). */
const SHADE_WORDS = new Set(["bold", "bright", "deep", "rich", "vivid", "strong", "soft", "pale", "warm", "cool", "muted", "vibrant", "punchy", "loud", "calm", "dusty", "fresh", "crisp", "nice", "proper", "real", "true", "pure"]);

/** "like a dark navvy blue", "pure white": the longest colour name among the words, each word forgiven one slip. */
function namedWithin(phrase: string): string | undefined {
  const words = phrase.split(/[\s-]+/).map((word) => (word.length >= 4 && !COLOUR_WORDS.includes(word) && !SHADE_WORDS.has(word) ? (COLOUR_WORDS.find((known) => known.length >= 4 && editDistance(word, known, 1) <= 1) ?? word) : word));
  const names = Object.keys(NAMED).sort((a, b) => b.length - a.length);
  const text = ` ${words.join(" ")} `;
  const found = names.find((name) => text.includes(` ${name.replace(/-/g, " ")} `));
  return found && NAMED[found];
}

/** A hex code or a colour name, checked: "#1d4ed8", "dark blue"; "#12345" and "sparkly" come back as problems to tell the person. */
export function readColour(words: string): ColourValue {
  const hex = /#[0-9a-f]+\b/i.exec(words)?.[0];
  if (hex) {
    if (/^#[0-9a-f]{6}$/i.test(hex)) return { hex: hex.toLowerCase() };
    if (/^#[0-9a-f]{3}$/i.test(hex)) return { hex: `#${[...hex.slice(1)].map((digit) => digit + digit).join("")}`.toLowerCase() };
    return { problem: `${hex} is not a valid hex colour: it has ${hex.length - 1} digits, and a hex colour has 6 (like #1d4ed8).` };
  }
  const name = words.toLowerCase().replace(/["'.!]/g, "").replace(/^(?:a|an|the|some|nice|bit|little|more)\s+/g, "").replace(/\s+(?:please|instead|colou?r)$/g, "").trim();
  const known = NAMED[name] ?? NAMED[name.replace(/^(?:a\s+)?(?:bit\s+)?/, "")] ?? namedWithin(name);
  return known ? { hex: known } : { problem: `I don't know the colour "${words.trim()}". Give a hex colour like #1d4ed8, or a colour name such as dark blue.` };
}
