/** Words that only announce a question: "quick q", "just checking". */
/** "I need to know …", "we'd like to know …": a question, however it is put. */
export const WANTS_TO_KNOW = String.raw`(?:i|we)\s+(?:need|want|would\s+like|'d\s+like)\s+to\s+know`;
export const QUESTION_OPENING = String.raw`(?:quick\s+(?:q(?:uestion|n)?|one)|just\s+(?:checking|wondering|curious))`;

/** Leading words that ask politely but carry no meaning ("please", "could you", "I'd like to"). */
const POLITE_OPENING = new RegExp(
  [
    String.raw`^(?:@[\w.-]+[:,]?\s+|(?:can|could|would|will)\s+(?:someone|somebody|anyone|one\s+of\s+you)\s+(?:please\s+)?|${QUESTION_OPENING}\b[:,\s\-—–]*|(?:just\s+)?(?:two|three|four|a\s+few|a\s+couple\s+of|some|several)\s+(?:small\s+|quick\s+|little\s+)?(?:things|changes|fixes|updates|requests|edits|tasks)(?:\s+(?:please|pls|for\s+(?:me|you|us)))?(?:\s+(?:from|for)\s+(?:the\s+|our\s+|my\s+)?[\w'-]+(?:\s+[\w'-]+)?)?(?:\s+(?:today|please|pls))?(?:,?\s+if\s+i\s+may)?\s*[:,.-]\s*|excuse\s+me\b[,.!\s]*|(?:quick|small|short)\s+(?:audit|check|question|one|q|thing|request)s?\s*[:,.—–-]\s*|(?:no+,?\s+|oh,?\s+)?wait\b[,.!\s]*(?:no+\b[,.!\s]*)?|(?:(?:would|will|could)\s+you\s+)?be\s+able\s+to\s+|may\s+i\s+(?:ask|know)\s+|(?:please|pls|kindly|ok(?:ay)?|so|now|also|and|then|first|next|finally|right|just|quickly|maybe|perhaps|possibly|um+|hmm+|oh|actually|alright|sorry|basically|honestly|well|yeah|yep|yup|yes|aye|och|ach|sure|nah|meh|ugh|argh|oops)\b[,:\s]*`,
    String.raw`(?:please\s+)?to\s+(?=[a-z])`,
    String.raw`(?:no|nope|wait|oops|hmm+|sorry|actually)[,.!]\s*`,
    // "hmm no put it back": a "no" before what to do instead
    String.raw`no+\s+(?=(?:put|undo|change|make|go|use|leave|revert|keep|bring|set)\b)`,
    String.raw`(?:grand|great|perfect|lovely|nice|cool|brilliant|super|awesome|excellent|love\s+it|sounds\s+good|good|thanks|thank\s+you|cheers)[,!.]+\s+(?=\w)`,
    String.raw`(?:can|could|would|will|might|may|shall)\s+(?:you|ya|u)\s+(?:please\s+|kindly\s+|possibly\s+|maybe\s+|just\s+)*`,
    String.raw`(?:i|we)(?:'d|\s+should|\s+would)\s+be\s+(?:most\s+|very\s+|so\s+)?(?:grateful|obliged|thankful|glad|pleased)\s+if\s+you\s+(?:could|would|might|can)\s+(?:please\s+|kindly\s+)?`,
    String.raw`(?:can|could|may|shall)\s+(?:we|i)\s+(?:please\s+)?(?=\w)(?!(?:see|have|get\s+a\s+list)\b)`,
    String.raw`(?:i|we)\s+wonder(?:ed)?\s+(?:if|whether)\s+(?:you|we)\s+(?:could|can|might|would)\s+(?:possibly\s+|please\s+)?`,
    // "would you be good enough to", "might you be so kind as to", "be so good as to"
    String.raw`(?:(?:would|could|will|might)\s+you\s+)?(?:please\s+)?be\s+(?:so\s+)?(?:good|kind)\s+(?:enough\s+)?(?:as\s+)?to\s+`,
    String.raw`dear\s+(?:assistant|team|helper|bot|sir|madam|sir\s+or\s+madam|all|friends?)[,!.:]\s*`,
    String.raw`please\s+to\s+|(?:i|we)\s+think\s+it\s+(?:best|better|wise)\s+(?:that|if|to)\s+`,
    // "The manager asked me to take …", "It was agreed that …": whose request it is, or the minutes' words for it
    String.raw`(?:the\s+|my\s+|our\s+)?(?:manager|boss|owner|head(?:teacher)?|client|team|committee|director|chair(?:man|woman)?|vicar|council)\s+(?:has\s+)?(?:asked|wants|told|would\s+like)\s+(?:me|us)\s+to\s+(?=\w)`,
    String.raw`it\s+(?:was|has\s+been)\s+(?:agreed|decided|resolved|minuted)\s+(?:that\s+)?(?=\w)`,
    // "Might I ask that the article … be given …": what follows is asked
    String.raw`(?:(?:might|may|could|can)\s+)?(?:i|we)\s+(?:ask|request|suggest|propose)\s+that\s+(?=\w)`,
    // "I regret to say that …", "I'm afraid that …", "unfortunately, …": sorry to ask, no meaning of its own
    String.raw`(?:(?:i|we)\s+regret\s+to\s+(?:say|report|inform\s+you)|(?:i'm|i\s+am|we're|we\s+are)\s+(?:afraid|sorry\s+to\s+say)|unfortunately|regrettably|sadly)\s*,?\s+(?:that\s+)?(?=\w)`,
    String.raw`(?:i(?:'ve|\s+have)?\s+(?:am|was|been)\s+told|i\s+hear|i'm\s+told|apparently|i\s+believe|i\s+think|i\s+guess)\s+(?:that\s+)?(?=\w)`,
    String.raw`(?:(?:would|do)\s+you\s+)?mind\s+(?=\w+ing\b)`,
    String.raw`(?:would|will|is)\s+it\s+be\s+(?:possible|ok(?:ay)?|alright)\s+to\s+|is\s+(?:it\s+)?(?:possible|ok(?:ay)?|alright)\s+(?:to\s+)?`,
    String.raw`do\s+you\s+think\s+(?:you|we)\s+(?:could|can|might)\s+`,
    String.raw`(?:i|we)(?:'m|\s+am|\s+was|\s+were|'re|\s+are)\s+hoping\s+(?:you\s+(?:could|can|would|might)|to)\s+`,
    String.raw`(?:i|we)(?:'d|\s+would|\s+should)\s+(?:love|like)\s+(?:for\s+you\s+|you\s+)?to\s+`,
    String.raw`(?:i|we)(?:'d|\s+would)\s+(?:really\s+)?appreciate\s+(?:it\s+)?if\s+you\s+(?:could|would)\s+`,
    String.raw`it\s+would\s+be\s+(?:great|nice|lovely|good|wonderful|helpful)\s+if\s+you\s+(?:could|would)\s+`,
    String.raw`(?:could|may|can|might)\s+i\s+(?:ask|trouble|bother)\s+you\s+to\s+`,
    // "I hope you don't mind me asking, but could you …"
    String.raw`(?:i|we)\s+hope\s+(?:you\s+(?:don't|do\s+not)\s+mind\s+(?:me\s+|us\s+|my\s+)?asking|(?:this|that)\s+(?:isn't|is\s+not)\s+a\s+(?:silly|stupid|daft)\s+question)[,.!]?\s+(?:but\s+)?`,
    // "Then please do publish it": "do" only presses the request
    String.raw`(?:then\s+)?(?:please\s+)?do\s+(?=(?:publish|add|change|delete|remove|put|make|update|rename|archive|hide|show|use|tell|let)\b)`,
    // "somone pointed out (that) …": who noticed it, before what they noticed
    String.raw`(?:some(?:one|body)|somone|sombody|a\s+(?:customer|client|friend|colleague|visitor|reader))\s+(?:(?:just|has|had)\s+)?(?:pointed\s+out|told\s+(?:me|us)|mentioned|noticed|said)\s+(?:that\s+)?`,
    // "On reflection, would you make it …", "on second thoughts, …": a change of mind, said before the request
    String.raw`(?:on\s+(?:reflection|second\s+thoughts?|further\s+(?:thought|reflection))|having\s+(?:thought|slept)\s+(?:about|on)\s+it|thinking\s+about\s+it(?:\s+again)?)\s*,?\s+`,
    // "If it is not too much bother, would you …", "if you don't mind, …"
    String.raw`if\s+(?:it(?:'s|\s+is)\s+(?:not|no)\s+(?:too\s+much\s+)?(?:bother|trouble)|it\s+isn't\s+(?:too\s+much\s+)?(?:bother|trouble)|you\s+(?:don't|do\s+not)\s+mind|(?:at\s+all\s+)?possible|you\s+have\s+(?:a\s+(?:moment|minute)|time))\s*,?\s+`,
    String.raw`(?:would\s+you\s+)?be\s+(?:so\s+)?(?:kind|good)\s+(?:enough\s+)?(?:as\s+)?to\s+|be\s+a\s+(?:dear|love|star)\s+and\s+`,
    // "I need to know every place on the site that mentions …": what comes after is the question
    String.raw`(?:i|we)\s+(?:need|want|would\s+like|'d\s+like)\s+to\s+know\s+(?=(?:what|which|where|who|how|every|all|each)\b)`,
    String.raw`(?:i|we)\s+(?:want|need)\s+(?:you\s+)?to\s+|you\s+(?:should|need\s+to|must|can)\s+|we\s+should\s+|time\s+to\s+`,
    String.raw`(?:let's|lets|let\s+us|go\s+ahead\s+and|help\s+me|try\s+to|make\s+sure\s+to|remember\s+to|don't\s+forget\s+to)\s+)`,
  ].join("|"),
  "i",
);

