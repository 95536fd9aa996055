import { rule, target, type Rule } from "../rule-kit";
import { unquote } from "../text";

/** Testimonials and other collection entries: counting, reading one by what it says or who said it, their fields. */
const ORDINALS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, last: -1 };
const COLLECTION = String.raw`(testimonials?|team members?|faqs?|quotes?|reviews?)`;
const plural = (word: string) => (/s$/i.test(word) ? word : `${word}s`).toLowerCase();

export const ENTRY_RULES: Rule[] = [
  rule(`how many ${COLLECTION} (?:do we have|are there|have we got)`, ([collection]) => ({ kind: "listEntries", collection: plural(collection) })),
  rule(`(?:list|show)(?: me)? (?:all )?(?:of )?(?:our |the )?${COLLECTION}`, ([collection]) => ({ kind: "listEntries", collection: plural(collection) })),
  rule(`what did (.+?) say(?: about us)?`, ([name]) => ({ kind: "askEntry", collection: "testimonials", name: unquote(name) })),
  rule(`who (?:wrote|gave|said) (?:the )?(.+?) ${COLLECTION}`, ([name, collection]) => ({ kind: "askEntry", collection: plural(collection), name: target(name) })),
  rule(`(?:show|read|open|what(?:'s| is| does))(?: me)? (?:the )?(.+?) ${COLLECTION}(?: say)?`, ([name, collection]) => ({ kind: "askEntry", collection: plural(collection), name: target(name) })),
  rule(`(?:who(?:'s| is)|show|read) (?:the )?(first|second|third|fourth|fifth|last) (?:one|${COLLECTION})(?: from| by)?`, ([ordinal, collection]) => ({ kind: "askEntry", collection: collection ? plural(collection) : "testimonials", ordinal: ORDINALS[ordinal.toLowerCase()] })),
  rule(`what fields (?:does|do) (?:an? |the )?${COLLECTION} have`, ([collection]) => ({ kind: "collectionFields", collection: plural(collection) })),
];
