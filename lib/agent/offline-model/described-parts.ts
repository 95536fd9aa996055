import { protectQuotes } from "./text";
/**
 * Parts of the site described instead of named, by people who do not know the words or know other
 * CMSs' words: "the big writing at the start of the front page" → "the hero heading on the home
 * page", "the little links at the very top" → "the menu", "the questions bit" → "the FAQ section",
 * "news items" → "posts". Each description is written once here; the rules only know the names.
 */
import { TEMPLATE_PATTERN } from "./vocabulary";

/** "at the start of", "in the top bit of", "right at the top of", "up top on": where on a page, said of its first section. */
const AT_THE_TOP = String.raw`(?:(?:right\s+|up\s+)?(?:at|in)\s+the\s+(?:very\s+)?(?:start|top|beginning|top\s+bit|top\s+part)\s+of|at\s+the\s+top\s+on|(?:up|on)\s+top\s+(?:of|on|in))`;

const DESCRIBED: [RegExp, string][] = [
  // "the button on our homepage banner": a page said as ours is the page
  [/\b(on|in|of|from)\s+our\s+(?=(?:home\s*page|front\s+page|[\w-]+\s+page)\b)/gi, "$1 the "],
  [/\b(?:the\s+)?(?:front|start|landing|main)\s+page\b(?!\s+(?:called|named|titled))/gi, "the home page"],
  // the hero, by how it looks
  [/\bthe\s+(?:small|smaller|little)\s+(?:text|txt|writing|words|line)\s+(?:under|beneath|below)\s+the\s+(?:big|main|large)\s+(?:heading|headline|title)\b/gi, "the hero subheading"],
  // "the large heading on the big picture at the top of our Home page": the hero's heading
  [new RegExp(String.raw`\b(?:the\s+)?(?:large|big|main)\s+(?:heading|headline|title|words|writing)\s+(?:on|over|across)\s+the\s+(?:big|large|main)\s+(?:picture|photo|image|banner)\s+${AT_THE_TOP}`, "gi"), "the hero heading on"],
  [new RegExp(String.raw`\b(?:the\s+)?(?:big|large|huge|main)\s+(?:writing|words|letters|text|title|headline)\s+${AT_THE_TOP}`, "gi"), "the hero heading on"],
  [new RegExp(String.raw`\b(?:the\s+)?(?:big|large|huge|main)\s+(?:writing|words|letters|text|title|headline)(?=\s+(?:say|says|read|reads)\s+${AT_THE_TOP})`, "gi"), "the hero heading"],
  [new RegExp(String.raw`\b(?:the\s+)?(?:big|large|main|top)\s+(?:picture|photo|image|pic)\s+${AT_THE_TOP}`, "gi"), "the hero image on"],
  [/\b(?:the\s+)?(?:big|large|main|top)\s+(?:picture|photo|image|pic)(?=\s+on\s+the\s+home\s+page)/gi, "the hero image"],
  // "the big banner at the top of home" is its hero; "add a big banner at the top of …" is a new one
  [new RegExp(String.raw`\bthe\s+(?:big\s+|large\s+|main\s+|top\s+)?banner\s+${AT_THE_TOP}`, "gi"), "the hero on"],
  [new RegExp(String.raw`\b(?:say|says|read|reads)\s+${AT_THE_TOP}`, "gi"), "say on"],
  [/\b(?:the\s+)?(?:copy|text|writing|words)\s+above\s+the\s+fold\b/gi, "the hero"],
  [/,?\s*\b(?:the\s+)?(?:very\s+)?first\s+thing\s+(?:you|people|visitors)\s+see\b/gi, ""],
  [/\b(?:sub-?\s?line|sub-?title|sub\s+heading|sub-?head)\b/gi, "subheading"],
  // the menu, by where it sits
  [/\b(?:thingy|thingie|thing|button|tab|word)\s+(?:at|along)\s+the\s+(?:very\s+)?top(?:\s+of\s+(?:the\s+)?(?:page|site|website|screen))?\b/gi, "link in the menu"],
  [/\b(?:the\s+)?(?:little\s+|small\s+)?(?:row|line|bar|strip|list)\s+of\s+(?:little\s+|small\s+)?(?:links|tabs|buttons|words)(?:\s+(?:at|along|across)\s+the\s+(?:very\s+)?top(?:\s+of\s+(?:the\s+)?(?:page|site|website|screen))?)?\b/gi, "the menu"],
  [/\b(?:the\s+)?(?:little\s+|small\s+)?(?:links|tabs|buttons|words)\s+(?:at|along|across)\s+the\s+(?:very\s+)?top(?:\s+of\s+(?:the\s+)?(?:page|site|website|screen))?\b/gi, "the menu"],
  [/\b(?:the\s+|our\s+|my\s+)?(?:header|top)\s+(?:links|menu|bar)\b/gi, "the menu"],
  [/\bthe\s+(?:menu|nav(?:igation)?)\s+(?:along|at|across)\s+the\s+(?:very\s+)?top(?:\s+of\s+(?:the\s+)?(?:page|site|website|screen))?\b/gi, "the menu"],
  [/\b(?:link|links)\s+in\s+(?:the\s+|our\s+|my\s+)?header\b/gi, "link in the menu"],
  // sections by what they hold, and other CMSs' words for a section
  [/\b(?:thingy|thingie|thingamajig|whatsit|doodah)\b/gi, "bit"],
  [/\b(?:that|the)\s+(?:box|bit|part|block|section|thing|chunk)\s+(?:right\s+)?at\s+the\s+(?:very\s+)?(?:bottom|end)\s+of\b/gi, "the last section of"],
  [/\b(?:that|the)\s+(?:box|bit|part|block|section|thing|chunk)\s+(?:right\s+)?at\s+the\s+(?:very\s+)?top\s+of\b/gi, "the first section of"],
  [/\bthe\s+(?:final|bottom)\s+(?=thing|bit|part|block|chunk|box)/gi, "the last "],
  [/\bthe\s+top\s+(?=thing|part|block|chunk|box)/gi, "the first "],
  [/\bthe\s+(first|second|third|last)\s+(?:thing|bit|part|block|chunk|box|bit\s+of\s+the\s+page)\b(?:,?\s+the\s+one\s+with\s+the\s+[\w\s]+?(?=[,.!?]|$))?/gi, "the $1 section"],
  [/\b(?:the\s+)?(?:bit|part|section|block|one|area)\s+with\s+the\s+(?:three|3|four|4|little|small)?\s*(?:boxes|cards|tiles|columns)\b/gi, "the feature grid"],
  [/\b(?:the\s+)?(?:bit|part|section|block|one|area)\s+with\s+the\s+(?:pictures|photos|images|gallery)\b/gi, "the gallery"],
  [/\b(?:the\s+)?(?:bit|part|section|block|area)\s+with\s+the\s+(?:questions(?:\s+and\s+answers)?|faqs?|q\s*&\s*as?)\b/gi, "the FAQ"],
  [/\b(?:photo|image|picture|pic)\s+(?:grid|wall)\b/gi, "gallery"],
  // "the gallery at the bottom of the bouldering page": where on the page says which section, the page is where it is
  [new RegExp(String.raw`\b(the\s+(?:${TEMPLATE_PATTERN}))\s+(?:right\s+)?at\s+the\s+(?:very\s+)?(?:bottom|top|end|start)\s+of\s+(?=the\s+[\w'-]+(?:\s+[\w'-]+)?\s+page\b)`, "gi"), "$1 on "],
  [/\b(?:the\s+)?(?:bit|part|section|block|area)\s+(on\s+the\s+[\w'-]+(?:\s+[\w'-]+)?\s+page)\s+with\s+the\s+(?:pictures|photos|images|gallery)\b/gi, "the gallery $1"],
  [/\b(?:the\s+)?(?:box|bit|part|section|block|one|area)\s+with\s+the\s+button(?:\s+in\s+it)?\b/gi, "the call to action"],
  [/\b(?:the\s+)?(?:three|3)-?(?:box|card|tile|column)\s+(?:one|bit|part|section|block)\b/gi, "the feature grid"],
  [/\bthe\s+(?:(?:three|3|four|4|little|small|coloured|colored)\s+)*(?:boxes|cards|tiles)\b(?=\s+(?:on|in|at|of|under|below)\b)/gi, "the feature grid"],
  [/\bquestions?\s+and\s+answers?\b/gi, "questions"],
  // "the title of the questions": the FAQ's heading
  [/\bthe\s+(?:title|heading|headline)\s+(?:of|above|over)\s+the\s+(?:questions|faqs?|questions\s+section|faq\s+section)\b/gi, "the FAQ heading"],
  // "rm faq q 'Can we …?' from /about": one question of the FAQ
  [/\b(?:the\s+)?faq\s+(?:q|qn|question)\b/gi, "the question"],
  [/\b(?:the\s+)?(?:part|bit|section|area|one|block)\s+with\s+(?:the\s+)?(?:questions|faqs?)\b/gi, "the FAQ"],
  [new RegExp(String.raw`\b(${TEMPLATE_PATTERN})\s+(?:bit|part|component|widget|module|strip|area|chunk|element)\b`, "gi"), "$1 section"],
  // posts, images and their fields in other words
  [/\b(?:news\s+items|news\s+posts|news\s+articles|blog\s+articles|blog\s+entries|write-?ups|(?:blog\s+|news\s+)?stories(?=\s+(?:on|in)\s+the\s+blog)|(?:blog|news)\s+stories)\b/gi, "posts"],
  [/\b(?:journal|podcast)\s+(?:articles|entries|posts)\b/gi, "posts"],
  [/\b(?:news\s+item|news\s+post|news\s+article|blog\s+article|blog\s+entry|write-?up|show\s+notes)\b/gi, "post"],
  // "a little piece for the blog", "the unpublished piece about autumn"
  [/\b(?:little\s+|short\s+)?piece\s+(?:for|on)\s+(?:the|our)\s+blog\b/gi, "blog post"],
  [/\b(?:the|that|this|my|our)\s+((?:unpublished|draft|new|latest|last|old)\s+)?piece\s+(?=about|called|titled)/gi, "the $1post "],
  [/\btag\s+line\b/gi, "tagline"],
  // "the colour of the text": the text colour
  [/\bthe\s+colou?r\s+of\s+(?:the\s+)?(text|background|accent)\b/gi, "the $1 colour"],
  [/\bphotographs\b/gi, "photos"],
  [/\bphotograph\b/gi, "photo"],
  [/\b(?:little|small)\s+(?=(?:labels|categories|tags)\b)/gi, ""],
  [/\b(?:labels|categories)\b(?=.*\b(?:post|article|blog)\b|\s+(?:has|have|of|on|for)\b)/gi, "tags"],
  // (never a word of a post's name: "the Black Friday teaser post")
  [/\b(?:teaser|summary\s+line|intro\s+line|preview\s+text)\b(?!\s+(?:post|article)\b)/gi, "excerpt"],
  // "the description of the sunrise picture, the one for people who cannot see it": its alt text
  // "whats the description on the studio-dusk picture": a picture's description is its alt text
  [/\b(?:the\s+)?description\s+(?=(?:on|of|for)\s+(?:the\s+|our\s+)?(?:[\w.-]+\s+){1,4}?(?:picture|photo|image|pic)s?\b|(?:on|of|for)\s+[\w-]+\.(?:jpe?g|png|webp|gif)\b)/gi, "the alt text "],
  // "the description for people who cannot see it": a picture's alt text
  [/\bthe\s+(?:little\s+)?(?:description|text|words)\s+for\s+(?:people|those|visitors|readers|folk)\s+who\s+(?:cannot|can't|can\s+not)\s+see(?:\s+(?:it|them|the\s+picture))?\b/gi, "its alt text"],
  // "the kind words from Harbour Books": their testimonial
  [/\b(?:the\s+)?kind\s+words\s+(from|by|of)\b/gi, "the testimonial $1"],
  // "the short text in the list of articles": a post's excerpt
  [/\bthe\s+(?:short|little|small|brief)\s+(?:text|blurb|summary|line|bit)\s+(?:in|on|shown\s+(?:in|on)|that\s+shows\s+(?:in|on))\s+the\s+(?:list|overview)\s+of\s+(?:articles|posts)\b/gi, "the excerpt"],
  // "the little description that is read aloud to blind visitors": the alt text
  [/\bthe\s+(?:little\s+|short\s+)?(?:description|text|words)\s+(?:that|which)\s+(?:is|gets|are)\s+read\s+(?:aloud|out)(?:\s+(?:to|for|by)\s+(?:blind\s+(?:visitors|people|readers|users)|screen[-\s]?readers?|the\s+blind))?\b/gi, "the alt text"],
  // "the little summary under it": a post's excerpt
  [/\bthe\s+(?:little\s+|short\s+)?summary\s+(?:under|below|beneath)\s+(?:it|the\s+title)\b/gi, "its excerpt"],
  [/\b(?:little\s+)?description\s+(?:of|on)\s+(the\s+[\w\s-]+?\s+(?:picture|photo|image|pic)),?\s+the\s+one\s+(?:for|that(?:'s|\s+is)\s+read\s+(?:out\s+)?to|read\s+(?:out\s+)?to)\s+(?:people\s+who\s+(?:cannot|can't|can\s+not)\s+see(?:\s+it)?|blind\s+(?:people|visitors|readers)|screen\s+readers?)/gi, "alt text of $1"],
  // "the text under the picture of the studio": its caption
  [/\bthe\s+(?:little\s+)?(?:text|words|writing|line)\s+(?:under(?:neath)?|beneath|below)\s+the\s+(?:picture|photo|image|pic)\s+of\s+(?:the\s+)?([\w-]+(?:\s+[\w-]+)?)/gi, "the caption of the $1 picture"],
  // "the photograph of the coastline has nothing written beneath it": no caption
  [/\bhas\s+(?:nothing|no\s+(?:words|text|writing))\s+(?:written\s+)?(?:beneath|under(?:neath)?|below)\s+it\b/gi, "has no caption"],
  [/\bsocial\s+(?:media\s+)?(?:networks?|links?|profiles?|accounts?|pages?)\b|\bsocial\s+media\b/gi, "social links"],
  [/\bsocail\b/gi, "social"],
  [/\b(colou?rs?|accent|background|font|name|title|tagline|logo)\s+of\s+(?:the|our|my)\s+(?:web)?site\b/gi, "$1"],
  // a non-native word order: "the page Contact", "the FAQ of the page About"
  [/\bthe\s+page\s+([A-Z][\w'-]*(?:\s+(?!I\b)[A-Z][\w'-]*)?)/g, "the $1 page"],
  [/\b([Oo]n|[Ii]n|of|from|to)\s+page\s+([A-Z][\w'-]*(?:\s+(?!I\b)[A-Z][\w'-]*)?)/g, "$1 the $2 page"],
  [/\bthe\s+(article|post)\s+of\s+(\w+)\b/gi, "the $2 $1"],
  [/\b[Tt]he\s+([Tt]estimonial|[Rr]eview)\s+of\s+([A-Z][\w&'-]*(?:\s+(?:&\s+)?[A-Z][\w&'-]*)*)/g, "the $2 $1"],
];

/** The words for things rewritten — never words inside quotes, which are values typed as they should read ("… with show notes on the blog"). */
export function namedParts(text: string): string {
  const { text: masked, restore } = protectQuotes(text);
  return restore(DESCRIBED.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), masked));
}
