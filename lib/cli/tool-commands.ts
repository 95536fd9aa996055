import "server-only";
import { Command } from "commander";
import { TOOL_DOMAIN_LABELS } from "@/lib/domain/tool-domains";
import { TOOL_DEFINITIONS, type AnyToolDefinition } from "@/lib/tools/registry";
import { CliError, usageError } from "./cli-error";
import { cliCaller, identityFlags } from "./identity";
import { renderResult } from "./render";
import { EXIT_PENDING, runToolFromCli } from "./run-tool";
import { inputFrom, toolFlags } from "./schema-flags";

/** "cms_getPages" → "get-pages": the tool's stable id without its family prefix. */
export const commandName = (toolName: string) => toolName.replace(/^[a-z]+_/, "").replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();

const effects = (definition: AnyToolDefinition) =>
  definition.readOnly ? "reads only" : [definition.destructive ? "removes or overwrites" : "changes content", definition.idempotent ? "safe to repeat" : "not safe to repeat"].join(", ");

type ToolCommandOptions = { json?: string | true } & Record<string, unknown>;

function toolCommand(definition: AnyToolDefinition): Command {
  const flags = toolFlags(definition);
  const nested = flags.jsonOnly.length ? ` Give ${flags.jsonOnly.join(", ")} with --json '{…}'.` : "";
  const command = new Command(commandName(definition.name))
    .alias(definition.name)
    .summary(definition.label)
    .description(`${definition.label}. ${definition.description}${nested}`)
    .option("--json [input]", "Print the result as JSON; with a JSON object, that object is also the input (flags override its fields)");
  for (const option of flags.options) command.addOption(option);
  command.addHelpText("after", `\nTool: ${definition.name}; risk ${definition.risk}; ${effects(definition)}.`);
  return command.action(async (options: ToolCommandOptions, self: Command) => {
    const json = options.json === true ? undefined : options.json;
    const parsed = definition.input.safeParse(inputFrom(flags, options, json));
    if (!parsed.success) throw usageError(`Invalid input: ${parsed.error.issues.map((issue) => (issue.path.length ? `--${issue.path.join(".")}: ${issue.message}` : issue.message)).join("; ")}`);
    const caller = await cliCaller(identityFlags(self.optsWithGlobals()));
    const run = await runToolFromCli(definition, parsed.data, caller, (text) => process.stderr.write(`${text}\n`));
    if (!run.ran) {
      const { ran: _ran, ...pending } = run;
      process.stdout.write(options.json !== undefined ? `${JSON.stringify({ ok: false, status: "pending", ...pending }, null, 2)}\n` : `${run.message}\n`);
      process.exitCode = EXIT_PENDING;
      return;
    }
    const { result } = run;
    if (options.json !== undefined) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    if (result.ok === false) {
      if (options.json === undefined) throw new CliError(`${result.error}${result.hint ? `\nHint: ${result.hint}` : ""}`);
      process.exitCode = 1;
      return;
    }
    if (options.json === undefined) process.stdout.write(`${renderResult(result)}\n`);
  });
}

/** One command group per tool domain, one subcommand per tool, all generated from the registry. */
export function toolCommandGroups(): Command[] {
  const domains = [...new Set(TOOL_DEFINITIONS.map((definition) => definition.domain))];
  return domains.map((domain) => {
    const group = new Command(domain).description(TOOL_DOMAIN_LABELS[domain]);
    for (const definition of TOOL_DEFINITIONS.filter((d) => d.domain === domain)) group.addCommand(toolCommand(definition));
    return group;
  });
}
