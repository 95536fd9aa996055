import type { Conversation } from "../conversation";
import { decideStep, type ModelStep } from "../engine";
import { readRequest } from "../listed-choice";
import { parseRequest, tidyRequest } from "../parse-request";
import { paraphrase } from "../paraphrase";
import { withoutRemarks } from "../remarks";
import { readByMeaning } from "./classify";

const isUnderstood = (text: string) => parseRequest(text).kind !== "unknown";

/**
 * The step for a request, reading it by meaning when the rules do not understand it: a confident
 * reading is carried out as its canonical phrasing (and said, so the editor sees how it was read);
 * otherwise the rules answer (a question with the real choices, or the off-topic refusal), as they
 * do when the sentence model could not load.
 */
export async function decideUnderstood(conversation: Conversation): Promise<ModelStep> {
  if (conversation.userText === undefined) return decideStep(conversation);
  const read = readRequest(conversation, conversation.userText);
  // A longer request with one part not understood is answered by the rules: that part is named.
  if (read.intent.kind !== "unknown" || read.intent.part) return decideStep(conversation, read);
  const rewritten = await readByMeaning(paraphrase(withoutRemarks(tidyRequest(read.text)))).catch(() => undefined);
  if (!rewritten || !isUnderstood(rewritten)) return decideStep(conversation, read);
  const step = decideStep({ ...conversation, userText: rewritten });
  if (conversation.turn.length) return step;
  return { ...step, text: `I took that as “${rewritten}”.${step.text ? ` ${step.text}` : ""}` };
}
