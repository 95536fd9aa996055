import type { Outcome, RecordedCall, ToolResult } from "./conversation";
import type { DraftItem } from "./drafts";
import type { Entity } from "./resolve";

/**
 * One tool call a plan wants made; `describe` is a verb phrase for replies ("delete page 'About'"),
 * `declined` the reply when a person declines it (given the reason, if any), when the usual
 * "nothing was changed" would not be true.
 */
export type Call = { toolName: string; input: Record<string, unknown>; describe: string; declined?: (why: string) => string };

/**
 * What a plan finally says, the page or post it acted on (so a later "it" can refer to it), and the
 * drafts it is about although it changed nothing ("Blog is already hidden"): a later "publish it all"
 * includes them.
 */
export type Reply = { text: string; entity?: Entity; drafts?: DraftItem[] };

/**
 * A plan is a generator: it yields the tool calls it needs, a batch at a time, and receives their
 * outcomes back in the same order. A batch of several calls is made in one model step (the calls
 * must not depend on each other); most batches hold one call. The engine replays the plan against
 * the results already in the prompt, so it resumes exactly where the previous step left off.
 */
export type Plan = Generator<Call[], Reply, Outcome[]>;
export type Step<T> = Generator<Call[], T, Outcome[]>;

/**
 * Entities the plan may refer to as "it" (most recent first), the tools offered this step, and the
 * drafts the previous request changed ("publish it" after an edit).
 */
/** `lastCalls`: the tool calls of the previous request that made any (to change what it changed again). */
export type PlanContext = { recent: Entity[]; tools: ReadonlySet<string>; lastEdits: DraftItem[]; lastCalls: RecordedCall[]; chatEdits?: DraftItem[] };

/** Ends a plan early with a reply (not found, failed, denied); `declined`: a person said no. */
export class Halt extends Error {
  constructor(
    readonly reply: string,
    readonly declined = false,
  ) {
    super(reply);
  }
}

type Denied = Extract<Outcome, { status: "denied" }>;

function deniedText(call: Call, { reason, byPerson }: Denied): string {
  if (!byPerson) return `I couldn't ${call.describe}: ${reason ?? "the server did not run it."}`;
  const why = reason ? ` The reason given: "${reason}".` : "";
  return call.declined ? call.declined(why) : `OK — I did not ${call.describe}: the action was declined.${why} Nothing was changed.`;
}

export function failedText(call: Call, error: string, hint?: string): string {
  return `I couldn't ${call.describe}: ${error}${hint ? `\n\nHint: ${hint}` : ""}`;
}

/** Makes a call that must succeed: a failure or a denial ends the plan with a plain explanation. */
export function* run(call: Call): Step<ToolResult> {
  const [outcome] = yield [call];
  if (outcome.status === "ok") return outcome.result;
  if (outcome.status === "denied") throw new Halt(deniedText(call, outcome), outcome.byPerson);
  throw new Halt(failedText(call, outcome.error, outcome.hint));
}

/** Makes a call whose failure the plan handles itself (e.g. a lookup with a fallback). A denial still ends it. */
export function* attempt(call: Call): Step<Outcome> {
  const [outcome] = yield [call];
  if (outcome.status === "denied") throw new Halt(deniedText(call, outcome), outcome.byPerson);
  return outcome;
}

/** Makes independent calls together, in one step; each outcome, denials included, is the plan's to report. */
export function* settle(calls: Call[]): Step<Outcome[]> {
  return yield calls;
}

/**
 * Runs independent steps side by side: each round yields every unfinished step's next batch as
 * one batch, so N lookups take one model step instead of N. Results come back in the steps' order.
 */
export function* inParallel<T>(steps: Step<T>[]): Step<T[]> {
  const results: T[] = [];
  let running = steps.map((step, index) => ({ step, index, next: step.next() }));
  for (;;) {
    const waiting: { step: Step<T>; index: number; batch: Call[] }[] = [];
    for (const { step, index, next } of running) {
      if (next.done) results[index] = next.value;
      else waiting.push({ step, index, batch: next.value });
    }
    if (!waiting.length) return results;
    const outcomes = yield waiting.flatMap(({ batch }) => batch);
    let offset = 0;
    running = waiting.map(({ step, index, batch }) => {
      const next = step.next(outcomes.slice(offset, offset + batch.length));
      offset += batch.length;
      return { step, index, next };
    });
  }
}

/** A call a plan made, with what came of it. */
export type Logged = { call: Call; outcome: Outcome };

/** Runs a step as it is, writing each call it makes and its outcome to `log` (to see what a turn changed). */
export function* recorded<T>(step: Step<T>, log: Logged[]): Step<T> {
  let next = step.next();
  while (!next.done) {
    const batch = next.value;
    const outcomes = yield batch;
    batch.forEach((call, index) => log.push({ call, outcome: outcomes[index] }));
    next = step.next(outcomes);
  }
  return next.value;
}

/** One line for a settled call: the tool's message, or why it did not happen. */
function outcomeLine(call: Call, outcome: Outcome): string {
  if (outcome.status === "ok") return `✓ ${messageOf(outcome.result) ?? `Did ${call.describe}.`}`;
  if (outcome.status === "denied" && !outcome.byPerson) return `✗ Couldn't ${call.describe}: ${outcome.reason ?? "the server did not run it."}`;
  if (outcome.status === "denied") return `✗ Did not ${call.describe}: declined${outcome.reason ? ` ("${outcome.reason}")` : ""}.`;
  return `✗ Couldn't ${call.describe}: ${outcome.error}`;
}

/** What came of a settled batch: how many happened, then a line per call. */
export function settledText(calls: Call[], outcomes: Outcome[]): string {
  const done = outcomes.filter((outcome) => outcome.status === "ok").length;
  const heading =
    done === calls.length ? `Done — all ${calls.length}:` : done === 0 ? "Nothing was changed:" : `${done} of ${calls.length} done; nothing else was changed:`;
  return `${heading}\n\n${bullets(calls.map((call, index) => outcomeLine(call, outcomes[index])), calls.length)}`;
}

export const messageOf = (result: ToolResult) => (typeof result.message === "string" ? result.message : undefined);

/** A message that opens with a verb ("Created …", "Set …") reads on after "Done — "; a name does not. */
const OPENING_VERB = /^(?:[A-Z][a-z]+ed|Set|Hid|Made|Put)\b/;

/** "Done — created draft page 'Pricing' (/pricing) with 2 sections." from the tool's own message. */
export function doneText(result: ToolResult, fallback: string): string {
  const message = messageOf(result) ?? fallback;
  return `Done — ${OPENING_VERB.test(message) ? message[0].toLowerCase() + message.slice(1) : message}`;
}

/** "publish" → "published", "delete" → "deleted". */
export const pastTense = (verb: string) => (verb.endsWith("e") ? `${verb}d` : `${verb}ed`);

export const quote = (value: string) => `'${value}'`;

/** " 2 published, 1 draft." after a list's count, when the records listed differ in status ("how many can customers see?"). */
export function byStatus(records: ToolResult[]): string {
  const counts = new Map<string, number>();
  for (const record of records) if (typeof record.status === "string") counts.set(record.status, (counts.get(record.status) ?? 0) + 1);
  return counts.size > 1 ? ` ${[...counts].map(([status, count]) => `${count} ${status}`).join(", ")}.` : "";
}

/** A markdown bullet list, cut to `max` lines. */
export function bullets(lines: string[], max = 12): string {
  const shown = lines.slice(0, max).map((line) => `- ${line}`);
  if (lines.length > max) shown.push(`- …and ${lines.length - max} more`);
  return shown.join("\n");
}
