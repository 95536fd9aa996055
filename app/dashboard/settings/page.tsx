import type { Metadata } from "next";
import { DraftStatus } from "@/components/cms/drafts/draft-status";
import { SettingsForm } from "@/components/cms/settings/settings-form";
import { Bot, KeyRound } from "lucide-react";
import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/card";
import { requireUser } from "@/lib/auth/session";
import { SETTINGS_ID } from "@/lib/domain/content-kinds";
import { imageVariantUrl } from "@/lib/media/urls";
import { images } from "@/lib/services/images";
import { can } from "@/lib/services/permissions";
import { unpublishedChanges } from "@/lib/services/publishing/changes";
import { settings } from "@/lib/services/settings";
import { discardDraft, publishDraft } from "../review/actions";
import { saveSettings } from "./actions";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  const { user, ctx } = await requireUser();
  const editable = can(user.role, "settings.write");
  const [current, library, change] = await Promise.all([
    settings.get(ctx),
    images.list(ctx, { limit: 200 }),
    unpublishedChanges.of(ctx, "settings", SETTINGS_ID),
  ]);
  const logoOptions = library.items.map((image) => ({ id: image.id, label: image.alt || image.originalName, previewUrl: imageVariantUrl(image, "thumb") }));

  return (
    <>
      <PageHeader
        title="Settings"
        description="The site's name, logo, colours, social links and search-engine defaults."
        actions={
          <>
            <Link href="/dashboard/settings/agent" className={buttonClasses("secondary")}>
              <Bot aria-hidden className="size-4" /> Agent approvals
            </Link>
            <Link href="/dashboard/settings/tokens" className={buttonClasses("secondary")}>
              <KeyRound aria-hidden className="size-4" /> API tokens
            </Link>
          </>
        }
      />
      {!editable && (
        <p className="mb-4 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm text-slate-700">
          Your role ({user.role}) can look at the settings but not change them.
        </p>
      )}
      {editable && (
        <DraftStatus
          noun="site's settings"
          live
          changeCount={change?.fields.length ?? 0}
          reviewHref={`/dashboard/review#settings-${SETTINGS_ID}`}
          publish={can(user.role, "content.publish") ? publishDraft.bind(null, "settings", SETTINGS_ID) : undefined}
          discard={discardDraft.bind(null, "settings", SETTINGS_ID)}
        />
      )}
      <SettingsForm action={saveSettings} settings={current} logoOptions={logoOptions} editable={editable} />
    </>
  );
}
