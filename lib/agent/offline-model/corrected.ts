import { isAction, isPronoun, type Intent } from "./intents";
import { isRemark } from "./remarks";
import { normalize, protectQuotes, straightQuotes, unquote } from "./text";

/** "make it X", "change it to X", "set that to X", "it should be X". */
export const CHANGE_IT = /^(?:(?:make|change|set|update|turn|switch|shorten|lengthen|trim|cut|reword|rephrase|edit|fix|correct|amend)\s+(?:it|that|this)(?:\s+back)?(?:\s+(?:to|into|as|(?:to\s+)?(?:read|say)))?:?|(?:it|that)\s+should\s+(?:be|say|read):?|(?:put|use|write|give\s+it)(?=\s+["']))\s+(.+)$/i;

/** The value "make it X", "set it to 'X' instead" gives; "make it live" publishes and gives none. */
export function changedTo(text: string): string | undefined {
  const match = CHANGE_IT.exec(text);
  if (!match) return undefined;
  const raw = match[1].trim().replace(/\s+instead$/i, "");
  const value = unquote(/#[0-9a-f]{3,8}\b/i.exec(raw)?.[0] ?? /"[^"]+"|(?<!\w)'[^']+'(?!\w)/.exec(raw)?.[0] ?? raw);
  return /^(?:live|public|published|online|visible|hidden|a draft|draft|private)$/i.test(value) ? undefined : value;
}

/** A change that set one value, with another value instead. */
export function withNewValue(intent: Intent, value: string): Intent | undefined {
  switch (intent.kind) {
    case "setSectionField":
    case "updateSetting":
    case "editPage":
    case "setImageText":
    case "editEntry":
    case "setColour":
      return { ...intent, value };
    case "renamePage":
      return { ...intent, title: value };
    case "setImageAlt":
      return { ...intent, alt: value };
    case "replaceText":
      return { ...intent, replacement: value };
    case "editPost":
      return "value" in intent.change && intent.change.field !== "cover" ? { ...intent, change: { ...intent.change, value } } : undefined;
    case "editMenuItem":
      return intent.newLabel === undefined ? undefined : { ...intent, newLabel: value };
    default:
      return undefined;
  }
}

/**
 * A request corrected as it was typed: "…, no wait", "— sorry, not red,", "- wait no," and what
 * follows (the words in quotes are never searched for it).
 */
const CORRECTION = /^(.+?)(?:\s*[—–]\s*|\s+-\s+|[.,;!]\s+)((?:(?:(?:no+|nope)(?=\s*[,!.…—–-]|\s+(?:wait|sorry|hang|hold|actually|i\s+mean|make|scratch))|wait|hang\s+on|hold\s+on|sorry|oops|actually\s+no|scratch\s+that|on\s+second\s+thoughts?|hmm+)\b[,!.…]*\s*)+(?:[—–-]\s*)?(?:(?:not|no)\s+[^,;—–:\u0000]{1,40}?\s*[,;—–:]\s*)?)(\S.*)$/i;
/** What the correction itself starts with when it only gives the value again. */
const VALUE_AGAIN = /^(?:i\s+mean(?:t)?|rather|instead|make\s+(?:it|that)|it\s+should\s+be|should\s+be|use|to)\b[,:\s]*/i;
/** Fields where "it" in a correction stands for what the first request named. */
const PRONOUN_FIELDS = ["page", "post", "image", "label", "collection"] as const;
/** Words after which a value typed alone is only a courtesy. */
const THANKS = /[.!,\s]+(?:thanks?(?:\s+you)?|thx|ta|cheers|please|pls)\b.*$/i;

/**
 * "on the About page change the heading About us to 'Who we are' — no wait, make it 'Meet the
 * studio'": the request as corrected before it was sent — the first with the value said last, or
 * the second alone when it is a request of its own ("remove GitHub - wait no, remove Mastodon").
 * Undefined when the message corrects nothing it can read.
 */
export function correctedInMessage(text: string, parse: (text: string) => Intent): Intent | undefined {
  const { text: masked, restore } = protectQuotes(straightQuotes(text.trim()));
  const found = CORRECTION.exec(masked);
  if (!found) return undefined;
  const [, firstMasked, marker, restMasked] = found;
  // "— no, hang on, that's taken. Make it 'Bertha's Brew'": what is said about the first value is no part of the correction
  const rest = restore(restMasked.split(/(?<=[.!?])\s+/).filter((sentence, index, all) => index === all.length - 1 || !isRemark(normalize(restore(sentence)))).join(" ")).trim();
  if (isRemark(normalize(restore(`${marker}${restMasked}`))) || /^(?:and|also|too|plus)\b/i.test(rest)) return undefined;
  const first = parse(restore(firstMasked));
  if (!isAction(first) || first.kind === "multi") return undefined;
  const value = valueIn(rest);
  const revalued = value === undefined ? undefined : withNewValue(first, value);
  if (revalued) return revalued;
  const second = withSubjectOf(parse(rest), first);
  return isAction(second) ? second : undefined;
}

/** The value a correction gives again: "make it 'Meet the studio'", "“Golden autumn valley”", "#14213d". */
function valueIn(rest: string): string | undefined {
  const said = rest.replace(VALUE_AGAIN, "").replace(THANKS, "").replace(/[.!]+$/, "").trim();
  if (/^\u0000\d+\u0000$/.test(protectQuotes(said).text)) return unquote(said);
  const [colour] = /^#[0-9a-f]{3,8}$/i.exec(said) ?? [];
  return colour;
}

/** "take 'design' off it" after "take the seasonal tag off the autumn post": "it" is what the first request named. */
function withSubjectOf(intent: Intent, first: Intent): Intent {
  const fields = intent as Record<string, unknown>;
  const named = first as Record<string, unknown>;
  const pronoun = PRONOUN_FIELDS.find((field) => typeof fields[field] === "string" && isPronoun(fields[field] as string) && typeof named[field] === "string");
  return pronoun ? ({ ...intent, [pronoun]: named[pronoun] } as Intent) : intent;
}
