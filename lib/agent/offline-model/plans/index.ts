import { isPronoun, refersBack, type Intent, type IntentKind, type IntentOf } from "../intents";
import { draftsChanged, uniqueDrafts, type DraftItem } from "../drafts";
import { Halt, inParallel, quote, recorded, run, type Logged, type Plan, type PlanContext, type Step } from "../plan-kit";
import { DRAFTS_REPLY, GREETING_REPLY, HELP_REPLY, THANKS_REPLY } from "../replies";
import { clarify } from "./clarify";
import { SECTION_TEMPLATES } from "@/lib/content/section-templates";
import { capitalize, listOf } from "../text";
import { fieldLabel, templateName } from "../vocabulary";
import { listCollections, listEntries } from "./entries";
import { deleteImage, findImage, listImages, setImageAlt } from "./images";
import { addNavLink, removeNavLink, setNavVisibility, showNavigation } from "./navigation";
import { bulkPageAction, createPage, listPages, pageAction, renamePage, showPage } from "./pages";
import { bulkPostAction, createPost, listPosts, postAction } from "./posts";
import { draftOfEntity, publishChanges, publishDrafts } from "./publishing";
import { findPage, findPost, uniqueById } from "./lookups";
import type { Entity } from "../resolve";
import { fetchUrl, searchContent, webSearch } from "./search";
import { addSection, askSectionField, removeSection, setSectionField } from "./sections";
import { getSetting, replaceInSetting, SETTING_NAMES, showSettings, updateSetting } from "./settings";
import { askPage, askPost } from "./details";
import { askSection, askValue, moveSection, removeSectionAt, replaceText, replaceValue, VALUE_NAMES } from "./section-edits";
import { replaceEverywhere } from "./replace-everywhere";
import { askEntry, collectionFields } from "./entry-reads";
import { createEntry, editEntry, entryAction, replaceEntryWords } from "./entry-edits";
import { addMenuItemAt, askMenuItem, editMenuItem } from "./menu-items";
import { moveMenuItem } from "./menu-order";
import { askImage, fillMissing, IMAGE_TEXT_NAMES, imagesMissing, imagesShowing, imagesUnused, replaceInImageText, setImageText } from "./library";
import { askSettingLive, listChanges, publishExcept, publishFixed } from "./waiting";
import { editPage, editPost } from "./edits";
import { changeAgain } from "./change-again";
import { recapLast, restoreFromTrash, undoLast } from "./history";
import { removeSectionImage, replaceImage, setSectionImage } from "./section-images";
import { addListItem, editListItem, moveListItem, removeListItem } from "./list-items";
import { askSiteSetting, setColour, setLogo, socialLink } from "./theme";

/** How each intent is carried out, and how it reads as a step of a plan. */
type Entry<K extends IntentKind> = { plan: (intent: IntentOf<K>, ctx: PlanContext) => Plan; title: (intent: IntentOf<K>) => string };

/** "the page 'About'", or "it" when the request points back. */
const named = (noun: string, target: string) => (isPronoun(target) ? "it" : `the ${noun} ${quote(target)}`);

// eslint-disable-next-line require-yield -- a plan that only answers makes no calls
function* answer(text: string): Plan {
  return { text };
}

const TEMPLATES_REPLY = `A page can have these kinds of sections:\n\n${SECTION_TEMPLATES.map((template) => `- **${template.name}** — ${template.description}`).join("\n")}`;

