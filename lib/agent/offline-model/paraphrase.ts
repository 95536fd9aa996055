/**
 * Ways people phrase an action, rewritten to the one phrasing the sentence rules know, so each
 * synonym is written once here instead of in every rule: "get rid of X" → "delete X",
 * "take X offline" → "unpublish X", "make X live" → "publish X", "put X in the menu" → "add X to the menu".
 * Applied to one action at a time, after the polite opening is gone.
 */
import { namedParts } from "./described-parts";
import { NEEDS_TO_GO_LIVE, SHOULD_LEAVE_MENU } from "./remarks";
import { outsideQuotes, protectQuotes } from "./text";
import { fromGerund, PARTICIPLES, verbOfParticiple } from "./verb-forms";
import { FIELD_PATTERN, fieldFor, TEMPLATE_PATTERN, templateKeyFor } from "./vocabulary";

const NAV = String.raw`(?:the\s+)?(?:main\s+|top\s+|site\s+)?(?:menu|nav|navigation|navbar)(?:\s+bar)?`;

/** Contractions typed without the apostrophe, mended outside quoted text only ("'websites that dont stress u out'" stays as typed). */
const CONTRACTIONS: [RegExp, string][] = [
  [/\bwhats\b/gi, "what's"],
  [/\bwheres\b/gi, "where's"],
  [/\bwhos\b/gi, "who's"],
  [/\bhows\b/gi, "how's"],
  [/\b(is|are|does|do|has|have|was)nt\b/gi, "$1n't"],
  [/\bdont\b/gi, "don't"],
  [/\bthats\b/gi, "that's"],
];

function withContractions(text: string): string {
  const { text: masked, restore } = protectQuotes(text);
  return restore(CONTRACTIONS.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), masked));
}

const ABOUT_LINKS = /\b(?:links?|menu|nav|navigation|social|socials|url|point|points|goes|go)\b/i;
const BARE_ADDRESS = /(?<![\w/.:@-])((?:www\.)?(?:[a-z0-9-]+\.)+(?:com|org|net|io|app|dev|me|uk|example)(?:\/[^\s,;]*)?)(?=[\s,;]|$)/gi;

