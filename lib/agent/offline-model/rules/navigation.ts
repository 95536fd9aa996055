import type { Intent } from "../intents";
import { rule, target, type Rule } from "../rule-kit";
import { ordinalOf, unquote, URL_PATTERN } from "../text";
import { ANY_SECTION, TEMPLATE_PATTERN } from "../vocabulary";

/** Menu items: what they link to, renaming, re-pointing, moving under another item, adding at a place. */
const NAV = String.raw`(?:the |our )?(?:main |site |top )?(?:navigation|nav|menu|navbar)(?: menu| bar)?`;
const ITEM = String.raw`(?:the )?(.+?)(?: menu item| nav item| navigation item| link| item| tab| entry)?(?: (?:in|on) (?:the |our )?(?:main |site |top )?(?:navigation|nav|menu|navbar))?`;

/** A menu item's name never holds a section's words: "the hero button link on the home page" is a section field. */
const notSection = (label: string) => !/\b(?:hero|button|section|banner|cta|call to action|page)\b/i.test(label);

/** "the button at the bottom of the home page", "the hero button on Home": a section's button, whose link is read. */
function buttonTarget(label: string): Intent | undefined {
  const found = /^(?:the\s+)?(.*?)\s*button\s+(?:(?:at|near)\s+the\s+(?:very\s+)?(top|bottom|end|foot)\s+of|on|in|of)\s+(?:the\s+|our\s+)?(.+?)(?:\s+page)?$/i.exec(label.trim());
  if (!found) return undefined;
  const [, kind, where = "", page] = found;
  const named = `${kind} ${where}`;
  const templateKey = /hero|banner|top/i.test(named) ? "hero" : /cta|call to action|bottom|end|foot/i.test(named) ? "cta" : ANY_SECTION;
  return { kind: "askSectionField", page: target(page), templateKey, field: "buttonUrl" };
}
const whereItGoes = ([label]: string[]): Intent => (notSection(label) ? undefined : buttonTarget(label)) ?? { kind: "askMenuItem", label: target(label), ask: "target" };

/** A new link to an address, and where it goes in the menu if said: "add a menu item 'Book a Table' linking to https://… after Contact". */
/** "a link called 'Shop'", "a 'Book a demo' link", "our Instagram": the words the new link shows. */
const linkWords = (label: string) => unquote(label.trim().replace(/^(?:a|an|the|our|one)\s+(?:new\s+)?(?:(?:menu\s+|nav\s+)?(?:link|item|button|tab|entry)\s+(?:called|named|labell?ed|saying|titled)\s+)?/i, "").replace(/^(["'][^"']+["'])\s+(?:link|item|button|tab)$/i, "$1"));

function linkAt(label: string, url: string, where?: string, other?: string): Intent {
  const added: Intent = { kind: "addNavLink", label: linkWords(label), url };
  if (!where || !other) return added;
  const moved: Intent = { kind: "moveMenuItem", label: added.label, to: /before/i.test(where) ? "before" : "after", other: target(other) };
  return { kind: "multi", goal: `add ${added.label} to the menu ${where} ${target(other)}`, steps: [added, moved] };
}

