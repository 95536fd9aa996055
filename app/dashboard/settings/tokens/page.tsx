import type { Metadata } from "next";
import { BackToSettings } from "@/components/cms/settings/back-to-settings";
import { NewTokenForm } from "@/components/cms/api-tokens/new-token-form";
import { ActionButton } from "@/components/ui/action-button";
import { Badge } from "@/components/ui/badge";
import { Card, EmptyState, PageHeader } from "@/components/ui/card";
import { requireUser } from "@/lib/auth/session";
import { apiTokens } from "@/lib/services/api-tokens";
import { ROLES } from "@/lib/services/context";
import { createToken, revokeToken } from "./actions";

export const metadata: Metadata = { title: "API tokens" };

const ROLE_LABELS: Record<string, string> = { admin: "Admin", editor: "Editor", viewer: "Viewer" };
const when = (date: Date | null) => (date ? date.toISOString().slice(0, 16).replace("T", " ") + " UTC" : "never");

export default async function ApiTokensPage() {
  const { user, ctx } = await requireUser();
  const tokens = await apiTokens.list(ctx);
  const roles = ROLES.slice(ROLES.indexOf(user.role)).map((role) => ({ value: role, label: ROLE_LABELS[role] }));

  return (
    <>
      <PageHeader
        title="API tokens"
        description="Personal tokens for the command line (npx agent-cms) and AI apps connected over MCP: each acts as you, with at most the role you give it, under the same approval rules as the chat; what needs approval waits under Approvals."
        actions={<BackToSettings />}
      />
      <div className="space-y-6">
        <Card title="New token">
          <NewTokenForm action={createToken} roles={roles} />
        </Card>
        <Card title="Your tokens">
          {tokens.length === 0 ? (
            <EmptyState>You have no tokens yet.</EmptyState>
          ) : (
            <ul className="divide-y divide-slate-100 text-sm">
              {tokens.map((token) => (
                <li key={token.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                  <span className="font-semibold text-slate-900">{token.name}</span>
                  <Badge>{ROLE_LABELS[token.role] ?? token.role}</Badge>
                  <span className="text-slate-600">Created {when(token.createdAt)} · last used {when(token.lastUsedAt)}</span>
                  {token.revokedAt ? (
                    <span className="ml-auto text-slate-500">Revoked {when(token.revokedAt)}</span>
                  ) : (
                    <span className="ml-auto">
                      <ActionButton action={revokeToken.bind(null, token.id)}>
                        Revoke<span className="sr-only"> {token.name}</span>
                      </ActionButton>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </>
  );
}
