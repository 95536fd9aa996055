import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { collectionTools } from "@/lib/tools/collections";
import { entryTools } from "@/lib/tools/entries";
import { httpTools } from "@/lib/tools/http";
import { navigationTools } from "@/lib/tools/navigation";
import { agentPlan, planningTools } from "@/lib/tools/planning";
import { searchTools } from "@/lib/tools/search";
import { settingsTools } from "@/lib/tools/settings";
import { stockTools } from "@/lib/tools/stock";
import { webTools } from "@/lib/tools/web";
import { viewer } from "../support/actors";
import { callTool } from "../support/tool-context";

describe("agent_plan", () => {
  it("records the plan and returns it for the checklist", async () => {
    const plan = {
      goal: "Launch the summer menu",
      steps: [
        { title: "Create the Summer page", status: "done" },
        { title: "Add it to the navigation", status: "in_progress" },
        { title: "Publish it", status: "pending" },
      ],
    };
    const result = await callTool(agentPlan, { ...plan, confirmed: true }, viewer);
    expect(result).toEqual({ ok: true, message: "Plan: 3 steps", plan });
    agentPlan.output.parse(result);
  });

  it("refuses an empty plan or an unknown status", () => {
    expect(() => agentPlan.input.parse({ goal: "Nothing", steps: [] })).toThrow();
    expect(() => agentPlan.input.parse({ goal: "x", steps: [{ title: "Step", status: "later" }] })).toThrow();
  });
});

// The same checks for every tool of the navigation, settings, entries, collections, search, web, stock, http and planning files.
describe("tool definitions", () => {
  const definitions = [...navigationTools, ...settingsTools, ...entryTools, ...collectionTools, ...searchTools, ...webTools, ...stockTools, ...httpTools, ...planningTools];

  it("keep their stable names", () => {
    expect(definitions.map((d) => d.name)).toEqual([
      "cms_getNavigation",
      "cms_addNavigationItem",
      "cms_updateNavigationItem",
      "cms_toggleNavigationItem",
      "cms_moveNavigationItem",
      "cms_removeNavigationItem",
      "cms_getSiteSettings",
      "cms_getSiteSetting",
      "cms_updateSiteSettings",
      "cms_getCollections",
      "cms_getEntries",
      "cms_getEntry",
      "cms_createEntry",
      "cms_updateEntry",
      "cms_deleteEntry",
      "cms_createCollection",
      "cms_updateCollection",
      "cms_deleteCollection",
      "search_content",
      "search_semantic",
      "web_quickSearch",
      "web_deepResearch",
      "web_fetchContent",
      "stock_searchPhotos",
      "stock_importPhoto",
      "http_get",
      "http_post",
      "agent_plan",
    ]);
  });

  it("describe the input and every input field", () => {
    for (const definition of definitions) {
      const input = definition.input as z.ZodObject;
      expect(input.description, definition.name).toBeTruthy();
      for (const [field, schema] of Object.entries(input.shape)) expect((schema as z.ZodType).description, `${definition.name}.${field}`).toBeTruthy();
    }
  });

  it("take the risk the catalogue gives them, with a preview for every high-risk tool", () => {
    const risks = Object.fromEntries(definitions.map((d) => [d.name, d.risk]));
    expect(risks).toMatchObject({
      cms_updateNavigationItem: "moderate",
      cms_toggleNavigationItem: "moderate",
      cms_moveNavigationItem: "moderate",
      cms_removeNavigationItem: "high",
      cms_updateSiteSettings: "moderate",
      cms_updateEntry: "moderate",
      cms_deleteEntry: "high",
      cms_updateCollection: "moderate",
      cms_deleteCollection: "high",
      stock_importPhoto: "moderate",
      http_get: "safe",
      http_post: "high",
    });
    for (const definition of definitions.filter((d) => d.risk === "high" || d.approval)) expect(definition.preview, definition.name).toBeTypeOf("function");
    expect(definitions.filter((d) => !["cms_updateNavigationItem", "cms_toggleNavigationItem", "cms_moveNavigationItem", "cms_removeNavigationItem", "cms_updateSiteSettings", "cms_updateEntry", "cms_deleteEntry", "cms_updateCollection", "cms_deleteCollection", "stock_importPhoto", "http_post"].includes(d.name)).every((d) => d.risk === "safe")).toBe(true);
  });
});
