/** What editors call each site setting: the settings form and every message about a change read these. */
export const SETTING_LABELS = {
  name: "Site name",
  tagline: "Tagline",
  logo: "Logo",
  socialLinks: "Social links",
  seoTitle: "Default SEO title",
  seoDescription: "Default SEO description",
  "themeColors.primary": "Primary colour",
  "themeColors.accent": "Accent colour",
  "themeColors.background": "Background colour",
  "themeColors.text": "Text colour",
} as const;

/** A setting's label, by the name a change gives it ("logoImageId" is the logo). */
export const settingLabel = (field: string): string =>
  (SETTING_LABELS as Record<string, string>)[field === "logoImageId" ? "logo" : field] ?? field;

/** The label inside a sentence: "default SEO title", not "Default SEO title" nor "default seo title". */
export const settingInSentence = (field: string): string => {
  const label = settingLabel(field);
  return label.charAt(0).toLowerCase() + label.slice(1);
};
