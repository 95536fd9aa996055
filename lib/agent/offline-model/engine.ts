import type { Conversation, RecordedCall } from "./conversation";
import { parseRequest } from "./parse-request";
import { Halt, type Call } from "./plan-kit";
import { planFor } from "./plans";
import { GREETING_REPLY } from "./replies";
import { recentEntities } from "./resolve";
import { domainOf, REQUEST_TOOLS } from "./tool-domains";

/** What the model does in this step: say something, call one tool, or both (text first). */
export type ModelStep = { text?: string; call?: { toolName: string; input: Record<string, unknown> } };

function requestedDomains(turn: RecordedCall[]): Set<string> {
  const domains = turn
    .filter((call) => call.toolName === REQUEST_TOOLS)
    .flatMap((call) => ((call.input as { domains?: unknown })?.domains as unknown[] | undefined) ?? []);
  return new Set(domains.filter((domain): domain is string => typeof domain === "string"));
}

/** The next call of the plan, or a request for its tools when they are not offered. */
function callStep(call: Call, conversation: Conversation, firstOfTurn: boolean): ModelStep {
  if (!conversation.toolsAllowed) return { text: `I would need to ${call.describe}, but tools are switched off for this reply.` };
  if (conversation.tools.has(call.toolName)) {
    return { text: firstOfTurn ? `On it — I'll ${call.describe}.` : undefined, call: { toolName: call.toolName, input: call.input } };
  }
  const domain = domainOf(call.toolName);
  if (domain && conversation.tools.has(REQUEST_TOOLS) && !requestedDomains(conversation.turn).has(domain)) {
    return {
      text: `To ${call.describe} I need the ${domain} tools; asking for them.`,
      call: { toolName: REQUEST_TOOLS, input: { domains: [domain], reason: `To ${call.describe}.` } },
    };
  }
  return { text: `I can't ${call.describe} here: the tool it needs (${call.toolName}) is not available to me in this chat.` };
}

/**
 * Decides the next step from the conversation alone: parses the last user message into a plan and
 * replays the plan against the tool results already in the prompt. The first call without a result
 * is the next step; a plan that has all it needs answers in words.
 */
export function decideStep(conversation: Conversation): ModelStep {
  if (conversation.userText === undefined) return { text: GREETING_REPLY };
  const intent = parseRequest(conversation.userText);
  const plan = planFor(intent, { recent: recentEntities(conversation.earlier), tools: conversation.tools });
  const made = conversation.turn.filter((call) => call.toolName !== REQUEST_TOOLS);
  try {
    let next = plan.next();
    for (let index = 0; !next.done; index++) {
      const call = next.value;
      const recorded = made[index];
      if (!recorded) return callStep(call, conversation, conversation.turn.length === 0);
      if (recorded.toolName !== call.toolName) {
        return { text: `I lost track of this request (expected ${call.toolName}, found ${recorded.toolName}). Please ask again.` };
      }
      if (!recorded.outcome) return { text: `Waiting for the result of ${recorded.toolName}.` };
      next = plan.next(recorded.outcome);
    }
    return { text: next.value.text };
  } catch (error) {
    if (error instanceof Halt) return { text: error.reply };
    throw error;
  }
}
