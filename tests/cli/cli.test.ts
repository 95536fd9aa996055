import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { chats } from "@/lib/services/chats";
import { userContext } from "@/lib/services/context";
import { users } from "@/lib/services/users";
import { unique } from "../support/actors";
import { cli } from "./run-cli";

// Each test runs the real binary a few times (about a second of CPU each); a loaded machine stretches that.
vi.setConfig({ testTimeout: 90_000 });

const password = "cli-test-password";
const editor = `${unique("editor")}@cli.test`;
const viewer = `${unique("viewer")}@cli.test`;

/** A draft page made through the CLI, as the editor; returns its slug. */
async function draftPage(title = unique("CLI page")) {
  const run = await cli(["--as", editor, "pages", "create-page", "--title", title, "--json"]);
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(run.stdout).page as { id: string; slug: string; title: string };
}

beforeAll(async () => {
  for (const [email, role] of [[editor, "editor"], [viewer, "viewer"]]) {
    const run = await cli(["user", "create", "--email", email, "--name", role, "--role", role, "--password", password]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`Created ${role} ${email}`);
  }
}, 60_000);

describe("agent-cms tools", () => {
  it("creates a page and lists it as a table, audited as the user at the command line", async () => {
    const page = await draftPage();
    const list = await cli(["--as", editor, "pages", "get-pages", "--query", page.slug]);
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout).toContain("Found 1 page.");
    expect(list.stdout).toMatch(new RegExp(`Title\\s+Slug\\s+Status[\\s\\S]*${page.title}\\s+${page.slug}\\s+draft`));
    const created = await db.auditEvent.findFirstOrThrow({ where: { action: "tool.cms_createPage", targetId: null, actorLabel: editor }, orderBy: { createdAt: "desc" } });
    expect(created).toMatchObject({ actorKind: "cli", decision: "auto", outcome: "success" });
  });

  it("prints JSON that parses, and takes its input from --json with flags on top", async () => {
    const slug = unique("json-page");
    const run = await cli(["--as", editor, "pages", "cms_createPage", "--json", JSON.stringify({ title: "From JSON", slug: "ignored-slug" }), "--slug", slug]);
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ ok: true, page: { title: "From JSON", slug, status: "draft" } });
  });

  it("leaves a gated call waiting in the approvals inbox; once a person approves it, it has run once", async () => {
    const page = await draftPage();
    const run = await cli(["--as", editor, "pages", "delete-page", "--page", page.slug, "--json", JSON.stringify({ confirmed: true })]);
    expect(run.code, run.stderr).toBe(3);
    expect(run.stderr).toContain(`Delete page '${page.title}'`);
    const pending = JSON.parse(run.stdout);
    expect(pending).toMatchObject({ ok: false, status: "pending", action: `Delete page '${page.title}'`, message: expect.stringContaining("/dashboard/approvals") });
    expect((await db.page.findUniqueOrThrow({ where: { id: page.id } })).deletedAt).toBeNull();
    const waiting = await cli(["--as", editor, "approvals", "status", pending.approvalId]);
    expect(waiting.stdout).toContain("Still waiting for a person's approval");

    const { approveRequest } = await import("@/lib/agent/gated-call");
    const person = userContext(await db.user.findUniqueOrThrow({ where: { email: editor } }));
    await approveRequest(person, pending.approvalId);
    expect((await db.page.findUniqueOrThrow({ where: { id: page.id } })).deletedAt).not.toBeNull();
    const status = await cli(["--as", editor, "approvals", "status", pending.approvalId, "--json"]);
    expect(JSON.parse(status.stdout)).toMatchObject({ status: "ran", result: { ok: true }, message: expect.stringContaining(`Approved by ${editor} and run once`) });
    const ran = await db.auditEvent.findFirstOrThrow({ where: { action: "tool.cms_deletePage", toolCallId: `approval-${pending.approvalId}`, actorKind: "cli" } });
    expect(ran).toMatchObject({ actorLabel: editor, decision: "approved", outcome: "success" });
  });

  it("prints what a waiting call will do and where to approve it, and runs nothing when it is denied", async () => {
    const page = await draftPage();
    const run = await cli(["--as", editor, "pages", "delete-page", "--page", page.slug]);
    expect(run.code).toBe(3);
    expect(run.stdout).toMatch(/This waits for a person's approval, so nothing has run yet\. Approval request (\w+): Delete page/);
    const id = run.stdout.match(/Approval request (\w+):/)![1];
    const { denyRequest } = await import("@/lib/agent/gated-call");
    await denyRequest(userContext(await db.user.findUniqueOrThrow({ where: { email: editor } })), id, "Keep it for now");
    const status = await cli(["--as", editor, "approvals", "status", id]);
    expect(status.stdout).toContain(`Denied by ${editor}: Keep it for now. Nothing was run.`);
    expect((await db.page.findUniqueOrThrow({ where: { id: page.id } })).deletedAt).toBeNull();
  });

  it("runs a call the policy allows at once, and flags a moderate one", async () => {
    const run = await cli(["--as", editor, "pages", "create-page", "--title", unique("Yes page")]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain("Created draft page");
    expect(run.stderr).not.toContain("Ran without asking");
    const page = await draftPage();
    const moderate = await cli(["--as", editor, "pages", "update-page", "--page", page.slug, "--seo-title", "Calm pages"]);
    expect(moderate.code, moderate.stderr).toBe(0);
    expect(moderate.stderr).toContain("Ran without asking — moderate risk (flagged in the activity log).");
  });

  it("refuses a viewer's write with the service's reason", async () => {
    const run = await cli(["--as", viewer, "pages", "create-page", "--title", "Not allowed"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("Your role (viewer) is not allowed to change content.");
    expect(await db.page.count({ where: { title: "Not allowed" } })).toBe(0);
  });

  it("refuses a call an admin has blocked for the role, and audits the block", async () => {
    const { toolPolicies } = await import("@/lib/services/tool-policies");
    const { admin } = await import("../support/actors");
    const block = (mode: "block" | "default") => toolPolicies.update(admin, [{ toolName: "cms_getCollections", role: "viewer", mode }], ["cms_getCollections"]);
    await block("block");
    try {
      const run = await cli(["--as", viewer, "entries", "get-collections"]);
      expect(run).toMatchObject({ code: 1, stdout: "" });
      expect(run.stderr).toContain("Error: Blocked by policy: an admin does not allow “List collections” for viewers.");
      const audited = await db.auditEvent.findFirstOrThrow({ where: { action: "tool.cms_getCollections", actorLabel: viewer }, orderBy: { createdAt: "desc" } });
      expect(audited).toMatchObject({ actorKind: "cli", outcome: "blocked", decision: "blocked" });
    } finally {
      await block("default");
    }
  });

  it("answers usage errors with a clear message and exit code 2", async () => {
    const unknownFlag = await cli(["--as", editor, "pages", "get-pages", "--colour", "red"]);
    expect(unknownFlag).toMatchObject({ code: 2, stdout: "" });
    expect(unknownFlag.stderr).toContain("unknown option '--colour'");
    const badChoice = await cli(["--as", editor, "pages", "get-pages", "--status", "gone"]);
    expect(badChoice.code).toBe(2);
    expect(badChoice.stderr).toContain("Allowed choices are draft, published");
    const missing = await cli(["--as", editor, "pages", "create-page"]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("Invalid input: --title");
    const nobody = await cli(["pages", "get-pages"]);
    expect(nobody.code).toBe(2);
    expect(nobody.stderr).toContain("--as EMAIL");
  });

  it("generates help from the definitions", async () => {
    const group = await cli(["pages", "--help"]);
    expect(group.stdout).toMatch(/delete-page\|cms_deletePage \[options\]\s+Move a page to the trash/);
    const run = await cli(["pages", "create-page", "--help"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Create a page. Create an empty draft page.");
    expect(run.stdout).toContain("Tool: cms_createPage; risk safe; changes content, safe to repeat.");
    expect(run.stdout).toMatch(/--seo-title <value>\s+Title for search engines/);
    expect(run.stdout).toContain("(required)");
  });
});

describe("agent-cms with a personal API token", () => {
  it("acts as the token's owner with the token's role, and stops when it is revoked", async () => {
    const { apiTokens } = await import("@/lib/services/api-tokens");
    const owner = userContext(await db.user.findUniqueOrThrow({ where: { email: editor } }));
    const reader = await apiTokens.create(owner, { name: "Read-only laptop", role: "viewer" });
    const list = await cli(["--token", reader.token, "pages", "get-pages", "--limit", "1"]);
    expect(list.code, list.stderr).toBe(0);
    const write = await cli(["pages", "create-page", "--title", "Via a viewer token"], { env: { AGENT_CMS_TOKEN: reader.token } });
    expect(write.code).toBe(1);
    expect(write.stderr).toContain("Your role (viewer) is not allowed to change content.");
    await apiTokens.revoke(owner, reader.id);
    const revoked = await cli(["--token", reader.token, "pages", "get-pages"]);
    expect(revoked.code).toBe(1);
    expect(revoked.stderr).toContain("This API token is not valid");
  });
});

describe("agent-cms custom tools", () => {
  it("gives whitelisted custom tools commands, asks by default, and logs the modules that did not load", async () => {
    const asked = await cli(["--as", editor, "custom", "reverse-text", "--text", "abc"]);
    expect(asked.code).toBe(3);
    expect(asked.stderr).toContain("Run the custom tool “Reverse text”");
    expect(asked.stdout).toContain("This waits for a person's approval");
    expect(asked.stderr).toMatch(/\[custom tools\] .*broken\.mjs: could not be loaded: the module exploded on import/);
    const allowed = await cli(["--as", editor, "custom", "page-count", "--json"]);
    expect(allowed.code, allowed.stderr).toBe(0);
    expect(JSON.parse(allowed.stdout)).toMatchObject({ ok: true, total: expect.any(Number) });
  });

  it("refuses a custom tool its configuration blocks, without asking anyone", async () => {
    const run = await cli(["--as", editor, "custom", "send-newsletter", "--subject", "Spring"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("Error: Blocked by policy: this site's configuration does not allow “Send the newsletter”.");
    expect(run.stdout).toBe("");
  });

  it("ships the documented example tool in tools/", async () => {
    const run = await cli(["--as", editor, "custom", "word-count", "--text", "one two three"], { env: { CUSTOM_TOOLS_DIR: "" } });
    expect(run.code).toBe(3);
    expect(run.stderr).toContain("Count words");
  });
});

/** A database path of its own, in a folder of its own, for commands that make or must not make it. */
function freshDatabase() {
  const dir = mkdtempSync(path.join(process.env.TEST_RUN_DIR!, "cli-db-"));
  const file = path.join(dir, "cms.db");
  return { file, env: { DATABASE_URL: `file:${file}`, MEDIA_DIR: path.join(dir, "media"), CUSTOM_TOOLS_DIR: "" } };
}

describe("agent-cms on a database that is not there yet", () => {
  it("says in one line to migrate first, exits 1, and leaves no file behind", async () => {
    const { file, env } = freshDatabase();
    for (const args of [["--as", editor, "pages", "get-pages"], ["approvals", "list"], ["seed"]]) {
      const run = await cli(args, { env });
      expect(run, args.join(" ")).toMatchObject({ code: 1, stdout: "" });
      expect(run.stderr.trim()).toBe(`Error: No CMS database at ${file}: run \`agent-cms migrate\` (or npm start) first.`);
    }
    expect(existsSync(file)).toBe(false);

    writeFileSync(file, "");
    const empty = await cli(["--as", editor, "pages", "get-pages"], { env });
    expect(empty.code).toBe(1);
    expect(empty.stderr.trim()).toBe(`Error: No CMS database at ${file} (the file has no tables yet): run \`agent-cms migrate\` (or npm start) first.`);
  });

  it("migrates and seeds a new database, and then works on it", async () => {
    const { file, env } = freshDatabase();
    const migrate = await cli(["migrate"], { env });
    expect(migrate.code, migrate.stderr).toBe(0);
    expect(migrate.stdout).toContain(`The database is up to date (file:${file}).`);

    const seed = await cli(["seed"], { env });
    expect(seed.code, seed.stderr).toBe(0);
    expect(seed.stdout).toContain("Seeded the demo site.");
    const again = await cli(["seed"], { env });
    expect(again.stdout).toContain("The database already has users, so nothing was seeded.");

    const { DEMO_ACCOUNTS } = await import("@/lib/seed/demo-site");
    const pages = await cli(["--as", DEMO_ACCOUNTS[0].email, "pages", "get-pages", "--json"], { env });
    expect(pages.code, pages.stderr).toBe(0);
    expect(JSON.parse(pages.stdout).total).toBeGreaterThan(0);
  });

  it("says the database is out of date when a migration is missing from it", async () => {
    const { file, env } = freshDatabase();
    const migrated = new Database(process.env.TEST_DATABASE_URL!.replace(/^file:/, ""), { readonly: true });
    await migrated.backup(file);
    migrated.close();
    const database = new Database(file);
    database.prepare("DELETE FROM _prisma_migrations WHERE migration_name = (SELECT max(migration_name) FROM _prisma_migrations)").run();
    database.close();
    const run = await cli(["--as", editor, "pages", "get-pages"], { env });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(`Error: The CMS database at ${file} is out of date (1 migration to apply): run \`agent-cms migrate\` (or npm start) first.`);
  });
});

describe("agent-cms operator commands", () => {
  it("resets a password", async () => {
    const run = await cli(["user", "reset-password", "--email", viewer, "--password", "a-brand-new-password"]);
    expect(run.code, run.stderr).toBe(0);
    await expect(users.authenticate(viewer, "a-brand-new-password")).resolves.toMatchObject({ email: viewer });
    await expect(users.authenticate(viewer, password)).rejects.toThrow("Email or password is incorrect.");
  });

  it("backs up the database to a new file relative to where it runs, and never overwrites", async () => {
    const dir = mkdtempSync(path.join(process.env.TEST_RUN_DIR!, "backup-"));
    const first = await cli(["backup", "copy.db"], { cwd: dir });
    expect(first.code, first.stderr).toBe(0);
    expect(existsSync(path.join(dir, "copy.db"))).toBe(true);
    const again = await cli(["backup", "copy.db"], { cwd: dir });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("already exists");
  });

  it("lists approval cards waiting in chats and says approving happens in the dashboard", async () => {
    const owner = await db.user.findUniqueOrThrow({ where: { email: editor } });
    const chatId = unique("cli-chat");
    await chats.saveMessages(userContext(owner), chatId, [
      { id: unique("u"), role: "user", parts: [{ type: "text", text: "delete the old page" }] },
      {
        id: unique("a"),
        role: "assistant",
        parts: [
          { type: "tool-cms_deletePage", toolCallId: "call-1", state: "approval-requested", input: { page: "old" }, approval: { id: "ap-1" } },
          { type: "data-approvalPreview", id: "call-1", data: { toolCallId: "call-1", action: "Delete page 'Old'" } },
        ],
      },
    ], "delete the old page");
    const text = await cli(["approvals", "list"]);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toMatch(new RegExp(`${editor}\\s+delete the old page\\s+Delete page 'Old'`));
    expect(text.stdout).toContain("Approving happens in the dashboard");
    const json = await cli(["approvals", "list", "--json"]);
    expect(JSON.parse(json.stdout)).toContainEqual(expect.objectContaining({ chatId, user: editor, toolName: "cms_deletePage", action: "Delete page 'Old'" }));
  });
});
