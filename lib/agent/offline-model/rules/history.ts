import type { TrashType } from "@/lib/services/trash";
import type { Intent } from "../intents";
import { rule, target, type Rule } from "../rule-kit";

/** "Undo that" and the trash: the last reply's changes undone, an item brought back. */

/** What kind of trashed item a word names ("picture" → image, "testimonial" → entry). */
const KINDS: [RegExp, TrashType][] = [
  [/^page$/i, "page"],
  [/^(?:blog )?(?:post|article)$/i, "post"],
  [/^(?:image|picture|photo|pic)$/i, "image"],
  [/^(?:menu |nav )?(?:link|item)$/i, "navItem"],
  [/^(?:testimonial|review|quote|entry|entrie)$/i, "entry"],
];
const KIND = String.raw`(?:page|post|article|blog post|image|picture|photo|pic|menu link|menu item|nav link|nav item|link|testimonial|review|quote|entry|entries)s?`;
/** "(that) I deleted", "we just removed", "you binned": which item the words mean, not its name. */
const DELETED = String.raw`(?:(?:that|which) )?(?:i|we|you) (?:just |accidentally |by mistake |mistakenly )?(?:deleted|removed|binned|trashed|got rid of|lost)(?: (?:by mistake|earlier|just now|before|yesterday))?`;

const kindOf = (word: string) => KINDS.find(([pattern]) => pattern.test(word.trim().replace(/s$/i, "")))?.[1];

/** A named item ("the Old Prices page", "the page Old Prices"), or the newest of a kind ("the page I deleted"). */
export function restored(words: string): Intent {
  const cleaned = words.replace(new RegExp(String.raw`\s+${DELETED}$`, "i"), "").replace(/^(?:the|my|our|that|this)\s+/i, "");
  const alone = kindOf(cleaned.replace(/^(?:last|latest|most recent|deleted|lost|old)\s+/i, ""));
  if (alone) return { kind: "restoreFromTrash", type: alone };
  const after = new RegExp(String.raw`^(.+?)\s+(${KIND})$`, "i").exec(cleaned);
  if (after) return { kind: "restoreFromTrash", name: target(after[1]), type: kindOf(after[2]) };
  const before = new RegExp(String.raw`^(${KIND})\s+(?:called\s+|named\s+)?(.+)$`, "i").exec(cleaned);
  if (before) return { kind: "restoreFromTrash", name: target(before[2]), type: kindOf(before[1]) };
  return { kind: "restoreFromTrash", name: target(cleaned) };
}

export const HISTORY_RULES: Rule[] = [
  rule("what,? (?:exactly,? |precisely,? )?(?:did|have) you (?:just |exactly |precisely |actually )?(?:do|done|change|changed)(?: (?:exactly|precisely|just now|there|then))?", () => ({ kind: "recapLast" })),
  rule("what (?:just )?happened(?: (?:there|just now))?", () => ({ kind: "recapLast" })),
  // "Could you give me a quick summary of everything I changed today?"
  rule("(?:(?:give me|show(?: me)?|can i have|i'd like) )?(?:a |an )?(?:quick |short |brief )?(?:summary|overview|list|recap) of (?:everything|all|what) (?:i|we|you)(?:'ve| have)? (?:changed|did|done|edited)(?: (?:today|so far|in this chat|this afternoon|this morning))?|what (?:have|did) (?:we|you|i) (?:changed?|done|edited) (?:today|so far|in this chat)", () => ({ kind: "recapLast", chat: true })),
  rule("undo (?:the |my |your )?(?:change|edit|one|thing) before(?: (?:that|it|this))?|undo the (?:earlier|previous|last real) change", () => ({ kind: "undoLast", earlier: true })),
  rule("(?:undo|revert|reverse|roll ?back|cancel)(?: (?:that|this|it|everything|all (?:of )?that|(?:the |that |this )?(?:very )?(?:last|latest|previous)(?: (?:change|edit|thing|step|one)s?)?|(?:the |your |my )?(?:last |latest |previous )?changes?|what you (?:just )?did))?(?: (?:please|again|now))?", () => ({ kind: "undoLast" })),
  // "they've changed their mind — put the old one back", "put the old picture back": what was there before
  rule("(?:put|bring|change|set) (?:the )?(?:old|original|previous|last) (?:one|picture|photo|image|pic|text|words|heading|version|wording)s? back(?: (?:again|in|please))?", () => ({ kind: "undoLast" })),
  rule("(?:put|change|set|turn|make) (?:it|that|them|everything|all (?:of )?that) (?:all )?back(?: just| exactly)?(?: (?:just |exactly )?(?:how|as|the way|where) (?:it|they) (?:was|were)(?: before)?| to (?:just |exactly )?(?:how|what|the way|where) (?:it|they) (?:was|were)(?: before)?)?", () => ({ kind: "undoLast" })),
  rule("(?:bring|get|put) (?:it|that|them) back(?: (?:from|out of) (?:the )?(?:trash|bin|recycle bin))?", () => ({ kind: "undoLast" })),
  rule("(?:restore|recover|undelete|retrieve|bring back|get back) (.+?)(?: (?:from|out of) (?:the )?(?:trash|bin|recycle bin))?", ([words]) => restored(words)),
  rule("(?:bring|get) (.+?) back(?: (?:from|out of) (?:the )?(?:trash|bin|recycle bin))?", ([words]) => restored(words)),
  rule("(?:take|get|pull) (.+?) (?:back )?out of (?:the )?(?:trash|bin|recycle bin)", ([words]) => restored(words)),
];
