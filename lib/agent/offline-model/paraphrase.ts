/**
 * Ways people phrase an action, rewritten to the one phrasing the sentence rules know, so each
 * synonym is written once here instead of in every rule: "get rid of X" → "delete X",
 * "take X offline" → "unpublish X", "make X live" → "publish X", "put X in the menu" → "add X to the menu".
 * Applied to one action at a time, after the polite opening is gone.
 */
import { namedParts } from "./described-parts";
import { isRemark } from "./remarks";
import { outsideQuotes, protectQuotes } from "./text";
import { fromGerund, PARTICIPLES, verbOfParticiple } from "./verb-forms";
import { FIELD_PATTERN, fieldFor, TEMPLATE_PATTERN, templateKeyFor } from "./vocabulary";

const NAV = String.raw`(?:the\s+)?(?:main\s+|top\s+|site\s+)?(?:menu|nav|navigation|navbar)(?:\s+bar)?`;

const EVERYTHING_WAITING = String.raw`(?:everything|all(?:\s+the\s+changes|\s+of\s+(?:it|them))?|it\s+all|them\s+all|the\s+(?:whole\s+)?lot)(?:\s+(?:that's|that\s+is|which\s+is|that\s+are|which\s+are))?(?:\s+(?:waiting|pending|unpublished|in\s+drafts?))?`;

