import type { Conversation, RecordedCall } from "./conversation";
import { lastTurnOf, readRequest, type ReadRequest } from "./listed-choice";
import { Halt, type Call } from "./plan-kit";
import { draftsChanged } from "./drafts";
import { planRequest } from "./plans";
import { GREETING_REPLY } from "./replies";
import { recentEntities } from "./resolve";
import { listOf } from "./text";
import { domainOf, REQUEST_TOOLS } from "./tool-domains";
import { getToolDefinition } from "@/lib/tools/registry";

export type ModelCall = { toolName: string; input: Record<string, unknown> };

/** What the model does in this step: say something, call tools (several at once when independent), or both (text first). */
export type ModelStep = { text?: string; calls?: ModelCall[] };

function requestedDomains(turn: RecordedCall[]): Set<string> {
  const domains = turn
    .filter((call) => call.toolName === REQUEST_TOOLS)
    .flatMap((call) => ((call.input as { domains?: unknown })?.domains as unknown[] | undefined) ?? []);
  return new Set(domains.filter((domain): domain is string => typeof domain === "string"));
}

/** The next batch of the plan, or a request for its tools when they are not offered. */
function callStep(batch: Call[], conversation: Conversation, firstOfTurn: boolean): ModelStep {
  const describe = listOf(batch.map((call) => call.describe));
  if (!conversation.toolsAllowed) return { text: `I would need to ${describe}, but tools are switched off for this reply.` };
  // A viewer reads; a change would only wait for an approval nobody can give, so it is declined up front.
  const change = conversation.role === "viewer" ? batch.find((call) => !call.toolName.startsWith("agent_") && getToolDefinition(call.toolName)?.readOnly === false) : undefined;
  if (change) return { text: `I can't ${change.describe}: you're signed in as a viewer, and viewers can read the site but not change it. Nothing was changed — an editor or admin can do this.` };
  const missing = batch.find((call) => !conversation.tools.has(call.toolName));
  if (!missing) {
    return { text: firstOfTurn ? `On it — I'll ${describe}.` : undefined, calls: batch.map(({ toolName, input }) => ({ toolName, input })) };
  }
  const domain = domainOf(missing.toolName);
  if (domain && conversation.tools.has(REQUEST_TOOLS) && !requestedDomains(conversation.turn).has(domain)) {
    return {
      text: `To ${describe} I need the ${domain} tools; asking for them.`,
      calls: [{ toolName: REQUEST_TOOLS, input: { domains: [domain], reason: `To ${missing.describe}.` } }],
    };
  }
  return { text: `I can't ${missing.describe} here: the tool it needs (${missing.toolName}) is not available to me in this chat.` };
}

/**
 * Decides the next step from the conversation alone: parses the last user message into a plan and
 * replays the plan against the tool calls already in the prompt, batch by batch. The first batch
 * without calls is the next step; a plan that has all it needs answers in words.
 */
export function decideStep(conversation: Conversation, read?: ReadRequest): ModelStep {
  if (conversation.userText === undefined) return { text: GREETING_REPLY };
  const { intent } = read ?? readRequest(conversation, conversation.userText);
  const lastTurn = lastTurnOf(conversation);
  const plan = planRequest(intent, { recent: recentEntities(conversation.earlier, lastTurn, conversation.lastReply), tools: conversation.tools, lastEdits: draftsChanged(lastTurn), lastCalls: lastTurn, chatEdits: draftsChanged(conversation.earlier) });
  const made = conversation.turn.filter((call) => call.toolName !== REQUEST_TOOLS);
  try {
    let next = plan.next();
    for (let index = 0; !next.done; ) {
      const batch = next.value;
      const recorded = made.slice(index, index + batch.length);
      if (!recorded.length) return callStep(batch, conversation, conversation.turn.length === 0);
      const mismatch = batch.findIndex((call, position) => recorded[position]?.toolName !== call.toolName);
      if (mismatch !== -1) {
        const found = recorded[mismatch]?.toolName ?? "nothing";
        return { text: `I lost track of this request (expected ${batch[mismatch].toolName}, found ${found}). Please ask again.` };
      }
      const outcomes = recorded.flatMap((call) => (call.outcome ? [call.outcome] : []));
      if (outcomes.length < recorded.length) return { text: `Waiting for the result of ${recorded.find((call) => !call.outcome)?.toolName}.` };
      index += batch.length;
      next = plan.next(outcomes);
    }
    return { text: next.value.text };
  } catch (error) {
    if (error instanceof Halt) return { text: error.reply };
    throw error;
  }
}
