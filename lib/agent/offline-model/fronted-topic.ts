import { protectQuotes } from "./text";

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