const TRAILING_COURTESY = /[,\s]+(?:please|pls|plz|for\s+(?:us|me|now|a\s+(?:bit|while)|the\s+time\s+being|the\s+moment)|entirely|completely|altogether|right\s+now|at\s+the\s+min|just\s+now|straight\s+away|right\s+away|immediately|at\s+once|atm|rn|at\s+the\s+moment|currently|presently|asap|quickly|real\s+quick|if\s+(?:you\s+can|possible)|(?:if\s+)?(?:i\s+)?may\s+i\s+ask|if\s+i\s+may(?:\s+ask)?|if\s+you\s+(?:would|could)\s+be\s+so\s+(?:kind|good)|if\s+you\s+(?:don't|do\s+not)\s+mind|if\s+you\s+please|if\s+(?:that|this|it)(?:'s|\s+is|\s+would\s+be)\s+(?:quite\s+)?(?:all\s+right|alright|ok(?:ay)?|fine)(?:\s+with\s+you)?|when\s+you\s+(?:can|get\s+a\s+chance)|(?:many\s+|big\s+)?thanks(?:\s+(?:a\s+lot|so\s+much|in\s+advance|again))?|thank\s+you(?:\s+(?:so\s+much|very\s+much|ever\s+so\s+much|so\s+very\s+much|(?:very\s+|most\s+)?kindly|in\s+advance))?|(?:(?:many\s+|big\s+)?thanks|thank\s+you(?:\s+(?:so|very|ever\s+so)\s+much)?)\s+for\s+(?:your|all\s+your|the)\s+(?:kind\s+)?(?:help|time|assistance|patience|trouble)|thx|cheers|ta|lol|lmao|haha|:\)|x+|then|again|(?<=["'][,\s]+)too)[\s.!?]*$/i;

/** One sentence, tidied: straight quotes, single spaces, no trailing punctuation or "please". */
/** Curly quotes and apostrophes as straight ones, so every step after sees where a quoted value is. */
export const straightQuotes = (text: string) => text.replace(/[“”„«»]/g, '"').replace(/[‘’‚]/g, "'");

export function normalize(text: string): string {
  // a developer's `Docs` is a quoted name; outside quotes, "page + post" is "page and post"
  const { text: masked, restore } = protectQuotes(straightQuotes(text).replace(/`([^`\n]+)`/g, '"$1"'));
  // "Please" is dropped from the request, never from quoted words ("a 'test post please ignore'").
  let sentence = restore(
    masked
      .replace(/\s\+\s/g, " and ")
      .replace(/\s+/g, " ")
      .replace(/\bw\/\s*/gi, "with ")
      .replace(/\s*(?:->|=>|→|⇒)\s*/g, " to ")
      // …but not where it starts a new sentence after a quoted value ("… Friday.' Please don't publish it yet").
      .replace(/(?<=\S)\s+(please|pls|plz|kindly)(?=\s+\S|[,:])/gi, (found, word: string, at: number, all: string) => (word.startsWith("P") && all.slice(0, at).endsWith("\u0000") ? found : "")),
  ).trim();
  // A value that is a sentence ("…subheading on home: We build fast sites.") or ends in an abbreviation ("Northwind Design Co.") keeps its full stop.
  const value = /(?:\s(?:to|as|saying|says|reads?)|:)\s+([^:]+)$/i.exec(sentence)?.[1] ?? "";
  // A quoted value's full stop outside its quotes ends the request, not the value.
  // …but "use X as the cover on the design process post." ends on the thing it names, not on a value.
  const endsOnThing = /\s(?:to|as)\s+(?:the|a|an|its|our)\s/i.test(sentence) && /\b(?:the|our|this|that)\s+(?:[\w'-]+\s+){0,4}(?:page|post|article|image|picture|photo|menu|section)\.$/i.test(sentence);
  // …and an address never ends in one ("… pointing at /pricing.").
  const keepStop = /[^.]\.$/.test(sentence) && !/["']\.$/.test(sentence) && !/(?:^|\s)(?:\/[\w/?=&#-]*|https?:\/\/\S+)\.$/.test(sentence) && !endsOnThing && (value.split(/\s+/).length >= 5 || /\b(?:Co|Ltd|Inc|Corp|Bros|St|Jr|Sr|etc)\.$/.test(sentence));
  sentence = keepStop ? sentence : sentence.replace(/[\s.!?]+$/, "");
  // Courtesies at the end: "… for us please", "… asap, thanks".
  for (let previous = ""; previous !== sentence; ) {
    previous = sentence;
    sentence = sentence.replace(TRAILING_COURTESY, "").trim() || sentence;
  }
  for (let previous = ""; previous !== sentence; ) {
    previous = sentence;
    // "ok" on its own is an answer, not an opening.
    sentence = sentence.replace(POLITE_OPENING, "").trim() || sentence;
  }
  return sentence;
}

/** A link as people type it: a full address or a path on the site, without the full stop or comma after it. */
export const URL_PATTERN = String.raw`((?:https?:\/\/|mailto:)\S*[^\s.,;:!?)]|\/(?:[\w\-\/#?=&.]*[\w\-\/#=&])?)`;

/** Words in single quotes; an apostrophe inside a word ("what's", 'Can I come if I'm late?') neither opens nor closes one. */
export const SINGLE_QUOTED = String.raw`(?<!\w)'(?:[^']|(?<=\w)'(?=\w))*'(?!\w)`;
/** Double, backtick or single quotes. */
const QUOTED = new RegExp(String.raw`"[^"]*"|${SINGLE_QUOTED}|\`[^\`]*\``, "g");

const QUOTED_ANY = new RegExp(String.raw`"[^"]*"|“[^”]*”|‘[^’]*’(?!\w)|${SINGLE_QUOTED}|\`[^\`]*\``, "g");

/**
 * Runs `rewrite` with the words inside quotes hidden (the quote marks stay, so it still sees where a
 * quoted value is): "the orange button" may be reworded, 'Click the orange button' never is.
 */
export function outsideQuotes(text: string, rewrite: (text: string) => string): string {
  const kept: string[] = [];
  const masked = text.replace(QUOTED_ANY, (match) => {
    kept.push(match.slice(1, -1));
    return `${match[0]}\u0004${kept.length - 1}\u0004${match.at(-1)}`;
  });
  return rewrite(masked).replace(/\u0004(\d+)\u0004/g, (_, index: string) => kept[Number(index)]);
}

/**
 * Hides quoted text behind placeholders, so separators inside quotes ("Fast and calm") do not
 * split a request; `restore` puts the quotes back.
 */
export function protectQuotes(text: string): { text: string; restore: (masked: string) => string } {
  const quoted: string[] = [];
  const masked = text.replace(QUOTED, (match) => {
    quoted.push(match);
    return `\u0000${quoted.length - 1}\u0000`;
  });
  // A placeholder of an outer masking (normalize on text already masked) is left for its own restore.
  return { text: masked, restore: (value) => value.replace(/\u0000(\d+)\u0000/g, (placeholder, index: string) => quoted[Number(index)] ?? placeholder) };
}

/**
 * What may follow a quoted value without belonging to it: a comment after a comma or dash, or a
 * clause that says why or for how long ("'Journal', its more the vibe", "'Warm' for the appeal").
 */
const AFTER_QUOTED_VALUE = /^\s*(?:[,;–—]|\s-\s|\s(?:for|so|because|as|since|until|till|while|during|its|it's|it is|thx|thanks|ty|though|instead|now|already|not)\b)/i;

/** `"Pricing"` → `Pricing`; `'Journal', its more the vibe` → `Journal`. */
/** A line break inside words typed over several lines, kept through the one-line sentence rules and put back by unquote. */
export const LINE_BREAK = "\uE000";

export function unquote(value: string): string {
  return unquoted(value).replaceAll(LINE_BREAK, "\n");
}

function unquoted(value: string): string {
  const trimmed = value.trim();
  const quoted = /^(["'`])([\s\S]*)\1$/.exec(trimmed);
  if (quoted && !quoted[2].includes(quoted[1])) return quoted[2].trim();
  // The quote that closes the value: the same mark, not an apostrophe inside a word ("can't").
  const closing = /^(["'`])([\s\S]*?)\1(?!\w)([\s\S]*)$/.exec(trimmed);
  if (closing && !/["'`]/.test(closing[3]) && AFTER_QUOTED_VALUE.test(closing[3])) return closing[2].trim();
  return (quoted ? quoted[2] : trimmed).trim();
}

/** A capital first letter, unless the first word is written with one inside it ("iPhone repairs", "eBay shop"). */
export const capitalize = (value: string) => (value && !/^[a-z]+[A-Z]/.test(value) ? value[0].toUpperCase() + value.slice(1) : value);

/** A title as the user typed it, unquoted, with a capital first letter. */
/** A new page's or post's title as typed, without "with the title" before it ("new post with title 'We move'"). */
export const titleFrom = (value: string) => capitalize(unquote(value.replace(/^with\s+(?:the\s+|a\s+)?(?:title|name|heading|headline)(?:\s+of)?:?\s+(?=["'‘“`])/i, "")));

/** "a", "a and b", "a, b and c". */
export const listOf = (items: string[]) => (items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`);

const ORDINAL_WORDS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];
/** A place in a list as people say it: "second", "2nd", "last". */
export const ORDINAL = String.raw`(?:${ORDINAL_WORDS.join("|")}|last|\d{1,2}(?:st|nd|rd|th))`;
/** "second" / "2nd" / "2" → 2, "last" → -1; undefined for anything else. */
export function ordinalOf(word: string): number | undefined {
  const lower = word.trim().toLowerCase();
  if (lower === "last") return -1;
  if (/^\d/.test(lower)) return Number.parseInt(lower, 10);
  const place = ORDINAL_WORDS.indexOf(lower);
  return place === -1 ? undefined : place + 1;
}

/** "can people actually see", "can visitors see": asking which are live. */
export const CAN_PEOPLE_SEE = String.raw`can\s+(?:people|visitors|readers|anyone|the\s+public|customers)\s+(?:actually\s+|really\s+)?(?:see|read|open|find)(?:\s+(?:today|now|right\s+now|at\s+the\s+moment))?`;
