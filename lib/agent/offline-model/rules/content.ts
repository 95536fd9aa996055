import type { Intent, PostChange } from "../intents";
import { rule, target, type Rule } from "../rule-kit";
import { labelledFields } from "../labelled-fields";
import { capitalize, protectQuotes, titleFrom, unquote } from "../text";

/** "/blog so ppl find it easier": an address typed with a slash ends where the words after it begin. */
const slugTyped = (value: string) => (/^\/[\w/-]*\s+\S/.test(value) ? value.split(/\s/)[0] : unquote(value));

/**
 * Questions about one page or post, and changes to its fields. A thing named with "post" or
 * "article" is a post; with "page" (or nothing) a page.
 */
const POST = String.raw`(?:the |our |my )?(?:blog )?(?:post|article) (?:about |on |called |titled )?(.+?)|(?:the |our |my )?(.+?) (?:blog )?(?:post|article)`;
const PAGE = String.raw`(?:the |our )?(?:page )?(.+?)(?: page)?`;

const postName = ([a, b]: string[]) => target(a || b);
/** "we close at 3 on fridays" said for a post's text: "We close at 3 on fridays." */
const asSentence = (words: string) => `${capitalize(words.trim())}${/[.!?]$/.test(words.trim()) ? "" : "."}`;
const TAGGED = String.raw`tagged(?:\s+(?:with|as))?`;
/** "all three blog posts", "both of our live posts", "every draft post": several posts, with the status that picks them. */
const SEVERAL_POSTS = String.raw`(?:all|both|each|every)(?: of)?(?: the| our)?(?: (?:two|three|four|five|\d+))?(?: (live|published|draft|unpublished|archived))? (?:blog )?(?:posts?|articles?)(?:,? (?:keeping|but keep|leaving) .+)?`;
/** A new post's details by name: "…, text: we bake it fresh", "with the tags news and events", "excerpt: …". */
const POST_FIELDS = {
  title: String.raw`title|headline|heading`,
  body: String.raw`text|body|content|copy|words|saying|that\s+says`,
  excerpt: String.raw`excerpt|summary|intro|teaser`,
  tags: String.raw`${TAGGED}|tags?(?:\s+(?:it|them))?(?:\s+(?:with|as))?`,
};

/** "title='X' tags=advice body='Y'": fields typed like code, one after another without commas. */
function fieldsApart(rest: string): string {
  const { text, restore } = protectQuotes(rest);
  return restore(text.replace(/\s+(?=(?:title|tags?|body|text|content|excerpt|summary)\s*=)/gi, ", "));
}

/** A new post with the details named after its title; undefined when none is (the plainer rules read it). */
function createPost(rest: string): Intent | undefined {
  const { lead, fields } = labelledFields(fieldsApart(rest), POST_FIELDS, [TAGGED]);
  const title = titleFrom(fields.title ?? lead);
  if (!Object.keys(fields).length || !title) return undefined;
  const { body, excerpt, tags } = fields;
  return { kind: "createPost", title, ...(tags ? { tags: tagList(tags) } : {}), ...(excerpt ? { excerpt } : {}), ...(body ? { body } : {}) };
}

/** "news, events and offers" → three tags; a tag in quotes stays whole ('before & after'). */
const tagList = (words: string) => {
  const { text: masked, restore } = protectQuotes(words.trim());
  return masked
    .split(/\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*/i)
    .map((tag) => unquote(restore(tag.replace(/^(?:the\s+)?(?:tags?\s+)?/i, "")).trim()))
    .filter(Boolean);
};

/** Tags added to a post; none when a "tag" reads as a clause ("science and put it on the blog"): then the request is more than tags. */
function tagged(post: string, words: string): Intent | undefined {
  const add = tagList(words);
  return add.every((tag) => tag.split(/\s+/).length <= 3 && !/\b(?:it|them|this|that)\b/i.test(tag)) ? { kind: "editPost", post, change: { field: "tags", add } } : undefined;
}

const askPost = (ask: Extract<Intent, { kind: "askPost" }>["ask"]) => (groups: string[]): Intent => ({ kind: "askPost", post: postName(groups), ask });
const editPost = (change: (value: string) => PostChange) => (groups: string[]): Intent => ({ kind: "editPost", post: postName(groups), change: change(unquote(groups[2])) });
/** "use|make IMAGE (as) the cover of POST": the image first, then the post's name groups. */
const coverOfPost = ([image, ...post]: string[]): Intent => ({ kind: "editPost", post: postName(post), change: { field: "cover", value: unquote(image) } });

