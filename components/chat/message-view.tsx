import { isToolUIPart } from "ai";
import { Bot } from "lucide-react";
import { useEffect, useState } from "react";
import { MarkdownContent } from "@/components/ui/markdown";
import { ApproveAllButton } from "./approve-all-button";
import { isApprovalLive, livePendingApprovals } from "./approvals";
import { useConversation } from "./conversation-context";
import { recoveredCalls } from "./recovered-calls";
import { changedContent, toolLabels, withToolLabels } from "./tool-names";
import { ToolPartView } from "./tool-part-view";
import { TurnDetails } from "./turn-details";
import type { ChatMessage, ChatPart } from "./types";
import { UndoTurnButton, useUndoneTurn } from "./undo-turn-button";

type Props = { message: ChatMessage; isLast: boolean; active: boolean };
type ViewProps = Props & {
  /** The turn a link pointed at (e.g. "Chat turn" in the activity log): marked, and focusable. */
  linked?: boolean;
};

/** The element id of a message, so a link or a script can find the turn in a long chat. */
export const messageElementId = (messageId: string) => `message-${messageId}`;

/** How long the outline around a linked turn stays before it fades (its label stays). */
const LINKED_GLOW_MS = 4000;

/** Chat bubbles are small: the site's markdown styles, with tighter spacing and smaller headings. */
const BUBBLE_MARKDOWN =
  "text-sm [&_p]:my-1! [&_p]:leading-6! [&_ul]:my-1! [&_ol]:my-1! [&_pre]:my-2! [&_h1]:mt-2! [&_h1]:text-base! [&_h2]:mt-2! [&_h2]:text-base! [&_h3]:mt-2! [&_h3]:text-sm!";

const textOf = (message: ChatMessage) => message.parts.map((part) => (part.type === "text" ? part.text : "")).join("\n");

function UserMessage({ message }: { message: ChatMessage }) {
  return (
    <div id={messageElementId(message.id)} className="flex justify-end">
      <div className="max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-br-sm bg-brand-600 px-3 py-2 text-sm text-white">
        <span className="sr-only">You: </span>
        {textOf(message)}
      </div>
    </div>
  );
}

type PartProps = Props & { part: ChatPart; labels: ReadonlyMap<string, string>; recovered: ReadonlySet<string> };

function AssistantPart({ part, message, isLast, active, labels, recovered }: PartProps) {
  if (part.type === "text") return <MarkdownContent source={withToolLabels(part.text, labels)} className={BUBBLE_MARKDOWN} />;
  if (part.type === "reasoning") {
    return (
      <details className="text-xs text-slate-500">
        <summary className="cursor-pointer">Reasoning</summary>
        <p className="mt-1 whitespace-pre-wrap">{part.text}</p>
      </details>
    );
  }
  if (isToolUIPart(part)) return <ToolPartView part={part} message={message} isLast={isLast} active={active} recovered={recovered.has(part.toolCallId)} />;
  return null;
}

/** Pending answers wait for the rest: the conversation goes on once every request is answered. */
function waitingForOthers(message: ChatMessage, isLast: boolean) {
  const live = message.parts.filter((part) => isToolUIPart(part) && isApprovalLive(message, isLast, part.toolCallId));
  return live.some((part) => isToolUIPart(part) && part.state === "approval-responded") && live.some((part) => isToolUIPart(part) && part.state === "approval-requested");
}

/** A linked turn glows for a moment, so the eye finds it after the jump; the glow then fades. */
function useGlow(on: boolean) {
  const [glow, setGlow] = useState(on);
  useEffect(() => {
    if (!on) return;
    const timer = setTimeout(() => setGlow(false), LINKED_GLOW_MS);
    return () => clearTimeout(timer);
  }, [on]);
  return glow;
}

function AssistantMessage({ message, isLast, active, linked = false }: ViewProps) {
  const { chatId, canApprove, busy } = useConversation();
  const undone = useUndoneTurn(message.id);
  const glow = useGlow(linked);
  const pending = livePendingApprovals(message, isLast);
  const undoable = canApprove && !active && changedContent(message);
  const labels = toolLabels(message);
  const recovered = recoveredCalls(message);
  return (
    <div
      id={messageElementId(message.id)}
      tabIndex={linked ? -1 : undefined}
      aria-current={linked ? "true" : undefined}
      className="flex gap-2 rounded-2xl outline-none"
    >
      <Bot aria-hidden className="mt-1 size-5 shrink-0 text-brand-600" />
      <div
        className={`min-w-0 flex-1 space-y-2 rounded-2xl rounded-tl-sm border bg-white px-3 py-2 motion-safe:transition-shadow motion-safe:duration-1000 ${
          linked ? `border-amber-400 ${glow ? "ring-4 ring-amber-300" : "ring-0"}` : "border-slate-200"
        }`}
      >
        {linked && <p className="text-xs font-medium text-amber-800">Linked turn</p>}
        <span className="sr-only">Assistant: </span>
        {message.parts.map((part, index) => (
          <AssistantPart key={index} part={part} message={message} isLast={isLast} active={active} labels={labels} recovered={recovered} />
        ))}
        {canApprove && pending.length > 1 && <ApproveAllButton pending={pending} />}
        {!busy && waitingForOthers(message, isLast) && <p className="text-sm text-slate-600">Answer every request above and the assistant continues.</p>}
        {!active && (
          <div className="space-y-2 border-t border-slate-100 pt-2">
            {(undone || undoable) && <UndoTurnButton chatId={chatId} turnId={message.id} />}
            <TurnDetails chatId={chatId} turnId={message.id} />
          </div>
        )}
      </div>
    </div>
  );
}

export function MessageView(props: ViewProps) {
  return props.message.role === "user" ? <UserMessage message={props.message} /> : <AssistantMessage {...props} />;
}