const PLANS: { [K in IntentKind]: Entry<K> } = {
  greeting: { plan: () => answer(GREETING_REPLY), title: () => "Say hello" },
  help: { plan: () => answer(HELP_REPLY), title: () => "Explain what I can do" },
  explainDrafts: { plan: () => answer(DRAFTS_REPLY), title: () => "Explain drafts" },
  thanks: { plan: () => answer(THANKS_REPLY), title: () => "Reply" },
  unknown: { plan: clarify, title: () => "Ask what is meant" },
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
  getSetting: { plan: getSetting, title: ({ key }) => `Read the ${SETTING_NAMES[key]}` },
  updateSetting: { plan: updateSetting, title: ({ key, value }) => `Change the ${SETTING_NAMES[key]} to ${quote(value)}` },
  replaceInSetting: { plan: replaceInSetting, title: ({ key, old, replacement }) => `Change ${quote(old)} to ${quote(replacement)} in the ${SETTING_NAMES[key]}` },
  askSiteSetting: { plan: askSiteSetting, title: ({ key }) => `Read the site's ${key}` },
  setColour: { plan: setColour, title: ({ which, value }) => `Set the ${which} colour to ${value}` },
  socialLink: { plan: socialLink, title: ({ op, label }) => `${capitalize(op)} the ${label} social link` },
  setLogo: { plan: setLogo, title: ({ image }) => (image ? `Use ${quote(image)} as the logo` : "Remove the logo") },
  askPage: { plan: askPage, title: ({ page }) => `Read ${named("page", page)}` },
  editPage: { plan: editPage, title: ({ page, field }) => `Change the ${field} of ${named("page", page)}` },
  askPost: { plan: askPost, title: ({ post }) => `Read ${named("post", post)}` },
  editPost: { plan: editPost, title: ({ post, change }) => `Change the ${change.field} of ${named("post", post)}` },
  listChanges: { plan: listChanges, title: () => "List what is waiting to be published" },
  publishFixed: { plan: publishFixed, title: ({ what }) => `Publish the ${what.join(" and ")}` },
  askSettingLive: { plan: askSettingLive, title: ({ setting }) => `Check whether the ${setting} is live` },
  publishExcept: { plan: publishExcept, title: ({ except }) => `Publish everything except ${listOf(except.map(quote))}` },
  imagesMissing: { plan: imagesMissing, title: ({ field }) => `List the images without ${field === "alt" ? "alt text" : "a caption"}` },
  imagesShowing: { plan: imagesShowing, title: ({ description, action }) => `${action === "delete" ? "Delete" : "List"} the images of ${quote(description)}` },
  imagesUnused: { plan: imagesUnused, title: ({ action }) => `${action === "delete" ? "Delete" : "List"} the images not used anywhere` },
  fillMissing: { plan: fillMissing, title: ({ field }) => `Give every image without ${field === "alt" ? "alt text" : "a caption"} one` },
  askImage: { plan: askImage, title: ({ image }) => `Read ${named("image", image)}` },
  setImageText: { plan: setImageText, title: ({ image, field }) => `Set the ${IMAGE_TEXT_NAMES[field]} of ${named("image", image)}` },
  replaceInImageText: { plan: replaceInImageText, title: ({ image, field, old, replacement }) => `Change ${quote(old)} to ${quote(replacement)} in the ${IMAGE_TEXT_NAMES[field]} of ${named("image", image)}` },
  askMenuItem: { plan: askMenuItem, title: ({ label }) => `Look up ${quote(label)} in the menu` },
  editMenuItem: { plan: editMenuItem, title: ({ label }) => `Change the ${quote(label)} link` },
  moveMenuItem: { plan: moveMenuItem, title: ({ label }) => `Move the ${quote(label)} link` },
  addMenuItemAt: { plan: addMenuItemAt, title: ({ page }) => `Add ${quote(page)} to the navigation` },
  createEntry: { plan: createEntry, title: ({ collection }) => `Add to the ${collection}` },
  editEntry: { plan: editEntry, title: ({ name, field }) => `Change the ${field} of ${quote(name)}` },
  replaceEntryWords: { plan: replaceEntryWords, title: ({ name, old, replacement }) => `Change ${quote(old)} to ${quote(replacement)} in ${quote(name)}` },
  entryAction: { plan: entryAction, title: ({ name, action }) => `${capitalize(action)} ${quote(name)}` },
  askEntry: { plan: askEntry, title: ({ collection }) => `Read one of the ${collection}` },
  collectionFields: { plan: collectionFields, title: ({ collection }) => `List the fields of ${collection}` },
  moveSection: { plan: moveSection, title: ({ page }) => `Reorder the sections of ${named("page", page)}` },
  askSection: { plan: askSection, title: ({ page }) => `Read a section of ${named("page", page)}` },
  removeSectionAt: { plan: removeSectionAt, title: ({ page }) => `Remove a section from ${named("page", page)}` },
  replaceValue: { plan: replaceValue, title: ({ page, value, replacement }) => `Change the ${VALUE_NAMES[value]} on ${named("page", page)} to ${quote(replacement)}` },
  replaceText: { plan: replaceText, title: ({ page, old, replacement }) => `Change ${quote(old)} to ${quote(replacement)} on ${named("page", page)}` },
  askValue: { plan: askValue, title: ({ page }) => (page ? `Read ${named("page", page)}` : "Find where the site shows it") },
  replaceEverywhere: { plan: replaceEverywhere, title: ({ old, replacement }) => `Change ${quote(old)} to ${quote(replacement)} everywhere` },
  addListItem: { plan: addListItem, title: ({ page, item }) => `Add ${quote(item[0] ?? "")} on ${named("page", page)}` },
  editListItem: { plan: editListItem, title: ({ page, value }) => `Change an item on ${named("page", page)} to ${quote(value)}` },
  removeListItem: { plan: removeListItem, title: ({ page }) => `Remove an item from a list on ${named("page", page)}` },
  moveListItem: { plan: moveListItem, title: ({ page, to }) => `Move an item ${to === "first" ? "to the start" : "to the end"} of a list on ${named("page", page)}` },
  replaceImage: { plan: replaceImage, title: ({ image, replacement }) => `Use ${quote(replacement)} instead of ${quote(image)}` },
  setSectionImage: { plan: setSectionImage, title: ({ page, image }) => `Show ${quote(image)} on ${named("page", page)}` },
  removeSectionImage: { plan: removeSectionImage, title: ({ page, image }) => `Take ${quote(image)} out of the gallery on ${named("page", page)}` },
  listTemplates: { plan: () => answer(TEMPLATES_REPLY), title: () => "List the kinds of sections" },
  listImages: { plan: listImages, title: () => "List the images" },
  findImage: { plan: findImage, title: ({ description }) => `Find an image of ${quote(description)}` },
  setImageAlt: { plan: setImageAlt, title: ({ image }) => `Set the alt text of ${named("image", image)}` },
  deleteImage: { plan: deleteImage, title: ({ image }) => `Delete ${named("image", image)}` },
  publishChanges: { plan: publishChanges, title: ({ scope }) => (scope === "all" ? "Publish every unpublished change" : "Publish the changes") },
  search: { plan: searchContent, title: ({ query }) => `Search the site for ${quote(query)}` },
  listCollections: { plan: listCollections, title: () => "List the collections" },
  listEntries: { plan: listEntries, title: ({ collection }) => `List the ${collection}` },
  webSearch: { plan: webSearch, title: ({ query }) => `Search the web for ${quote(query)}` },
  fetchUrl: { plan: fetchUrl, title: ({ url }) => `Read ${url}` },
  multi: { plan: multiPlan, title: ({ goal }) => goal },
  cannot: { plan: ({ reason }) => answer(reason), title: () => "Explain what cannot be done" },
  changeAgain: { plan: changeAgain, title: ({ value }) => `Change it to ${quote(value)}` },
  undoLast: { plan: undoLast, title: () => "Undo my last changes" },
  recapLast: { plan: recapLast, title: () => "Say what my last reply changed" },
  restoreFromTrash: { plan: restoreFromTrash, title: ({ name, type }) => `Restore ${name ? quote(name) : `the last ${type ?? "item"} deleted`} from the trash` },
  remedy: { plan: remedy, title: ({ fix }) => stepTitle(fix) },
};

