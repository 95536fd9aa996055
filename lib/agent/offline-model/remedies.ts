import type { Intent } from "./intents";
import { restored } from "./rules/history";
import { NETWORKS, network } from "./rules/settings";
import { protectQuotes, unquote } from "./text";

/**
 * A problem stated with no request — "the summer offer page is still up and the offer ended in
 * august", "we put the price rise post out by mistake", "the 'Old Shop' link in the menu goes to the
 * shop we closed" — asks for the thing named to come off the site. Only that fix is read into it, and
 * only when the words say the thing should no longer be there; the change still waits on its card
 * (or is a draft), so the person has the last word.
 */
const NO_LONGER_WANTED = new RegExp(
  [
    String.raw`still\s+(?:up|live|online|showing|visible|there|on\s+(?:the\s+)?(?:site|website|blog|menu|web))`,
    String.raw`we\s+still\s+have`,
    String.raw`(?:ended|expired|is\s+over|was\s+over|closed|shut\s+down|cancell?ed|discontinued)`,
    String.raw`by\s+(?:mistake|accident)`,
    String.raw`shut\s+(?:(?:our|the|that|my)\s+)?(?:\S+\s+){0,2}?down`,
    String.raw`still\s+(?:links?|points?|goes|leads?)\s+to`,
    String.raw`too\s+(?:early|soon)`,
    String.raw`shouldn'?t\s+be\s+(?:up|live|there|on|public|visible)`,
    String.raw`no\s+longer\s+(?:exists?|valid|true|accurate|relevant|needed|used|in\s+use|works?|running|available)`,
    String.raw`(?:don'?t|do\s+not|never)\s+(?:use|need)\s+(?:it\s+|them\s+|that\s+|this\s+)?any\s*more`,
    String.raw`(?:goes|points|leads|links)\s+nowhere`,
    String.raw`(?:dead|broken)\s+link`,
    String.raw`doesn'?t\s+exist\s+any\s*more`,
    String.raw`out\s+of\s+date|outdated|obsolete`,
    String.raw`(?:stopped|no\s+longer|quit)\s+(?:offering|doing|selling|providing|running|making)`,
  ].map((signal) => `\\b(?:${signal})\\b`).join("|"),
  "i",
);

/** Words that name another fix ("it should go to the about page", "change it to …", "I deleted it by mistake", "need a new page … sun closed"): not a removal. */
const OTHER_FIX = /\ba\s+new\s+(?:page|post|article|section|testimonial)\b|\b(?:create|make|add|set\s+up)\s+(?:a\s+|an\s+)?(?:new\s+)?(?:page|post|article|section|testimonial)\b|\bshould\s+(?:now\s+)?(?:go|point|link|lead|say|read|be|show|mention)\b|\b(?:change|update|replace|rename|instead|rather\s+than|deleted|removed|binned|trashed|restore|recover|undo|(?:bring|get|put)\s+(?:it|them)\s+back)\b|\b(?:moved|changed|switched|migrated)\b[^.]*?\bto\s+(?:https?:\/\/|www\.|[\w-]+\.[a-z]{2,})/i;

/** How the thing is named, in the order they are tried: the most specific first. */
const THINGS: { pattern: RegExp; fix: (name: string) => Intent }[] = [
  // "the menu still has a link to our old shop"
  { pattern: /\b(?:menu|nav(?:igation)?|navbar)\s+(?:still\s+)?(?:has|shows|includes|contains)\s+(?:a|an|the)\s+(?:link|item|tab|button)\s+(?:to|for)\s+(?:our\s+|the\s+)?(?:old\s+|former\s+)?([\w&-]+(?:\s+[\w&-]+)??)(?=[,.]|\s+(?:which|that|who|page|site|since|because)\b|$)/i, fix: (label) => ({ kind: "removeNavLink", label }) },
  {
    pattern: /(?:the\s+)?(\u0000\d+\u0000|[\w&-]+(?:\s+[\w&-]+)?)\s+(?:link|item|button|tab)\s+(?:in|on|from|at\s+the\s+top\s+of)\s+(?:the\s+)?(?:main\s+)?(?:menu|nav(?:igation)?|header|navbar)\b/i,
    fix: (label) => ({ kind: "removeNavLink", label }),
  },
  // "the homepage still has a box promising 'ongoing help'": that box taken off the page
  {
    pattern: /\b(?:home\s*page|front\s+page)\s+(?:still\s+)?(?:has|shows|includes)\s+(?:a|an|the)\s+(?:box|card|tile|feature|column)\s+(?:promising|saying|offering|about|that\s+(?:says|promises|offers))\s+(\u0000\d+\u0000)/i,
    fix: (words) => ({ kind: "removeListItem", page: "home", section: { templateKey: "featureGrid" }, item: { text: words } }),
  },
  { pattern: new RegExp(String.raw`\b(${NETWORKS})\s+(?:link|account|profile|icon|page)\b`, "i"), fix: (name) => ({ kind: "socialLink", op: "remove", label: network(name) }) },
  // "the blog post about autumn shouldn't be visible yet": the post named by what it is about
  { pattern: /\b(?:the|that|this|our|an?)\s+(?:old\s+)?(?:blog\s+)?(?:post|article)\s+(?:about|on|called|titled)\s+(?:the\s+|our\s+)?([\w' &-]+?)(?=\s+(?:is|are|was|still|shouldn't|should|has|needs|went)\b|\s*[,.;—–]|$)/i, fix: (post) => ({ kind: "postAction", action: "unpublish", post }) },
  { pattern: /\b(?:the|that|this|our|an?)\s+(?:old\s+)?(.+?)\s+(?:blog\s+)?(?:post|article)\b/i, fix: (post) => ({ kind: "postAction", action: "unpublish", post }) },
  { pattern: /\b(?:the|that|this|our|an?)\s+(?:old\s+)?(.+?)\s+page\b/i, fix: (page) => ({ kind: "pageAction", action: "unpublish", page }) },
  { pattern: /\b(?:the|that|this|our|an?)\s+(.+?(?:\s+logo)?)\s+(?:image|picture|photo|pic)\b/i, fix: (image) => ({ kind: "deleteImage", image }) },
];

