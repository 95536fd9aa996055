import type { Metadata } from "next";
import { ReleaseList } from "@/components/cms/drafts/release-list";
import { ReviewForm } from "@/components/cms/drafts/review-form";
import { Card, PageHeader } from "@/components/ui/card";
import { requireUser } from "@/lib/auth/session";
import { can } from "@/lib/services/permissions";
import { unpublishedChanges } from "@/lib/services/publishing/changes";
import { releases } from "@/lib/services/publishing/releases";
import { cancelScheduledRelease, publishPicked, undoRelease } from "./actions";

export const metadata: Metadata = { title: "Review changes" };

export default async function ReviewPage() {
  const { user, ctx } = await requireUser();
  const canPublish = can(user.role, "content.publish");
  const [changes, recent] = await Promise.all([unpublishedChanges.list(ctx), releases.list(ctx)]);

  return (
    <>
      <PageHeader
        title="Review changes"
        description="Everything saved but not yet on the public site. Visitors see the published versions until you publish."
      />
      <div className="space-y-6">
        <ReviewForm items={changes} action={publishPicked} canPublish={canPublish} />
        {recent.length > 0 && (
          <Card title="Published and scheduled sets">
            <ReleaseList releases={recent} actions={canPublish ? { undo: undoRelease, cancel: cancelScheduledRelease } : undefined} />
          </Card>
        )}
      </div>
    </>
  );
}
