import { fieldWords } from "@/lib/content/content-diff";
import { MENU, SETTINGS, draftName, type DraftItem } from "../drafts";
import { nameScore } from "../fuzzy";
import { LIVE_SETTINGS, type IntentOf } from "../intents";
import { bullets, Halt, quote, type Plan, type Step } from "../plan-kit";
import { listOf } from "../text";
import { NOTHING_WAITING, publishDrafts, unpublishedChanges, waitingDrafts } from "./publishing";

/** What is waiting to go live, and publishing part of it: the menu, the settings, or everything but some items. */

export function* listChanges(): Plan {
  const items = yield* unpublishedChanges();
  if (!items.length) return { text: "Everything is published: the live site shows every draft." };
  const lines = items.map((item) => `**${String(item.name ?? item.id)}** (${String(item.kind)}) — ${item.state === "new" ? "never published" : "has unpublished changes"}`);
  return { text: `Not everything is published yet. Waiting to go live:\n\n${bullets(lines)}\n\nSay "publish everything" to put it all live.` };
}

const FIXED: Record<"menu" | "settings", DraftItem> = { menu: MENU, settings: SETTINGS };

/** What is waiting to go live in the menu or the settings, field by field ("Menu items › “Shop”", "Tagline"). */
export function* waitingFields(item: DraftItem): Step<string[]> {
  const change = (yield* unpublishedChanges()).find((waiting) => waiting.kind === item.kind);
  return Array.isArray(change?.fields) ? change.fields.map(String) : [];
}

export function* askSettingLive({ setting }: IntentOf<"askSettingLive">): Plan {
  const fields = yield* waitingFields(SETTINGS);
  const name = fieldWords(LIVE_SETTINGS[setting]).toLowerCase();
  if (fields.some((field) => field.toLowerCase().startsWith(name))) {
    return { text: `Not yet — the new ${setting} is saved as a draft, and visitors see it once the settings are published. Say "publish the settings" to put it live.`, drafts: [SETTINGS] };
  }
  return { text: `Yes — the ${setting} on the website is up to date: no change to it is waiting to be published.` };
}

export function* publishFixed({ what }: IntentOf<"publishFixed">): Plan {
  return yield* publishDrafts(what.map((key) => FIXED[key]));
}

export function* publishExcept({ except }: IntentOf<"publishExcept">): Plan {
  const waiting = yield* waitingDrafts();
  if (!waiting.length) return { text: NOTHING_WAITING };
  // "the notes about the server move": an item named by what it is about
  const left = waiting.filter((item) => !except.some((name) => nameScore(name.replace(/\b(?:about|on|regarding)\b/gi, " "), item.label) >= 0.8));
  if (left.length === waiting.length) throw new Halt(`Nothing waiting to be published matches ${except.map(quote).join(" or ")}; waiting: ${waiting.map(draftName).join(", ")}. Which should stay unpublished?`);
  if (!left.length) return { text: `The only ${waiting.length === 1 ? "change" : "changes"} waiting ${waiting.length === 1 ? "is" : "are"} ${listOf(waiting.map(draftName))}, which you asked to leave out, so nothing was published.` };
  return yield* publishDrafts(left);
}
