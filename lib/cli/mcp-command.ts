import "server-only";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { Command } from "commander";
import { createMcpServer } from "@/lib/mcp/server";
import { cliCaller, identityFlags } from "./identity";

/** `agent-cms mcp`: the CMS as an MCP server on stdin/stdout, for a client that starts it (Claude Desktop, an IDE). */
export function mcpCommand(): Command {
  return new Command("mcp")
    .description("Serve the CMS to an MCP client over stdio, as the person the token (or --as) names; gated calls wait in the dashboard's Approvals")
    .action(async (_options: unknown, self: Command) => {
      const flags = identityFlags(self.optsWithGlobals());
      // A wrong token is said once, at the terminal, before the client sees a server.
      await cliCaller(flags, "mcp");
      const server = createMcpServer(() => cliCaller(flags, "mcp"));
      await server.connect(new StdioServerTransport());
    });
}
