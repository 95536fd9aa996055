import type { IntentOf } from "../intents";
import { bullets, messageOf, quote, run, type Plan } from "../plan-kit";
import { asRecord, itemsOf, labelOf } from "../resolve";

/** How much of a fetched page or response the reply quotes. */
const EXCERPT_CHARS = 600;

const excerpt = (text: string) => (text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS).trimEnd()}…` : text);

export function* searchContent({ query }: IntentOf<"search">): Plan {
  const result = yield* run({ toolName: "search_content", input: { query }, describe: `search the site for ${quote(query)}` });
  const lines = itemsOf(result).map((hit) => `${String(hit.type ?? "item")} **${labelOf(hit)}**${typeof hit.snippet === "string" && hit.snippet ? ` — ${hit.snippet}` : ""}`);
  return { text: lines.length ? `${messageOf(result) ?? "Matches:"}\n\n${bullets(lines, 8)}` : `Nothing on the site matches ${quote(query)}.` };
}

export function* webSearch({ query }: IntentOf<"webSearch">): Plan {
  const result = yield* run({ toolName: "web_quickSearch", input: { query }, describe: `search the web for ${quote(query)}` });
  const lines = itemsOf(result).map((hit) => `[${labelOf(hit)}](${String(hit.url ?? "")})${typeof hit.snippet === "string" && hit.snippet ? ` — ${hit.snippet}` : ""}`);
  return { text: lines.length ? `${messageOf(result) ?? "Results:"}\n\n${bullets(lines, 5)}` : `The web search found nothing for ${quote(query)}.` };
}

export function* fetchUrl({ url, via }: IntentOf<"fetchUrl">): Plan {
  if (via === "http") {
    const result = yield* run({ toolName: "http_get", input: { url }, describe: `fetch ${url}` });
    const body = asRecord(result.response)?.body;
    return { text: `${messageOf(result) ?? `Fetched ${url}.`}${typeof body === "string" && body ? `\n\n\`\`\`\n${excerpt(body)}\n\`\`\`` : ""}` };
  }
  const result = yield* run({ toolName: "web_fetchContent", input: { url }, describe: `read ${url}` });
  const content = asRecord(result.content) ?? {};
  const text = typeof content.text === "string" ? content.text : "";
  return { text: `${messageOf(result) ?? `Read ${url}.`}${text ? `\n\n> ${excerpt(text).replace(/\n+/g, "\n> ")}` : ""}` };
}
