/** Checks and reply phrases both sets use, so "nothing changed" or "it says it cannot" means one thing. */
export const unchanged = { drafts: "nothingChanged" } as const;
export const liveSame = { live: "nothingChanged" } as const;
export const cardShown = { card: "shown" } as const;
export const noCard = { card: "notShown" } as const;

/** Phrases of an answer that says the thing it was asked about is not there. */
export const NOT_FOUND = [
  "no page",
  "no post",
  "no image",
  "not find",
  "couldn't find",
  "could not find",
  "can't find",
  "cannot find",
  "doesn't exist",
  "does not exist",
  "no such",
  "not found",
  "there is no",
  "there's no",
  "don't have",
];

/** Phrases of an answer that says it cannot do something. */
export const CANNOT = [
  "can't",
  "cannot",
  "can not",
  "not able",
  "unable",
  "not possible",
  "isn't possible",
  "not allowed",
  "not permitted",
  "no permission",
  "not supported",
  "no way to",
  "don't have",
];

/** Phrases of an answer that says the person's role does not allow it. */
export const PERMISSION = ["permission", "not allowed", "viewer", "role", "read-only", "read only", "can't", "cannot"];

/** The design process post's tags as a reply lists them: its title holds both words, so "design" and "process" alone prove nothing. */
export const DESIGN_PROCESS_TAGS = ["design, process", "'design', 'process'", "“design”, “process”", '"design", "process"', "design and process", "process and design"];
