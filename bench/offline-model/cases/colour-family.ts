import type { COLOUR_FAMILIES } from "./types";

export type ColourFamily = (typeof COLOUR_FAMILIES)[number];

/**
 * The colour family a person would name for a hex code ("#1e3a8a" → "blue"), for `looksLike`
 * checks: greys by saturation, black and white by lightness, browns as dark oranges, else the hue.
 */
export function colourFamily(hex: string): ColourFamily | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(match[1].slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const chroma = max - min;
  const saturation = chroma === 0 ? 0 : chroma / (1 - Math.abs(2 * lightness - 1));
  if (lightness < 0.1) return "black";
  if (lightness > 0.93) return "white";
  if (saturation < 0.15) return "grey";
  let hue = 0;
  if (max === r) hue = ((g - b) / chroma) % 6;
  else if (max === g) hue = (b - r) / chroma + 2;
  else hue = (r - g) / chroma + 4;
  hue = (hue * 60 + 360) % 360;
  if (hue < 15 || hue >= 345) return "red";
  if (hue < 45) return lightness < 0.4 ? "brown" : "orange";
  if (hue < 70) return lightness < 0.3 ? "brown" : "yellow";
  if (hue < 160) return "green";
  if (hue < 195) return "teal";
  if (hue < 255) return "blue";
  if (hue < 290) return "purple";
  return "pink";
}
