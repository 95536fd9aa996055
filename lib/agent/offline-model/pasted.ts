/**
 * Requests that arrive in another document's clothes, made one plain request: a pasted or forwarded
 * email ("Pasting an email from Helen: > Hi both, please can you take the Pricing page off…
 * Thanks, Helen") keeps only what it asks; a ticket ("STORY: Home CTA wording / AC: button label
 * reads 'Book a call'; heading unchanged") becomes what its title and criteria ask for, the criteria
 * that only say what must stay as it is dropped. Text on one line without these marks is unchanged.
 */
import { itemAsRequest, menuOrderOf, testimonialsListed } from "./checklist-items";
import { LINE_BREAK } from "./text";

const INTRO = /^(?:(?:i'm\s+|i\s+am\s+)?(?:pasting|forwarding|copying|sharing)|fwd?:|fw:|here(?:'s|\s+is)|below\s+is)\b.*:\s*$/i;
const RULE_LINE = /^\s*(?:-{2,}|_{3,}|={3,}|\*{3,})\s*$/;
const QUOTE_MARK = /^\s*>\s?/;
const GREETING_LINE = /^(?:hi|hello|hey|dear|hiya|morning|good\s+(?:morning|afternoon|evening))\b[^.!?]{0,30}[,!.:]?$/i;
const GREETING_START = /^(?:hi|hello|hey|dear|hiya)\b(?:\s+[\w']+){0,2}\s*[,!]\s*/i;
// "Kindly revert.", "Do the needful and revert": in Indian and Nigerian English "revert" asks for a reply, never an undo
export const SIGN_OFF = /^(?:kindly\s+|please\s+|pls\s+)?do\s+the\s+needful(?:\s+(?:asap|soonest|urgently|please|pls))?[.!]?$|^(?:(?:kindly\s+|please\s+|pls\s+)?(?:do\s+the\s+needful\s+and\s+)?revert(?:\s+back)?(?:\s+(?:to\s+(?:me|us)|(?:once|when)\s+(?:done|finished|complete|you(?:'re|\s+are)\s+done)|asap|soonest|with\s+(?:an?\s+)?(?:update|feedback|confirmation)))?[.!]?$)|^(?:(?:with\s+(?:my\s+|our\s+|many\s+)?)?(?:many\s+)?thanks|thank\s+you|cheers|best(?:\s+wishes)?|(?:kind(?:est)?\s+|warm(?:est)?\s+)?regards|all\s+the\s+best|(?:yours\s+)?(?:sincerely|faithfully|truly)|ta|x+)\b[^.!?]{0,30}[.!]?$|^[-—–]\s*\w+$|^with\s+(?:my|our|many|best|kind(?:est)?|warm(?:est)?)(?:\s+(?:thanks|regards|wishes))?[.!]?$/i;
/** A line after the pasted text that only says "do that": "both pls", "can you do that?". */
const GO_AHEAD = /^(?:(?:both|all|these|those|that|this|them)(?:\s+(?:of\s+them|things))?(?:\s+(?:pls|please|plz))?|(?:can|could|would)\s+you\s+(?:do|sort)\s+(?:that|this|these|them|both)(?:\s+(?:pls|please))?)[.!?]*$/i;

const TICKET = /^(?:[A-Z][A-Z0-9]*-\d+|TICKET|STORY|TASK|EPIC|RELEASE|BUG|CHORE|(?:Ticket|Story|Task|Epic|Bug|Chore)(?=\s*:))\b(?:-\d+)?\s*:?\s*(.*)$/;
const CRITERIA = /^\s*(?:AC\d*|acceptance\s+criteria)\s*:\s*/i;
/** "Draft page titled 'X'": a criterion that names a new thing. */
const MADE = /^(?:an?\s+)?(?:new\s+)?(?:draft\s+)?(page|post|article)\s+(titled|called|named)\b/i;
const HAS = /^(?:it\s+)?(?:has|have|contains?|includes?|gets?)\s+(?=(?:a|an|the|one)\s)/i;
const WHERE_IT_SITS = /(?<=\S\s+)\b(sits|goes|appears|lives|comes)\s+(?=(?:under|below|beneath|after|before|first|last|at\s+the\s+(?:top|end|start))\b)/i;
const NEW_ON_PAGE = /^(?:the\s+)?([\w'-]+(?:\s+[\w'-]+)?)\s+page\s+(?:gets|should\s+get|will\s+get|needs|has)\s+(?:a\s+)?new\s+([\w-]+(?:\s+[\w-]+)?\s+section)\b(\s+at\s+the\s+(?:very\s+)?(?:end|top|bottom|start))?/i;
const SECTION_DETAIL = /^(?:(?:one|a|the)\s+)?(?:question|answer|heading|button)\s*[:=]/i;
const BOX_ON_PAGE = /^(.+?)\s+page,?\s+(?:the\s+)?(?:box|section|bit|part|block|panel)\s+at\s+the\s+(?:very\s+)?(bottom|top|end|start)$/i;
/** A header that names a kind of work, not a place: "Pages check", "Changes for today", "Post tags". */
const NOT_A_PLACE = /\b(?:checks?|tags?|tidy|changes?|notes?|questions?|audit|tweaks?|items?|things|fixes|tasks?|today|requests?)\b|,/i;
/** A header whose lines are a new post's or page's words: "… with the body:", "… saying:". */
const BODY_INTRO = /^(?:please\s+)?(?:create|make|add|write|new|draft|start|put\s+up)\b.*\b(?:post|page|article|section)\b.*?(?:\s+(?:with\s+(?:the\s+|this\s+)?(?:body|text|content|copy|words)|saying|that\s+says|which\s+says|and\s+(?:the\s+)?(?:body|text)\s+is|\.?\s*(?:body|text|content|copy)))\s*$/i;
const BODY_WORDS = /\s*(?:,?\s+with\s+(?:the\s+|this\s+)?(?:body|text|content|copy|words)|\s+saying|\s+that\s+says|\s+which\s+says|\s+and\s+(?:the\s+)?(?:body|text)\s+is|\.?\s*(?:body|text|content|copy))\s*$/i;
/** A line that only heads the criteria below it. */
const CRITERIA_HEADER = /^(?:acceptance\s+criteria|AC\d*|done\s+when|definition\s+of\s+done)\s*:\s*$/i;
/** "as a visitor I want to know what happens after launch": a user story says why, never where. */
const USER_STORY = /^as\s+(?:an?|the)\s+[\w-]+(?:\s+[\w-]+)?,?\s+(?:i|we)\s+(?:want|need|would\s+like|find|can|should)\b.*$/i;
/** "- ", "1) ", "- [ ] ", "[x] ": a list item's mark, with a checkbox if it has one. */
const BULLET = /^\s*(?:(?:[-*•]|\d+[.)])\s+(?:\[[ xX✓]?\]\s*)?|\[[ xX✓]?\]\s*)/;
/** A criterion that only says what stays as it is ("heading unchanged", "no other changes", "stays a draft"). */
const KEEPS = /\b(?:keep\s+it|not\s+(?:yet\s+)?(?:published|live)(?:\s+yet)?|unchanged|no\s+other\s+changes?|nothing\s+else|stays?|still|untouched|remains?|do\s+not|don't|left\s+(?:anywhere|in)|visible|order\s+the\s+same|as\s+(?:it|they)\s+(?:is|are))\b/i;
/** "button label reads 'Book a call'", "SEO title = '…'", "site name is '…'": a state, asked for as a change. */
const STATE = /^(?:the\s+)?([^'"‘“]+?)\s*(?:=|:|->|→|\s(?:is|are|reads|says|should\s+(?:be|read|say)|becomes))\s+(["'‘“].+|\S.*)$/i;
/** Words of a ticket's title that say what kind of work it is, not where: "Contact page SEO" → "Contact page". */
const WORK_WORDS = /\s+(?:seo|wording|copy|text|update|updates|fix|fixes|changes?|tweaks?|tidy-?\s?up|clean-?\s?up|checklist|to-?dos?|tasks|defaults?)(?:\s+for\s+(?:today|tomorrow|\w+day|next\s+week))?$|^(?:launch\s+|release\s+)?(?:checklist|to-?dos?|tasks)\s+for\s+/gi;
/** What a header names that a checklist's items may leave out: a page, a post, the menu. */
const THING = /\b(?:page|post|article|menu|nav|navigation|image|picture|photo|testimonial)$/i;
/** "rename to 'X'", "retitle as …": an item that says what, not which. */
const NO_TARGET = /^(rename|retitle|relabel|move|publish|unpublish|archive|delete|hide)\s+(?=to\b|as\b|$)/i;
/** "drop the 'seasonal' tag", "add the tag news": an item about the header's post's tags. */
const TAG_ITEM = /^(?:drop|remove|delete|add|take\s+off)\s+(?:the\s+)?(?:tags?\s+)?\S.*?\btags?\b|^(?:drop|remove|delete|add)\s+(?:the\s+)?tags?\s+\S/i;
/** "these changes", "the following": a title that says its items are the request. */
const POINTS_AT_ITEMS = /\b(?:these|the\s+following|as\s+follows|below)\b/i;
const VERB = /^(?:please\s+)?(?:add|create|make|new|publish|unpublish|replace|rename|change|set|update|delete|remove|move|hide|show|archive|put|use|tag|link)\b/i;

const sentence = (line: string) => (/[.!?:;]$/.test(line) ? line : `${line}.`);

/** A name signed under a sign-off ("With thanks, / Geoffrey", "Yours sincerely, / G. Pell"). */
const SIGNATURE = /^[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,2}[.,]?$/;
const signedBelow = (line: string, index: number, lines: string[]) => index > 0 && SIGN_OFF.test(lines[index - 1]) && SIGNATURE.test(line);

function unwrapEmail(lines: string[]): string[] {
  return lines
    .filter((line, index) => !INTRO.test(line) && !RULE_LINE.test(line) && !signedBelow(line, index, lines))
    .map((line) => line.replace(QUOTE_MARK, "").replace(BULLET, "").trim())
    .map((line) => (line ? (itemAsRequest(line, "") ?? line) : line))
    .filter((line) => line && !GREETING_LINE.test(line) && !SIGN_OFF.test(line) && !GO_AHEAD.test(line))
    .map((line) => line.replace(GREETING_START, ""));
}

/** "- Post: 'Spring Open Day 2023'": a criterion that names which thing the ticket is about. */
const NAMES_THING = /^(post|page|article|image|picture|photo|testimonial|link|menu\s+item)\s*[:=]\s*(\S.*)$/i;

/** "archive old post" with "- Post: 'Spring Open Day 2023'" → "archive the post 'Spring Open Day 2023'". */
function withThingNamed(title: string, criteria: string[]): string {
  const named = criteria.map((criterion) => NAMES_THING.exec(criterion)).find(Boolean);
  if (!named) return title;
  const [, kind, name] = named;
  const thing = `the ${kind.toLowerCase()} ${quoted(name.trim())}`;
  const mention = new RegExp(String.raw`\b(?:(?:the|an?|this|that|our)\s+)?(?:[\w-]+\s+)?${kind}\b`, "i");
  return mention.test(title) ? title.replace(mention, thing) : `${title} ${thing}`;
}

function fromTicket(story: string, lines: string[]): string {
  const title = story.replace(USER_STORY, "");
  // (a full stop after a quoted name ends the line, it is no part of the name)
  const criteria = lines.flatMap((line) => line.replace(CRITERIA, "").replace(BULLET, "").split(/\s*;\s*/)).map((line) => line.trim().replace(/(["'”’])\.$/, "$1")).filter(Boolean);
  const listed = menuOrderOf(title, criteria) ?? testimonialsListed(title, criteria);
  if (listed) return listed;
  // "- Draft page titled 'X' / - Has a hero section …": the thing made, then what it has
  // ("- which pages are still drafts?" is a question, never a criterion that only keeps things as they are)
  const wanted = criteria
    .filter((criterion) => !KEEPS.test(criterion) || /\?\s*$/.test(criterion))
    .map((criterion, index) => (index ? criterion.replace(HAS, "with ") : criterion.replace(MADE, "create a $1 $2")));
  // A title that says what to do is the request, its criteria only check it; one that makes something new takes them as its details.
  // "New page for the portfolio: / - create page 'Case Studies' / - slug: work": the first item makes the thing, the header only labels it.
  // …and an item that is a request of its own ("- [ ] add it to the menu") is one more step, never a detail of the new thing.
  if (wanted.length && /^(?:create|new|add)\s+(?:a\s+)?(?:new\s+)?(?:page|post|article)\b/i.test(wanted[0])) return wanted.map((item, index) => (index && VERB.test(item) ? `; ${item}` : index ? `, ${item}` : item)).join("");
  // "Please make these changes to the Home page: • … • …": a title that points at its items asks for them, on its page.
  if (POINTS_AT_ITEMS.test(title) && wanted.length) return `${title}: ${wanted.join("; ")}`;
  if (VERB.test(title)) return /^(?:new|create|add)\b/i.test(title) ? `${title}, ${wanted.join(", ")}` : withThingNamed(title, wanted);
  const where = title.replace(WORK_WORDS, "").trim().replace(/^the\s+/i, "");
  const thing = THING.test(where) ? `the ${where}` : "";
  // "Home page, the box at the bottom:": that box; "SEO defaults:", "Quick checks, no changes please:", "Post tags:": no place at all.
  const box = BOX_ON_PAGE.exec(where);
  const of = box ? ` at the ${box[2]} of the ${box[1]} page` : where && !/^(?:seo|site|global|settings?|brand(?:ing)?)$/i.test(where) && !NOT_A_PLACE.test(where) ? ` of the ${where}` : "";
  const values = new Map<string, string>();
  let newSection = false;
  return wanted
    .map((criterion) => {
      if (thing && NO_TARGET.test(criterion)) return criterion.replace(NO_TARGET, `$1 ${thing} `).trim();
      if (thing && TAG_ITEM.test(criterion) && !/\b(?:from|to|on)\s+(?:the\s+)?\S+\s+(?:post|article)\b/i.test(criterion)) return `${criterion} ${/^add\b/i.test(criterion) ? "to" : "from"} ${thing}`;
      const request = itemAsRequest(criterion, title);
      if (request) return request;
      // "Home page gets a new FAQ section at the very end", then "One question: '…' — answer: '…'": the new section and what it holds
      if (NEW_ON_PAGE.test(criterion)) {
        newSection = true;
        return criterion.replace(NEW_ON_PAGE, (_, page: string, section: string, at?: string) => `add a new ${section}${at ? `${at} of` : " to"} the ${page} page`);
      }
      if (newSection && SECTION_DETAIL.test(criterion)) return `, ${criterion.replace(/^(?:one|a|the)\s+(?=question\b)/i, "")}`;
      // "'Careers' menu item sits under 'About'": how it should be
      if (WHERE_IT_SITS.test(criterion)) return `the ${criterion.replace(/^the\s+/i, "").replace(WHERE_IT_SITS, (_, verb: string) => `should ${verb.toLowerCase() === "goes" ? "go" : verb.slice(0, -1)} `)}`;
      const state = STATE.exec(criterion);
      if (!state) return criterion;
      // "default SEO title is the same as the site name": the value another criterion gave.
      const same = /^(?:the\s+)?same\s+as\s+(?:the\s+)?(.+)$/i.exec(state[2]);
      const value = (same && values.get(same[1].toLowerCase())) || state[2];
      values.set(state[1].toLowerCase(), value);
      return `set the ${state[1]}${of} to ${value}`;
    })
    .join("; ")
    .replace(/;\s+,/g, ",");
}

/** "Replace … everywhere. AC: no '…' left anywhere": criteria after a request check it; only those that ask for more stay. */
function withoutKeptCriteria(text: string): string {
  const [request, ...criteria] = text.split(/\s*\bAC\d*\s*:\s*/);
  const wanted = criteria.flatMap((part) => part.split(/\s*;\s*/)).filter((criterion) => criterion && !KEEPS.test(criterion));
  return criteria.length ? [request.trim(), ...wanted].join("; ") : text;
}

/** "Act as my web editor." — a prompt's role, which asks for nothing. */
const ROLE = /^(?:(?:please\s+)?act\s+as|you\s+are|pretend\s+(?:to\s+be|you(?:'re|\s+are))|play\s+the\s+role\s+of)\s+(?:my|a|an|the|our)\s+[^.:\n]+[.:\n]\s*/i;
/** A prompt's parts by label: what to do, what it must meet, and what only shapes the answer. */
const PROMPT_LABEL = /(?:^|\s|\n)(tasks?|goal|request|constraints?|rules?|requirements?|output|format|context|notes?)\s*:\s*/gi;
const ASKS = /^(?:tasks?|goal|request)$/i;
const LIMITS = /^(?:constraints?|rules?|requirements?)$/i;

/**
 * A request written as a prompt ("Act as my web editor. Task: create a draft page titled '…'.
 * Constraints: slug must be 'x'; do not publish. Output: confirm when done."): the task, with the
 * constraints that give a value ("slug: 'x'") as its details; the role, the output wanted and the
 * constraints that only keep things as they are go.
 */
function fromPrompt(text: string): string | undefined {
  const role = ROLE.exec(text);
  if (!role) return undefined;
  const rest = text.slice(role[0].length);
  const labels = [...rest.matchAll(PROMPT_LABEL)];
  if (!labels.length) return rest;
  const parts = labels.map((label, index) => ({ label: label[1], body: rest.slice(label.index + label[0].length, labels[index + 1]?.index ?? rest.length).trim() }));
  const tasks = parts.filter(({ label }) => ASKS.test(label)).flatMap(({ body }) => body.split(/\n+/).map((line) => line.replace(BULLET, "").trim()).filter(Boolean).map(sentence));
  const details = parts
    .filter(({ label }) => LIMITS.test(label))
    .flatMap(({ body }) => body.split(/\s*[;\n]\s*|(?<=[.!])\s+/))
    .map((limit) => limit.replace(BULLET, "").replace(/[.]$/, "").trim())
    .filter((limit) => limit && !KEEPS.test(limit) && !/\b(?:not|never|no)\b/i.test(limit))
    .map((limit) => {
      const state = STATE.exec(limit.replace(/\s+(?:must|has\s+to|needs\s+to)\s+be\s+/i, " = "));
      return state ? `${state[1]}: ${state[2]}` : limit;
    });
  if (!tasks.length) return undefined;
  return details.length ? `${tasks.join(" ").replace(/[.]$/, "")}, ${details.join(", ")}` : tasks.join(" ");
}

/** "SEO title: '…'", "Banner heading: Calm websites": one labelled value per line. */
const LABELLED_LINE = /^([A-Za-z][\w -]{0,30}?)\s*:\s*(\S.*)$/;
const BELOW = /(?:[,.]\s*|\s+)(?:the\s+)?(?:copy|(?:final\s+)?wording|text|details|values)\s+(?:is\s+|are\s+)?below\s*[:.]?\s*$|\s*:\s*$/i;
const HEADER_PAGE = /\b(?:for|on|of|to)\s+(?:the\s+)?(?:(\/[\w-]*)|(home\s*page)|([\w'-]+(?:\s+[\w'-]+)?)\s+page)\b/i;
const STARTS_WITH_VERB = /^(?:add|create|make|new|change|set|update|replace|rename|remove|delete|put|use|move)\b/i;
const quoted = (value: string) => (/^["'‘“].*["'’”]\.?$/.test(value) ? value.replace(/\.$/, "") : `"${value.replace(/"/g, "'")}"`);

/**
 * A header and one labelled value per line ("On-page fixes for /about: / SEO title: '…' / H1:
 * change 'About us' to '…'"; "New section for Home. Copy below: / Heading: … / Text: …"): a header
 * that asks for something new takes the values as its details; one that only names a page gets
 * each value set there.
 */
function fromLabelledBlock(lines: string[]): string | undefined {
  const filled = lines.filter(Boolean);
  const header = filled[0]?.replace(BELOW, "").trim();
  const values = filled.slice(1).map((line) => LABELLED_LINE.exec(line.replace(BULLET, "")));
  if (!header || values.length < 2 || values.some((value) => !value)) return undefined;
  const pairs = values.map((value) => [value![1].trim(), value![2].trim()] as const);
  // "could you add a question to the FAQ on the About page: / Q: … / A: …": a question and its answer, as typed on one line.
  if (pairs.every(([label]) => /^(?:q|question|a|answer)$/i.test(label))) {
    // "Add to the About FAQ: / Q: … / A: … / Q: … / A: …": one question added per pair
    const asked = pairs.length % 2 === 0 && pairs.every(([label], index) => /^q/i.test(label) === (index % 2 === 0));
    if (!asked) return `${header.replace(/:?$/, ":")} ${pairs.map(([label, value]) => `${label}: ${value}`).join(" ")}`;
    const adding = header.replace(/^(?:please\s+)?(?:add|put)\s+(?:these\s+|the\s+following\s+)?(?:questions?\s+)?(to|in(?:to)?)\s+/i, "add a question $1 ").replace(/[:.]$/, "");
    return pairs.filter((_, index) => index % 2 === 0).map(([, question], index) => `${adding}: ${quoted(question)} Answer: ${quoted(pairs[index * 2 + 1][1])}`).join("; ");
  }
  if (STARTS_WITH_VERB.test(header.replace(/^(?:please\s+)?/i, ""))) return `${header.replace(/[.]$/, "")}, ${pairs.map(([label, value]) => `${label} ${quoted(value)}`).join(", ")}`;
  const page = HEADER_PAGE.exec(header);
  if (!page) return undefined;
  const name = page[1] ? page[1].replace(/^\//, "") || "home" : page[2] ? "home" : page[3];
  return pairs.map(([label, value]) => (STARTS_WITH_VERB.test(value) ? `${value.replace(/[.]$/, "")} on the ${name} page` : `set the ${label} on the ${name} page to ${quoted(value)}`)).join("; ");
}

/** "Client says: "…"", "dad wants:", "Client asks:": whose words they are, said before the words themselves. */
const SAID_BY = /^(?:ticket\s*#?\s*\d+\s*[,:—–-]\s*)?(?:the\s+|my\s+|our\s+|a\s+)?(?:client|customer|user|visitor|boss|manager|owner|dad|mum|mom|partner|colleague)s?\s+(?:says|said|asks|asked|wants|writes|wrote|reports?|e-?mail|feedback|complaint|note)\s*:\s*/i;

/** "Please set alt text: / tulip-field.jpg → 'Rows of red tulips' / rose-arch.jpg → '…'": one field set on each picture listed. */
const FIELD_HEADER = /^(?:please\s+)?(?:set|add|change|update|give|write)\s+(?:the\s+)?(alt(?:ernative)?\s+texts?|alts?|captions?|descriptions?)(?:\s+(?:for|on|of)\s+(?:these|the\s+following)(?:\s+(?:images|pictures|photos))?)?\s*:$/i;
const PICTURE_LINE = /^(?:[-*•]\s*)?(\S+\.(?:jpe?g|png|gif|webp|avif|svg))\s*(?:→|->|=>|=|:|-|–)\s*(["'“‘].+["'”’]|.+)$/i;
function picturesListed(lines: string[]): string | undefined {
  const field = FIELD_HEADER.exec(lines[0] ?? "")?.[1];
  const items = lines.slice(1).filter(Boolean);
  if (!field || items.length < 2 || !items.every((line) => PICTURE_LINE.test(line))) return undefined;
  const name = /^alt/i.test(field) ? "alt text" : field.replace(/s$/i, "").toLowerCase();
  return items.map((line) => PICTURE_LINE.exec(line)!).map(([, file, value]) => `set the ${name} of ${file} to ${quoted(value.replace(/^["'“‘]|["'”’]$/g, ""))}`).join("; ");
}

/** "Per J's note below, please …": who asked, before the request. */
const PER_NOTE = /^(?:(?:as\s+)?per|following|further\s+to|in\s+line\s+with)\s+[\w'’.]+(?:\s+[\w'’.]+){0,3}?\s+(?:note|email|message|request|instructions?|comments?)(?:\s+(?:below|above|attached|here))?,?\s+/i;
/** A line of the note itself, quoted with ">" as in an email, and its writer's initial or name at its end ("… — J"). */
const NOTE_LINE = /^>\s?/;
const NOTE_SIGNED = /(?:\s+[—–-]+\s*|(?<=[.!?])\s+)[A-Z][\w.'’-]{0,20}\.?$/;

/** "please update the SEO description.\n\nNew wording (J): ‘…’": the new words on a line of their own. */
const NEW_WORDING = /^([^\n]+?)[.:]?\s*\n+\s*(?:the\s+)?(?:new\s+)?(?:wording|text|value|version|copy|words)(?:\s*\([^)\n]*\))?\s*:\s*(["'“‘][^\n]+)$/i;

/** "Per J's note below, please proceed.\n\n> The old letterhead scan … should be removed. — J": the request and the note's words, without its marks. */
function fromForwardedNote(text: string): string {
  const lines = text.split(/\r?\n/);
  if (!PER_NOTE.test(text.trim()) && !lines.some((line) => NOTE_LINE.test(line.trim()))) return text;
  const note = lines.map((line) => (NOTE_LINE.test(line.trim()) ? line.trim().replace(NOTE_LINE, "").replace(NOTE_SIGNED, "") : line));
  return note.join("\n").trim().replace(PER_NOTE, "").replace(NEW_WORDING, "$1 to $2");
}

/** "`rm` the welcome post": a command word typed as code is the word. */
const CODE_VERB = /^`(rm|mv|del|delete|remove|publish|unpublish|archive|hide|show|ls|cat|add|rename)`(?=\s)/i;

export function unwrapped(said: string): string {
  // ("… — i.e. `DELETE /posts/…`": the same said again in code)
  const words = fromForwardedNote(said.trim().replace(CODE_VERB, "$1").replace(/\s+[—–-]+\s*(?:i\.?e\.?|that\s+is)\s+`[^`]*`[.!]?$/i, "")).replace(SAID_BY, "");
  // …and their words in quotes are the request, not a quoted value.
  // ("Customer email: "Your welcome post says …" Can we soften that line?": their words, then ours)
  const text = words === said.trim() ? said : (/^["“]([^"“”]+)["”]$/.exec(words)?.[1] ?? words.replace(/^["“]([^"“”]+)["”]\s+(?=\S)/, "$1 "));
  const prompt = fromPrompt(text.trim());
  if (prompt !== undefined) return prompt;
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  const block = lines.length > 2 && !TICKET.test(lines[0]) ? fromLabelledBlock(lines) : undefined;
  if (block !== undefined) return block;
  const perPicture = picturesListed(lines);
  if (perPicture !== undefined) return perPicture;
  // "Autumn post tidy-up: / - [ ] rename to '…' / - [ ] slug → …": a header and its checklist, read like a ticket.
  const header = /^(.+?):\s*$/.exec(lines[0] ?? "");
  const items = lines.slice(1).filter(Boolean);
  // "Create a draft post 'X' with the body: / - … / - …": the lines are what it says, as typed
  if (header && items.length && BODY_INTRO.test(header[1])) return `${header[1].replace(BODY_WORDS, "")} saying ${quoted(items.join(LINE_BREAK))}`;
  if (header && items.length >= 2 && items.every((line) => BULLET.test(line))) return fromTicket(header[1], items);
  const ticket = TICKET.exec(lines[0] ?? "");
  // "New landing page for the referral scheme. / Acceptance criteria: / - …": the request above, its criteria below.
  const criteriaAt = ticket ? -1 : lines.findIndex((line) => CRITERIA_HEADER.test(line));
  if (criteriaAt > 0) return fromTicket(lines.slice(0, criteriaAt).filter(Boolean).join(" ").replace(/[.]$/, ""), lines.slice(criteriaAt + 1).filter(Boolean));
  const inline = ticket && /\.\s+AC\d*\s*:/i.exec(ticket[1]);
  if (ticket && (lines.length > 1 || inline)) {
    const [title, ...rest] = inline ? [ticket[1].slice(0, inline.index), ticket[1].slice(inline.index + 1)] : [ticket[1], ...lines.slice(1)];
    return fromTicket(title.trim().replace(/[.]$/, ""), rest.filter(Boolean));
  }
  if (lines.length < 2 && !QUOTE_MARK.test(text)) return withoutKeptCriteria(text.replace(BULLET, ""));
  return withoutKeptCriteria(unwrapEmail(lines).map(sentence).join(" "));
}
