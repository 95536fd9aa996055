import { isStepCount, streamText } from "ai";
import { describe, expect, it } from "vitest";
import { createOfflineModel } from "@/lib/agent/offline-model";
import { parseRequest } from "@/lib/agent/offline-model/parse-request";
import { ApprovedCalls } from "@/lib/agent/approved-calls";
import { toAiTools } from "@/lib/agent/tool-runtime";
import { images } from "@/lib/services/images";
import { settings } from "@/lib/services/settings";
import { TOOL_DEFINITIONS } from "@/lib/tools/registry";
import { editor, unique } from "../support/actors";
import { pngBuffer } from "../support/images";

/**
 * Some words of a setting or of a picture's text changed and the rest kept — "Site tagline: for
 * 'independent businesses' read 'independent shops'" — never the whole value replaced by the new
 * words, nor "hills' to 'Downs" written as the caption.
 */
describe("offline model: words changed inside a setting or a picture's text", () => {
  it.each([
    ["Site tagline: for 'independent businesses' read 'independent shops'. No full stop.", { kind: "replaceInSetting", key: "tagline", old: "independent businesses", replacement: "independent shops" }],
    ["replace 'businesses' with 'shops' in the tagline", { kind: "replaceInSetting", key: "tagline", old: "businesses", replacement: "shops" }],
    ["in the site name, change 'Studio' to 'Co'", { kind: "replaceInSetting", key: "name", old: "Studio", replacement: "Co" }],
    ["Default SEO description (site-wide): for 'Calm, useful websites' read 'Calm, fast websites'. Page-level descriptions stet.", { kind: "replaceInSetting", key: "seoDescription", old: "Calm, useful websites", replacement: "Calm, fast websites" }],
    ["the caption of the sunrise photo: change 'hills' to 'Downs'", { kind: "replaceInImageText", image: "sunrise photo", field: "caption", old: "hills", replacement: "Downs" }],
    ["change 'hills' to 'Downs' in the caption of mountain-sunrise.jpg", { kind: "replaceInImageText", image: "mountain-sunrise.jpg", field: "caption", old: "hills", replacement: "Downs" }],
    ["mountain-sunrise.jpg, caption: for 'hills' read 'Downs' (cap D).", { kind: "replaceInImageText", image: "mountain-sunrise.jpg", field: "caption", old: "hills", replacement: "Downs" }],
    ["the alt text of the team photo says 'four' but should say 'five'", { kind: "replaceInImageText", image: "team", field: "alt", old: "four", replacement: "five" }],
  ])("%s", (text, expected) => {
    expect(parseRequest(text)).toEqual(expected);
  });

  it("still sets the whole value when only the new words are given", () => {
    expect(parseRequest("change the tagline to 'Fast websites' and the site name to 'Northwind'")).toMatchObject({
      kind: "multi",
      steps: [
        { kind: "updateSetting", key: "tagline", value: "Fast websites" },
        { kind: "updateSetting", key: "name", value: "Northwind" },
      ],
    });
  });

  it("reads a section named by its heading as where the words are", () => {
    expect(parseRequest("Contact, 'Say hello' body: insert after 'weekdays 9–5' — '(closed bank holidays)'. Rest as set.")).toEqual({ kind: "replaceText", page: "Contact", old: "weekdays 9–5", replacement: "weekdays 9–5 (closed bank holidays)" });
  });

  it.each([
    ["About › FAQ › answer to Q1: delete 'from the first conversation to launch'; close up.", { kind: "replaceText", page: "About", old: "from the first conversation to launch", replacement: "" }],
    ["on the contact page insert '(closed bank holidays)' after 'weekdays 9–5'", { kind: "replaceText", page: "contact", old: "weekdays 9–5", replacement: "weekdays 9–5 (closed bank holidays)" }],
    ["on the contact page insert before 'weekdays' — 'Monday to Friday,'", { kind: "replaceText", page: "contact", old: "weekdays", replacement: "Monday to Friday, weekdays" }],
  ])("reads a proof mark: %s", (text, expected) => {
    expect(parseRequest(text)).toEqual(expected);
  });
});

async function ask(prompt: string) {
  const tools = toAiTools(TOOL_DEFINITIONS, { base: editor, approvals: new ApprovedCalls() });
  const steps = await streamText({ model: createOfflineModel(), tools, prompt, stopWhen: isStepCount(12) }).steps;
  return steps.at(-1)?.text ?? "";
}

describe("offline model: words changed inside a value, through the real tools", () => {
  it("changes those words of the tagline and keeps the rest", async () => {
    await settings.update(editor, { tagline: "Calm, useful websites for independent businesses" });
    const text = await ask("Site tagline: for 'independent businesses' read 'independent shops'.");
    expect(text).toMatch(/^Done — updated the site settings: tagline/);
    expect((await settings.get(editor)).tagline).toBe("Calm, useful websites for independent shops");
  });

  it("asks, and changes nothing, when the setting does not say the old words", async () => {
    await settings.update(editor, { tagline: "Calm, useful websites for independent businesses" });
    const text = await ask("in the tagline change 'small firms' to 'shops'");
    expect(text).toContain("doesn't say 'small firms'");
    expect((await settings.get(editor)).tagline).toBe("Calm, useful websites for independent businesses");
  });

  it("changes those words of a picture's caption and keeps the rest", async () => {
    const name = unique("harbour");
    const uploaded = await images.upload(editor, { buffer: await pngBuffer(), originalName: `${name}.png`, alt: "Boats in the harbour", caption: "Morning over the hills" });
    await ask(`${name}.png, caption: for 'hills' read 'Downs'`);
    expect((await images.get(editor, uploaded.id)).caption).toBe("Morning over the Downs");
  });
});
