import type { Intent } from "../intents";
import { rule, type Rule } from "../rule-kit";
import { unquote } from "../text";

/** Theme colours, social links, the logo and the site's default SEO texts. */
type Colour = "primary" | "accent" | "background" | "text";

const COLOUR = String.raw`(primary|main|brand|accent|highlight|secondary|background|bg|text|font)`;
const colourKey = (word: string): Colour => {
  const lower = word.toLowerCase();
  if (["accent", "highlight", "secondary"].includes(lower)) return "accent";
  if (["background", "bg"].includes(lower)) return "background";
  if (["text", "font"].includes(lower)) return "text";
  return "primary";
};

/** Social networks by name, as people write them. */
export const NETWORKS = "instagram|insta|facebook|twitter|x|linkedin|mastodon|github|youtube|tiktok|bluesky|threads|pinterest|dribbble|behance|vimeo|spotify|soundcloud|substack|medium|twitch|patreon|discord|whatsapp|telegram|bandcamp|etsy|tumblr|reddit|snapchat|flickr|strava";
/** A network's name as it is spelled ("insta" is Instagram). */
export const network = (word: string) => (/^insta$/i.test(word) ? "Instagram" : word[0].toUpperCase() + word.slice(1).toLowerCase());
const URL = String.raw`(https?:\/\/\S+)`;
const SOCIALS = String.raw`(?:the |our )?social(?: media)?(?: links| accounts| profiles| networks|s)?`;

