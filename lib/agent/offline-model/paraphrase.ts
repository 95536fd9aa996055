/**
 * Ways people phrase an action, rewritten to the one phrasing the sentence rules know, so each
 * synonym is written once here instead of in every rule: "get rid of X" → "delete X",
 * "take X offline" → "unpublish X", "make X live" → "publish X", "put X in the menu" → "add X to the menu".
 * Applied to one action at a time, after the polite opening is gone.
 */
const NAV = String.raw`(?:the\s+)?(?:main\s+|top\s+|site\s+)?(?:menu|nav|navigation|navbar)(?:\s+bar)?`;

const REWRITES: [RegExp, string][] = [
  // contractions typed without the apostrophe
  [/\bwhats\b/gi, "what's"],
  [/\bwheres\b/gi, "where's"],
  [/\bwhos\b/gi, "who's"],
  [/\bhows\b/gi, "how's"],
  [/\b(is|are|does|do|has|have|was)nt\b/gi, "$1n't"],
  [/\bdont\b/gi, "don't"],
  [/\bhomepage\b/gi, "home page"],
  // "hide the blog form the menu": a real word, so only read as "from" where nothing else fits
  [/\bform\s+(?=the\s+(?:menu|nav|navigation|site|blog|page|library)\b)/gi, "from "],
  [/\bweb\s*page\b/gi, "page"],
  [/\bblog\s+post\b/gi, "post"],
  [/\bnav\s+bar\b/gi, "navbar"],
  [/\bmeta\s+description\b/gi, "seo description"],
  [/\bmeta\s+title\b/gi, "seo title"],
  // showing
  [/^(?:show|give|get|tell)\s+me\b/i, "show"],
  [/^(?:pull up|bring up|let me see|can i see)\b/i, "show"],
  // deleting
  [/^(?:get\s+rid\s+of|bin|scrap|ditch|erase|trash|nuke|kill|lose)\b/i, "delete"],
  // renaming
  [/^(?:retitle|re-title|re-name)\b/i, "rename"],
  // taking offline (before publishing: "take the post off the blog")
  [/^(?:take|pull)\s+down\s+(.+)$/i, "unpublish $1"],
  [/^(?:take|pull|put)\s+(.+?)\s+(?:down|offline|off\s*line|off\s+the\s+(?:site|website|blog|web))(?:\s+(?:for now|again|for the moment))?(?:\s+but\s+(?:don't|do not)\s+delete\s+it|\s+but\s+keep\s+it)?$/i, "unpublish $1"],
  [/^unpublish\s+(.+?)\s+but\s+(?:don't|do not)\s+delete\s+it$/i, "unpublish $1"],
  // going live
  [/^(?:make|put|set|push|get)\s+(.+?)\s+(?:live|public)(?:\s+(?:now|again))?$/i, "publish $1"],
  [/^(?:go\s+live\s+with|ship|release|launch)\s+(.+)$/i, "publish $1"],
  [/^(?:push|put)\s+(?:all\s+)?(?:the\s+)?changes\s+live$/i, "publish all changes"],
  [/^put\s+(.+?)\s+back\s+on\s+the\s+(?:blog|site|website)$/i, "publish $1"],
  // the menu
  [new RegExp(String.raw`^(?:put|stick|pop|place|include)\s+(.+?)\s+(?:in|into|on|onto|to)\s+${NAV}$`, "i"), "add $1 to the menu"],
  [new RegExp(String.raw`^(?:hide)\s+(.+?)\s+(?:in|from|on|off)\s+${NAV}(?:\s+for\s+now)?$`, "i"), "hide $1 from the menu"],
  [new RegExp(String.raw`^(?:take|pull)\s+(.+?)\s+(?:out\s+of|off|from)\s+${NAV}(?:\s+but\s+keep\s+the\s+page)?$`, "i"), "remove $1 from the menu"],
  // lists
  // "what collections are there", "which testimonials have we got", "do we have any posts": a list
  [/^(?:what|which)\s+((?:\w+\s+)?\w+s)\s+(?:are\s+there|do\s+we\s+have|have\s+we\s+got|do\s+(?:we|i)\s+have|exist|are\s+(?:on|in)\s+(?:the\s+)?(?:site|website|cms|library))(?:\s+(?:at the moment|right now|so far|currently))?$/i, "list $1"],
  [/^(?:are\s+there|do\s+we\s+have|have\s+we\s+got)\s+any\s+((?:\w+\s+)?\w+s)(?:\s+(?:at all|yet|on the site))?$/i, "list $1"],
  [/^(list|show)\s+(?:all\s+)?(?:of\s+)?(?:the\s+)?(pages|posts|images|pictures|photos|testimonials)\s+(?:we\s+have|we've\s+got|there\s+are|on\s+the\s+site)$/i, "list $2"],
];

export function paraphrase(sentence: string): string {
  let text = sentence;
  for (const [pattern, replacement] of REWRITES) text = text.replace(pattern, replacement);
  return text.replace(/\s+/g, " ").trim();
}