export const NAVIGATION_RULES: Rule[] = [
  rule(`add (?:a |an |one )?(?:new )?(?:menu|nav(?:igation)?) (?:item|link|entry|button) (?:called |named |labell?ed )?(.+?),? (?:linking |pointing |going |leading |that (?:goes|links|points|leads) |which (?:goes|links|points|leads) )?to ${URL_PATTERN}(?:,? (?:and )?(?:put it |place it |placed )?(after|before) (.+))?`, ([label, url, where, other]) => linkAt(label, url, where, other)),
  // "Menu item 'About' must become 'Our story'"
  // "the Blog link in the menu should say Journal"
  rule(`(?:the )?(.+?) (?:menu item|nav item|navigation item|link|item|tab|entry)(?: (?:in|on) ${NAV})? (?:must|should|needs to|has to|ought to) (?:become|be renamed(?: to)?|be called|be named|read|say) (.+)`, ([label, newLabel]) =>
    notSection(label) ? { kind: "editMenuItem", label: target(label), newLabel: unquote(newLabel) } : undefined),
  rule(`(?:the )?(?:menu|nav(?:igation)?) (?:item|link|label|entry|tab) (.+?) (?:must|should|needs to|has to|ought to) (?:become|be renamed(?: to)?|be called|be named|read|say|be) (.+)`, ([label, newLabel]) => ({ kind: "editMenuItem", label: target(label), newLabel: unquote(newLabel) })),
  // "put 'Book now' in the menu, going to https://…", "add 'Shop' to the menu linking to https://…"
  rule(`(?:add|put|stick|pop) (.+?) (?:to|in|into|on) ${NAV},? (?:linking|pointing|going|leading|that (?:goes|links|points|leads)|which (?:goes|links|points|leads)|to go) (?:at |to )?${URL_PATTERN}[.?!]?(?:,? (?:and )?(?:put it |place it )?(after|before) (.+?))?(?: .+)?`, ([label, url, where, other]) => linkAt(label, url, where, other)),
  // "the About link in the menu should open the Our Team page now, not the old About page", "point the Blog link at the News page"
  rule(`(?:the )?(.+?) (?:menu item|nav item|link|item|tab)(?: (?:in|on) ${NAV})? (?:should|must|needs to|has to) (?:now )?(?:open|go to|point to|point at|link to|lead to|take (?:people|you|visitors) to) (?:the )?(.+?) page(?: now| instead)?(?:,? (?:not|instead of) .+)?`, ([label, page]) =>
    notSection(label) ? { kind: "editMenuItem", label: target(label), page: target(page) } : undefined),
  rule(`(?:(?:point|link|re-?point) (?:the )?(.+?) (?:menu item|nav item|link|item|tab)(?: (?:in|on) ${NAV})? (?:to|at)|change (?:the )?(.+?) (?:menu item|nav item|link)(?: (?:in|on) ${NAV})? to (?:point (?:at|to)|go to|open)) (?:the )?(.+?) page(?: instead)?`, ([pointed, changed, page]) =>
    notSection(pointed || changed) ? { kind: "editMenuItem", label: target(pointed || changed), page: target(page) } : undefined),
  // "… and point it at the contact page": what "it" is comes from the request before (a menu link or a button)
  rule(`(?:make|point|link|send) it (?:(?:to )?(?:point|go|link|lead) )?(?:at|to) (?:the |our )?(.+?) page(?: instead(?: of .+)?)?`, ([page]) => ({ kind: "editMenuItem", label: "it", page: target(page) })),
  rule(`(?:change|set|update|make) ${ITEM} (?:to )?(?:point|go|link|lead) (?:at|to) ${URL_PATTERN}`, ([label, url]) => (notSection(label) ? { kind: "editMenuItem", label: target(label), url } : undefined)),
  rule(`add (?:a |an )?(?:new )?(.+?) link (?:pointing|going|that goes|that points|linking|to go) (?:at |to )?${URL_PATTERN}(?: (?:to|in|on) ${NAV})?`, ([label, url]) => ({ kind: "addNavLink", label: unquote(label), url })),
  rule(`(?:what|where) (?:does|do) (?:each|every|all(?: the)?|the) (?:menu |nav(?:igation)? )?(?:items?|links?) (?:link|point|go|lead)(?: to)?`, () => ({ kind: "showNavigation" })),
  rule(`where (?:does|do) ${ITEM} (?:link|go|point|lead)(?: to)?(?: (?:in|on) ${NAV})?`, whereItGoes),
  // "what's under About in the menu?", "which links sit below About?", "nav: children of About?"
  rule(`(?:what(?:'s| is| are)|which (?:links|items|pages) (?:are|sit|go)) (?:under|below|beneath|inside) (?:the )?(.+?)(?: menu item| link| item)?(?: (?:in|on) ${NAV})?`, ([label]) => ({ kind: "askMenuItem", label: target(label), ask: "children" })),
  rule(`(?:what are )?(?:the )?(?:children|sub-?items|sub-?links|sub-?pages) (?:of|under) (?:the )?(.+?)(?: menu item| link| item)?(?: (?:in|on) ${NAV})?`, ([label]) => ({ kind: "askMenuItem", label: target(label), ask: "children" })),
  rule(`what does ${ITEM} (?:link|point) to`, whereItGoes),
  // "In the menu the About must be called 'Who we are'"
  rule(`(?:in|on) ${NAV},? (?:the )?(.+?)(?: link| item)? (?:must|should|needs to|has to|ought to) (?:be called|be named|be labell?ed|become|say|read) (.+)`, ([label, newLabel]) => ({ kind: "editMenuItem", label: target(label), newLabel: unquote(newLabel) })),
  // "menu: add `Docs` -> https://docs.example.com, last position, top level"
  rule(`add (["'][^"']+["']) (?:to|at|linking to|pointing (?:to|at)|going to) ${URL_PATTERN}(?:,? (?:(?:in )?(?:the )?last (?:position|place|spot)|at the end|top level|top-level))*(?: (?:in|to) ${NAV})?`, ([label, url]) => ({ kind: "addNavLink", label: unquote(label), url })),
  // "delete the Contact page and remove its link from the menu": the link to the page just named
  rule(`(?:delete|remove|bin|drop|get rid of|take out|take away) (?:its|their) (?:menu |nav |navigation )?(?:link|item|entry|tab)(?: (?:in|from|on|off|out of) ${NAV})?`, () => ({ kind: "removeNavLink", label: "it" })),
  rule(`hide (?:its|their) (?:menu |nav |navigation )?(?:link|item|entry|tab)(?: (?:in|from|on) ${NAV})?`, () => ({ kind: "setNavVisibility", label: "it", visible: false })),
  // "delete the link 'Old Shop' in the menu completely"
  rule(`(?:delete|remove|bin|drop|get rid of|take out) (?:the )?(?:link|menu item|nav item|menu link|item) (.+?) (?:in|from|on|off) ${NAV}(?: (?:completely|entirely|altogether|for good))?`, ([label]) => ({ kind: "removeNavLink", label: target(label) })),
  // "why can't I see the Shop link on the website?"
  rule(`why (?:can't|cannot|can not|don't|do not|doesn't|does not|isn't|is not) (?:i|we|people|visitors|customers|anyone|it) (?:see|show|appear)(?: up)? (?:the |our )?(.+?) (?:menu item|nav item|menu link|link|item|tab)(?: (?:in|on) ${NAV})?(?: (?:in|on) (?:${NAV}|the (?:live |actual |real |public )?(?:web)?site))*`, ([label]) => ({ kind: "askMenuItem", label: target(label), ask: "live" })),
  // "is the Gift Vouchers link showing on the website yet?"
  rule(`(?:is|are) (?:the |our )?(.+?) (?:menu item|nav item|navigation item|menu link|link|item|tab)(?: (?:in|on) ${NAV})? (?:showing|shown|visible|live|up|there|appearing|published|public|online)(?: (?:in|on) (?:${NAV}|the (?:live |actual |real |public )?(?:web)?site))*`, ([label]) => ({ kind: "askMenuItem", label: target(label), ask: "live" })),
  rule(`(?:is|are) (?:there )?(?:a |an )?(?:link to )?(.+?)(?: page| link)? (?:in|on) ${NAV}`, ([label]) => ({ kind: "askMenuItem", label: target(label), ask: "present" })),
  rule(`(?:are there|do we have|show|list|which are|what are)(?: any)?(?: the)? hidden (?:menu |nav |navigation )?(?:items|links)`, () => ({ kind: "showNavigation" })),
  // "whats in the menu rn? is anything hidden"
  rule(`(?:is|are) (?:anything|any of (?:it|them)|any(?: of the)? (?:links|items))(?: in (?:it|there|${NAV}))? hidden`, () => ({ kind: "showNavigation" })),
  rule(`how many (?:links|items|menu items|entries) (?:are )?(?:there )?(?:in|on) ${NAV}`, () => ({ kind: "showNavigation" })),
  rule(`how many (?:links|items|menu items|entries) (?:does|do) ${NAV} (?:have|hold|show|contain)`, () => ({ kind: "showNavigation" })),
  rule(`(?:are|is) (?:any|some)(?: of)?(?: the)? (?:menu |nav(?:igation)? )?(?:items|links) hidden`, () => ({ kind: "showNavigation" })),
  rule(`(?:in )?what order (?:are|is) ${NAV}(?: items| links)?(?: in)?`, () => ({ kind: "showNavigation" })),
  rule(`(?:rename|relabel) ${ITEM} (?:in|on) ${NAV} (?:to|as) (.+)`, ([label, newLabel]) => ({ kind: "editMenuItem", label: target(label), newLabel: unquote(newLabel) })),
  rule(`(?:rename|relabel|change) (?:the )?(?:menu|nav|navigation) (?:item|link|label|entry|tab) (.+?) (?:to|as|into) (.+)`, ([label, newLabel]) => ({ kind: "editMenuItem", label: target(label), newLabel: unquote(newLabel) })),
  rule(`(?:rename|relabel) (?:the )?(.+?) (?:menu item|nav item|navigation item|menu link|nav link|link|item|tab) (?:to|as) (.+)`, ([label, newLabel]) => ({ kind: "editMenuItem", label: target(label), newLabel: unquote(newLabel) })),
  // …never a box or a question ("change the text of the one below it to …")
  rule(`(?:change|set|update) the (?:label|name|text) of ${ITEM} (?:in ${NAV} )?to (.+)`, ([label, newLabel]) =>
    notSection(label) && !/\b(?:one|it|box|card|tile|question|answer|picture|image|photo)\b/i.test(label) ? { kind: "editMenuItem", label: target(label), newLabel: unquote(newLabel) } : undefined),
  rule(`call (?:the )?(.+?) (?:menu item|nav item|navigation item|link|item|tab) (.+?)(?: instead)?`, ([label, newLabel]) => ({ kind: "editMenuItem", label: target(label), newLabel: unquote(newLabel) })),
  rule(`(?:actually )?(?:call|name|label) it (.+?)(?: instead)?`, ([newLabel]) => ({ kind: "editMenuItem", label: "it", newLabel: unquote(newLabel) })),
  rule(`(?:point|change|set|link) ${ITEM} (?:at|to) ${URL_PATTERN}(?: instead)?`, ([label, url]) => (notSection(label) ? { kind: "editMenuItem", label: target(label), url } : undefined)),
  // "move the wedding cakes page under 'About' in the menu": in the menu, a page is its link
  rule(`(?:move|put|nest|place|tuck) (?:the |our |my )?(.+?) page (?:under|underneath|below|beneath|into|inside) (?:the )?(.+?)(?: item| link)? (?:in|on) ${NAV}(?:,? as .+)?`, ([label, parent]) =>
    notSection(label) && notSection(parent) ? { kind: "editMenuItem", label: target(label), parent: target(parent) } : undefined),
  rule(`(?:move|put|make|nest|place|tuck) ${ITEM} (?:under|underneath|below|beneath|into|inside) (?:the )?(.+?)(?: item| link| menu)?(?: in ${NAV})?(?:,? as (?:a |an )?(?:little |small )?(?:sub-?item|sub-?link|child|dropdown item|sub-?menu item))?`, ([label, parent]) =>
    notSection(label) && notSection(parent) && !/\b(?:text|faq|questions|gallery|image)\b/i.test(`${label} ${parent}`) ? { kind: "editMenuItem", label: target(label), parent: target(parent) } : undefined),
  // "the blog link should go to https://medium.com/@northwind"
  rule(`(?:the )?(.+?) (?:menu item|nav item|navigation item|link|item|tab)(?: (?:in|on) ${NAV})? (?:should|must|needs to|has to|ought to) (?:now )?(?:go|point|link|lead|take people|send people) to ${URL_PATTERN}(?: (?:now|instead|from now on))?`, ([label, url]) =>
    notSection(label) ? { kind: "editMenuItem", label: target(label), url } : undefined),
  rule(`make ${ITEM} (?:a )?(?:sub(?:-| )?item|child|sub(?:-| )?link|submenu item|dropdown item) (?:of|under) (?:the )?(.+?)(?: item| link)?`, ([label, parent]) => ({ kind: "editMenuItem", label: target(label), parent: target(parent) })),
  // "make Case studies a top-level menu item": out from under its parent
  rule(`make ${ITEM} (?:a |its own )?top-?\\s?level(?: nav| menu| navigation)?(?: item| link| entry)?(?: again)?`, ([label]) => ({ kind: "editMenuItem", label: target(label), parent: "" })),
  // "add a menu link 'Join the choir' pointing to the Contact page and sitting under About": a page's link under its own label
  rule(`add (?:(?:a |an )?(?:new )?(?:menu |nav |navigation )?(?:link|item) )?(["'][^"']+["']) (?:pointing|linking|going|leading|that (?:points|links|goes|leads)) to (?:the |our )?(.+?) page(?:,? (?:and )?(?:sitting |placed |put |going )?(under|after|before|below) (?:the )?(.+?)(?: item| link)?)?`, ([label, page, where, other]) => {
    const placed = where ? { [/under|below/i.test(where) ? "under" : where.toLowerCase()]: target(other) } : {};
    return { kind: "addMenuItemAt", page: target(page), label: unquote(label), ...placed };
  }),
  // "move Shop to the top level, at the very end": out from under its parent, then where
  rule(`(?:move|put|take) ${ITEM} (?:back )?(?:to|at|on|onto) (?:the )?top-?\\s?level(?: of ${NAV})?(?:,? (?:and )?(?:at|to) the (?:very )?(end|start|beginning|top|front))?`, ([label, end]) => {
    const out: Intent = { kind: "editMenuItem", label: target(label), parent: "" };
    return end ? { kind: "multi", goal: `move ${target(label)} to the top level`, steps: [out, { kind: "moveMenuItem", label: target(label), to: /end/i.test(end) ? "last" : "first" }] } : out;
  }),
  rule(`(?:add|put) (?:a |an )?(?:link to )?(?:the )?(.+?)(?: page)?(?: link)? (?:under|below) (?:the )?(.+?)(?: item| link)? (?:in|on|to) ${NAV}`, ([page, under]) => ({ kind: "addMenuItemAt", page: target(page), under: target(under) })),
  rule(`(?:add|put) (?:a |an )?(?:link to )?(?:the )?(.+?)(?: page)?(?: link)? (?:to|in|into|on) ${NAV},? (?:right |just |directly )?(?:under|below|beneath) (?:the )?(.+?)(?: item| link)?`, ([page, under]) => ({ kind: "addMenuItemAt", page: target(page), under: target(under) })),
  rule(`(?:add|put) (?:a |an )?(?:link to )?(?:the )?(.+?)(?: page)?(?: link)? (?:to|in|into|on) ${NAV},? (?:right |just |directly )?(?:after|next to) (?:the )?(.+?)(?: item| link)?`, ([page, after]) => ({ kind: "addMenuItemAt", page: target(page), after: target(after) })),
  rule(`(?:add|put) (?:a |an )?(?:link to )?(?:the )?(.+?)(?: page)?(?: link)? (?:to|in|into|on) ${NAV},? (?:right |just |directly )?(?:before|in front of) (?:the )?(.+?)(?: item| link)?`, ([page, before]) => ({ kind: "addMenuItemAt", page: target(page), before: target(before) })),
  rule(`add (?:a |an )?(?:link to )?(?:our |the )?(.+?) ${URL_PATTERN} (?:to|in|into|on) ${NAV},? (?:and )?(?:call|name|label) it (.+)`, ([, url, label]) => ({ kind: "addNavLink", label: unquote(label), url })),
  // "add a link to the menu called Shop going to https://…"
  rule(`add (?:a |an |one )?(?:new )?(?:link|item|menu item|nav item|button|tab) (?:to|in|into|on) ${NAV} (?:called|named|labell?ed|saying) (.+?),? (?:going|linking|pointing|leading|that (?:goes|links|points|leads)|which (?:goes|links|points|leads)) to ${URL_PATTERN}`, ([label, url]) => ({ kind: "addNavLink", label: unquote(label), url })),
  // "add our Instagram to the top menu → https://…, label it Instagram"
  rule(`add (?:our |the |a |an )?(.+?) (?:to|in|into|on) ${NAV},? (?:to |at |with |linking to |pointing to |going to |: ?)?${URL_PATTERN}(?:,? (?:and )?(?:label|call|name) it (.+))?`, ([label, url, named]) => ({ kind: "addNavLink", label: unquote(named || label), url })),
  rule(`add (?:a |an )?(.+?) link (?:to|in|into|on) ${NAV}:? ${URL_PATTERN}`, ([label, url]) => ({ kind: "addNavLink", label: unquote(label), url })),
];

