import "server-only";
import {
  convertToModelMessages,
  createUIMessageStream,
  createUIMessageStreamResponse,
  generateId,
  isStepCount,
  streamText,
  toUIMessageStream,
  wrapLanguageModel,
  type LanguageModel,
  type ToolSet,
  type UIMessage,
} from "ai";
import { z } from "zod";
import type { TurnMetadata } from "@/lib/domain/chat-turn";
import { audit } from "@/lib/services/audit";
import { chats, type StoredMessage } from "@/lib/services/chats";
import { userContext, type ServiceContext } from "@/lib/services/context";
import { forbidden } from "@/lib/services/errors";
import type { SessionUser } from "@/lib/services/sessions";
import { settings } from "@/lib/services/settings";
import { toolPolicies } from "@/lib/services/tool-policies";
import { turnUsage } from "@/lib/services/turn-usage";
import { parseInput } from "@/lib/services/validate";
import type { ToolDomain } from "@/lib/tools/define";
import { REQUESTABLE_DOMAINS } from "@/lib/tools/meta";
import { loadExternalTools } from "@/lib/mcp/external-tools";
import { TOOL_DEFINITIONS, getToolDefinition, setExternalTools, toolsInDomains } from "@/lib/tools/registry";
import { selectDomains } from "./active-tools";
import { expiredAmongDeclined, shownPreviews } from "./approval-freshness";
import { deniedCallNotes, markDeniedCalls } from "./denied-calls";
import { createApprovalGate } from "./approval-gate";
import { boundedContext } from "./bounded-context";
import { approvalSecret } from "./approval-secret";
import { ApprovedCalls } from "./approved-calls";
import { withChatLock } from "./chat-lock";
import { agentInstructions } from "./instructions";
import { workingMemory } from "./memory";
import { incomingMessage } from "./incoming-message";
import { assertSendable, continueStoredTurn, mergeIncomingMessage, messageText, settleInterruptedCalls, type ApprovalAnswer } from "./merge-messages";
import { safeModelDownload } from "./model-downloads";
import { answerWithin, modelTimeouts } from "./model-timeouts";
import { modelIdOf, resolveModel } from "./models";
import { readableError } from "./readable-error";
import { runFaults } from "./run-faults";
import { stopAfterTerminalTool } from "./terminal-tools";
import { toAiTools, type TurnContext } from "./tool-runtime";
import { withUniqueToolCallIds } from "./unique-tool-call-ids";

export const chatRequestSchema = z.object({
  id: z.string().trim().min(1, "Chat id is required").max(100),
  messages: z.array(z.unknown()).min(1, "Send at least one message"),
  modelId: z.string().max(200).optional(),
  /** Retry after the reply broke off: run on from the stored turn instead of taking a new message. */
  continue: z.literal(true).optional(),
});

export const DEFAULT_MAX_STEPS = 12;

function maxSteps() {
  const value = Number(process.env.AGENT_MAX_STEPS);
  return Number.isInteger(value) && value > 0 && value <= 50 ? value : DEFAULT_MAX_STEPS;
}

/**
 * Every tool's schema, to validate incoming messages against; built once per process. These tools
 * never run: each turn builds its own, bound to the acting user.
 */
const validationTurn: TurnContext = { base: { actor: { id: null, label: "validation", role: "viewer", kind: "agent" } }, approvals: new ApprovedCalls() };
let validationTools: ToolSet | undefined;
const toolsForValidation = () => (validationTools ??= toAiTools(TOOL_DEFINITIONS, validationTurn));

async function recordAnswers(ctx: ServiceContext, answers: ApprovalAnswer[]) {
  for (const answer of answers) {
    await audit.record(
      { ...ctx, toolCallId: answer.toolCallId },
      {
        action: `tool.${answer.toolName}`,
        outcome: answer.approved ? "success" : "denied",
        decision: answer.approved ? "approved" : "denied",
        message: answer.approved ? `Approved by ${ctx.actor.label}` : `Denied by ${ctx.actor.label}${answer.reason ? `: ${answer.reason}` : ""}`,
      },
    );
  }
}

const REQUESTABLE = new Set<string>(REQUESTABLE_DOMAINS);

function requestedIn(output: unknown): ToolDomain[] {
  return ((output as { domains?: string[] } | undefined)?.domains ?? []).filter((d): d is ToolDomain => REQUESTABLE.has(d));
}

/** Domains asked for earlier in this turn, e.g. before an approval paused it. */
function domainsRequestedInTurn(messages: UIMessage[]): ToolDomain[] {
  const turnStart = messages.findLastIndex((m) => m.role === "user");
  return messages
    .slice(turnStart + 1)
    .flatMap((m) => m.parts)
    .flatMap((part) => (part.type === "tool-agent_requestTools" && "output" in part ? requestedIn(part.output) : []));
}

/** Domains the model asked for with agent_requestTools during this run's steps. */
function requestedDomains(steps: { toolResults: { toolName: string; output: unknown }[] }[]): ToolDomain[] {
  return steps.flatMap((step) =>
    step.toolResults
      .filter((result) => result.toolName === "agent_requestTools")
      .flatMap((result) => requestedIn(result.output)),
  );
}

/**
 * POST /api/chat: validates the one new message, merges it into the stored chat, runs the agent
 * and streams UI messages, saving the turn as it goes.
 */
