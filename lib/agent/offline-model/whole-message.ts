/**
 * Turns of phrase read on the whole message, before it is split into requests: dialect words (read
 * before spelling is corrected), sentences that only make sense together, a testimonial's fields said
 * after its name, and an order said with "first, then".
 */
import { isRemark } from "./remarks";
import { outsideQuotes } from "./text";

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
  // "On the page Contact I want at the end a part with questions, with the question …": a new FAQ section there
  [/^(?:on|in)\s+(?:the\s+)?(?:page\s+([\w'-]+)|([\w'-]+)\s+page),?\s+(?:i|we)\s+(?:want|would\s+like|need)\s+(?:at\s+the\s+(end|bottom|top|start)\s+)?(?:a|an)\s+(?:new\s+)?(?:part|section|bit|block)\s+(?:with|of|for)\s+(?:the\s+)?(?:questions|faqs?|q&as?)(?:\s+at\s+the\s+(end|bottom|top|start))?,?\s+/i, (_: string, page?: string, pageFirst?: string, where?: string, whereAfter?: string) => `add a FAQ section at the ${where ?? whereAfter ?? "end"} of the ${page ?? pageFirst} page `],
  // "I want that the page Contact has the SEO description 'X'": set to
  [/\b(?:i|we)\s+(?:want|would\s+like|wish)\s+that\s+(the\s+.+?)\s+(?:has|have|gets?|carries)\s+(?:the\s+|a\s+|an\s+)?(seo\s+description|seo\s+title|meta\s+description|title|tagline|excerpt|caption|alt\s+text|heading)\s+(?=["'“‘])/gi, "set the $2 of $1 to "],
  // "I want that there is a new question: …" (Italian "voglio che ci sia"): added
  [/\b(?:i|we)\s+(?:want|would\s+like|wish)\s+that\s+there\s+(?:is|be|will\s+be|comes?)\s+(?=(?:a|an|one)\s)/gi, "add "],
  // "The order of the menu I want so: Home, Blog, …": what it should be
  [/\b(?:i|we)\s+want\s+(?:it\s+)?(?:so|like\s+this|like\s+so|this\s+way|as\s+follows)\s*:/gi, "should be:"],
  // "a sub-point under the menu point About" (Unterpunkt): a link under another
  [/\bsub-?points?\b/gi, "sub-item"],
  // "rename the Blog in the menu into 'News'", "revise the quote … into: '…'": to
  [/\binto\s*:?\s*(?=["'“‘])/gi, "to "],
  [/\brevise\b/gi, "change"],
  // "/contact — live or draft?", "the about page: live or not?"
  [/^(?:\/([\w-]+)|(?:the\s+)?([\w' -]+?)\s+page)\s*[—–:-]*\s*(?:live|published)\s+or\s+(?:draft|not|unpublished)\s*\??$/i, "is the $1$2 page live?"],
  // "What's still a draft?": what waits (never "what is a draft?", which asks what drafts are)
  [/^(?:so\s+)?what(?:'s|\s+is|\s+are)\s+still\s+(?:a\s+|in\s+)?drafts?\s*\??$/i, "what's waiting to go live?"],
  // "I would like that the Contact link is coming first in the menu" (Italian "vorrei che"): moved there
  [/\b(?:i|we)\s+(?:would\s+like|want|wish)\s+that\s+(the\s+[\w' -]+?\s+link)\s+(?:is\s+coming|comes|is|goes|stands)\s+(first|last)(?:\s+in\s+the\s+(?:menu|nav(?:igation)?))?(?:,?\s+(?:before|after)\s+[\w' -]+?)?(?=[.!?]|$)/gi, "move $1 $2"],
  // "git status for the site — what's changed but not live?": the question after it
  [/^git\s+status(?:\s+(?:for|on|of)\s+the\s+(?:web)?site)?\s*[—–:,-]+\s*(?=\S)/i, ""],
  // "publish: settings only": the request without the colon
  [/^(publish|unpublish|archive|hide|delete)\s*:\s+/i, "$1 "],
  // "anything changed but not published? (`git status` for the site basically)", "what's changed but not live?"
  [/^(?:is\s+there\s+|are\s+there\s+|got\s+|what(?:'s|\s+is|\s+has)\s+(?:been\s+)?)?(?:(?:anything|something|stuff|things)\s+)?(?:changed|edited|updated)\s+(?:but|and|that's|that\s+is)\s+(?:still\s+)?not\s+(?:yet\s+)?(?:published|live)(?:\s+yet)?\s*\??(?:\s*\([^)]*\))?\s*$/i, "what's waiting to be published?"],
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
  [/^(?:the\s+)?([\w' -]+?)\s+(?:pg|page)(?:'s)?\s+faq\s*[-–—:,]?\s*(?:add|new|\+)\s+(?:a\s+)?q(?:uestion)?\s*[:=-]?\s*([^"'?]+?\??)\s+a(?:nswer)?\s*[:=-]\s*([^"']+?)[.!]?$/i, 'add a question to the FAQ on the $1 page: "$2" answer: "$3"'],
  // "… the About page should say so in its questions. Question: Do you work weekends? Answer: No, …": a question and its answer for that page's FAQ
  [/^.*?\b(?:the|our)\s+([\w'-]+(?:\s+[\w'-]+)?)\s+page\b[^.!?]*?\b(?:questions|faqs?|q&a)\b[^.!?]*[.!]\s+(?:the\s+)?q(?:uestion)?\s*[:=-]\s*([^"'?]+\?)\s+a(?:nswer)?\s*[:=-]\s*([^"']+?)[.!]?$/i, 'add a question to the FAQ on the $1 page: "$2" answer: "$3"'],
  // "contact pg: mv gallery …": a page's label typed short
  [/\b([\w'-]+)\s+pg\s*:/gi, "$1 page:"],
  // "at the bottom of our Contact page": the page by its name ("Our Story" keeps its capital)
  [/\b(on|of|to|in|from|onto|into)\s+(?-i:our|my)\s+(?=(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?\s+page\b)/gi, "$1 the "],
  // "put Careers in the menu under Team, which is already under About": a third level, said as one
  [/\bunder\s+([\w'&-]+(?:\s+[\w'&-]+){0,2}?),?\s+which\s+is\s+(?:itself\s+|already\s+|also\s+|in\s+turn\s+)?(?:under|below|beneath|inside|a\s+sub-?item\s+of)\s+([\w'&-]+(?:\s+[\w'&-]+){0,2}?)(?=\s*[.!?]|$)/gi, "under $2 > $1 > it"],
  // "Somebody told me the site mentions pop-ups somewhere. Where?": where the site says it
  [/^(?:(?:somebody|someone|a\s+customer|a\s+client|people)\s+(?:told\s+me|said|says|mentioned)\s+(?:that\s+)?)?the\s+(?:web)?site\s+(?:mentions|says|talks\s+about|refers\s+to)\s+(.+?)(?:\s+somewhere)?[.!]\s+where\??$/i, "where does the site mention $1?"],
  // "the tags on it are a bit all over the place, should really just be autumn and colour": what they should be
  [/\b(the\s+(?:tags|title|excerpt|tagline|heading|caption|alt\s+text)\s+(?:on|of|for)\s+(?:it|that|this|the\s+[\w' -]+?))\s+(?:is|are)\s+[^,.;"']+?[,;]\s+(?:(?:it|they)\s+)?(should|must|need\s+to|ought\s+to)\b/gi, "$1 $2"],
  // "actually undo that, put Home back, it looks odd without it": what the undo puts back, said again
  [/\b(undo\s+(?:that|it|this)(?:\s+(?:please|pls))?)\s*[,;—–-]+\s*(?:and\s+)?(?:put|bring)\s+(?:the\s+)?[\w' -]+?\s+back\b(?:\s+(?:in|on|into)\s+(?:the\s+)?(?:menu|nav(?:igation)?))?(?:\s*[,;—–-]+\s*(?:it|that|the\s+menu)\s+(?:looks|seems|feels)\s+[^.!?]*)?/gi, "$1"],
  // "Maple Bakery emailed, apparently their testimonial has a typo in it - can you check it and fix": shown first, to say what is wrong
  [/^((?-i:[A-Z])[\w'&-]*(?:\s+(?-i:[A-Z])[\w'&-]*)*)\s+(?:emailed|called|rang|wrote|messaged|said|says)\b[^.!?]*?\b(?:their|the|its)\s+(?:testimonial|review|quote)\s+has\s+(?:an?\s+)?(?:typo|mistake|spelling\s+mistake|error|something\s+wrong)\b.*$/i, "show the $1 testimonial"],
  // a Spanish speaker's "the page of contact", "the button of the first page", "I want that … says …", "sends the people to"
  [/\bthe\s+page\s+of\s+(?!the\b|our\b|my\b)([\w'-]+)/gi, "the $1 page"],
  [/\bthe\s+(post|article)\s+of\s+(?!the\b|our\b|my\b)([\w'-]+)/gi, "the $2 $1"],
  [/\b(?:erase|remove|delete|take\s+off|take\s+away)\s+the\s+tag\s+(["'“‘]\u0004\d+\u0004["'”’])\s+from\s+(the\s+[\w' -]+?)\s+and\s+put\s+(["'“‘]\u0004\d+\u0004["'”’])\s+in\s+its\s+place\b/gi, "swap the tag $1 for $3 on $2"],
  [/\bthe\s+(?:first|principal|main)\s+page\b/gi, "the home page"],
  [/\bput\s+to\s+(the\s+[\w' -]+?)\s+(the\s+(?:caption|alt\s+text|title|tag|heading|description|cover(?:\s+photo)?)\s+["'“‘`]\u0004\d+\u0004["'”’`])/gi, "put $2 on $1"],
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
  // "At present it says something about websites feeling calm, and I should like it …": what it says now, only background
  [/(?<=^|[.!?]\s+)(?:at\s+present|currently|right\s+now|at\s+the\s+moment|just\s+now)\s*,?\s+it\s+(?:says|reads|shows)\s+[^"'“‘.;]+?,\s+(?:and|but)\s+(?=(?:i|we)\b)/gi, ""],
  // "Ben Cole from … emailed to say: '…' Can we get that onto the website as a testimonial?": what was said, added (and put live when it is to go on the site)
  [/^(.+?[.!?"'”’])\s+(?:(?:can|could|would)\s+(?:we|you)\s+)?(?:please\s+)?(?:get|put|add|pop|stick)\s+(?:that|this|it)\s+(?:onto|on|up\s+on)\s+(?:the\s+|our\s+)?(?:web)?site\s+as\s+a\s+(?:testimonial|review)[?.!]*$/i, "add it to the testimonials and make it live: $1"],
  [/^(.+?[.!?"'”’])\s+(?:(?:can|could|would)\s+(?:we|you)\s+)?(?:please\s+)?(?:add|put|use)\s+(?:that|this|it)\s+(?:as\s+a\s+(?:testimonial|review)|(?:to|in|with)\s+(?:our|the)\s+(?:testimonials|reviews))[?.!]*$/i, "add it to the testimonials: $1"],
  // "(I wonder if you would) add a kind note we received to our testimonials. It is from …": what follows is the note
  [/^((?:.*?\s)?add)\s+(?:a|an|this|the)\s+(?:kind\s+|lovely\s+|nice\s+|short\s+)?(?:note|message|comment|review|email|card|letter)\s+(?:(?:that\s+)?we(?:'ve)?\s+(?:received|got|had)\s+)?(?:to|in|into)\s+(?:our|the)\s+(?:testimonials|reviews)[.!:]\s+(?=\S)/i, "$1 it to the testimonials: "],
  // "nav: Blog -> Journal (label only)": a note on what changes, not part of the value
  [/\s*\((?:(?:the\s+)?(?:label|name|text|wording|title|words?)\s+only|only\s+the\s+(?:label|name|text|wording|words?))\)/gi, ""],
  // a German speaker's "the point Blog" in the menu (Menüpunkt): its link
  [/\b[Tt]he\s+(?:menu\s+)?point\s+(["'“‘]?(?-i:[A-Z])[\w'&-]*(?:\s+(?-i:[A-Z])[\w'&-]*)?["'”’]?)/g, "the $1 link"],
  // "… add our Opening Hours page to the menu at the top. Just before Contact would be ideal": where it goes, said after
  [/\b((?:add|put)\s+[^.!?]+?\s+(?:to|in|into|on)\s+(?:the\s+|our\s+)?(?:menu|nav(?:igation)?|navbar)\b[^.!?]*?)[.!]\s+(?:(?:just|right|directly|straight)\s+)?(before|after)\s+([\w' &-]+?)\s+(?:would\s+be|is)\s+(?:ideal|perfect|great|best|good|fine|nice|lovely|grand)\b[^.!?]*/gi, "$1, $2 $3"],
  // "the Maple Bakery has closed its doors for good. Their kind words about our work are still on the website": their testimonial
  [/\b((?-i:[A-Z])[\w'&]*(?:\s+(?:&\s+)?(?-i:[A-Z])[\w'&]*)*)(\s+(?:has|have)\s+(?:now\s+|sadly\s+)?(?:closed|shut|gone\s+out\s+of\s+business|stopped\s+trading)\b[^.!?]*[.!?]\s+)(?:[Tt]heir|[Hh]er|[Hh]is)\s+(?:kind\s+words|testimonial|quote|review)(?:\s+about\s+(?:us|our\s+(?:work|studio)))?/g, "$1$2The $1 testimonial"],
  // "publish our new Careers page, and the article about autumn as well": both, each published
  [/\b(publish|unpublish|archive|hide|let\s+(?:the\s+public|people|visitors|everyone|everybody|customers|readers)\s+see)\s+([^.!?]+?),?\s+and\s+((?:the|our)\s+[^.!?]+?)\s+(?:as\s+well|too|also)(?=[.!?]|$)/gi, "$1 $2 and $1 $3"],
  // "And once that is done, I think it may go out for people to read": then published
  [/\b(?:and\s+)?once\s+(?:that|this|it)(?:'s|\s+is|\s+has\s+been)\s+done,?\s+(?:i\s+think\s+)?(it|this|that)\s+(?:may|can|could|might)\s+(?:now\s+)?go\s+(?:out|live|up)(?:\s+for\s+(?:people|everyone|readers)\s+to\s+(?:read|see))?/gi, "then publish $1"],
  // "Erase the page Contact and also the point for it in the menu": its link in the menu
  [/\band\s+(?:also\s+)?(?:the\s+)?(?:menu\s+)?(?:point|link|item|entry|tab)\s+(?:for|to|of)\s+it\s+(?:in|from|on)\s+the\s+(menu|nav(?:igation)?)\b/gi, "and delete its link in the $1"],
  // "put up the new Price List page and the article about the autumn colours": each published
  [/\b(?:publish|put\s+up)\s+(the\s+[^.!?]+?\s+page)\s+and\s+(the\s+(?:article|post|piece)\s+[^.!?]+?)(?=,|[.!?]|$)/gi, "publish $1 and publish $2"],
  // "Erase the page About from the site and also from the menu": the page, and its link
  [/\b(?:erase|delete|remove|bin)\s+(the\s+page\s+[\w'-]+|the\s+[\w' -]+?\s+page)\s+(?:from|off)\s+the\s+(?:web)?site,?\s+and\s+(?:also\s+)?(?:from|off)\s+(?:the\s+)?(?:menu|nav(?:igation)?)\b/gi, "delete $1 and remove its link from the menu"],
  // "In the row of words along the top of the website there is one that says 'Blog'": that link in the menu
  [/\b(?:in|on)\s+the\s+(?:row\s+of\s+words|menu|nav(?:igation)?|links?)(?:\s+(?:along|at|across)\s+the\s+(?:very\s+)?top(?:\s+of\s+the\s+(?:web)?(?:site|page))?)?\s+there\s+is\s+(?:one|a\s+link|an\s+item|a\s+word)\s+(?:that\s+says|saying|reading|called)\s+("[^"]+"|'[^']+')/gi, "the $1 link is in the menu"],
  // "Swap the sunrise shot out everywhere it's used and put the autumn valley one in its place": one picture for another
  [/\b(?:swap|take)\s+(the\s+[\w' -]+?)\s+out(?:\s+(everywhere(?:\s+(?:it's|it\s+is)\s+used)?))?,?\s+and\s+(?:put|use|pop)\s+(the\s+[\w' -]+?)\s+in\s+(?:its|their)\s+place\b/gi, "replace $1 with $3 $2"],
  // "Kill the Blog link in the nav for now": hidden, not removed
  [/\b(?:kill|remove|delete|take\s+out|drop|pull)\s+(the\s+[\w' -]+?\s+link)(?:\s+(?:in|from)\s+(?:the\s+)?(?:nav|menu|navigation))?\s+for\s+now\b/gi, "hide $1 in the menu"],
  // "The short line …, which says something or other about calm websites, has …": words that say nothing of what it says
  [/,\s+which\s+(?:says|reads)\s+something(?:\s+or\s+other)?\s+about\s+[^,.;]+,/gi, ""],
  // "'Shop' still sits at the end of the links along the top of every page": that link in the menu
  [/(["“‘'])([^"”’']+)(["”’'])\s+still\s+(?:sits|is|appears|shows)\s+(?:at\s+the\s+end\s+of\s+|in\s+|among\s+|on\s+)?the\s+(?:links|words|menu|row\s+of\s+(?:links|words))(?:\s+(?:along|across|at)\s+the\s+(?:very\s+)?top(?:\s+of\s+(?:every|each|the)\s+(?:web)?(?:page|site))?)?/g, "the $1$2$3 link still sits in the menu"],
  // "Menu point Blog shall become 'News' and shall stand at the end, after Contact": then moved
  [/,?\s+and\s+(?:shall|should|must)\s+(?:stand|be|sit|go|come)\s+(?:at\s+the\s+(?:end|start)|(?:on|in|at)\s+(?:the\s+)?(?:first|second|third|last)\s+place),?\s+(?:directly\s+|right\s+|just\s+)?(after|before)\s+([\w' &-]+?)(?=[.!]*$)/gi, " and move it $1 $2"],
  // "Our work is on the blog, so that's where it should go": where it should go
  [/(^|[.!?]\s+)[^.!?]*?\b(?:is|are|lives?|sits?)\s+(?:on|in)\s+((?:the|our)\s+blog|(?:the|our)\s+[\w' &-]+?\s+page|\/\S+),?\s+so\s+(?:that's|that\s+is)\s+where\s+(it|they)\s+should\s+(?:go|point|lead|take\s+(?:people|them|visitors))\b/gi, "$1$3 should go to $2"],
  // "Move Blog up front in the nav — right after Home, before About": where exactly, said after
  [/\b(move\s+.+?)\s+(?:up\s+front|to\s+the\s+front|forward|up)(\s+in\s+(?:the\s+)?(?:menu|nav(?:igation)?|navbar))?\s*[—–:,-]+\s*(?:right\s+|just\s+|directly\s+|straight\s+)?(after|before)\s+([\w' &-]+?)(?:,?\s+(?:before|after)\s+[\w' &-]+?)?(?=[.!]*$)/gi, "$1 $3 $4$2"],
  // "Customers click 'Prices' in the menu and end up on the Contact page. We do have a proper Prices page.": where the link should go
  [/^(?:(?:our\s+)?(?:customers|people|visitors|users|clients|readers)\s+)?(?:(?:keep|who)\s+)?click(?:ing)?\s+(?:on\s+)?(?:the\s+)?(["'“‘][^"'”’]+["'”’]|[\w' &-]+?)(?:\s+link)?\s+in\s+(?:the\s+|our\s+)?(?:menu|nav(?:igation)?|navbar)\s+(?:and|but)\s+(?:they\s+)?(?:end\s+up|land|get\s+taken|are\s+taken|arrive)\s+(?:on|at|to)\s+[^.!?]+[.!]\s+(?:but\s+)?(?:we|i)\s+(?:do\s+)?(?:have|'ve\s+got)\s+(?:a|an|our)\s+(?:proper|real|separate|own|actual|dedicated)?\s*([\w' &-]+?)\s+page\b[^.!?]*[.!]?$/i, "point the $1 link in the menu to the $2 page"],
  // "When people click About in the menu they land on the old About page. We want them to end up on the new Team page.": where the link should go
  [/^(?:when|if)\s+(?:people|visitors|customers|users|readers|you|they)\s+click\s+(?:on\s+)?(?:the\s+)?([\w' &-]+?)(?:\s+link)?\s+in\s+(?:the\s+|our\s+)?(?:menu|nav(?:igation)?|navbar)\b[^.!?]*[.!]\s+(?:but\s+)?(?:we|i)\s+(?:want|need|would\s+like|'d\s+like)\s+(?:them|people|visitors|it)\s+to\s+(?:end\s+up|land|go|arrive|get)\s+(?:on|at|to)\s+(?:the\s+)?(?:new\s+)?([\w' &-]+?\s+page)\b[^.!?]*[.!]?$/i, "point the $1 link in the menu to the $2"],
  // "give the picture of the blue coastline a caption? It has none at present. I thought: The coast …": the words offered later
  [/\b(give\s+[^.!?]+?\s+an?\s+(?:new\s+)?(?:caption|alt(?:ernative)?\s+text|description|title|heading|subheading|excerpt))[?.!]\s+(?:[^.!?]*[.!?]\s+)*?(?:i\s+(?:thought|was\s+thinking|think|suggest)|how\s+about|maybe|perhaps|something\s+like|what\s+about)\s*:?\s+(?=\S)/gi, "$1: "],
  // "… for the blue coast shot — just on the home page.": where, said again, only a remark
  [/\s+[—–-]+\s+(?:just|only)\s+(?:on|in)\s+(?:the\s+)?[\w' -]{1,30}?\s+page[.!]?$/i, ""],
  // "add text section: heading=Upcoming, body=…": a section and what it holds, set like code
  [/^add\s+(?:an?\s+)?([\w -]+?)\s+section\s*:\s*heading\s*=\s*(?!["'])([^,=]+?)\s*,\s*(?:body|text)\s*=\s*(?!["'])([^"“”=]+)$/i, 'add a $1 section with heading "$2" and text "$3"'],
  // "new post: title=…, body=Compress your images. Cache what you can.": the body, typed last, runs to the end (and names no page)
  [/\b(body|text|content)\s*=\s*(?!["'“‘`])([^"“”=]+)$/i, '$1="$2"'],
  // a copy editor's mark "for 'X' read 'Y'": X changed to Y
  [/\bfor\s+(["'“‘`]\u0004\d+\u0004["'”’`])\s*,?\s+read\s+(?=["'“‘`]\u0004)/gi, "change $1 to "],
  // "Contact, 'Say hello' body: …": the section named by its heading only says where the words are
  [/^([\w' -]+?)(?:\s+page)?\s*,\s*["'“‘`]\u0004\d+\u0004["'”’`]\s+(?:section|block|body|text|paragraph)\s*:/gi, "$1:"],
  // …and "insert after 'X' — 'Y'", "insert 'Y' before 'X'", "delete 'X'; close up": words put in or taken out beside others
  [/\binsert\s+after\s+["'“‘`](\u0004\d+\u0004)["'”’`]\s*[—–:,-]*\s*["'“‘`](\u0004\d+\u0004)["'”’`]/gi, 'change "$1" to "$1 $2"'],
  [/\binsert\s+["'“‘`](\u0004\d+\u0004)["'”’`]\s+after\s+["'“‘`](\u0004\d+\u0004)["'”’`]/gi, 'change "$2" to "$2 $1"'],
  [/\binsert\s+before\s+["'“‘`](\u0004\d+\u0004)["'”’`]\s*[—–:,-]*\s*["'“‘`](\u0004\d+\u0004)["'”’`]/gi, 'change "$1" to "$2 $1"'],
  [/\binsert\s+["'“‘`](\u0004\d+\u0004)["'”’`]\s+before\s+["'“‘`](\u0004\d+\u0004)["'”’`]/gi, 'change "$2" to "$1 $2"'],
  [/\b(?:delete|strike(?:\s+out)?|cut|take\s+out)\s+["'“‘`](\u0004\d+\u0004)["'”’`]\s*[;,.]?\s*(?:and\s+)?close\s+up\b/gi, 'change "$1" to ""'],
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
  [/,?\s*(?:and\s*,?\s*)?while\s+(?:you(?:'re|\s+are)|you're)\s+(?:about|at)\s+it\s*[.!]*$/gi, ""],
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
  [/(^|[.;]\s+)(?:nav|menu)\s*:\s*(?:(?:move|mv|put|shift)\s+)?([\w' &-]+?)\s*(?:→|->|=>|\bto\b)\s*(?:the\s+)?(1st|first|last|top|end|front|start)\b(?:\s+(?:place|position|spot))?/gim, (_, lead: string, label: string, place: string) => `${lead}move ${label} ${/^(?:last|end)$/i.test(place) ? "last" : "first"} in the menu`],
  // "Let it come after About"
  [/(^|[.!?]\s+)let\s+(it|them|that)\s+(?:come|go|sit|be|stand)\s+(?=(?:after|before|under|below|right\s+after|just\s+after)\b)/gi, "$1put $2 "],
  // "(It was agreed that) a menu link 'Join the choir' be added, pointing to …"
  [/(^|[.!?]\s+)(?:it\s+was\s+(?:agreed|decided|resolved)\s+(?:that\s+)?)?an?\s+(?:new\s+)?(?:menu\s+|nav\s+)?(link|item)\s+("[^"]+"|'[^']+'|“[^”]+”|‘[^’]+’)\s+(?:be|should\s+be)\s+added(?:\s+to\s+the\s+(?:menu|nav(?:igation)?))?,?\s*/gi, "$1add a menu $2 $3 "],
  // "autumn post excerpt → 'palettes for q4' body stays", "tags architecture + heritage. body tbc": a developer's shorthand
  [/(^|[.;]\s+)(?:the\s+)?((?!new\s)[\w'-]+(?:\s+[\w'-]+)?\s+post)\s+(excerpt|title|slug|cover)\s*(?:→|->|=>|=|:)\s*("[^"]+"|'[^']+'|“[^”]+”|‘[^’]+’)(?:\s*,?\s+(?:the\s+)?(?:body|text|rest)\s+stays?(?:\s+(?:the\s+same|as\s+(?:it\s+)?is))?)?/gi, "$1change the $3 of the $2 to $4"],
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
  // "phone number on /contact?": what it is (never a statement about it: "the phone number on … has been disconnected")
  [/(^|[.!?]\s+)((?:the\s+)?(?:phone|telephone)\s+number|(?:the\s+)?e-?mail(?:\s+address)?|(?:the\s+)?opening\s+hours)\s+(on|of)\s+(?![^.!?]*\b(?:has|have|had|is|was|were|are|needs?|should|must|still|changed|got)\b)/gi, "$1what's $2 $3 "],
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
  [/\bthe\s+(?:little\s+|small\s+|short\s+)?(?:line|sentence|text|words|bit)(?:\s+of\s+(?:words|text|writing))?\s+(?:(?:that|which)\s+(?:sits|is|appears)\s+|just\s+)?(?:beneath|under|underneath|below)\s+(?:(?:our|the)\s+(?:site(?:'s)?\s+|company\s+|business\s+)?name|it(?<=\bname\b.*))(?:\s+(?:at|in)\s+the\s+top(?:\s+of\s+(?:the|our)\s+(?:web)?site)?)?/gi, "the tagline"],
  [/\b(?:the|our)\s+(?:little\s+)?(?:motto|strapline)\b/gi, "the tagline"],
  // "just beneath 'Northwind Studio', there is a small sentence describing what we do": the tagline
  [/\b(?:(?:at\s+the\s+(?:very\s+)?top\s+of\s+(?:every|each|the)\s+(?:web)?(?:page|site),?\s+)?(?:just\s+|right\s+)?(?:beneath|under|underneath|below)\s+(?:"[^"]+"|'[^']+'|(?:our|the)\s+(?:site\s+)?name),?\s+)?there\s+is\s+(?:a|the)\s+(?:small\s+|little\s+|short\s+)?(?:sentence|line)\s+(?:describing|that\s+describes|saying|about|explaining)\s+what\s+we\s+do\b/gi, "there is the tagline"],
  // "Pricing page got sign-off from the partners": approved, so "ship it" means that page
  [/\b(?:got|has\s+got|has\s+had|received|gets)\s+(?:the\s+|a\s+)?(?:final\s+)?(?:sign[\s-]?off|go[\s-]?ahead|green\s+light|thumbs[\s-]up|ok|okay|approval)(?:\s+from\s+[\w' ]+?)?(?=[.!,;]|$)/gi, "is approved"],
  // "the whole faq thing", "the faq bit": the section itself
  [/\bthe\s+(?:whole\s+|entire\s+)?(faq|gallery|testimonials?|features?|cta|hero)\s+(?:thing|bit|part|block)\b/gi, "the $1"],
  // "q: do you design logos? a: no, just websites": a question and its answer
  [/(?<=\bq\s*:[\s\S]*?)\s+a\s*:\s+(?=\S)/gi, " answer: "],
  [/(?:\.\s+|\s+)q\s*:\s+(?=\S)/gi, ": question: "],
  [/\badd\s+a\s+q\s+(?=to\b)/gi, "add a question "],
  [/\bpg(?=[.:]\s)/gi, "page"],
  // "what google shows under the about pg": that page's SEO description
  [/\bwhat\s+google\s+(?:shows|displays|says)\s+(?:under|for|below|about)\s+(?:the\s+|our\s+)?([\w-]+)\s+(?:page|pg)\b/gi, "the SEO description of the $1 page"],
  // "The article about X shall not be anymore on the blog": taken off the site
  [/^((?:the|our)\s+.+?)\s+(?:shall|should|must)\s+not\s+(?:(?:be\s+)?(?:any\s*more|any\s+longer)\s+(?:be\s+)?(?:on|in)\s+the\s+(?:blog|site|website)|be\s+on\s+the\s+(?:blog|site|website)\s+(?:any\s*more|any\s+longer))\b/i, "unpublish $1"],
  // "typo in the cafe rosa testimonial - beutiful shd be beautiful": the words changed there
  [/^(?:there's\s+a\s+|a\s+)?typo\s+in\s+(the\s+.+?\s+(?:testimonial|review|quote|post|page))\s*(?:[-—–:,]\s*)?(["'“‘]?[\w'-]+(?:\s+[\w'-]+){0,3}?["'”’]?)\s+(?:should|shd|shld|must|needs\s+to)\s+be\s+(["'“‘]?[\w'-]+(?:\s+[\w'-]+){0,3}["'”’]?)[.!]*$/i, "in $1 change $2 to $3"],
  // "Draft a quick post titled …": how long it is names no part of it
  [/\b(draft|create|add|write|make|start|put\s+up|do)\s+(a|an)\s+(?:quick|short|little|brief|small)\s+((?:blog\s+)?(?:post|article|news\s+item))\b/gi, "$1 a $3"],
  // "The picture of the coast has nothing written beneath it. Would you put 'X' under it?": its caption
  [/(?<=\b(?:picture|photo|image|pic|shot)\b[^"'“‘]*?\b(?:caption|nothing\s+(?:written\s+)?(?:beneath|under|underneath|below)\s+it)\b[\s\S]*?)\b(?:put|write|add|pop)\s+(["“‘'][^"”’']+["”’'])\s+(?:under|beneath|below|underneath)\s+it\b/gi, "give it the caption $1"],
  // "The autumn shot's caption is flat. Punch it up — swap in: …": the words swapped in are its new value
  [/\b((?:the\s+)?[\w' -]+?(?:'s|s)\s+(?:caption|alt\s+text|excerpt|title|heading|headline|tagline))\s+is\s+(?:a\s+bit\s+|too\s+|so\s+|really\s+)?[\w-]+[.!;]\s+(?:punch|jazz|liven|spruce|pep)\s+it\s+up\s*[—–:,;-]*\s*(?:swap\s+in|try|use|go\s+with|how\s+about|something\s+like|make\s+it)\s*:?\s*([^"“.!?\n]+?)[.!]?$/gi, '$1 should be: "$2"'],
  // "Some pictures have not the alternative text. For img-0001.jpg please write 'X' and for img-0002.jpg 'Y'": each file's alt text
  [/(?<=\balt(?:ernative)?\s+texts?\b[\s\S]*?)(?:\band\s+)?\bfor\s+([\w.-]+\.(?:jpe?g|png|gif|webp|avif))\s*,?\s*(?:please\s+)?(?:write|put|use|add|set)?\s*:?\s*(["“‘'][^"”’']+["”’'])/gi, "set the alt text of $1 to $2."],
  // "… is read out as 'Layered hills …', which tells her nothing. Our consultant suggests: Sunrise over …" (or "It should say it's …"): that picture's new alt text
  [/^[\s\S]*?\bis\s+read\s+(?:out|aloud)\s+as\s+(["“‘'][^"”’']+["”’'])[^.!?]*[.!?]\s+(?:(?:(?:our|the|my)\s+[\w -]+?|(?:she|he|they))\s+(?:suggest(?:s|ed)?|recommend(?:s|ed)?|propose[sd]?|wants?|wanted|says?|said|would\s+like)|(?:it|that)\s+should\s+(?:say|read)(?:\s+(?:that\s+)?it(?:'s|\s+is))?)\s*:?\s*(?:["“‘']([^"”’']+)["”’'][^\n]*?|(?!["“‘'])([^\n]+?))[.!]?$/i, (_, old: string, quoted: string | undefined, said: string | undefined) => {
    const value = quoted ?? said ?? "";
    return `set the alt text of the picture of ${old.slice(1, -1)} to "${value[0].toUpperCase()}${value.slice(1)}"`;
  }],
  // "a link that goes straight to https://…": where it goes
  [/\b(goes|go|points|point|leads|lead|links|link|takes\s+(?:people|you|them))\s+(?:straight|directly|right)\s+to\b/gi, "$1 to"],
  // "our exact brand orange … What's the code?": a theme colour's code, asked by its look
  [/^[\s\S]*?\b(?:our|the)\s+(?:exact\s+)?(?:brand|theme|site|house|main)?\s*(?:red|orange|yellow|green|teal|blue|navy|purple|pink|brown|grey|gray|black|white)(?:\s+colou?r)?\b[\s\S]*?\b(?:what(?:'s|\s+is)\s+(?:the|its)\s+(?:exact\s+)?(?:hex\s+)?(?:code|hex|colou?r\s+code|value)|what\s+(?:hex|code)\s+is\s+it)[?.!]*$/i, "what are our theme colours"],
  [/^(?:what(?:'s|\s+is)\s+the\s+(?:hex\s+)?(?:code|hex|colou?r\s+code)\s+(?:for|of)|what\s+(?:hex|code)\s+is)\s+(?:our|the)\s+(?:exact\s+)?(?:brand|theme|site|house|main)?\s*(?:red|orange|yellow|green|teal|blue|navy|purple|pink|brown|grey|gray|black|white)(?:\s+colou?r)?[?.!]*$/i, "what are our theme colours"],
  // "People say the big headline on our front page sounds dated. The partners agreed it should say X": that headline should say X
  [/^[\s\S]*?\b(the\s+(?:big\s+|main\s+)?(?:headline|heading|subheading|title|button)\s+(?:on|of|at\s+the\s+top\s+of)\s+(?:our|the)\s+(?:front|home|about|contact)\s*page)\b[^.!?]*[.!?]\s+(?:[^.!?]*?\s)?it\s+(?:should|must|needs\s+to|has\s+to|ought\s+to)\s+(?:say|read|be)\s*:?\s+(?=\S)/i, "$1 should say "],
  // "A lovely customer, Joan Whitaker of Whitaker's Wool Shop, wrote to say: '…' I should so like that to go alongside the other kind words on our website": a new testimonial
  [/^(?:an?\s+(?:(?:lovely|happy|kind|regular|long-?standing|new|loyal)\s+)*(?:customer|client)\s*,?\s+)?([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)+)(?:\s+(?:of|from|at)\s+([A-Z][^,:]+?))?,?\s+(?:wrote|emailed|said|sent\s+(?:us|me)|messaged)(?:\s+(?:in|to\s+(?:us|me)))?(?:\s+to\s+say)?\s*:?\s+("[^"]+"|“[^”]+”|'[^']+'|‘[^’]+’)[.!]?\s+(?:i|we)\s+(?:should|would|'d)\s+(?:so\s+|very\s+much\s+|really\s+)?(?:like|love)\s+(?:that|it|this|her\s+words|his\s+words|their\s+words)\s+to\s+(?:go|sit|appear|be)\s+(?:alongside|among|with|next\s+to|beside)\s+(?:the\s+|our\s+)?(?:other\s+)?(?:kind\s+words|testimonials|reviews|quotes)(?:\s+on\s+(?:our|the)\s+(?:web)?site)?/i,
    (_, name: string, company: string | undefined, quote: string) => `add a testimonial from ${name}${company ? ` of ${company}` : ""}: ${quote}`],
  // "… and for people to be able to see it straight away": published
  [/,?\s+and\s+(?:for\s+)?(?:people|visitors|everyone|customers)\s+(?:to\s+)?(?:be\s+able\s+to\s+)?see\s+it(?:\s+(?:straight\s+away|right\s+away|at\s+once|now|immediately))?(?=[.!]*$)/gi, " and publish it"],
  // "Is there anywhere on our website where we promise how quickly we reply?": the words looked for
  [/(^|[.!?]\s+)(?:is\s+there\s+)?any\s*where\s+on\s+(?:our|the)\s+(?:web)?site\s+(?:where|that)\s+(?:we|it)\s+(?:promise|say|mention|claim|talk\s+about|state|tell\s+people)s?\s+(?=\S)/gi, "$1where do we say "],
  // "A client says our phone number is on the website somewhere but I can't find it. Where is it?"
  [/^(?:[\w ]+?\s+(?:says?|said|tells?\s+me|told\s+me)\s+(?:that\s+)?)?((?:our|the)\s+[\w ]+?)\s+is\s+on\s+the\s+(?:web)?site\s+somewhere\b[^.?!]*[.?!]\s+where\s+is\s+it[?.!]*$/i, "where is $1 on the website"],
  // "the Home page's title in Google": that page's SEO title
  [/\bthe\s+([\w-]+)\s+page's\s+(title|description)\s+(?:in|on)\s+(?:google|search\s+results)\b/gi, "the SEO $2 of the $1 page"],
  // "… the SEO title of the Home page is too long … They've asked for: X": the value asked for
  [/^[\s\S]*?\b(the\s+seo\s+(?:title|description)\s+of\s+the\s+[\w-]+\s+page)\b[^.!?]*[.!?]\s+(?:they(?:'ve|\s+have)|(?:he|she)(?:'s|\s+has)|we(?:'ve|\s+have))\s+(?:asked\s+for|suggested|proposed|requested|recommended)\s*:?\s*(?=\S)/i, "change $1 to "],
  // "a new page 'Questions' with FAQ, one question 'X' and answer 'Y'": an FAQ section holding that question
  [/\bwith\s+(?:an?\s+)?faq(?:\s+section)?\s*[,:]?\s*(?:with\s+)?(?:one|a|the|1)\s+question\s+(?=["'“‘])/gi, "with an FAQ section with the question "],
  // "Spin up a landing page for the spring promo: title 'T', hero headline 'H', button 'B' going to /contact": a page with a hero
  [/^(?:spin\s+up|create|make|set\s+up|build|add|put\s+together)\s+(?:a\s+|an\s+)?(?:new\s+)?(?:landing\s+)?page(?:\s+for\s+[^:]+?)?\s*:\s*title\s+("[^"]+"|'[^']+'|“[^”]+”|‘[^’]+’)\s*,\s*hero\s+(?:headline|heading)\s+("[^"]+"|'[^']+'|“[^”]+”|‘[^’]+’)(?:\s*,?\s*(?:and\s+)?(?:a\s+)?button\s+("[^"]+"|'[^']+'|“[^”]+”|‘[^’]+’)(?:\s+(?:going|linking|pointing|that\s+goes)\s+to\s+(\/[\w/-]*|https?:\/\/[^\s,]+?))?)?(?=[.!]|$)/i,
    (_, title: string, heading: string, button?: string, url?: string) => `create a page ${title} with a hero with the heading ${heading}${button ? ` and button ${button}${url ? ` going to ${url}` : ""}` : ""}`],
  // "I wonder whether it might simply be called Colours of Autumn?": renamed
  [/\bi\s+(?:wonder|was\s+wondering|am\s+wondering)\s+(?:whether|if)\s+it\s+(?:might|could|may|would)\s+(?:simply\s+|just\s+|instead\s+)?be\s+(?:called|named|renamed(?:\s+to)?|titled|retitled)\s+/gi, "rename it to "],
  // "which labels the piece about how we design things has been given": its tags
  [/\b(?:which|what)\s+(?:labels|tags)\s+(the\s+.+?)\s+(?:has|have)\s+been\s+(?:given|tagged\s+with)\b/gi, "which tags does $1 have"],
  // "The 'Get in touch' link … takes people to our old form. It needs to take them to the proper Contact page.": re-pointed
  [/^(?:the\s+)?("[^"]+"|'[^']+'|“[^”]+”|‘[^’]+’|(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?)\s+(?:link|menu\s+item|tab)\b[^.!?]*[.!?]\s+(?:but\s+)?it\s+(?:needs\s+to|should|must|has\s+to|ought\s+to)\s+(?:take\s+(?:them|people|visitors|everyone)|go|point|link|lead|send\s+(?:them|people))\s+to\s+(?:the\s+|our\s+)?(?:proper|right|correct|real|new|actual)?\s*/i, "point the $1 link at the "],
  // "underneath 'Design', which, as you know, already sits beneath 'Services'": where it already is tells, asks nothing
  [/,\s*which,?\s*(?:as\s+you\s+(?:know|may\s+remember),?\s*)?(?:already\s+|now\s+)?(?:sits|is|lives|hangs)\s+(?:beneath|under|underneath|below|in)\s+("[^"]+"|'[^']+'|“[^”]+”|‘[^’]+’|(?-i:[A-Z])[\w'-]*)(?:\s+in\s+the\s+menu)?(?=[,.;!?]|$)/gi, ""],
  // "the button on the big banner on the Home page takes them to About. It should take them to Contact.": where the hero's button goes
  [/^[\s\S]*?\bthe\s+(?:(?:hero|banner)\s+)?button\s+(?:on|in)\s+(?:the\s+)?(?:(?:big\s+)?(?:banner|hero)(?:\s+section)?\s+(?:on|of)\s+(?:the\s+)?)?([\w-]+)\s+page\b(?:[^.!?]*[.!?]\s+it\s+|\s+)(?:should|needs\s+to|must|has\s+to|ought\s+to)\s+(?:go|take\s+(?:people|them|visitors|customers)|link|point|lead|send\s+(?:people|them))\s+to\s+(?:the\s+)?((?-i:[A-Z])[\w-]*)(?:\s+page)?[.!]*$/i, "make the hero button on the $1 page go to the $2 page"],
  // "Add in the FAQ of page About the question 'X' with the answer 'Y'": that question added there
  [/^add\s+(?:in|to|into)\s+(?:the\s+)?(?:faq|questions)\s+(?:of|on|in)\s+(?:the\s+)?(?:page\s+((?-i:[A-Z])[\w-]*)|([\w-]+)\s+page)\s+(the\s+question\s+\S.*?)[.!]*$/i, "add $3 to the FAQ on the $1$2 page"],
  // "same trick on about: team of four -> team of six": those words changed on that page
  [/^(?:and\s+)?(?:do\s+)?(?:the\s+)?same\s+(?:trick|thing|deal|again)\s+(?:on|for|with|in)\s+(?:the\s+)?\/?([\w-]+)(?:\s+page)?\s*:\s*([^"'“‘]+?)\s+(?:->|→|=>|to)\s+([^"'“‘]+?)[.!]*$/i, "on the $1 page change '$2' to '$3'"],
  // "what the tagline says at present": the setting read
  [/\bwhat\s+(?:does\s+)?(?:the|our)\s+(tagline|site\s+name)\s+(?:says?|reads?)(?:\s+(?:at\s+present|now|at\s+the\s+moment|currently|these\s+days))?/gi, "what is the $1"],
  // "the answer to how long does a website take is out of date, it should say 6-8 weeks now": that FAQ answer
  [/\bthe\s+answer\s+to\s+((?:how|what|can|do|does|is|are|who|when|where|why|will|which)\b[^,.;?"'“‘]+?)\??\s+(?:is\s+(?:out\s+of\s+date|wrong|old|outdated)\s*,?\s*(?:and\s+)?it\s+)?should\s+(?:now\s+)?(?:say|be|read)\s*:?\s+([^"'“‘]+?)(?:\s+now)?[.!]*$/i, 'change the answer to the question "$1?" to "$2"'],
  [/\bchange\s+the\s+answer\s+to\s+(?=["'“‘][^"'”’]+["'”’]\s+to\s+)/gi, "change the answer to the question "],
  [/^(?:on|in)\s+the\s+([\w-]+)\s+page,?\s+(change\s+the\s+answer\s+to\s+the\s+question\s+(?:"[^"]+"|'[^']+'|“[^”]+”|‘[^’]+’))\s+to\s+/i, "$2 on the $1 page to "],
  // "the Care feature box": the box
  [/\bthe\s+(\S+)\s+feature\s+(box|card|tile|column)\b/gi, "the $1 $2"],
  // "change the title of the Care box on the home page to Support": the box renamed
  [/\b(?:change|set|update)\s+the\s+(?:title|heading|name)\s+of\s+(the\s+\S+(?:\s+\S+)?\s+(?:feature\s+)?(?:box|card|tile|column)\s+on\s+the\s+[\w-]+\s+page)\s+to\s+/gi, "rename $1 to "],
  // "the autumn colours post needs tags: autumn, colour, inspiration": tagged so
  [/^(the\s+.+?\s+(?:post|article))\s+(?:needs|should\s+have|wants|could\s+use)\s+(?:the\s+|some\s+)?tags?\s*:?\s+(?=\S)/i, "tag $1 "],
  // "who's the harbour books testimonial by", "who's the testimonial from harbour books by again": who wrote it
  [/^who(?:'s|\s+is|\s+was)\s+the\s+(?:(.+?)\s+(testimonial|review|quote)\s+(?:by|from)|(testimonial|review|quote)\s+from\s+(.+?)\s+by)(?:\s+again)?(?=[?.!]*$)/i,
    (_, name?: string, noun?: string, nounFirst?: string, nameAfter?: string) => (name ? `who wrote the ${name} ${noun}` : `who wrote the ${nounFirst} from ${nameAfter}`)],
  // "and the behind the scenes post too, just tag it process and design": "it" is the one named first
  [/^(?:and\s+)?(the\s+.+?\s+(?:post|page|article))\s+(?:too|as\s+well)\s*[,;:—–-]?\s*(?:just\s+|please\s+)?(tag|rename|publish|unpublish|archive|delete|hide)\s+it\b/i, "$2 $1"],
  // "same for studio-dusk, something like our studio at dusk": the words offered are the value
  [/^((?:and\s+)?(?:the\s+)?same\s+(?:thing\s+)?for\s+[^,]+?)\s*,?\s+(?:something\s+like|like|e\.g\.?|maybe|perhaps)\s*:?\s+([^"'“‘]+?)[.!]*$/i, '$1: "$2"'],
  // "change the headline of the 'Have a project in mind?' section (on the home page) to …", "… of the section that says '…'": the heading is those words
  [/\b(change|set|update|make)\s+the\s+(?:headline|heading|title)\s+(?:of|on|in)\s+the\s+(?:(?:section|block|bit|box|banner|part)\s+(?:that\s+says|saying|headed|called)\s+("[^"]+"|'[^']+'|“[^”]+”|‘[^’]+’)|("[^"]+"|'[^']+'|“[^”]+”|‘[^’]+’)\s+(?:section|block|bit|box|banner|part))\s+((?:on|in)\s+the\s+[\w-]+\s+page\s+)?(?=to\s)/gi,
    (_, verb: string, said?: string, named?: string, page?: string) => `${verb} ${said ?? named} ${page ?? ""}`],
  // "make the 'Get in touch' link go to the Contact page": the menu link re-pointed (never a section's link on that page)
  [/\bmake\s+the\s+(.+?)\s+(?:link|menu\s+item|tab)(?:\s+in\s+the\s+(?:main\s+|top\s+)?(?:menu|nav(?:igation)?))?\s+(?:go|point|link|lead)\s+to\s+(?=(?:the\s+|our\s+)?[\w-]+\s+page\b)/gi, "point the $1 link at "],
  // "make the cta button on the home page say Start now": its label
  [/\bmake\s+the\s+(hero|cta|call\s+to\s+action|banner)\s+button\s+((?:on|of)\s+the\s+[\w-]+\s+page)\s+(?:say|read)\s*:?\s+/gi, "change the $1 button label $2 to "],
  // "add a new question to the faq on the about page asking Do you host sites? with answer Yes": that question and answer
  [/\badd\s+(?:a\s+)?(?:new\s+)?question\s+to\s+(the\s+faq\s+(?:on|of)\s+the\s+[\w-]+\s+page)\s+(?:asking|that\s+asks)\s+([^?]+\?)\s+(?:with|and)\s+(?:the\s+|an\s+)?answer\s*:?\s+/gi, "add a question to $1: $2 answer: "],
  // "change the first feature box title on the home page to Discover": that box's title
  [/\bchange\s+the\s+(first|second|third|fourth|fifth|last)\s+(?:feature\s+)?(?:box|card|tile|feature|column)(?:'s)?\s+(title|heading|name|description|text)\s+((?:on|of)\s+the\s+[\w-]+\s+page)\s+to\s+/gi, "change the $2 of the $1 feature $3 to "],
  // "put a new section at the bottom of the home page with a heading Our clients and some text saying …": a text section added
  [/^(?:add|put|insert|create)\s+(?:a\s+|an\s+|one\s+)?(?:new\s+)?section\s+((?:at|to)\s+the\s+(?:very\s+)?(?:bottom|top|end|start)\s+of\s+(?:the\s+)?[\w-]+\s+page|(?:on|to)\s+the\s+[\w-]+\s+page)\s+with\s+(?=(?:a|the)\s+(?:heading|title)\b)/i, "add a text section $1 with "],
  // "When I click Blog in the top menu it just goes to a page not found error": where that link goes, shown (never guessed at)
  [/^(?:when|if)\s+(?:i|people|visitors|you|customers|we)\s+(?:click|tap|press)\s+(?:on\s+)?(?:the\s+)?([\w'-]+(?:\s+[\w'-]+)?)\s+(?:link\s+|item\s+|tab\s+)?(?:in|on|at)\s+the\s+(?:top\s+|main\s+)?(?:menu|nav(?:igation)?|navbar)\b[^.!?]*?\b(?:page\s+not\s+found|not\s+found|404|error|nowhere|broken|wrong\s+page|blank\s+page)\b[^.!?]*[.!?]*$/i, "where does the $1 link go"],
  // "What is waiting to go out?": what is not live yet
  [/(^|[.!?]\s+)what(?:'s|\s+is|\s+are)\s+(?:still\s+)?(?:waiting|queued(?:\s+up)?|pending|due|lined\s+up)\s+(?:to\s+(?:go\s+(?:out|live|up)|be\s+published)|for\s+(?:publishing|approval))(?=[?.!]*$)/gi, "$1what's in drafts"],
  // "Body can just be: …": the body's words follow
  [/\b(body|text|excerpt|summary)\s+(?:can|could|should|will|may)\s+(?:just\s+|simply\s+)?(?:be|say|read)\s*:\s*/gi, "$1: "],
  // "ls posts tag=design", "post new 'Notes' tags=notes": a developer's tag filter and tags
  [/^(?:ls|list)\s+(posts?|articles?)\s+(?:tags?|tagged)\s*[=:]\s*(?=\S)/i, "list $1 tagged "],
  [/^(?:post\s+new|new\s+post)\s+(\S.*?)\s+tags?\s*[=:]\s*(?=\S)/i, "new post $1 tagged "],
  // "Staff say the menu is in a strange order … so it should go Home, Blog, About, Contact": the menu's order
  [/(?<=\bmenu\b[\s\S]*)\b(so\s+)?it\s+should\s+(?:go|be|read)\s*:?\s+(?=[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?(?:,\s*[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?){2,})/g, "$1the menu should go "],
  // "I should like the site name to be 'X'": a setting's new value
  [/\b(?:i|we)\s+(?:should|would|'d)\s+(?:like|love)\s+(the\s+(?:site\s+name|tagline))\s+to\s+(?:be|say|read)\s*:?\s+(?=["'“‘])/gi, "change $1 to "],
  [/\b(the\s+(?:site\s+name|tagline))\s+to\s+(?:be|say|read)\s*:?\s+(?=["'“‘])/gi, "$1 to "],
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