export const SETTINGS_RULES: Rule[] = [
  rule(`(?:what|which) (?:colou?rs|theme colou?rs|brand colou?rs) (?:does|do) (?:the |our )?(?:site|website|theme) (?:use|have)`, () => ({ kind: "askSiteSetting", key: "colours" })),
  rule(`(?:what(?:'s| is| are)|show|list|tell me) (?:the |our )?(?:site(?:'s)? |theme |brand )?colou?rs(?: of the site)?`, () => ({ kind: "askSiteSetting", key: "colours" })),
  rule(`(?:what(?:'s| is)|which colou?r is|show) (?:the |our )?${COLOUR}(?: colou?r)?`, ([word]) => ({ kind: "askSiteSetting", key: colourKey(word) })),
  rule(`(?:our |the )?${SOCIALS}`, () => ({ kind: "askSiteSetting", key: "social" })),
  rule(`(?:what|which) (?:social(?: media)? links|socials) (?:does (?:the |our )?(?:web)?site (?:show|have|link to)|do we (?:show|link to))`, () => ({ kind: "askSiteSetting", key: "social" })),
  rule(`(?:what|which) (?:social(?: media)? links|socials) (?:have we got|do we have|are there|are set|are set up|exist|are (?:linked|listed|shown)(?: (?:on|from) (?:the |our )?(?:web)?site)?)`, () => ({ kind: "askSiteSetting", key: "social" })),
  rule(`(?:what(?:'s| is| are)|show|list|which are|which|what) ${SOCIALS}(?: (?:to which|that|which|we|the (?:web)?site|our (?:web)?site) .+| (?:on|of|for) (?:the )?(?:site|website))?`, () => ({ kind: "askSiteSetting", key: "social" })),
  rule(`(?:do we have|is there|have we got|has the (?:site|website) got|does the (?:site|website) (?:have|use)) (?:a |an |any )?logo(?: set| yet| up| in place| on (?:the )?(?:site|website))*`, () => ({ kind: "askSiteSetting", key: "logo" })),
  rule(`what(?:'s| is) (?:the |our )?(?:site(?:'s)? )?logo`, () => ({ kind: "askSiteSetting", key: "logo" })),
  rule(`what(?:'s| is) (?:the |our )?(?:default |site(?:'s)? |website(?:'s)? )*seo (title|description)(?: (?:for|of) the (?:site|website))?`, ([which]) => ({ kind: "askSiteSetting", key: /title/i.test(which) ? "seoTitle" : "seoDescription" })),

  // colours
  rule(`(?:make|set|change|turn) (?:the |our )?${COLOUR}(?: colou?r)? and (?:the |our )?${COLOUR}(?: colou?r)? (?:both )?(?:to |into )?(?:both )?(.+)`, ([first, second, value]): Intent => ({
    kind: "multi",
    goal: `make the ${first} and ${second} colours ${value}`,
    steps: [first, second].map((word): Intent => ({ kind: "setColour", which: colourKey(word), value: unquote(value) })),
  })),
  rule(`(?:make|set|change|update|switch|turn) (?:the |our )?(?:site(?:'s)? |theme )?${COLOUR} colou?r(?: to| into| =)? (.+)`, ([word, value]) => ({ kind: "setColour", which: colourKey(word), value: unquote(value) })),
  // "make the button colour #b4532a", "use #b4532a for the buttons": the buttons are the accent colour
  rule(`(?:make|set|change|update|switch|turn) (?:the |our )?(?:buttons?(?:'s)?|button) colou?rs? (?:to |into |= ?)?(?!.*\\b(?:image|picture|photo)\\b)(.+)`, ([value]) => ({ kind: "setColour", which: "accent", value: value.trim() })),
  rule(`(?:use|go for|go with|pick|try) (.+?) (?:for|on) (?:the |our |all the )?buttons`, ([value]) => ({ kind: "setColour", which: "accent", value: value.trim() })),
  rule(`(?:make|set|change|update|switch|turn) (?:the |our )?(?:site(?:'s)? |theme |brand )?(background|accent|primary|brand|highlight)(?: colou?r)?(?: to| into| =)? (?!.*\\b(?:image|picture|photo)\\b)(.+)`, ([word, value]) => ({ kind: "setColour", which: colourKey(word), value: unquote(value) })),
  // "background colour → pure white" (the arrow reads "to"), "text colour: #111111"
  rule(`(?:the )?${COLOUR} colou?r(?: to|:| =| should be| becomes?) (.+)`, ([word, value]) => ({ kind: "setColour", which: colourKey(word), value: unquote(value) })),
  rule(`(?:the )?${COLOUR} colou?r should (?:be|become) (.+)`, ([word, value]) => ({ kind: "setColour", which: colourKey(word), value: unquote(value) })),

  // social links
  rule(`(?:add|include) (?:a |an |our )?(${NETWORKS})(?: link| account| profile| page)?:? ${URL} (?:to|in) ${SOCIALS}`, ([name, url]) => ({ kind: "socialLink", op: "add", label: network(name), url })),
  // "add the podcast's spotify to our social links – https://…": whose account it is, then where, then the address
  rule(`(?:add|include) (?:a |an |our |the )?(?:[\\w']+ )?(${NETWORKS})(?: link| account| profile| page| show)? (?:to|in) ${SOCIALS}:? ${URL}`, ([name, url]) => ({ kind: "socialLink", op: "add", label: network(name), url })),
  rule(`(?:add|include) (?:a |an |our )?(${NETWORKS})(?: link| account| profile| page)?:? ${URL}`, ([name, url]) => ({ kind: "socialLink", op: "add", label: network(name), url })),
  rule(`(?:add|include) ${URL} (?:to|in) ${SOCIALS}(?: as (.+))?`, ([url, label]) => ({ kind: "socialLink", op: "add", label: unquote(label), url })),
  rule(`(?:remove|delete|drop) (?:the |our )?(${NETWORKS})(?: link| account| profile)?(?: (?:from|in|on) ${SOCIALS})?`, ([name]) => ({ kind: "socialLink", op: "remove", label: network(name) })),
  rule(`(?:take|pull) (?:the |our )?(${NETWORKS})(?: link| account| profile)? (?:off|of|out of|from) ${SOCIALS}`, ([name]) => ({ kind: "socialLink", op: "remove", label: network(name) })),
  rule(`(?:remove|delete|drop) (?:the |our )?(.+?)(?: link)? from ${SOCIALS}`, ([name]) => ({ kind: "socialLink", op: "remove", label: unquote(name) })),
  rule(`(?:our |the )?(${NETWORKS})(?: link| account| profile)? (?:has )?(?:moved|changed)(?:,| to| -)? (?:it's |it is |now |to )?${URL}(?: now)?`, ([name, url]) => ({ kind: "socialLink", op: "update", label: network(name), url })),
  rule(`(?:change|update|set|point) (?:the |our )?(${NETWORKS})(?: link| account| profile)? (?:to|at) ${URL}`, ([name, url]) => ({ kind: "socialLink", op: "update", label: network(name), url })),

  // logo
  rule(`(?:use|make|set|put|have) (?:the )?(.+?) (?:image |picture |photo )?as (?:the |our |a )?(?:site(?:'s)? |new )?logo(?: (?:of|for|on) (?:the |our )?(?:site|website))?(?: (?:up )?(?:in|at) the (?:top(?: left| right)?|corner|header)(?: corner)?)?`, ([image]): Intent => ({ kind: "setLogo", image: unquote(image) })),
  rule(`(?:set|change|update) (?:the |our )?(?:site )?logo to (?:the )?(.+)`, ([image]): Intent => ({ kind: "setLogo", image: unquote(image) })),
  rule(`(?:remove|delete|clear|drop) (?:the |our )?(?:site )?logo`, (): Intent => ({ kind: "setLogo" })),
  rule(`(?:no logo|(?:we )?(?:don't|do not) want (?:a |the |our )?logo(?: any ?more)?|(?:go )?without (?:a |the )?logo)`, (): Intent => ({ kind: "setLogo" })),
  rule(`(?:the |our )?(?:site(?:'s)? |new )?logo should (?:be|become) (?:the )?(.+)`, ([image]): Intent => ({ kind: "setLogo", image: unquote(image).replace(/\s+(?:image|picture|photo|one)$/i, "") })),
  // a network and its address, said any way ("our socials need our instagram: https://…"), but never a menu link
  rule(`(?!.*\\b(?:remove|delete|drop|take|pull|menu|nav|navigation|navbar)\\b).*\\b(${NETWORKS})\\b.*?${URL}.*`, ([name, url]) => ({ kind: "socialLink", op: "add", label: network(name), url })),

  // the site's default SEO texts
  rule(`(?:the )?(?:site's |website's |site |website |default |site-wide )+seo (title|description) should (?:be|read|say):? (.+)`, ([which, value]) => ({ kind: "updateSetting", key: /title/i.test(which) ? "seoTitle" : "seoDescription", value: unquote(value) })),
  rule(`(?:set|change|update|make) (?:the )?(?:site(?:'s)? |website(?:'s)? |default |site-wide )+seo (title|description) (?:to|as|=):? (.+)`, ([which, value]) => ({ kind: "updateSetting", key: /title/i.test(which) ? "seoTitle" : "seoDescription", value: unquote(value) })),
];
