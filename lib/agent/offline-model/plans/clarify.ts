import { OFF_TOPIC_REPLY, TOPIC_QUESTIONS } from "../clarify";
import type { IntentOf } from "../intents";
import { attempt, quote, type Plan } from "../plan-kit";
import { notUnderstood } from "../replies";
import { itemsOf, labelOf } from "../resolve";

/**
 * A request not understood: off-topic ones get one polite line; ones about the site get a short
 * question with the real choices (the pages, posts… there are), never a guess and never the help list.
 */
export function* clarify({ part, topic }: IntentOf<"unknown">): Plan {
  if (!topic) return { text: part ? `${notUnderstood(part)}${OFF_TOPIC_REPLY}` : OFF_TOPIC_REPLY };
  const { question, example, list } = TOPIC_QUESTIONS[topic];
  let choices = "";
  if (list) {
    const outcome = yield* attempt({ toolName: list.toolName, input: list.input, describe: `list the ${list.noun}` });
    const names = outcome.status === "ok" ? itemsOf(outcome.result).map((item) => quote(typeof item.originalName === "string" ? item.originalName : labelOf(item))) : [];
    if (names.length) choices = ` The ${list.noun} are: ${names.slice(0, 8).join(", ")}${names.length > 8 ? ", …" : ""}.`;
  }
  return { text: `${notUnderstood(part)}${question}${choices} For example: ${example}.` };
}
