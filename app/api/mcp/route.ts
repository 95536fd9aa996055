import { mcpEndpoint } from "@/lib/mcp/http-endpoint";

export const dynamic = "force-dynamic";

/** The CMS as an MCP server over Streamable HTTP, authenticated with a personal API token (Bearer). */
export const POST = mcpEndpoint;
export const GET = mcpEndpoint;
export const DELETE = mcpEndpoint;
