/** What the offline model can do, with one example per family (docs/offline-model.md has them all). */
const CAPABILITIES = [
  "**Pages** — “create a page called Pricing with a hero and a FAQ”, “list draft pages”, “what's on the about page?”, “rename page about to Our story”, “publish the pricing page”, “delete the contact and pricing pages”",
  "**Sections** — “add a FAQ section to the about page”, “remove the gallery from contact”, “what's the hero heading on home?”, “change the hero heading on home to \"Hello\"”",
  "**Posts** — “list posts”, “create a draft post titled Spring news”, “publish the post about autumn”, “archive the welcome post”",
  "**Navigation** — “add Pricing to the navigation”, “add a link to https://example.com called Shop”, “hide the Blog link”, “remove Contact from the navigation”",
  "**Settings** — “what is the site name?”, “change the site tagline to \"Calm websites\"”",
  "**Images** — “list images”, “find an image of the coast”, “set the alt text of the autumn image to \"Orange leaves\"”",
  "**More** — “search for autumn”, “list testimonials”, “search the web for bakery trends”, “fetch <https://example.com>”",
];

const capabilityList = () => CAPABILITIES.map((line) => `- ${line}`).join("\n");

export const GREETING_REPLY = `Hello! I'm the built-in offline assistant: I work without a network or an AI provider and understand plain requests like these:\n\n${capabilityList()}\n\nAsk for several things at once with “and then”, and I'll make a plan.`;

export const HELP_REPLY = `I'm the built-in offline assistant. I understand requests like these:\n\n${capabilityList()}\n\nAsk for several things at once with “and then”, and I'll make a plan.`;

/** What a draft is, in editor words: the site's publishing model as the dashboard shows it. */
export const DRAFTS_REPLY = "Visitors never see drafts. Every change you or I make to a page, a post, the menu or the settings is saved as a draft first, and the site keeps showing the published version until the draft is published. Publishing puts it live in one step (and it can be undone). To see what is waiting, ask me “what's in drafts?” or open **Review changes** in the dashboard.";

export const THANKS_REPLY = "You're welcome! Anything else I can do?";

/** The start of a clarifying question: which part was not understood, when a longer request was partly understood. */
export const notUnderstood = (part?: string) => (part ? `I understood the rest, but not “${part}”, so I haven't done anything yet. ` : "");
