import { isPronoun, type Intent, type IntentKind, type IntentOf } from "../intents";
import { Halt, quote, run, type Plan, type PlanContext } from "../plan-kit";
import { GREETING_REPLY, HELP_REPLY, THANKS_REPLY, unknownReply } from "../replies";
import { capitalize, listOf } from "../text";
import { fieldLabel, templateName } from "../vocabulary";
import { listCollections, listEntries } from "./entries";
import { deleteImage, findImage, listImages, setImageAlt } from "./images";
import { addNavLink, removeNavLink, setNavVisibility, showNavigation } from "./navigation";
import { bulkPageAction, createPage, listPages, pageAction, renamePage, showPage } from "./pages";
import { bulkPostAction, createPost, listPosts, postAction } from "./posts";
import { fetchUrl, searchContent, webSearch } from "./search";
import { addSection, askSectionField, removeSection, setSectionField } from "./sections";
import { getSetting, showSettings, updateSetting } from "./settings";

/** How each intent is carried out, and how it reads as a step of a plan. */
type Entry<K extends IntentKind> = { plan: (intent: IntentOf<K>, ctx: PlanContext) => Plan; title: (intent: IntentOf<K>) => string };

/** "the page 'About'", or "it" when the request points back. */
const named = (noun: string, target: string) => (isPronoun(target) ? "it" : `the ${noun} ${quote(target)}`);

// eslint-disable-next-line require-yield -- a plan that only answers makes no calls
function* answer(text: string): Plan {
  return { text };
}

const PLANS: { [K in IntentKind]: Entry<K> } = {
  greeting: { plan: () => answer(GREETING_REPLY), title: () => "Say hello" },
  help: { plan: () => answer(HELP_REPLY), title: () => "Explain what I can do" },
  thanks: { plan: () => answer(THANKS_REPLY), title: () => "Reply" },
  unknown: { plan: ({ part }) => answer(unknownReply(part)), title: () => "Reply" },
  listPages: { plan: listPages, title: ({ status }) => `List the ${status ? `${status} ` : ""}pages` },
  showPage: { plan: showPage, title: ({ page }) => `Show ${named("page", page)}` },
  createPage: {
    plan: createPage,
    title: ({ title, templates }) => `Create the page ${quote(title)}${templates.length ? ` with ${templates.map(templateName).join(", ")}` : ""}`,
  },
  renamePage: { plan: renamePage, title: ({ page, title }) => `Rename ${named("page", page)} to ${quote(title)}` },
  pageAction: { plan: pageAction, title: ({ action, page }) => `${capitalize(action)} ${named("page", page)}` },
  bulkPageAction: { plan: bulkPageAction, title: ({ action, pages }) => `${capitalize(action)} the pages ${listOf(pages.map(quote))}` },
  askSectionField: { plan: askSectionField, title: ({ page, templateKey, field }) => `Read the ${templateName(templateKey)} ${fieldLabel(templateKey, field)} on ${named("page", page)}` },
  setSectionField: { plan: setSectionField, title: ({ page, templateKey, field }) => `Change the ${templateName(templateKey)} ${fieldLabel(templateKey, field)} on ${named("page", page)}` },
  addSection: { plan: addSection, title: ({ page, templateKey }) => `Add a ${templateName(templateKey)} section to ${named("page", page)}` },
  removeSection: { plan: removeSection, title: ({ page, templateKey }) => `Remove the ${templateName(templateKey)} section from ${named("page", page)}` },
  listPosts: { plan: listPosts, title: ({ status }) => `List the ${status ? `${status} ` : ""}posts` },
  createPost: { plan: createPost, title: ({ title }) => `Create the draft post ${quote(title)}` },
  postAction: { plan: postAction, title: ({ action, post }) => `${capitalize(action)} ${named("post", post)}` },
  bulkPostAction: { plan: bulkPostAction, title: ({ action, posts }) => `${capitalize(action)} the posts ${listOf(posts.map(quote))}` },
  showNavigation: { plan: showNavigation, title: () => "Show the navigation" },
  addNavLink: { plan: addNavLink, title: ({ label }) => `Add ${isPronoun(label) ? "it" : quote(label)} to the navigation` },
  setNavVisibility: { plan: setNavVisibility, title: ({ label, visible }) => `${visible ? "Show" : "Hide"} the ${quote(label)} link` },
  removeNavLink: { plan: removeNavLink, title: ({ label }) => `Remove ${quote(label)} from the navigation` },
  showSettings: { plan: showSettings, title: () => "Show the site settings" },
  getSetting: { plan: getSetting, title: ({ key }) => `Read the site ${key}` },
  updateSetting: { plan: updateSetting, title: ({ key, value }) => `Change the site ${key} to ${quote(value)}` },
  listImages: { plan: listImages, title: () => "List the images" },
  findImage: { plan: findImage, title: ({ description }) => `Find an image of ${quote(description)}` },
  setImageAlt: { plan: setImageAlt, title: ({ image }) => `Set the alt text of ${named("image", image)}` },
  deleteImage: { plan: deleteImage, title: ({ image }) => `Delete ${named("image", image)}` },
  search: { plan: searchContent, title: ({ query }) => `Search the site for ${quote(query)}` },
  listCollections: { plan: listCollections, title: () => "List the collections" },
  listEntries: { plan: listEntries, title: ({ collection }) => `List the ${collection}` },
  webSearch: { plan: webSearch, title: ({ query }) => `Search the web for ${quote(query)}` },
  fetchUrl: { plan: fetchUrl, title: ({ url }) => `Read ${url}` },
  multi: { plan: multiPlan, title: ({ goal }) => goal },
};

