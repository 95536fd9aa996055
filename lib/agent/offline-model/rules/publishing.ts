import { rule, target, type Rule } from "../rule-kit";

/** Asking what is waiting to go live, and publishing the menu, the settings or all but some items. */
export const PUBLISHING_RULES: Rule[] = [
  rule(`(?:what(?:'s| is)|what are|what) (?:still )?(?:waiting|pending|queued) (?:to be|to go|for) (?:published|publishing|live)`, () => ({ kind: "listChanges" })),
  rule(`(?:are there |is there |do we have |list |show |any )?(?:any )?(?:unpublished|pending|waiting|draft) (?:changes|edits|drafts)(?: to publish| waiting)?`, () => ({ kind: "listChanges" })),
  rule(`(?:is|has) (?:everything|it all|all of it|the whole site|every change) (?:been )?(?:published|live)(?: yet)?`, () => ({ kind: "listChanges" })),
  rule(`(?:are there |is there |do we have |have we got )?(?:any(?:thing)? )?(?:drafts|changes|edits|updates)? ?(?:still )?(?:waiting|pending|unpublished|not (?:yet )?(?:published|live))(?: to (?:be )?(?:publish(?:ed)?|go live))?(?: (?:to|for) (?:publish(?:ing)?|go live))?(?: yet)?`, () => ({ kind: "listChanges" })),
  rule(`what (?:have|did) (?:i|we) (?:changed?|edited|done) (?:that|which) (?:isn't|is not|hasn't|has not|aren't|haven't|have not) (?:been |gone )?(?:on the live (?:site|website)|live|published|on the (?:web)?site)(?: yet)?`, () => ({ kind: "listChanges" })),
  rule(`(?:is there |are there )?anything (?:sitting |still |left )?in (?:the )?drafts?(?: (?:that|which) (?:hasn't|has not|isn't|is not) (?:gone |been )?(?:live|published)(?: yet)?)?`, () => ({ kind: "listChanges" })),
  rule(`what(?:'s| has| is) (?:changed|different|new) since (?:we |I )?(?:last )?publish(?:ed)?`, () => ({ kind: "listChanges" })),
  rule(`what (?:hasn't|has not|isn't|is not) (?:been )?(?:published|live)(?: yet)?`, () => ({ kind: "listChanges" })),
  rule(`(?:is|are) there (?:something|anything|any (?:changes?|edits?)) (?:that |which )?(?:hasn't|has not|haven't|have not|isn't|is not|aren't|are not) (?:gone |been |yet )*(?:live|published|out)(?: yet)?`, () => ({ kind: "listChanges" })),
  rule(`publish (?:the )?(?:site |website )?(?:settings|tagline|slogan|site name|name of the site|logo|colou?rs|theme(?: colou?rs)?|social links|socials)(?: changes?)?`, () => ({ kind: "publishFixed", what: ["settings"] })),
  rule(`publish (?:the )?(?:new |updated |changed )?(?:menu|nav|navigation)(?: changes)?`, () => ({ kind: "publishFixed", what: ["menu"] })),
  rule(`publish (?:everything|all(?: the)? changes|all of it|it all) (?:except|but(?: not)?|apart from|other than|without) (.+)`, ([names]) => ({
    kind: "publishExcept",
    except: names.split(/\s*,\s*(?:and\s+)?|\s+and\s+|\s+or\s+/i).map((name) => target(name.replace(/\s+(?:page|post)$/i, ""))),
  })),
];