/** Scots and Irish English words for everyday ones, read before spelling is corrected ("fae" is no slip for "fee"). */
const DIALECT: Rewrite[] = [
  // "the autumn colours post been sitting in draft", "it ready": the verb left out
  [/(?<!\b(?:has|have|had|hasn't|haven't|hadn't)\b[^.!?]*)\b(post|page|picture|image|photo|link|testimonial|section)\s+been\b/gi, "$1 has been"],
  [/,\s*it\s+(?=(?:ready|done|finished|fine|ok|okay)\b)/gi, ", it's "],
  // "pls retain the existing tag"
  [/\bretain\b/gi, "keep"],
  // Caribbean English: "I change de tagline yesterday but it not showing": what was done, and the words left out
  [/(?<=\b(?:change|changed|on|in|to|of|for|at|from|put|make|set|update|is|all|with)\s+)de\s+(?=[a-z])/g, "the "],
  [/\b(i|we)\s+change\s+(?=(?:the|our|my)\b[^.!?]*?\b(?:yesterday|last\s+(?:week|night|month)|earlier|already|this\s+morning|before|ago)\b)/gi, "$1 changed "],
  [/\b(it|that|this)\s+not\s+(?=(?:showing|live|working|there|appearing|visible|updated|changed|published|on)\b)/gi, "$1's not "],
  // "rename the Blog in the menu into 'News'", "revise the quote … into: '…'": to
  [/\binto\s*:?\s*(?=["'“‘])/gi, "to "],
  [/\brevise\b/gi, "change"],
  // "/contact — live or draft?", "the about page: live or not?"
  [/^(?:\/([\w-]+)|(?:the\s+)?([\w' -]+?)\s+page)\s*[—–:-]*\s*(?:live|published)\s+or\s+(?:draft|not|unpublished)\s*\??$/i, "is the $1$2 page live?"],
  // "anything changed but not published? (`git status` for the site basically)"
  [/^(?:is\s+there\s+|are\s+there\s+|got\s+)?(?:anything|something|stuff|things)\s+(?:changed|edited|updated)\s+(?:but|and|that's|that\s+is)\s+(?:still\s+)?not\s+(?:yet\s+)?(?:published|live)(?:\s+yet)?\s*\??(?:\s*\([^)]*\))?\s*$/i, "what's waiting to be published?"],
  // "2 qs: current accent hex? and …": how many questions follow, before them
  [/^\d+\s+(?:qs|q's|questions|things|quick\s+ones)\s*:\s*/i, ""],
  // "a client testimonial", "the default search-engine description", "pull it until further notice"
  [/\b(?:client|customer)\s+(?=testimonials?\b)/gi, ""],
  [/\b(?:default\s+)?search[\s-]engine\s+(description|title)\b/gi, "SEO $1"],
  [/,?\s*(?:until|till)\s+further\s+notice\b/gi, ""],
  [/\b(off|from)\s+(?:the\s+)?public\s+(website|site|blog)\b/gi, "$1 the $2"],
  // "pull it", "pull that down": take it off the site
  [/(?<=^|[.!?]\s+|[—–]\s*)pull\s+(it|that|this|them)(?:\s+(?:down|offline|off(?:\s+the\s+(?:web)?site)?))?(?=[.!]?$|[.!]\s)/gim, "unpublish $1"],
  // "the old letterhead scan in the image library": a picture
  [/\bthe\s+((?:[\w-]+\s+){0,4}?[\w-]+)\s+in\s+the\s+(?:image|media|photo|picture)\s+library\b/gi, "the image $1"],
  // a German speaker's "which questions stand in the FAQ"
  [/\b(which|what)\s+([\w-]+)\s+stands?\s+(?:actually\s+)?(?=(?:in|on|at)\b)/gi, "$1 $2 are "],
  // a Danish or German speaker's "shall": "The accent colour shall be …", "Contact shall stand first"
  [/\b(?<=\w\s+)shall\s+(?=be\b|stand\b|get\b|have\b|go\b|come\b|say\b|read\b|point\b|link\b)/gi, "should "],
  [/\bin\s+place\s+of\b/gi, "instead of"],
  // "In the menu shall Contact stand first": a Danish speaker's word order
  [/^(?:[Ii]n|[Oo]n)\s+the\s+(?:main\s+)?(?:menu|nav(?:igation)?|navbar)\s*,?\s+(?:shall|should|must)\s+([A-Z][\w'&-]*(?:\s+[A-Z][\w'&-]*)?)\s+(?:stand|be|come|go|sit)\b/g, "$1 should be"],
  // "In the menu I pretend to put Contact before About": a Portuguese or Spanish speaker's "intend"
  [/\b(i|we)\s+pretend\s+to\b/gi, "$1 want to"],
  // "And who, pray, is the author …": an old-fashioned "please"
  [/,\s*pray\s*,\s*/gi, " "],
  // dictation: "a testy moaning from …", "quote the new site is fast end quote"
  [/\btest(?:y|ee|i)\s+mo(?:a|o)?n(?:ing|in|en)\b/gi, "testimonial"],
  [/\bquote\s+(?!(?:of|from|by|on|for)\b)(.+?)\s+(?:end\s+(?:of\s+)?quote|unquote|close\s+quote)\b/gi, 'quote "$1"'],
  // dictation: "the alt tax on blue coast dot png", "the capture on the picture"
  [/\balt\s+(?:tax|tacks|tex)\b/gi, "alt text"],
  [/\bthe\s+capture\s+(?=(?:on|of|for|under)\b)/gi, "the caption "],
  // "the caption under the sunrise picture": the picture's caption
  [/\b(captions?)\s+(?:under|below|beneath|underneath)\s+(?=(?:the|this|that|our|my)\b)/gi, "$1 of "],
  [/(?<=\b(?:on|of|for|the|to|called|named|file|picture|photo|image)\s+)((?:[a-z0-9]+\s+){0,3}[a-z0-9]+)\s+dot\s+(png|jpe?g|gif|webp)\b/gi, (_: string, name: string, extension: string) => `${name.trim().replace(/\s+/g, "-")}.${extension}`],
  // "change the site name for 'Atelier Nord'": a French speaker's "pour" (to); "eventually" is "possibly"
  [/\b(the\s+(?:site\s+name|name\s+of\s+the\s+site|tagline|slogan|(?:main|primary|accent|background|text)\s+colou?r|colou?r|title|heading|headline|caption|alt\s+text|excerpt))\s+for\s+(?=["'“‘]|an?\s+|the\s+)/gi, "$1 to "],
  [/,?\s+and\s+eventually\s+/gi, " and "],
  // dictation: "the hear oh subheading" (hero)
  [/\bhear\s+oh\b/gi, "hero"],
  // dictation: "the block post" (blog)
  [/\bblock\s+(?=posts?\b)/gi, "blog "],
  // Yorkshire: "t'About link" (the), "while Monday" (until)
  [/\bt'(?=[A-Za-z])/g, "the "],
  [/\bwhile\s+(?=(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|next\s+\w+|the\s+\d))/gi, "until "],
  [/\bfae\b/gi, "from"],
  [/\bnae\b/gi, "no"],
  [/\boor\b/gi, "our"],
  [/\boot\b/gi, "out"],
  [/\bdoon\b/gi, "down"],
  [/\baboot\b/gi, "about"],
  [/\bo'(?=\s)/gi, "of"],
  [/\b(first|next|second|last)\s+yin\b/gi, "$1 one"],
  [/\btae\b/gi, "to"],
  [/\bnoo\b/gi, "now"],
  [/\bmair\b/gi, "more"],
  [/\baff\b/gi, "off"],
  [/\bauld\b/gi, "old"],
  [/\bwi'?oot\b/gi, "without"],
  [/\b(do|does|can|did|should|would|could|is|was)nae\b/gi, "$1n't"],
  [/\bdisnae\b/gi, "doesn't"],
  [/\bdinnae\b/gi, "don't"],
  [/\bdidnae\b/gi, "didn't"],
  [/\bcannae\b/gi, "can't"],
  [/\bwee\b/gi, "small"],
  [/(\bis|'s|\bare)\s+no\s+(?=(?:relevant|needed|used|wanted|right|correct|true|live|working|there)\b)/gi, "$1 not "],
  [/\bye\b(?=\s+(?:sort|change|fix|do|make|add|put|take|get|please|check|tell|update|remove|delete|move|help|set|publish))/gi, "you"],
  [/,?\s+(?:so|mind)[.!]*$/i, ""],
];

/**
 * Turns of phrase read on the whole message before it is split into requests, so a request that
 * spans sentences ("The page Contact, I want that its address is …") or a name said in the editor's
 * own words ("the little line beneath our name") is read as one.
 */
const WHOLE_MESSAGE: Rewrite[] = [
  // "About pg FAQ - add q: Do you see walk-ins?  A: yes, mornings 8-10": a question and its answer, unquoted
  [/^(?:the\s+)?([\w' -]+?)\s+(?:pg|page)(?:'s)?\s+faq\s*[-–—:,]?\s*(?:add|new|\+)\s+(?:a\s+)?q(?:uestion)?\s*[:=-]\s*([^"'?]+\?)\s+a(?:nswer)?\s*[:=-]\s*([^"']+?)[.!]?$/i, 'add a question to the FAQ on the $1 page: "$2" answer: "$3"'],
  // a Spanish speaker's "the page of contact", "the button of the first page", "I want that … says …", "sends the people to"
  [/\bthe\s+page\s+of\s+(?!the\b|our\b|my\b)([\w'-]+)/gi, "the $1 page"],
  [/\bthe\s+(post|article)\s+of\s+(?!the\b|our\b|my\b)([\w'-]+)/gi, "the $2 $1"],
  [/\b(?:erase|remove|delete|take\s+off|take\s+away)\s+the\s+tag\s+(["'“‘]\u0004\d+\u0004["'”’])\s+from\s+(the\s+[\w' -]+?)\s+and\s+put\s+(["'“‘]\u0004\d+\u0004["'”’])\s+in\s+its\s+place\b/gi, "swap the tag $1 for $3 on $2"],
  [/\bthe\s+(?:first|principal|main)\s+page\b/gi, "the home page"],
  [/\bi\s+want\s+that\s+(the\s+[^,.;]+?)\s+(?:says|say)\s+/gi, "make $1 say "],
  [/\s+and\s+that\s+it\s+(?:sends|takes|brings|leads)\s+(?:the\s+)?(?:people|visitors|users|persons)\s+to\s+/gi, " and make it go to "],
  // a board's formal requests: "It is requested that X be renamed …", "The Board wishes X to be withdrawn", "The Board would like X to be added"
  [/(?<=^|[.!?]\s+)(?:it\s+is\s+(?:hereby\s+|respectfully\s+)?requested|(?:the\s+)?(?:board|committee|trustees|council)\s+(?:has\s+resolved|have\s+resolved|resolved|requests|asks|has\s+agreed|would\s+like|wishes|would\s+ask))\s+that\s+/gi, ""],
  [/(?<=^|[.!?]\s+)(?:the\s+)?(?:board|committee|trustees|council)\s+(?:would\s+like|wishes|would\s+ask|asks|requests)\s+(the\s+.+?|a\s+.+?)\s+to\s+be\s+(?=(?:renamed|archived|added|removed|deleted|published|unpublished|hidden|changed|moved|withdrawn|amended|made|updated|created|placed|positioned|taken)\b)/gi, "$1 should be "],
  [/\s+and\s+that\s+(?=(?:its|the|their)\s)/gi, " and "],
  // "… the Contact page be renamed 'X' and its address be changed to /secretary": each a request
  [/(?<!\b(?:could|can|would|will|should|must|may|might|shall)\s+)\b((?:the|its|their|our|a)\s+[^,;.:?]*?)(?<!\b(?:should|must|could|would|can|will|shall|may|might|to|not|never))\s+be\s+(?=(?:renamed|archived|added|removed|deleted|published|unpublished|hidden|changed|moved|withdrawn|amended|created|placed|positioned|taken|updated)\b)/gi, "$1 should be "],
  [/\bshould\s+be\s+amended\s+to\b/gi, "should be changed to"],
  [/,?\s+(?:with\s+immediate\s+effect|forthwith|at\s+the\s+earliest(?:\s+convenience)?)(?=[.!?]?$)/gi, ""],
  [/\bwithdrawn\s+from\s+the\s+(?:web\s*)?site\b/gi, "unpublished"],
  // "Kindly create one new page 'Careers'": a new page
  [/\b(create|make|add|write|build)\s+one\s+(new\s+)?(page|post|article|testimonial)\b/gi, "$1 a $2$3"],
  // Indian English: "Same to be published." is "publish it"; "Kindly revert with the list of …" asks for it
  [/\b(?<!\bthe\s)same\s+(?:to\s+be|may\s+be|should\s+be|be|can\s+be)\s+(?:published|made\s+live|put\s+live|uploaded)\b/gi, "then publish it"],
  [/^(?:kindly\s+|please\s+)?revert\s+(?:back\s+)?with\s+(?=(?:the\s+)?(?:list|names?|count|number|details)\b)/i, "show me "],
  // a copy editor's mark "for 'X' read 'Y'": X changed to Y
  [/\bfor\s+(["'“‘`]\u0004\d+\u0004["'”’`])\s*,?\s+read\s+(?=["'“‘`]\u0004)/gi, "change $1 to "],
  // …under a label that names where: "Welcome post, final line: …", "Home, hero, subhead. …", "Menu: …"
  [/^([\w' -]+?)\s+post(?:\s*,\s*[\w' -]+?)?\s*[:.,]\s*change\s+(?=["'“‘`]\u0004)/i, "in the $1 post change "],
  [/^(?:menu|nav(?:igation)?)\s*:\s*change\s+(["'“‘`]\u0004\d+\u0004["'”’`])\s+to\s+(?=["'“‘`]\u0004)/i, "rename the $1 link in the menu to "],
  [/^([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)(?:\s+page)?(?:\s*[,›>]\s*[\w' -]+?){0,2}\s*[:.]\s*change\s+(?=["'“‘`]\u0004)/, "on the $1 page change "],
  // "actually wait before it goes up can the title be …": a change before publishing, nothing asked of the wait
  [/(?<=^|[.!?]\s+)(?:(?:actually|oh|hang\s+on|hold\s+on|wait)[,!.]*\s+)*before\s+(?:it|that|this|they)\s+(?:goes|go|is|are|gets?)\s+(?:up|live|out|online|published)\s*,?\s*/gi, ""],
  // "im new here so bear with me :) which blog posts …": a smiley ends a sentence
  [/\s*(?<![\w/])(?::-?\)+|;-?\)+|:-?D\b|:-?P\b)\s*(?=\S)/g, ". "],
  // "In the page About, at the part with the questions, please add one more: 'Q' — the answer: 'A'"
  [/^(?:in|on)\s+(?:the\s+)?(?:page\s+)?([\w' -]+?)(?:\s+page)?,\s+(?:at|in|on|to)\s+(?:the\s+)?(?:faq|(?:part|bit|section)\s+with\s+the\s+questions|questions(?:\s+(?:bit|part|section))?),\s+(?:please\s+|pls\s+)?add\s+(?:one\s+more|another(?:\s+one)?|a\s+new\s+one)\s*:/i, "add a question to the FAQ on the $1 page:"],
  // "Would it be at all possible to have it read …": a polite "could you", its "it" no thing
  [/\b(?:would|could|might|is)\s+it\s+be\s+(?:at\s+all\s+|in\s+any\s+way\s+)?possible\s+(?:for\s+you\s+)?to\s+/gi, "could you "],
  // "Rename About to "Our Story" everywhere — page title and the nav link.": the page and its link
  [/^(rename\s+.+?\s+(?:to|as)\s+.+?)\s+everywhere(?:\s*(?:[—–-]+|:|,)\s*(?:both\s+)?(?:the\s+|its\s+)?(?:page(?:\s+title|\s+name)?|title)\s+(?:and|&|\+)\s+(?:the\s+|its\s+)?(?:nav|menu)(?:\s+(?:link|item|label|entry))?)?[.!]?$/i, "$1 and its menu link too"],
  // "… some of our pictures have no description for people who cannot see them. Would you … write one for each picture that hasn't got one?"
  [
    /\b(write|add|give|put)\s+one\s+(?=(?:for|to|on)\s+(?:each|every|all(?:\s+the)?)\s+(?:picture|image|photo)s?\s+(?:that|which)\s+(?:hasn't|has\s+not|doesn't\s+have|does\s+not\s+have|lacks?))/gi,
    (found: string, verb: string, ...rest: unknown[]) => (/\b(?:alt(?:\s+text)?|description|(?:cannot|can't)\s+see|blind|screen\s+readers?)\b/i.test(String(rest.at(-1)).slice(0, Number(rest.at(-2)))) ? `${verb} alt text ` : found),
  ],
  // "Could the line under our name be changed to 'X', and, while you are about it, the name at the top to 'Y'?"
  [/,?\s*(?:and\s*,?\s*)?while\s+(?:you(?:'re|\s+are)|you're)\s+(?:about|at)\s+it\s*,?\s*/gi, " and "],
  // "Marketing changed the tagline on Monday. Is it actually on the site yet?": whether it went live
  [/(^|[.!?]\s+)(?:marketing|someone|somebody|[A-Z][a-z]+|i|we)\s+(?:changed|updated|edited)\s+the\s+(tagline|site\s+name|logo|menu|colou?rs?)\b[^.!?]*[.!]\s+is\s+it\s+(?:actually\s+|really\s+)?(?:on\s+the\s+(?:site|website)|live|up|showing)(?:\s+(?:yet|now))?\??$/i, "$1is the $2 live?"],
  // "I have finished the page about our gift vouchers … Would you put it out, please?": that page
  [/(?<=^|[.!?]\s+)(?:i|we)(?:'ve|\s+have)\s+(?:finally\s+|just\s+)?(?:finished|written|done|completed)\s+the\s+(page|post|article)\s+(?:about|on|for)\s+(?:our\s+|the\s+)?([\w' &-]+?)(?=[,.!]|\s+and\b)/gi, "the $2 $1 is finished"],
  // "Is there somewhere on the site the word "pricing"?"
  [/^is\s+there\s+(?:somewhere|anywhere)\s+on\s+(?:the|our)\s+(?:web)?site\s+the\s+(?:word|words|phrase|text)\s+(.+?)\??$/i, "where do we mention $1"],
  // "we once wrote something about keyboards and screen readers … Do you happen to know where that was?"
  [/^.*?\b(?:we|i)\s+(?:once\s+)?(?:wrote|said|mentioned|posted|put\s+up)\s+something\s+about\s+([^,.?]+?)(?:,[^.?]*)?[.?!]\s+(?:.*\s)?where\s+(?:that|it)\s+(?:was|is)\b.*$/i, "where do we mention $1"],
  // "Harbour Books asked us weeks ago to take their testimonial down. It's still up."
  [/^([A-Z][\w'&-]*(?:\s+[A-Z][\w'&-]*)*)\s+asked\s+(?:us|me)\s+(?:\w+\s+){0,3}?to\s+(?:take|pull)\s+their\s+(testimonial|review|quote)\s+(?:down|off)\b.*$/, "unpublish the $1 $2"],
  // "The menu has both Blog and News and they go to the same place. News shouldn't be there."
  [/\b(?:the\s+)?(?:menu|nav(?:igation)?)\s+has\s+both\s+[^.!?]+[.!]\s+([A-Z][\w'&-]*(?:\s+[A-Z][\w'&-]*)?)\s+(?:shouldn't|should\s+not|doesn't\s+need\s+to)\s+be\s+(?:there|in\s+it|in\s+the\s+menu)[.!]?$/i, "remove $1 from the menu"],
  // "Might it be added to the row of links along the top, perhaps just after 'About'?": where, said tentatively
  [/,?\s+(?:perhaps|maybe|ideally|preferably|possibly)\s+(?=(?:just\s+|right\s+|directly\s+)?(?:after|before|under|below|above|next\s+to)\s)/gi, " "],
  // "please make that it says weekdays 8-6 instead 9-5": "instead of", the new words first
  [/\binstead\s+(?!of\b)(?=["'“‘]|\d)/gi, "instead of "],
  // "Nobody can see the autumn collection post on the blog. Is something broken?": whether it is live
  [/^(?:nobody|no\s+one|noone|people|customers|visitors|readers)\s+(?:can\s+see|can't\s+see|cannot\s+see|can\s+find|can't\s+find|sees?)\s+(the\s+[^.!?]+?\s+(?:post|page|article))(?:\s+on\s+the\s+(?:blog|site|website))?[.!]?(?:\s+(?:is\s+(?:something|it|anything)\s+(?:broken|wrong)|what(?:'s|\s+is)\s+(?:wrong|going\s+on)|why)\?*)?$/i, "is $1 live?"],
  // "I'm told some of our pictures have no alt text, which is an accessibility problem. Which ones?"
  [/^(?:(?:i'm|i\s+am|we've\s+been|we're|we\s+are)\s+told\s+(?:that\s+)?)?some\s+(?:of\s+)?(?:our\s+|the\s+)?(pictures|images|photos)\s+(?:have\s+no|are\s+missing|don't\s+have(?:\s+any)?|lack)\s+(alt\s+text|captions?)\b[^?]*?\.?\s*which\s+ones\??$/i, "which $1 are missing $2"],
  // "could you tell me where the picture of the sunrise is used?": where it is used
  [/\bwhere\s+(the\s+(?:picture|photo|image|pic)\s+.+?|the\s+.+?\s+(?:picture|photo|image|pic))\s+is\s+(used|shown|showing|appearing)\b/gi, "where is $1 $2"],
  // "The Contact link in the menu still goes to the old contact page. Everyone should land on Book a Call now."
  [/^(?:the\s+|our\s+)?([\w' &-]+?)\s+(?:link|menu\s+item|nav\s+item)\s+(?:in\s+(?:the|our)\s+(?:menu|nav(?:igation)?)\s+)?(?:still\s+)?(?:goes|points|links|leads)\s+to\s+[^.!?]+[.!]\s+(?:everyone|people|visitors|customers|it)\s+should\s+(?:land\s+on|go\s+to|end\s+up\s+on|get|see|open)\s+(?:the\s+)?([\w' &-]+?)(?:\s+page)?(?:\s+now|\s+instead)?[.!]?$/i, "point the $1 link to the $2 page"],
  // "Homepage meta description is way too long-winded.": the thing a statement is about, with its article
  [/(^|[.!?]\s+)(?:homepage|home\s+page)(?=\s+(?:meta|seo|hero|heading|headline|title|subheading|button|cta|description|text|intro|banner|picture|image|photo)\b)/gi, "$1the homepage"],
  // "… we ought to have a page explaining our refund policy. Could you possibly make one called 'Refunds and Returns'?": one of what was said before
  [
    /\b(make|create|add|set\s+up|build|start|write|draft)\s+one\s+(called|named|titled)\b/gi,
    (found: string, verb: string, called: string, ...rest: unknown[]) => {
      const before = String(rest.at(-1)).slice(0, Number(rest.at(-2)));
      const noun = [...before.matchAll(/\b(page|post|article|testimonial)\b/gi)].at(-1)?.[1];
      return noun ? `${verb} a ${noun.toLowerCase()} ${called}` : found;
    },
  ],
  // "Google shows no description for our Contact page. It should read '…'"
  [/^google\s+(?:shows|has|lists|displays)\s+no\s+(title|description)\s+for\s+(?:our|the)\s+([\w' -]+?)\s+page[.!]?\s+(?:it|that)\s+(?:should|needs\s+to|must)\s+(?:say|read|be)\s*:?\s*(.+)$/i, "set the SEO $1 of the $2 page to $3"],
  // "Swap in the blue coast shot as the homepage hero image": that picture there
  [/\bswap\s+in\s+((?:the\s+)?[\w' -]+?)\s+as\s+(?=the\s+[\w' -]+?\s+(?:image|picture|photo|pic|cover|logo)\b)/gi, "use $1 as "],
  [/\bas\s+the\s+(home\s*page|[\w-]+\s+page)(?:'s)?\s+(hero|banner)\s+(image|picture|photo)\b/gi, "as the $2 $3 on the $1"],
  // "The hero CTA … is kinda weak. Swap in "Book a free call"": words put in place of what was just named
  [/\bswap\s+in\s+(["“‘'][^"”’']+["”’'])(?=\s*(?:$|[.,;!]|\s+and\b|\s+instead\b))/gi, "change it to $1"],
  // "publish page Prices and put him in the menu": a speaker whose language genders things means it
  [/\b(put|add|publish|unpublish|move|hide|show|delete|remove|rename|archive|link|call|name|make|set|change|update|edit|restore)\s+(?:him|her)\b/gi, "$1 it"],
  // "The Newsletter page isn't in the menu anywhere.": put it there (it had become a link called "Newsletter page isn't")
  [/(?<=^|[.!?]\s+)(?:[Tt]he\s+|[Oo]ur\s+)?([A-Z][\w'&-]*(?:\s+[\w'&-]+){0,3}?)\s+page\s+(?:isn't|isnt|is\s+not)\s+(?:in|on)\s+(?:the\s+|our\s+)?(?:main\s+|top\s+)?(?:menu|nav(?:igation)?|navbar)(?:\s+(?:anywhere|at\s+all|yet))?(?=[.!]?(?:\s|$))/g, "put the $1 page in the menu"],
  // "Someone says we still mention 2019 somewhere on the site and it makes us look old. Where is it?": where it is said
  [/^(?:someone|somebody|a\s+\w+|people|(?:a|one\s+of\s+our)\s+\w+s?)\s+(?:says?|said|told\s+(?:me|us)|tells?\s+(?:me|us)|noticed|pointed\s+out)(?:\s+that)?\s+we\s+(?:still\s+)?(?:mention|say|use|have|show)\s+(.+?)\s+somewhere(?:\s+on\s+(?:the|our)\s+(?:web)?site)?\b[^?]*?[.,;]?\s*(?:where\s+is\s+(?:it|that)|where|can\s+you\s+find\s+(?:it|that)|find\s+(?:it|that))\??$/i, "where do we mention $1"],
  // "The Blog link in the menu still goes to the old blog on our site. We only post on Substack now: https://…": point it there
  [/^(?:the\s+|our\s+)?([\w' &-]+?)\s+(?:link|menu\s+item|nav\s+item)\s+(?:in\s+(?:the|our)\s+(?:menu|nav(?:igation)?)\s+)?(?:still\s+)?(?:goes|points|links|leads|(?:takes|sends)\s+(?:people|you|visitors|customers))\s+to\s+[^\n]*?(https?:\/\/[^\s]+?)(?:[.!]?$|\s+and\s+(?:we|we've|we're|i|i've|people|customers|visitors)\b[^\n]*$)/i, "point the $1 link to $2"],
  // "Google still shows just 'Northwind Studio' as our title. It should say '…'"
  [/^google\s+(?:still\s+)?(?:shows|says|has|lists|displays)\s+(?:just\s+|only\s+)?.+?\s+as\s+(?:our|the)\s+(title|description)[.!]?\s+(?:it\s+|that\s+)?(?:should|needs\s+to|must)\s+(?:say|read|be)\s*:?\s*(.+)$/i, "set the site's SEO $1 to $2"],
  // "The Contact page's address is /contact, but the flyers we printed say /visit. It needs to be /visit."
  [/^(?:the\s+|our\s+)?([\w' -]+?)\s+page's\s+(?:address|url|slug|link|web\s+address)\s+is\s+\/?[\w-]+\b.*?\b(?:it|that)\s+(?:needs\s+to|should|has\s+to|must)\s+(?:be|become|change\s+to)\s+(\/?[\w-]+)[.!]?$/i, "change the slug of the $1 page to $2"],
  // "Image autumn-valley — the caption please change in 'Valley in October'": a German speaker's "change in" (to)
  [/^(?:the\s+)?(?:image|picture|photo)\s+([\w.-]+)\s*[—–:-]+\s*(?:the\s+)?(caption|alt\s+text|description)\s+(?:please\s+|pls\s+)?(?:change|set|make|put)\s+(?:in|to|into|on)\s+(\S.*)$/i, "set the $2 of $1 to $3"],
  // "Sarah from marketing says the Harbour Books testimonial is outdated and we should take it down for now": what she says to do, to it
  [
    /^(?:[A-Z][\w'-]*(?:\s+(?:from|in|at)\s+[\w-]+)?|(?:the\s+|our\s+)?(?:boss|client|owner|manager|team|marketing|sales))\s+(?:says?|said|thinks?|reckons?|told\s+(?:me|us))(?:\s+that)?\s+(the\s+[^,.;]+?)\s+(?:is|are|looks?|seems?)\s+[\w -]{1,30}?,?\s+(?:and|so)\s+(?:that\s+)?(?:we|you|i)\s+(?:should|need\s+to|must|ought\s+to|could|can)\s+([^.!?]*?\b(?:it|them)\b[^.!?]*)[.!]?$/,
    (_: string, thing: string, todo: string) => todo.replace(/\b(?:it|them)\b/i, thing),
  ],
  // "The About page needs a punchier SEO title. Make it: …"
  [/^(the\s+[\w' -]+?\s+(?:page|post))\s+needs\s+(?:a\s+|an\s+)?(?:(?:[\w-]+er|better|new|proper|different|fresh)\s+)?(seo\s+title|seo\s+description|meta\s+description|title|tagline|excerpt|summary)[.!]?\s+(?:make\s+it|it\s+should\s+(?:be|say|read)|change\s+it\s+to|use)\s*:?\s*(\S.*)$/i, "set the $2 of $1 to $3"],
  // "the welcome post has the orange sunrise picture at the top. Can it use the blue sea one instead?": its cover
  [/^(?:on\s+the\s+blog,?\s+)?(the\s+[\w' -]+?\s+post)\s+has\s+(?:the\s+|a\s+|an\s+)?[\w' -]+?\s+(?:picture|photo|image|pic)(?:\s+(?:at\s+the\s+top|as\s+(?:its|the)\s+cover|on\s+(?:it|top)))?[.,!]?\s+(?:can|could)\s+(?:it|we|you)\s+(?:use|have|get|show|take)\s+(?:the\s+)?([\w' -]+?)(?:\s+(?:one|picture|photo|image|pic))?\s+instead\??$/i, "change the cover of $1 to the $2 picture"],
  // "rm the draft one (greyline joinery)": the name in brackets is the one meant
  [
    /\bthe\s+(?:[\w-]+\s+){0,2}?(one|testimonial|entry|post|page|image|picture|photo|link|item)\s+\((?!(?:the|a|an|it|its|it's|we|which|that|because|since|not|no|see|i|you)\b)([\w'&.-]+(?:\s+[\w'&.-]+){0,3})\)/gi,
    (bracketed: string, noun: string, name: string) =>
      isRemark(name) || /^(?:still|not|being|wip|draft|old|new|live|hidden|currently|now|only|also|too|yet|please|pls|thanks|asap)\b/i.test(name) ? bracketed : /^one$/i.test(noun) ? `'${name}'` : `the ${noun} '${name}'`,
  ],
  // "publish the old one (the autumn post)": what the brackets call it
  [/\bthe\s+(?:[\w-]+\s+){0,2}?one\s+\((the\s+[\w' -]{2,40}?\s+(?:post|page|image|picture|photo|testimonial|link))\)/gi, "$1"],
  // "rename pg about → 'studio', slug /studio", "rename the About page to Studio and its address to /studio": the address too
  [
    /^(rename\s+(?:the\s+)?(?:page\s+)?([\w'-]+(?:\s+[\w'-]+){0,3}?)(?:\s+page)?\s+(?:to|as|→|->)\s+[^.!?\n]+?),?\s+(?:and\s+)?(?:with\s+)?(?:(?:the|its|it's|a)\s+)?(?:new\s+)?(?:slug|url|address|web\s+address|path)\s*(?:to\s+|=\s*|:\s*|as\s+|of\s+)?(\/?[\w-]+\/?)[.!]?$/i,
    (_: string, rename: string, page: string, slug: string) => `${rename} and change the slug of the ${page.replace(/^page\s+/i, "")} page to ${slug.replace(/^\/|\/$/g, "")}`,
  ],
  // "A guest says the Blog link in the menu is broken — where does it actually point?": the question, about what was reported
  [
    /^(?:a|an|one\s+of\s+(?:our|the)|our|the|some)?\s*(?:guests?|customers?|visitors?|clients?|users?|someone|somebody|people|parents?|members?|readers?)(?:\s+(?:in|from|at)\s+[\w-]+)?\s+(?:says?|said|told\s+(?:us|me)|tells?\s+(?:us|me)|reports?|reported|mentioned|complained|noticed)(?:\s+that)?\s+(the\s+[^—–?]+?)\s+(?:(?:is|are|was|were|seems?|looks?)\s+(?:broken|wrong|dead|down|not\s+working|off)|(?:doesn't|does\s+not|don't|do\s+not)\s+work|(?:takes?|sends?|brings?)\s+(?:them|people|me|us|visitors|you|him|her)\s+to\s+the\s+wrong\s+(?:place|page|site)|(?:goes|leads|points)\s+(?:to\s+)?(?:the\s+wrong\s+(?:place|page|site)|nowhere))\b[^?—–]*?(?:\s+[—–-]\s+|[.;,]\s+)(?:i\s+(?:need|want|would\s+like|'d\s+like)\s+to\s+know\s+|(?:can|could)\s+you\s+tell\s+me\s+|tell\s+me\s+)?((?:where|what|which|how)\b[^?]*?\bit\b.*)$/i,
    // ("… where it actually goes": where does it go)
    (_: string, thing: string, question: string) => question.replace(/^where\s+it\s+(?:actually\s+|really\s+)?(?:goes|points|leads|links)(?:\s+to)?\b/i, "where does it go").replace(/\bit\b/i, thing),
  ],
  // "Give the studio shot on About better alt text — something like 'X'": that text
  [/\bgive\s+(the\s+[^—–:"']*?\b(?:picture|photo|image|pic|shot|logo)\b[^—–:"']*?)\s+(?:a\s+)?(?:(?:better|new|proper|nicer|some|clearer)\s+)?(alt\s+text|caption|description)\s*(?:[—–:-]+\s*|,\s*)(?:something\s+like|like|e\.?g\.?|say)?\s*(?=["'])/gi, "set the $2 of $1 to "],
  // "Set it to: The headland, looking north (no full stop at the end, please).": the words exactly as typed
  [/:\s*([^"'“”‘’\n():]+?)\s*\((?:and\s+|but\s+)?(?:no|without(?:\s+a)?)\s+(?:full\s+stop|period|dot|punctuation)\b[^)]*\)[.!]?\s*$/i, ': "$1"'],
  // "Set it to: 'X'": the colon only introduces the words
  [/\b((?:set|change|make|turn)\s+(?:it|that|this)\s+(?:to|into))\s*:\s*(?=["'“‘])/gi, "$1 "],
  // "change it to exactly: 'X'": exactly those words
  [/\b(to|into)\s+(?:exactly|precisely|verbatim|word\s+for\s+word)\s*:?\s*(?=["'“‘])/gi, "$1 "],
  // "remove the gallery section the one with the pictures": the section is already named; the rest describes it
  [/\b(section|block)\s*,?\s+(?:the\s+one|which\s+is\s+the\s+one|i\s+mean\s+the\s+one)\s+(?:with|that\s+has|showing|that\s+shows)\s+(?:the\s+|all\s+the\s+)?(?:pictures?|photos?|images?|pics?|boxes|questions|quotes?|text|words)\b/gi, "$1"],
  // "the article 'X' ought to be withdrawn from public view": unpublished
  [/\b(be|is|are)\s+withdrawn\s+from\s+(?:public\s+view|(?:the\s+)?public|view|(?:the\s+)?(?:web\s*site|site|blog))\b/gi, "$1 unpublished"],
  // "… and it should then be published", "and that it then be published": then, of the same request
  [/\b(should|must|can|could|would|will|shall)\s+then\s+be\b/gi, "$1 be"],
  // "Might I ask that the article 'X' be given the tag 'Y', that its cover be …, and that it then be published?": each "that …" its own request
  [/^(?:(?:might|may|could|can)\s+)?(?:i|we)\s+(?:ask|request|suggest|propose)\s+that\s+((?:it|they|its\s+[\w-]+|their\s+[\w-]+|the\s+(?:(?!\b(?:be|should|must)\b)[^,;])+?))\s+(?:then\s+|also\s+)?be\s+(?=(?:given|published|unpublished|archived|deleted|removed|hidden|moved|renamed|changed|set|made|tagged|updated|the\s|an?\s|["'“‘]))/i, "$1 should be "],
  [/,\s+(?:and\s+)?that\s+((?:it|they|its\s+[\w-]+|their\s+[\w-]+|the\s+(?:(?!\b(?:be|should|must)\b)[^,;])+?))\s+(?:then\s+|also\s+)?be\s+(?=(?:given|published|unpublished|archived|deleted|removed|hidden|moved|renamed|changed|set|made|tagged|updated|the\s|an?\s|["'“‘]))/gi, ", and $1 should be "],
  // "the photograph studio-dusk.jpg": the file names the picture
  [/\b(?:the\s+)?(?:photo(?:graph)?|picture|image|pic|shot|file)\s+(?=[\w-]+\.(?:jpe?g|png|gif|webp)\b)/gi, ""],
  // "question: 'Q' — answer: 'A'": the answer belongs with its question
  [/(["'”’])\s*(?:[—–]|\s-)\s*(?=answer\s*:)/gi, "$1 "],
  // "Our news actually lives at https://… - point the link there": there is the address said
  [/(?<=^|[.!?]\s+)[^.!?\n]*?(https?:\/\/[^\s]+?)[.,;]?(?:\s+[-—–]\s+|[.;]\s+|,\s+|\s+(?:so|and)\s+)(?:please\s+|pls\s+|can\s+you\s+|could\s+you\s+)?(?:point|link|send)\s+(?:it|the\s+(?:link|button)|that(?:\s+(?:link|button))?|them)\s+(?:over\s+)?there\b/gi, "point it at $1"],
  // "the button on the page 'Home' that currently reads 'Get in touch'": the words are the button's, not the page's
  [/\bthe\s+(button|link|heading|headline|title|line|box|tile|question|answer|caption|text)\s+(?:on|of|in)\s+the\s+page\s+["'“‘]([^"'”’]+)["'”’]\s+(?:that|which)\s+(?:currently\s+|now\s+|presently\s+)?(?:reads|says|shows)\s+(["'“‘][^"'”’]+["'”’])/gi, "the $1 $3 on the $2 page"],
  // "the menu item currently reading 'Blog'", "the 'Company' field", "to read 'X'": the thing by its words, the field by its name, the new words
  [/\bthe\s+(menu\s+item|link|nav\s+item|button|heading|tile|box)\s+(?:currently\s+|presently\s+|now\s+)?(?:reading|saying|labell?ed|called|showing)\s+(?=["'“‘])/gi, "the $1 "],
  [/\bthe\s+["'“‘]([^"'”’]+)["'”’]\s+field\b/gi, "the $1"],
  [/\bthe\s+(?:label|name|title|text|wording)\s+of\s+the\s+(menu\s+item|link|nav\s+item)\s+(?=["'“‘])/gi, "the $1 "],
  [/\bthe\s+(testimonial|review|quote)\s+(?:titled|entitled|called|named|from)\s+(["'“‘][^"'”’]+["'”’])/gi, "the $2 $1"],
  [/\b((?:amend|change|alter|update|edit|correct|fix|set|rename)\b[^.!?]*?)\s+(?:so\s+as\s+|in\s+order\s+)?to\s+read\s*:?\s+(?=["'“‘])/gi, "$1 to "],
  // "the tagline should be our new motto, Learning together": the motto's words are the value
  [/\b(should\s+be|must\s+be|to|as)\s+(?:our|the)\s+(?:new\s+)?(?:motto|slogan|strapline|tagline|catchphrase|name)\s*(?:,|:|\s[—–-])\s*/gi, "$1 "],
  // "put a news post up called 'X'", "put up a page called …": a new one, made
  [/\bput\s+(?:up\s+)?an?\s+((?:new\s+)?(?:[\w-]+\s+)?(?:post|page|article))\s+(?:up\s+)?(called|titled|entitled|named)\b/gi, "create a $1 $2"],
  [/\bput\s+(?:up\s+)?an?\s+((?:new\s+)?(?:[\w-]+\s+)?(?:post|page|article))\s+(?:up\s+)?(?=["'“‘])/gi, "create a $1 called "],
  // "is the match day specials page live yet?? if not stick it up pls": published if it is not (publishing a live page changes nothing)
  [/\b(?:is|are)\s+(the\s+[^?]+?)\s+(?:live|published|up|online|on\s+the\s+(?:site|website))(?:\s+yet)?\s*\?*\s*(?:,\s*)?(?:and\s+)?if\s+not,?\s+(?:please\s+|pls\s+|can\s+you\s+|could\s+you\s+)?(?:stick|put|make|get|push|set)\s+(?:it|them)\s+(?:up|live|online|out)\b/gi, "publish $1"],
  [/\b(?:is|are)\s+(the\s+[^?]+?)\s+(?:live|published|up|online|on\s+the\s+(?:site|website))(?:\s+yet)?\s*\?*\s*(?:,\s*)?(?:and\s+)?if\s+not,?\s+(?:please\s+|pls\s+|can\s+you\s+|could\s+you\s+)?publish\s+(?:it|them)\b/gi, "publish $1"],
  // "what's the last thing we put up on the blog": the newest post
  [/(^|[.!?]\s+)(?:what|which)(?:'s|\s+is|\s+was)\s+the\s+(last|latest|newest|most\s+recent)\s+(?:thing|one|post|article)\s+(?:we|i|you)\s+(?:put\s+up|posted|published|wrote|added)(?:\s+(?:on|to)\s+(?:the\s+|our\s+)?blog)?(?=[?.!]*$)/gi, "$1what is the $2 post"],
  // "what social media links have we got on the site": the social links
  [/(^|[.!?]\s+)(?:what|which)\s+social(?:\s+media)?\s+(?:links|accounts|profiles|channels)\s+(?:have\s+we\s+got|do\s+we\s+have|are\s+there|are\s+on\s+the\s+(?:web)?site)(?:\s+on\s+the\s+(?:web)?site)?(?:\s+(?:at\s+the\s+(?:min|moment)|right\s+now|now|currently))?(?=[?.!]*$)/gi, "$1list the social links"],
  // "there's a review on the site from some harbour books crowd, can u take it down": the review from Harbour Books
  [/\bthere(?:'s|s|\s+is)\s+(?:a|an|this|one)\s+(review|testimonial|quote)\s+(?:on\s+(?:the|our)\s+(?:web)?site\s+)?(?:from|by)\s+(?:some\s+|the\s+|a\s+)?([\w'&-]+(?:\s+[\w'&-]+){0,3}?)(?:\s+(?:crowd|people|lot|folks|guys|place|lads))?(?=\s*(?:[,.;!?]|$|\s+(?:and|but|can|could|please)\b))/gi, "the $1 from $2 is on the site"],
  // "the description of the site for Google": the default SEO description
  [/\bthe\s+(?:(?:site'?s?|website'?s?)\s+description|description\s+of\s+the\s+(?:web)?site)\s+(?:for|on|in)\s+(?:google|search\s+engines|search\s+results)\b/gi, "the default SEO description"],
  // "please confirm the number of blog posts currently published, together with their titles": how many, listed
  [/\b(?:confirm|state|give\s+me|tell\s+me|report)\s+the\s+(?:total\s+)?number\s+of\s+/gi, "how many "],
  [/,?\s+(?:together|along)\s+with\s+their\s+(?:titles|names)\b/gi, ""],
  // "In the menu I want to put Contact before About": where the menu says it, put last
  [/(^|[.!?]\s+)(?:in|on)\s+the\s+(?:main\s+|top\s+)?(?:menu|nav|navigation|navbar)\s*,?\s+(?:(?:i|we)\s+(?:want|would\s+like|'d\s+like|need)\s+to\s+|please\s+)?(put|move|place|set)\s+(.+?)\s+(before|after|above|below|under|ahead\s+of|in\s+front\s+of)\s+([^.!?]+?)(?=\s*(?:[.!?]|$))/gi, "$1$2 $3 $4 $5 in the menu"],
  // "publish both pages": the two just named
  [/\b(publish|unpublish|delete|hide|archive)\s+both\s+(?:pages|posts|links)\b/gi, "$1 them"],
  // "a post called 'Seed Tatties Are In' — tell folk we've got …": what the new post says
  [/(\b(?:post|page|article)\s+(?:called|titled|named|entitled)\s+["'“‘][^"'”’]+["'”’])\s*(?:[—–:,]|\s-)\s*(?:(?:just\s+)?(?:tell|let)\s+(?:folk|folks|people|everyone|everybody|customers|readers|parents|them|visitors|the\s+\w+)\s+(?:know\s+)?(?:that\s+)?)(?=\S)/gi, "$1 saying "],
  // "put the Uniform page in the menu at the top, straight after About": in the menu, after About
  [/\b((?:put|add)\s+.+?\s+(?:in|into|to|on)\s+(?:the\s+)?(?:main\s+|top\s+)?(?:menu|nav|navigation|navbar))(?:\s+(?:at|along)\s+the\s+top)?,?\s+(?:straight|right|just|directly|immediately)\s+(after|before)\b/gi, "$1 $2"],
  // "the description thing for blind readers", "a description for screen readers": the alt text
  [/\b(?:the|a|an|any|some)\s+(?:(?:picture|photo|image)\s+)?description(?:\s+thing(?:y)?)?\s+for\s+(?:blind|screen[-\s]?readers?|the\s+visually\s+impaired|partially\s+sighted)(?:\s+(?:readers|people|folk|folks|visitors|users|kids|guests|customers|patients|members))?\b/gi, "an alt text"],
  [/\b(no|nae)\s+description(?:\s+thing(?:y)?)?\s+for\s+(?:blind|screen[-\s]?readers?|the\s+visually\s+impaired|partially\s+sighted)(?:\s+(?:readers|people|folk|folks|visitors|users|kids|guests|customers|patients|members))?\b/gi, "no alt text"],
  // "loads of old photos in the library. Which ones aren't actually used anywhere?": which of those pictures
  [/\b(photos|pictures|images|pics)\b([^?]*?[.!?]\s+)(?:which|what)\s+ones\s+(are(?:n't|\s+not)|is(?:n't|\s+not))\s+(?:actually\s+|really\s+)?(?=used\b)/gi, "$1$2which $1 $3 "],
  // "In the questions of the About page, add one more. Question: '…' Answer: '…'": one more question in that FAQ
  [/\bin\s+the\s+(?:questions|faqs?|q&as?|questions\s+and\s+answers)\s+(?:of|on|in)\s+the\s+([\w'-]+(?:\s+[\w'-]+)?)\s+page,?\s+add\s+(?:one\s+more|another)(?:\s+(?:one|question))?\s*[.:]\s*(?:question\s*:\s*)?/gi, "add one more question to the FAQ on the $1 page: "],
  // "retire the photo of the sea from the gallery": a Portuguese speaker's "remove" (retirar)
  [/\bretire\s+((?:the|this|that|a|an)\s+(?:[\w-]+\s+){0,3}?(?:photo|picture|image|pic|section|link|button|question)s?(?:\s+of\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?)?)\s+from\b/gi, "remove $1 from"],
  // "need a new page 'X' …", "we want a new post called …": one made
  [/(^|[.!?]\s+)(?:(?:i|we)\s+)?(?:need|want|would\s+like|'d\s+like)\s+(an?\s+(?:new\s+)?(?:[\w-]+\s+)?(?:page|post|article)\s+(?=["'“‘]|called\b|titled\b|named\b))/gi, "$1create $2"],
  // "need a new page 'Opening Hours' pls - mon to fri 8am-7pm, sat 9-1, sun closed.": the words after the dash are what it says, up to the next request
  [/(\b(?:new|create|make|add|need|want|write|start)\b[^.!?\n"“]*?\b(?:post|page|article)\b[^.!?\n"'“‘]*?(?:"[^"\n]+"|“[^”\n]+”|'[^'\n]+'|‘[^’\n]+’))(?:\s+(?:pls|please|plz|thx|thanks))?\s+[-–—:]\s+(?!["'“‘])(?!(?:tag|use|put|add|make|publish|set|keep|leave|just|and|then|with|please|pls|link|a\s+(?:bit|line|short)|some\s+text|text|body|title|heading)\b)(?![^"“”\n.!?]*\b(?:tag\s+it|publish\s+it|as\s+(?:the\s+|its\s+)?cover|(?:in|to)\s+the\s+menu|keep\s+it|leave\s+it)\b)((?:(?![.!?]\s+(?:tag|publish|add|put|make|set|link|dont|don't|do\s+not|and|then|also|please|pls|can|could|leave|keep|save)\b)[^"“”\n])+?)(?=[.!?]\s+(?:tag|publish|add|put|make|set|link|dont|don't|do\s+not|and|then|also|please|pls|can|could|leave|keep|save)\b|[.!?]*\s*$)/gi, '$1 saying "$2"'],
  // "What stands in the menu?": a Danish speaker's "what is in"
  [/(^|[.!?]\s+)what\s+stands\s+(in|on)\s+/gi, "$1what is $2 "],
  // "what hours does the contact page say we're open": the hours on that page
  [/(^|[.!?]\s+)(?:and\s+)?what\s+(hours|opening\s+hours|times|opening\s+times|phone\s+number|email(?:\s+address)?|address|prices?)\s+(?:does|do)\s+(?:it|the\s+([\w'-]+(?:\s+[\w'-]+)?)\s+page)\s+(?:say|give|show|list)\b[^.!?]*/gi, (_: string, start: string, value: string, page?: string) => `${start}what are the ${value} on ${page ? `the ${page} page` : "it"}`],
  // "Find every place on our pages where the word 'calm' appears", "search the blog for the word sketch and tell me which post its in": a search
  [/(^|[.!?]\s+)(?:find|show|list|tell)\s+(?:me\s+)?(?:every|each|all(?:\s+the)?|any)\s+(?:places?|spots?|pages?|posts?)\s+(?:on\s+(?:our|the)\s+(?:pages|site|website|blog)\s+)?where\s+(?:the\s+(?:word|phrase|text|words)\s+)?("[^"]+"|“[^”]+”|'[^']+'|[\w-]+)\s+(?:appears|is\s+used|comes\s+up|shows\s+up|is\s+mentioned)\b(?:,?\s+and\s+quote\s+(?:each|every|the)\s+(?:sentence|line|bit)s?\b[^.!?]*)?/gi, "$1search for $2"],
  [/(^|[.!?]\s+)search\s+(?:the\s+|our\s+)?(?:blog|site|website|posts|pages)\s+for\s+(?:the\s+(?:word|phrase|words)\s+)?(.+?)\s+and\s+tell\s+me\s+(?:which|what|where)\b[^.!?]*/gi, "$1search for $2"],
  // "put it back to draft": taken off the site, kept as a draft
  [/\b(?:put|set|turn|change|make|move)\s+(it|this|that|them|the\s+[^.!?,]+?)\s+back\s+(?:to|into|in|as)\s+(?:a\s+)?drafts?\b/gi, "unpublish $1"],
  // "change the tag line two handmade websites": dictation's "two" for "to"
  [/\b(change|set|update|make)\s+(the\s+(?:tag\s*line|tagline|slogan|site\s+name|title|heading|headline|caption|alt\s+text|excerpt)(?:\s+(?:of|on|for)\s+(?:the\s+)?[\w'-]+(?:\s+[\w'-]+){0,3}?)?)\s+(?:two|too)\s+(?!(?:of|or|and|more|new|other|pages|posts|images|pictures|photos|links|sections|boxes|buttons|items|lines|words|sentences)\b)(?=\S)/gi, "$1 $2 to "],
  // "alt text: atrium.jpg = glass roof from below; stair.jpg = oak stair": each file's words, set
  [/^(alt(?:\s+te?xt)?|captions?)\s*[:—–]\s*((?:[\w-]+\.(?:jpe?g|png|gif|webp)\s*(?:=|:|→|->)\s*[^;"'“‘]+;\s*)+[\w-]+\.(?:jpe?g|png|gif|webp)\s*(?:=|:|→|->)\s*[^;"'“‘]+?)[.!]*$/i, (_: string, field: string, list: string) =>
    list.split(/\s*;\s*/).map((pair) => pair.replace(/^([\w-]+\.\w+)\s*(?:=|:|→|->)\s*(.+)$/, (__, file: string, words: string) => `set the ${/^alt/i.test(field) ? "alt text" : "caption"} of ${file} to "${words.trim()}"`)).join("; ")],
  // "new pg 'projects', hero heading 'selected work'": what the new page holds, after a comma
  [/(\b(?:new|create|make|add)\b[^.!?\n]*?\bpage\s+(?:(?:called|titled|named)\s+)?["'“‘][^"'”’]+["'”’]),\s+(?=(?:an?\s+)?(?:hero|text|faq|gallery|cta|call\s+to\s+action|features?|image(?:\s+and\s+text)?)\s+(?:section\s+)?(?:heading|title|text|body|saying|that\s+says|with)\b)/gi, "$1 with a "],
  // "- add to nav after about" under a new page: it, added
  [/(^|[.;]\s+)add\s+to\s+(?:the\s+)?(nav|menu|navigation)\b(?=\s*(?:$|[.;,]|(?:after|before|under|below|at)\b))/gim, "$1add it to the $2"],
  // "the following kind words from Margaret Ellis be added to the website as a testimonial and shown straight away: '…'"
  [/(^|[.!?]\s+)(?:it\s+was\s+(?:agreed|decided|resolved)\s+(?:that\s+)?)?(?:the\s+following\s+)?(?:kind\s+|lovely\s+|nice\s+)?(?:words|comments?|feedback|note)\s+from\s+(.+?)\s+(?:be|should\s+be|are\s+to\s+be)\s+added\s+(?:to\s+(?:the|our)\s+(?:web)?site\s+)?as\s+an?\s+testimonial(\s+and\s+(?:be\s+)?(?:shown|published|made\s+live|put\s+live)(?:\s+(?:straight|right)\s+away|\s+at\s+once|\s+immediately)?)?\s*:\s*("[^"]+"|“[^”]+”|'[^']+'|‘[^’]+’)/gi, (_: string, start: string, who: string, live: string | undefined, words: string) => `${start}add a testimonial from ${who}: ${words}${live ? ", and put it live" : ""}`],
  // "in the manu rename blog two news": dictation's "two" for "to"
  [/\b(rename|retitle|relabel)\s+([^.!?"'“‘]{1,40}?)\s+(?:two|too)\s+(?=\S)/gi, "$1 $2 to "],
  // "nav: contact → 1st"
  [/(^|[.;]\s+)(?:nav|menu)\s*:\s*([\w' &-]+?)\s*(?:→|->|=>|\bto\b)\s*(?:the\s+)?(1st|first|last|top|end|front|start)\b(?:\s+(?:place|position|spot))?/gim, "$1move $2 $3 in the menu"],
  // "Let it come after About"
  [/(^|[.!?]\s+)let\s+(it|them|that)\s+(?:come|go|sit|be|stand)\s+(?=(?:after|before|under|below|right\s+after|just\s+after)\b)/gi, "$1put $2 "],
  // "(It was agreed that) a menu link 'Join the choir' be added, pointing to …"
  [/(^|[.!?]\s+)(?:it\s+was\s+(?:agreed|decided|resolved)\s+(?:that\s+)?)?an?\s+(?:new\s+)?(?:menu\s+|nav\s+)?(link|item)\s+("[^"]+"|'[^']+'|“[^”]+”|‘[^’]+’)\s+(?:be|should\s+be)\s+added(?:\s+to\s+the\s+(?:menu|nav(?:igation)?))?,?\s*/gi, "$1add a menu $2 $3 "],
  // "autumn post excerpt → 'palettes for q4' body stays", "tags architecture + heritage. body tbc": a developer's shorthand
  [/(^|[.;]\s+)(?:the\s+)?([\w'-]+(?:\s+[\w'-]+)?\s+post)\s+(excerpt|title|slug|cover)\s*(?:→|->|=>|=|:)\s*("[^"]+"|'[^']+'|“[^”]+”|‘[^’]+’)(?:\s*,?\s+(?:the\s+)?(?:body|text|rest)\s+stays?(?:\s+(?:the\s+same|as\s+(?:it\s+)?is))?)?/gi, "$1change the $3 of the $2 to $4"],
  [/(^|[.;]\s+)tags?\s*:?\s+(?!(?:it|them|the|this|that|on|of|for)\b)([\w-]+(?:\s*(?:,|\band\b|\+)\s*[\w-]+)*)\s*(?=[.;]|$)/gi, "$1tag it $2"],
  [/(^|[.;]\s+)(?:the\s+)?(?:body|text|copy|content)\s+(?:tbc|tbd|to\s+follow|later|coming\s+later)\s*(?=[.;]|$)/gi, "$1"],
  // "kennel-run.jpg - alt text 'A' and caption 'B'": both fields of the file named first
  [/^([\w-]+\.(?:jpe?g|png|gif|webp))\s*[-—–:]+\s*(alt\s+text|alt|caption)\s+("[^"]+"|'[^']+'),?\s+(?:and|plus|&)\s+(?:the\s+|a\s+)?(caption|alt\s+text|alt)\s+(?=["'])/i, "give $1 the $2 $3 and the $4 "],
  // "the 'Blog' link ought really to say 'News'": it should
  [/\bought\s+(?:really\s+|perhaps\s+|probably\s+|surely\s+)?to\s+(?=(?:say|read|be|go|show|point|link)\b)/gi, "should "],
  // "park it right before Contact": put it there
  [/\bpark\s+(?=(?:it|them|that|this)\s+(?:right\s+|just\s+|directly\s+)?(?:before|after|under|next\s+to|at)\b)/gi, "put "],
  // "add instagram to the menu, its https://…": the address said after it
  [/,?\s+(?:it's|its|it\s+is|the\s+(?:link|address|url)\s+is)\s+(?=https?:\/\/\S)/gi, " "],
  // "… ought to have a caption — 'The bay at low tide' would do nicely": the words offered are the value
  [/\b(ought\s+to|should|needs?\s+to|must)\s+have\s+(?:a|an)\s+(caption|alt\s+text|description|excerpt|subheading|title|heading)\s*(?:[—–:-]+|,)\s*("[^"]+"|'[^']+')(?:\s+(?:would\s+(?:do|be|work)(?:\s+(?:nicely|fine|well|perfectly|great))?|is\s+(?:fine|good)|perhaps|maybe))?/gi, "$1 have the $2 $3"],
  // "on the About page: 1) …, 2) …, 3) …": a list written on one line, each item its own request
  [/(:\s*|^)\(?1\)\s+(?=.*[\s,;]\(?2\)\s)/g, "$1"],
  [/[,;]?\s+\(?[2-9]\)\s+(?=\S)/g, "; "],
  // "A lovely customer, Mrs Ellen Hart of Hart & Sons, wrote to say: '…' May we add her kind words to our testimonials?"
  // "We've had a lovely letter from Mrs Joan Pike of Pike & Daughters, who wrote: '…' I wonder whether you might add it to the testimonials?"
  [/^(?:(?:we(?:'ve|\s+have)|i(?:'ve|\s+have))\s+(?:had|got|received)\s+(?:a\s+|an\s+)?(?:(?:lovely|kind|nice|wonderful|glowing)\s+)*(?:letter|email|note|message|review|card)\s+from\s+|an?\s+(?:(?:lovely|happy|kind|regular|long-?standing|new)\s+)*(?:customer|client)\s*,?\s+)?([A-Z][^,:]+?),?\s+(?:who\s+)?(?:wrote|emailed|said|sent\s+(?:us|me)|messaged)(?:\s+(?:in|to\s+(?:us|me)))?(?:\s+to\s+say)?(?:\s+this)?\s*:?\s+("[^"]+"|'[^']+')[.!]?\s+(?:(?:i\s+wonder\s+(?:whether|if)\s+)?(?:you|we)\s+(?:might|could|can|may)|(?:may|can|could|would)\s+(?:we|you|i))\s+(?:please\s+)?(?:add|put|use|include)\s+(?:it|that|this|her|his|their|these|those|the)(?:\s+(?:kind\s+|lovely\s+)?(?:words|quote|review|comment|message|letter))?\s+(?:to|in|on|as|among)\s+(?:our\s+|the\s+|a\s+)?testimonials?\b/i, "add a testimonial from $1: $2"],
  // "add testimonial form dan at greenway bikes": a slip for "from"
  [/\b(testimonial|quote|review)\s+form\s+(?=[a-z]+(?:\s+[a-z]+)?\s+(?:at|of|from)\b|[A-Z])/gi, "$1 from "],
  // "In the testimonial from Priya Shah the company is wrong, it must be '…'"
  [/\bin\s+the\s+(testimonial|review|quote)\s+(from|by|of)\s+(.+?),?\s+the\s+(company|author|quote|name)\s+is\s+(?:wrong|incorrect|not\s+right|outdated)[,.;]?\s+it\s+(?:must|should|needs\s+to|has\s+to)\s+(?:be|say|read)\s+/gi, "change the $4 of the $1 $2 $3 to "],
  // "I keep hearing we have a quote about orders doubling, but nobody here knows who actually said it"
  [/^(?:i\s+keep\s+hearing\s+|apparently\s+|i'm\s+told\s+)?(?:that\s+)?(?:we\s+have|there's|there\s+is)\s+(?:a|an)\s+(?:quote|testimonial|review)\s+about\s+(.+?),?\s+but\s+(?:nobody|no\s+one|none\s+of\s+us)(?:\s+here)?\s+(?:knows|remembers)\s+who\s+(?:actually\s+)?(?:said|wrote|gave)\s+it[.!]?$/i, "who said the thing about $1"],

  // "Google still shows 'X' as our description. It needs to mention Leeds: 'Y'": the default search description becomes Y
  [/\b(?:google|search\s+engines?|the\s+search\s+results?)\s+(?:still\s+)?(?:shows?|displays?|says|lists?)\s+("[^"]+"|'[^']+')\s+as\s+(?:our|the)\s+(?:site's\s+|website's\s+)?description[.!,]?\s+(?:but\s+)?it\s+(?:needs\s+to|should|must|ought\s+to)\s+(?:mention|say|include|read|be)\b[^:"']*:?\s*(?=["'])/gi, "change the default seo description to "],
  // "make the accent #e4572e and the primary #22372f": a second colour is a second change
  [/\s+and\s+(?:the\s+)?(accent|primary|background)(\s+colou?r)?\s+(?:to\s+)?(#[0-9a-f]{6}|#[0-9a-f]{3})\b/gi, " and set the $1$2 to $3"],
  // "darken the primary to #22372f", "lighten the background to #fafafa": a colour set to a code
  [/\b(?:darken|lighten|brighten|soften|warm\s+up|cool\s+down|deepen|mute)\s+(the\s+(?:accent|primary|background|brand)(?:\s+colou?r)?)\s+(?:to|into)\s+(?=#[0-9a-f]{3})/gi, "change $1 to "],
  // "a punchier orange-red — #e4572e — and …": a colour code set off by dashes is the colour's own
  [/\s+[—–-]+\s+(#[0-9a-f]{6}|#[0-9a-f]{3})\s+[—–-]+\s+/gi, " $1 "],
  // "On the start page the title 'What we do', change it in 'Our services'": the words named, then what they become
  [/(^|[.!?;]\s+|,\s+and\s+)((?:on|in)\s+(?:the\s+)?[\w'-]+(?:\s+[\w'-]+)?\s+page,?\s+)?the\s+(title|heading|headline|button|box|link|question|caption)\s+("[^"]+"|'[^']+'),?\s+(?:change|make|set|turn|rename)\s+it\s+(?:in|to|into)?\s*(?=["'])/gi, "$1$2change the $3 $4 to "],
  // "To the autumn draft, could you kindly add …": the asking in the middle of the request
  [/,\s+(?:could|can|would|will)\s+you\s+(?:please\s+|kindly\s+|possibly\s+)*(?=(?:add|change|put|make|remove|delete|set|update|publish|move|rename|replace|swap|use)\b)/gi, ", "],
  // "Change the order in the menu please: Blog must come before About.": the order asked for, in the menu
  [/^(?:please\s+)?(?:change|fix|update|sort|rearrange)\s+(?:the\s+)?order\s+(?:of|in|on)\s+(?:the\s+|our\s+)?(?:menu|nav|navigation)(?:\s+(?:please|pls))?\s*:\s*([^.!?]+)[.!]?$/i, "$1 in the menu"],
  // "And while you are at it, might the 'Contact' link read …": another request, with no words of its own before it
  [/\b(?:and\s+)?(?:while\s+you(?:'re|\s+are)\s+at\s+it|whilst\s+you(?:'re|\s+are)\s+(?:at\s+it|there)|when\s+you\s+get\s+a\s+(?:sec|second|moment|minute)|if\s+you\s+get\s+a\s+(?:sec|second|moment|minute))\s*,?\s*/gi, ""],
  // "Before I make any changes, could you kindly read me …": why they ask, before the asking
  [/(^|[.!?]\s+)(?:before|while|since|because|as)\s+(?:i|we)\s+[^,.!?]{3,60},\s+(?=(?:could|can|would|will|please|kindly|might)\b)/gi, "$1"],
  // "Would it be possible for the link to read 'Journal' instead": the link should read it
  [/^(?:would|could|will|is)\s+it\s+(?:be\s+)?(?:possible|ok(?:ay)?|alright)\s+for\s+(.+?)\s+to\s+(read|say|be|show|go|link|point)\s+/i, "$1 should $2 "],
  // "the About link … should go to the new Our Team page instead": where it goes, said plainly
  [/\b((?:go|point|link|lead|take\s+people)\s+to\s+(?:the\s+)?)new\s+(?=\S+(?:\s+\S+)?\s+page\b)/i, "$1"],
  [/\b((?:go|goes|point|points|link|links|lead|leads)\s+to\s+\S[^.!?;]*?)\s+instead(?=[.!?;]|$)/gi, "$1"],
  // "They want the accent colour to be a dark teal, #1f6f6a": what someone else wants is the change
  [/^(?:they|he|she|the\s+(?:client|customer|boss|owner|manager)|my\s+(?:dad|mum|mom|boss|client|manager))\s+(?:want|wants|would\s+like|'d\s+like)\s+(the\s+.+?)\s+to\s+(?:be|say|read)\s+(?=\S)/i, "change $1 to "],
  // "add a tag called tips to …": the tag is its name
  [/\b(add|put)\s+(?:a|the)\s+(?:new\s+)?tag\s+(?:called|named)\s+/gi, "$1 the tag "],
  // "Everything that's waiting can go live today — except the autumn post, that one isn't ready": all but what is named
  [new RegExp(String.raw`(^|[.!?]\s+)(?:(?:would|could|can|will)\s+you\s+(?:please\s+)?|please\s+)?(?:(?:publish|ship|release)\s+${EVERYTHING_WAITING}|${EVERYTHING_WAITING}\s+(?:(?:can|may|should|must|is\s+ready\s+to)\s+go|goes|go)\s+(?:live|out|up)|(?:put|push|make|get|send|set)\s+${EVERYTHING_WAITING}\s+(?:live|out|up|online))(?:\s+for\s+(?:me|us))?(?:\s+(?:today|now|tonight))?\s*[,;—–-]?\s*(?:all\s+|everything\s+)?(?:except(?:\s+for)?|apart\s+from|other\s+than|but\s+not|save\s+for)\s+([^.!?]+?)(?:\s*[,;—–-]\s*(?:that|it|this|which)(?:\s+one)?\s+(?:isn't|is\s+not|'s\s+not|still\s+needs|needs)\b[^.!?]*|,\s+(?:which|as|because|since)\b[^.!?]*)?(?=[.!?]|$)`, "i"), "$1publish everything except $2"],
  // "the word 'Blog' at the top of our website", "the 'Blog' link at the top of the website": a menu link
  [/\b(?:the\s+)?(?:(?:word|link|item|tab)\s+(["'][^"']+["'])|(["'][^"']+["'])\s+(?:word|link|item|tab))\s+(?:at|along|across|in)\s+the\s+(?:very\s+)?top\s+of\s+(?:our|the)\s+(?:web\s*)?site\b/gi, "the $1$2 link in the menu"],
  // "the little line under our name — the tagline, I believe my nephew called it — should read …": an aside between dashes
  // "the photograph of our old office front door — old-office-front.jpg, I believe — from before the move": the file it is
  [/\s+[—–]\s+([\w-]+\.(?:jpe?g|png|gif|webp|avif|svg)),?\s+(?:i\s+(?:believe|think)|if\s+i\s+(?:remember|recall))[^—–.!?]{0,40}?\s+[—–]\s+/gi, " ($1) "],
  [/\s+[—–]\s+[^—–.!?]{0,80}?\b(?:i\s+(?:believe|think|gather|reckon|guess)|called\s+it|calls\s+it|if\s+i\s+(?:remember|recall)(?:\s+rightly)?|i'm\s+told)\b[^—–.!?]{0,60}?\s+[—–]\s+/gi, " "],
  // "Punch up the Maple Bakery testimonial — swap the quote for: 'X'": the field is the thing's
  [/^(?:punch\s+up|refresh|freshen\s+up|polish|tweak|improve|update|jazz\s+up|spice\s+up)\s+(the\s+[^—–:.]+?)\s*(?:[—–:]|\s-\s)\s*(swap|change|replace|set|make|update)\s+(?:the|its)\s+(quote|heading|headline|subhead(?:ing)?|button(?:\s+label)?|caption|alt\s+text|excerpt|title|wording|author|company)\b/i, "$2 the $3 of $1"],
  // "make it's blurb 'X'": its
  [/\bit's\s+(?=(?:blurb|description|text|title|heading|caption|alt|label|link|url|body|excerpt|cover|tags?|name|address|summary|answer|question)\b)/gi, "its "],
  // "The three boxes on the homepage — I can't remember what they say": what they say
  [/^(the\s+[^—–]+?)\s*[—–-]+\s*(?:i\s+)?(?:can't|cannot|can\s+not|don't|do\s+not)\s+remember\s+what\s+(?:they|it)\s+says?\b.*$/i, "what do $1 say"],
  // "What's our site name and accent colour again?": two settings asked at once
  [/(^|[.!?]\s+)(what(?:'s|\s+is|\s+are))\s+((?:the\s+|our\s+)?(?:site\s+name|tagline|slogan|(?:accent|primary|background|text)\s+colou?r|seo\s+title|seo\s+description))\s+and\s+(?:the\s+|our\s+)?((?:site\s+name|tagline|slogan|(?:accent|primary|background|text)\s+colou?r|seo\s+title|seo\s+description))(?:\s+again)?(?=[?.!]|$)/gi, "$1$2 $3 and what's the $4"],
  // "phone # on /contact? + who's quoted …": the number sign, and "+" between two questions
  [/\b(phone|tel|telephone)\s*#/gi, "$1 number"],
  [/\?\s+\+\s+/g, "? "],
  // "phone number on /contact?": what it is
  [/(^|[.!?]\s+)((?:the\s+)?(?:phone|telephone)\s+number|(?:the\s+)?e-?mail(?:\s+address)?|(?:the\s+)?opening\s+hours)\s+(on|of)\s+/gi, "$1what's $2 $3 "],
  // "who's quoted in the maple bakery testimonial?": who said it
  [/(^|[.!?]\s+)who(?:'s|\s+is)\s+quoted\s+(?:in|on|by)\s+(?:the\s+)?/gi, "$1who wrote the "],
  // "those customer comments": the testimonials
  [/\b(?:(?:those|the|our)\s+)?(?:customer|client)\s+(?:comments|reviews|quotes|feedback)\b/gi, "the testimonials"],
  // "whether there are any of the testimonials that we have written out but not yet put up on the website": the ones not live
  [/\b(?:whether|if)\s+there\s+are\s+any\s+(?:of\s+)?the\s+testimonials\s+(?:that|which)\s+[^.?!]*?\bnot\s+(?:yet\s+)?(?:been\s+)?(?:put\s+up|put\s+live|published|live|shown|on)\b[^.?!]*/gi, "which testimonials are not published"],
  // "the big button above the fold": the hero's button
  [/\b(?:the\s+)?(?:big\s+|main\s+)?button\s+above\s+the\s+fold\b/gi, "the hero button"],
  // "the list of questions on our About page": its FAQ
  [/\bthe\s+list\s+of\s+(?:questions|faqs?)(?:\s+and\s+answers)?\s+on\s+/gi, "the FAQ on "],
  // "missing the little descriptions for blind visitors", "described for screen readers": alt text
  [/\bmissing\s+(?:the\s+|their\s+|a\s+)?(?:little\s+)?descriptions?\s+for\s+(?:blind|visually\s+impaired|partially\s+sighted)\s+(?:visitors|people|readers|users)\b/gi, "missing alt text"],
  [/^(?:are|is)\s+all\s+(?:of\s+)?(?:our|the)\s+(?:pictures|images|photos)\s+(?:described|labell?ed)(?:\s+(?:for|to)\s+(?:screen\s*readers|blind\s+\w+))?\??$/i, "which images are missing alt text"],
  // "the name of the site": the site name
  [/\bthe\s+name\s+of\s+(?:the|our)\s+(?:web\s*)?site\b/gi, "the site name"],
  // "put the Catering page live but leave Events for now": the request, then what is left alone
  // (never "publish everything but not Results": that is everything else, read by the rules)
  [/^((?:put|make|set|get|push)\s+(?!(?:everything|all|every|it|them|the\s+(?:rest|lot))\b).+?\s+live|publish\s+(?!(?:everything|all|every|it|them|the\s+(?:rest|lot))\b).+?),?\s+but\s+(?:leave|not|skip|hold\s+back)\s+(.+?)(?:\s+(?:for\s+now|alone|as\s+(?:it\s+is|a\s+draft)))?(?:,.*)?$/i, "$1"],
  // "send people to the blog": where a button or link goes
  [/(^|[.!?;]\s+|\s+and\s+)send\s+(?:people|visitors|them|users|folks|customers|everyone)\s+to\s+/gi, "$1make it go to "],
  // "A customer asked who gave us the Harbour Books quote": the question someone else asked
  [/^(?:someone|somebody|a\s+caller|(?:a|one\s+of\s+our|our|my|the)\s+(?:customer|client|visitor|friend|colleague|boss|manager|reader|member|caller)s?)(?:\s+on\s+the\s+(?:phone|line))?\s+(?:asked|asks|wants\s+to\s+know|wanted\s+to\s+know|is\s+asking|was\s+asking)(?:\s+(?:me|us))?\s+(?=(?:who|what|which|where|whether|if|how|when)\b)/i, ""],
  // "nav: add `Shop` -> https://… after Blog": a new link to an address, then its place in the menu
  [/^((?:(?:nav|menu)\s*:\s*)?add\s+\S.*?https?:\/\/\S+?(?:\s+(?:to|in|on|into)\s+(?:the\s+)?(?:main\s+|top\s+)?(?:menu|nav|navigation))?),?\s+(?:right\s+|just\s+|directly\s+)?(after|before)\s+(?:the\s+)?([\w'’-]+(?:\s+[\w'’-]+)?)(?:\s+(?:link|item|one))?[.!]*$/i, "$1, then move it $2 $3"],
  // "The autumn post's title is too long … Shorten it to 'Autumn colours'": a shorter title is a new one
  [/(?<=\btitle\b[\s\S]*[.!?;]\s+)(?:shorten|trim|cut\s+down)\s+it\s+to\s+(?=\S)/gi, "rename it to "],
  // "the name at the top": the site's name
  [/\bthe\s+(?:big\s+|site\s+)?name\s+(?:at|along|across)\s+the\s+(?:very\s+)?top(?:\s+of\s+(?:the|our|every)\s+(?:web)?(?:site|page))?\b/gi, "the site name"],
  // "the little line that sits beneath our name at the top of the website", "our motto": the tagline
  [/\bthe\s+(?:little\s+|small\s+|short\s+)?(?:line|sentence|text|words|bit)(?:\s+of\s+(?:words|text))?\s+(?:(?:that|which)\s+(?:sits|is|appears)\s+|just\s+)?(?:beneath|under|underneath|below)\s+(?:our|the)\s+(?:site(?:'s)?\s+|company\s+|business\s+)?name(?:\s+(?:at|in)\s+the\s+top(?:\s+of\s+(?:the|our)\s+(?:web)?site)?)?/gi, "the tagline"],
  [/\b(?:the|our)\s+(?:little\s+)?(?:motto|strapline)\b/gi, "the tagline"],
  // "the small summary text (the excerpt)": the word in brackets names the field
  [/\bthe\s+(?:[\w-]+\s+){0,3}?[\w-]+\s+\((?:the\s+|i\.?e\.?,?\s+|aka\s+)?(excerpt|tagline|alt\s+text|caption|slug|seo\s+title|seo\s+description|subheading|heading|title)\)/gi, "the $1"],
  // "no description for blind people", "the description read aloud for our picture": the alt text
  [/\b(has|have|got)\s+no\s+(?:description|text)\s+(?:(?:that|which)\s+is\s+)?(?:read\s+(?:aloud|out)\s+)?for\s+(?:the\s+)?(?:blind|visually\s+impaired|partially\s+sighted|screen\s+readers?)(?:\s+(?:people|users|visitors|readers))?\b/gi, "$1 no alt text"],
  [/\bthe\s+description\s+(?:(?:that|which)\s+is\s+)?read\s+(?:aloud|out)\s+(?:for|of|with)\b/gi, "the alt text of"],
  // "The page Contact, I want that …": the Contact page
  [/\b([Tt]he|[Oo]ur)\s+(page|post)\s+([A-Z][\w-]*)(?=\s*[,.;:!?]|$)/g, "$1 $3 $2"],
  // "the post of welcome", "the page of contact": a non-native speaker's order
  [/\bthe\s+(post|page|article)\s+of\s+(?!the\b|our\b|a\b|an\b|my\b|this\b|that\b)([a-z][\w-]*)\b/gi, "the $2 $1"],
];
/** The whole message with dialect words and editors' turns of phrase read as the rules know them. */
/** A rewrite: the words in place, or built from what the pattern caught. */
type Rewrite = [RegExp, string | ((found: string, ...groups: string[]) => string)];
const rewrite = (text: string, [pattern, replacement]: Rewrite) => (typeof replacement === "string" ? text.replace(pattern, replacement) : text.replace(pattern, replacement));
const applied = (rules: Rewrite[]) => (text: string) => outsideQuotes(text, (words) => rules.reduce(rewrite, words));
/** Dialect words, read before spelling is corrected; the whole message's turns of phrase, after. */
export const fromDialect = applied(DIALECT);
export const reworded = applied(WHOLE_MESSAGE);

/**
 * "For the testimonial of Willow Yoga: the author is not Jess Park, is Jessica Park, and the company
 * is Willow Yoga Studio": each field said after the testimonial is named is that testimonial's.
 */
export function testimonialFields(text: string): string {
  const lead = /^(?:for|on|about|regarding)\s+the\s+(?:testimonial|review|quote)\s+(?:of|from|by)\s+([^:]+?)\s*:\s*(.+)$/i.exec(text) ?? /^(?:for|on|about|regarding)\s+the\s+([^:]+?)\s+(?:testimonial|review)\s*:\s*(.+)$/i.exec(text);
  if (!lead) return text;
  const fields = lead[2].replace(/\b(?:the\s+)?(author|company|quote)\s+(?:is|should\s+be|must\s+be)\s+(?:not\s+[^,]+,\s+(?:but\s+|it's\s+|is\s+)?)?/gi, (_, field: string) => `change the ${field} of the ${lead[1]} testimonial to `);
  return fields === lead[2] ? text : fields;
}

/** "menu order should be: Blog first, then Home, About, Contact": an order said with "first, then" is one list, not two requests. */
export const listedOrder = (text: string) => (/\border\b/i.test(text) ? text.replace(/\b([\w'-]+)\s+first,?\s+then\s+/gi, "$1, ") : text);

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
  // "Tuck Case Studies under About in the nav as a dropdown item": put there
  [/^tuck\s+(.+?)\s+(under|beneath|below|into|in)\s+/i, "put $1 $2 "],
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
  // "the autumn post should carry the tag 'colour' as well as the ones it has already": tag it so
  [/^(the\s+.+?\s+(?:post|article))\s+(?:should|must|needs\s+to|ought\s+to)\s+(?:carry|have|get|bear|also\s+have)\s+(?:the\s+)?tags?\s+(.+?)(?:,?\s+(?:as\s+well\s+as|on\s+top\s+of|in\s+addition\s+to|besides)\s+.+|\s+too|\s+as\s+well)?$/i, "tag $1 with $2"],
  // "move it to the end, after Contact": the end is after the last one
  [/\bto\s+the\s+(end|bottom|back|start|front|top)(\s+of\s+(?:the\s+)?(?:menu|nav|navigation))?,?\s+(?:after|behind|before|ahead\s+of)\s+(?:the\s+)?[\w'-]+(?:\s+(?:link|item))?$/i, "to the $1$2"],
  // "make that the Home link is not more visible in the menu" (a German speaker's "make that"): hide it
  [/^make\s+(?:that|so\s+that)\s+(.+?)\s+(?:is|are)\s+(?:not|no)\s+(?:more\s+|any\s*more\s+|longer\s+)?visible\b(.*)$/i, "hide $1$2"],
  [/^make\s+(?:that|so\s+that)\s+(.+?)\s+(?:is|are)\s+visible(?:\s+again)?\b(.*)$/i, "show $1$2"],
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
  [/^ship\s+(it|them|that|this|the\s+.+?|everything|it\s+all)(?:\s+(?:today|now|live))?$/i, "publish $1"],
  // "the box called 'Care'": the box is named by its words
  [/\bthe\s+(box|card|tile|column|feature|question)\s+(?:called|named|titled|labell?ed|saying)\s+(?=["'])/gi, "the $1 "],
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
  [/\b(?:site-?wide|global)\s+(?=seo\b)/gi, "default "],
  [/\bcanonical\s+(?=slug|url|address)/gi, ""],
  [/^(?:the\s+)?(default\s+)?seo\s+(title|description)\s+(?:to|=|:)\s+(?=\S)/i, "set the $1seo $2 to "],
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

function sectionsPageLast(text: string): string {
  return text
    .replace(PAGE_OWNS, (whole, page: string, template: string) => (isPageName(page) ? `the ${template} on the ${page} page` : whole))
    .replace(PAGE_FIRST, (whole, page: string, template: string, field: string) => (isPageName(bare(page)) ? `the ${template} ${field} on the ${bare(page)} page` : whole))
    .replace(FIELD_FIRST, (whole, field: string, page: string, template: string) => (isPageName(bare(page)) ? `the ${template} ${field} on the ${bare(page)} page` : whole));
}

const THING = String.raw`(?:page|homepage|post|article|image|picture|photo|pic|testimonial|review|entry|link|menu\s+item|nav\s+item|item|button|heading|headline|subheading)`;
/** "the post Welcome, archive it", "the page opening hours, is it live": a thing named first, then what to do with it. */
const FRONTED = new RegExp(String.raw`^((?:[Tt]he|[Oo]ur|[Mm]y|[Tt]his|[Tt]hat)\s+[^,]+?(?:\s+${THING}(?:\s+(?:of|from|for|by)\s+[^,]+?)?|\s+in\s+(?:the\s+)?(?:menu|nav|navigation))|(?:[Tt]he\s+)?${THING}\s+[^,]+?|[A-Z][\w'&-]*(?:\s+[A-Z][\w'&-]*)*\s+${THING})\s*[,:]\s*(.+)$`);
export function frontedTopic(text: string): string {
  const match = FRONTED.exec(text);
  if (!match) return text;
  const [, stated, said] = match;
  // "the article 'X' should be given the tag 'Y', and its cover …": a request of its own, no thing named first
  if (/\b(?:should|must|could|would|can|will|shall|might|may|needs?\s+to|ought\s+to)\s+(?:\w+\s+)?be\b/i.test(protectQuotes(stated).text)) return text;
  // "…, I want it to say Book a free chat", "…, make it read …": the words it should have.
  // "…, I want it more short: 'X'": the words it should have, said with how they differ.
  const rest = said
    .replace(/^(?:(?:i|we)\s+(?:want|need|would\s+like|'d\s+like)\s+it\s+to|(?:please\s+)?(?:make|have|get)\s+it)\s+(?:say|read)\s+/i, "change it to ")
    .replace(/^(?:i|we)\s+(?:want|need|would\s+like|'d\s+like)\s+it\s+(?:more\s+\w+|\w+er)\s*:\s*(?=["'“‘])/i, "change it to ");
  // "the testimonial from Helen Price is still a draft, can you put it live": the topic is what the statement is about.
  const topic = stated.replace(/\s+(?:is|are|was|were|has|have|had|isn't|aren't|wasn't|hasn't|haven't|still|says|reads|shows)\b.*$/i, "");
  // "My granddaughter and I were looking at the front page …, and …": people doing something, no thing named first
  if (/\b(?:i|we|me|us|you|he|she|they)$/i.test(topic)) return text;
  // "the Harbour Books testimonial, change the author to Thomas": the field is the topic's.
  const field = /^(?:please\s+)?(change|set|update|make|fix|correct)\s+(?:the\s+)?([\w\s-]+?)\s+(to|into|in|as)\s+(.+)$/i.exec(rest);
  if (field && !/\b(?:it|its)\b/i.test(field[2])) return `${field[1]} the ${field[2]} of ${topic} to ${field[4]}`;
  // "…, it is not violet, it is more pink. Change it in 'X'": the "it" a request acts on, else the first
  const acted = /(?<!\b(?:not|never|n't|don't|dont)\s+)\b(?:change|make|set|put|rename|delete|remove|publish|unpublish|hide|archive|update|fix|move|give|call|tag|describe|use|replace|swap|take|pull|stick|bring|get|bin)\s+(it)\b/i.exec(rest);
  // "…, the description is wrong, … Change it in 'X'": the field said to be wrong is what changes
  const wrong = /^(?:the\s+)?([\w\s-]+?)\s+(?:is|are)\s+(?:wrong|incorrect|not\s+right|outdated|out\s+of\s+date)\b/i.exec(rest)?.[1];
  const owner = wrong ? `the ${wrong} of ${topic}` : topic;
  if (acted) return `${rest.slice(0, acted.index)}${acted[0].slice(0, -2)}${owner}${rest.slice(acted.index + acted[0].length)}`;
  // "…, but not delete it": a thing never done is no request about it
  if (/\b(?:not|never|n't|don't|dont)\s+\w+\s+it\b/i.test(rest) && !/\bit\b/i.test(rest.replace(/\b(?:not|never|n't|don't|dont)\s+\w+\s+it\b/gi, ""))) return text;
  if (/\b(?:it|its)\b/i.test(rest)) return rest.replace(/\bits\b/i, `${topic}'s`).replace(/\bit\b/i, topic);
  return text;
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
