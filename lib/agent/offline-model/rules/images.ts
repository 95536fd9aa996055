import type { Intent } from "../intents";
import { pictureName, rule, target, type Rule } from "../rule-kit";
import { unquote } from "../text";
import { place } from "./sections";
import { templateKeyFor } from "../vocabulary";

/** Images by what they lack or show, and their alt text and caption. */
const IMAGE = String.raw`(?:images?|pictures?|photos?|pics?)`;
const ONE = String.raw`(?:the )?(.+?)(?: image| picture| photo| pic)?`;
const ALT = String.raw`(?:alt(?:-| )?texts?|alt|alternative text|alt description)`;
const field = (word: string) => (/caption/i.test(word) ? "caption" : "alt") as "alt" | "caption";

const BIN = String.raw`(?:delete|remove|bin|trash|clear out|get rid of|clean out|tidy away)`;
const NOT_USED = String.raw`(?:that |which )?(?:we(?:'re| are) not using|we don't use|we do not use|we never use|(?:are|is)(?:n't| not) (?:actually |really |currently )?(?:being )?used|(?:are|is) (?:actually |really |currently )not (?:being )?used|nobody uses|nothing uses|no one uses|(?:are |is )?not used|unused)(?: anywhere| on the (?:web)?site| at all| any ?more| in any page)*`;
/** "the picture we don't use" names one; "all the images …" every one. */
const unusedDeleted = (all: string, noun: string): Intent => ({ kind: "imagesUnused", action: "delete", ...(!all && !/s$/i.test(noun) ? { one: true } : {}) });
/** Alt text is made from each file's name; a caption from the image's alt text. */
const filled = (word: string): Intent => (field(word) === "alt" ? { kind: "fillMissing", field: "alt", from: "name" } : { kind: "fillMissing", field: "caption", from: "alt" });

/** Alt text goes through the older setImageAlt intent (same plan), captions through setImageText. */
/** "the photo of the coastline" → "coastline": the picture, without the words that only say it is one. */
const imageNamed = (image: string) => target(image).replace(/^(?:(?:the\s+)?(?:caption|alt\s+text)\s+of\s+(?:the\s+)?)?(?:(?:image|picture|photo)\s+(?:of\s+(?:the\s+)?)?)?/i, "");

