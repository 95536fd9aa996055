import { INTENT_EXAMPLES, type IntentExample } from "./examples";
import { cosine, embedSentences } from "./sentence-model";

/**
 * Requests the rules did not understand, matched by meaning: the nearest example phrasing (k-NN
 * over the examples of every intent) picks the intent. When it is confident (close enough, and
 * clearly ahead of any other intent) and the intent only reads, the request is rewritten to that
 * intent's canonical phrasing with its own names and values slotted in.
 */
const CONFIDENT = 0.45;
const MARGIN = 0.03;

let examples: Promise<{ intent: IntentExample; vector: number[] }[]> | null = null;

function exampleVectors() {
  examples ??= (async () => {
    const rows = INTENT_EXAMPLES.flatMap((intent) => [...intent.examples, ...(intent.canonical && !intent.canonical.includes("{") ? [intent.canonical] : [])].map((text) => ({ intent, text })));
    const vectors = await embedSentences(rows.map((row) => row.text));
    return rows.map((row, index) => ({ intent: row.intent, vector: vectors[index] }));
  })().catch((error: unknown) => {
    examples = null;
    throw error;
  });
  return examples;
}

const STOP = new Set("a an the this that these those to of in on for from with by at as and or but is are was be it its it's my our your we i me you us please can could would should will do does did don't not no any some all every up out off into onto so just now then again also very really want need like have has about there here".split(" "));

/** The words a request adds to its intent: what is left once the intent's own words are gone ("get rid of the careers page" → "careers"). */
function namesIn(request: string, intent: IntentExample, value: string | undefined): string {
  const own = new Set(intent.examples.concat(intent.canonical ?? "").join(" ").toLowerCase().match(/[a-z']+/g) ?? []);
  const rest = value ? request.replace(value, " ") : request;
  const words = rest.split(/\s+/).filter((word) => {
    const bare = word.toLowerCase().replace(/[^a-z0-9'&-]/g, "");
    return bare && !STOP.has(bare) && !own.has(bare) && !/^(?:page|pages|post|posts|article|image|picture|photo|menu|nav|navigation|link|item|site|website)s?$/.test(bare);
  });
  return words.join(" ").replace(/[,.!?:;]+$/, "");
}

/** The new value a request gives: quoted text, else what follows its last " to ", " as ", "be " or ":". */
function valueIn(request: string): string | undefined {
  const quoted = /"([^"]+)"|(?<!\w)'([^']+)'(?!\w)/.exec(request);
  if (quoted) return quoted[0];
  return /(?:\s(?:to|as|be|say|says|read|reads|called)\s|:\s*)([^:]+?)$/i.exec(request)?.[1]?.trim();
}

function fill(intent: IntentExample, request: string): string | undefined {
  const canonical = intent.canonical!;
  const value = canonical.includes("{value}") ? valueIn(request) : undefined;
  if (canonical.includes("{value}") && !value) return undefined;
  const names = canonical.includes("{x}") ? namesIn(request, intent, value) : "";
  if (canonical.includes("{x}") && !names) return undefined;
  return canonical.replace("{x}", names).replace("{value}", value ?? "");
}

/** How the request reads by meaning; undefined when the sentence model is unavailable or nothing is close. */
export async function rankByMeaning(request: string): Promise<[IntentExample, number][]> {
  const [vectors, [query]] = await Promise.all([exampleVectors(), embedSentences([request])]);
  const best = new Map<IntentExample, number>();
  for (const { intent, vector } of vectors) best.set(intent, Math.max(best.get(intent) ?? -1, cosine(query, vector)));
  return [...best].sort((a, b) => b[1] - a[1]);
}

/** The request as the rules would read it, when its meaning is clearly a read; undefined otherwise or when the sentence model is unavailable. */
export async function readByMeaning(request: string): Promise<string | undefined> {
  const [[top, score], [, second]] = await rankByMeaning(request);
  if (!top.reads || score < CONFIDENT || score - second < MARGIN) return undefined;
  return fill(top, request);
}
