import type { Intent } from "../intents";
import { rule, target, type Rule } from "../rule-kit";
import { ordinalOf, unquote } from "../text";

/** Testimonials and other collection entries: counting, reading one by what it says or who said it, their fields. */
const COLLECTION = String.raw`(testimonials?|team members?|faqs?|quotes?|reviews?)`;
/** "reviews", "quotes", "a testimonial" → "testimonials": the words people use for the one collection of that kind. */
const plural = (word: string) => (/^(?:reviews?|quotes?|testimonials?)$/i.test(word) ? "testimonials" : (/s$/i.test(word) ? word : `${word}s`).toLowerCase());

const TESTIMONIAL = String.raw`(?:testimonials?|reviews?|quotes?)`;
const QUOTED = /"([^"]+)"|(?<!\w)'([^']+)'(?!\w)/;
/** Who someone is rather than their name: "our volunteer coordinator", "one of our landlords". */
const ROLE = /^(?:our|my|one\s+of\s+(?:our|my)|an?|the)\s/i;

/**
 * "add a testimonial from Jane Doe at Acme: 'Great'", "new testimonial. Quote: "…" by Sam Lee, Riverside Café",
 * "add a testimonial: 'Fast' from Ola": the quoted words are the quote, wherever they are; "from|by"
 * names the author, "at|from|of" or a comma after the name the company. No quote: it asks for one.
 */