// ── the menu's order: first, last, a place, before or after another item, swapped, or a whole order
const MOVE = String.raw`(?:move|put|drag|shift|place|bring|make|set)`;
const NAMED = String.raw`(?:the )?(.+?)(?: menu item| nav item| navigation item| menu link| nav link| link| item| tab| button)?`;
const IN_NAV = String.raw`(?: (?:of|in|on|within|at) ${NAV}(?: thing| thingy)?)`;
const ENDS = String.raw`(?:(?:to|at) (?:the )?(?:very )?(front|start|beginning|top|left|first (?:place|position|spot)|end|bottom|right|back|last (?:place|position|spot))|(first|last)|(?:the )?(first|last) (?:one|item|link|entry))`;
const isFirst = (where: string) => /^(?:front|start|beginning|top|left|first)/i.test(where);
// ("move Shop to the top level, at the very end" is read by the top-level rule: out from under its parent first)
const toEnd = ([label, to, word, one]: string[]): Intent | undefined => (/\btop-?\s?level\b/i.test(label) ? undefined : { kind: "moveMenuItem", label: target(label), to: isFirst(to || word || one) ? "first" : "last" });
/** "Home, Blog, About and Contact", "Home → Blog → About": the labels of a whole order. */
const labelsOf = (list: string) => list.split(/\s*(?:,\s*(?:and\s+|then\s+)?|\s+(?:and|then)\s+|\s*(?:→|->|>|\/|\|)\s*)/i).map((label) => target(label.replace(/[.!]$/, ""))).filter(Boolean);

