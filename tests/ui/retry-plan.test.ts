import { describe, expect, it } from "vitest";
import { retryPlan } from "@/components/chat/retry-plan";
import type { ChatMessage } from "@/components/chat/types";

const user = (id: string): ChatMessage => ({ id, role: "user", parts: [{ type: "text", text: "list my pages" }] });
const answer = (id: string, text: string, finished?: boolean): ChatMessage => ({
  id,
  role: "assistant",
  parts: [{ type: "text", text }],
  ...(finished === undefined ? {} : { metadata: { finished } }),
});

describe("what Retry does", () => {
  it("shows an answer the server finished although the browser stopped reading early: nothing runs again", () => {
    const shown = [user("u1"), answer("a1", "Checking")];
    expect(retryPlan(shown, [user("u1"), answer("a1", "Checking. You have three pages.", true)], false)).toBe("show-stored");
    expect(retryPlan([user("u1")], [user("u1"), answer("a1", "You have three pages.", true)], false), "the answer's start never arrived").toBe("show-stored");
  });

  it("continues a reply that broke off, and resends a question that got no answer", () => {
    expect(retryPlan([user("u1"), answer("a1", "Checking")], [user("u1"), answer("a1", "Checking", false)], false)).toBe("continue");
    expect(retryPlan([user("u1")], [user("u1")], false)).toBe("resend");
    expect(retryPlan([user("u0"), answer("a0", "Hi", true), user("u1")], [user("u0"), answer("a0", "Hi", true)], false), "an older finished answer is not this one's").toBe("resend");
    expect(retryPlan([user("u1")], undefined, false), "the stored chat could not be read").toBe("resend");
  });

  it("sends answers to approval cards that never reached the server", () => {
    expect(retryPlan([user("u1"), answer("a1", "Delete it?")], [user("u1"), answer("a1", "Delete it?", false)], true)).toBe("send-answers");
  });
});
