import { isStepCount, streamText } from "ai";
import { describe, expect, it } from "vitest";
import { createOfflineModel } from "@/lib/agent/offline-model";
import { parseInContext, parseRequest } from "@/lib/agent/offline-model/parse-request";
import { ApprovedCalls } from "@/lib/agent/approved-calls";
import { toAiTools } from "@/lib/agent/tool-runtime";
import { MENU_ID } from "@/lib/domain/content-kinds";
import { navigation } from "@/lib/services/navigation";
import { releases } from "@/lib/services/publishing/releases";
import { TOOL_DEFINITIONS } from "@/lib/tools/registry";
import { editor, unique } from "../support/actors";

const ask = async (prompt: string) => {
  const tools = toAiTools(TOOL_DEFINITIONS, { base: editor, approvals: new ApprovedCalls() });
  const steps = await streamText({ model: createOfflineModel(), tools, prompt, stopWhen: isStepCount(20) }).steps;
  return { text: steps.at(-1)?.text ?? "", calls: steps.flatMap((step) => step.toolCalls.map((call) => call.toolName)) };
};

/** A change someone made that visitors don't see yet: told as a problem, or asked about. */
describe("offline model: a change that is not live yet", () => {
  it.each([
    ["I added a Shop link to the menu yesterday but it's not showing on the actual website??", { kind: "publishFixed", what: ["menu"] }],
    ["I changed the tagline on Monday but the website still shows the old one?", { kind: "publishFixed", what: ["settings"] }],
    ["Sue updated the Opening hours page but it's still not showing", { kind: "pageAction", action: "publish", page: "Opening hours" }],
  ])("reads a change reported as not showing as a draft to publish: %s", (request, fix) => {
    expect(parseRequest(request)).toEqual({ kind: "remedy", problem: expect.any(String), fix });
  });

  it("reads nothing to publish into a missing link nobody added", () => {
    expect(parseRequest("the Blog link isn't showing on the website")).not.toMatchObject({ kind: "remedy" });
  });

  it.each(["is the Gift Vouchers link showing on the website yet?", "is the Gift Vouchers link live?"])("asks the menu, not the pages, whether a link is live: %s", (request) => {
    expect(parseRequest(request)).toEqual({ kind: "askMenuItem", label: "Gift Vouchers", ask: "live" });
  });

  it("says a link only in the draft menu is not live yet, and that it is once the menu is published", async () => {
    const label = unique("Vouchers").replace("-", "");
    await navigation.add(editor, { label, url: "/vouchers" });

    const before = await ask(`is the ${label} link showing on the website yet?`);
    await releases.publish(editor, { items: [{ kind: "navigation", entityId: MENU_ID }] });
    const after = await ask(`is the ${label} link live?`);

    expect(before.text).toContain(`Not yet — '${label}' is in the draft menu`);
    expect(after.text).toContain(`Yes — '${label}' is live in the menu`);
    expect([...before.calls, ...after.calls]).not.toContain("cms_publishChanges");
  });

  it("says a menu link to remove is not there, and asks which, before any card", async () => {
    const label = unique("Careers").replace("-", "");

    const { text, calls } = await ask(`remove the ${label} link from the menu, we're not hiring any more`);

    expect(text).toContain(`I couldn't find a '${label}' link in the menu. Which menu item do you mean:`);
    expect(calls).not.toContain("cms_removeNavigationItem");
  });
});

describe("offline model: names and pronouns in statements", () => {
  it("keeps 'please' inside a quoted name, and deletes what a statement before the request names", () => {
    expect(parseRequest("theres a 'test post please ignore' in the drafts, that was me testing the editor, bin it")).toEqual({
      kind: "pageAction",
      action: "delete",
      page: "test post please ignore",
      either: true,
    });
  });

  it("never reads 'that one' after a question about the newest draft as a post called 'newest draft post one'", () => {
    expect(parseRequest("what's the newest draft on the blog?")).toEqual({ kind: "askPost", post: "newest draft", ask: "body" });
    expect(parseInContext("ok publish that one then", "what's the newest draft on the blog?")).toMatchObject({ action: "publish", post: "newest draft" });
  });

  it("says a picture's file cannot be renamed, and what can be done instead", () => {
    expect(parseRequest("can you rename studio-dusk.jpg to northwind-studio-evening.jpg? better for SEO apparently")).toEqual({
      kind: "cannot",
      reason: expect.stringMatching(/^I can't rename a picture's file.*Nothing was changed/),
    });
  });
});
