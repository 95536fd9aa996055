import type { Intent, LiveSetting } from "../intents";
import { rule, target, type Rule } from "../rule-kit";

const SETTING = String.raw`(?:the |our )?(tagline|slogan|site name|name of the site|logo|(?:(?:accent|primary|background|text|theme) )?colou?rs?|theme|social links?)`;

/** The setting a word names, as the settings' unpublished changes name it. */
function settingLive(word: string): Intent {
  const setting: LiveSetting = /tagline|slogan/i.test(word) ? "tagline" : /name/i.test(word) ? "site name" : /logo/i.test(word) ? "logo" : /social/i.test(word) ? "social links" : "colours";
  return { kind: "askSettingLive", setting };
}

/** Asking what is waiting to go live, and publishing the menu, the settings or all but some items. */
export const PUBLISHING_RULES: Rule[] = [
  rule(`(?:what(?:'s| is)|what are|what) (?:still )?(?:waiting|pending|queued) (?:to be|to go|for) (?:published|publishing|live)`, () => ({ kind: "listChanges" })),
  rule(`(?:are there |is there |do we have |list |show |any )?(?:any )?(?:unpublished|pending|waiting|draft) (?:changes|edits|drafts)(?: to publish| waiting)?`, () => ({ kind: "listChanges" })),
  // "does the site have some things which are not yet published?", "is there anything on our website that has been written but not yet put out for the public to see?"
  rule(`(?:(?:are|is) there|there (?:is|are)|(?:does|do) (?:the |our )?(?:web ?site|site|we) have|have we (?:got )?)(?: (?:any|some))? (?:things?|anything|something|stuff|content)(?: (?:on|in) (?:the |our )?(?:web ?site|site))? (?:that|which)(?: (?:is|are|has been|have been) (?:written|made|done|ready|finished)(?:,)? but)? (?:is|are|has|have)? ?(?:still )?not (?:yet )?(?:been )?(?:published|live|public|visible|put (?:out|live|up)|gone live|out)(?: yet)?(?: (?:for|to) (?:the )?(?:public|everyone|visitors|people))?(?: to (?:see|read))?(?: yet)?`, () => ({ kind: "listChanges" })),
  rule(`(?:is|has) (?:everything|it all|all of it|the whole site|every change) (?:been )?(?:published|live)(?: yet)?`, () => ({ kind: "listChanges" })),
  // "anything sitting in drafts that hasn't shipped yet?", "is anything still in draft?"
  rule(`(?:is |are )?(?:there )?(?:anything|something|stuff|things) (?:still )?(?:sitting |waiting |left |stuck )?in drafts?(?: (?:that|which) (?:hasn't|has not|haven't|have not|isn't|is not|aren't|are not) (?:been )?(?:shipped|published|gone live|live|out)(?: yet)?)?`, () => ({ kind: "listChanges" })),
  rule(`(?:are there |is there |do we have |have we got )?(?:any(?:thing)? )?(?:drafts|changes|edits|updates)? ?(?:still )?(?:waiting|pending|unpublished|not (?:yet )?(?:published|live))(?: to (?:be )?(?:publish(?:ed)?|go live))?(?: (?:to|for) (?:publish(?:ing)?|go live))?(?: yet)?`, () => ({ kind: "listChanges" })),
  rule(`what (?:have|did) (?:i|we) (?:changed?|edited|done) (?:that|which) (?:isn't|is not|hasn't|has not|aren't|haven't|have not) (?:been |gone )?(?:on the live (?:site|website)|live|published|on the (?:web)?site)(?: yet)?`, () => ({ kind: "listChanges" })),
  rule(`(?:is there |are there )?anything (?:sitting |still |left )?in (?:the )?drafts?(?: (?:that|which) (?:hasn't|has not|isn't|is not) (?:gone |been )?(?:live|published)(?: yet)?)?`, () => ({ kind: "listChanges" })),
  // "did the change to the tagline go through?", "is the new logo live yet?"
  rule(`did (?:the |my |our |that |this )?(?:change|edit|update)s? (?:to|of|on) ${SETTING} (?:go|get) (?:through|live|out|up|published)`, ([word]) => settingLive(word)),
  rule(`did (?:the |our )?(?:new |updated )?${SETTING}(?: change)? (?:go|get) (?:through|live|published)`, ([word]) => settingLive(word)),
  rule(`(?:is|has) (?:the |our )?(?:new |updated |changed )?${SETTING}(?: change)? (?:been )?(?:live|published|gone live|gone through|through|showing|updated)(?: on the (?:live |actual )?(?:web)?site)?`, ([word]) => settingLive(word)),
  // "what's still in draft?", "what's in draft on the blog?"
  rule(`what(?:'s| is| are)(?: still| currently| left)? (?:in|as) drafts?(?: (?:on|in|for) (?:the |our )?(site|website|blog))?`, ([where]) => (/blog/i.test(where ?? "") ? { kind: "listPosts", status: "draft" } : { kind: "listChanges" })),
  rule(`what(?:'s| has| is) (?:changed|different|new) since (?:we |I )?(?:last )?publish(?:ed)?`, () => ({ kind: "listChanges" })),
  rule(`what (?:hasn't|has not|isn't|is not) (?:been )?(?:published|live)(?: yet)?`, () => ({ kind: "listChanges" })),
  // "what are the changes that are not yet published?", "which edits haven't gone live?"
  rule(`(?:what|which)(?: are)?(?: the)? (?:changes|edits|updates)(?: (?:that|which))?(?: are| have| has)?(?: (?:not|n't)| still not)?(?: yet)?(?: been| gone)? (?:published|live|unpublished|pending)(?: yet)?`, () => ({ kind: "listChanges" })),
  rule(`(?:is|are) there (?:something|anything|any (?:changes?|edits?)) (?:that |which )?(?:hasn't|has not|haven't|have not|isn't|is not|aren't|are not) (?:gone |been |yet )*(?:live|published|out)(?: yet)?`, () => ({ kind: "listChanges" })),
  rule(`publish (?:the )?(?:site |website )?(?:settings|tagline|slogan|site name|name of the site|logo|colou?rs|theme(?: colou?rs)?|social links|socials)(?: changes?)?`, () => ({ kind: "publishFixed", what: ["settings"] })),
  rule(`publish (?:the )?(?:new |updated |changed )?(?:menu|nav|navigation)(?: changes)?`, () => ({ kind: "publishFixed", what: ["menu"] })),
  // "publish the page and the menu", "page and menu both published": the page (or post) just made, and the menu
  rule(`(?:publish|push live|put live|make live) (?:the |this |that )?(?:new )?(page|post) and (?:the )?(?:menu|nav|navigation)(?: both| too| as well)?`, ([kind]) => pageAndMenu(kind, "publish")),
  rule(`(?:the |this |that )?(?:new )?(page|post) and (?:the )?(?:menu|nav|navigation) (?:both )?(?:published|live|go live|going live)`, ([kind]) => pageAndMenu(kind, "publish")),
  rule(`publish (?:everything|all(?: the)? changes|all of it|it all) (?:except|but(?: not)?|apart from|other than|without) (.+)`, ([names]) => ({
    kind: "publishExcept",
    except: names.split(/\s*,\s*(?:and\s+)?|\s+and\s+|\s+or\s+/i).map((name) => target(name.replace(/\s+(?:page|post)$/i, ""))),
  })),
];

function pageAndMenu(kind: string, action: "publish"): Intent {
  const thing: Intent = /post/i.test(kind) ? { kind: "postAction", action, post: "it" } : { kind: "pageAction", action, page: "it" };
  return { kind: "multi", goal: `${action} the ${kind} and the menu`, steps: [thing, { kind: "publishFixed", what: ["menu"] }] };
}
