/**
 * The verbs of requests in the forms people put them in when they ask indirectly: "would you mind
 * deleting X" (a gerund), "can we get X updated", "I want X hidden", "X should be removed" (a
 * participle). Each form maps back to the plain verb the sentence rules know.
 */
const VERBS = "add create make write draft delete remove publish unpublish archive rename change update set show hide unhide move swap put replace insert edit fix use point call tag untag restore clear fill upload link list find".split(" ");

const IRREGULAR: Record<string, string> = { gone: "delete", hidden: "hide", shown: "show", made: "make", written: "write", put: "put", set: "set", taken: "take", got: "get", gotten: "get", done: "do", retitled: "rename", relabelled: "rename", relabeled: "rename", binned: "delete", trashed: "delete", scrapped: "delete", axed: "delete", dropped: "remove", ditched: "delete", killed: "delete" };

/** "deleting" → "delete", "swapping" → "swap", "hiding" → "hide"; undefined when it is not a request verb. */
export function verbOfGerund(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (!lower.endsWith("ing")) return undefined;
  const stem = lower.slice(0, -3);
  return [stem, `${stem}e`, stem.slice(0, -1)].find((candidate) => VERBS.includes(candidate) && (candidate !== stem.slice(0, -1) || stem.at(-1) === stem.at(-2)));
}

/** "updated" → "update", "hidden" → "hide", "binned" → "delete"; undefined when it is not a request verb. */
export function verbOfParticiple(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (IRREGULAR[lower]) return IRREGULAR[lower];
  if (!lower.endsWith("ed")) return undefined;
  const stem = lower.slice(0, -2);
  return [stem, `${stem}e`, stem.slice(0, -1)].find((candidate) => VERBS.includes(candidate) && (candidate !== stem.slice(0, -1) || stem.at(-1) === stem.at(-2)));
}

/**
 * The participles a request is put in ("updated|changed|hidden|…"); "called", "named", "linked" and
 * "listed" are left out: they describe a thing ("a page called Team"), they do not ask for anything.
 */
const ASKED_AS_PARTICIPLE = "update change remove delete publish unpublish archive rename hide show move replace fix add create edit set put restore clear".split(" ");
export const PARTICIPLES = [...Object.keys(IRREGULAR).filter((word) => !["got", "gotten", "done", "made", "written", "taken"].includes(word)), ...ASKED_AS_PARTICIPLE.map((verb) => (verb.endsWith("e") ? `${verb}d` : `${verb}ed`)), "swapped"].join("|");

/** A sentence that starts with a gerund ("deleting the careers page", after "would you mind") starts with the verb instead. */
export function fromGerund(sentence: string): string {
  const first = /^(\w+ing)\b(.*)$/i.exec(sentence);
  const verb = first && verbOfGerund(first[1]);
  return verb ? `${verb}${first[2]}` : sentence;
}
