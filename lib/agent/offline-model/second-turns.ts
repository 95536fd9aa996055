import type { Intent, IntentOf } from "./intents";
import { unquote } from "./text";
import { ANY_SECTION, LAST_SECTION_WITH, fieldFor } from "./vocabulary";

/**
 * A second turn that goes on with what the turn before just did — another field of the section just
 * changed, the tag just given swapped, the item just added moved — read with that turn's step.
 */
export function moreOfJustDone(text: string, before: Intent): Intent | undefined {
  if (before.kind === "setSectionField") return anotherFieldOf(text, before);
  if (before.kind === "addListItem") return itemMoved(text, before);
  return tagInstead(text, before);
}

/** "Punch up the hero headline: 'X'" → "And make the button say 'Y' and point it at /contact": the same section's other fields. */
const OTHER_FIELD = /^(?:and\s+|also\s+|then\s+)*(?:make|change|set|update|have|get)\s+(?:the|its)\s+([a-z]+(?:\s+(?:label|text|link))?)\s+(?:to\s+)?(?:say|read|to)?\s*:?\s*("[^"]+"|'[^']+')(?:,?\s+and\s+(?:point|link|send)\s+(?:it|them)\s+(?:at|to)\s+(\/\S*|https?:\/\/\S+))?[.!]*$/i;
function anotherFieldOf(text: string, before: IntentOf<"setSectionField">): Intent | undefined {
  const said = OTHER_FIELD.exec(text);
  if (!said || before.templateKey === ANY_SECTION || before.templateKey === LAST_SECTION_WITH) return undefined;
  const field = fieldFor(before.templateKey, said[1]);
  const link = said[3] ? fieldFor(before.templateKey, `${said[1]} link`) ?? fieldFor(before.templateKey, "button link") : undefined;
  if (!field || (said[3] && !link)) return undefined;
  const words: Intent = { ...before, field, value: unquote(said[2]) };
  return link ? { kind: "multi", goal: text, steps: [words, { ...before, field: link, value: said[3] }] } : words;
}

/** "add a q to the about faq: …" → "oops put it first not last": the item just added, moved. */
const ITEM_FIRST = /^(?:(?:oops|sorry|wait|no|actually|hmm+)[,!.]*\s+)*(?:put|move|make|have)\s+it\s+(?:the\s+)?(first|last|(?:at|to)\s+the\s+(?:very\s+)?(?:top|start|front|end|bottom))(?:\s*,?\s*(?:not|instead\s+of)\s+(?:first|last|(?:at\s+)?the\s+\w+))?(?:\s+(?:one|item|question))?[.!]*$/i;

/** "… and tag it tips" → "Actually, make the tag 'advice' instead": the tag just given, swapped. */
const THE_TAG_INSTEAD = /^(?:make|change|set|use|switch)\s+(?:the\s+)?tag\s+(?:to\s+|be\s+)?("[^"]+"|'[^']+'|[\w-]+)(?:\s+instead)?[.!]*$/i;
function tagInstead(text: string, before: Intent): Intent | undefined {
  const tag = THE_TAG_INSTEAD.exec(text)?.[1];
  const steps = before.kind === "multi" ? before.steps : [before];
  const created = steps.find((step) => step.kind === "createPost");
  const tagged = steps.findLast((step) => (step.kind === "editPost" && step.change.field === "tags" && "add" in step.change) || (step.kind === "createPost" && step.tags?.length));
  const given = tagged?.kind === "createPost" ? tagged.tags : tagged?.kind === "editPost" && tagged.change.field === "tags" && "add" in tagged.change ? tagged.change.add : undefined;
  if (!tag || !given?.length) return undefined;
  const post = created?.kind === "createPost" ? created.title : tagged?.kind === "editPost" ? tagged.post : "it";
  return { kind: "editPost", post, change: { field: "tags", add: [unquote(tag)], remove: given } };
}

function itemMoved(text: string, before: IntentOf<"addListItem">): Intent | undefined {
  const to = ITEM_FIRST.exec(text)?.[1];
  return to ? { kind: "moveListItem", page: before.page, section: before.section, item: { text: before.item[0] }, to: /first|top|start|front/i.test(to) ? "first" : "last" } : undefined;
}