export async function handleChatRequest(body: unknown, user: SessionUser, options: { model?: LanguageModel; abortSignal?: AbortSignal } = {}): Promise<Response> {
  const request = parseInput(chatRequestSchema, body, "Invalid chat request");
  const ctx = userContext(user);
  // External MCP servers' tools join this turn; one that is down only costs its own tools.
  const external = await loadExternalTools();
  setExternalTools(external);
  const incoming = await incomingMessage(request.messages.at(-1), { ...toolsForValidation(), ...toAiTools(external, validationTurn) });
  assertSendable(incoming);
  const faults = runFaults();
  const timeouts = modelTimeouts();
  const chosen = options.model ? { model: options.model, option: undefined } : resolveModel(request.modelId);
  const modelId = chosen.option?.id ?? modelIdOf(chosen.model);
  const model = wrapLanguageModel({
    model: withUniqueToolCallIds(chosen.model),
    middleware: [faults.watchStream, answerWithin(timeouts.firstChunkMs)],
  });

  // Everything is checked before anything is written: a refused request leaves no chat behind.
  const { messages, approvals, turnId } = await withChatLock(request.id, async () => {
    const raw = (await chats.messagesOf(ctx, request.id)) as unknown as UIMessage[];
    const stored = settleInterruptedCalls(raw);
    const merged = request.continue ? continueStoredTurn(stored, incoming) : mergeIncomingMessage(stored, incoming);
    if (merged.approvals.length && user.role === "viewer") throw forbidden("Viewers cannot approve or deny the assistant's actions.");
    const last = merged.messages.at(-1)!;
    const settled = stored.filter((message, index) => message !== raw[index] && message.id !== last.id);
    await chats.saveMessages(ctx, request.id, [...settled, last] as unknown as StoredMessage[], messageText(incoming));
    return { ...merged, turnId: last.role === "assistant" ? last.id : generateId() };
  });

  const turn: TurnContext = {
    base: { ...ctx, chatId: request.id, turnId },
    approvals: new ApprovedCalls(approvals.filter((a) => a.approved)),
  };
  await recordAnswers(turn.base, approvals);
  const expiredDeclines = await expiredAmongDeclined(turn.base, messages.at(-1)!, new Set(approvals.filter((a) => !a.approved).map((a) => a.toolCallId)));

  const memory = workingMemory(messages);
  const lastUser = [...messages].reverse().find((m) => m.role === "user");
  const baseDomains = selectDomains(messageText(lastUser), memory, domainsRequestedInTurn(messages));
  const tools = toAiTools([...TOOL_DEFINITIONS, ...external], turn);
  const externalNames = external.map((definition) => definition.name);
  const [site, overrides, secret] = await Promise.all([settings.getPublic(), toolPolicies.all(), approvalSecret()]);
  const denials = deniedCallNotes(messages, (toolName) => getToolDefinition(toolName)?.deniedNote);
  const save = (message: UIMessage) => chats.saveMessages(ctx, request.id, [message as unknown as StoredMessage]);

  const saved = Promise.withResolvers<void>();
  let ending = false;
  const stream = createUIMessageStream({
    originalMessages: messages,
    generateId: () => turnId,
    execute: async ({ writer }) => {
      writer.write({ type: "start", messageId: turnId });
      // Until this run ends with the model's full answer, Retry continues the turn.
      writer.write({ type: "message-metadata", messageMetadata: { finished: false } satisfies TurnMetadata });
      for (const data of expiredDeclines) writer.write({ type: "data-approvalExpired", id: data.toolCallId, data });
      const result = streamText({
        model,
        instructions: agentInstructions({ siteName: site.name, role: user.role, memory, today: new Date().toISOString().slice(0, 10) }),
        messages: await convertToModelMessages(messages, { tools, ignoreIncompleteToolCalls: true }),
        tools,
        activeTools: [...toolsInDomains(baseDomains).map((d) => d.name), ...externalNames],
        prepareStep: ({ steps, messages: stepMessages }) => ({
          // The groups chosen for the request stay narrowed; a step adds only what the model asked for.
          activeTools: [...toolsInDomains([...baseDomains, ...requestedDomains(steps)]).map((d) => d.name), ...externalNames],
          messages: boundedContext(markDeniedCalls(stepMessages, denials)),
        }),
        toolApproval: createApprovalGate({ turn, overrides, writer, shown: shownPreviews(messages.at(-1)) }),
        experimental_toolApprovalSecret: secret,
        experimental_download: safeModelDownload,
        stopWhen: [isStepCount(maxSteps()), faults.stopAfterStreamError, stopAfterTerminalTool],
        timeout: timeouts,
        onAbort: faults.onAbort,
        onStepEnd: ({ usage }) => turnUsage.add({ ...ctx, chatId: request.id, turnId }, modelId, usage),
        // Stop (or a closed tab) ends the run; what already ran stays done and is saved.
        abortSignal: options.abortSignal,
      });
      // Tool errors keep their own text: the model reads it on the next step to recover.
      writer.merge(
        toUIMessageStream({
          stream: result.stream.pipeThrough(faults.timeoutsAsErrors()),
          tools,
          sendStart: false,
          onError: readableError,
          redactToolErrors: false,
          messageMetadata: ({ part }) => (part.type === "finish" ? ({ finished: part.finishReason === "stop" && !faults.streamFailed() } satisfies TurnMetadata) : undefined),
        }),
      );
    },
    onError: readableError,
    onStepEnd: async ({ responseMessage }) => save(responseMessage),
    onEnd: async ({ responseMessage }) => {
      ending = true;
      await save(responseMessage).finally(saved.resolve);
    },
  });

  // The client reads one branch; the other is drained here so whatever ran is saved even when the
  // client goes away mid-stream. The client's stream ends only once the turn is saved, so an
  // approval sent right after it always finds the stored request.
  const [forClient, forServer] = stream.tee();
  void forServer
    .pipeTo(new WritableStream())
    .catch((error) => console.error("chat run failed", error))
    .finally(() => ending || saved.resolve());
  return createUIMessageStreamResponse({ stream: forClient.pipeThrough(new TransformStream({ flush: () => saved.promise })) });
}
