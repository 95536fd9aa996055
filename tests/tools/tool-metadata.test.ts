import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOOL_DOMAINS } from "@/lib/domain/tool-domains";
import type { ServiceContext } from "@/lib/services/context";
import { TOOL_LABEL, type ToolDefinition } from "@/lib/tools/define";
import { sendJson, setEnv, startTestServer, type TestServer } from "../net/test-server";
import { pngBuffer } from "../support/images";
import { ownDatabase, SEEDED_CHAT_ID, seedSite, type SeededSite } from "../support/seeded-site";
import { databaseFile, observe, observedFlags, restoreSite, saveSite, type Flags, type Observed } from "../support/tool-effects";
import { toolSamples } from "../support/tool-samples";

/**
 * Issue 10: the definition says everything about a tool — a label, its domain from the one list,
 * and read-only / destructive / idempotent flags — and the flags are what the tool does. Every tool
 * of the registry (the custom tools of the test fixtures included) runs twice with its sample input
 * on the same seeded site, and what the database shows gives the flags (lib/tools/define.ts).
 */
const useOwnDatabase = ownDatabase("tool-metadata");
const editor: ServiceContext = { actor: { id: null, label: "editor@test", role: "editor", kind: "user" } };
/** As the assistant in the seeded chat, where "undo the last changes" has a turn to undo. */
const inSeededChat: ServiceContext = { ...editor, chatId: SEEDED_CHAT_ID };

let site: SeededSite;
let registry: readonly ToolDefinition<any, any>[];
let shipped: readonly ToolDefinition<any, any>[];
let saved: string;
let server: TestServer;
let restoreEnv: () => void;

beforeAll(async () => {
  useOwnDatabase();
  const { installCustomTools } = await import("@/lib/tools/custom/install");
  const { loadCustomTools } = await import("@/lib/tools/custom/load-custom-tools");
  process.env.CUSTOM_TOOLS_DIR = path.resolve("tests/fixtures/custom-tools");
  await installCustomTools(() => {});
  site = await seedSite(editor);
  registry = (await import("@/lib/tools/registry")).TOOL_DEFINITIONS;
  shipped = (await loadCustomTools(path.resolve("tools"), { names: new Set(), labels: new Set() })).definitions;
  saved = path.join(path.dirname(databaseFile()), "seeded.db");
  saveSite(databaseFile(), saved);
  // The other end of the tools that reach other sites: a photo to import, a hook that answers.
  const photo = await pngBuffer(40, 30);
  server = await startTestServer((request, response) => (request.method === "GET" ? response.writeHead(200, { "content-type": "image/png" }).end(photo) : sendJson(response, { received: true })));
  restoreEnv = setEnv({ NET_TRUSTED_ORIGINS: server.url });
}, 60_000);

afterAll(async () => {
  restoreEnv();
  delete process.env.CUSTOM_TOOLS_DIR;
  await server.close();
});

/** The tool's two runs on a fresh copy of the seeded site. */
async function observeOnSeededSite(definition: ToolDefinition<any, any>, input: unknown): Promise<Observed> {
  const { toolContext } = await import("../support/tool-context");
  restoreSite(databaseFile(), saved);
  return observe(databaseFile(), definition, input, toolContext(inSeededChat));
}

/** Effects beyond this database cannot be seen here: such a tool's flags are declared, and only its promises of safety are checked. */
const reachesOutside = (definition: ToolDefinition<any, any>) => definition.tags.includes("external") && !definition.readOnly;

/** How the declared flags differ from what the tool did, in words; none when they agree. */
function flagMismatches(definition: ToolDefinition<any, any>, observed: Observed): string[] {
  const seen = observedFlags(observed);
  const declared: Flags = { readOnly: definition.readOnly, destructive: definition.destructive, idempotent: definition.idempotent };
  const why: Record<keyof Flags, string> = {
    readOnly: observed.wrote ? "it wrote to the database" : "it wrote nothing",
    destructive: observed.destroyed.length ? `it took away: ${observed.destroyed.join("; ")}` : "it took nothing away",
    idempotent: observed.repeated.length ? `a second run changed: ${observed.repeated.join("; ")}` : "a second run changed nothing more",
  };
  const safe: Flags = { readOnly: true, destructive: false, idempotent: true };
  return (Object.keys(declared) as (keyof Flags)[])
    .filter((flag) => declared[flag] !== seen[flag] && (!reachesOutside(definition) || declared[flag] === safe[flag]))
    .map((flag) => `${definition.name}.${flag} is ${declared[flag]}, but ${why[flag]}`);
}