const setText = (image: string, word: string, rawValue: string): Intent => {
  const name = imageNamed(image);
  // "a proper description — something like waves breaking on a rocky coast": the words offered, not the offer
  const value = rawValue.replace(/^(?:something\s+like|somethin'?\s+like|e\.?g\.?|say|maybe|perhaps|exactly|precisely)[:,]?\s+(?=\S)/i, "");
  return field(word) === "alt" ? { kind: "setImageAlt", image: name, alt: unquote(value) } : { kind: "setImageText", image: name, field: "caption", value: unquote(value) };
};

/** "choir.jpg is 'The choir …' and hall.jpg is 'The hall …'": one text per picture file, or nothing when the list is not that. */
function textsOf(word: string, list: string): Intent | undefined {
  const pairs = [...list.matchAll(/([\w-]+\.(?:jpe?g|png|gif|webp))\s*(?:is|=|:|→|-|–|—|should\s+(?:be|say))\s*(["'‘“][^"'’”]+["'’”])/gi)];
  if (pairs.length < 2) return undefined;
  return { kind: "multi", goal: `set the ${word} of ${pairs.length} pictures`, steps: pairs.map(([, image, value]) => setText(image, word, value)) };
}

/** "purple in it", "a mountain on it" → what the picture shows. */
const shows = (description: string) => unquote(description).replace(/\s+(?:in|on)\s+it$/i, "").replace(/^(?:an?|the|some)\s+/i, "");

const EVERYWHERE = String.raw`(?:everywhere(?: (?:it|they)(?:'s|'re| is| are)? (?:appears?|used|shows?|shown)(?: on the (?:web)?site)?)?|across the (?:whole )?(?:site|website)|all over the (?:site|website)|on (?:every|each) page|throughout(?: the (?:site|website))?|wherever (?:it(?:'s| is)|we use it)(?: used)?|in (?:all|every) places?)`;
const IN_PLACE_OF = String.raw`(?:replace|swap|change|switch|exchange)`;
/** "instead", also as typed in a hurry ("insted", "instaed"). */
const INSTEAD = String.raw`(?: ins?te?a?e?d)?`;
const OLD = String.raw`(?:the |our )?(.+? ${IMAGE}|.+?)`;

function replacing(image: string, replacement: string, where?: string): Intent | undefined {
  const at = where === undefined ? undefined : place(where);
  if (where !== undefined && !at) return undefined;
  // "change the site name to … everywhere" is not about pictures: one of the two must be called a picture (or "one").
  // "the autumn valley one" is a picture; "'one working day'" is words.
  const picture = new RegExp(String.raw`\b${IMAGE}\b|\bone$|\.(?:jpe?g|png|webp|gif)\b`, "i");
  if (![image, replacement].some((name) => picture.test(name.trim()))) return undefined;
  const [old, put] = [pictureName(image), pictureName(replacement)];
  // "swap the image on the about page for …" names no picture to take out: the section's picture is set instead.
  if (new RegExp(String.raw`^(?:${IMAGE}|it|that|this)$`, "i").test(old)) return undefined;
  // "swap the 'Where we work' picture on About for …": on a page, quoted words before "picture" are its section's heading.
  if (at?.page && /^(?:the\s+)?["']/.test(image.trim())) return undefined;
  // "swap the hero image on the homepage for the autumn valley shot": the section's picture, not a picture called "hero".
  const section = at?.page ? templateKeyFor(old) : undefined;
  if (section && at?.page && put) return { kind: "setSectionImage", page: at.page, templateKey: section, image: put };
  return old && put ? { kind: "replaceImage", image: old, replacement: put, ...(at?.page ? { page: at.page } : {}), ...(at?.templateKey ? { templateKey: at.templateKey } : {}) } : undefined;
}

/** Where the picture named is used. */
const usageOf = ([image]: string[]): Intent => ({ kind: "askImage", image: pictureName(image), ask: "usage" });
/** The alt text or caption of the picture named. */
const askedOf = ([word, image]: string[]): Intent => ({ kind: "askImage", image: pictureName(image), ask: field(word) });

export const IMAGE_RULES: Rule[] = [
  // "alt text on mountain-sunrise.jpg should say …": set, never read
  rule(`(?:the )?(${ALT}|caption) (?:of|on|for) ${ONE} (?:should|must|needs? to) (?:say|be|read):? (.+)`, ([word, image, value]) => setText(image, word, value)),
  // "does blue-coast.png have any alt text?"
  rule(`(?:does|has) ${ONE} (?:have|got) (?:any |an? )?(${ALT}|caption)`, ([image, word]) => ({ kind: "askImage", image: imageNamed(image), ask: field(word) })),
  // "Which picture is it that sits at the very top of our Home page?": the hero's picture
  rule(`(?:which|what) ${IMAGE} (?:is it (?:that )?)?(?:(?:sits|is|appears|shows) )?(?:right |up )?(?:at the (?:very )?top of|on top of|in the (?:big )?(?:hero|banner)(?: section)? (?:of|on)) (?:the |our )?(.+?)(?: page)?`, ([page]) => ({ kind: "askSectionField", page: target(page), templateKey: "hero", field: "imageId" })),
  // "where is the mountain sunrise photo used?", "Where all is studio-dusk.jpg being used?", "which pages use the coast picture?"
  rule(`(?:where|in which places|on which pages?)(?: all| else| exactly)?(?: is| are|'s) ${ONE} (?:being |currently |still )?(?:used|shown|showing|displayed|appearing)(?: on the (?:web)?site| anywhere)?`, usageOf),
  rule(`(?:where|on which pages?) (?:do we|does the site) (?:use|show) ${ONE}`, usageOf),
  // "where are we using the autumn valley picture?"
  rule(`(?:where|on which pages?) (?:are we|is the site) (?:currently |still )?(?:using|showing) ${ONE}(?: on the (?:web)?site| anywhere)?`, usageOf),
  rule(`(?:which|what) (?:pages?|posts?|pages and posts|places) (?:use|show|have) (?:the |our )?(.+?) ${IMAGE}`, usageOf),
  // "which post uses studio-dusk.jpg as its cover?"
  rule(`(?:which|what) (?:blog )?(?:posts?|articles?|pages?) (?:uses?|has|have|shows?) ${ONE} as (?:its|their|the|a) cover(?: image| picture| photo)?`, usageOf),
  rule(`(?:is|are) ${ONE} (?:used|shown) anywhere(?: on the (?:web)?site)?`, usageOf),
  // "put the credit '© Northwind Studio' as the caption on blue-coast.png"
  rule(`(?:put|use|set|add|make) (?:the |this |a )?(?:credit |text |words |line |wording )?(["'].+?["']) (?:as|for) (?:the |its )?(${ALT}|caption) (?:on|of|for|to) ${ONE}`, ([value, word, image]) => setText(image, word, value)),
  // "take the caption off mountain-sunrise.jpg", "remove the alt text from the coast photo"
  rule(`(?:take|remove|delete|clear|drop|get rid of) (?:the )?(${ALT}|caption) (?:off|from|of|on) ${ONE}`, ([word, image]) => ({ kind: "setImageText", image: imageNamed(image), field: field(word), value: "", clear: true })),
  // "I want alt text on both of the new photos: choir.jpg is 'The choir …' and hall.jpg is 'The hall …'"
  rule(`(?:(?:i|we) (?:want|need|would like)|(?:please )?(?:add|set|give|put))? ?(?:the )?(${ALT}|captions?) (?:on|for|to|of) (?:both|all|each|the|these|those|our|my)(?: (?:of )?(?:the|these|those|our|my))?(?: new| two| three)? ${IMAGE}[:,—–-]* (.+)`, ([word, list]) => textsOf(word, list)),
  // "peonies-bouquet.jpg needs a description for blind visitors — it's pink peonies and eucalyptus"
  rule(`${ONE} (?:needs|should have|could use|wants|must have) (?:an? |the |some )?(?:proper |better |good )?(?:description|text|words) for (?:blind (?:visitors|people|users|readers)|screen ?readers?|(?:the )?visually impaired(?: (?:visitors|people|users))?|accessibility)[,:;—–-]* (?:it's |it is |its |showing |it shows )?(.+)`, ([image, value]) => setText(image, "alt", value)),
  // "peonies-bouquet.jpg needs an alt text — it's pink peonies and eucalyptus"
  rule(`${ONE} (?:needs|should have|could use|wants|must have) (?:an? |the |some )?(?:proper |better |good )?${ALT}(?: text)?\\s*[,:;—–-]+ (?:it's |it is |its |showing |it shows )?(.+)`, ([image, value]) => setText(image, "alt", value)),
  // "blue-coast.png needs a caption — 'Soundcheck view'"
  rule(`${ONE} (?:needs|should have|could use|wants|must have|has to have) (?:an? |the |some )?(?:new |better )?(${ALT}|caption)(?: text)?[,:—–-]* (["'].+["'])`, ([image, word, value]) => setText(image, word, value)),
  // one picture where another is: everywhere, or on one page
  rule(`${IN_PLACE_OF} ${OLD} (?:with|for|to|by) (.+?) ${EVERYWHERE}`, ([image, replacement]) => replacing(image, replacement)),
  rule(`(?:${EVERYWHERE},? )${IN_PLACE_OF} ${OLD} (?:with|for|to|by) (.+?)`, ([image, replacement]) => replacing(image, replacement)),
  rule(`${IN_PLACE_OF} ${OLD},? ${EVERYWHERE}(?: on the (?:web)?site)?,? (?:with|for|by) (.+?)`, ([image, replacement]) => replacing(image, replacement)),
  rule(`(?:use|put|show) (.+?) instead of ${OLD} ${EVERYWHERE}`, ([replacement, image]) => replacing(image, replacement)),
  // "use X as the hero bg on home instead of …" says where by the section's role: that is setting the section's picture.
  rule(`(?:use|put|show|place) (.+?) (?:on|in) (?:the )?(.+?) instead of ${OLD}`, ([replacement, where, image]) => (/\sas\s/i.test(replacement) ? undefined : replacing(image, replacement, where))),
  rule(`(?:everywhere|wherever|anywhere)(?: where| that)? (?:we (?:use|used|have used|show)|(?:is|it's|are) (?:used|shown)|there is|you see) ${OLD}(?: is used| is shown)?,? (?:use|put|show|swap in|replace it with)(?: in)?(?: instead)?(?: there)? (.+?)${INSTEAD}`, ([image, replacement]) => replacing(image, replacement)),
  rule(`(?:on|in) (?:the )?(.+?),? ${IN_PLACE_OF} (?:the |our )?(.+? ${IMAGE}) (?:with|for|to|by) (.+?)${INSTEAD}`, ([where, image, replacement]) => replacing(image, replacement, where)),
  rule(`${IN_PLACE_OF} (?:the |our )?(.+? ${IMAGE}) (?:on|in) (?:the )?(.+?) (?:with|for|to|by) (.+?)${INSTEAD}`, ([image, where, replacement]) => replacing(image, replacement, where)),
  rule(`(?:on |in )?(?:the )?(.+?): (?:take out|remove|drop) (?:the |our )?(.+?) and (?:put|add|use|show)(?: in)? (.+?)${INSTEAD}`, ([where, image, replacement]) => replacing(image, replacement, where)),
  rule(`(?:find|show|get|locate|look for|open|pull up|bring up)(?: me)? (?:the|our|that|this) (.+?) ${IMAGE}`, ([description]) => ({ kind: "findImage", description: shows(description) })),
  rule(`(?:find|show|get|locate|look for|search for)(?: me)? (?:an?|any|some) ${IMAGE} (?:of|with|showing|that shows|containing) (.+)`, ([description]) => ({ kind: "findImage", description: shows(description) })),
  // "remove all the images we're not using anywhere", "delete the picture we don't use anywhere", "which images aren't used?"
  rule(`${BIN} (all |every |each |any )?(?:of )?(?:the |our )?(?:unused|orphaned) (${IMAGE})`, ([all, noun]) => unusedDeleted(all, noun)),
  rule(`${BIN} (all |every |each |any )?(?:of )?(?:the |our )?(${IMAGE}) ${NOT_USED}`, ([all, noun]) => unusedDeleted(all, noun)),
  rule(`(?:which|what|list|show|find)(?: are)? (?:the |our )?(?:unused|orphaned) ${IMAGE}(?: (?:are there|do we have))?`, () => ({ kind: "imagesUnused", action: "list" })),
  rule(`(?:which|what|list|show|find|are there(?: any)?) ${IMAGE}(?: (?:in|of|from) (?:the |our )?(?:media )?library)? ${NOT_USED}`, () => ({ kind: "imagesUnused", action: "list" })),
  // "fill in the missing alt texts", "give every picture without alt text one", "Every picture that has no alt text: give it one"
  rule(`(?:fill in|fill out|add|write|give|generate|create|sort out|do|put in) (?:all )?(?:the )?missing (${ALT}|captions?)(?: (?:for|on) (?:the |all the |our )?${IMAGE})?`, ([word]) => filled(word)),
  rule(`(?:give|add|write) (?:an? |the |some )?(${ALT}|captions?) (?:to|for) (?:all|every|each|any)(?: of)?(?: the)? ${IMAGE}(?: (?:that|which))? (?:(?:don't|do not|doesn't|does not) have (?:one|it|any)|(?:hasn't|haven't|has not|have not) got (?:one|it|any)|(?:has|have) (?:none|no \\w+(?: \\w+)?)|(?:is|are) missing (?:one|it|\\w+(?: \\w+)?)|without (?:one|it|any|\\w+(?: \\w+)?)|lacking (?:one|it))\\.?`, ([word]) => filled(word)),
  rule(`(?:every|each|all(?: the)?|any) ${IMAGE} (?:that |which )?(?:has no|have no|is missing|are missing|without|lacking|lacks) (?:an? |any )?(${ALT}|captions?)[:,]? (?:give|add|write|fill in) (?:it|them|each) (?:one|some|it|an? \\w+(?: \\w+)?)`, ([word]) => filled(word)),
  // "Give every image that has no caption a caption that matches its alt text."
  rule(`(?:give|set) (?:every|each|all(?: the)?|any) ${IMAGE} (?:that |which )?(?:has|have) no captions? (?:an? |the )?captions? (?:that matches|matching|the same as|from|copied from|like) (?:its|their|the) (?:alt|alt text|alternative text)`, () => ({ kind: "fillMissing", field: "caption", from: "alt" })),
  rule(`(?:which|what|list|show|find|how many)(?: of)? (?:the |our )?${IMAGE} (?:are |do )?(?:missing|have no|has no|don't have|do not have|without|lack|lacking|with no|with missing|have)(?: an?| any)? (${ALT}|captions?)`, ([word]) => ({ kind: "imagesMissing", field: field(word) })),
  rule(`${IMAGE} (?:without|missing|with no) (${ALT}|captions?)`, ([word]) => ({ kind: "imagesMissing", field: field(word) })),
  rule(`how many ${IMAGE}(?: are there| do we have| have we got| are in the (?:media )?library| in the (?:media )?library)?`, () => ({ kind: "listImages" })),
  rule(`(delete|remove|list|show|find) (?:all|every|each)(?: of)?(?: the)? ${IMAGE} (?:of|with|showing|that show) (?!(?:their|its|the) (?:alt|caption|description|names?)\\b)(?:an? |the )?(.+)`, ([verb, description]) => ({ kind: "imagesShowing", description: unquote(description), action: /delete|remove/i.test(verb) ? "delete" : "list" })),
  rule(`(?:list|show|find) (?:the )?${IMAGE} with (.+?) in (?:the|their) (?:description|alt text|alt|caption)`, ([description]) => ({ kind: "imagesShowing", description: unquote(description), action: "list" })),
  rule(`(?:which|what) ${IMAGE} (?:have|has|mention|mentions|contain|contains|use|uses|say|says|include|includes) (.+?) in (?:the |their |its )?(?:descriptions?|${ALT}|captions?)`, ([description]) => ({ kind: "imagesShowing", description: unquote(description), action: "list" })),
  rule(`(?:which|what) (${ALT}|caption) (?:has|does) ${ONE}(?: have| got)?`, askedOf),
  rule(`(${ALT}|caption) (?:for|of|on) ${ONE}:? (["'].+["'])`, ([word, image, value]) => setText(image, word, value)),
  // "… and the caption of kennel-run.jpg to 'Our new run'": a value given without a verb still sets it
  rule(`(?:the )?(${ALT}|caption) (?:of|for|on) ${ONE} (?:to|as|=):? (["'].+["'])`, ([word, image, value]) => setText(image, word, value)),
  // "alt text for bridal-bouquet-van.jpg: white roses on the passenger seat": after the picture's file name and a colon, its text
  rule(`(?:the )?(${ALT}|caption) (?:of|for|on) ([\\w-]+\\.(?:jpe?g|png|gif|webp)): (.+)`, ([word, image, value]) => setText(image, word, value)),
  rule(`(?:the )?(${ALT}|captions?) (?:of|for|on) ${ONE}`, askedOf),
  rule(`(?:describe|label) ${ONE} (?:for (?:people who use |users of )?screen readers |for (?:the )?blind(?: people| visitors)? |for accessibility )?as:? (.+)`, ([image, value]) => setText(image, "alt", value)),
  rule(`what (${ALT}|caption) (?:does|do) ${ONE} have`, askedOf),
  rule(`what (${ALT}|caption) (?:accompanies|goes with|is on|is attached to|belongs to|is used for|is set (?:on|for)) ${ONE}`, askedOf),
  rule(`(?:what(?:'s| is)|show|read) (?:the )?(${ALT}|caption) (?:on|of|for) ${ONE}`, askedOf),
  rule(`(?:set|change|update|make|write) (?:the )?(${ALT}|caption) (?:of|for|on) ${ONE} (?:to|as|=):? (.+)`, ([word, image, value]) => setText(image, word, value)),
  rule(`(?:set|change|update|make) (its|it's|the) (${ALT}|caption) (?:to|as|=):? (.+)`, ([, word, value]) => setText("it", word, value)),
  rule(`(?:add|give|write) (?:an? |some )?(${ALT}|caption) (?:to|for) ${ONE}: (.+)`, ([word, image, value]) => setText(image, word, value)),
  rule(`(?:add|give|write) (?:an? |some )?(${ALT}|caption) (?:to|for) ${ONE}:? (.+)`, ([word, image, value]) => setText(image, word, value)),
  rule(`give ${ONE} (?:an? |the )?(${ALT}|caption):? (.+)`, ([image, word, value]) => setText(image, word, value)),
  rule(`${ONE}(?:'s|s) (${ALT}|caption) should (?:be|say|read):? (.+)`, ([image, word, value]) => setText(image, word, value)),
  // "add the caption 'The coast near our studio' to the picture of the coast"
  rule(`(?:add|put|give|set|write) (?:the |a |an )?(${ALT}|caption):? (["'].+?["']) (?:to|on|for) ${ONE}`, ([word, value, image]) => setText(image, word, value)),
  rule(`set (its alt text|the alt text) to (.+)`, ([, value]) => setText("it", "alt", value)),
  rule(`(?:put|add|give|set|write|use)(?: it)? (?:an? |the |its )?(${ALT}|caption):? (["'].+["'])`, ([word, value]) => setText("it", word, value)),
];