/** "move Blog to the end" names no menu, but a label that is no section's ("the FAQ", "the hero") is a menu item's. */
const SECTION_WORD = new RegExp(String.raw`\b(?:${TEMPLATE_PATTERN}|section|block|bit|part|question|answer|heading|paragraph)s?\b`, "i");
const toEndUnlessSection = (groups: string[]) => (SECTION_WORD.test(groups[0]) ? undefined : toEnd(groups));

/** "labelled 'Write to us'", "as 'Free Webinar'": the new link's words, when said. */
const LABELLED_AS = String.raw`(?:,? (?:labell?ed|called|named|titled|saying|as) (["'][^"']+["']|[\w-]+(?: [\w-]+)?))?`;
const PLACE = String.raw`(?:just |right |directly |straight )?(after|before|in front of|ahead of|under|underneath|below|beneath)`;
/** "put the Opening Hours page in the menu, just after Home", "drop it into the nav right after Home as 'Free Webinar'": in the menu at a place (moved there if it is in already). */
function addedAt([page, label, where, other, label2]: string[]): Intent {
  const at = /^(?:under|underneath|below|beneath)$/i.test(where) ? "under" : /^after$/i.test(where) ? "after" : "before";
  const named = label || label2;
  return { kind: "addMenuItemAt", page: target(page.replace(/^(?:a )?link to (?:our |the )?/i, "").replace(/\s+(?:first|last)$/i, "").replace(/\s+page$/i, "")), [at]: target(other.replace(/\s+(?:item|link)$/i, "")), ...(named ? { label: unquote(named) } : {}) };
}

