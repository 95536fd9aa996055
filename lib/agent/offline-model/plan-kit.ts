import type { Outcome, ToolResult } from "./conversation";
import type { Entity } from "./resolve";

/** One tool call a plan wants made; `describe` is a verb phrase for replies ("delete page 'About'"). */
export type Call = { toolName: string; input: Record<string, unknown>; describe: string };

/** What a plan finally says, and the page or post it acted on (so a later "it" can refer to it). */
export type Reply = { text: string; entity?: Entity };

/**
 * A plan is a generator: it yields the tool calls it needs, a batch at a time, and receives their
 * outcomes back in the same order. A batch of several calls is made in one model step (the calls
 * must not depend on each other); most batches hold one call. The engine replays the plan against
 * the results already in the prompt, so it resumes exactly where the previous step left off.
 */
export type Plan = Generator<Call[], Reply, Outcome[]>;
export type Step<T> = Generator<Call[], T, Outcome[]>;

/** Entities the plan may refer to as "it" (most recent first), and the tools offered this step. */
export type PlanContext = { recent: Entity[]; tools: ReadonlySet<string> };

/** Ends a plan early with a reply (not found, failed, denied). */
export class Halt extends Error {
  constructor(readonly reply: string) {
    super(reply);
  }
}

function deniedText(call: Call, reason?: string): string {
  const why = reason ? ` The reason given: "${reason}".` : "";
  return `OK — I did not ${call.describe}: the action was declined.${why} Nothing was changed.`;
}

function failedText(call: Call, error: string, hint?: string): string {
  return `I couldn't ${call.describe}: ${error}${hint ? `\n\nHint: ${hint}` : ""}`;
}

/** Makes a call that must succeed: a failure or a denial ends the plan with a plain explanation. */
export function* run(call: Call): Step<ToolResult> {
  const [outcome] = yield [call];
  if (outcome.status === "ok") return outcome.result;
  throw new Halt(outcome.status === "denied" ? deniedText(call, outcome.reason) : failedText(call, outcome.error, outcome.hint));
}

/** Makes a call whose failure the plan handles itself (e.g. a lookup with a fallback). A denial still ends it. */
export function* attempt(call: Call): Step<Outcome> {
  const [outcome] = yield [call];
  if (outcome.status === "denied") throw new Halt(deniedText(call, outcome.reason));
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

/** One line for a settled call: the tool's message, or why it did not happen. */
function outcomeLine(call: Call, outcome: Outcome): string {
  if (outcome.status === "ok") return `✓ ${messageOf(outcome.result) ?? `Did ${call.describe}.`}`;
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

/** A markdown bullet list, cut to `max` lines. */
export function bullets(lines: string[], max = 12): string {
  const shown = lines.slice(0, max).map((line) => `- ${line}`);
  if (lines.length > max) shown.push(`- …and ${lines.length - max} more`);
  return shown.join("\n");
}
