/**
 * Names in the demo site (lib/seed/demo-site.ts) that the cases refer to, so a long title is typed
 * once. tests/offline-model-cases/cases.test.ts seeds the demo site and checks each one.
 */
export const DEMO = {
  pages: ["Home", "About", "Contact"],
  posts: {
    welcome: "Welcome to our new website", // published, tag news, cover mountain-sunrise.jpg, the oldest
    process: "Behind the scenes: our design process", // published, tags process + design, cover studio-dusk.jpg
    autumn: "Autumn collection: colours of the season", // the draft, tags design + seasonal, cover autumn-valley.jpg
  },
  images: ["mountain-sunrise.jpg", "studio-dusk.jpg", "autumn-valley.jpg", "blue-coast.png"],
  menu: ["Home", "About", "Blog", "Contact"],
  testimonials: ["Maple Bakery", "Harbour Books"],
  accent: "#d9622b",
  primary: "#35524a",
} as const;