/** "the tag 'process' for 'how we work'", "the 'seasonal' tag with 'podcast'": the word "tag" makes it one (not a title, meta or price tag). */
const TAG_SWAP = String.raw`(?:the )?(?:tag (["'][^"']+["']|[\w-]+)|(["'][^"']+["']|(?!(?:title|meta|h\d|alt|price|seo|og|name|html|header|image|the|a|an|this|that|its|our|each|every)\b)[\w-]+) tag) (?:for|with|to) (?:the )?(?:tag )?(["'][^"']+["']|[\w\s-]+?)(?: tag)?`;
/** A post's tag replaced by another. */
/** A tag taken off the post just named ("… and take off the design tag"). */
const takenOffIt = ([tag]: string[]): Intent => ({ kind: "editPost", post: "it", change: { field: "tags", remove: [unquote(tag)] } });
const swapTag = (post: string, old: string, tag: string): Intent => ({ kind: "editPost", post, change: { field: "tags", add: [unquote(tag)], remove: [unquote(old)] } });

/** ", this one: '…'", " to '…'", ": '…'": the words a page's search text gets. */
const SEO_VALUE = String.raw`(?:,? (?:this one|as follows|the following|like this|this|(?:please )?(?:put|write|use|make it)))?(?::| to| as| =) (.+)`;
const seoText = (page: string, which: string, value: string): Intent => ({ kind: "editPage", page: target(page), field: /title/i.test(which) ? "seoTitle" : "seoDescription", value: unquote(value) });

