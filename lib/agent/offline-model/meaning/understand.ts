import type { Conversation } from "../conversation";
import { decideStep, type ModelStep } from "../engine";
import { requestOf } from "../listed-choice";
import { parseInContext, parseRequest, tidyRequest } from "../parse-request";
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
  const request = requestOf(conversation);
  const intent = request === undefined ? undefined : parseInContext(request, conversation.previousRequest);
  // A longer request with one part not understood is answered by the rules: that part is named.
  if (request === undefined || intent?.kind !== "unknown" || intent.part) return decideStep(conversation);
  const rewritten = await readByMeaning(paraphrase(withoutRemarks(tidyRequest(request)))).catch(() => undefined);
  if (!rewritten || !isUnderstood(rewritten)) return decideStep(conversation);
  const step = decideStep({ ...conversation, userText: rewritten });
  if (conversation.turn.length) return step;
  return { ...step, text: `I took that as “${rewritten}”.${step.text ? ` ${step.text}` : ""}` };
}