describe("every tool's definition", () => {
  it("has a short label in an editor's words, a known domain and all three flags — the custom tools too", () => {
    expect(registry.filter((d) => d.domain === "custom").map((d) => d.name).sort()).toEqual(["handOver", "pageCount", "reverseText", "sendNewsletter"]);
    expect(shipped.map((d) => d.name)).toEqual(["wordCount"]);
    const all = [...registry, ...shipped];
    for (const definition of all) {
      expect(definition.label, definition.name).toMatch(TOOL_LABEL);
      expect(TOOL_DOMAINS, definition.name).toContain(definition.domain);
      for (const flag of ["readOnly", "destructive", "idempotent"] as const) expect(typeof definition[flag], `${definition.name}.${flag}`).toBe("boolean");
      if (definition.readOnly) expect(definition.destructive, `${definition.name} reads only, so it cannot destroy`).toBe(false);
    }
    expect(new Set(all.map((d) => d.label)).size, "labels tell tools apart").toBe(all.length);
  });

  it("says read-only, destructive and idempotent exactly as it behaves, run twice on a seeded site", async () => {
    const samples = toolSamples(site);
    const mismatches: string[] = [];
    for (const definition of [...registry, ...shipped]) {
      const sample = samples[definition.name];
      const input = sample.run ? sample.run(server.url) : sample.input;
      const observed = await observeOnSeededSite(definition, input);
      if (!definition.readOnly && observed.first.ok !== true) mismatches.push(`${definition.name}'s sample failed: ${JSON.stringify(observed.first)}`);
      mismatches.push(...flagMismatches(definition, observed));
    }
    expect(mismatches).toEqual([]);
    expect(registry.filter((d) => d.readOnly).length).toBeGreaterThan(20);
    expect(registry.filter((d) => d.destructive && !reachesOutside(d)).length).toBeGreaterThan(5);
    expect(registry.filter((d) => d.destructive && !reachesOutside(d) && d.risk !== "high").map((d) => d.name), "what takes something away asks first").toEqual([]);
  }, 180_000);
});

describe("the check of flags against behaviour", () => {
  it("catches a writer that claims to read only", async () => {
    const { cmsCreatePage } = await import("@/lib/tools/pages");
    const observed = await observeOnSeededSite(cmsCreatePage, { title: "Not read-only" });
    expect(flagMismatches({ ...cmsCreatePage, readOnly: true, destructive: false }, observed)).toEqual(["cms_createPage.readOnly is true, but it wrote to the database"]);
  });

  it("catches a tool that adds again on every run but claims to be idempotent, and counts a refused repeat as no change", async () => {
    const { cmsAddPageSection } = await import("@/lib/tools/sections");
    const added = await observeOnSeededSite(cmsAddPageSection, { page: "home", templateKey: "text", content: { body: "Again" } });
    expect(flagMismatches({ ...cmsAddPageSection, idempotent: true }, added)).toEqual([expect.stringMatching(/^cms_addPageSection\.idempotent is true, but a second run changed: PageSection /)]);
    const { cmsCreatePage } = await import("@/lib/tools/pages");
    const created = await observeOnSeededSite(cmsCreatePage, { title: "Twice" });
    expect(created.repeated, "the second create is refused: the slug is taken").toEqual([]);
  });

  it("catches a tool that trashes, or takes a page off the site, but claims not to be destructive", async () => {
    const { cmsDeletePage, cmsUnpublishPage } = await import("@/lib/tools/pages");
    const trashed = await observeOnSeededSite(cmsDeletePage, { page: "careers" });
    expect(flagMismatches({ ...cmsDeletePage, destructive: false }, trashed)).toEqual([expect.stringMatching(/^cms_deletePage\.destructive is false, but it took away: Page .* moved to the trash$/)]);
    const unpublished = await observeOnSeededSite(cmsUnpublishPage, { page: "about" });
    expect(flagMismatches({ ...cmsUnpublishPage, destructive: false }, unpublished)).toEqual([expect.stringMatching(/^cms_unpublishPage\.destructive is false, but it took away: PublishedVersion .* taken off the site$/)]);
  });

  it("does not count an edit of a draft, or bookkeeping on a repeat, as destruction or change", async () => {
    const { cmsUpdatePage } = await import("@/lib/tools/pages");
    const observed = await observeOnSeededSite(cmsUpdatePage, { page: "home", title: "Welcome" });
    expect(observedFlags(observed)).toEqual({ readOnly: false, destructive: false, idempotent: true });
  });

  it("holds a tool that reaches other sites only to the flags that promise safety", async () => {
    const { httpPost } = await import("@/lib/tools/http");
    const observed = await observeOnSeededSite(httpPost, { url: `${server.url}/notify`, body: {} });
    expect(observedFlags(observed)).toEqual({ readOnly: true, destructive: false, idempotent: true });
    expect(flagMismatches(httpPost, observed)).toEqual([]);
    expect(flagMismatches({ ...httpPost, readOnly: false, destructive: false, idempotent: true }, { ...observed, repeated: ["Page x: a second page"] })).toEqual([
      "http_post.idempotent is true, but a second run changed: Page x: a second page",
    ]);
  });
});
