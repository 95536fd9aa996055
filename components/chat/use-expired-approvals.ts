"use client";

import { isToolUIPart } from "ai";
import { useCallback, useEffect, useRef, useState } from "react";
import { livePendingApprovals } from "./approvals";
import type { ChatMessage } from "./types";

/** How often waiting cards are checked against their targets while the tab is visible. */
const CHECK_EVERY_MS = 5000;

type Respond = (answer: { id: string; approved: boolean; reason?: string }) => PromiseLike<void> | void;

/** Asks the server which waiting cards no longer match their target; reports them with the reason. */
function useFreshnessChecks(chatId: string, waitingIds: string[], report: (found: [string, string][]) => void) {
  const reportRef = useRef(report);
  useEffect(() => {
    reportRef.current = report;
  });
  const key = waitingIds.join(" ");

  useEffect(() => {
    if (!key) return;
    const waiting = new Set(key.split(" "));
    let active = true;
    const check = async () => {
      if (document.visibilityState === "hidden") return;
      try {
        const response = await fetch(`/api/chats/${encodeURIComponent(chatId)}/approvals`);
        if (!response.ok) return;
        const { expired } = (await response.json()) as { expired: Record<string, string> };
        const found = Object.entries(expired).filter(([approvalId]) => waiting.has(approvalId));
        if (active && found.length) reportRef.current(found);
      } catch {
        // Offline for a moment: the next check, or the server when the card is answered, catches it.
      }
    };
    void check();
    const timer = setInterval(check, CHECK_EVERY_MS);
    window.addEventListener("focus", check);
    document.addEventListener("visibilitychange", check);
    return () => {
      active = false;
      clearInterval(timer);
      window.removeEventListener("focus", check);
      document.removeEventListener("visibilitychange", check);
    };
  }, [chatId, key]);
}

/**
 * Approval requests that can no longer be answered, by approval id, with why. Waiting cards are
 * checked now and then (and when the tab comes back into view) against their target; the server
 * checks again when an answer arrives, so a missed check never lets a stale card run. Once every
 * card that can still be answered has been, the expired ones are declined with their reason, so
 * the conversation goes on instead of waiting for cards nobody can answer.
 */
export function useExpiredApprovals(chatId: string, messages: ChatMessage[], busy: boolean, respond: Respond) {
  const [expired, setExpired] = useState<ReadonlyMap<string, string>>(new Map());
  const addExpired = useCallback((found: Iterable<readonly [string, string]>) => setExpired((current) => new Map([...current, ...found])), []);

  const last = messages.at(-1);
  const waiting = !busy && last?.role === "assistant" ? livePendingApprovals(last, true) : [];
  useFreshnessChecks(chatId, waiting.map(({ approvalId }) => approvalId), addExpired);

  const unanswerable = waiting.filter(({ approvalId }) => expired.has(approvalId));
  const answeredSome = last?.parts.some((part) => isToolUIPart(part) && part.state === "approval-responded") ?? false;
  const onlyExpiredLeft = answeredSome && unanswerable.length > 0 && unanswerable.length === waiting.length;
  const declined = useRef(new Set<string>());
  useEffect(() => {
    if (!onlyExpiredLeft) return;
    for (const { approvalId } of unanswerable) {
      if (declined.current.has(approvalId)) continue;
      declined.current.add(approvalId);
      void respond({ id: approvalId, approved: false, reason: expired.get(approvalId) });
    }
  }, [onlyExpiredLeft, unanswerable, expired, respond]);

  /** Cards a person can still answer. */
  const open = waiting.length - unanswerable.length;
  return { expired, addExpired, open };
}