export const MENU_ORDER_RULES: Rule[] = [
  // "add a 'Work with us' link to the nav that goes to the Contact page", "add a 'Work with us' link to the Contact page in the menu"
  rule(`(?:add|put) (?:a |an |the )?(["'][^"']+["']) (?:link|item|entry)(?: (?:to|in|into|on) ${NAV})? (?:that |which )?(?:goes|points|links|leads|going|pointing|linking|leading) to (?:our |the )?(.+?)(?: page)?`, ([label, page]) =>
    /^(?:https?:\/\/|\/|www\.)/i.test(page) ? undefined : { kind: "addMenuItemAt", page: target(page), label: unquote(label) }),
  rule(`(?:add|put) (?:a |an |the )?(["'][^"']+["']) (?:link|item|entry) (?:to|for) (?:our |the )?(.+?)(?: page)? (?:in|into|on|to) ${NAV}`, ([label, page]) => ({ kind: "addMenuItemAt", page: target(page), label: unquote(label) })),
  rule(`(?:put|add|drop|pop|stick|place|slot) (?:a link to |an? (?=.+? link ))?(?:our |the )?(.+?)(?: link)?${LABELLED_AS} (?:in|into|on|to) ${NAV}${LABELLED_AS},? (?:and )?(?:tucked |placed |put )?${PLACE} (?:the )?(.+?)${LABELLED_AS}`, ([page, label, label2, where, other, label3]) => addedAt([page, label || label2, where, other, label3])),
  // "menu item 'Careers' right after Contact": a checklist's line, the place said without a verb
  rule(`(?:a |an |the )?(?:new )?(?:menu|nav|navigation) (?:item|link|entry) (["'][^"']+["']),? ${PLACE} (?:the )?(.+?)${LABELLED_AS}`, ([page, where, other, label]) => addedAt([page, "", where, other, label])),
  // "move Contact to be the very first thing in the nav, ahead of Home"
  rule(`(?:move|put|make) (?:the )?(.+?) (?:to be|so (?:it|that it) is|into) (?:the )?(?:very )?(first|last) (?:thing|item|link|one|place|position|spot)(?: in ${NAV})?(?:,? (?:ahead of|before|in front of|after|behind) .+)?`, ([label, word]) => ({ kind: "moveMenuItem", label: target(label), to: /first/i.test(word) ? "first" : "last" })),
  // "Blog must come before About in the menu"
  rule(`(?:the )?(.+?)(?: link| item| tab)? (?:must|should|shall|needs to|has to|ought to) (?:come|go|be|sit|appear) (?:right |just |directly )?(before|after|ahead of|in front of|behind) (?:the )?(.+?)(?: link| item| tab)?(?: (?:in|on) ${NAV})?`, ([label, where, other]) =>
    SECTION_WORD.test(`${label} ${other}`) || /\bpage\b/i.test(`${label} ${other}`) ? undefined : { kind: "moveMenuItem", label: target(label), to: /^(?:before|ahead|in front)/i.test(where) ? "before" : "after", other: target(other) }),
  // "Contact needs to be second in the menu, straight after Home"
  // …never a section: "The FAQ should be second on the About page" is no menu item
  rule(`(?:the )?(.+?)(?: link| item)? (?:needs to|should|must|has to|ought to) (?:be|go|come|sit) (first|second|third|fourth|fifth|last)(?: (?:in|on) ${NAV})?(?:,? (.+))?`, ([label, word, rest]) =>
    SECTION_WORD.test(label) || /\bpage\b/i.test(rest ?? "") ? undefined : /^(?:first|last)$/i.test(word) ? { kind: "moveMenuItem", label: target(label), to: /first/i.test(word) ? "first" : "last" } : { kind: "moveMenuItem", label: target(label), to: "place", place: ordinalOf(word) }),
  rule(`${MOVE} (?:the )?(.+?) (?:menu item|nav item|navigation item|menu link|nav link) ${ENDS}`, toEnd),
  rule(`${MOVE} ${NAMED} ${ENDS}${IN_NAV}(?:,? (?:before|after|ahead of|in front of) .+)?`, toEnd),
  rule(`${MOVE} ${NAMED}${IN_NAV} ${ENDS}`, toEnd),
  rule(`${MOVE} ${NAMED} ${ENDS}`, toEndUnlessSection),
  // "Contact first in the nav": the place said with no verb
  rule(`(?!(?:add|put|move|make|set|place|bring|drag|shift)\\b)(?:the )?(.+?)(?: item| link| tab)? (?:(first|last)|to (?:the )?(front|start|end|back))${IN_NAV}`, ([label, word, to]) => toEnd([label, to ?? "", word ?? "", ""])),
  // "add the Pricing page to the end of the menu": added there; "… to the start" then moved first
  rule(`add (?:the )?(.+?)(?: page)? (?:to|at) (?:the )?(?:very )?(end|bottom|back|start|beginning|front|top) of ${NAV}`, ([label, where]) =>
    isFirst(where) ? { kind: "multi", goal: `add ${label} first in the menu`, steps: [{ kind: "addNavLink", label: target(label) }, { kind: "moveMenuItem", label: target(label), to: "first" }] } : { kind: "addNavLink", label: target(label) }),
  rule(String.raw`${MOVE} ${NAMED} (?:to |in(?:to)? |at )?(?:the )?(second|third|fourth|fifth|sixth|\d+(?:st|nd|rd|th)?)(?: (?:place|position|spot|slot))?${IN_NAV}(?:,? (?:\w+ )?(?:after|before|behind|next to) .+)?`, ([label, place]) => ({ kind: "moveMenuItem", label: target(label), to: "place", place: ordinalOf(place) })),
  rule(String.raw`${MOVE} ${NAMED} to (?:place|position|spot|slot|number) (\d+)${IN_NAV}`, ([label, place]) => ({ kind: "moveMenuItem", label: target(label), to: "place", place: Number.parseInt(place, 10) })),
  rule(`${MOVE} ${NAMED} (?:so (?:that )?it (?:comes|goes|sits|is) )?(?:right |just |directly |straight )?(before|after|in front of|ahead of|behind|next to|to the left of|to the right of|left of|right of) (?:the )?(.+?)(?: menu item| nav item| link| item| tab)?${IN_NAV}`, ([label, where, other]) => ({ kind: "moveMenuItem", label: target(label), to: /^(?:before|in front|ahead|to the left|left)/i.test(where) ? "before" : "after", other: target(other) })),
  rule(`${MOVE} (?:the )?(.+?) (?:menu item|nav item|link|tab) (?:right |just |directly )?(before|after|in front of|behind|next to) (?:the )?(.+?)(?: menu item| nav item| link| item| tab)?`, ([label, where, other]) => ({ kind: "moveMenuItem", label: target(label), to: /^(?:before|in front)/i.test(where) ? "before" : "after", other: target(other) })),
  // "move Contact before Blog": no menu named, but two labels that are no section's are menu items
  rule(`(?:move|put|place|shift) ${NAMED} (?:right |just |directly )?(before|after|ahead of|in front of) (?:the )?(.+?)`, ([label, where, other]) =>
    SECTION_WORD.test(`${label} ${other}`) || /\b(?:on|of|in)\s+(?:the\s+)?\S+\s+page\b/i.test(other) ? undefined : { kind: "moveMenuItem", label: target(label), to: /^(?:before|in front|ahead)/i.test(where) ? "before" : "after", other: target(other) }),
  rule(`(?:swap|switch|exchange|flip|trade)(?: the)?(?: (?:order|places|positions) of(?: the)?)? (.+?) (?:and|with|&) (?:the )?(.+?)(?: links| items| menu items| tabs)?(?: (?:around|round|over|places|positions))?${IN_NAV}(?: (?:around|round|over))?`, ([label, other]) => ({ kind: "moveMenuItem", label: target(label), to: "swap", other: target(other) })),
  rule(`(?:swap|switch|exchange|flip)(?: the)? (.+?) (?:and|with|&) (?:the )?(.+?) (?:links|menu items|nav items|tabs)(?: (?:around|round|over))?`, ([label, other]) => ({ kind: "moveMenuItem", label: target(label), to: "swap", other: target(other) })),
  rule(`(?:re-?order|order|arrange|re-?arrange|sort|put|(?:change|set) the order of) ${NAV}(?: items| links)?(?: (?:as|like|to|to be|to read|to go|so (?:it|that it) (?:reads|goes|is)|in (?:this|the following) order|as follows))?:? (.+)`, ([list]) => {
    const order = labelsOf(list);
    return order.length > 1 ? { kind: "moveMenuItem", label: order[0], to: "order", order } : undefined;
  }),
  rule(`(?:make |set |change )?(?:the )?(?:order of ${NAV}|${NAV} order)(?: items| links)?(?: (?:to|should be|be|as|is|to be))?:? (.+)`, ([list]) => {
    const order = labelsOf(list);
    return order.length > 1 ? { kind: "moveMenuItem", label: order[0], to: "order", order } : undefined;
  }),
  rule(`${NAV} should (?:go|read|be|be in this order|be ordered|run):? (.+)`, ([list]) => {
    const order = labelsOf(list);
    return order.length > 1 ? { kind: "moveMenuItem", label: order[0], to: "order", order } : undefined;
  }),
  rule(`(?:re-?order|re-?arrange|sort|change the order of|shuffle) ${NAV}(?: items| links)?`, () => ({ kind: "moveMenuItem", label: "", to: "order", order: [] })),
];
