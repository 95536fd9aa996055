import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { pages } from "@/lib/services/pages";
import { sections } from "@/lib/services/sections";
import { unique } from "../support/actors";
import { startMcpServer } from "../support/mcp-server";
import { person, tokenOf } from "./people";

let server: Awaited<ReturnType<typeof startMcpServer>>;
let client: Client;
let editor: Awaited<ReturnType<typeof person>>;

beforeAll(async () => {
  await sections.syncTemplates();
  editor = await person("editor");
  server = await startMcpServer({ editor });
  // An editor token: other test files briefly block read tools for viewers in the shared database.
  client = await server.connect((await tokenOf(editor)).token);
});
afterAll(async () => {
  await client?.close();
  await server?.close();
});

const json = (result: Awaited<ReturnType<Client["readResource"]>>) => JSON.parse(String((result.contents[0] as { text: string }).text));

describe("the site's content as MCP resources", () => {
  it("lists the settings, the menu and recent pages, with templates for every page and post", async () => {
    const page = await pages.create(editor, { title: unique("Resource page") });
    const { resources } = await client.listResources();
    expect(resources).toEqual(expect.arrayContaining([
      expect.objectContaining({ uri: "cms://settings", name: "Site settings", mimeType: "application/json" }),
      expect.objectContaining({ uri: "cms://navigation", name: "Navigation menu" }),
      expect.objectContaining({ uri: `cms://pages/${page.slug}`, name: page.title }),
    ]));
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((template) => template.uriTemplate)).toEqual(["cms://pages/{slug}", "cms://posts/{slug}"]);
  });

  it("reads a page with its sections' content, as the token's user and through the audit", async () => {
    const slug = unique("resource-faq");
    await pages.create(editor, { title: "Questions", slug, sections: [{ templateKey: "faq", content: { items: [{ question: "Open on Sundays?", answer: "From ten." }] } }] });
    const read = await client.readResource({ uri: `cms://pages/${slug}` });
    expect(read.contents[0]).toMatchObject({ uri: `cms://pages/${slug}`, mimeType: "application/json" });
    const body = json(read);
    expect(body.page).toMatchObject({ title: "Questions", slug });
    expect(JSON.stringify(body.sections)).toContain("Open on Sundays?");
    const event = await db.auditEvent.findFirst({ where: { action: "tool.cms_getPage", actorLabel: editor.actor.label }, orderBy: { createdAt: "desc" } });
    expect(event).toMatchObject({ outcome: "success" });

    expect(json(await client.readResource({ uri: "cms://settings" }))).toMatchObject({ ok: true, settings: expect.objectContaining({ name: expect.any(String), themeColors: expect.any(Object) }) });
  });

  it("says what is wrong with an address it does not know, and with a page that does not exist", async () => {
    await expect(client.readResource({ uri: "cms://users/admin" })).rejects.toThrow(/No resource at cms:\/\/users\/admin: use cms:\/\/settings/);
    await expect(client.readResource({ uri: `cms://pages/${unique("missing")}` })).rejects.toThrow(/page/i);
  });
});