function entryFor(intent: Intent) {
  return PLANS[intent.kind] as unknown as { plan: (intent: Intent, ctx: PlanContext) => Plan; title: (intent: Intent) => string };
}

export function planFor(intent: Intent, ctx: PlanContext): Plan {
  return entryFor(intent).plan(intent, ctx);
}

const stepTitle = (intent: Intent) => entryFor(intent).title(intent);

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

type StepStatus = "pending" | "in_progress" | "done" | "skipped";

/**
 * Several actions: record the plan (agent_plan, when offered), run the steps in order — a later
 * step's "it" is what the previous one made — then record how it went. A failed or declined step
 * stops the plan; the steps after it are skipped, never guessed.
 */
function* multiPlan({ goal, steps }: IntentOf<"multi">, ctx: PlanContext): Plan {
  const titles = steps.map((step) => clip(stepTitle(step), 200));
  const record = (statuses: StepStatus[]) =>
    run({ toolName: "agent_plan", input: { goal: clip(goal, 300), steps: titles.map((title, index) => ({ title, status: statuses[index] })) }, describe: "record the plan" });
  const planning = ctx.tools.has("agent_plan");
  if (planning) yield* record(titles.map((_, index) => (index === 0 ? "in_progress" : "pending")));

  const results: string[] = [];
  let stopped: string | undefined;
  for (const step of steps) {
    try {
      const reply = yield* planFor(step, ctx);
      results.push(reply.text);
      if (reply.entity) ctx.recent.unshift(reply.entity);
    } catch (error) {
      if (!(error instanceof Halt)) throw error;
      stopped = error.reply;
      break;
    }
  }
  if (planning) yield* record(titles.map((_, index) => (index < results.length ? "done" : "skipped")));

  const lines = results.map((text, index) => `${index + 1}. ✓ ${capitalize(text.replace(/^Done — /, ""))}`);
  if (stopped === undefined) return { text: `All ${steps.length} steps are done:\n\n${lines.join("\n")}` };
  const failed = results.length;
  const skipped = titles.slice(failed + 1).map((title, index) => `${failed + index + 2}. – ${title} (not done)`);
  return { text: [`I stopped at step ${failed + 1} of ${steps.length}.`, "", ...lines, `${failed + 1}. ✗ ${titles[failed]} — ${stopped}`, ...skipped].join("\n") };
}
