import "server-only";
import { Command, Option } from "commander";
import { sqliteUrl } from "@/lib/database-url";
import { seedDemoSite } from "@/lib/seed/demo-site";
import { ROLES } from "@/lib/services/context";
import { approvalStatusReport } from "@/lib/agent/approval-status";
import { approvalRequests } from "@/lib/services/approval-requests";
import { pendingApprovals } from "@/lib/services/pending-approvals";
import { sections } from "@/lib/services/sections";
import { users } from "@/lib/services/users";
import { migrateDatabase } from "@/lib/startup/migrate";
import { backupDatabase } from "./backup";
import { cliCaller, identityFlags, operatorContext } from "./identity";
import { table } from "./render";

const say = (text: string) => process.stdout.write(`${text}\n`);

const userCommands = () => {
  const user = new Command("user").description("Create users and reset passwords (as the operator)");
  user
    .command("create")
    .description("Create a user who can sign in to the dashboard")
    .requiredOption("--email <email>", "Their email address (they sign in with it)")
    .requiredOption("--name <name>", "Their name")
    .addOption(new Option("--role <role>", "What they may do").choices(ROLES).makeOptionMandatory())
    .requiredOption("--password <password>", "Their first password (at least 10 characters)")
    .action(async (options: { email: string; name: string; role: string; password: string }) => {
      const created = await users.create(operatorContext, options);
      say(`Created ${created.role} ${created.email}.`);
    });
  user
    .command("reset-password")
    .description("Set a new password for a user; they are signed out everywhere")
    .requiredOption("--email <email>", "The user's email address")
    .requiredOption("--password <password>", "The new password (at least 10 characters)")
    .action(async (options: { email: string; password: string }) => {
      const changed = await users.resetPassword(operatorContext, options);
      say(`New password set for ${changed.email}; their sessions were signed out.`);
    });
  return user;
};

/** What the person running the site needs besides the tools: the database, users, backups, the approval inbox. */
export function operatorCommands(): Command[] {
  const migrate = new Command("migrate").description("Apply the database migrations (creates the database when missing)").action(() => {
    migrateDatabase(sqliteUrl());
    say(`The database is up to date (${sqliteUrl()}).`);
  });
  const seed = new Command("seed").description("Fill an empty database with the demo site and its three demo accounts").action(async () => {
    await sections.syncTemplates();
    say((await seedDemoSite()) ? "Seeded the demo site." : "The database already has users, so nothing was seeded.");
  });
  const backup = new Command("backup")
    .description("Copy the live database to a new file (safe while the app runs)")
    .argument("<file>", "The backup file to create")
    .action(async (file: string) => {
      const done = await backupDatabase(file);
      say(`Backed up the database to ${done.file} (${done.pages} pages).`);
    });
  const approvals = new Command("approvals").description("The approval inbox");
  approvals
    .command("list")
    .description("Approval cards waiting in people's chats, and requests from MCP clients and the CLI")
    .option("--json", "Print JSON")
    .action(async (options: { json?: boolean }) => {
      const [pending, requests] = await Promise.all([pendingApprovals.list(operatorContext), approvalRequests.listPending(operatorContext)]);
      const waiting = requests.map(({ id, requester, surface, preview, createdAt }) => ({ id, user: requester.email, from: surface, action: (preview as { action: string }).action, asked: createdAt.toISOString() }));
      if (options.json) {
        say(JSON.stringify([...pending, ...waiting], null, 2));
        return;
      }
      say(pending.length ? table(pending.map(({ user, chatTitle, action, toolName, askedAt }) => ({ user, chat: chatTitle, action: action || toolName, asked: askedAt.toISOString() }))) : "No approval cards are waiting.");
      if (waiting.length) say(`\nRequests from MCP clients and the command line:\n${table(waiting)}`);
      say("Approving happens in the dashboard: chat cards in their chat, requests under Approvals.");
    });
  approvals
    .command("status")
    .description("Whether a request you made is still waiting, was approved and ran (with its result), was denied or expired")
    .argument("<id>", "The approval request's id, as the tool call printed it")
    .option("--json", "Print JSON")
    .action(async (id: string, options: { json?: boolean }, self: Command) => {
      const { ctx } = await cliCaller(identityFlags(self.optsWithGlobals()));
      const report = approvalStatusReport(await approvalRequests.get(ctx, id));
      say(options.json ? JSON.stringify(report, null, 2) : report.message);
    });
  return [migrate, seed, userCommands(), backup, approvals];
}
