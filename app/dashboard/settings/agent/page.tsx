import type { Metadata } from "next";
import { BackToSettings } from "@/components/cms/settings/back-to-settings";
import { ChoiceBadge } from "@/components/cms/agent-policy/choice-badge";
import { AllowedHostsForm } from "@/components/cms/agent-policy/allowed-hosts-form";
import { McpServerForm } from "@/components/cms/agent-policy/mcp-server-form";
import { ActionButton } from "@/components/ui/action-button";
import { Badge } from "@/components/ui/badge";
import { OverrideList } from "@/components/cms/agent-policy/override-list";
import { PolicyGroupForm } from "@/components/cms/agent-policy/policy-group-form";
import { PolicyTable } from "@/components/cms/agent-policy/policy-table";
import { Card, PageHeader } from "@/components/ui/card";
import { requireUser } from "@/lib/auth/session";
import { can } from "@/lib/services/permissions";
import { allowedHosts } from "@/lib/services/allowed-hosts";
import { loadExternalTools } from "@/lib/mcp/external-tools";
import { mcpServers } from "@/lib/services/mcp-servers";
import { setExternalTools } from "@/lib/tools/registry";
import { toolPolicies } from "@/lib/services/tool-policies";
import { CONFIG_FILE } from "@/lib/tools/custom/load-custom-tools";
import { customToolsFolder, installedCustomTools } from "@/lib/tools/custom/install";
import { addMcpServer, removeMcpServer, resetPolicy, saveAllowedHosts, savePolicies, setMcpServerEnabled } from "./actions";
import { isKnownTool, policyGroups, toolLabelOf } from "./policy-groups";

export const metadata: Metadata = { title: "Agent approvals" };

export default async function AgentPolicyPage() {
  const { user, ctx } = await requireUser();
  const editable = can(user.role, "users.manage");
  const [overrides, hosts] = await Promise.all([toolPolicies.list(ctx), allowedHosts.list(ctx)]);
  // Connected servers' tools get rows too, so their rules are set like any tool's.
  const external = await loadExternalTools();
  setExternalTools(external);
  const groups = policyGroups(overrides, external);
  const { problems } = installedCustomTools();
  const servers = editable ? await mcpServers.list(ctx) : [];

  return (
    <>
      <PageHeader
        title="Agent approvals"
        description="Decide, per tool and per role, whether the assistant may run a tool on its own, must ask first, or may not use it at all."
        actions={<BackToSettings />}
      />
      <p className="mb-4 max-w-3xl text-sm text-slate-700">
        For every tool call the server first applies an override set here for the person&apos;s role (a rule for their own role beats one for
        &ldquo;Everyone&rdquo;), then the tool&apos;s own rule (some edits ask only when the page or post is published), and otherwise its risk:
        safe and moderate tools run (moderate ones flagged) and high-risk tools ask first. &ldquo;Block&rdquo; stops the
        call outright, and an allowed call can still only do what the person&apos;s role permits.
      </p>
      {!editable && (
        <p role="note" className="mb-4 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm text-slate-700">
          You have read-only access: your role ({user.role}) can see the agent&apos;s approval rules, but only admins can change them.
        </p>
      )}

      <div className="space-y-6">
        <Card title="Overrides in effect">
          <OverrideList
            overrides={overrides.map((override) => ({ ...override, label: toolLabelOf(override.toolName), known: isKnownTool(override.toolName) }))}
            reset={editable ? resetPolicy : undefined}
          />
        </Card>

        <Card title="Sites the assistant may read without asking">
          <p className="mb-3 max-w-3xl text-sm text-slate-700">
            When the assistant reads from another site with a GET request (an API, a feed, a file), it runs on its own only for these hosts,
            and only if the address carries no long values and no text from this site&apos;s content. Anything else waits for a person&apos;s
            Confirm, because whatever is in an address is sent to that site.
          </p>
          {editable ? (
            <AllowedHostsForm action={saveAllowedHosts} hosts={hosts} />
          ) : hosts.length ? (
            <ul className="list-inside list-disc text-sm text-slate-800">
              {hosts.map((host) => (
                <li key={host}>{host}</li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">No hosts are listed: every request to another site asks first.</p>
          )}
        </Card>

        {editable && (
          <Card title="Connected tool servers">
            <p className="mb-3 max-w-3xl text-sm text-slate-700">
              Other services can lend the assistant their tools over MCP. Their tools ask a person first unless you set another rule for them, and
              a server on this machine or the local network is reached only when its host is listed above. A server that does not answer only
              makes its own tools fail; the chat goes on.
            </p>
            {servers.length > 0 && (
              <ul className="mb-4 divide-y divide-slate-100 text-sm">
                {servers.map((server) => (
                  <li key={server.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                    <span className="font-semibold text-slate-900">{server.name}</span>
                    <span className="break-all text-slate-600">{server.url}</span>
                    <Badge tone={server.enabled ? "green" : "neutral"}>{server.enabled ? "In use" : "Off"}</Badge>
                    <span className="ml-auto flex gap-2">
                      <ActionButton action={setMcpServerEnabled.bind(null, server.id, !server.enabled)}>
                        {server.enabled ? "Turn off" : "Turn on"}
                        <span className="sr-only"> {server.name}</span>
                      </ActionButton>
                      <ActionButton action={removeMcpServer.bind(null, server.id)} variant="danger">
                        Remove<span className="sr-only"> {server.name}</span>
                      </ActionButton>
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <McpServerForm action={addMcpServer} />
          </Card>
        )}

        {problems.length > 0 && (
          <Card title="Custom tools that did not load">
            <p className="mb-3 max-w-3xl text-sm text-slate-700">
              Custom tools load from {customToolsFolder()} when the server starts, as {CONFIG_FILE} there says. These did not load; the
              rest of the assistant works as usual. Fix the file and restart the server.
            </p>
            <ul role="list" className="divide-y divide-slate-100 text-sm">
              {problems.map((problem) => (
                <li key={`${problem.file}:${problem.reason}`} className="py-2">
                  <span className="break-all font-medium text-slate-900">{problem.file}</span>
                  <span className="block text-slate-700">{problem.reason}</span>
                </li>
              ))}
            </ul>
          </Card>
        )}

        <nav aria-label="Tool groups" className="flex flex-wrap gap-2 text-sm">
          {groups.map((group) => (
            <a key={group.domain} href={`#group-${group.domain}`} className="rounded-full border border-slate-300 bg-white px-3 py-1 text-slate-700 hover:bg-slate-50">
              {group.label}
            </a>
          ))}
        </nav>

        {groups.map((group) => (
          <div key={group.domain} id={`group-${group.domain}`} className="scroll-mt-4">
            <Card title={group.label}>
              {editable ? (
                <PolicyGroupForm action={savePolicies} label={group.label} rows={group.rows} />
              ) : (
                <div className="overflow-x-auto">
                  <PolicyTable caption={`${group.label} tools`} rows={group.rows} roleCell={(row, role) => <ChoiceBadge value={row.saved[role]} />} />
                </div>
              )}
            </Card>
          </div>
        ))}
      </div>
    </>
  );
}
