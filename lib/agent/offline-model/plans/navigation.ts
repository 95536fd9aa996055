import { isPronoun, type IntentOf } from "../intents";
import { attempt, doneText, failedText, Halt, messageOf, quote, run, type Plan, type PlanContext, type Step } from "../plan-kit";
import { asRecord, bestMatch, itemsOf, labelOf, type Entity } from "../resolve";
import type { ToolResult } from "../conversation";
import { capitalize } from "../text";
import { MENU } from "../drafts";
import { itemLabel } from "./menu-items";
import { linkTo, pronounTarget } from "./lookups";

/** A findResource score below this is a guess, not the page the user named. */
const CONFIDENT_MATCH = 0.6;

function navLine(item: ToolResult): string {
  const hidden = item.visible === false ? " _(hidden)_" : "";
  return `**${labelOf(item)}** → ${String(item.target ?? item.url ?? "")}${hidden}`;
}

export function* showNavigation(): Plan {
  const result = yield* run({ toolName: "cms_getNavigation", input: {}, describe: "read the navigation" });
  const lines = itemsOf(result).flatMap((item) => {
    const children = Array.isArray(item.children) ? item.children.map(asRecord).filter((child): child is ToolResult => !!child) : [];
    return [`- ${navLine(item)}`, ...children.map((child) => `  - ${navLine(child)}`)];
  });
  return { text: lines.length ? `${messageOf(result) ?? "The menu:"}\n\n${lines.join("\n")}` : "The navigation menu is empty." };
}

export function* addNavLink({ label, url }: IntentOf<"addNavLink">, ctx: PlanContext): Plan {
  if (url) return yield* addLink({ label: capitalize(label), url });
  const linked = isPronoun(label) ? pronounTarget(ctx, ["page", "post"]) : yield* pageNamed(label);
  return { ...(yield* addLink({ label: linked.label, ...linkTo(linked) })), entity: linked };
}

/** Adds a menu link; the menu refuses a second link to the same place, and then what was asked for holds. */
function* addLink(input: { label: string; page?: string; url?: string }): Plan {
  const call = { toolName: "cms_addNavigationItem", input, describe: `add ${quote(input.label)} to the navigation` };
  const outcome = yield* attempt(call);
  if (outcome.status === "failed" && outcome.code === "already_done") return { text: `${quote(input.label)} is already in the menu.`, drafts: [MENU] };
  if (outcome.status === "failed") throw new Halt(failedText(call, outcome.error, outcome.hint));
  if (outcome.status !== "ok") throw new Error("attempt() ends the plan on a denial");
  return { text: doneText(outcome.result, `Added ${quote(input.label)} to the navigation.`) };
}

/** The page a menu label names; without a confident match, asks for an address instead. */
function* pageNamed(label: string): Step<Entity> {
  const result = yield* run({ toolName: "cms_findResource", input: { query: label, type: "page" }, describe: `look for a page called ${quote(label)}` });
  const page = bestMatch(result, label, "page");
  const score = page?.record.score;
  if (!page || (typeof score === "number" && score < CONFIDENT_MATCH)) {
    throw new Halt(`There is no page called ${quote(label)} to link to. Tell me the address instead, e.g. "add a link to https://example.com called ${capitalize(label)}".`);
  }
  return page;
}

export function* setNavVisibility(intent: IntentOf<"setNavVisibility">, ctx: PlanContext): Plan {
  const { visible } = intent;
  const label = yield* itemLabel(intent.label, ctx);
  const call = { toolName: "cms_toggleNavigationItem", input: { label, visible }, describe: `${visible ? "show" : "hide"} the ${quote(label)} link` };
  const outcome = yield* attempt(call);
  // The toggle refuses a link already in that state: what was asked for holds, so the plan goes on.
  if (outcome.status === "failed" && outcome.code === "already_done") return { text: `The ${quote(label)} link is already ${visible ? "shown" : "hidden"}.`, drafts: [MENU] };
  if (outcome.status === "failed") throw new Halt(failedText(call, outcome.error, outcome.hint));
  if (outcome.status !== "ok") throw new Error("attempt() ends the plan on a denial");
  return { text: doneText(outcome.result, `The ${quote(label)} link is now ${visible ? "shown" : "hidden"}.`) };
}

export function* removeNavLink(intent: IntentOf<"removeNavLink">, ctx: PlanContext): Plan {
  const label = yield* itemLabel(intent.label, ctx);
  const result = yield* run({ toolName: "cms_removeNavigationItem", input: { label }, describe: `remove ${quote(label)} from the navigation` });
  return { text: doneText(result, `Removed ${quote(label)} from the navigation.`) };
}
