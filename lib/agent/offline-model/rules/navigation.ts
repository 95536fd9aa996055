import { rule, target, type Rule } from "../rule-kit";
import { unquote } from "../text";

/** Menu items: what they link to, renaming, re-pointing, moving under another item, adding at a place. */
const NAV = String.raw`(?:the |our )?(?:main |site |top )?(?:navigation|nav|menu|navbar)(?: menu| bar)?`;
const ITEM = String.raw`(?:the )?(.+?)(?: menu item| nav item| navigation item| link| item| tab| entry)?`;
const URL = String.raw`((?:https?:\/\/|mailto:)\S+|\/[\w\-\/#?=&.]*)`;

/** A menu item's name never holds a section's words: "the hero button link on the home page" is a section field. */
const notSection = (label: string) => !/\b(?:hero|button|section|banner|cta|call to action|page)\b/i.test(label);

export const NAVIGATION_RULES: Rule[] = [
  rule(`(?:change|set|update|make) ${ITEM} (?:to )?(?:point|go|link|lead) (?:at|to) ${URL}`, ([label, url]) => (notSection(label) ? { kind: "editMenuItem", label: target(label), url } : undefined)),
  rule(`add (?:a |an )?(?:new )?(.+?) link (?:pointing|going|that goes|that points|linking|to go) (?:at |to )?${URL}(?: (?:to|in|on) ${NAV})?`, ([label, url]) => ({ kind: "addNavLink", label: unquote(label), url })),
  rule(`where (?:does|do) ${ITEM} (?:link|go|point|lead)(?: to)?`, ([label]) => ({ kind: "askMenuItem", label: target(label), ask: "target" })),
  rule(`what does ${ITEM} (?:link|point) to`, ([label]) => ({ kind: "askMenuItem", label: target(label), ask: "target" })),
  rule(`(?:is|are) (?:there )?(?:a |an )?(?:link to )?(.+?)(?: page| link)? (?:in|on) ${NAV}`, ([label]) => ({ kind: "askMenuItem", label: target(label), ask: "present" })),
  rule(`(?:are there|do we have|show|list|which are|what are)(?: any)?(?: the)? hidden (?:menu |nav |navigation )?(?:items|links)`, () => ({ kind: "showNavigation" })),
  rule(`how many (?:links|items|menu items|entries) (?:are )?(?:there )?(?:in|on) ${NAV}`, () => ({ kind: "showNavigation" })),
  rule(`(?:in )?what order (?:are|is) ${NAV}(?: items| links)?(?: in)?`, () => ({ kind: "showNavigation" })),
  rule(`(?:rename|relabel) ${ITEM} (?:in|on) ${NAV} (?:to|as) (.+)`, ([label, newLabel]) => ({ kind: "editMenuItem", label: target(label), newLabel: unquote(newLabel) })),
  rule(`(?:rename|relabel) (?:the )?(.+?) (?:menu item|nav item|navigation item|menu link|nav link|link|item|tab) (?:to|as) (.+)`, ([label, newLabel]) => ({ kind: "editMenuItem", label: target(label), newLabel: unquote(newLabel) })),
  rule(`(?:change|set|update) the (?:label|name|text) of ${ITEM} (?:in ${NAV} )?to (.+)`, ([label, newLabel]) => ({ kind: "editMenuItem", label: target(label), newLabel: unquote(newLabel) })),
  rule(`call (?:the )?(.+?) (?:menu item|nav item|navigation item|link|item|tab) (.+?)(?: instead)?`, ([label, newLabel]) => ({ kind: "editMenuItem", label: target(label), newLabel: unquote(newLabel) })),
  rule(`(?:actually )?(?:call|name|label) it (.+?)(?: instead)?`, ([newLabel]) => ({ kind: "editMenuItem", label: "last", newLabel: unquote(newLabel) })),
  rule(`(?:point|change|set|link) ${ITEM} (?:at|to) ${URL}(?: instead)?`, ([label, url]) => (notSection(label) ? { kind: "editMenuItem", label: target(label), url } : undefined)),
  rule(`(?:move|put|make|nest|place|tuck) ${ITEM} (?:under|below|beneath|into|inside) (?:the )?(.+?)(?: item| link| menu)?(?: in ${NAV})?`, ([label, parent]) => ({ kind: "editMenuItem", label: target(label), parent: target(parent) })),
  rule(`make ${ITEM} (?:a )?(?:sub(?:-| )?item|child|sub(?:-| )?link|submenu item|dropdown item) (?:of|under) (?:the )?(.+?)(?: item| link)?`, ([label, parent]) => ({ kind: "editMenuItem", label: target(label), parent: target(parent) })),
  rule(`(?:add|put) (?:a |an )?(?:link to )?(?:the )?(.+?)(?: page)?(?: link)? (?:under|below) (?:the )?(.+?)(?: item| link)? (?:in|on|to) ${NAV}`, ([page, under]) => ({ kind: "addMenuItemAt", page: target(page), under: target(under) })),
  rule(`(?:add|put) (?:a |an )?(?:link to )?(?:the )?(.+?)(?: page)?(?: link)? (?:to|in|into|on) ${NAV} (?:right )?(?:after|next to) (?:the )?(.+?)(?: item| link)?`, ([page, after]) => ({ kind: "addMenuItemAt", page: target(page), after: target(after) })),
  rule(`add (?:a |an )?(?:link to )?(?:our |the )?(.+?) ${URL} (?:to|in|into|on) ${NAV},? (?:and )?(?:call|name|label) it (.+)`, ([, url, label]) => ({ kind: "addNavLink", label: unquote(label), url })),
  rule(`add (?:a |an )?(.+?) link (?:to|in|into|on) ${NAV}:? ${URL}`, ([label, url]) => ({ kind: "addNavLink", label: unquote(label), url })),
];
