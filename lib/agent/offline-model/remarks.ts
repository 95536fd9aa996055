import { protectQuotes } from "./text";

/**
 * What people add around a request that is not part of it: a reason ("…, we're not doing that any
 * more", "because it's out of date"), a courtesy ("…, thanks", "no rush") or a note about later
 * ("we'll fill it in later"). Left in, it ends up in a name ("the page 'pricing page, we're not…'").
 * A remark starts with a reason word, or with "we/it/that/they" and a verb about the situation; "it's
 * called X now" is a value, not a remark, so naming verbs never start one.
 */
const SUBJECT = String.raw`(?:we|we're|we've|we'll|we'd|i|i'm|i've|i'll|i'd|it|it's|its|that|that's|thats|this|they|they're|they've|they'll|they'd|there's|he|she|he's|she's|nobody|no\s+one|everyone|people|customers|visitors|clients|someone|somebody|marketing|sales|legal|management|(?:the|my|our)\s+(?:team|boss|owner|board|trustees|manager|client|dad|mum|mom|wife|husband|partner)|(?:a|one\s+of\s+our|our)\s+(?:customer|client|visitor|colleague|friend|boss|manager)s?)`;
const SITUATION = String.raw`(?:moving|closing|opening|changing|rebranding|retiring|leaving|starting|running|getting|having|planning|hoping|says|say|thinks?|thought|feels?|felt|reckons?|(?!need)\w{2,}ed|asked|are|is|was|were|am|have|has|had|do|does|did|don't|dont|doesn't|didn't|not|no|never|only|won't|will|would|can|can't|cannot|could|should|shouldn't|need|needs|want|wants|already|just|still|really|keep|keeps|got|changed|moved|closed|stopped|finished|done|old|past|expired|ended|(?:ir)?relevant|out|wrong|broken|outdated|ready|fine|useless|obsolete|gone|over|too|reads|uses|visits|likes|looks|cares|rather|quite|pretty|getting|kind\s+of|a\s+bit|'ll|'re|'ve)`;
/** Who a change is for, in "… so our donors can see it": the people a site is read by. */
const READERS = String.raw`(?:(?:our|the|all\s+(?:the|our)|any|new|potential)\s+)?(?:donors|supporters|readers|visitors|customers|clients|guests|students|parents|members|volunteers|listeners|buyers|tenants|patients|people|users|fans|followers|folks|everyone|everybody|anyone|google)`;
const REMARK = new RegExp(
  String.raw`^(?:(?:nobody|no\s+one|everyone|everybody)'s\s+\S.*|(?:(?:it|that)\s+(?:links?|goes|points)\s+to\s+)?(?:the\s+)?same\s+(?:page|link|address|url|place|target)|(?:it's|it\s+is|they're|they\s+are)\s+(?:(?:used|shown)\s+)?(?:on|in)\s+(?:the\s+)?[\w' -]+|with(?:out)?\s+(?:a|the)\s+full\s+stop|(?:but\s+)?keep\s+(?:the\s+)?(?:original|file|image|picture|photo)(?:\s+(?:itself|file))?(?:\s+in\s+the\s+(?:media\s+)?(?:library|libary))?|the\s+(?:old\s+|current\s+)?(?:orange|red|blue|green|purple|pink|yellow|grey|gray|black|white|brown|teal|colou?r|one)\s+(?:is|isn't|was|looks)\s+\S.*|(?:but\s+|and\s+)?(?:keep|leave)\s+(?:the\s+|all\s+the\s+)?(?:other|others|rest|remaining|existing)(?:\s+(?:\w+|ones?)){0,2}(?:\s+(?:as\s+(?:they|it)\s+(?:are|is)|alone|too))?|(?:the\s+|its\s+)?(?:web\s+)?(?:address|url|slug|link)\s+(?:stays|remains|can\s+stay|should\s+stay)\s+(?:the\s+same|as\s+(?:it\s+)?is|unchanged)|\S.*\b(?:that|this)\s+(?:sort|kind)\s+of\s+(?:thing|stuff)|\S.*\b(?:should|must|need\s+to|can)\s+(?:no\s+longer|not|never)\s+be\s+able\s+to\s+(?:see|view|read|find|access|open)\b.*|\S.*\banyway|like\s+(?:a|an|some)\s+(?:\S+\s+){0,3}thing(?:y|ie)?|(?:but\s+|and\s+)?(?:don't|do\s+not|dont)\s+(?:touch|change|edit|alter)\s+(?:the\s+)?(?:page|post|rest|others?|anything\s+else|h1|other\s+\w+|[\w-]+)(?:\s+itself)?|(?:and\s+)?leave\s+(?:the\s+)?(?:rest|others?|everything\s+else)(?:\s+of\s+(?:it|them|\S+(?:\s+\S+)?))?\s+(?:alone|as\s+(?:it|they)\s+(?:is|are))|(?:and\s+)?(?:leave|keep)\s+(?:the\s+|our\s+|my\s+|all\s+(?:the\s+)?)?[\w-]+(?:\s+[\w-]+)?\s+(?:alone|untouched|unchanged|as\s+(?:it|they)\s+(?:is|are))|(?:because|since|cos|cause|until|till)\s+\S.*|(?:it's|its|it\s+is|that's|they're|they\s+are)\s+(?:so\s+|very\s+|really\s+|too\s+|totally\s+|way\s+|well\s+)?(?!(?:called|named|titled)\b)[a-z]+(?:\s+now)?|for\s+(?:a\s+(?:bit|while|few\s+days|week|month)|the\s+(?:time\s+being|moment))|(?:not|no|never|don't|do\s+not|dont)\s+(?:delete|remove|bin)\b.*|as\s+(?!(?:the\s+|its\s+|a\s+)?(?:cover|logo|caption|alt)\b)\S.*|${SUBJECT}\s+(?!(?:called|named|titled|now\s+called)\b)${SITUATION}\b.*|(?:(?:many\s+|big\s+)?thanks(?:\s+(?:so\s+much|a\s+lot|in\s+advance|again))?|thank\s+you(?:\s+(?:so\s+much|very\s+much|in\s+advance))?|thx|ty|cheers|ta|much\s+appreciated|there's\s+a\s+(?:love|dear|star|good\s+\w+)|you're\s+a\s+(?:star|gem|legend)|(?:kind(?:est)?\s+|best\s+|warm\s+)?regards\b.*|best(?:\s+wishes)?\b.*|(?:all\s+the\s+)?best|that's\s+(?:all|it)\b.*|bye|goodbye|no\s+rush|asap|when\s+you\s+(?:can|get\s+a\s+chance)|if\s+(?:you\s+can|possible|that's\s+ok(?:ay)?)|for\s+now|(?:just\s+)?(?:leave|keep)\s+it\s+(?:empty|blank|as\s+it\s+is|for\s+now).*|(?:just\s+)?(?:empty|blank)(?:\s+for\s+now)?|(?:but\s+)?(?:don't|do\s+not|dont|no\s+need\s+to)\s+(?:publish|make\s+it\s+live|put\s+it\s+live|go\s+live)\b.*|(?:it|this|that)\s+(?:ought\s+not|should\s+not|shouldn't|must\s+not|mustn't|needn't|need\s+not)\s+(?:to\s+)?(?:be\s+)?(?:published|live|public|go\s+live)\b.*|(?:not|nothing)\s+(?:published|live|public)\s+yet.*|(?:keep|leave)\s+it\s+(?:as\s+a\s+)?(?:draft|unpublished|offline|hidden|private)\b.*|(?:leaving|keeping|without\s+touching)\s+\S.*|(?:but\s+)?(?:not\s+to|don't|do\s+not)\s+delete\s+(?:it|them)|(?:and\s+)?(?:nothing|none)\s+else|(?:and\s+)?only\s+(?:that|this|it)|(?:do|for)\s+(?:two|three|four|a\s+few|some|several|a\s+couple\s+of)\s+things(?:\s+for\s+(?:me|us))?|(?:and\s+)?be\s+done\s+with\s+it|(?:would\s+you\s+)?(?:please\s+)?(?:change|alter|update|fix|amend|correct|do)\s+(?:it|that|this)\s+(?:accordingly|for\s+me)|(?:please\s+)?(?:change|alter|update|fix|amend|correct|adjust)\s+(?:the\s+|its\s+)?[\w-]+\s+acc?ordingly|(?:please\s+)?(?:fix|sort|correct)\s+(?:it|that|this|them(?:\s+all)?)(?:\s+out)?(?:\s+(?:now|asap|please|pls|today))?|(?:find|get|search\s+for|look\s+for)\s+(?:them|it|those)(?:\s+all)?|not\s+(?:needed|used|wanted)\s+any\s*more.*|no\s+longer\s+\S.*|(?:i'm|i\s+am|im)\s+(?:so\s+|really\s+|very\s+|terribly\s+)?sorry\b.*|sorry(?:\s+about\s+(?:that|this|the\s+\w+))?|my\s+bad|(?:my\s+)?apologies\b.*|(?:(?:i|we)\s+(?:would\s+like|'d\s+like|want|wish|need|intend|plan)\s+to\s+)?keep\s+(?:it|them|this|that)(?:,?\s+(?:so|and|but)\s+(?:please\s+)?(?:do\s+not|don't|dont|never)\s+(?:delete|remove|bin)\b.*)?|(?:but\s+)?keep\s+(?:the\s+|its\s+)?(?:web\s+)?(?:address|url|slug|link|permalink)s?\s+(?:the\s+same|as\s+(?:it\s+is|is)|unchanged)\b.*|(?:but\s+)?(?:you|u)\s+can\s+(?:leave|keep)\s+\S.*|so\s+(?:that\s+)?(?:${SUBJECT}|${READERS})\s+\S.*|for\s+the\s+(?:length|duration|rest|course)\s+of\s+\S.*|${SUBJECT}\s+(?:\S+\s+){0,6}?(?:tomorrow|tonight|next\s+(?:week|month|year|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|later\s+(?:today|this\s+week)|on\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b.*)[\s.!]*)$`,
  "i",
);