function entryFor(intent: Intent) {
  return PLANS[intent.kind] as unknown as { plan: (intent: Intent, ctx: PlanContext) => Plan; title: (intent: Intent) => string };
}

export function planFor(intent: Intent, ctx: PlanContext): Plan {
  return entryFor(intent).plan(intent, ctx);
}

const stepTitle = (intent: Intent) => entryFor(intent).title(intent);

const PUBLISHING = new Set<Intent["kind"]>(["publishFixed", "publishChanges"]);

/** A stated problem's fix, with why it was read that way: the card (or the draft) leaves the last word to the person. */
function* remedy({ fix }: IntentOf<"remedy">, ctx: PlanContext): Plan {
  const reply = yield* planFor(fix, ctx);
  const reading =
    fix.kind === "restoreFromTrash"
      ? "That sounds like it should come back."
      : PUBLISHING.has(fix.kind) || ("action" in fix && fix.action === "publish")
        ? "Changes wait as a draft until they are published, which is why visitors don't see it yet."
        : "That sounds like it should no longer be on the site.";
  return { ...reply, text: `${reading} ${reply.text}` };
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const asMade = (log: Logged[]) => log.map(({ call, outcome }) => ({ toolName: call.toolName, outcome }));

/** One short sentence after edits of live content: they are drafts until published. */
function draftNote(changed: DraftItem[]): string {
  const live = changed.filter((item) => item.live);
  if (!live.length) return "";
  return changed.length > 1
    ? ` These changes are saved as drafts: visitors see them once you say "publish them".`
    : ` It's saved as a draft: visitors see it once you say "publish it".`;
}

/** The request's plan; a single action that edited live content ends by saying it is a draft. */
export function* planRequest(intent: Intent, ctx: PlanContext): Plan {
  if (intent.kind === "multi") return yield* multiPlan(intent, ctx);
  const log: Logged[] = [];
  const reply = yield* recorded(planFor(intent, ctx), log);
  return { ...reply, text: reply.text + draftNote(draftsChanged(asMade(log))) };
}

type StepStatus = "pending" | "in_progress" | "done" | "skipped";

/** A step that asks to put something live: in a plan, every such step becomes one publish at the end. */
function isPublishStep(step: Intent): boolean {
  if (step.kind === "publishChanges") return true;
  return (step.kind === "pageAction" || step.kind === "postAction" || step.kind === "bulkPageAction" || step.kind === "bulkPostAction") && step.action === "publish";
}

/** The names a publish step gives, and which kind they name ("publish it all" gives none). */
function publishTargets(step: Intent): { names: string[]; kind: "page" | "post" } {
  if (step.kind === "pageAction") return { names: [step.page], kind: "page" };
  if (step.kind === "bulkPageAction") return { names: step.pages, kind: "page" };
  if (step.kind === "postAction") return { names: [step.post], kind: "post" };
  if (step.kind === "bulkPostAction") return { names: step.posts, kind: "post" };
  return { names: [], kind: "page" };
}

/** The pages and posts publish steps name ("publish the contact page"), looked up together. */
function* namedInPublishSteps(steps: Intent[], ctx: PlanContext): Step<Entity[]> {
  const lookups = steps.flatMap((step) => {
    const { names, kind } = publishTargets(step);
    return names.filter((name) => !isPronoun(name)).map((name) => (kind === "page" ? findPage(name, ctx) : findPost(name, ctx)));
  });
  return uniqueById(yield* inParallel(lookups));
}

/**
 * The plan's publish steps as one: what they name, plus — for "publish it", "put it all live" —
 * everything the plan changed, on one card. With nothing changed, "it" is what the plan found.
 */
function* publishStep(steps: Intent[], changed: DraftItem[], ctx: PlanContext): Plan {
  if (steps.some((step) => step.kind === "publishChanges" && step.scope === "all")) return yield* publishDrafts("everything");
  const named = (yield* namedInPublishSteps(steps, ctx)).map(draftOfEntity);
  const meansChanged = steps.some((step) => step.kind === "publishChanges" || publishTargets(step).names.some(isPronoun));
  const wanted = uniqueDrafts([...named, ...(meansChanged ? changed : [])]);
  if (wanted.length) return yield* publishDrafts(wanted);
  const found = ctx.recent.find((entity) => entity.kind === "page" || entity.kind === "post");
  return yield* publishDrafts(found ? [draftOfEntity(found)] : ctx.lastEdits.length ? ctx.lastEdits : "everything");
}

/**
 * Several actions: record the plan (agent_plan, when offered), run the steps in order — a later
 * step's "it" is what the previous one made — then record how it went. Publishing comes last and
 * once: everything the plan changed goes live on one card. A failed or declined step stops the
 * plan; the steps after it are skipped, never guessed.
 */
function* multiPlan({ goal, steps }: IntentOf<"multi">, ctx: PlanContext): Plan {
  const publishing = steps.filter(isPublishStep);
  const work = steps.filter((step) => !isPublishStep(step));
  const titles = [...work.map((step) => clip(stepTitle(step), 200)), ...(publishing.length ? [work.length ? "Publish all of it together" : "Publish"] : [])];
  const record = (statuses: StepStatus[]) =>
    run({ toolName: "agent_plan", input: { goal: clip(goal, 300), steps: titles.map((title, index) => ({ title, status: statuses[index] })) }, describe: "record the plan" });
  const planning = ctx.tools.has("agent_plan");
  if (planning) yield* record(titles.map((_, index) => (index === 0 ? "in_progress" : "pending")));

  const log: Logged[] = [];
  const results: string[] = [];
  const meant: DraftItem[] = [];
  let stopped: Halt | undefined;
  const perform = function* (plan: Plan) {
    try {
      const reply = yield* recorded(plan, log);
      results.push(reply.text);
      if (reply.entity) ctx.recent.unshift(reply.entity);
      meant.push(...(reply.drafts ?? []));
    } catch (error) {
      if (!(error instanceof Halt)) throw error;
      stopped = error;
    }
  };
  // "publish the autumn post and put a link to it in the menu": publishing runs last, but what it names is the later steps' "it"
  const namedFirst = steps.slice(0, steps.findIndex((step) => !isPublishStep(step)));
  if (namedFirst.length && work.some(refersBack)) ctx.recent.unshift(...(yield* namedInPublishSteps(namedFirst, ctx)));
  for (const step of work) {
    yield* perform(planFor(step, ctx));
    if (stopped !== undefined) break;
  }
  const changed = uniqueDrafts([...draftsChanged(asMade(log)), ...meant]);
  if (publishing.length && stopped === undefined) yield* perform(publishStep(publishing, changed, ctx));
  if (planning) yield* record(titles.map((_, index) => (index < results.length ? "done" : "skipped")));

  const lines = results.map((text, index) => `${index + 1}. ✓ ${capitalize(text.replace(/^Done — /, ""))}`);
  if (stopped === undefined) return { text: `All ${titles.length} steps are done:\n\n${lines.join("\n")}${publishing.length ? "" : draftNote(changed)}` };
  const failed = results.length;
  const skipped = titles.slice(failed + 1).map((title, index) => `${failed + index + 2}. – ${title} (not done)`);
  // A declined publish ends a plan whose edits all went to drafts: that comes first, in plain words.
  if (stopped.declined && publishing.length && failed === work.length) {
    return { text: [stopped.reply, "", ...lines, `${failed + 1}. ✗ ${titles[failed]} (declined)`].join("\n") };
  }
  return { text: [`I stopped at step ${failed + 1} of ${titles.length}.`, "", ...lines, `${failed + 1}. ✗ ${titles[failed]} — ${stopped.reply}`, ...skipped].join("\n") };
}
