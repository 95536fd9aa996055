import type { IntentOf } from "../intents";
import { bullets, doneText, quote, run, type Plan } from "../plan-kit";
import { asRecord } from "../resolve";
import { wordsReplacedIn } from "./section-edits";

export const SETTING_NAMES = { name: "site name", tagline: "tagline", seoTitle: "default SEO title", seoDescription: "default SEO description" } as const;

export function* getSetting({ key }: IntentOf<"getSetting">): Plan {
  const result = yield* run({ toolName: "cms_getSiteSetting", input: { key }, describe: `read the ${SETTING_NAMES[key]}` });
  const value = typeof result.value === "string" ? result.value : "";
  return { text: value ? `The ${SETTING_NAMES[key]} is ${quote(value)}.` : `The site has no ${SETTING_NAMES[key]} yet.` };
}

export function* updateSetting({ key, value }: IntentOf<"updateSetting">): Plan {
  const result = yield* run({ toolName: "cms_updateSiteSettings", input: { [key]: value }, describe: `change the ${SETTING_NAMES[key]} to ${quote(value)}` });
  return { text: doneText(result, `The ${SETTING_NAMES[key]} is now ${quote(value)}.`) };
}

/** "Site tagline: for 'independent businesses' read 'independent shops'": those words changed, the rest kept. */
export function* replaceInSetting({ key, old, replacement }: IntentOf<"replaceInSetting">): Plan {
  const name = SETTING_NAMES[key];
  const result = yield* run({ toolName: "cms_getSiteSetting", input: { key }, describe: `read the ${name}` });
  const now = typeof result.value === "string" ? result.value : "";
  const value = wordsReplacedIn(now, old, replacement, { of: `the ${name}`, noun: name });
  return yield* updateSetting({ kind: "updateSetting", key, value });
}

const SHOWN_SETTINGS: [string, string][] = [
  ["name", "Name"],
  ["tagline", "Tagline"],
  ["seoTitle", "SEO title"],
  ["seoDescription", "SEO description"],
];

export function* showSettings(): Plan {
  const result = yield* run({ toolName: "cms_getSiteSettings", input: {}, describe: "read the site settings" });
  const settings = asRecord(result.settings) ?? {};
  const lines = SHOWN_SETTINGS.map(([key, label]) => `${label}: ${typeof settings[key] === "string" && settings[key] ? quote(settings[key] as string) : "—"}`);
  return { text: `The site settings:\n\n${bullets(lines)}` };
}
