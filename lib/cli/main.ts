import { Command, CommanderError } from "commander";
import { isServiceError } from "@/lib/services/errors";
import { installCustomTools } from "@/lib/tools/custom/install";
import { CliError } from "./cli-error";
import { assertDatabaseReady } from "./database-check";

// Custom tools join the registry before anything imports it, so they get commands too.
await installCustomTools((line) => process.stderr.write(`${line}\n`));
const { operatorCommands } = await import("./operator-commands");
const { toolCommandGroups } = await import("./tool-commands");
const { mcpCommand } = await import("./mcp-command");

const program = new Command("agent-cms")
  .description("The CMS from the command line: every tool the assistant has, under the same approval policy, plus the operator's commands.")
  .option("--token <token>", "Sign in with a personal API token (Dashboard → API tokens; or set AGENT_CMS_TOKEN)")
  .option("--as <email>", "Act as this user of the CMS (same database as the app: DATABASE_URL)");
for (const command of [...toolCommandGroups(), ...operatorCommands(), mcpCommand()]) program.addCommand(command);

/** The commands that make or copy the database file themselves; every other one needs it migrated. */
const WITHOUT_DATABASE = new Set(["migrate", "backup"]);
program.hook("preAction", (_program, command) => {
  if (!(command.parent === program && WITHOUT_DATABASE.has(command.name()))) assertDatabaseReady();
});

/** Usage errors (unknown flag or command, a missing value) reach exitCodeOf, at every level. */
function throwUsageErrors(command: Command) {
  command.exitOverride().showSuggestionAfterError();
  command.commands.forEach(throwUsageErrors);
}
throwUsageErrors(program);

function exitCodeOf(error: unknown): number {
  if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
  if (error instanceof CliError) {
    process.stderr.write(`Error: ${error.message}\n`);
    return error.exitCode;
  }
  if (isServiceError(error)) {
    process.stderr.write(`Error: ${error.message}${error.hint ? `\nHint: ${error.hint}` : ""}\n`);
    return error.code === "validation" ? 2 : 1;
  }
  throw error;
}

try {
  await program.parseAsync(process.argv);
} catch (error) {
  process.exitCode = exitCodeOf(error);
}