/** "from a client who came to our workshop: Claire Dubois, from Atelier Lumière": the person named after the one described. */
function withNameSaid(found: RegExpExecArray | null, others: string): RegExpExecArray | null {
  if (!found || !/^(?:a|an|one\s+of|some|our)\b/i.test(found[1].trim())) return found;
  return /:\s*((?:[A-Z][\w'’-]+\s+)+?[A-Z][\w'’-]+)\s*(?:,\s*|\s+)(?:(?:from|of|at)\s+)?([A-Z][^|:.,]+?)?\s*(?:[|:.,]|$)/.exec(others) ?? found;
}

/** "…, and she wrote: Lovely people, …": the words said, typed without quotes after who wrote them. */
const WROTE_UNQUOTED = /,?\s*(?:and\s+)?(?:she|he|they)\s+(?:wrote|said|says|writes)\s*:\s*([^"'].*?)[.!]*$/i;
/** "Ben Cole from Cole & Sons Builders …": a person's name first, then where they are from. */
const PERSON_FROM = /(?:^|:)\s*(?:[Ii]t\s+is\s+|[Ii]t's\s+)?(?:[Ff]rom\s+)?((?:[A-Z][\w'’-]+\s+){1,2}[A-Z][\w'’-]+|[A-Z][\w'’-]+\s+[A-Z][\w'’-]+)\s+(?:from|of|at)\s+(?:the\s+)?([A-Z][^|:,]+?)\s*(?:[|:.,]|$)/;

function newTestimonial(typed: string): Intent {
  const unquoted = QUOTED.test(typed) ? null : WROTE_UNQUOTED.exec(typed);
  const rest = unquoted ? `${typed.slice(0, unquoted.index)} "${unquoted[1]}"` : typed;
  const said = QUOTED.exec(rest);
  // "from Anna Kowalska (Kowalska Translations)": the company in brackets after the name.
  // ("… of Savannah Tours. She said: '…'": who said it is no name; "… emailed to say: '…'" neither)
  const others = (said ? rest.replace(said[0], " | ") : rest).replace(/\s*\(([^()|]+)\)/, ", $1").replace(/\b(?:emailed|wrote|messaged|texted)(?:\s+to(?:\s+say)?|\s+in|\s+us)?\b/gi, " ").replace(/\bquote\s*:?|\b(?:saying|who\s+says|who\s+said|that\s+says|says|said|reading|which\s+reads|that\s+reads|reads)\b/gi, " ").replace(/\b(?:she|he|they)\b/gi, " ");
  const person = PERSON_FROM.exec(others);
  if (person && said) return { kind: "createEntry", collection: "testimonials", values: { quote: (said[1] ?? said[2]).trim(), author: person[1], company: person[2].replace(/\s+/g, " ").trim() } };
  // "from Bean There Café … by Mia": the person is who it is by, the place who it is from.
  const byPerson = /\bfrom\s+([^|:,]+?)\s*[|,]?\s*\bby\s+([^|:,]+?)\s*(?:[|:.,]|$)/i.exec(others);
  const named = (words: string) => new RegExp(String.raw`\b(?:${words})\s+([^|:,]+?)(?:\s+(?:at|from|of)\s+([^|:,]+?)|\s*,\s*([^|:]+?))?\s*(?:[|:.]|,\s*[|:]|$)`, "i").exec(others);
  // "from our volunteer coordinator: '…' – Sam Reid, Hillside Food Bank": a role says who in general, the signature who exactly.
  const fromOrBy = byPerson ? null : withNameSaid(named("from|by"), others);
  const by = fromOrBy && ROLE.test(fromOrBy[1]) ? (named("by") ?? fromOrBy) : fromOrBy;
  const values: Record<string, string> = {};
  if (said) values.quote = (said[1] ?? said[2]).trim();
  if (by || byPerson) values.author = (byPerson ? byPerson[2] : by![1]).trim();
  const company = byPerson ? byPerson[1] : (by?.[2] ?? by?.[3]);
  // "— Rafael Costa, from Padaria Sol": the company, without the word that leads to it
  const place = company?.trim().replace(/^(?:from|of|at)\s+/i, "");
  if (place) values.company = place;
  return { kind: "createEntry", collection: "testimonials", values };
}

/** "make it live", "publish it": the new testimonial goes on the site too. */
const MAKE_IT_LIVE = String.raw`(?:make|put|set)\s+it\s+(?:live|public)|publish\s+it`;
const LIVE_TOO = new RegExp(String.raw`\b(?:${MAKE_IT_LIVE})\b`, "i");
/** The same, said last: ", and put it live straight away". */
const GO_LIVE = new RegExp(String.raw`,?\s+(?:and\s+)?(?:${MAKE_IT_LIVE})(?:\s+(?:straight\s+away|right\s+away|now|at\s+once|immediately))?[.!]*$`, "i");

function liveIfAsked(entry: Intent, live: boolean): Intent {
  const name = entry.kind === "createEntry" ? (entry.values.author ?? "newest") : "newest";
  return live ? { kind: "multi", goal: "add a testimonial and publish it", steps: [entry, { kind: "entryAction", collection: "testimonials", name, action: "publish" }] } : entry;
}

const FIELD = String.raw`(quote|quotation|author|company|words)`;
/** Also the words that name a testimonial's field only when the testimonial is named too. */
const ENTRY_FIELD = String.raw`(quote|quotation|author|company|words|wording|comment|text|name)`;
const fieldName = (word: string) => ({ words: "quote", quotation: "quote", wording: "quote", comment: "quote", text: "quote", name: "author" } as Record<string, string>)[word.toLowerCase()] ?? word.toLowerCase();
/** "to", "so it says", "so that it reads": what comes before the new words. */
const TO_SAY = String.raw`(?:to|as|so (?:that )?it (?:reads|says)|to read|to say)`;
const edited = (name: string, field: string, value: string): Intent => ({ kind: "editEntry", collection: "testimonials", name: whose(name), field: fieldName(field), value: unquote(value) });
const whose = (name: string) => target(name.replace(/'s$/i, "").replace(/\s+(?:testimonial|review)s?$/i, ""));

export const ENTRY_RULES: Rule[] = [
  rule(`(?:add|create|write|new|make|put in)(?: a| an| another)?(?: new)? ${TESTIMONIAL}(.*)`, ([rest]) => liveIfAsked(newTestimonial(rest.replace(GO_LIVE, "")), GO_LIVE.test(rest))),
  // "add it to the testimonials and make it live: '…' – Mara Quinn": the quote that follows is "it"; going live is asked too.
  rule(`(?:add|put) (?:it|this|that|the following|these words) (?:to|in|into|as) (?:the |our |a )?(?:new )?${TESTIMONIAL}(.*)`, ([rest]) => liveIfAsked(newTestimonial(rest), LIVE_TOO.test(rest.replace(QUOTED, "")))),
  // "remove the Maple Bakery testimonial from the website", "Testimonial of Maple Bakery please remove from the website": off the site, kept as a draft
  rule(`(?:remove|take|delete)(?: the)? (.+?) ${TESTIMONIAL} (?:from|off) (?:the )?(?:web ?site|site|home ?page)`, ([name]) => ({ kind: "entryAction", collection: "testimonials", name: whose(name), action: "unpublish" })),
  rule(`(?:remove|take|delete)(?: the)? ${TESTIMONIAL} (?:from|by|of) (.+?) (?:from|off) (?:the )?(?:web ?site|site|home ?page)`, ([name]) => ({ kind: "entryAction", collection: "testimonials", name: whose(name), action: "unpublish" })),
  rule(`(?:the )?${TESTIMONIAL} (?:of|from|by) (.+?),? (?:remove|take|delete)(?: it)? (?:from|off) (?:the )?(?:web ?site|site|home ?page)`, ([name]) => ({ kind: "entryAction", collection: "testimonials", name: whose(name), action: "unpublish" })),
  rule(`(?:delete|remove|trash)(?: the)? ${TESTIMONIAL} (?:from|by|frm|of) (.+)`, ([name]) => ({ kind: "entryAction", collection: "testimonials", name: whose(name), action: "delete" })),
  rule(`(?:delete|remove|trash|bin)(?: the)? ${TESTIMONIAL} (?!from |by |of )(.+)`, ([name]) => ({ kind: "entryAction", collection: "testimonials", name: whose(name), action: "delete" })),
  rule(`(?:delete|remove|trash)(?: the)? (.+?) ${TESTIMONIAL}`, ([name]) => ({ kind: "entryAction", collection: "testimonials", name: whose(name), action: "delete" })),
  rule(`publish(?: the)? (.+?) ${TESTIMONIAL}`, ([name]) => ({ kind: "entryAction", collection: "testimonials", name: whose(name), action: "publish" })),
  rule(`(?:publish(?: the)? ${TESTIMONIAL} (?:from|by|of) (.+?)|(?:make|put)(?: the)? ${TESTIMONIAL} (?:from|by|of) (.+?) (?:live|public))(?: on the (?:web)?site)?`, ([published, put]) => ({ kind: "entryAction", collection: "testimonials", name: whose(published || put), action: "publish" })),
  rule(`(?:unpublish|un-publish|hide|take down|take off)(?: the)? (.+?) ${TESTIMONIAL}(?: (?:from|off) (?:the )?(?:site|website|home ?page))?`, ([name]) => ({ kind: "entryAction", collection: "testimonials", name: whose(name), action: "unpublish" })),
  // "can the Harbour Books testimonial come off the website for now?"
  rule(`(?:can|could|should) (?:the |our )?(.+?) ${TESTIMONIAL} (?:come|go|be taken) (?:off|down from) (?:the )?(?:web)?site(?: for now| for a while)?`, ([name]) => ({ kind: "entryAction", collection: "testimonials", name: whose(name), action: "unpublish" })),
  rule(`(?:unpublish|un-publish|hide|take down|take off)(?: the)? ${TESTIMONIAL} (?:from|by|of) (.+?)(?: (?:from|off) (?:the )?(?:site|website|home ?page))?`, ([name]) => ({ kind: "entryAction", collection: "testimonials", name: whose(name), action: "unpublish" })),
  // "change Tom Okafor's quote to …", "fix the company on Priya's testimonial, it's called X now", "update the harbour books testimonial, the author should be X"
  rule(`(?:change|update|fix|set|edit|correct|amend)(?: the)? (.+?)(?:'s)? ${FIELD}(?: on| in| of| for)?(?: the| their)?(?: ${TESTIMONIAL})? ${TO_SAY}:? (.+)`, ([name, field, value]) => edited(name, field, value)),
  rule(`(?:change|update|fix|set|edit|correct|amend)(?: the)? ${FIELD} (?:on|in|of|for) (.+?)(?:'s)?(?: ${TESTIMONIAL})?,? (?:it's|it is|which is|they're|it should be)(?: called| now| named)? (.+?)(?: now)?`, ([field, name, value]) => ({ kind: "editEntry", collection: "testimonials", name: whose(name), field: fieldName(field), value: unquote(value) })),
  rule(`(?:change|update|fix|edit|correct|amend)(?: the)? (.+?) ${TESTIMONIAL},? (?:the |its |their )?${FIELD} (?:should be|is|to|needs to be|must be) (.+)`, ([name, field, value]) => ({ kind: "editEntry", collection: "testimonials", name: whose(name), field: fieldName(field), value: unquote(value) })),
  rule(`(?:change|update|fix|set|edit|correct|amend)(?: the)? ${FIELD} (?:of|on|for|in) (?:the )?(?:${TESTIMONIAL} (?:of|from|by|for) )?(.+?)(?:'s)?(?: ${TESTIMONIAL})? ${TO_SAY}:? (.+)`, ([field, name, value]) => edited(name, field, value)),
  // "the Maple Bakery quote should say '…'", "on the Harbour Books testimonial can you change the name to Thomas Okafor"
  rule(`(?:the |our )?(.+?) ${TESTIMONIAL} (?:should|must|needs to|has to) (?:say|read):? (["'].+)`, ([name, value]) => edited(name, "quote", value)),
  rule(`(?:on|in|for) (?:the )?(.+?) ${TESTIMONIAL},? (?:(?:can|could|would) you |please )?(?:change|update|fix|set|edit|correct|amend) (?:the |their |his |her |its )?${ENTRY_FIELD} ${TO_SAY}:? (.+)`, ([name, field, value]) => edited(name, field, value)),
  // "put 'Tom Okafor, owner' as the author of Tom's testimonial", "Tom's testimonial …, so put 'X' as the author"
  rule(`(?:put|use|set|make|have) (["'].+?["']) (?:as|for) (?:the |their |his |her |its )?${FIELD}(?: (?:of|on|for|in) (?:the )?(.+?)(?:'s)?(?: ${TESTIMONIAL})?)?`, ([value, field, name]) => (name ? edited(name, field, value) : undefined)),
  // "change Mr Green's comment so it says '…'"
  rule(`(?:change|update|fix|edit|correct|amend) (.+?)'s (comment|review|wording) ${TO_SAY}:? (.+)`, ([name, , value]) => edited(name, "quote", value)),
  // "the author is not Tom Okafor but Thomas Okafor": the entry found by the name that is wrong
  rule(`(?:the )?(?:author|name|person)(?: (?:on|of|in) (?:the )?.+?)? (?:is not|isn't|is wrong,?|should not be) (?!called\b)(.+?),? (?:but|it's|it is|it should be|should be) (.+)`, ([wrong, right]) => edited(wrong, "author", right)),
  rule(`how many ${COLLECTION} (?:do we have|are there|have we got)`, ([collection]) => ({ kind: "listEntries", collection: plural(collection) })),
  rule(`(?:list|show)(?: me)? (?:all )?(?:of )?(?:our |the )?${COLLECTION}`, ([collection]) => ({ kind: "listEntries", collection: plural(collection) })),
  rule(`(?:which|what) ${COLLECTION} (?:are|have been|do we have|are there)\\b.*`, ([collection]) => ({ kind: "listEntries", collection: plural(collection) })),
  rule(`(?:show|read|open|find)(?: me)? (?:the )?${TESTIMONIAL} (?:from|by|of) (.+)`, ([name]) => ({ kind: "askEntry", collection: "testimonials", name: whose(name) })),
  // "what do the testimonials on our website say?", "who, pray, is the author of the second testimonial?"
  rule(`what (?:do|does) (?:the |our |all the |all our )?${COLLECTION}(?: on (?:our |the )?(?:web)?site)? (?:say|read)(?: about us)?`, ([collection]) => ({ kind: "listEntries", collection: plural(collection) })),
  rule(`who(?:,? pray,?)? (?:is|was) the (?:author|writer|person behind) of (?:the )?((?:first|second|third|fourth|fifth|last|newest|latest|oldest) ${TESTIMONIAL})`, ([which]) => ({ kind: "askEntry", collection: "testimonials", name: which.replace(/\s+\S+$/, "") })),
  rule(`what (?:does|do) (.+?) (?:say|think)(?: about us)?`, ([name]) =>
    /\b(?:page|post|article|site|website|menu|hero|faq|section|image|picture|button|banner|it|this|that)\b/i.test(name) ? undefined : { kind: "askEntry", collection: "testimonials", name: unquote(name) }),
  rule(`what (?:the |that )?(?:(?:lady|man|woman|guy|person|owner|client|customer|people|folks|team) (?:from|at) )?(.+?) (?:said|wrote)(?: about us)?`, ([name]) =>
    /\b(?:page|post|site|website|menu|hero|section|it|this|that)\b/i.test(name) ? undefined : { kind: "askEntry", collection: "testimonials", name: unquote(name) }),
  rule(`what did (.+?) say(?: about us)?`, ([name]) => ({ kind: "askEntry", collection: "testimonials", name: unquote(name) })),
  rule(`who (?:wrote|gave|said|provided|left|sent|submitted) (?:the |that |this )?${TESTIMONIAL} (?:on behalf of|for|from|of|about) (.+)`, ([name]) => ({ kind: "askEntry", collection: "testimonials", name: whose(name) })),
  // "Which company is Priya Shah from?", "who is Tom Okafor?": the testimonial of the person named
  rule(`(?:which|what) (?:company|business|organisation|organization|firm) (?:is|does) (.+?) (?:from|with|at|work for|run)`, ([name]) => ({ kind: "askEntry", collection: "testimonials", name: unquote(name) })),
  rule(`who (?:said|wrote) (["'].+["'])`, ([words]) => ({ kind: "askEntry", collection: "testimonials", name: unquote(words) })),
  rule(`(?:what|which) (?:${COLLECTION}) (?:have we got|do we have|are there)(?: on (?:the |our )?(?:site|website))?`, ([collection]) => ({ kind: "listEntries", collection: plural(collection) })),
  // "who said the thing about orders doubling?": the testimonial that says it
  rule(`who (?:said|wrote|gave us|came up with) (?:the (?:thing|bit|line|quote|one)|that|something) (?:about|on) (.+)`, ([words]) => ({ kind: "askEntry", collection: "testimonials", name: target(words) })),
  // "who was it that said their whole team could update the website?": the testimonial saying so
  rule(`who(?: (?:was|is) it| it was)?(?: that)? (?:said|wrote|says|mentioned|told us)(?: that| how)? (?!.*\\b${TESTIMONIAL}\\b)(.+)`, ([words]) =>
    /\b(?:page|post|article|menu|section|heading|button|picture|image|photo)\b/i.test(words) ? undefined : { kind: "askEntry", collection: "testimonials", name: words }),
  rule(`who (?:wrote|gave|said|sent|left) (?:us |me )?(?:the |that |this )?(.+?) ${COLLECTION}`, ([name, collection]) => ({ kind: "askEntry", collection: plural(collection), name: target(name) })),
  // (never "what's in the FAQ": a place, not an entry's name)
  rule(`(?:show|read|open|what(?:'s| is| does))(?: me)? (?:the )?(.+?) ${COLLECTION}(?: say)?`, ([name, collection]) =>
    /^(?:in|on|at|inside)(?:\s+(?:the|our|my))?$/i.test(name.trim()) ? undefined : { kind: "askEntry", collection: plural(collection), name: target(name) }),
  rule(`(?:who(?:'s| is)|show|read) (?:the )?(first|second|third|fourth|fifth|last) (?:one|${COLLECTION})(?: from| by)?`, ([ordinal, collection]) => ({ kind: "askEntry", collection: collection ? plural(collection) : "testimonials", ordinal: ordinalOf(ordinal) })),
  rule(`what fields (?:does|do) (?:an? |the )?${COLLECTION} have`, ([collection]) => ({ kind: "collectionFields", collection: plural(collection) })),
];

/** Whether a testimonial is on the site, and putting it there: read before the page rules, which would take "the X testimonial" for a page. */
export const ENTRY_STATUS_RULES: Rule[] = [
  // "is the Riverside FC testimonial showing on the website yet?": the entry, whose answer says whether it is on the site
  rule(`(?:is|are) (?:the |our )?(.+?) ${TESTIMONIAL} (?:live|published|showing|visible|up|shown|on the (?:web)?site)\\b.*`, ([name]) => ({ kind: "askEntry", collection: "testimonials", name: whose(name) })),
  rule(`(?:make|put) (?:the |our )?(.+?) ${TESTIMONIAL} (?:live|visible|public)(?: on the (?:web)?site)?`, ([name]) => ({ kind: "entryAction", collection: "testimonials", name: whose(name), action: "publish" })),
  // "take the harbour books review off the site"
  rule(`(?:take|get|pull) (?:the |our )?(.+?) ${TESTIMONIAL} (?:off|down)(?: (?:of|from))?(?: the (?:web ?site|site|home ?page))?(?: for now)?`, ([name]) => ({ kind: "entryAction", collection: "testimonials", name: whose(name), action: "unpublish" })),
];
