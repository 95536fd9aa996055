import type { CSSProperties } from "react";

export type SiteTheme = { primary: string; accent: string; background: string; text: string };

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Black or white, whichever reads better on the given colour (editors choose any colour). */
export function readableOn(hex: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return "#ffffff";
  const light = luminance(hex);
  return (1.05) / (light + 0.05) >= (light + 0.05) / 0.05 ? "#ffffff" : "#111111";
}

/** The site's colours as CSS custom properties; site components use them as bg-[var(--site-primary)] etc. */
export function themeStyle(theme: SiteTheme): CSSProperties {
  return {
    "--site-primary": theme.primary,
    "--site-on-primary": readableOn(theme.primary),
    "--site-accent": theme.accent,
    "--site-on-accent": readableOn(theme.accent),
    "--site-bg": theme.background,
    "--site-text": theme.text,
  } as CSSProperties;
}