/** "I deleted the Careers page by mistake": the fix is to bring it back from the trash. */
const DELETED_BY_MISTAKE = /\b(?:deleted|removed|binned|trashed)\b.*\bby\s+(?:mistake|accident)\b|\baccidentally\s+(?:deleted|removed|binned|trashed)\b/i;
const DELETED_THING = /\b((?:the|that|this|our|my)\s+.+?\s+(?:page|post|article|image|picture|photo|testimonial))\b/i;

/**
 * A change made but reported as not showing — "I added a Shop link to the menu yesterday but it's not
 * showing on the actual website", "I changed the tagline but the website still shows the old one" —
 * is a draft waiting to go live: the fix is to publish it, on its card.
 */
const NOT_SHOWING = new RegExp(
  [
    String.raw`(?:isn't|isnt|is\s+not|aren't|arent|are\s+not|not)\s+(?:showing|shown|visible|appearing|live|updated|there|up)`,
    String.raw`(?:doesn't|doesnt|does\s+not|don't|dont|do\s+not|won't|wont|didn't|didnt)\s+(?:show|appear|update|change)`,
    String.raw`(?:still\s+)?(?:shows?|has|displays?|says)\s+the\s+old`,
    String.raw`(?:hasn't|hasnt|has\s+not|haven't|havent|have\s+not)\s+(?:changed|updated|gone\s+live|appeared|shown\s+up)`,
    String.raw`(?:can't|cant|cannot|can\s+not)\s+see\s+(?:it|them|the\s+(?:change|new\s+one))`,
  ].map((signal) => `\\b(?:${signal})\\b`).join("|"),
  "i",
);
/** "we need that live on the site now", "can you push it live": what the change before it should do. */
const WANTED_LIVE = /\b(?:need|want|get|put|push|make|have|send)\s+(?:that|it|this|them|those|these|the\s+changes?)\s+(?:live|up|published|out|public)\b/i;
/** Someone's own change, made before: what is not showing is theirs, not something missing. */
const MADE_A_CHANGE = /\b(?:[Ii]|[Ww]e|[Ss]omeone|[Yy]ou|(?!(?:Nothing|Something|Everything|It|This|That|What)\b)[A-Z][a-z]+)\s+(?:just\s+|already\s+)?(?:added|changed|updated|edited|put|made|set|fixed|renamed|uploaded|wrote|published)\b|\b(?:is|are|was|were|has\s+been|have\s+been)\s+(?:all\s+)?(?:written|finished|ready|done|added|updated|changed)\b/;

/** What the change was made to, most specific first: a post or page named ("the autumn post", "the About page") wins over the menu or a colour on it. */
const WAITING_THINGS: { pattern: RegExp; fix: (name: string) => Intent }[] = [
  { pattern: /\b(tagline|slogan|site\s+name|logo|(?:accent|primary|background|theme|site)\s+colou?rs?|social\s+links?)\b/i, fix: () => ({ kind: "publishFixed", what: ["settings"] }) },
  { pattern: /.*\b(?:the|our|my)\s+([\w'&-]+(?:\s+[\w'&-]+){0,3}?)\s+(?:blog\s+)?(?:post|article)\b/i, fix: (post) => ({ kind: "postAction", action: "publish", post }) },
  { pattern: /\b(menu|nav(?:igation)?|navbar)\b/i, fix: () => ({ kind: "publishFixed", what: ["menu"] }) },
  { pattern: /.*\b(?:the|our|my)\s+([\w'&-]+(?:\s+[\w'&-]+)?)\s+page\b/i, fix: (page) => ({ kind: "pageAction", action: "publish", page }) },
];

/** The fix a stated problem asks for, or undefined when it asks for none this can tell. */
export function remedyFor(statement: string): Intent | undefined {
  const { text, restore } = protectQuotes(statement);
  const deleted = DELETED_BY_MISTAKE.test(text) && DELETED_THING.exec(text)?.[1];
  if (deleted) return { kind: "remedy", problem: statement, fix: restored(restore(deleted)) };
  if ((NOT_SHOWING.test(text) || WANTED_LIVE.test(text)) && MADE_A_CHANGE.test(text)) {
    for (const { pattern, fix } of WAITING_THINGS) {
      const name = pattern.exec(text)?.[1];
      if (name) return { kind: "remedy", problem: statement, fix: fix(unquote(restore(name))) };
    }
  }
  if (!NO_LONGER_WANTED.test(text) || OTHER_FIX.test(text)) return undefined;
  for (const { pattern, fix } of THINGS) {
    const name = pattern.exec(text)?.[1];
    if (name) return { kind: "remedy", problem: statement, fix: fix(unquote(restore(name))) };
  }
  return undefined;
}
