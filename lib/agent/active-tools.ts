import { ALWAYS_ACTIVE_DOMAINS } from "@/lib/domain/tool-domains";
import type { ToolDomain } from "@/lib/tools/define";
import type { RememberedEntity } from "./memory";

const KEYWORDS: [RegExp, ToolDomain[]][] = [
  [/\b(pages?|home ?page|landing|slug|seo)\b/i, ["pages", "sections"]],
  [/\b(sections?|hero|faq|features?|call to action|cta|gallery|heading|text block)\b/i, ["sections", "pages"]],
  [/\b(images?|photos?|pictures?|alt text|caption|logo|media)\b/i, ["images"]],
  [/\b(stock|pexels)\b/i, ["images"]],
  [/\b(posts?|blog|articles?|drafts?|archive)\b/i, ["posts"]],
  [/\b(publish\w*|unpublish\w*|go(es|ing)? live|release|review)\b/i, ["publishing", "pages", "posts"]],
  [/\b(nav|navigation|menu|links?)\b/i, ["navigation", "pages"]],
  [/\b(settings?|tagline|site name|theme|colou?rs?|social)\b/i, ["settings"]],
  [/\b(testimonials?|entries|entry|collections?)\b/i, ["entries"]],
  [/\b(web|internet|research|online)\b/i, ["web"]],
  [/\b(https?:\/\/|urls?|api|webhook|http)\b/i, ["http", "web"]],
  [/\b(search|find|look for|where)\b/i, ["search"]],
  [/\b(undo|undelete|restore|revert|bring (it |them )?back|put (it |them )?back|trash|bin|recycle)\b/i, ["history"]],
];

const FALLBACK: ToolDomain[] = ["pages", "posts", "search"];

const ENTITY_DOMAINS: Record<RememberedEntity["type"], ToolDomain[]> = {
  page: ["pages"],
  section: ["sections", "pages"],
  post: ["posts"],
  image: ["images"],
  navItem: ["navigation"],
};

/**
 * The tool groups a request needs: by the words in it, the kinds of entity just worked on
 * ("publish it"), and what the model asked for with agent_requestTools. Everything else stays out
 * of the prompt, which keeps schema tokens down.
 */
export function selectDomains(request: string, memory: RememberedEntity[], requested: Iterable<string> = []): ToolDomain[] {
  const domains = new Set<ToolDomain>(ALWAYS_ACTIVE_DOMAINS);
  let matched = false;
  for (const [pattern, found] of KEYWORDS) {
    if (pattern.test(request)) {
      matched = true;
      found.forEach((d) => domains.add(d));
    }
  }
  if (!matched) FALLBACK.forEach((d) => domains.add(d));
  for (const entity of memory.slice(-3)) ENTITY_DOMAINS[entity.type].forEach((d) => domains.add(d));
  for (const domain of requested) domains.add(domain as ToolDomain);
  return [...domains];
}
