const NAMED_ENTITIES: Record<string, string> = {
  amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", ndash: "–", mdash: "—",
  hellip: "…", lsquo: "‘", rsquo: "’", ldquo: "“", rdquo: "”", copy: "©", reg: "®", trade: "™",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, name: string) => {
    if (name[0] === "#") {
      const code = name[1].toLowerCase() === "x" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? match;
  });
}

// Elements whose content is never reading matter.
const HIDDEN_ELEMENTS = ["script", "style", "noscript", "template", "svg", "iframe", "head", "nav", "footer", "form"];
const BLOCK_TAGS = /<\/?(p|div|section|article|main|header|h[1-6]|li|ul|ol|tr|table|blockquote|pre|br|hr)\b[^>]*>/gi;

/** The page's title and its readable text: tags, scripts, styles and navigation removed, whitespace tidied. */
export function extractReadableText(html: string): { title: string; text: string } {
  const title = decodeEntities(/<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? "").replace(/\s+/g, " ").trim();
  let body = html.replace(/<!--[\s\S]*?-->/g, " ");
  for (const tag of HIDDEN_ELEMENTS) body = body.replace(new RegExp(`<${tag}\\b[\\s\\S]*?</${tag}\\s*>`, "gi"), " ");
  const text = decodeEntities(body.replace(BLOCK_TAGS, "\n").replace(/<[^>]+>/g, " "))
    .split("\n")
    .map((line) => line.replace(/[ \t\f\v\r]+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
  return { title, text };
}

/** Cuts text to at most `max` characters, saying whether anything was cut. */
export function truncateText(text: string, max: number): { text: string; truncated: boolean } {
  return text.length <= max ? { text, truncated: false } : { text: `${text.slice(0, max).trimEnd()}…`, truncated: true };
}

/** True for content types that are text a model can read (HTML, plain text, JSON, XML, …). */
export function isTextContentType(contentType: string): boolean {
  return /^(text\/|application\/([\w.+-]+\+)?(json|xml|javascript|x-www-form-urlencoded))/i.test(contentType.trim());
}
