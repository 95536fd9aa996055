"use server";

import { choiceOf, parseChoiceField, rolePhrase, savedField } from "@/components/cms/agent-policy/policy-options";
import type { ActionResult } from "@/lib/action-result";
import { runAction } from "@/lib/actions";
import { allowedHosts } from "@/lib/services/allowed-hosts";
import { loadExternalTools } from "@/lib/mcp/external-tools";
import { mcpServers } from "@/lib/services/mcp-servers";
import { toolPolicies } from "@/lib/services/tool-policies";
import { knownToolNames, toolLabelOf } from "./policy-groups";

const revalidate = ["/dashboard/settings/agent"];

/** One cell as the form sent it; the service checks it. */
type PolicyChange = { toolName: string; role: string; mode: string };

/** The cells whose chosen value differs from the one the form was rendered with. */
function changedCells(formData: FormData): PolicyChange[] {
  const changes: PolicyChange[] = [];
  for (const [key, value] of formData.entries()) {
    const cell = parseChoiceField(key);
    if (cell && String(value) !== String(formData.get(savedField(cell.toolName, cell.role)) ?? "")) changes.push({ ...cell, mode: String(value) });
  }
  return changes;
}

const describeChange = ({ toolName, role, mode }: PolicyChange) =>
  mode === "default" ? `“${toolLabelOf(toolName)}” for ${rolePhrase(role)} is back to its default` : `“${toolLabelOf(toolName)}” for ${rolePhrase(role)} is now “${choiceOf(mode).label}”`;

/** Saves the changed cells of one tool group together: all of them or, when any is invalid, none. */
export async function savePolicies(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  const changes = changedCells(formData);
  if (!changes.length) return { ok: true, message: "Nothing to save: no rule was changed." };
  return runAction(
    async (ctx) => toolPolicies.update(ctx, changes, knownToolNames(await loadExternalTools())),
    { success: changes.length === 1 ? `${describeChange(changes[0])}.` : `Saved ${changes.length} changes.`, revalidate },
  );
}

/** Removes one override, also one left behind by a tool that no longer exists. */
export async function resetPolicy(toolName: string, role: string): Promise<ActionResult> {
  const change = { toolName, role, mode: "default" };
  return runAction((ctx) => toolPolicies.update(ctx, [change], knownToolNames()), { success: `${describeChange(change)}.`, revalidate });
}

/** Replaces the list of hosts the assistant may read from without asking; the service checks every line. */
export async function saveAllowedHosts(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  const hosts = String(formData.get("hosts") ?? "")
    .split(/[\r\n,]+/)
    .map((line) => line.trim())
    .filter(Boolean);
  return runAction((ctx) => allowedHosts.replace(ctx, hosts), {
    success: (saved) =>
      saved.length ? `The assistant may read from ${saved.length} host${saved.length === 1 ? "" : "s"} without asking.` : "No hosts listed: every request to another site asks first.",
    revalidate,
  });
}

const mcpServerInput = (formData: FormData) => ({
  name: String(formData.get("name") ?? ""),
  url: String(formData.get("url") ?? ""),
  headers: String(formData.get("headers") ?? ""),
  enabled: formData.get("enabled") === "on",
});

export async function addMcpServer(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  return runAction((ctx) => mcpServers.create(ctx, mcpServerInput(formData)), { success: (server) => `Added the tool server “${server.name}”.`, revalidate });
}

export async function setMcpServerEnabled(id: string, enabled: boolean): Promise<ActionResult> {
  return runAction((ctx) => mcpServers.setEnabled(ctx, id, enabled), { success: enabled ? "The assistant uses this server's tools again." : "The assistant no longer uses this server's tools.", revalidate });
}

export async function removeMcpServer(id: string): Promise<ActionResult> {
  return runAction((ctx) => mcpServers.remove(ctx, id), { success: "Removed the tool server.", revalidate });
}