const REWRITES: [RegExp, string][] = [
  // "In the questions on page About please delete the first one, about how long it takes": that question of that page
  [/^(?:in|from|among|of)\s+the\s+(?:questions|faqs?)\s+(?:on|of|in)\s+(?:the\s+)?(?:page\s+)?(.+?)(?:\s+page)?,?\s+(delete|remove|change|edit|update|rewrite)\s+the\s+(first|second|third|fourth|fifth|last)\s+one\b(?:,\s+about\s+[^,]*)?(.*)$/i, "$2 the $3 question on the $1 page$4"],
  [/^(?:in|from|among|of)\s+the\s+(?:feature\s+)?(?:boxes|cards|tiles)\s+(?:on|of|in)\s+(?:the\s+)?(?:page\s+)?(.+?)(?:\s+page)?,?\s+(delete|remove|change|edit|update|rewrite)\s+the\s+(first|second|third|fourth|fifth|last)\s+one\b(?:,\s+about\s+[^,]*)?(.*)$/i, "$2 the $3 box on the $1 page$4"],
  // "make the about page address /about-us": the address it should have
  [/^make\s+(the\s+.+?\s+(?:address|url|slug|web\s+address|link))\s+(\/[\w/-]*)(?=\s|$)/i, "change $1 to $2"],
  // "make the blog link say News", "could the blog link be called News instead", "I want the contact page to be called Get in touch": renamed
  [/^(?:make|have)\s+the\s+(.+?)\s+(link|menu\s+item|tab)\s+(?:say|read)\s*:?\s+/i, "rename the $1 $2 to "],
  [/^(?:(?:could|can|would|should|might)\s+|(?:i|we)\s+(?:want|would\s+like|'d\s+like|wish)\s+)(the\s+.+?\s+(?:link|menu\s+item|tab|page|post))\s+(?:to\s+)?be\s+(?:called|named|renamed(?:\s+to)?|titled)\s+(.+?)(?:\s+instead)?$/i, "rename $1 to $2"],
  // "make the heading on the home page say Welcome to our studio": every word after "say" is the value
  [/^(?:make|have|get)\s+(the\s+(?!(?:site|tagline|site\s+name)\b)\S.*?)\s+(?:say|read)\s*:?\s+(?!["'“‘])(?=\S)/i, "change $1 to "],
  // "The Blog link should be a sub-item under the About link": put under it
  [/^(?:the\s+)?(.+?)\s+(?:link|menu\s+item|item)\s+(?:should|must|shall|needs\s+to|has\s+to|is\s+to)\s+(?:be|become|go)\s+(?:a\s+)?(?:sub-?(?:item|link|menu\s+item|page|entry)|child(?:\s+item)?)\s+(?:under|of|below|beneath|in)\s+(?:the\s+)?(.+?)(?:\s+(?:link|menu\s+item|item))?$/i, "put the $1 link under $2"],
  // "Move Blog up front in the nav": to the start
  [/^move\s+(.+?)\s+(?:up\s+front|to\s+the\s+front|(?:all\s+the\s+way\s+)?forward)\s+(in\s+(?:the\s+)?(?:menu|nav(?:igation)?|navbar))$/i, "move $1 to the start $2"],
  // "It belongs under About": in the menu, under it
  [/^(it|that|this|they)\s+(?:belongs?|should\s+(?:go|be|sit)|goes)\s+(?:in\s+the\s+menu\s+)?(under|below|beneath)\s+(.+)$/i, "put $1 in the menu under $3"],
  // "can the pics go above the email + phone bit": moved there
  [/^((?:(?:on|in)\s+the\s+[\w'-]+\s+page,?\s+)?)(?:(?:can|could|would|should)\s+)?(the\s+.+?)\s+(?:go|sit|come|be\s+moved)\s+(above|below|before|after|under|over|beneath|underneath)\s+(the\s+.+)$/i, "$1move $2 $3 $4"],
  // "until then we'd rather it wasn't on the homepage at all": taken off there
  [/^(?:(?:until\s+then|for\s+now|in\s+the\s+meantime|meanwhile),?\s+)?(?:we|i)(?:'d|\s+would)\s+rather\s+(it|they|that|this)\s+(?:wasn't|weren't|was\s+not|were\s+not|isn't|is\s+not)\s+(?:on|in)\s+(the\s+.+?)(?:\s+at\s+all)?$/i, "remove $1 from $2"],
  // "the hero button on the home page should go to the contact page": where it points
  [/^(the\s+(?:.+?\s+)?(?:button|cta))(\s+(?:on|in)\s+.+?)?\s+(?:should|must|needs\s+to|has\s+to|ought\s+to)\s+(?:go|point|link|lead|take\s+(?:people|them|visitors|customers))\s+(?:to|at)\s+(.+)$/i, "make $1$2 go to $3"],
  // "point the hero button at the blog": the blog's own address
  [/^((?:point|link|aim)\s+.+?\s+(?:to|at)|make\s+.+?\s+go\s+to)\s+(?:the|our)\s+blog(?:\s+page)?$/i, "$1 /blog"],
  // "The testimonial of Harbour Books must not be visible any more": taken off the site
  [/^(the\s+.+?)\s+(?:must|should|shall|may)(?:\s+not|n't)\s+be\s+(?:visible|shown|public|live|online|seen)(?:\s+(?:any\s*more|any\s+longer|on\s+the\s+(?:web)?site))*$/i, "unpublish $1"],
  // "I think it best we remove them entirely now": the request itself
  [/^(?:and\s+)?(?:(?:i|we)\s+(?:think|feel|believe|reckon)\s+)?it(?:'s|\s+is|\s+would\s+be|'d\s+be)?\s+(?:best|better|wisest|right|time)\s+(?:that\s+|if\s+|to\s+)?(?:we\s+|you\s+)?(?=[a-z])/i, ""],
  // "remove the Maple Bakery testimonial entirely now": how and when, never part of the name (never in words given: "change it to Book now")
  [/^((?:delete|remove|publish|unpublish|hide|archive|restore|bin|trash)\s+(?:(?!\b(?:to|as|say|says|read|reads)\b).)+?)\s+(?:(?:entirely|completely|altogether|permanently|for\s+good)(?:\s+(?:right\s+)?now)?|(?:right\s+)?now|today)$/i, "$1"],
  // "Blast the design process post out to our email list": sent
  [/^(?:blast|fire|push|shoot)\s+(.+?)\s+out\s+to\s+/i, "send $1 to "],
  // "it just needs to go out", "it only has to go live": published
  [NEEDS_TO_GO_LIVE, "publish $1"],
  // "The colour of the text shall become pure black" (German "soll … werden"): should be
  [/\bshall\s+become\s+(?!a\s+sub)/gi, "should be "],
  [/\b(should|must|needs\s+to|has\s+to)\s+become\s+(?!a\s+sub)/gi, "$1 be "],
  // "For the article about autumn, the excerpt should be: …": that post's excerpt
  [/^for\s+(the\s+.+?\s+(?:post|article|page)|the\s+(?:post|article|page)\s+.+?),\s+(?:the|its)\s+(excerpt|summary|title|slug|seo\s+title|seo\s+description|description)\s+(?!(?:for|in|on)\s+(?:google|search))/i, "the $2 of $1 "],
  // "the excerpt of the autumn post should be: …": set to
  [/^(the\s+(?:excerpt|summary|title|slug|seo\s+title|seo\s+description|caption|alt\s+text|description)\s+(?:of|for|on)\s+.+?)\s+(?:should|must|shall|needs\s+to|has\s+to|ought\s+to)\s+(?:be|say|read)\s*:\s*(?=\S)/i, "set $1 to: "],
  // "they want a teal accent instead": that colour
  [/^(?:they|we|the\s+client|i|he|she)\s+(?:want|wants|need|needs|would\s+like|'d\s+like|prefer|prefers)\s+(?:a|an|the)\s+([\w-]+(?:\s+[\w-]+)?)\s+(accent|primary|background|text)(?:\s+colou?r)?(?:\s+instead)?$/i, "make the $2 colour $1"],
  // "On which pages is used the picture with the studio at dusk?": where it is used
  [/^(?:on\s+)?which\s+pages?\s+(?:is|are)\s+(?:used|shown|showing)\s+(the\s+.+)$/i, "where is $1 used"],
  // "let the public see our new Careers page": published
  [/^let\s+(?:the\s+public|people|visitors|everyone|everybody|customers|readers|the\s+world)\s+see\s+(?=\S)/i, "publish "],
  // "take the box 'Care' out of the three boxes on our front page": removed from there
  [/^take\s+(the\s+.+?)\s+out\s+of\s+(the\s+.+)$/i, "remove $1 from $2"],
  // "Put the Contact link as first": first
  [/^(put|move|place|set)\s+(.+?)\s+as\s+(?:the\s+)?(first|second|third|fourth|last)(?:\s+(?:one|item|link|entry))?\b/i, "$1 $2 $3"],
  // "what do the kind words from Harbour Books say, exactly?": the question
  [/^((?:what|which|how|where|who)\b.*?),?\s+(?:exactly|precisely|word\s+for\s+word)$/i, "$1"],
  // "The page About shall have the title 'Who we are'": renamed
  [/^(the\s+page\s+[\w'-]+|the\s+[\w' -]+?\s+page)\s+(?:should|must|shall|needs\s+to|has\s+to)\s+(?:have|get|be\s+given|carry)\s+the\s+(?:title|name)\s+(["'].+["'])$/i, "rename $1 to $2"],
  // "I'd rather it were taken away altogether": removed
  [/^(?:.*?\bthat\s+)?(?:i|we)(?:'d|\s+would)\s+(?:rather|prefer|like)\s+(it|they|that|this)\s+(?:were|was|be|is)\s+(?:taken\s+away|removed|taken\s+out|taken\s+off|deleted|gone)(?:\s+(?:altogether|entirely|completely))?$/i, "remove $1"],
  // "ship the whole lot": everything waiting
  // (never "publish it all" after changes asked in the same message: those)
  [/^(?:publish|ship|release|push\s+out)\s+(?:the\s+(?:whole\s+)?lot|all\s+(?:the\s+)?changes)$/i, "publish everything"],
  // "The menu point Contact shall stand on second place, directly after Home": moved there
  [/^(the\s+.+?\s+link)\s+(?:should|must|shall)\s+(?:stand|be|sit|go|come)\s+(?:on|in|at|as)\s+(?:the\s+)?(?:first|second|third|fourth|last)\s+(?:place|position|spot),?\s+(?:directly\s+|right\s+|just\s+)?(after|before)\s+(.+)$/i, "move $1 $2 $3"],
  [/^(the\s+.+?\s+link)\s+(?:should|must|shall)\s+(?:stand|be|sit|go|come)\s+(?:on|in|at|as)\s+(?:the\s+)?(first|second|third|fourth|last)\s+(?:place|position|spot)$/i, "put $1 $2"],
  // "I should like it gone altogether": removed
  [/^(?:(?:i|we)(?:'d|\s+should|\s+would)\s+like\s+)(it|them|that|this)\s+gone(?:\s+(?:altogether|entirely|completely|for\s+good))?$/i, "remove $1"],
  // "It should go from the menu": removed from there
  [SHOULD_LEAVE_MENU, "remove $1 from $3"],
  // "The Mastodon you can remove": the thing said first, then what to do with it
  [/^(the\s+.+?)\s+(?:you\s+)?(?:can|may|could|should)\s+(remove|delete|drop|hide|unpublish|archive)$/i, "$2 $1"],
  // "On which social networks the site is linking?": the social links
  [/^(?:on\s+|to\s+)?which\s+social\s+(?:networks|media|sites|accounts|channels|links)\s+(?:(?:is|does)\s+)?(?:the\s+(?:web)?site|we|our\s+(?:web)?site)\s+(?:is\s+)?(?:link(?:ing|s)?|point(?:ing|s)?)(?:\s+to)?$/i, "what are our social links"],
  // "I think it may go out for people to read": published
  [/^(?:(?:i\s+think|perhaps|then)\s+)?(it|this|that)\s+(?:may|can|could|might)\s+(?:now\s+)?go\s+(?:out|live|up)(?:\s+(?:for\s+(?:people|everyone|readers)\s+to\s+(?:read|see)|now))?$/i, "publish $1"],
  // "put up the new Price List page": published (never "put up a new page": made)
  [/^put\s+up\s+(?=the\s)/i, "publish "],
  [/^put\s+(the\s+.+?)\s+up$/i, "publish $1"],
  // "punch up the first heading on it": the page's heading (never the first item of a list)
  [/\bthe\s+(?:first|top|main)\s+heading\s+(on|of)\s+/gi, "the heading $1 "],
  // "I would like it now to read: …": changed to
  [/^(?:i|we)\s+(?:would|'d|should)\s+like\s+(it|that|this)\s+(?:now\s+)?to\s+(?:read|say|be)\s*:?\s*(?=\S)/i, "change $1 to "],
  // "might it tuck in beneath 'About' rather than stand on its own?": under it
  [/^(?:(?:might|could|can|would|should)\s+)?(it|that|this)\s+(?:tuck\s+in|go|sit|be\s+put|live|be\s+tucked)\s+(beneath|under|below|underneath)\s+(.+?)(?:,?\s+(?:rather\s+than|instead\s+of)\s+.+)?$/i, "put $1 $2 $3"],
  // "Which pictures on the site don't have alt text yet?": which pictures
  [/^(which|what)\s+(pictures|images|photos|pics)\s+(?:on|in)\s+(?:the|our)\s+(?:web)?site\s+(.+?)(?:\s+yet)?$/i, "$1 $2 $3"],
  // "change the "See what we do" button to "View our work"": that button's words, wherever it is
  [/^(?:change|rename|update|make)\s+the\s+("[^"]+"|'[^']+')\s+button(?:\s+(?:text|label|wording))?\s+(?:to|into|say|read)\s*:?\s*("[^"]+"|'[^']+')$/i, "replace the words $1 with $2 everywhere"],
  // "legal wants it off the public site until …": taken off the site
  [/^(?:[\w']+(?:\s+[\w']+)?\s+)?(?:wants?|would\s+like|needs?|asked\s+for)\s+(it|them|this|that)\s+(?:off|taken\s+off|down\s+from|removed\s+from)\s+(?:the\s+|our\s+)?(?:public\s+|live\s+)?(?:web)?site\b/i, "take $1 off the site"],
  // "+ nav under About": a link to it in the menu, under another
  [/^\+\s*(?:nav|menu)(?:\s+(?:link|item))?\s+(under|after|before)\s+(.+)$/i, "add it to the menu $1 $2"],
  // "new post title='X' tags=advice body='Y'": a new post's fields typed like code
  [/^(?:new|create|add|make)\s+(post|article)\s+(?=title\s*[=:])/i, "new post: "],
  // "new page title=Pricing slug=pricing": a new page (or post) set up like code, never a page called "new" renamed
  [/^(?:new|create|add|make)\s+(page|post)\s+(?:title|name)\s*[=:]\s*(["'][^"']+["']|[^=]+?)\s*,?\s+slug\s*[=:]\s*\/?([\w-]+)$/i, "create a $1 called $2 with the slug $3"],
  [/^(?:new|create|add|make)\s+(page|post)\s+(?:title|name)\s*[=:]\s*(["'][^"']+["']|[^=]+?)$/i, "create a $1 called $2"],
  // "Could it be taken away altogether, please?": deleted
  [/^(?:could|can|would|might|may)\s+(it|that|this|they|them|the\s+.+?)\s+(?:please\s+)?be\s+(?:taken\s+away|removed|deleted|got\s+rid\s+of|binned|done\s+away\s+with)(?:\s+(?:altogether|completely|entirely|for\s+good|from\s+the\s+(?:site|website|blog)))*(?:,?\s+please)?$/i, "delete $1"],
  // "I think the gift vouchers page is quite ready for people to see now": said of it, no request to show it
  [/^(?:and\s+)?(?:i\s+think\s+|i\s+believe\s+)?(the\s+.+?)\s+is\s+(?:quite\s+|now\s+|finally\s+|all\s+)?ready\s+for\s+(?:people|everyone|visitors|customers|the\s+public)\s+to\s+see(?:\s+now)?$/i, "$1 is ready"],
  // "And its alt text, might that say '…'?", "and might its excerpt say '…'": what it should say
  [/^(?:and\s+)?(its\s+(?:alt\s+text|caption|excerpt|title|heading|subheading|description))\s*,?\s*(?:might|could|can|would|should)\s+(?:that|it|this)\s+(?:say|read|be)\s+(?=["'“‘])/i, "$1 should say "],
  [/^(?:and\s+)?(?:might|could|can|would)\s+(its\s+(?:alt\s+text|caption|excerpt|title|heading|subheading|description))\s+(?:say|read|be)\s+(?=["'“‘])/i, "$1 should say "],
  // "which questions we answer on the About page", "what questions does the about page answer": its FAQ
  [/^(?:(?:could|can|would)\s+you\s+)?(?:please\s+)?(?:(?:tell|show)\s+me\s+|let\s+me\s+know\s+)?(?:which|what)\s+questions\s+(?:do\s+)?(?:we|you)\s+answer\s+on\s+(?:the\s+)?([\w' -]+?)(?:\s+page)?$/i, "which questions are in the FAQ on the $1 page"],
  [/^(?:which|what)\s+questions\s+does\s+(?:the\s+)?([\w' -]+?)(?:\s+page)?\s+answer$/i, "which questions are in the FAQ on the $1 page"],
  // "change Blog in the menu to News", "change the Blog menu item to News": the link renamed (an address after "to" re-points it)
  [/^(?:change|update|call)\s+(?:the\s+)?(["']?[\w' &-]+?["']?)\s+(?:link\s+|item\s+|tab\s+)?(?:in|on)\s+(?:the\s+|our\s+)?(?:main\s+|top\s+)?(?:menu|nav(?:igation)?|navbar)\s+(?:to|as|into)\s+(?!https?:|www\.|\/|(?:the|our)\s+[\w' &-]+\s+page\b)/i, "rename the $1 link in the menu to "],
  [/^(?:change|update)\s+(?:the\s+)?([\w' &-]+?)\s+(?:menu|nav(?:igation)?)\s+(?:item|link|entry|label|tab)\s+(?:to|into)\s+(?!https?:|www\.|\/|(?:the|our)\s+[\w' &-]+\s+page\b)/i, "rename the $1 link in the menu to "],
  // "which blog posts are actually live on the site at the moment?": which are live
  [/^((?:which|what|how\s+many)\s+.+?\s+(?:are|is)\s+(?:live|published|up|visible|public))\s+on\s+(?:the\s+|our\s+)?(?:web)?(?:site|blog)(?:\s+(?:now|right\s+now|at\s+the\s+moment|currently))?$/i, "$1"],
  // "Would you put it out, please?": published
  [/^(?:(?:would|could|can|will)\s+you\s+)?(?:please\s+)?put\s+(it|that|this|them|the\s+.+?)\s+out(?:\s+(?:now|there|for\s+(?:people|everyone)\s+to\s+see))?(?:,?\s+please)?$/i, "publish $1"],
  // "Blog link in the nav should point at our Substack now: https://…": the link re-pointed
  [/^(?:the\s+)?(["']?[\w' &-]+?["']?)\s+(?:link|menu\s+item|tab)(?:\s+(?:in|on)\s+(?:the\s+)?(?:menu|nav(?:igation)?|navbar))?\s+(?:should|must|needs\s+to|has\s+to)\s+(?:now\s+)?(?:point|go|link|lead)\s+(?:at|to)\s+(?:our\s+[\w' -]+?(?:\s+now)?\s*:\s*)?(?=(?:https?:|\/)\S*$)/i, "point the $1 link at "],
  // "The menu point 'Blog' shall become a sub-point of 'About'": one link under another
  [/^(?:the\s+)?(?:menu\s+(?:point|item|link|entry)\s+)?(.+?)(?:\s+(?:link|menu\s+item))?\s+(?:shall|should|must|needs\s+to|has\s+to|can)\s+become\s+(?:a\s+)?(?:sub[\s-]?(?:point|item|link|entry|page|menu\s+item)|child(?:\s+item)?|dropdown\s+item)\s+(?:of|under)\s+/i, "make $1 a sub-item of "],
  // "Tuck Case Studies under About in the nav as a dropdown item": put there
  [/^tuck\s+(.+?)\s+(?:in\s+|away\s+)?(under|underneath|beneath|below|into|in)\s+/i, "put $1 $2 "],
  // "take it also out from the menu"
  [/\btake\s+(it|them|that)\s+(?:also\s+)?out\s+(?:from|of)\s+/i, "take $1 out of "],
  // "is the tagline actually on the site yet": whether it is live
  [/^is\s+(?:the\s+)?(?:new\s+)?(tagline|site\s+name|logo|menu)\s+(?:actually\s+|really\s+)?(?:on|up\s+on|showing\s+on)\s+the\s+(?:site|website)(?:\s+yet|\s+now)?$/i, "is the $1 live"],
  // "tagline → Family nursing care, close to home": the whole value, never the words after its last "to"
  [/^(?:the\s+)?(tagline|site\s+name|slogan|motto)\s+to\s+(?=\S)/i, "set the $1 to "],
  // "Which pages of the web are not published still?": pages of this site
  [/\b(pages|posts|pictures|images|photos)\s+of\s+the\s+(?:web(?:site)?|site)\b/i, "$1"],
  // "remove the photo gallery itself" on a page: the gallery section, not a picture called "gallery"
  [/^((?:in|on)\s+(?:the\s+)?[\w' -]+?\s+page,?\s+)?(remove|delete|take\s+out|get\s+rid\s+of)\s+the\s+(?:photo\s+|picture\s+|image\s+)?gallery(?:\s+itself)?(?=$|,|\s+(?:from|on|in)\b)/i, "$1$2 the gallery section"],
  // "d/c Blog from top menu": discontinued, taken out
  [/^d\/c\s+/i, "remove "],
  // "In the menu, the Blog put it more to the left, before About": moved
  [/^(?:in\s+the\s+(?:menu|nav(?:igation)?),?\s+)?(?:the\s+)?([\w' &-]+?)(?:\s+link)?\s+put\s+it\s+(?:more\s+|further\s+)?(?:to\s+the\s+)?(?:left|right|up|down)\s*,?\s+(before|after)\s+(.+)$/i, "move $1 $2 $3 in the menu"],
  // "In what places appears the photo of the studio at dusk?": where it is used
  [/^in\s+(?:what|which)\s+places?\s+(?:appears|is\s+(?:used|shown)|do\s+we\s+use|shows\s+up)\s+(the\s+.+?)$/i, "where is $1 used"],
  // "are our instagram or facebook links on the site anywhere?": the social links
  [/^(?:are|is)\s+(?:our|the)\s+(?:instagram|facebook|twitter|x|linkedin|mastodon|tiktok|youtube|social)(?:\s*(?:,|or|and|\/)\s*(?:instagram|facebook|twitter|x|linkedin|mastodon|tiktok|youtube))*\s+links?\s+(?:on\s+the\s+(?:web)?site|up|there|showing)(?:\s+anywhere)?$/i, "what social links have we got"],
  // "ls pages status=draft": a developer's list
  [/^ls\s+(pages|posts|images|pictures)(?:\s+(?:status\s*=\s*|--status[= ]\s*|-s\s+)(draft|published|live|archived))?$/i, "list the $2 $1"],
  // "seo title for about page: About Northwind Studio | Web design"
  [/^(seo\s+title|seo\s+description|meta\s+description|meta\s+title)\s+(?:for|of|on)\s+(?:the\s+)?([\w' -]+?)(?:\s+page)?\s*:\s*(?=\S)/i, "set the $1 of the $2 page to "],
  // "change the address of page Contact in /contact-us": a non-native speaker's "in" for "to"
  [/^(change|set|update|rename|turn)\s+(.+?\s(?:of|on|for)\s.+?|.+?\s(?:page|post|picture|image|photo|link))\s+in\s+(?=\/[\w-]|["'“‘])/i, "$1 $2 to "],
  // "with one text: '…'": a text section that says it
  [/\bwith\s+(?:one|a)\s+text(?:\s+section)?\s*:\s*(?=\S)/i, "with a text section saying "],
  // "… renamed 'X' and its address should be changed to /secretary": the address of what was just named
  [/^(?:and\s+)?(?:change\s+)?its\s+(?:web\s+)?(?:address|url|slug)\s+(?:(?:should|must|is\s+to|shall)\s+(?:be\s+)?(?:changed\s+to|become|be)|to)\s+(\/?[\w-]+)$/i, "change its slug to $1"],
  // "did my new tagline go live yet??": whether it is live
  [/^(?:did|has)\s+(?:my|our|the)\s+(?:new\s+)?(tagline|site\s+name|logo|menu)\s+(?:go|gone)\s+live(?:\s+yet)?$/i, "is the $1 live"],
  // "Please this one put in archive.", "put the autumn post into the archive"
  [/^(?:please\s+)?((?:this|that|it)(?:\s+one)?|the\s+.+?)\s+(?:put|move|place|send)\s+(?:in|into|to)\s+(?:the\s+)?archives?$/i, "archive $1"],
  [/^(?:put|move|place|send)\s+(.+?)\s+(?:in|into|to)\s+(?:the\s+)?archives?$/i, "archive $1"],
  // "remove from the social links the GitHub", "add to the menu the Careers page": where, said before what
  [/^(remove|delete|take|drop|add|put)\s+(from|to|in|into|on|off)\s+((?:the|our)(?:\s+(?!(?:on|of|in|at|for|with|from|to)\b)[\w'-]+){1,3})\s+((?:the|our)\s+\S.*)$/i, "$1 $4 $2 $3"],
  // "which blog posts are published?" (had looked for a post called "published")
  [/^(which|what|how\s+many)\s+(?:of\s+(?:our|the|my)\s+)?blog\s+(posts|articles|entries)\s+(?=(?:are|were|is|have|has)\b)/i, "$1 $2 "],
  // "every place on the site that mentions screen readers"
  [/^(?:every|each|all(?:\s+the)?|any)\s+(?:places?|pages?|spots?)\s+(?:on\s+(?:the|our)\s+(?:web)?site\s+)?(?:that|which|where\s+we)\s+(?:mentions?|says?|talks?\s+about|uses?|refers?\s+to)\s+(?=\S)(?!.*\b(?:should|must|needs?|has\s+to|have\s+to|to\s+(?:say|read|be))\b)/i, "where do we mention "],
  // "current accent hex?"
  [/^(?:the\s+)?(?:current\s+)?(primary|accent|background|text|main)\s+(?:colou?r\s+)?(?:hex|hex\s+code|colou?r)$/i, "what's the $1 colour"],
  // "Kindly check where in the site we mentioned 'screen reader'", "In which article stands the word 'sketch'?"
  [/^(?:please\s+)?(?:check|find(?:\s+out)?|see|tell\s+me|look)\s+where\s+(?:in|on)\s+(?:the|our)\s+(?:web\s*)?site\s+(?:we|it)\s+(?:mention(?:ed|s)?|say|said|use[sd]?|wr[io]te)\s+(?=\S)/i, "where do we mention "],
  [/^in\s+which\s+(article|post|page|blog\s+post)s?\s+(?:stands|is|appears|appear|comes)\s+(?:there\s+)?(?:the\s+(?:word|words|phrase|text)\s+)?(?=\S)/i, "which $1 mentions "],
  // "identify every page on which the word 'calm' appears"
  [/^(?:identify|list|find|show(?:\s+me)?|tell\s+me|name)\s+(?:every|each|all(?:\s+the)?|the)\s+(pages?|posts?)\s+(?:on|in)\s+which\s+(?:the\s+(?:word|words|phrase|text)\s+)?(.+?)\s+(?:appears?|is\s+(?:used|mentioned)|comes\s+up|occurs)(?=[?.!]|$)/i, "which $1 mention $2"],
  // "I should be grateful if the testimonial from Harbour Books could be amended so that the quotation reads: '…'"
  [/^(?:i\s+(?:should|would)\s+be\s+(?:most\s+|very\s+)?(?:obliged|grateful)\s+if\s+|i'd\s+be\s+(?:most\s+|very\s+)?(?:obliged|grateful)\s+if\s+)?(the\s+.+?)\s+(?:could|might|would|can|should|may)\s+be\s+(?:amended|changed|updated|altered|corrected|edited|revised)\s+so\s+(?:that\s+)?it\s+(?:reads|says|shows)\s*:?\s*(?=["'“‘])/i, "change $1 to "],
  [/^(?:i\s+(?:should|would)\s+be\s+(?:most\s+|very\s+)?(?:obliged|grateful)\s+if\s+|i'd\s+be\s+(?:most\s+|very\s+)?(?:obliged|grateful)\s+if\s+)?(the\s+.+?)\s+(?:could|might|would|can|should|may)\s+be\s+(?:amended|changed|updated|altered|corrected|edited|revised)\s+so\s+(?:that\s+)?(?:the\s+|its\s+)?([\w-]+(?:\s+[\w-]+)?)\s+(?:reads|says|shows)\s*:?\s*(?=["'“‘])/i, "change the $2 of $1 to "],
  // "create a draft page titled 'X', with a hero that says 'Y'": what the new page holds, after a comma too
  [/^((?:create|make|add|build|start|set\s+up)\s+(?:a\s+|an\s+)?(?:new\s+)?(?:draft\s+)?(?:page|post|article)\s+(?:titled|called|named)\s+["'“‘][^"'”’]+["'”’]),\s+(?=with\s)/i, "$1 "],
  // "point the 'Get in touch' button at the bottom of the home page at https://…": where that button goes
  [/^(?:point|link|send|aim|direct)\s+(the\s+.+?\s+(?:button|cta)\b.*?)\s+(?:at|to|towards)\s+(?=https?:|www\.|\/|(?:the|our)\s+[\w' &-]+?\s+page[.!]*$)/i, "make $1 go to "],
  [/^(?:change|update|set|fix)\s+the\s+(?:link|url|address|target|destination)\s+(?:of|on|for)\s+(the\s+.+?\s+(?:button|cta)(?:\s+(?:on|at|in)\s+.+?)?)\s+to\s+(?=https?:|www\.|\/)/i, "make $1 go to "],
  [/^(make\s+the\s+)["'“‘](\u0004\d+\u0004)["'”’](\s+(?:button|cta)\b.*?\s(?:go|link|point|lead)\s+to\s+(?:https?:|www\.|\/))/i, "$1$2$3"],
  // "please add in the testimonials: …": add to them
  [/\badd\s+in(?:to)?\s+(?=(?:the|our)\s+(?:testimonials|reviews|menu|nav|navigation|gallery|faq)\b)/i, "add to "],
  [/^add\s+(?:this\s+|these\s+words\s+)?to\s+(?:the\s+|our\s+)(?:testimonials|reviews)(?:\s+(?:section|bit|page))?\s*:\s*(?=["'“‘])/i, "add a testimonial: "],
  // "list what's unpublished", "what is not published yet?": everything waiting
  [/^(?:(?:list|show(?:\s+me)?|tell\s+me)\s+)?(?:what(?:'s|\s+is|\s+are)|everything\s+(?:that(?:'s|\s+is)|which\s+is)|(?:all\s+)?(?:the\s+)?things\s+(?:that\s+are|which\s+are))\s+(?:still\s+)?(?:not\s+(?:yet\s+)?(?:published|live)|unpublished)(?:\s+yet)?$/i, "list the unpublished changes"],
  [/^(?:which|what)\s+(?:things|items|changes|ones|bits)\s+are\s+(?:still\s+)?(?:waiting|pending)(?:\s+to\s+(?:be\s+published|go\s+live))?$/i, "list the unpublished changes"],
  // "exclude the post about the autumn collection": a Portuguese or Spanish speaker's "delete" (excluir, excluir)
  [/^exclude\s+(?=(?:the|this|that|our)\s+(?:[\w-]+\s+){0,3}?(?:post|page|article|image|picture|photo|testimonial)\b)/i, "delete "],
  // "(It was agreed that) the Blog link in the menu be renamed 'News & Notices'": minutes' subjunctive, a request
  [/^((?:the|our)\s+[^,;]+?)(?<!\b(?:should|must|could|would|can|will|shall|may|might|to|not|never))\s+be\s+(?=(?:renamed|archived|added|removed|deleted|published|unpublished|hidden|changed|moved|given|set|made|updated|tagged|taken)\b)/i, "$1 should be "],
  // "hide About instead": instead of what was done before, which the request already says
  [/^((?:hide|show|unhide|remove|delete|publish|unpublish|archive)\s+.+?)\s+instead$/i, "$1"],
  // "Put a new testimonial in from Doris Shaw: '…'"
  [/\bput\s+(an?\s+(?:new\s+)?(?:testimonial|review|quote))\s+in\s+(?=from\b)/i, "add $1 "],
  // "take the blog post about autumn colours and publish it": that post, published
  [/^(?:take|grab|get)\s+(the\s+.+?)\s+and\s+(publish|unpublish|archive|delete|hide)\s+it$/i, "$2 $1"],
  // "update the Harbour Books testimonial so it reads: '…'": its quote
  [/^(?:update|change|amend|edit|fix|correct)\s+(the\s+.+?\s+(?:testimonial|review))\s+so\s+(?:that\s+)?it\s+(?:reads|says)\s*:?\s*(?=["'“‘])/i, "change the quote of $1 to "],
  // "which blog posts are not yet published?"
  [/^(which|what)\s+blog\s+(posts|articles)\s+(?=(?:are|have|were)\s+(?:not|still|yet|already)\b)/i, "$1 $2 "],
  // "its cover should be studio-dusk.jpg": what it should be, set
  [/^(its|their)\s+((?:cover|title|excerpt|tags?|heading|caption|alt\s+text|slug|address|body)(?:\s+(?:image|picture|photo|text))?)\s+(?:should|must|needs\s+to|has\s+to|ought\s+to)\s+(?:be|become|say|read)\s+(?=\S)/i, "change $1 $2 to "],
  // "I would be obliged if the article entitled 'X' could be given the additional tag 'Y'"
  [/^(?:i\s+would\s+be\s+(?:most\s+|very\s+)?(?:obliged|grateful)\s+if\s+|i'd\s+be\s+(?:most\s+|very\s+)?(?:obliged|grateful)\s+if\s+|please\s+(?:see\s+that\s+|ensure\s+that\s+)?)?(the\s+.+?)\s+(?:could|might|would|can|should)\s+(?:be\s+given|get|receive|have)\s+(?:the\s+|an?\s+)?(?:additional\s+|extra\s+|new\s+|further\s+)?tag\s+(["'“‘][^"'”’]+["'”’])$/i, "add the tag $2 to $1"],
  // "which testimonial talks about booking online?": the one that says so
  [/^which\s+(?:testimonial|review|quote|entry)\s+(?:talks|speaks|is|goes\s+on)\s+about\s+(.+?)\??$/i, "who said the one about $1"],
  // "I would like the image of the coastline to have alternative text reading 'X'": that field set
  [/^(?:i\s+would\s+like|i'd\s+like|i\s+want|we'd\s+like|we\s+would\s+like|we\s+want)\s+(the\s+.+?)\s+to\s+have\s+(?:an?\s+|the\s+)?(?:new\s+)?(alt(?:ernative)?\s+text|caption|description)\s+(?:reading|saying|that\s+reads|that\s+says|of)?:?\s*(["'“‘].+["'”’])$/i, "set the $2 of $1 to $3"],
  // "how much does the bread club cost?": where the site says so
  [/^how\s+much\s+(?:does|do|is|are)\s+(?:the\s+|a\s+|an\s+|our\s+)?(.+?)(?:\s+(?:cost|costs|priced\s+at))?\??$/i, "search for $1"],
  // "Edit the Harbour Books testimonial: company should be 'X'": the field of that testimonial changed
  [/^(?:(?:edit|change|update|fix|correct)\s+)?(?:the\s+)?(.+?\s+(?:testimonial|review|quote|entry))\s*[:,—–-]\s*(?:the\s+|its\s+)?(company|author|quote|name)\s+(?:should\s+be|is\s+now|becomes?|to|=|is)\s+(["'“‘].+["'”’])$/i, "change the $2 of the $1 to $3"],
  // "Swap in team-standup.jpg everywhere we're using the sunrise photo": one picture for another, everywhere
  [/^(?:swap|put|use)\s+in\s+(\S+\.(?:jpe?g|png|gif|webp|avif|svg)|the\s+.+?)\s+(?:everywhere|wherever)\s+(?:we(?:'re|\s+are)\s+using|we\s+use|(?:it|that)\s+is\s+used|is\s+used)\s+(it|that|this|the\s+.+?)(?:\s*[—–-].*)?$/i, "replace $2 with $1 everywhere"],
  // "Where on site is written 'pop-ups'?", "where does the site say 'X'": the pages that say it
  [/^where\s+(?:(?:on|in)\s+(?:the\s+|our\s+)?(?:web\s*)?site\s+(?:is|are)\s+(?:written|said|mentioned|used)|(?:on\s+the\s+site\s+)?(?:does|do)\s+(?:the\s+|our\s+)?(?:web\s*)?site\s+(?:say|mention|use))\s+(["'][^"']+["'])$/i, "which page says $1"],
  // "the site's default SEO title … needs to be 'X'": the value it should have
  [/^((?:the|our)\s+(?:site's\s+|website's\s+)?(?:default\s+)?(?:seo\s+title|seo\s+description|meta\s+description|site\s+name|tagline|slogan))\s+(?:needs\s+to|should|must|has\s+to|ought\s+to)\s+(?:be|say|read)\s+(?=["'])/i, "change $1 to "],
  // "change the name of the site in 'X'": "in" for "to"
  // (never "change the title in 'Welcome'": which title is asked about)
  [/^((?:change|set|update|turn)\s+(?!(?:the\s+)?(?:title|heading|name|text|words?)\s+in\b).+?)\s+in\s+(?=["'][^"']+["']$)/i, "$1 to "],
  // "nobody can tell me whether the Careers page is live": the question itself
  [/^(?:nobody|no\s+one|noone)\s+(?:can|could|will)\s+tell\s+me\s+(?:whether|if)\s+(the\s+.+?)\s+(is|are)\s+(.+)$/i, "$2 $1 $3"],
  // "is the Careers page actually out there for people to see": is it live
  [/^(?:is|are)\s+(the(?:\s+(?!(?:actually|really|now|out|online|public|visible)\b)\S+)+?)\s+(?:actually\s+|really\s+|now\s+)?(?:out\s+there|online|public|visible)(?:\s+(?:for|to)\s+(?:people|everyone|anyone|the\s+public|visitors|customers)(?:\s+to\s+see)?)?(?:\s+yet)?$/i, "is $1 live"],
  // "what's sitting there that isn't live yet?": what waits
  [/^what(?:'s|\s+is|\s+are)\s+(?:still\s+)?(?:sitting\s+(?:there|around|in\s+drafts?)|left|waiting|pending)\s+(?:that|which)\s+(?:isn't|is\s+not|aren't|are\s+not|hasn't\s+gone|has\s+not\s+gone)\s+(?:live|published|out|up)(?:\s+yet)?$/i, "what is waiting to be published"],
  // "give the Journal page the address /blog": its address
  [/^give\s+(.+?)\s+the\s+(?:web\s+)?(?:address|url|slug|path)\s+(\S+)$/i, "change the address of $1 to $2"],
  // "For the autumn article please take as cover picture the coast photo, not the valley one": its cover
  [/^(?:for|on)\s+(the\s+.+?\s+(?:post|article|blog\s+post)),?\s+(?:please\s+)?(?:take|use|put|choose|set)\s+as\s+(?:the\s+)?cover(?:\s+(?:picture|image|photo))?\s+(the\s+.+?)(?:,?\s+not\s+.*)?$/i, "use $2 as the cover of $1"],
  // "Contact should come straight after Home": its place in the menu
  [/^(the\s+.+?|(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?|it|that)\s+(?:should|must|needs\s+to|has\s+to|ought\s+to)\s+(?:come|go|sit|be)\s+(?:straight\s+|right\s+|directly\s+|just\s+)?(before|after)\s+(.+)$/i, "move $1 $2 $3"],
  // "Please make that Workshops in the menu is under About and not alone on the top": where it sits
  [/^(?:make|see)\s+(?:that|sure)\s+(.+?)(?:\s+in\s+the\s+(?:menu|nav))?\s+(?:is|are|goes|sits|stays)\s+(?:under|below|beneath)\s+([^,]+?)(?:,?\s+(?:and\s+)?not\s+.*)?$/i, "put $1 under $2 in the menu"],
  // "oops no bring it back": the request after the cry
  [/^(?:(?:oops|whoops|oh\s+no|uh\s+oh|no|nope|wait|argh|damn)[,!.]?\s+)+(?=(?:bring|put|undo|restore|get|revert)\b)/i, ""],
  // "add in the menu a link 'Shop' to https://…": the link, its words and where it goes
  [new RegExp(String.raw`^(?:add|put)\s+(?:in|to|on)\s+${NAV}\s+(?:a\s+|an\s+)?(?:new\s+)?(?:link|item|entry|tab)\s+(["'][^"']+["'])\s+(?:to|for|->|pointing\s+to|that\s+goes\s+to)\s+(?=https?:|\/)`, "i"), "add $1 to the menu linking to "],
  // "it must be under Contact, not alone on the top": a link's place in the menu
  [/^(it|that|this|the\s+.+?\s+(?:link|item|tab))\s+(?:must|should|needs\s+to|has\s+to|ought\s+to)\s+(?:be|go|sit)\s+(?:under|below|beneath|inside)\s+([^,]+?)(?:,?\s+not\b.*)?$/i, "put $1 under $2"],
  // "swap the quote on the Maple Bakery testimonial for: 'X'": new words for old
  [/^(?:swap|switch|replace)\s+(the\s+(?:quote|heading|headline|subhead(?:ing)?|button(?:\s+label)?|text|caption|alt\s+text|excerpt|title|wording|tagline)\s+.+?)\s+(?:for|with)\s*:?\s+(?=["'])/i, "change $1 to "],
  // "What says exactly the testimonial from Harbour Books?": what it says
  [/^what\s+says\s+(?:exactly\s+)?(the\s+.+?)(?:\s+exactly)?$/i, "what does $1 say"],
  // "In which places is used the picture studio-dusk?": where it is used
  [/^(?:in\s+)?(?:which|what)\s+places?\s+(?:is|are)\s+(?:used|shown)\s+(?:the\s+(?:picture|photo|image)\s+(?=[\w.]+-))?(.+)$/i, "where is $1 used"],
  // "clear it out of the collection", "remove the old door photo from the library": out of the image library
  [/^(?:clear|remove|delete|take|get|bin)\s+(it|this|that|them|the\s+.+?|[\w.-]+\.(?:jpe?g|png|gif|webp|avif|svg))\s+(?:out\s+)?(?:of|from)\s+(?:the\s+|our\s+)?(?:collection|(?:media\s+|image\s+|picture\s+|photo\s+)?library|pictures|images|photos|uploads|media)$/i, "delete $1"],
  // "call the gallery 'Around here'": a section's heading
  [new RegExp(String.raw`^(?:call|name|title)\s+the\s+(${TEMPLATE_PATTERN})(?:\s+section)?\s+(["'][^"']+["'])$`, "i"), "change the $1 heading to $2"],
  // "call the 'Blog' link in the menu 'Journal' instead", "call it 'Journal'": a new name
  [/^call\s+(it|this|that|the\s+(?!new\b).+?)\s+(["'][^"']+["'])(?:\s+instead)?$/i, "rename $1 to $2"],
  // "I should like the 'Blog' link in the menu to say 'News' instead": what it should say
  [/^(?:(?:i|we)\s+(?:would|should|'d)\s+(?:like|love|prefer)|(?:i|we)\s+(?:want|need))\s+(the\s+.+?|it|that|this)\s+to\s+(say|read|become|show)\s+(?=["'])/i, "$1 should $2 "],
  // "a post called 'X' and have it say: 'Y'": what the new one says
  [/,?\s+and\s+(?:have|make|let|get)\s+it\s+(?:say|read)\s*:?\s+/gi, " that says "],
  [/^((?:create|make|add|build|start)\s+(?:a|an)\s+(?:new\s+)?page\s+(?:called|named|titled)\s+.+?)\s+that\s+says\s+(?=["'])/i, "$1 with a text section that says "],
  // "the caption make 'Our studio by evening'": the thing first, then what to make it (a German speaker's order)
  [/^(the\s+[^,;.!?]+?)\s+(?:make|set|change|put)\s+(?:it\s+)?(?:(?:in|to|as|into)\s+)?(?=["'])/i, "change $1 to "],
  // "might the 'Contact' link read 'Contact us' instead?", "could the heading say …": it should
  [/^(?:might|could|can|would)\s+(the\s+.+?)\s+(read|say|show)\s+(?=["'])/i, "$1 should $2 "],
  // "… and take it out of the menu too": "too" only joins it to the request before
  // (never the last word of a value typed after a colon: "answer: yes we design logos too")
  [/(?<=\S)(?<!:[^:"']*)\s+(?:too|as\s+well)$/i, ""],
  // "throw it away", "throw away the old flyer": delete it
  [/^throw\s+(.+?)\s+(?:away|out)(?=[.!?]*$)/i, "delete $1"],
  [/^throw\s+(?:away|out)\s+/i, "delete "],
  // "get a post drafted: 'X'": a new one called that
  [/^(?:get|have)\s+(?:a|an)\s+(?:new\s+)?(post|page|blog\s+post)\s+(?:drafted|written|started|created|made|set\s+up)\s*:?\s*(?=["'])/i, "create a $1 called "],
  // "close out the About page with a CTA block at the bottom: …": a new last section
  [/^(?:close\s+out|finish(?:\s+off)?|end|round\s+off|wrap\s+up|top\s+off)\s+(?:the\s+)?(.+?\s+page)\s+with\s+(.+?)(?:\s+at\s+the\s+(?:very\s+)?(?:bottom|end))?(?=:|,|$)/i, "add $2 at the bottom of the $1"],
  // "slot it in right before Contact", "get Contact front and center"
  [/^slot\s+(it|that|this|them)\s+in\b/i, "put $1"],
  [/^(?:get|bring|put)\s+(.+?)\s+front\s+and\s+cent(?:er|re)$/i, "move $1 to the front"],
  // "I want that its address is /reach-us": the field changed to that
  [/^(?:i|we)\s+(?:want|would\s+like|'d\s+like)\s+that\s+((?:the|its)\s+(?:[\w'’-]+\s+){0,2}?(?:address|slug|url|title|name|heading|tagline|caption|alt\s+text|excerpt|description|label)\b.*?)\s+(?:is|be|becomes?)\s+(?=\S)/i, "change $1 to "],
  // "I would like that the link Blog goes under About": the wish is the request
  [/^(?:i|we)\s+(?:would\s+like|'d\s+like|want|wish)\s+that\s+/i, ""],
  // "Which picture has the post about design process as cover?": that post's cover, asked
  [/^(?:which|what)\s+(?:picture|image|photo|pic)\s+(?:has|does)\s+(the\s+.+?)\s+(?:have\s+|got\s+)?as\s+(?:its\s+|a\s+|the\s+)?cover(?:\s+(?:image|picture|photo))?$/i, "what's the cover of $1"],
  // "On which pages is the picture with the hills at sunrise?": where it is used
  [/^(?:on|in)\s+(?:which|what)\s+pages?\s+(?:is|are)\s+(the\s+(?:picture|photo|image|pic)\s+.+?)(?:\s+(?:used|shown|showing))?$/i, "where is $1 used"],
  // "which page has our email addr on it": where the site gives it
  [/^(?:which|what)\s+pages?\s+(?:has|have|shows?|mentions?|lists?|gives?|contains?)\s+((?:our|the)\s+(?:(?:tele)?phone(?:\s+number)?|e-?mail(?:\s+(?:address|addr))?|opening\s+(?:hours|times)))(?:\s+on\s+(?:it|them))?$/i, "where do we give $1"],
  // "it's ready, lets get it out": published
  [/^get\s+(it|that|them|this|the\s+.+?)\s+out(?:\s+(?:there|the\s+door|now|today))?$/i, "publish $1"],
  // "put Home back in the menu": its link added again
  [/^(?:put|bring)\s+(?:the\s+)?(.+?)(?:\s+link)?\s+back\s+(?:in|into|on|to)\s+(?:the\s+|our\s+)?(?:main\s+|top\s+)?(?:menu|nav(?:igation)?|navbar)$/i, "add $1 to the menu"],
  // "Please clear it out" of a file in the library: deleted
  [/^clear\s+out\s+(?!the\s+(?:caption|alt|text|heading|field)\b)(.+)$|^clear\s+(.+?)\s+out$/i, "delete $1$2"],
  // "(tell me) which of our blog articles the public can currently read": the question in its usual order
  [/\bwhich\s+((?:of\s+(?:our|the)\s+)?[\w' -]+?)\s+(people|visitors|readers|anyone|the\s+public|customers)\s+can\s+(?:currently\s+|actually\s+|already\s+|now\s+)?(see|read|view|visit)\b/gi, "which $1 can $2 $3"],
  // "(Let's) go with: About Northwind Studio": the words to use
  [/^(?:go|going)\s+with\s*(?::\s*|(?=["'“‘]))/i, "change it to "],
  // "I should like the tagline, at the top of every page, to read: X", "… and I should like it instead to read: X": its words
  [/^(?:(?:and|but)\s+)?(?:i|we)\s+(?:should|would|'d)\s+(?:very\s+much\s+)?like\s+(the\s+[^:]+?|it|that|this)(?:\s+instead)?\s+(?:instead\s+)?to\s+(?:read|say)\s*:?\s+(?=\S)/i, "change $1 to "],
  // "add 'Shop' → https://…, at the end of the nav": a new link goes at the end anyway
  [/^(add\s+.*\b(?:menu|nav|navigation)\b.*?),?\s+(?:at|to)\s+the\s+(?:very\s+)?(?:end|bottom)\s+of\s+(?:the\s+)?(?:main\s+)?(?:nav|menu|navigation)$/i, "$1"],
  [/^(add\s+.+?),?\s+(?:at|to)\s+the\s+(?:very\s+)?(?:end|bottom)\s+of\s+(?:the\s+)?(?:main\s+)?(?:nav|menu|navigation)$/i, "$1 to the menu"],
  [/^the\s+(?:link|menu\s+item|nav\s+item)\s+([A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)\s+(?=(?:goes|should|must|belongs|needs|has)\b)/, "the $1 link "],
  // "the Blog link goes under About, like a sub-menu": a link put under another
  [/^(?:the\s+)?([\w'’ -]+?\s+(?:link|menu\s+item|nav\s+item|item))\s+(?:goes|should\s+go|must\s+go|belongs|needs\s+to\s+go|has\s+to\s+go)\s+(under|below|beneath|underneath)\s+(.+?)(?:,\s*(?:like|as)\s+(?:a\s+)?sub-?\s?menu)?$/i, "put the $1 $2 $3"],
  // "add a header link 'Shop' → https://…": the menu's link
  [/\b(?:a\s+|the\s+)?(?:header|menu|nav|navigation|top)\s+link\s+(["'‘“][^"'’”]+["'’”])/gi, "$1"],
  // "swap in the blue coast image as the cover on …": use it as that
  [/^swap\s+in\s+(?=\S.*\s+as\s+(?:the|a|its|our)\s+)/i, "use "],
  // "rm nav item Home": the menu's link, never a page of that name
  [/^(?:rm|remove|delete|del|drop)\s+(?:the\s+)?(?:nav|menu|navigation)\s+(?:item|itme|link|entry)\s+(.+)$/i, "remove $1 from the menu"],
  // the thing first, the verb after it: "Name of the site change to 'X'", "On page Contact the title 'Say hello' change in 'Write us'"
  [/^((?:on|in)\s+(?:the\s+)?(?:page\s+)?[\w'-]+(?:\s+page)?,?\s+)?((?:the\s+)?(?:name|title|heading|headline|link|label|text|button|tagline|caption|alt\s+text|description|words?)\b(?:(?!\bto\b)[^,])*?)\s+(change|rename|alter|update|correct)\s+(?:in|into|to|as)\s+(?=["'‘“])/i, "$1$3 $2 to "],
  // "the link Home in the menu": the Home link
  [/\bthe\s+(?:link|menu\s+item|nav\s+item)\s+([A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)\s+(?=in\s+the\s+(?:menu|nav))/g, "the $1 link "],
  // "publish only the page Team": which one, said again
  [/\b(publish|unpublish|delete|archive|hide|remove)\s+only\s+/gi, "$1 "],
  [/\bhomepage\b/gi, "home page"],
  // "cover = the autumn valley pic": a value given as an assignment
  [/^(?:the\s+|its\s+)?([a-z][\w -]{0,30}?)\s*=\s*(?=\S)/i, "set the $1 to "],
  [/^share\s+(?:with\s+(?:me|us)\s+)?/i, "show "],
  [/\b(quote|testimonial|review)\s+(?:given|written|left|sent|provided)\s+by\b/gi, "$1 from"],
  [/\bpublish\s+(?:all\s+)?(?:the\s+|our\s+)?(?:pending|outstanding|waiting|unpublished)\s+changes(?:\s+(?:in\s+one\s+go|at\s+once|(?:all\s+)?together))?/gi, "publish all changes"],
  [/\b(?:big|large|top)\s+(heading|title|headline)\b/gi, "main $1"],
  // "the orange button in the green box": a colour says which one, the section's words say where
  [/\b(?:orange|green|blue|red|grey|gray|white|black|yellow|purple|pink|teal|dark|light)(?:-?ish)?\s+(button|box|banner|bar|band|strip|block)\b/gi, "$1"],
  // "the button in the box at the bottom of the home page": the place on the page is the section
  [/\s+in\s+the\s+(?:box|section|bit|part|band|strip|block|area)\s+((?:at|near|towards?)\s+the\s+(?:very\s+)?(?:bottom|top|end|foot)\s+of)\b/gi, " $1"],
  [/\bun\s+publish/gi, "unpublish"],
  // "replace the studio dusk photo everywhere it shows up with the sunrise one": everywhere goes last
  [/^((?:replace|swap|change)\s+.+?)\s+everywhere(?:\s+(?:it|they)(?:'s|\s+is|\s+are)?\s+(?:shows?\s+up|appears?|used|is\s+used|are\s+used))?\s+(with|for|by)\s+(.+)$/i, "$1 $2 $3 everywhere"],
  // "The testimonial of Maple Bakery please remove": the thing first, the verb last
  [/^((?:the|our)\s+.+?)(?<!\b(?:to|should|must|will|can|could|would|not|never|i|we|you|they))\s+(?:(?:please|pls|kindly)\s+)?(remove|delete|publish|unpublish|archive|hide|unhide|restore)$/i, "$2 $1"],
  // "get it live on the site today", "publish it today": when it goes live is now anyway
  [/^(publish\s+(?:it|them|this|that)|.+?\b(?:live|public|published|online)(?:\s+on\s+(?:the\s+)?(?:site|website|blog))?)\s+(?:today|now|right\s+now|right\s+away|straight\s+away|asap|immediately|this\s+(?:morning|afternoon|evening))$/i, "$1"],
  // "get the autumn post out the door", "ship it": publish it
  [/^(?:get|push|ship)\s+(.+?)\s+out\s+(?:the\s+door|there|into\s+the\s+world)$/i, "publish $1"],
  // "make it go public", "let the new page go live": publish it
  [/^(?:make|let|have|get)\s+(.+?)\s+go\s+(?:public|live|online)\b/i, "publish $1"],
  [/^replace\s+(the\s+(?:[\w-]+\s+){0,2}?(?:summary|excerpt|title|heading|headline|subheading|caption|alt\s+text|description|tagline|slogan|body|intro|button(?:\s+(?:text|label))?)\s+(?:of|on|for|in)\s+.+?)\s+with\s+(?:the\s+following(?:\s+(?:text|words|wording))?\s*:?\s*)?(?=["'“‘])/i, "change $1 to "],
  // a list item said as what it should become: "Blog in the menu renamed to 'Devlog'", "a new post called 'X' …"
  // (never a question about it: "was the blog renamed to Journal?", "has the Blog link been relabelled?")
  [/^(?!.*\b(?:i|we|you|they|someone|he|she|been|was|were|has|have|had|did)\b)(?!(?:rename|retitle|relabel|change|move)\b)(.+?)\s+(?:renamed|relabell?ed|retitled)\s+(to|as)\s+(?=\S)/i, "rename $1 $2 "],
  [/^(?!.*\b(?:i|we|you|they|someone|he|she|been|was|were|has|have|had|did)\b)(?!(?:rename|retitle|relabel|change|move)\b)(.+?)\s+changed\s+(to|into)\s+(?=\S)/i, "change $1 $2 "],
  [/^(?:also\s+)?(?:a|an|one)\s+new\s+(?=(?:blog\s+)?(?:page|post|article)\b)/i, "create a new "],
  // "let's get a launch post up: 'Introducing Care Plans'": putting a post up is writing one
  [/^(?:get|put|throw|stick)\s+(?:a|an)\s+(?:new\s+|quick\s+)?(?:[\w-]+\s+)?(post|page)\s+up\s*:?\s*/i, "create a $1 called "],
  // "let's swap in the coast photo as the hero image": swapping a picture in is using it
  [/^swap\s+in\s+(?=.+\s+as\s+)/i, "use "],
  // "… is way too summery. Swap in the autumn valley shot": the picture put in place of the one just named
  [/^(?:swap|put|pop|drop)\s+in\s+(?!["'])(the\s+.+?\s+(?:shot|photo|picture|image|pic))(?:\s+instead)?$/i, "replace it with $1"],
  // "the faq thing", "the gallery thingy": a section by its kind
  [new RegExp(String.raw`\b(${TEMPLATE_PATTERN})\s+(?:thing|thingy|thingie|doohickey)\b`, "gi"), "$1 section"],
  // "make invisible the item About in menu", "make visible the Blog link"
  [/^make\s+(?:invisible|hidden)\s+/i, "hide "],
  [/^make\s+visible\s+/i, "show "],
  // "I want blossom-logo.png as the logo": wanting something as something is using it
  [/^(?:i|we)\s+(?:want|need|would\s+like|'d\s+like)\s+(?!to\b)(\S.*?)\s+as\s+(the|our|its)\s+/i, "use $1 as $2 "],
  // creating and adding, said loosely
  [/^(make|create|build|write|add|set\s+up|put\s+together|draft)\s+(?:me|us)\s+(?=(?:a|an|another|some|one)\s)/i, "$1 "],
  [/^(?:spin\s+up|whip\s+up|knock\s+up|put\s+together|set\s+up|build|write\s+up|draft\s+up)\s+(?=(?:a|an|another|the|our)\s)/i, "create "],
  // "the welcome post's excerpt", "the autumn post cover photo": a post's field, said the other way round
  [/\bthe\s+((?:[\w’'-]+\s+){1,5}?(?:post|article))(?:['’]s)?\s+(excerpt|cover|slug|body|text)(?:\s+(?:image|photo|picture|pic))?\b/gi, "the $2 of the $1"],
  // "Make (please) the address of About page to 'login'": make a field of a thing something is changing it
  [/^make\s+(the\s+(?:[\w-]+\s+){0,2}?(?:address|slug|url|title|name|heading|tagline|caption|alt\s+text|excerpt|description|label)\s+(?:of|on|for)\s+.+?)\s+(?:to|into)\s+(?=\S)/i, "change $1 to "],
  // "the address of the Contact page should be /reach-us", "I want that its address is /reach-us": the field changed to that
  [/^(the\s+(?:[\w-]+\s+){0,2}?(?:address|slug|url|title|name|heading|tagline|caption|alt\s+text|excerpt|description|label|cover)\s+(?:of|on|for)\s+.+?)\s+(?:should|must|needs\s+to|has\s+to|ought\s+to)\s+(?:be|become)\s+(?!(?:changed|updated|fixed|corrected|shorter|longer|different|better)\b)(?=\S)/i, "change $1 to "],
  // "spin up a landing page called …": a page of any kind is a page
  [/^(create|make|add|build|start)\s+(a|an)\s+(?:new\s+)?(?:landing|blank|simple|static|holding|info(?:rmation)?|splash|sales|campaign|promo)\s+page\b/i, "$1 $2 page"],
  // "a quick draft post called …": a new post is a draft anyway
  [/^(create|write|add|make|start)\s+(a|an)\s+(?:quick\s+|short\s+|little\s+|new\s+)*(?:draft\s+)?(?=(?:blog\s+)?(?:post|article)\b)/i, "$1 $2 "],
  [/^(?:slap|stick|pop|throw|drop|chuck)\s+(?=(?:a|an|another|one|some)\s)/i, "add "],
  [/^(?:pop|stick|chuck|bung|shove)\s+(?=\S+(?:\s+\S+)?\s+(?:under|in|into|on|onto|at|after|before)\s)/i, "put "],
  [/^(?:punch|spice|jazz|liven|freshen|beef|tighten)\s+up\s+/i, "change "],
  // "punch the hero subhead up to 'X'": the particle after the thing
  [/^(?:punch|spice|jazz|liven|freshen|beef|tighten)\s+(.+?)\s+up\s+(?=(?:to|with|as)\s)/i, "change $1 "],
  // "The welcome post teaser is flat. Swap in: 'X'": what the sentence before was about changes to it
  [/^(?:swap|switch|change|replace)\s+(?:it\s+)?(?:in|out)?\s*(?:for|with)?\s*:\s*(?=["'])|^swap\s+in\s+(?=["'])/i, "change it to "],
  // "I'm told the autumn photo has no alt text": what it has, shown (no new words were given)
  [/^(the\s+.+?\s+(?:photo|picture|image|pic))\s+(?:has|have)\s+no\s+(alt\s+text|caption|description)$/i, "what is the $2 of $1"],
  // "is anything waiting to go live?", "is there anything I have altered that the public cannot yet see?": what waits
  [/^(?:is|are)\s+(?:there\s+)?(?:anything|any\s+changes?|something)\s+(?:still\s+)?(?:waiting|pending|unpublished|in\s+draft)(?:\s+to\s+(?:go\s+live|be\s+published))?$/i, "what is waiting to be published"],
  [/^(?:is|are)\s+there\s+(?:anything|any\s+changes?)\s+(?:(?:i|we)\s+(?:have\s+|'ve\s+)?(?:altered|changed|edited|done|made)\s+)?(?:that|which)\s+(?:the\s+public|visitors|people|customers|anyone)\s+(?:cannot|can't|can\s+not|don't|do\s+not)\s+(?:yet\s+)?see$/i, "what is waiting to be published"],
  // "put everything that is waiting out on the website for all to see": publish it all
  [/^(?:put|get|push|send)\s+(?:everything|all(?:\s+the\s+changes)?|it\s+all)\s+(?:that\s+(?:is|'s)\s+|which\s+is\s+)?(?:waiting|pending|in\s+draft|unpublished)\s+(?:out|live|up)(?:\s+on(?:to)?\s+the\s+(?:web)?site)?(?:\s+for\s+(?:all|everyone|everybody|the\s+world)\s+to\s+see)?$/i, "publish everything"],
  // "publish autumn post only", "ship the Pricing page today": what is published, without when or what not
  [/^(publish|unpublish|ship|launch)\s+(.+?)\s+(?:only|today|now|right\s+(?:away|now)|straight\s+away|immediately)$/i, "$1 $2"],
  // "do we have insta in the social links?", "get settings.socialLinks": the social links, read
  [/^(?:do\s+we\s+have|have\s+we\s+got|is|are)\s+(?:our\s+|an?\s+)?[\w.-]+(?:\s+[\w.-]+)?\s+(?:in|on|one\s+of|among)\s+(?:the\s+|our\s+)?social\s+links$/i, "which social links do we have"],
  [/^(?:get|cat|print|read|show)\s+settings[.\s]social_?links$/i, "which social links do we have"],
  [/^(?:get|cat|print|read)\s+settings$/i, "show settings"],
  // "testimonials: rm 'Maple Bakery'", "What has the client from Harbour Books written about us?", "Tom's quote on the Harbour Books testimonial should be 'X'"
  [/^testimonials?\s*:\s*(?:remove|delete|del|drop)\s+(?:the\s+)?(.+)$/i, "delete the $1 testimonial"],
  [/^what\s+(?:has|have|did)\s+(?:the\s+)?(?:client|customer|people|person|folks?)\s+(?:from|at)\s+(.+?)\s+(?:written|said|say|write)(?:\s+about\s+us)?$/i, "what did $1 say about us"],
  [/^(?:[\w-]+'s\s+|the\s+)quote\s+(on|of|in|from)\s+(the\s+.+?\s+testimonial)\s+(?:should|must|needs\s+to|has\s+to)\s+(?:be|say|read)\s+/i, "change the quote $1 $2 to "],
  // "3) the picture to the left side": a note from a list, with no verb
  [/^(?:the\s+)?(picture|photo|image|pic)\s+(?:to|on|onto)\s+the\s+(left|right)(?:[- ]hand)?(?:\s+side)?(\s+(?:on|of|in)\s+.+)?$/i, "move the $1 to the $2 side$3"],
  // "put the pic on the about page on the left side instead": its side, on that page
  [/^(?:put|move|place|have|show)\s+the\s+(picture|photo|image|pic)\s+(?:on|in)\s+the\s+([\w' -]+?)\s+page\s+(?:on|to)\s+the\s+(left|right)(?:[- ]hand)?(?:\s+side)?(?:\s+instead)?$/i, "move the $1 to the $3 side on the $2 page"],
  // "the autumn post should carry the tag 'colour' as well as the ones it has already": tag it so
  [/^(the\s+.+?\s+(?:post|article))\s+(?:should|must|needs\s+to|ought\s+to)\s+(?:carry|have|get|bear|also\s+have)\s+(?:the\s+)?tags?\s+(.+?)(?:,?\s+(?:as\s+well\s+as|on\s+top\s+of|in\s+addition\s+to|besides)\s+.+|\s+too|\s+as\s+well)?$/i, "tag $1 with $2"],
  // "move it to the end, after Contact": the end is after the last one
  [/\bto\s+the\s+(end|bottom|back|start|front|top)(\s+of\s+(?:the\s+)?(?:menu|nav|navigation))?,?\s+(?:after|behind|before|ahead\s+of)\s+(?:the\s+)?[\w'-]+(?:\s+(?:link|item))?$/i, "to the $1$2"],
  // "make that the Home link is not more visible in the menu" (a German speaker's "make that"): hide it
  [/^make\s+(?:that|so\s+that)\s+(.+?)\s+(?:is|are)\s+(?:not|no)\s+(?:more\s+|any\s*more\s+|longer\s+)?visible\b(.*)$/i, "hide $1$2"],
  [/^make\s+(?:that|so\s+that)\s+(.+?)\s+(?:is|are)\s+visible(?:\s+again)?\b(.*)$/i, "make $1 visible$2"],
  // "I should like the wedding cakes page to sit underneath 'About' in the menu": move it there
  [new RegExp(String.raw`^(?:i|we)\s+(?:should|would|'d)\s+(?:very\s+much\s+|really\s+|quite\s+)?like\s+(.+?)\s+to\s+(?:sit|go|be|appear|live)\s+(?:right\s+|just\s+)?(under(?:neath)?|beneath|below)\s+(.+?)\s+(?:in|on)\s+${NAV}.*$`, "i"), "move $1 under $3 in the menu"],
  [new RegExp(String.raw`^(?:i|we)\s+(?:should|would|'d)\s+(?:very\s+much\s+|really\s+|quite\s+)?like\s+(.+?)\s+to\s+(?:sit|go|be|appear|live)\s+(?:in|on)\s+${NAV}\s+(?:right\s+|just\s+)?(under(?:neath)?|beneath|below)\s+([^,]+?)(?:,.*)?$`, "i"), "move $1 under $3 in the menu"],
  // "where goes the Shop link?": where does it go
  [/^where\s+goes\s+(.+)$/i, "where does $1 go"],
  // "pull Case studies out of the Services dropdown and make it its own top-level nav item": to the top level
  [/^(?:pull|take|move|mv|get|bring)\s+(.+?)\s+out\s+from\s+under\s+(?:the\s+)?[\w'-]+(?:\s+[\w'-]+)?(?:\s+to\s+(?:the\s+)?top[- ]?level)?$/i, "make $1 a top-level menu item"],
  [/^(?:pull|take|move|get|bring)\s+(.+?)\s+out\s+(?:of|from)\s+(?:the\s+)?(?:[\w'-]+(?:\s+[\w'-]+)?)\s+(?:dropdown|sub-?menu|drop-?down\s+menu)(?:,?\s+(?:and\s+)?(?:make|put|have)\s+it\s+(?:its\s+own\s+|a\s+)?top-?\s?level(?:\s+(?:nav|menu))?(?:\s+(?:item|link))?)?$/i, "make $1 a top-level menu item"],
  // "the test testimonial, the asdf one": the name, without what it is like
  [/\b((?:testimonial|post|page|image|picture|photo|entry)s?),\s+the\s+[\w'-]+(?:\s+[\w'-]+)?\s+one$/i, "$1"],
  // "please take from the website", "take it from the site": off it
  [/\b(take|pull)\s+(it\s+|them\s+)?from\s+the\s+((?:web)?site|blog)\b/gi, "$1 $2off the $3"],
  // "From which company is Tom Okafor?": who said it, and where they work
  [/^(?:from\s+)?(?:which|what)\s+company\s+is\s+(.+?)(?:\s+(?:from|with|at))?$/i, "what did $1 say"],
  // "The testimonial of Maple Bakery please take from the website" (a German speaker's order): the thing, then what to do
  [/^(the\s+[^,;.!?]+?\s+(?:testimonial|post|article|page|picture|photo|image))\s+take\s+(?:off|from|down\s+from)\s+(the\s+(?:web)?site|the\s+blog)(.*)$/i, "take $1 off $2$3"],
  [/^(the\s+[^,;.!?]+?\s+(?:testimonial|post|article|page|picture|photo|image))\s+(delete|remove|publish|unpublish|hide|archive)(?=$|[\s,.])/i, "$2 $1"],
  // "the Harbour Books quote needs to come down today": take it down
  [/^(.+?)\s+(?:needs\s+to|should|must|has\s+to|can)\s+come\s+(?:down|off(?:\s+the\s+(?:web)?site)?)(?:\s+(?:today|now|asap|straight\s+away))?$/i, "take $1 down"],
  // "Please make a new page 'Team' with a text: 'We are …'": the text section's words
  [/\bwith\s+a\s+text\s*:\s*(?=["'])/i, "with a text section saying "],
  // "add in the gallery on the contact page also the picture with the sunrise" (a German speaker's order)
  [/^add\s+(?:in|to)\s+(the\s+gallery\s+(?:on|of)\s+.+?)\s+(?:also\s+)?(?:the\s+)?(picture|photo|image)\s+(?:with|of)\s+the\s+([\w-]+)$/i, "add the $3 $2 to $1"],
  // "contact gallery: rm blue-coast.png", "/about faq: list questions", "/contact: phone number?"
  [/^(?:the\s+)?\/?([\w-]+(?:\s+[\w-]+){0,3}?)(?:\s+page)?\s+gallery\s*:\s*(?:remove|delete|drop|take\s+out)\s+(?!.*\s+and\s+(?:put|add|use|swap|replace|pop)\b)(.+)$/i, "remove $2 from the gallery on the $1 page"],
  [/^(?:the\s+)?\/?([\w-]+(?:\s+[\w-]+){0,3}?)(?:\s+page)?\s+gallery\s*:\s*add\s+(.+)$/i, "add $2 to the gallery on the $1 page"],
  [/^(\/[\w-]+|[\w-]+)\s+(faq|gallery|hero|cta|feature\s+grid)\s*:\s*(?:list|show|read)(?:\s+(?:the\s+)?(?:questions|items|images|pictures|boxes|all))?$/i, "what's in the $2 on $1"],
  [/^(\/[\w-]+)\s*:\s*(phone(?:\s+number)?|telephone(?:\s+number)?|e-?mail(?:\s+address)?|opening\s+(?:hours|times))$/i, "what's the $2 on $1"],
  // "change in the menu 'About' to 'About us'": the link, renamed
  [/^(?:change|rename)\s+in\s+(?:the\s+)?(?:menu|nav|navigation)\s+(["'][^"']+["']|[\w-]+)\s+(?:to|in|into)\s+(?=\S)/i, "rename the $1 link in the menu to "],
  // "put Blog as the last one", "mv Contact 0": where in the menu
  [/^(?:put|make|move)\s+(.+?)\s+(?:as\s+)?the\s+(last|first)\s+(?:one|item|link|entry)$/i, "move $1 $2 in the menu"],
  [/^move\s+(.+?)\s+(?:to\s+)?(?:position\s+|index\s+)?0$/i, "move $1 first in the menu"],
  // "make the 'About' link say 'Our Story'": rename it
  [/^make\s+(the\s+(?:["'][^"']+["']|[\w-]+)\s+(?:link|menu\s+item|tab))\s+(?:say|read)\s+(?=["'])/i, "rename $1 to "],
  // "Swap the sunrise shot out everywhere it's used and swap in the blue coast one instead": replace it everywhere
  [/^swap\s+(?:out\s+)?(the\s+.+?)\s+(?:out\s+)?everywhere(?:\s+(?:it's|it\s+is)\s+used)?,?\s+and\s+(?:swap|put)\s+in\s+(the\s+.+?)(?:\s+instead)?$/i, "replace $1 with $2 everywhere"],
  // "Please hide in the menu the link Blog" (a German speaker's order)
  [/^(hide|show|remove|delete)\s+in\s+(?:the\s+)?(?:menu|nav|navigation)\s+the\s+(?:link|item|point)\s+(["'][^"']+["']|[\w-]+)$/i, "$1 the $2 link in the menu"],
  // "tell me the alt text of the sunrise picture": what it is
  [/^(?:tell|show|give)\s+me\s+(the\s+(?:alt\s+text|caption|description|title|tagline|heading|address|excerpt|tags|url|slug|seo\s+(?:title|description))\b.*)$/i, "what is $1"],
  // "ship it", "ship the pricing page": publish it (a marketer's word)
  [/^ship\s+(it|them|that|this|the\s+.+?|everything(?:\s+(?:that's|that\s+is|which\s+is)\s+.+)?|it\s+all)(?:\s+(?:today|now|live))?$/i, "publish $1"],
  // "the box called 'Care'": the box is named by its words
  [/\bthe\s+(box|card|tile|column|feature|question)\s+(?:called|named|titled|labell?ed|saying|that\s+says|which\s+says)\s+(?=["'])/gi, "the $1 "],
  // "rename the box 'Care' 'Looking after you'" (from "could the box 'Care' be renamed 'Looking after you'"): the new name follows "to"
  [/^(rename|retitle|relabel)\s+(?!(?:it|this|that|them)\s)(.+?)(?<!\s(?:to|as|into))\s+(?=(["'])[^"']+\3(?:\s+(?:on|in)\s+[^"']+)?$)/i, "$1 $2 to "],
  // "I think it would sit better tucked under 'About'": move it there in the menu
  [/^(?:on\s+reflection,?\s+)?(?:i\s+think\s+)?(?:it|that)\s+would\s+(?:sit|go|look|work|be)\s+better\s+(?:tucked\s+)?(?:under(?:neath)?|beneath|below)\s+(.+?)(?:,?\s+rather\s+than.*)?$/i, "move it under $1 in the menu"],
  // "add a menu link to our etsy shop https://…": its words, then its address
  [/^add\s+(?:a\s+|an\s+)?(?:new\s+)?(?:menu\s+|nav\s+)?link\s+to\s+(?:our\s+|the\s+|my\s+)?([\w'-]+(?:\s+[\w'-]+){0,2}?)\s+(https?:\/\/\S+)$/i, "add $1 to the menu $2"],
  // "Use the coast one for the post" after the post was named: its cover
  [/^(?:use|put)\s+(.+?)\s+(?:for|on)\s+the\s+post$/i, "use $1 as the cover of it"],
  // "Which pictures are in the gallery on the contact page?": the gallery, read
  [/^(?:which|what)\s+(?:pictures|photos|images|pics)\s+(?:are|do\s+we\s+have)\s+(?:in|on)\s+(the\s+gallery\s+(?:on|of)\s+.+)$/i, "what's in $1"],
  // "cat /contact gallery", "cat nav": a developer's "show"
  [/^cat\s+(\/[\w-]+)\s+(gallery|faq|hero|cta)$/i, "show the $2 on $1"],
  [/^cat\s+(?=\S)/i, "show "],
  // "take the welcome post away from the blog": off it
  [/^(take|pull|get)\s+(.+?)\s+away\s+from\s+(the\s+(?:blog|site|website))$/i, "$1 $2 off $3"],
  // "point the hero CTA at /blog": the button goes there
  [/^(?:point|aim|send|direct)\s+(the\s+(?:[\w-]+\s+){0,3}?(?:button|cta))\s+(?:at|to|towards)\s+(?=\/|https?:|www\.)/i, "make $1 go to "],
  // what search engines show: the SEO texts
  [/\b(?:default\s+)?(?:title|name)\s+(?:for|in|on)\s+(?:search\s+engines|google|search\s+results)\b|\b(?:google|search(?:\s+engine)?)\s+title\b/gi, "seo title"],
  [/\b(?:description|snippet|summary)\s+(?:for|in|on|under\s+\w+\s+in)\s+(?:search\s+engines|google|search\s+results)\b|\b(?:google|search(?:\s+engine)?)\s+(?:description|snippet)\b/gi, "seo description"],
  [/\bought\s+to\s+(read|say|be)\b/gi, "should $1"],
  [/\b(?:default\s+)?description\s+(?:that\s+)?(?:search\s+engines|google)\s+(?:display|show)s?\b/gi, "default seo description"],
  // a note from a list: "Hero heading → 'Calm websites'" (the arrow is "to" by now)
  [new RegExp(String.raw`^(?:the\s+)?((?:${TEMPLATE_PATTERN})\s+(?:${FIELD_PATTERN}))\s+to\s+(?=["'])`, "i"), "change the $1 to "],
  // "put it on the blog for the parents (to see)": who it is for changes nothing asked
  [/\s+for\s+(?:the\s+|our\s+|my\s+)?(?:parents|families|children|kids|students|pupils|customers|clients|readers|visitors|members|class|everyone|everybody|people)(?:\s+to\s+(?:see|read))?[.!]*$/i, ""],
  [/^put\s+(it|this|that|them|.+?\s+(?:post|article))\s+on\s+(?:to\s+)?the\s+(?:blog|site|website)(?:\s+now)?$/i, "publish $1"],
  // "readers should be able to see it": publish it
  [/^(?:readers|visitors|people|customers|clients|everyone|the\s+public)\s+(?:should|need\s+to|must|ought\s+to)\s+(?:be\s+able\s+to\s+)?(?:see|read|find|access|view)\s+(.+)$/i, "publish $1"],
  [/\bto\s+(?:read|say)\s*:?\s+(?=["'])/gi, "to "],
  [/\bthe\s+except\b/gi, "the excerpt"],
  [/\b(?:concerning|regarding|on\s+the\s+subject\s+of)\b/gi, "about"],
  [/\bthe\s+draft\s+(post|article|page)\s+(?=(?:about|called|titled|named)\s)/gi, "the $1 "],
  // "where the 'Blog' item in the main menu leads": the question
  [/^where\s+(?!does\b|do\b|is\b)(.+?)\s+(leads|goes|points|links)(?:\s+to)?$/i, "where does $1 lead"],
  [/^where\s+(?:does|do)\s+(.+?)\s+(?:take|send|bring)\s+(?:people|visitors|you|users|them|customers|readers)(?:\s+to)?$/i, "where does $1 lead"],
  // "add the food menu page to the menu, right after home"; "put blog under about in the menu as a sub item"
  [/,\s+(?=(?:right\s+|just\s+|directly\s+)?(?:after|before|under|below|next\s+to)\s)/gi, " "],
  [/\s+as\s+an?\s+(?:sub[-\s]?(?:item|link|menu(?:\s+item)?|page)|child(?:\s+item)?|dropdown(?:\s+item)?)$/i, ""],
  [/\s+as\s+an?\s+(?:drop[-\s]?down|sub[-\s]?(?:item|link|menu(?:\s+item)?|page)|child(?:\s+item)?)(?:\s+item)?\s+(?=under\s)/i, " "],
  [/\bthe\s+(name|title|tagline)\s+of\s+(?:the\s+|our\s+)?(?:web\s*site|site)\b/gi, "the site $1"],
  [/\b(?:the\s+)?(?:web)?site's\s+(?=(?:main\s+)?(?:navigation|menu|nav)\b)/gi, "the "],
  [/\b(?:entitled|with\s+the\s+title)\b/gi, "called"],
  [/\b(?:at|with)\s+the\s+(?:web\s+)?(?:address|url|path|slug)\s+(?=\/)/gi, "at "],
  // "the home page's SEO title" → "the SEO title of the home page"
  [/\b(?:the\s+)?([\w-]+(?:\s+[\w-]+)?)\s+page's\s+(seo\s+title|seo\s+description|slug|url|web\s+address|address)\b/gi, "the $2 of the $1 page"],
  // "could the hero heading on home say 'X' instead?", "could the big picture be the purple one instead?": the change asked as a wish
  [/^(?:could|can|would)\s+((?:the|our|my)\s+.+?)\s+(?:say|read)\s+(.+?)(?:\s+instead)?$/i, "change $1 to $2"],
  [/^(?:could|can|would)\s+((?:the|our|my)\s+.+?)\s+be\s+(.+?)\s+instead$/i, "change $1 to $2"],
  [/^(?:could|can|would)\s+((?:the|our|my)\s+(?:\w+\s+)?(?:colou?r|accent)(?:\s+colou?r)?)\s+be\s+(.+)$/i, "make $1 $2"],
  [/^(?:could|can|would)\s+(.+?)\s+(?:come|go|sit|be)\s+(before|after|above|below|ahead\s+of)\s+(.+)$/i, "move $1 $2 $3"],
  // "alter the name", "amend the quote": change
  [/^(?:alter|amend|modify|adjust|tweak)\b/i, "change"],
  // "visible to members of the public", "showing on the site", "can customers see it": live
  [/\b(?:visible|available|viewable|accessible|showing|shown|up|out)(?:\s+(?:to|for)\s+(?:(?:the\s+)?members\s+of\s+the\s+public|the\s+public|(?:our\s+|the\s+)?(?:visitors|customers|clients|readers|everyone|everybody|people|anyone|users|the\s+world))|\s+on\s+(?:the\s+)?(?:site|website|web|internet|blog|live\s+site))\b/gi, "live"],
  [/^(?:can|could|do|will)\s+(?:customers|clients|visitors|people|readers|users|anyone|everyone|the\s+public|students|pupils|parents|patients|guests|members)\s+(?:see|view|read|find|access)\s+(.+)$/i, "is $1 live"],
  [/^(?:which|what)\s+(pages|posts)\s+are\s+(?:live|published|public|visible|up|online)(?:\s+(?:now|at\s+the\s+moment|right\s+now|yet))?$/i, "list the published $1"],
  // "which of my pages can students actually see at the moment": the live ones
  [/^(?:which|what)\s+(?:of\s+(?:my|our|the)\s+)?(?:blog\s+)?(pages|posts)\s+(?:can|do)\s+(?:(?!not\b)\w+\s+){1,2}?(?:actually\s+)?(?:see|view|read|find)\b.*$/i, "list the published $1"],
  // "Which blog posts can visitors not see yet?": the drafts
  [/^(?=.*\b(?:not|can't|cannot|don't)\b)(?:which|what)\s+(?:of\s+(?:my|our|the)\s+)?(?:blog\s+)?(pages|posts)\s+(?:can(?:'t|not)?|do(?:n't)?)\s+(?:\w+\s+)?(?:not\s+)?(?:see|view|read|find)\b.*$/i, "list the draft $1"],
  [/^(?:which|what)\s+(?:of\s+(?:my|our|the)\s+)?(pages|posts)\s+(?:are|is)\s+(?:still\s+)?(?:hidden|not\s+live|not\s+visible|invisible|private|unpublished)\b.*$/i, "list the draft $1"],
  // "hide the blog form the menu": a real word, so only read as "from" where nothing else fits
  [/\bform\s+(?=the\s+(?:menu|nav|navigation|site|blog|page|library)\b)/gi, "from "],
  [/\bweb\s*page\b/gi, "page"],
  [/\bblog\s+post\b/gi, "post"],
  [/\bnav\s+bar\b/gi, "navbar"],
  [/\bmeta\s+description\b/gi, "seo description"],
  [/\bmeta\s+title\b/gi, "seo title"],
  // an SEO specialist's words: "site-wide default meta title", "canonical slug", "give it an SEO title of 'X'"
  [/\bsite-?wide\s+(?=default\b)/gi, ""],
  [/\b(?:site-?wide|global|(?:web)?site(?:'s)?)\s+(?=seo\b)/gi, "default "],
  // "Default SEO description (site-wide)": the site's, said after it
  [/\b(?:default\s+)?(seo\s+(?:title|description))\s*\((?:site-?wide|global|default|for\s+the\s+(?:whole\s+)?(?:web)?site)\)/gi, "default $1"],
  [/\bcanonical\s+(?=slug|url|address)/gi, ""],
  [/^(?:the\s+)?(default\s+)?seo\s+(title|description)\s*(?:\s+to|=|:)(?:\s+(?=\S)|\s+$)/i, "set the $1seo $2 to "],
  [/^give\s+(it|its|the\s+[\w\s'-]+?\s+page)\s+an?\s+(seo\s+(?:title|description))\s+of\s+/i, "set the $2 of $1 to "],
  // things stated instead of asked: "we don't need the about page any more", "the careers page can go"
  [/^(?:we|i)\s+(?:don't|do\s+not|no\s+longer)\s+(?:need|want|use)\s+(.+?)(?:\s+(?:any\s*more|now|at all))?$/i, "delete $1"],
  [/^(.+?)\s+(?:can\s+go|has\s+to\s+go|must\s+go|isn't\s+needed(?:\s+any\s*more)?|is\s+not\s+needed(?:\s+any\s*more)?|is\s+no\s+longer\s+needed)$/i, "delete $1"],
  // "we need a new page called Team", "I'd like a post about X": making one
  [/^(?:we|i)\s+(?:need|want|would\s+like|'d\s+like|could\s+use)\s+((?:a|an|another)\s+(?:new\s+)?(?:\w+\s+)?(?:page|post|article|blog\s+post|section|testimonial)\b.*)$/i, "create $1"],
  // "show me what's in the menu", "tell me which pages are drafts": the question itself
  [/^(?:show|tell|give)\s+me\s+(?=(?:what|which|how|who|where|whether|if)\b)/i, ""],
  // "nav: hide blog", "menu - add pricing"
  // "nav: any hidden items?": the menu, shown (it marks what is hidden)
  [new RegExp(String.raw`^(?:(?:${NAV})\s*[:\-–—]\s*)?(?:are\s+there\s+)?any\s+hidden\s+(?:items|links|entries)(?:\s+in\s+${NAV})?$`, "i"), "show the menu"],
  [new RegExp(String.raw`^(?:${NAV})\s*[:\-–—]\s*(?!(?:any|which|what|how|is|are|do|does|where|who)\b)(.+)$`, "i"), "$1 in the menu"],
  // "nav: add /pricing as Pricing"
  [/^add\s+(\/[\w\-\/]*|https?:\/\/\S+)\s+(?:as|called|named|labelled|labeled)\s+(.+?)(?:\s+(?:to|in)\s+the\s+menu)?$/i, "add a link to $1 called $2"],
  // "make sure the pricing page is in the nav", "make sure the autumn post is live": the state asked for
  [new RegExp(String.raw`^make\s+sure\s+(?:that\s+)?(.+?)\s+(?:is|are)\s+(?:in|on)\s+${NAV}$`, "i"), "add $1 to the menu"],
  [new RegExp(String.raw`^make\s+sure\s+(?:that\s+)?(.+?)\s+(?:is|are)\s+(?:not|no\s+longer)\s+(?:in|on)\s+${NAV}$`, "i"), "remove $1 from the menu"],
  [/^make\s+sure\s+(?:that\s+)?(.+?)\s+(?:is|are)\s+(?:live|published|public|online|up)$/i, "publish $1"],
  [/^(?:do\s+)?make\s+sure\s+(?:that\s+)?the\s+(menu|navigation|settings)(?:\s+changes?)?\s+(?:reach(?:es)?|go(?:es)?\s+(?:to|live\s+on)|gets?\s+(?:to|onto)|is\s+live\s+on|shows\s+on)\s+the\s+(?:site|website)(?:\s+as\s+well|\s+too)?$/i, "publish the $1"],
  [/^make\s+sure\s+(?:you\s+)?/i, ""],
  // "Most visitors come for the blog, so the menu should go …": the reason before "so" asks for nothing
  [/^(?:most|many|some|all|our|the|people|visitors|customers|clients|staff|we|they|everyone|nobody)\b[^,]*,\s+so\s+(?=(?:the|our)\s+\S.*?\b(?:should|must|needs\s+to|has\s+to)\s|(?:please\s+)?(?:put|make|move|change|add|remove|hide|publish|set|rename|swap)\s)/i, ""],
  // "the welcome post is old, archive it": the thing described is what "it" means
  [/^((?:the|our|my|this|that)\s+[^,]+?)\s+(?:is|are|was|were|looks|seems|has|have|isn't|aren't|doesn't|don't|still|hasn't|reads|says)\b[^,]*,\s*(?:so\s+|please\s+|pls\s+|just\s+)?(\w+(?:\s+\w+){0,2}?)\s+(?:it|them)\b(.*)$/i, "$2 $1$3"],
  // "for that one put caption 'X'": the one just named is "it", which the request already means
  [/^(?:for|on|with)\s+(?:that|this|the\s+(?:first|second|last|same))\s+one,?\s+(.+)$/i, "$1"],
  // "make it just 'Quick sites'": a quoted value given without "to"
  [/^make\s+((?:it|its|that|this|the)\b(?:(?!\b(?:called|named|with|new|says?|saying|reads?|a|an)\b).)*?)\s+(?:just\s+|simply\s+|only\s+|instead\s+)?(["'][^"']+["'])(?:\s+instead)?$/i, "change $1 to $2"],
  // "swap the order on about so the FAQ sits above the image and text block"
  [/^(?:swap|change|switch|fix)\s+(?:the\s+)?order\s+(?:on|of|in)\s+(?:the\s+)?(.+?)(?:\s+page)?\s+so\s+(?:that\s+)?(?:the\s+)?(.+?)\s+(?:sits|goes|is|comes|appears)\s+(above|below|before|after|under)\s+(?:the\s+)?(.+)$/i, "move the $2 $3 the $4 on the $1 page"],
  [/^(?:move|put)\s+(?:the\s+)?(.+?)\s+(?:on|of|in)\s+(?:the\s+)?(.+?)(?:\s+page)?\s+so\s+(?:that\s+)?it\s+(?:sits|goes|is|comes|appears)\s+(?:directly\s+|right\s+|just\s+|immediately\s+)?(above|below|beneath|under|before|after)\s+(?:the\s+)?(.+?)(?:,.*)?$/i, "move the $1 $3 the $4 on the $2 page"],
  // "show me the list of images without alt text"
  [/^(?:show|give|get|send)(?:\s+me)?\s+(?:the|a)\s+list\s+of\s+/i, "list "],
  // "change the button so it says X", "so that it reads X"
  [/\s+so(?:\s+that)?\s+it\s+(?:says|reads|shows)\s+/i, " to "],
  // "is 'pop-ups' mentioned anywhere?", "do we mention pricing", "where do we talk about keyboards": a search
  // …but "is the mountain sunrise photo used anywhere" asks where a picture is used (image rules)
  [/^(?:is|are)\s+(?:the\s+(?:word|phrase)\s+)?(?!.*\b(?:photo|picture|image|pic|logo)s?\s+used\b)(?!.*\.(?:jpe?g|png|gif|webp)\s+used\b)(.+?)\s+(?:mentioned|used|written|said)?\s*(?:anywhere|somewhere)(?:\s+on\s+(?:the\s+)?(?:site|website))?$/i, "search for $1"],
  [/^(?:where\s+)?(?:do|did|have)\s+we\s+(?:ever\s+)?(?:mention|talk\s+about|write\s+about|say\s+anything\s+about|use\s+the\s+word)\s+(.+?)(?:\s+(?:anywhere|on\s+(?:the\s+)?(?:site|website|blog)))*$/i, "search for $1"],
  [/^(?:grep|search|look\s+through|scan|check)\s+(?:the\s+)?(?:whole\s+)?(?:site|website)\s+for\s+(.+)$/i, "search for $1"],
  // "in which page is there the word 'walk'", "which of my blog posts talk about pranayama", "list every page where the copy says 'calm'"
  [/^(?:in\s+|on\s+)?(?:which|what)\s+(?:of\s+(?:my|our|the)\s+)?(?:blog\s+)?(?:pages?|posts?|articles?)\s+(?:is\s+there|are\s+there|contains?|mentions?|talks?\s+about|writes?\s+about|(?:is|are)\s+about)\s+(?:the\s+(?:word|phrase|text|words)\s+)?(.+)$/i, "search for $1"],
  [/^(?:list|show|find)\s+(?:me\s+)?(?:every|all(?:\s+the)?|each|any)\s+(?:pages?|posts?|places?)\s+(?:where|that|which)\s+(?:the\s+(?:copy|text|page|post)\s+)?(?:says?|mentions?|uses?|contains?)\s+(.+)$/i, "search for $1"],
  [/^(?:have|did)\s+(?:i|we)\s+(?:ever\s+)?(?:written|write|posted)\s+(?:anything\s+)?(?:about|on)\s+(.+?)(?:\s+(?:anywhere|before|yet))?$/i, "search for $1"],
  [/^where(?:\s+on\s+(?:the\s+)?(?:site|website))?\s+do\s+we\s+(?:give|show|list|mention|put|have|say|write)\s+(.+?)(?:\s+on\s+(?:the\s+)?(?:site|website))?$/i, "search for $1"],
  [/^(?:in\s+)?which\s+(?:blog\s+)?(?:posts?|pages?|articles?)\s+(?:do\s+|are\s+|did\s+)?we\s+(?:are\s+)?(?:talk(?:ing)?|writ(?:e|ing)|mention(?:ing)?)\s+(?:about\s+)?(.+)$/i, "search for $1"],
  [/^(?:do|did|have)\s+we\s+(?:ever\s+)?(?:say|use|write|mention)\s+(.+?)\s+(?:anywhere|somewhere)(?:\s+on\s+(?:the\s+)?(?:site|website))?$/i, "search for $1"],
  [/^(?:take|get)\s+(?:the\s+)?tag\s+(.+?)\s+off\s+(.+)$/i, "remove the tag $1 from $2"],
  // "… with tag news and as cover the coast picture"
  [/^(?:with\s+)?as\s+(?:the\s+|its\s+)?cover(?:\s+image|\s+picture|\s+photo)?\s+(.+)$/i, "use $1 as its cover"],
  // problems reported second-hand: "customers say they can't find our email address", "sales says the careers link vanished from the menu"
  [/^(?:.+?\s+)?(?:say|said|says|tell\s+(?:us|me)|told\s+(?:us|me))\s+(?:that\s+)?they\s+(?:can't|cannot|couldn't|can\s+not)\s+find\s+(?!(?:it|them|this|that)\b)(.+?)(?:\s+(?:on|in)\s+(?:the\s+)?(?:site|website))?$/i, "search for $1"],
  [/^(?:.+?\s+)?(?:says?|said|tells?\s+me|told\s+me)\s+(?:that\s+)?(?:the\s+)?(.+?)\s+(?:link|item|menu\s+item)\s+(?:vanished|disappeared|is\s+gone|has\s+gone|is\s+missing|went\s+missing)\s+from\s+(?:the\s+)?(?:menu|nav|navigation)$/i, "is the $1 link in the menu"],
  // "I need what the three boxes say before the call", "read me what it says in the 'Where we work' part", "what stands on the button"
  [/^(?:i\s+need|i'd\s+like|i\s+want|read\s+(?:me|us|out))\s+(?=what\b)/i, ""],
  [/^what\s+(?:it\s+says|stands|is\s+written)\s+(?:in|on)\s+(.+)$/i, "what does $1 say"],
  [/^what\s+(?!does\b|do\b|is\b|'s\b)(the\s+.+?)\s+(?:says?|reads?|shows?)(?:\s+(?:before|for|now|at\s+the\s+moment|right\s+now|today)\b.*)?$/i, "what does $1 say"],
  [/^where\s+(?:it|that|this)\s+(?:brings|takes|leads|sends|goes)(?:\s+(?:you|people|visitors|to))?$/i, "where does it go"],
  // "tell me, whether there is anything …": the question itself
  [/^(?:tell|let)\s+me[\s,]+(?:know[\s,]+)?(?:whether|if)\s+/i, ""],
  // a question asked with "has" first: "how many links has the menu at this moment", "has the site some things which …"
  [/^how\s+many\s+([\w ]+?)\s+has\s+(the\s+[\w ]+?)(?:\s+(?:at\s+(?:this|the)\s+moment|now|right\s+now|currently|got|today))?$/i, "how many $1 does $2 have"],
  [/^has\s+(the\s+(?:site|website|web\s+site|menu|blog|page))\s+(?=(?:some|any|a|an|no)\b)/i, "does $1 have "],
  // "whats the big heading on the contact page say": what does it say
  [/^what(?:'s|s|\s+is)\s+(the\s+(?:(?:main|big|top|page)\s+)?(?:heading|headline|title)\s+.+?)\s+(?:say|read|show)$/i, "what does $1 say"],
  [/^(?:find|search\s+for|look\s+for|show)(?:\s+me)?\s+(?:everything|anything|all|stuff|things|content|pages\s+and\s+posts)\s+(?:about|on|mentioning|with|that\s+mentions?|related\s+to)\s+(.+)$/i, "search for $1"],
  // "the word 'accessible' appears anywhere", "where on the website does our registration number appear"
  [/^(?:whether\s+|(?:does|do|did)\s+)?(?:the\s+(?:exact\s+)?(?:word|phrase|term|text|sentence|keyword)\s+)?(.+?)\s+(?:appears?|is\s+(?:mentioned|used|written)|comes\s+up|shows\s+up|is\s+anywhere)\s+(?:anywhere|somewhere)(?:\s+on\s+(?:the\s+|our\s+)?(?:site|website))?$/i, "search for $1"],
  [/^where(?:\s+on\s+(?:the\s+|our\s+)?(?:site|website))?\s+(?:does|do|is|are)\s+(.+?)\s+(?:appear|show\s+up|come\s+up|get\s+mentioned|mentioned|shown|written)(?:\s+on\s+(?:the\s+|our\s+)?(?:site|website))?$/i, "search for $1"],
  // "what is the order of the links in the top menu", "in what order are the menu items"
  [new RegExp(String.raw`^(?:what|which)\s+(?:is|'s)\s+the\s+order\s+of\s+(?:the\s+)?(?:links|items|pages|entries|tabs)\s+(?:in|on)\s+${NAV}$|^(?:in\s+)?what\s+order\s+(?:are|do)\s+(?:the\s+)?(?:links|items|pages|entries|tabs)\s+(?:in|on)\s+${NAV}(?:\s+(?:in|go|come))?$|^(?:in\s+)?what\s+order\s+(?:are|do)\s+(?:the\s+)?(?:menu|nav|navigation)\s+(?:links|items|entries|tabs)(?:\s+(?:in|go|come))?$`, "i"), "show the menu"],
  // "what social media accounts are linked", "our social profiles": the social links
  [/\bsocial(?:\s+media)?\s+(?:accounts?|profiles?|channels?|handles?)\b/gi, "social links"],
  // "the menu point 'Blog' should in future be called 'News'", "the point "About" in the menu"
  [/\bmenu\s+points?\b(?!\s*[?.!]*$)/gi, "menu item"],
  [new RegExp(String.raw`\bthe\s+point\s+(["'][^"']+["']|[A-Z][\w-]*)(?=\s+(?:in|on|of)\s+${NAV})`, "g"), "the $1 link"],
  // "make the About link in the menu invisible"
  [/^make\s+(.+?)\s+(?:invisible|hidden|disappear)$/i, "hide $1"],
  [/^make\s+(.+?)\s+visible(?:\s+again)?$/i, "show $1"],
  [/\b(should|must|will)\s+(?:in\s+future|from\s+now\s+on|going\s+forward|henceforth)\s+(be|say|read)\b/gi, "$1 $2"],
  // "everywhere its used": "it's", typed without the apostrophe
  [/\bits\s+(?=(?:used|been|gone|live|done|ready|not|still|already)\b)/gi, "it's "],
  // "take it of the social links": "off", typed with one f
  [/\b(take|get|came|come|turn|drop|leave)\s+(it|them|that|this|him|her|the\s+[\w-]+(?:\s+[\w-]+)?\s+(?:link|one|account|icon))\s+of\s+(?=the\b)/gi, "$1 $2 off "],
  // "move contact to number one in the menu", "… to position 3"
  [/\bto\s+(?:number|no\.?|#|position|spot|place)\s*(?:one|1)\b/gi, "to the front"],
  [/\bto\s+(?:number|no\.?|#|position|spot|place)\s*(?:two|2)\b/gi, "to the 2nd place"],
  [/\bto\s+(?:number|no\.?|#|position|spot|place)\s*(?:three|3)\b/gi, "to the 3rd place"],
  [/\bto\s+(?:number|no\.?|#|position|spot|place)\s*(?:four|4)\b/gi, "to the 4th place"],
  // "tag the Welcome post with 'appeal' as well as 'news'": the tag it has stays anyway
  [/\s+(?:as\s+well\s+as|in\s+addition\s+to|alongside|besides|on\s+top\s+of)\s+(?:the\s+)?(?:'[^']*'|"[^"]*")(?:\s+tag)?(?=\s|$)/gi, ""],
  // "autumn post live", "contact page live now": two words and a state
  [/^(?!(?:is|are|was|were|has|have|can|does|do)\b)((?:the\s+)?\S+(?:\s+\S+)?\s+(?:post|page|article))\s+(?:live|online)(?:\s+now)?$/i, "publish $1"],
  // "stop showing the Maple Bakery testimonial on the website", "make the post X not visible on the blog"
  [/^stop\s+showing\s+(.+?)(?:\s+(?:on|from)\s+(?:the\s+)?(?:web\s*site|site|blog|home\s+page))?$/i, "unpublish $1"],
  [/^make\s+(.+?)\s+(?:not\s+(?:visible|live|public|online|available)|invisible|hidden|offline|unavailable)(?:\s+(?:on|from)\s+(?:the\s+)?(?:web\s*site|site|blog))?$/i, "unpublish $1"],
  // "enumerate the sections of About in their present order"
  [/^(?:enumerate|itemi[sz]e)\b/i, "list"],
  [/^(list|show|name)\s+(.+?)\s+in\s+(?:their\s+|the\s+)?(?:present\s+|current\s+)?order$/i, "$1 $2"],
  // "the maple bakery quote needs a glow up, make it '…'"
  [/^(.+?)\s+(?:needs|could\s+use|wants|is\s+due)\s+(?:a\s+|an\s+|some\s+)?(?:glow[\s-]?up|refresh|update|updating|changing|rewrite|rework|tweak|love|work|fix|fixing)\s*[,;]?\s*(?:so\s+)?(?:make|change|set)\s+it\s+(?:to\s+|into\s+)?(.+)$/i, "change $1 to $2"],
  // "is there any way you could bring it back": the request itself
  [/^is\s+there\s+(?:any\s+)?(?:way|chance)\s+(?:(?:that\s+)?you\s+(?:could|can|might|would\s+be\s+able\s+to)\s+|to\s+|of\s+)?(?=[a-z])/i, ""],
  // "add a short cookie notice at the very bottom of Home, as a plain text section, reading: '…'": the section it is
  [/^add\s+(?:a|an)\s+(?:short\s+|small\s+|little\s+|brief\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:notice|note|message|paragraph|disclaimer|line|blurb|statement)\s+(.+?),?\s+as\s+an?\s+(?:plain\s+|simple\s+|new\s+)?(text|faq|hero|call\s+to\s+action|cta)\s+(?:section|block),?\s+(?:reading|saying|that\s+says|which\s+(?:reads|says))\s*:?\s+(.+)$/i, "add a $2 section $1 saying $3"],
  // "replace the 'About us' text with the following: …", "change the excerpt to the following text: '…'", "update it to the text below (from our brand doc): • …"
  [/\s+(with|to|as)\s+the\s+following(?:\s+(?:text|words|copy|wording))?(?:\s*:\s*(?:[•*-]\s*)?|\s+(?=["'“‘]))/gi, " $1 "],
  [/\s+to\s+the\s+(?:text|words|copy|wording)\s+(?:below|underneath|that\s+follows)(?:\s*\([^)]*\))?\s*:?\s*(?:[•*-]\s*)?/gi, " to "],
  // "the button on the home page top bit": its first section
  [/\b(?:the\s+)?(\w+)\s+page(?:'s)?\s+top\s+(?:bit|part|section|area|banner)\b/gi, "the $1 page hero"],
  // "the hero button should say Call us now not See what we do": unquoted, the old words only say which
  [/^(.+?\s+(?:should|must|needs\s+to|has\s+to)\s+(?:say|read|be)\s+)([A-Z][^"']*?),?\s+(?:not|instead\s+of|rather\s+than)\s+[A-Z][^,"']*$/, "$1$2"],
  // "the Harbour Books testimonial ought to be attributed to 'T. Okafor' rather than to 'Tom Okafor'"
  [/^(?:the\s+)?(.+?)\s+(testimonial|review|quote)\s+(?:ought\s+to|should|must|needs\s+to|has\s+to)\s+be\s+(?:attributed|credited)\s+to\s+(.+?)(?:,?\s+(?:rather\s+than|instead\s+of|not)\s+(?:to\s+)?.+)?$/i, "change the author of the $1 $2 to $3"],
  // "what pages do we have left" (after a delete)
  [/\b(pages|posts|images|pictures|photos|testimonials)\s+(do\s+we\s+have|have\s+we\s+got|are\s+there|remain)\s+(?:left|remaining|now)$/i, "$1 $2"],
  // "add the Listings page to the main menu, between About and Blog": after the first
  [new RegExp(String.raw`^(.*\b(?:menu|nav|navigation|navbar)\b.*?),?\s+(?:right\s+|just\s+)?between\s+(?:the\s+)?([\w'-]+(?:\s+[\w'-]+)?)\s+and\s+(?:the\s+)?[\w'-]+(?:\s+[\w'-]+)?[.!]?$`, "i"), "$1 after $2"],
  // "add a 'Donate' link to the menu pointing to https://…"
  [new RegExp(String.raw`^add\s+(.+?)\s+link\s+(?:to|in|into)\s+${NAV}\s+(pointing|going|linking|leading)\s+(?:at\s+|to\s+)`, "i"), "add $1 link $2 to "],
  // "…, as the last item": where a new link goes anyway
  [/\s*[,–—-]\s*as\s+the\s+last\s+(?:item|link|one|entry)$/i, ""],
  // "list everything in the menu"
  [new RegExp(String.raw`^(?:list|show)\s+(?:everything|all\s+(?:the\s+)?(?:items|links|entries))\s+(?:in|on)\s+${NAV}$`, "i"), "show the menu"],
  // "remove from menu the blog" (the thing after the place)
  [new RegExp(String.raw`^(remove|delete|hide|take)\s+(?:from|off|out\s+of)\s+${NAV}\s+(.+)$`, "i"), "$1 $2 from the menu"],
  [new RegExp(String.raw`^(add|put|include)\s+(?:in|to|into)\s+${NAV}\s+(.+)$`, "i"), "$1 $2 to the menu"],
  // "make that the about page is not visible"
  [/^make\s+(?:that|sure\s+that|sure)\s+(.+?)\s+(?:is|are)\s+(?:not\s+visible|invisible|not\s+public|offline|not\s+live|no\s+longer\s+visible)$/i, "unpublish $1"],
  // "for the post welcome, add tag news": the thing first, then what to do with it
  [/^(?:for|on)\s+((?:the\s+)?(?:(?:page|post|article|image|picture|photo)\s+\S+(?:\s+\S+)?|\S+(?:\s+\S+)?\s+(?:page|post|article|image|picture|photo))),\s*(add|put)\s+(.+)$/i, "$2 $3 to $1"],
  // showing
  [/^(?:show|give|get|tell)\s+me\b/i, "show"],
  [/^(?:pull up|bring up|let me see|can i see)\b/i, "show"],
  // deleting
  [/^(?:get\s+rid\s+of|bin|scrap|ditch|erase|trash|nuke|kill|lose)\b/i, "delete"],
  [/^(?:retire|shelve|mothball)\b/i, "archive"],
  // renaming
  [/^(?:retitle|re-title|re-name)\b/i, "rename"],
  // taking offline (before publishing: "take the post off the blog")
  // "withdraw the article 'X' from public view"
  [/^withdraw\s+(.+?)\s+from\s+(?:public\s+view|(?:the\s+)?public|view|(?:the\s+)?(?:web\s*site|site|blog))$/i, "unpublish $1"],
  [/^(?:take|pull)\s+down\s+(.+)$/i, "unpublish $1"],
  [/^(?:take|pull|put)\s+(.+?)\s+(?:down|offline|off\s*line|off\s+(?:from\s+)?the\s+(?:site|website|blog|web|internet))(?:\s+(?:for now|again|for the moment|for (?:a|the) (?:couple of|few) (?:days|weeks|months)|for (?:a )?(?:while|bit|week|month|few days)))?(?:,?\s+but\s+(?:don't|do not|not\s+to)\s+delete\s+it|\s+but\s+keep\s+it)?$/i, "unpublish $1"],
  [/^unpublish\s+(.+?)\s+but\s+(?:don't|do not)\s+delete\s+it$/i, "unpublish $1"],
  // "publish the Fixtures page but NOT Results": what is left out is no part of the one name (several things "but not" one are left unread)
  [/^(publish|unpublish|delete|archive)\s+(?!(?:everything|all)\b)(?!.*\b(?:posts|pages|articles|ones|images|pictures|photos)\b.*\bbut\s+not\b)(.+?)\s+but\s+not\s+\S.*$/i, "$1 $2"],
  // "move Blog to the top instead": the place is the request; "instead" only contrasts it with the last one
  [/^((?:move|put|shift|place)\s+.+?)\s+instead$/i, "$1"],
  // "remove it from the website": off the site, not into the trash
  [/^(?:remove|take)\s+(it|this|that|them|the\s+(?:page|post)\s+.+?|the\s+.+?\s+(?:page|post))\s+(?:from|off)\s+the\s+(?:web\s*site|site|internet|web)$/i, "unpublish $1"],
  // going live
  [/^publish\s+(?:everything|all|all\s+(?:the\s+)?(?:changes|drafts|edits|modifications|updates))\s+(?:that's|that\s+is|which\s+is|that\s+are|which\s+are|that|which)\s+(?:waiting|wait|pending|ready|queued)(?:\s+to\s+(?:go\s+live|be\s+published))?$/i, "publish all changes"],
  [/^(?:make|put|set|push|get)\s+(?!.*\bback\s+(?:live|public|online)\b)(.+?)\s+(?:live|public|online)(?:\s+(?:now|again|on\s+the\s+(?:web\s*site|site|blog)))*$/i, "publish $1"],
  [/^(?:go\s+live\s+with|ship|release|launch)\s+(.+)$/i, "publish $1"],
  // "can it go live now?", "the Fixtures page can go live": asked or allowed, it is published (behind its card); "should it?" asks advice
  [/^(?:can|could|may)\s+(it|this|that|they|them|the\s+.+?)\s+(?:go|be\s+put|be\s+made)\s+live(?:\s+(?:now|today|please))*$/i, "publish $1"],
  [/^(it|this|that|they|the\s+.+?)\s+(?:can|may|is\s+ready\s+to)\s+go\s+live(?:\s+(?:now|today|please))*$/i, "publish $1"],
  [/^(?:push|put)\s+(?:all\s+)?(?:the\s+)?changes\s+live$/i, "publish all changes"],
  [/^put\s+(.+?)\s+back\s+on\s+the\s+(?:blog|site|website)$/i, "publish $1"],
  [/^(?:put|bring|get)\s+(.+?)\s+back\s+(?:up|online|live)(?:\s+again)?$/i, "publish $1"],
  [/^(?:bring|put)\s+back\s+(?!.*\b(?:deleted|removed|binned|trashed|trash|bin|lost)\b)(.+?)(?:\s+(?:on|to)\s+the\s+(?:blog|site|website))?$/i, "publish $1"],
  // "The accessibility statement still isn't on the site": a page or post named without the word, put live (never a setting or the menu)
  [/^((?:the|our)\s+(?!(?:new\s+)?(?:tagline|slogan|logo|menu|nav|navigation|colou?rs?|theme|site\s+name|name|settings?|changes?|edits?|social\s+links|testimonials?|reviews?)\b)[^,]+?)\s+(?:still\s+)?(?:isn't|is\s+not|hasn't\s+gone|has\s+not\s+gone)\s+(?:on|up\s+on|live\s+on|live)(?:\s+(?:the\s+)?(?:web\s*)?site)?(?:\s+yet)?$/i, "publish $1"],
  // "the new prices page still isn't showing on the site": a problem whose fix is to publish (behind its card)
  [/^((?:the|our)\s+.+?\s+(?:page|post|article))\s+(?:still\s+)?(?:isn't|is\s+not|hasn't|has\s+not|doesn't|does\s+not)\s+(?:showing(?:\s+up)?|show(?:ing)?\s+up|appearing|appear|live|up|online|visible|published|gone\s+live)(?:\s+(?:yet|on\s+(?:the\s+)?(?:site|website|blog)|anywhere))*$/i, "publish $1"],
  [/^(?:un-?archive|restore)\s+(.+?)\s+(?:and\s+)?(?:put\s+it\s+)?(?:back\s+)?(?:on|to)\s+the\s+(?:blog|site|website)$/i, "publish $1"],
  // the menu
  [new RegExp(String.raw`^(?:put|stick|pop|place|include)\s+(?!.*\b(?:first|last|front|start|end|top|bottom)\s+(?:in|into|on|onto|to|of)\s)(?!.*\b(?:after|before|behind|next\s+to|ahead\s+of|in\s+front\s+of|place|position|spot)\s)(.+?)\s+(?:in|into|on|onto|to)\s+${NAV}$`, "i"), "add $1 to the menu"],
  [new RegExp(String.raw`^(?:hide)\s+(.+?)\s+(?:in|from|on|off)\s+${NAV}(?:\s+for\s+now)?$`, "i"), "hide $1 from the menu"],
  [new RegExp(String.raw`^(?:take|pull)\s+(.+?)\s+(?:out(?:\s+of)?|off|from)\s+${NAV}(?:\s+but\s+keep\s+the\s+page)?$`, "i"), "remove $1 from the menu"],
  // lists
  // "what collections are there", "which testimonials have we got", "do we have any posts": a list
  [/^(?:what|which)\s+((?:\w+\s+)?\w+s)\s+(?:are\s+there|do\s+we\s+have|have\s+we\s+got|do\s+(?:we|i)\s+have|exist|are\s+(?:on|in)\s+(?:the\s+)?(?:site|website|cms|library))(?:\s+(?:at the moment|right now|so far|currently))?$/i, "list $1"],
  [/^(?:(?:are\s+there|do\s+we\s+have|have\s+we\s+got)\s+)?any\s+((?:\w+\s+)?\w+s)(?:\s+(?:at all|yet|on the site|left|waiting))?$/i, "list $1"],
  [/^(list|show)\s+(?:all\s+)?(?:of\s+)?(?:the\s+)?(pages|posts|images|pictures|photos|testimonials)\s+(?:we\s+have|we've\s+got|there\s+are|on\s+the\s+site)$/i, "list $2"],
];

/** The request with its participle made the verb — never a participle inside quoted words ("I want alt text: 'the hall set out for a concert'"). */
const verbFirst = ([, what, participle, rest]: RegExpExecArray) => (protectQuotes(`${what} `).text.includes('"') || /(?:^|\s)'(?![^']*')/.test(what) ? undefined : `${verbOfParticiple(participle)} ${what}${rest}`);
/**
 * Participles: "can we get the hero heading updated to say X" → "update the hero heading to say X";
 * "I want (that) the blog link (is) hidden", "the careers page should be removed" → "hide the blog link".
 */
const PARTICIPLE_REWRITES: [RegExp, (match: RegExpExecArray) => string | undefined][] = [
  [new RegExp(String.raw`^(?:get|have|make\s+sure)\s+(.+?)\s+(${PARTICIPLES})\b(.*)$`, "i"), verbFirst],
  [new RegExp(String.raw`^(?:i|we)\s+(?:want|need|would\s+like|should\s+like|'d\s+like)\s+(?:that\s+)?(.+?)\s+(?:to\s+be\s+|is\s+|are\s+|be\s+|gets?\s+)?(${PARTICIPLES})\b(.*)$`, "i"), verbFirst],
  // (one thing: "X should be given the tag 'Y', and it should be published" is two requests, not a publish of all that)
  [new RegExp(String.raw`^((?:(?!\b(?:should|must)\b)[^,;])+?)\s+(?:should|needs\s+to|need\s+to|has\s+to|must|can|could|might|may)\s+(?:be\s+|get\s+)(${PARTICIPLES})\b(.*)$`, "i"), verbFirst],
  // "could the welcome post be archived?"
  [new RegExp(String.raw`^(?:could|can|would|will|may|might|should)\s+(.+?)\s+(?:be|get)\s+(${PARTICIPLES})\b(.*)$`, "i"), verbFirst],
];

/** Words that describe a section rather than name the page it is on. */
const NOT_A_PAGE = /^(?:main|first|second|third|last|new|top|bottom|big|whole|same|this|that|its|their|our|my|page|section|the|a|an|change|set|update|make|put|use|show|what|what's|whats|replace|edit|give|tell|add|remove|delete|swap|move|fix|get|is|are)$/i;
const isPageName = (words: string) => !words.split(/\s+/).some((word) => NOT_A_PAGE.test(word) || templateKeyFor(word) || fieldFor("hero", word) || fieldFor("cta", word));

/**
 * A section named page first — "the home hero heading", "the home page's hero button", "the button
 * in the home hero" — put the way the rules read it: "the hero heading on the home page".
 */
const PAGE_FIRST = new RegExp(String.raw`(?:\bthe\s+|^)([a-z][\w-]*(?:\s+[a-z][\w-]*)?)(?:\s+page)?(?:'s)?\s+(${TEMPLATE_PATTERN})(?:\s+section)?(?:'s)?\s+(${FIELD_PATTERN})\b`, "gi");
const PAGE_OWNS = new RegExp(String.raw`\bthe\s+([a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+page's\s+(${TEMPLATE_PATTERN})(?:\s+section)?\b(?!\s+(?:${FIELD_PATTERN})\b)`, "gi");
const FIELD_FIRST = new RegExp(String.raw`\bthe\s+(${FIELD_PATTERN})\s+(?:in|on|of)\s+the\s+([a-z][\w-]*(?:\s+[a-z][\w-]*)?)(?:\s+page)?(?:'s)?\s+(${TEMPLATE_PATTERN})(?:\s+section)?\b`, "gi");

const bare = (page: string) => page.replace(/\s+page$/i, "");
/** "change contact heading to …", "the about page subheading": a page's one-word name before a field with no section named. */
const PAGE_THEN_FIELD = /(?:\bthe\s+|^((?:change|set|update|make|edit|fix|replace)\s+))([a-z][\w-]*)(?:\s+page)?(?:'s)?\s+(heading|headline|subheading|subhead|sub-heading|intro|button)\b(?!\s+(?:on|of|in|for|at)\b)/i;
const NOT_PAGE_WORDS = /^(?:post|blog|site|website|image|picture|photo|menu|nav|link|seo|new|old|next|this|that|it|its)$/i;

function sectionsPageLast(text: string): string {
  return text
    .replace(PAGE_OWNS, (whole, page: string, template: string) => (isPageName(page) ? `the ${template} on the ${page} page` : whole))
    .replace(PAGE_FIRST, (whole, page: string, template: string, field: string) => (isPageName(bare(page)) ? `the ${template} ${field} on the ${bare(page)} page` : whole))
    .replace(FIELD_FIRST, (whole, field: string, page: string, template: string) => (isPageName(bare(page)) ? `the ${template} ${field} on the ${bare(page)} page` : whole))
    .replace(PAGE_THEN_FIELD, (whole, verb: string | undefined, page: string, field: string) => (isPageName(page) && !NOT_PAGE_WORDS.test(page) ? `${verb ?? ""}the ${field} on the ${page} page` : whole));
}

export function paraphrase(sentence: string): string {
  return outsideQuotes(sentence, rewritten);
}

function rewritten(sentence: string): string {
  let text = fromGerund(namedParts(withContractions(sentence)));
  for (const [pattern, build] of PARTICIPLE_REWRITES) {
    const match = pattern.exec(text);
    const rewritten = match && build(match);
    if (rewritten && !/^undefined\b/.test(rewritten)) {
      text = rewritten;
      break;
    }
  }
  for (const [pattern, replacement] of REWRITES) text = text.replace(pattern, replacement);
  // "add our insta to the social links instagram.com/northwindstudio": a link's address typed without https://
  if (ABOUT_LINKS.test(text)) text = text.replace(BARE_ADDRESS, "https://$1");
  return sectionsPageLast(text).replace(/\s+/g, " ").trim();
}
