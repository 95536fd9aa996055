import type { Conversation } from "../conversation";
import { decideStep, type ModelStep } from "../engine";
import { readRequest } from "../listed-choice";
import { parseRequest, tidyRequest } from "../parse-request";
import { paraphrase } from "../paraphrase";
import { withoutRemarks } from "../remarks";
import { readByMeaning } from "./classify";

const isUnderstood = (text: string) => parseRequest(text).kind !== "unknown";

/** "Something on the Contact page is wrong", "change the text of button, it is not good like this": a problem with nothing said about what it should be — asked about, never guessed. */
const VAGUE_PROBLEM = /\b(?:is|are|looks?|seems?)\s+(?:all\s+)?(?:wrong|broken|off|weird|odd|bad|rubbish|not\s+(?:good|right|ok|okay|working)(?:\s+like\s+(?:this|that))?)\b/i;
const isVague = (text: string) => VAGUE_PROBLEM.test(text) && !/["'‘“]/.test(text);

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
  if (read.intent.kind !== "unknown" || read.intent.part || isVague(read.text)) return decideStep(conversation, read);
  const rewritten = await readByMeaning(paraphrase(withoutRemarks(tidyRequest(read.text)))).catch(() => undefined);
  if (!rewritten || !isUnderstood(rewritten)) return decideStep(conversation, read);
  const step = decideStep({ ...conversation, userText: rewritten });
  if (conversation.turn.length) return step;
  return { ...step, text: `I took that as “${rewritten}”.${step.text ? ` ${step.text}` : ""}` };
}