export const CONTENT_RULES: Rule[] = [
  // ── posts: questions
  rule(`(?:is|has) (?:${POST})(?: been)? (?:live|published|public|online|up)(?: yet)?`, askPost("live")),
  rule(`(?:what|which) tags (?:does|do|has|have) (?:${POST}) (?:have|got)`, askPost("tags")),
  // "tags on the welcome post?", "cover of the autumn post?": the question in a few words
  rule(`(?:the )?tags (?:of|on|for) (?:${POST})`, askPost("tags")),
  rule(`(?:the )?(?:excerpt|summary|teaser) (?:of|on|for) (?:${POST})`, askPost("excerpt")),
  rule(`(?:the )?cover(?: image| picture| photo)? (?:of|on|for) (?:${POST})`, askPost("cover")),
  // "the autumn post — live or draft?", "is the welcome post live or still a draft?"
  rule(`(?:is )?(?:${POST})(?: [—–:-])? (?:is it )?(?:live|published|public) or (?:still )?(?:a |in )?draft`, askPost("live")),
  rule(`(?:what(?:'s| is| are)|show|list) (?:the )?tags (?:of|on|for) (?:${POST})`, askPost("tags")),
  rule(`(?:what(?:'s| is)|show|read|what does) (?:the )?(?:excerpt|summary|teaser) (?:of|on|for) (?:${POST})(?: say| read)?`, askPost("excerpt")),
  rule(`who (?:wrote|authored|is the author of) (?:${POST})`, askPost("author")),
  rule(`(?:what(?:'s| is)|which image is|show) (?:the )?cover(?: image| picture| photo)? (?:of|on|for) (?:${POST})`, askPost("cover")),
  rule(`what(?:'s| is) (?:in|on) (?:${POST})`, askPost("body")),
  rule(`(?:show|open|read|view) (?:${POST})`, askPost("body")),

  // ── posts: changes
  rule(`(?:rename|retitle) (?:${POST}) (?:to|as) (.+)`, editPost((value) => ({ field: "title", value }))),
  rule(`(?:change|set|update) the (?:title|name) of (?:${POST}) to (.+)`, editPost((value) => ({ field: "title", value }))),
  rule(`(?:change|set|update|edit) the (?:excerpt|summary|teaser) (?:of|on|for) (?:${POST}) (?:to|as|=):? (.+)`, editPost((value) => ({ field: "excerpt", value }))),
  rule(`(?:change|set|update) (?:the )?(?:slug|url|address) (?:of|on|for) (?:${POST}) to (.+)`, editPost((value) => ({ field: "slug", value }))),
  // "remove the cover image from the autumn post": the post keeps going without one
  rule(`(?:remove|delete|take (?:off|away)|drop|clear|get rid of) (?:the )?cover(?: image| picture| photo| pic)? (?:from|of|on|off) (?:${POST})(?:,? (?:we'll|we will|i'll|i will|for now|until|because|as|since|we're|thanks)\\b.*)?`, (post) => ({ kind: "editPost", post: postName(post), change: { field: "cover", value: "" } })),
  // "take the tag seasonal off the autumn draft", "remove the tag 'x' from the autumn post"
  rule(`(?:remove|delete|take|drop) (?:the )?tag (["'][^"']+["']|[\\w-]+) (?:off|from) (?:the )?(?:${POST.replace(/\(\?:post\|article\)/g, "(?:post|article|draft)")})`, ([tag, ...post]) => ({ kind: "editPost", post: postName(post), change: { field: "tags", remove: [unquote(tag)] } })),
  // "use the blue coast photo as the cover of the autumn post (instead of the valley one)"
  rule(`(?:use|make|set|put) (?:the )?(.+?)(?: image| picture| photo| pic| one)? as (?:the )?cover(?: image| picture| photo)? (?:of|for|on) (?:${POST})(?: instead(?: of .+)?| rather than .+)?`, coverOfPost),
  // "The Behind the scenes post needs a snappier title — 'How we build sites in 4 steps'"
  rule(`(?:${POST}) (?:needs|could use|wants|should have|must have) (?:a |an )?(?:\\w+ )?(title|headline|excerpt|summary|intro)[,:;—–-]* (?:(?:make it|how about|something like|like|maybe|try|use) )?(["'].+["'])`, ([a, b, which, value]) =>
    ({ kind: "editPost", post: postName([a, b]), change: { field: /title|headline/i.test(which) ? "title" : "excerpt", value: unquote(value) } })),
  // "make it the cover of the welcome post", "make rose-garden.jpg the cover image of the autumn post"
  rule(`(?:make|set) (?:the )?(.+?)(?: image| picture| photo| pic| one)? (?:the )?cover(?: image| picture| photo)? (?:of|for|on) (?:${POST})`, coverOfPost),
  // "for the Behind the scenes post use the blue coast picture as the cover instead of the dusk one"
  rule(`(?:for|on|in) (?:${POST}),? (?:(?:can|could|would) you |please )?(?:use|make|set|put) (?:the )?(.+?)(?: image| picture| photo| pic| one)? as (?:the |its )?cover(?: image| picture| photo)?(?: ins?te?a?e?d(?: of .+)?| rather than .+|,? not (?:the )?.+)?`, ([...groups]) => ({ kind: "editPost", post: postName(groups.slice(0, -1)), change: { field: "cover", value: unquote(groups.at(-1)!) } })),
  rule(`(?:use|make|set|put) (?:the )?(?:image |picture |photo )?(.+?) as (?:its|it's|the post's|the) cover(?: image| picture| photo)?`, ([image]) => ({ kind: "editPost", post: "it", change: { field: "cover", value: unquote(image) } })),
  rule(`(?:set|change|make|update) (?:the |its |it's |the post's )?cover(?: image| picture| photo)?(?! (?:image |picture |photo )?(?:of|on|for)\\b)(?: (?:to|as|=)| =)? (.+)`, ([image]) => ({ kind: "editPost", post: "it", change: { field: "cover", value: unquote(image).replace(/^the\s+/i, "") } })),
  rule(`(?:swap|replace|change) (?:the )?cover(?: image| picture| photo)? (?:on|of|for) (?:${POST}) (?:for|with|to) (.+)`, editPost((value) => ({ field: "cover", value: value.replace(/^the\s+/i, "") }))),
  rule(`(?:set|change|update|make) (?:the )?cover(?: image| picture| photo)? (?:of|on|for) (?:${POST}) (?:to|as) (.+)`, editPost((value) => ({ field: "cover", value: value.replace(/^the\s+/i, "") }))),
  rule(`(?:put|write|add|type) (?:in|into|inside) (?:it|this post|the post)[:,]? (.+)`, ([value]) => ({ kind: "editPost", post: "it", change: { field: "body", value: unquote(value) } })),
  rule(`(?:add|append|put) (?:this|(?:a|an|one) (?:(?:little|short|quick|small|final|extra|bonus|new|last) )*(?:line|sentence|note|paragraph|tip|point|bit|word|thought|p\\.?s\\.?))? ?(?:at|to) the (?:very )?end of (?:${POST}):? (.+)`, editPost((value) => ({ field: "body", value }))),
  // "add a line to the summer hours post saying we close at 3", "add to the welcome post: 'X'"
  rule(`(?:add|append|write) (?:(?:a|an|one) (?:(?:little|short|quick|small|new) )?(?:line|sentence|note|paragraph|bit) )?(?:to|in|into|on) (?:${POST})(?:,? (?:saying|that says|which says|to say)|:) (.+)`, editPost((value) => ({ field: "body", value }))),
  // "add that we close at 3 on fridays in july", after the post was made: a sentence for its text
  rule(`(?:add|mention|say|write|put in) that (?=(?:we|we're|we'll|we've|our|they|they're|there|it|it's|you|all|every|i)\\b)((?:(?!\\b(?:to|on|in) (?:the|our) [\\w' -]+ page\\b).)+)`, ([words]) => ({ kind: "editPost", post: "it", change: { field: "body", value: asSentence(words) } })),
  // "To the autumn draft, could you add one last sentence at the very end: 'X'", "to the welcome post add a line: 'X'"
  rule(`(?:(?:to|in) )?(?:${POST}|(?:the |our |my )?(.+?) draft),? (?:add|append|put) (?:(?:one|a|another) (?:last |final |more |short )?(?:line|sentence|note|paragraph) )?(?:at the (?:very )?end|to the end|at the bottom)?:? (.+)`, ([a, b, draft, value]) => ({ kind: "editPost", post: target(a || b || draft), change: { field: "body", value: unquote(value) } })),
  // "add the tag 'studio' to all three blog posts", "tag both of our live posts with 'featured'": every post so named
  rule(`add (?:the )?tags? (.+?) to ${SEVERAL_POSTS}`, ([tags, status]) => tagged(`all ${status ?? ""} posts`.replace(/\s+/g, " "), tags)),
  rule(`tag ${SEVERAL_POSTS} (?:with |as )?(.+)`, ([status, tags]) => tagged(`all ${status ?? ""} posts`.replace(/\s+/g, " "), tags)),
  rule(`add (?:the )?tags? (.+?) to (?:${POST})`, ([tags, a, b]) => tagged(postName([a, b]), tags)),
  rule(`tag (?:${POST}) (?:with |as )?(.+)`, ([a, b, tags]) => tagged(postName([a, b]), tags)),
  rule(`add (?:the )?tags? (.+?) to (it|this|that)(?: post)?`, ([tags, pronoun]) => tagged(pronoun, tags)),
  rule(`tag (it|this|that) (?:with |as )?(.+)`, ([pronoun, tags]) => tagged(pronoun, tags)),
  // "… and take off the design tag": a tag taken off the post just named, never a page or post called "design tag"
  rule(`(?:remove|delete|drop|take off|take away|strip|lose) (?:the )?(?:tag )?("[^"]+"|'[^']+'|[\\w-]+(?: [\\w-]+)?) tag(?: (?:from|off) (?:it|this|that))?`, takenOffIt),
  rule(`(?:remove|delete|drop|take off|take away|strip) (?:the )?tag ("[^"]+"|'[^']+'|[\\w-]+)(?: (?:from|off) (?:it|this|that))?`, takenOffIt),
  // "swap the tag 'process' for 'how we work'", "on the X post, swap the 'seasonal' tag for 'podcast'": one tag out, another in
  rule(`(?:on|in|for) (?:${POST}),? (?:(?:could|can|would) you (?:please )?)?(?:swap|replace|change|switch) ${TAG_SWAP}`, ([a, b, oldA, oldB, tag]) => swapTag(postName([a, b]), oldA || oldB, tag)),
  rule(`(?:swap|replace|change|switch) ${TAG_SWAP}(?: (?:on|in|of) (?:${POST}))?`, ([oldA, oldB, tag, a, b]) => swapTag(a || b ? postName([a, b]) : "it", oldA || oldB, tag)),
  // "change the tags of the autumn post to autumn and colour", "the tags on it should really just be autumn and colour": exactly these
  rule(`(?:(?:set|change|make|update) )?(?:the |its )?tags (?:of|on|for) (?:it|that|this|${POST}) (?:to|should (?:really )?(?:just |only )?be|must be|need to be|=) (?:just |only )?(.+)`, ([a, b, tags]) => ({ kind: "editPost", post: a || b ? postName([a, b]) : "it", change: { field: "tags", set: tagList(tags) } })),
  rule(`(?:${POST})(?:'s)? tags (?:should (?:really )?(?:just |only )?be|must be|need to be) (?:just |only )?(.+)`, ([a, b, tags]) => ({ kind: "editPost", post: postName([a, b]), change: { field: "tags", set: tagList(tags) } })),
  rule(`(?:remove|delete|drop|take off) (?:the )?(.+?) tags? (?:from|on|off) (?:${POST})`, ([tags, a, b]) => ({ kind: "editPost", post: postName([a, b]), change: { field: "tags", remove: tagList(tags) } })),
  rule(`(?:remove|delete|drop|take off) (?:the )?tags? (.+?) (?:from|on|off) (it|this post|that post|the post)`, ([tags, post]) => ({ kind: "editPost", post, change: { field: "tags", remove: tagList(tags) } })),
  rule(`(?:remove|delete|drop|take off) (?:the )?tags? (.+?) (?:from|on|off) (?:${POST})`, ([tags, a, b]) => ({ kind: "editPost", post: postName([a, b]), change: { field: "tags", remove: tagList(tags) } })),
  rule(`(?:change|set|update|edit) (its|it's|the post's) (excerpt|title|slug) (?:to|as):? (.+)`, ([, field, value]) => ({ kind: "editPost", post: "it", change: { field: field.toLowerCase() as "excerpt", value: unquote(value) } })),
  rule(`(?:unpublish|un-publish) (?:${POST})(?: but (?:keep|don't delete) it)?`, (groups) => ({ kind: "postAction", action: "unpublish", post: postName(groups) })),

  // ── posts: new, with their details
  rule(`(?:create|write|draft|add|start|make|new) (?:a |an )?(?:new )?(?:draft )?(?:blog )?(?:post|article)(?: (?:called|named|titled|entitled))?[,:]? (.+)`, ([rest]) => createPost(rest)),

  // ── pages: questions
  // "is the Gift Vouchers link live" asks about the menu (navigation rules).
  rule(`(?:is )?${PAGE}(?: [—–:-])? (?:is it )?(?:live|published|public) or (?:still )?(?:a |in )?draft`, ([page]) => ({ kind: "askPage", page: target(page.replace(/^\//, "")), ask: "live" })),
  rule(`(?:is|has) ${PAGE}(?: been)? (?:live|published|public|online|up)(?: yet)?`, ([page]) => (/\s(?:link|menu item|nav item|tab)$/i.test(page) ? undefined : { kind: "askPage", page: target(page), ask: "live" })),
  rule(`(?:what(?:'s| is)|show) (?:the )?seo (title|description) (?:on|of|for|in) ${PAGE}`, ([which, page]) => ({ kind: "askPage", page: target(page), ask: /title/i.test(which) ? "seoTitle" : "seoDescription" })),
  rule(`(?:does|has) ${PAGE} (?:have |got )?(?:an? )?seo (title|description)`, ([page, which]) => ({ kind: "askPage", page: target(page), ask: /title/i.test(which) ? "seoTitle" : "seoDescription" })),
  rule(`(?:what(?:'s| is)|where(?:'s| is)|show) (?:the )?(?:web address|address|url|link|slug|path) (?:of|for|to) ${PAGE}`, ([page]) => ({ kind: "askPage", page: target(page), ask: "slug" })),
  rule(`(?:does|has) ${PAGE} (?:have|got|contain|include) (?:an? |any |the )?(?:faq|hero|gallery|call to action|cta|features?|feature grid|text|image and text)(?: section| sections)?`, ([page]) => ({ kind: "askPage", page: target(page), ask: "sections" })),
  rule(`when (?:was|did) (?:${POST}) (?:get )?(?:published|go live|come out|posted)`, askPost("live")),
  rule(`(?:what|which) sections (?:are|does|do|have) (?:on|in|there on)? ?${PAGE}(?: have| got| contain)?`, ([page]) => ({ kind: "askPage", page: target(page), ask: "sections" })),
  rule(`(?:(?:the )?([\\w'-]+(?: [\\w'-]+)?) (?:page's |page )?sections|(?:the )?sections (?:of|on|in) ${PAGE})`, ([a, b]) => ({ kind: "askPage", page: target(a || b).replace(/\s+page$/i, ""), ask: "sections" })),
  rule(`how many sections (?:does|do|are (?:on|in)|has) ${PAGE}(?: have| got| contain)?`, ([page]) => ({ kind: "askPage", page: target(page), ask: "sections" })),
  rule(`how many sections (?!does |do |are |has )${PAGE} (?:has|have|got|contains?)`, ([page]) => ({ kind: "askPage", page: target(page), ask: "sections" })),
  rule(`(?:list|show) (?:the |all )?sections (?:on|of|in) ${PAGE}`, ([page]) => ({ kind: "askPage", page: target(page), ask: "sections" })),
  rule(`what(?:'s| is) (?:the )?(?:main )?heading (?:on|of|for) (?!.*\\b(?:hero|section|faq|banner|cta|call to action|gallery)\\b)${PAGE}`, ([page]) => ({ kind: "askPage", page: target(page), ask: "heading" })),
  rule(`what does (?:the )?(?:main )?heading (?:on|of|for) (?!.*\\b(?:hero|section|faq|banner|cta|call to action|gallery)\\b)${PAGE} (?:say|read)`, ([page]) => ({ kind: "askPage", page: target(page), ask: "heading" })),
  rule(`what does (?:the )?([\\w'-]+(?: [\\w'-]+)?) page's (?:main )?heading (?:say|read)`, ([page]) => ({ kind: "askPage", page: target(page), ask: "heading" })),

  // ── pages: changes
  rule(`(?:change|set|update|make) (?:the )?(?:url|slug|address|web address|path|link) (?:of|for) ${PAGE} (?:to|as|=):? (.+)`, ([page, value]) => ({ kind: "editPage", page: target(page), field: "slug", value: slugTyped(value) })),
  // "the /about url needs to be /about-us": the page by its address
  rule(`(?:the )?\\/([\\w-]+)(?: page)? (?:url|slug|address|web address|path|link) (?:needs to|should|must|has to|ought to) (?:be|become|change to|read) (\\/?[\\w-]+)`, ([page, value]) => ({ kind: "editPage", page, field: "slug", value: value.replace(/^\//, "") })),
  rule(`(?:change|set|update|make) (?:the )?(.+?) (?:page's|pages|page) (?:url|slug|address|web address|path) (?:to|as|=):? (.+)`, ([page, value]) => ({ kind: "editPage", page: target(page), field: "slug", value: slugTyped(value) })),
  // "The About page needs a proper SEO title, make it '…'"
  rule(`(?:the )?(.+?) page (?:needs|should have|could use|wants|must have) (?:a |an )?(?:proper |new |better |real |decent )?(?:seo|meta|google) (title|description)[,:;—–-]* (?:(?:make it|something like|like|it should be|set it to|use) )?(["'].+["'])`, ([page, which, value]) => seoText(page, which, value)),
  rule(`(?:change|set|update|make) (?:the )?(.+?) (?:page's|pages|page) (?:seo|meta) (title|description) (?:to|as|=):? (.+)`, ([page, which, value]) => ({ kind: "editPage", page: target(page), field: /title/i.test(which) ? "seoTitle" : "seoDescription", value: unquote(value) })),
  rule(`(?:change|set|update|make) (?:the )?(?:seo|meta) (title|description) (?:to|as|=):? (["'].+?["']) (?:on|of|for) ${PAGE}`, ([which, value, page]) => ({ kind: "editPage", page: target(page), field: /title/i.test(which) ? "seoTitle" : "seoDescription", value: unquote(value) })),
  rule(`(?:change|set|update|give|write) (?:the )?seo (title|description) (?:of|for|on) ${PAGE} (?:to|as|=):? (.+)`, ([which, page, value]) => ({ kind: "editPage", page: target(page), field: /title/i.test(which) ? "seoTitle" : "seoDescription", value: unquote(value) })),
  // "… and remove from it tag 'design'": a tag taken off the post the step before changed
  rule(`(?:remove|delete|drop|take off|take away) (?:from (?:it|them) )?(?:the )?tags? (["'][^"']+["']|[\\w-]+)(?: from (?:it|them|this|that)(?: post)?)?`, ([tag]) => ({ kind: "editPost", post: "it", change: { field: "tags", remove: [unquote(tag)] } })),
  // "put the description for Google on the page Contact, this one: '…'", "for the page Contact I would like to put the description for Google: '…'"
  rule(`(?:put|add|write|use|set|change|modify|update|make) (?:the |a |an )?(?:new )?seo (title|description) (?:of|for|on|to) ${PAGE}${SEO_VALUE}`, ([which, page, value]) => seoText(page, which, value)),
  rule(`(?:for|on|of) ${PAGE},? (?:(?:i|we) (?:would|'d) like to |(?:i|we) want to |please )?(?:put|add|write|use|set|change|modify|update|make) (?:the |a |an )?(?:new )?seo (title|description)${SEO_VALUE}`, ([page, which, value]) => seoText(page, which, value)),
  rule(`give ${PAGE} (?:an? )?(?:new )?seo (title|description):? (.+)`, ([page, which, value]) => ({ kind: "editPage", page: target(page), field: /title/i.test(which) ? "seoTitle" : "seoDescription", value: unquote(value) })),
];
