import { readColour } from "../colours";
import type { IntentOf } from "../intents";
import { bullets, doneText, Halt, quote, run, type Plan, type PlanContext, type Step } from "../plan-kit";
import { asRecord } from "../resolve";
import { findImage } from "./lookups";

/** The theme colours, social links and logo: read from the settings, changed as a whole where the tool wants the whole list. */
type Link = { label: string; url: string };

export function* readSettings(): Step<Record<string, unknown>> {
  const result = yield* run({ toolName: "cms_getSiteSettings", input: {}, describe: "read the site settings" });
  return asRecord(result.settings) ?? {};
}

const COLOUR_NAMES = { primary: "primary", accent: "accent", background: "background", text: "text" } as const;

export function* askSiteSetting({ key }: IntentOf<"askSiteSetting">): Plan {
  const settings = yield* readSettings();
  const colours = asRecord(settings.themeColors) ?? {};
  const links = (Array.isArray(settings.socialLinks) ? settings.socialLinks : []) as Link[];
  switch (key) {
    case "colours":
      return { text: `The theme colours:\n\n${bullets(Object.entries(COLOUR_NAMES).map(([name, label]) => `${label}: ${String(colours[name] ?? "—")}`))}` };
    case "social":
      return { text: links.length ? `The social links:\n\n${bullets(links.map((link) => `**${link.label}** — ${link.url}`))}` : "There are no social links yet." };
    case "logo":
      return { text: settings.logoImageId ? `Yes — the site has a logo (image ${String(settings.logoImageId)}).` : "No — the site has no logo set." };
    case "seoTitle":
    case "seoDescription": {
      const value = typeof settings[key] === "string" ? (settings[key] as string) : "";
      const name = key === "seoTitle" ? "default SEO title" : "default SEO description";
      return { text: value ? `The site's ${name} is ${quote(value)}.` : `The site has no ${name} yet.` };
    }
    default:
      return { text: `The ${key} colour is ${String(colours[key] ?? "not set")}.` };
  }
}

export function* setColour({ which, value }: IntentOf<"setColour">): Plan {
  // "a dark blue instead of the orange": the colour wanted, not the one it replaces
  const colour = readColour(value.replace(/\s+(?:instead\s+of|rather\s+than|not)\s+.*$/i, ""));
  if ("problem" in colour) throw new Halt(`I didn't change the ${which} colour: ${colour.problem}`);
  const result = yield* run({ toolName: "cms_updateSiteSettings", input: { themeColors: { [which]: colour.hex } }, describe: `set the ${which} colour to ${colour.hex}` });
  return { text: doneText(result, `The ${which} colour is now ${colour.hex}.`) };
}

/** "instagram.com/…" → "Instagram". */
const labelFromUrl = (url: string) => {
  const host = /^https?:\/\/(?:www\.)?([^/.]+)/i.exec(url)?.[1] ?? "Link";
  return host[0].toUpperCase() + host.slice(1);
};

export function* socialLink({ op, label, url }: IntentOf<"socialLink">): Plan {
  const settings = yield* readSettings();
  const links = ((Array.isArray(settings.socialLinks) ? settings.socialLinks : []) as Link[]).map(({ label: name, url: address }) => ({ label: name, url: address }));
  const name = label || (url ? labelFromUrl(url) : "");
  const index = links.findIndex((link) => link.label.toLowerCase() === name.toLowerCase() || (!!url && link.url === url));
  let next: Link[];
  if (op === "remove") {
    if (index === -1) throw new Halt(`There is no ${quote(name)} social link. The links are: ${links.map((link) => quote(link.label)).join(", ") || "none"}.`);
    next = links.filter((_, position) => position !== index);
  } else {
    if (!url) throw new Halt(`What is the address of the ${quote(name)} link? Say e.g. "add ${name} https://… to the social links".`);
    const link = { label: index === -1 ? name : links[index].label, url };
    next = index === -1 ? [...links, link] : links.map((existing, position) => (position === index ? link : existing));
  }
  const verb = op === "remove" ? `remove the ${quote(name)} social link` : index === -1 ? `add ${quote(name)} to the social links` : `change the ${quote(links[index].label)} social link to ${url}`;
  const result = yield* run({ toolName: "cms_updateSiteSettings", input: { socialLinks: next }, describe: verb });
  return { text: doneText(result, `The social links are now: ${next.map((link) => link.label).join(", ")}.`) };
}

export function* setLogo({ image }: IntentOf<"setLogo">, ctx: PlanContext): Plan {
  const found = image ? yield* findImage(image, ctx) : undefined;
  const result = yield* run({
    toolName: "cms_updateSiteSettings",
    input: { logoImageId: found ? found.id : null },
    describe: found ? `use the image ${quote(found.label)} as the logo` : "remove the logo",
  });
  return { text: doneText(result, found ? `The logo is now ${quote(found.label)}.` : "The site has no logo now.") };
}
