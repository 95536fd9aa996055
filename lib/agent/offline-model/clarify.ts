/**
 * What to say to a request the rules did not understand: when it is about the site (it names pages,
 * posts, the menu…), a short question with the real choices; when it is not, a one-line refusal.
 */
export type Topic = "sections" | "pages" | "posts" | "images" | "navigation" | "settings" | "testimonials" | "entries" | "moving" | "site";

/** Words that show what a request is about, most specific first. */
const TOPIC_WORDS: [Topic, RegExp][] = [
  ["testimonials", /\b(?:testimonials?|reviews?|kind\s+words)\b/i],
  ["entries", /\b(?:testimonials?|entries|entry|collections?|quotes?|team\s+members?|reviews?)\b/i],
  ["navigation", /\b(?:menu|nav|navigation|navbar|links?)\b/i],
  ["images", /\b(?:images?|pictures?|photos?|pics?|alt(?:\s+text)?|captions?|media)\b/i],
  ["settings", /\b(?:colou?rs?|tagline|slogan|logo|site\s+name|settings|favicon|fonts?|theme|blue|red|green|black|white|orange|purple|pink|grey|gray|yellow|brown)\b/i],
  ["sections", /\b(?:sections?|hero|headings?|subheading|faq|gallery|button|banner|blocks?|call to action|cta)\b/i],
  ["posts", /\b(?:posts?|articles?|blog|drafts?|tags?)\b/i],
  ["pages", /\b(?:pages?|home|about|contact|slug|seo|url)\b/i],
  ["moving", /\b(?:move|swap|reorder|top|bottom)\b/i],
  // "change something", "fix the website", "it's broken again": about the site, but not which part of it
  ["site", /\b(?:website|site|something|anything|stuff|things?|broken|not\s+working|(?:doesn't|does\s+not|isn't|is\s+not)\s+work(?:ing)?|404)\b|^(?:change|fix|update|edit|improve|modify|tweak|sort out|clean up)\b/i],
];

/** The site topic a request is about, or undefined when it is not about the site at all. */
export function topicOf(sentence: string): Topic | undefined {
  return TOPIC_WORDS.find(([, words]) => words.test(sentence))?.[0];
}

/** The question asked per topic, and the tool that lists the choices (if any). */
export const TOPIC_QUESTIONS: Record<Topic, { question: string; example: string; list?: { toolName: string; input: Record<string, unknown>; noun: string } }> = {
  pages: { question: "Which page do you mean, and what should I do with it — show it, rename it, publish it or delete it?", example: "“rename the about page to Our story”", list: { toolName: "cms_getPages", input: {}, noun: "pages" } },
  posts: { question: "Which post do you mean, and what should I do with it — show, publish, archive or delete it?", example: "“publish the post about autumn”", list: { toolName: "cms_getPosts", input: {}, noun: "posts" } },
  images: { question: "Which image do you mean, and what should I change — its alt text or caption, or delete it?", example: "“set the alt text of the coast image to \"Blue sea\"”", list: { toolName: "cms_listImages", input: {}, noun: "images" } },
  navigation: { question: "Which menu item do you mean, and should I add, rename, hide or remove it?", example: "“hide the Blog link”", list: { toolName: "cms_getNavigation", input: {}, noun: "menu items" } },
  sections: { question: "Which page and which section do you mean, and what should it say?", example: "“change the hero heading on the home page to \"Hello\"”" },
  settings: { question: "Which setting should I change — the site name, the tagline or a theme colour (primary, accent, background, text) — and to what?", example: "“make the accent colour #1d4ed8”" },
  testimonials: { question: "Which testimonial do you mean, and what should change — its words, its author or company, or should it come off the site?", example: "“change the company of the Maple Bakery testimonial to Maple & Co”", list: { toolName: "cms_getEntries", input: { collection: "testimonials" }, noun: "testimonials" } },
  entries: { question: "Which collection and entry do you mean, and what should I do with it?", example: "“list the testimonials”", list: { toolName: "cms_getCollections", input: {}, noun: "collections" } },
  site: { question: "What should I change — a page, a blog post, an image, the menu or the site settings (name, tagline, colours)?", example: "“rename the about page to Our story”" },
  moving: { question: "What should I move — a section of a page, or a menu item — and where to?", example: "“move the FAQ to the top of the about page”" },
};

export const OFF_TOPIC_REPLY = "Sorry, I can only help with this website — its pages, posts, images, menu and settings.";
