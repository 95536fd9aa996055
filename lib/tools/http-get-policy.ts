import "server-only";
import type { ToolContext } from "./define";

/**
 * What http_get may send without a person's click. A GET reads, but its address and headers reach
 * the other server, so a model steered by text it read could carry the site's drafts out in them.
 *
 * - Headers: only these, which ask for a format or a fresher copy; anything else (credentials,
 *   X-HTTP-Method-Override, custom headers an API acts on) is refused. User-Agent is not among
 *   them: requests say honestly that they come from this CMS.
 * - Hosts: an address whose host is not on the admins' list asks first.
 * - Content: a path segment, query name or value, or header value that is long, or that repeats
 *   words of the site's content, asks first.
 */
export const ALLOWED_REQUEST_HEADERS = ["accept", "accept-language", "if-none-match", "if-modified-since"] as const;

/** Longer than any id, date or search term an API needs; long enough to hold a paragraph. */
export const LONG_VALUE_CHARS = 100;

/** This many words in a row that also stand in a row in the site's content count as its text. */
export const SHARED_WORDS = 4;

const HEADER_NAMES: Record<(typeof ALLOWED_REQUEST_HEADERS)[number], string> = {
  accept: "Accept",
  "accept-language": "Accept-Language",
  "if-none-match": "If-None-Match",
  "if-modified-since": "If-Modified-Since",
};

export const ALLOWED_HEADER_LIST = Object.values(HEADER_NAMES).join(", ");

/** The request headers http_get does not send, as the caller spelled them. */
export function refusedHeaders(headers: Record<string, string> = {}): string[] {
  return Object.keys(headers).filter((name) => !(ALLOWED_REQUEST_HEADERS as readonly string[]).includes(name.toLowerCase()));
}

/** A piece of a request that reaches another server, and where in the request it stands. */
export type Carrier = { where: string; text: string };

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** Every part of the request the other server sees and the model chose. */
export function carriers(url: URL, headers: Record<string, string> = {}): Carrier[] {
  const path = url.pathname
    .split("/")
    .filter(Boolean)
    .map((segment) => ({ where: "the path", text: decoded(segment) }));
  const query = [...url.searchParams].flatMap(([name, value]) => [
    { where: `the query parameter name “${name.slice(0, 40)}”`, text: name },
    { where: `the query parameter “${name.slice(0, 40)}”`, text: value },
  ]);
  const headerValues = Object.entries(headers).map(([name, value]) => ({ where: `the ${HEADER_NAMES[name.toLowerCase() as keyof typeof HEADER_NAMES] ?? name} header`, text: value }));
  return [...path, ...query, ...headerValues];
}

const wordsOf = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

function runsOf(words: string[]): string[] {
  const runs: string[] = [];
  for (let start = 0; start + SHARED_WORDS <= words.length; start++) runs.push(words.slice(start, start + SHARED_WORDS).join(" "));
  return runs;
}

/**
 * Why this GET needs a person's Confirm, one reason a line; none when it may run on its own.
 * Headers are not judged here: a call with a refused header fails before anything is sent.
 */
export async function reasonsToAsk(url: URL, headers: Record<string, string>, tool: ToolContext): Promise<string[]> {
  const reasons: string[] = [];
  if (!(await tool.services.allowedHosts.covers(url.hostname))) {
    reasons.push(`${url.hostname} is not on the list of hosts the assistant may read from without asking (Settings → Agent approvals).`);
  }
  return [...reasons, ...(await carriedContentReasons(carriers(url, headers), tool))];
}

/**
 * Why what these parts carry out of the site needs a person's Confirm: a long value (unless
 * `longValues` is false, e.g. for a search question), or words of the site's content.
 */
export async function carriedContentReasons(parts: Carrier[], tool: ToolContext, { longValues = true } = {}): Promise<string[]> {
  const reasons: string[] = [];
  if (longValues) {
    for (const { where, text } of parts) {
      if (text.length > LONG_VALUE_CHARS) reasons.push(`The request carries a long value (${text.length} characters) in ${where}.`);
    }
  }
  for (const { where, text } of parts.filter((part) => wordsOf(part.text).length >= SHARED_WORDS)) {
    const shared = await tool.services.contentSearch.sharedRun(tool.ctx, runsOf(wordsOf(text)));
    if (shared) reasons.push(`The request carries words from the site's content in ${where}: “${shared}…”.`);
  }
  return reasons;
}
