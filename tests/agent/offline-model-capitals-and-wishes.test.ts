import { describe, expect, it } from "vitest";
import { parseRequest } from "@/lib/agent/offline-model/parse-request";

/** Angry capitals, corrections stated as facts, and changes asked as wishes. */
describe("offline model: capitals, stated corrections and wishes", () => {
  it("reads a correction stated as a fact, and a shouted value in its ordinary case", () => {
    expect(parseRequest("THE SITE NAME IS WRONG EVERYWHERE. IT'S 'NORTHWIND DESIGN STUDIO', NOT 'NORTHWIND STUDIO'. FIX IT.")).toEqual({ kind: "updateSetting", key: "name", value: "Northwind Design Studio" });
    expect(parseRequest("the site name is wrong. it's 'Northwind Design Studio'")).toEqual({ kind: "updateSetting", key: "name", value: "Northwind Design Studio" });
  });

  it("keeps the case of values in a message that is not all capitals", () => {
    expect(parseRequest("change the site name to 'NORTHWIND studio'")).toEqual({ kind: "updateSetting", key: "name", value: "NORTHWIND studio" });
  });

  it("reads 'every place that says X should say Y' as words replaced across the site", () => {
    expect(parseRequest("EVERY PLACE THAT SAYS 'Get in touch' SHOULD SAY 'Contact us'. FIND THEM ALL AND FIX THEM.")).toEqual({ kind: "replaceEverywhere", old: "Get in touch", replacement: "Contact us" });
  });

  it("reads a colour asked as a wish", () => {
    expect(parseRequest("Could the main colour of the site be a soft sage green? Something calming, like the walls in the studio")).toMatchObject({ kind: "setColour", which: "primary" });
  });

  it("asks what to change when only a problem is shouted, not that it understood 'the rest'", () => {
    expect(parseRequest("ITS BROKEN AGAIN. FIX IT.")).toEqual({ kind: "unknown", topic: "site" });
  });
});

describe("offline model: who can see what", () => {
  const steps = (request: string) => {
    const intent = parseRequest(request);
    return intent.kind === "multi" ? intent.steps : [intent];
  };

  it.each([
    "Namaste 🙏 Quick one — which of my pages can students actually see at the moment, and which are still hidden?",
    "which pages are live, and which are still hidden?",
  ])("lists the live pages, then the hidden ones: %s", (request) => {
    expect(steps(request)).toEqual([{ kind: "listPages", status: "published" }, { kind: "listPages", status: "draft" }]);
  });

  it("reads 'which are …' after a question about pages as about the same pages", () => {
    expect(steps("how many pages are there, and which are drafts?")).toEqual([{ kind: "listPages" }, { kind: "listPages", status: "draft" }]);
  });
});

describe("offline model: where the site says something, asked in other words", () => {
  it.each([
    ["In which page is there the word 'walk'? I don't find it.", "walk"],
    ["Which of my blog posts talk about pranayama?", "pranayama"],
    ["Have I written about the Great Fire of London anywhere? I can't remember where I put it.", "the Great Fire of London"],
  ])("%s", (request, query) => expect(parseRequest(request)).toEqual({ kind: "search", query }));
});
