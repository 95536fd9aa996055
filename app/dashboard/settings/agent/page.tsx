import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { ChoiceBadge } from "@/components/cms/agent-policy/choice-badge";
import { OverrideList } from "@/components/cms/agent-policy/override-list";
import { PolicyGroupForm } from "@/components/cms/agent-policy/policy-group-form";
import { PolicyTable } from "@/components/cms/agent-policy/policy-table";
import { buttonClasses } from "@/components/ui/button";
import { Card, PageHeader } from "@/components/ui/card";
import { requireUser } from "@/lib/auth/session";
import { can } from "@/lib/services/permissions";
import { toolPolicies } from "@/lib/services/tool-policies";
import { resetPolicy, savePolicies } from "./actions";
import { isKnownTool, policyGroups } from "./policy-groups";

export const metadata: Metadata = { title: "Agent approvals" };

export default async function AgentPolicyPage() {
  const { user, ctx } = await requireUser();
  const editable = can(user.role, "users.manage");
  const overrides = await toolPolicies.list(ctx);
  const groups = policyGroups(overrides);

  return (
    <>
      <PageHeader
        title="Agent approvals"
        description="Decide, per tool and per role, whether the assistant may run a tool on its own, must ask first, or may not use it at all."
        actions={
          <Link href="/dashboard/settings" className={buttonClasses("secondary")}>
            <ArrowLeft aria-hidden className="size-4" /> Site settings
          </Link>
        }
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
            overrides={overrides.map((override) => ({ ...override, known: isKnownTool(override.toolName) }))}
            reset={editable ? resetPolicy : undefined}
          />
        </Card>

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