/** What a request says the new value is: quoted text, or "should be …". */
const GIVES_VALUE = /\u0000|["“”]|(?<!\w)['‘`]|\b(?:should|must|needs\s+to|has\s+to)\s+(?:be|say|read)\b/i;

/** After a request, "…, is old now", "…, is his full name": a clause with no subject of its own says something about it. */
const TRAILING_REMARK = /^(?:is|are|was|were)\s+(?!(?:called|named|titled)\b)\S[^?]*$/i;
const isTrailingRemark = (clause: string) => TRAILING_REMARK.test(clause.trim()) && !GIVES_VALUE.test(clause);

/** Whether a whole clause or sentence is a remark, not a request. */
export const isRemark = (clause: string) => REMARK.test(clause.trim()) && !GIVES_VALUE.test(clause);

/** Clause breaks a remark can follow: a comma, a dash, or brackets. */
const BREAK = new RegExp(String.raw`\s*(?:,|\s-\s|\s—\s|\s–\s|\()\s*|\s+(?=(?:because|since|cos|until|till|so\s+(?:that\s+)?(?:${READERS}|we|they|people)\s|as\s+(?:it|they|we)|(?:it's|its|it\s+is)\s+(?:ready|done|finished|old|outdated|out\s+of\s+date|wrong|stale|(?:so|too|very|really|totally|way|well)\s+\w+)|(?:but\s+)?(?:not|never|don't|do\s+not)\s+(?:delete|remove|bin))\b)`, "gi");

/** The request without the remarks trailing it ("delete the pricing page, we're not doing that any more" → "delete the pricing page"). */
export function withoutRemarks(sentence: string): string {
  const { text, restore } = protectQuotes(sentence);
  // After a colon comes a value typed out ("…: Yes, we do."): its clauses are not remarks.
  const colon = text.indexOf(":");
  const breaks = [...text.matchAll(BREAK)].filter((found) => colon < 0 || found.index < colon);
  for (const found of breaks) {
    const head = text.slice(0, found.index).trim();
    const tail = text.slice(found.index + found[0].length).replace(/\)\s*$/, "");
    if (head && (isRemark(restore(tail)) || isTrailingRemark(restore(tail)))) return restore(head);
  }
  return sentence;
}
