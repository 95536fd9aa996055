import { ExternalLink } from "lucide-react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { toImageSummary } from "@/components/cms/media/image-summary";
import { DraftStatus } from "@/components/cms/drafts/draft-status";
import { AddSection } from "@/components/cms/pages/add-section";
import { PageDetails } from "@/components/cms/pages/page-details";
import { PageMetaForm } from "@/components/cms/pages/page-meta-form";
import { pageHref } from "@/lib/content/page-href";
import { PageStatusActions } from "@/components/cms/pages/page-status-actions";
import { SectionList } from "@/components/cms/pages/section-list";
import { StatusBadge } from "@/components/ui/badge";
import { buttonClasses } from "@/components/ui/button";
import { Card, PageHeader } from "@/components/ui/card";
import { DateTime } from "@/components/ui/date-time";
import { requireUser } from "@/lib/auth/session";
import { isServiceError } from "@/lib/services/errors";
import { images } from "@/lib/services/images";
import { inboundLinks } from "@/lib/services/inbound-links";
import { pages } from "@/lib/services/pages";
import { can } from "@/lib/services/permissions";
import { unpublishedChanges } from "@/lib/services/publishing/changes";
import { sections } from "@/lib/services/sections";
import { addSection, moveSection, publishPage, removeSection, trashPage, unpublishPage, updatePage, updateSection } from "../actions";
import { discardDraft, publishDraft } from "../../review/actions";

type Params = { params: Promise<{ id: string }> };

async function loadPage(ctx: Parameters<typeof pages.get>[0], id: string) {
  try {
    return await pages.get(ctx, id);
  } catch (error) {
    if (isServiceError(error) && error.code === "not_found") notFound();
    throw error;
  }
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { ctx } = await requireUser();
  const page = await loadPage(ctx, (await params).id);
  return { title: `Edit “${page.title}”` };
}

const newTab = <span className="sr-only">(opens in a new tab)</span>;

export default async function EditPagePage({ params }: Params) {
  const { user, ctx } = await requireUser();
  const page = await loadPage(ctx, (await params).id);
  const canWrite = can(user.role, "content.write");
  const [templates, library, impact, links, change] = await Promise.all([
    sections.listTemplates(),
    canWrite ? images.list(ctx, { limit: 200 }) : null,
    canWrite ? pages.impact(ctx, page.id) : null,
    canWrite ? inboundLinks.toPage(ctx, page.id) : [],
    unpublishedChanges.of(ctx, "page", page.id),
  ]);
  const imageChoices = library?.items.map(toImageSummary) ?? [];
  const meta = { title: page.title, slug: page.slug, seoTitle: page.seoTitle ?? "", seoDescription: page.seoDescription ?? "" };
  const published = page.status === "published";

  return (
    <>
      <PageHeader
        title={page.title}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <StatusBadge status={page.status} />
            <span className="font-mono text-xs">{pageHref(page.slug)}</span>
            <span>
              · Last saved <DateTime value={page.updatedAt} withTime />
            </span>
          </span>
        }
        actions={
          <>
            <a href={`/preview/pages/${page.id}`} target="_blank" rel="noopener" className={buttonClasses("secondary", "sm")}>
              Preview <ExternalLink aria-hidden className="size-3.5" />
              {newTab}
            </a>
            {published && (
              <a href={pageHref(page.slug)} target="_blank" rel="noopener" className={buttonClasses("secondary", "sm")}>
                View live <ExternalLink aria-hidden className="size-3.5" />
                {newTab}
              </a>
            )}
            <PageStatusActions
              title={page.title}
              slug={page.slug}
              status={page.status}
              publish={can(user.role, "content.publish") ? { publish: publishPage.bind(null, page.id), unpublish: unpublishPage.bind(null, page.id) } : undefined}
              trash={impact ? { action: trashPage.bind(null, page.id), sectionCount: impact.sectionCount, navItems: impact.navItems, links: links.map((link) => link.where) } : undefined}
            />
          </>
        }
      />
      {!canWrite && (
        <p role="note" className="mb-4 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm text-slate-700">
          You have read-only access: your role ({user.role}) can read pages but not change them.
        </p>
      )}
      {canWrite && (
        <DraftStatus
          noun="page"
          live={published}
          changeCount={change?.fields.length ?? 0}
          reviewHref={`/dashboard/review#page-${page.id}`}
          compareHref={`/preview/pages/${page.id}/compare`}
          publish={can(user.role, "content.publish") ? publishDraft.bind(null, "page", page.id) : undefined}
          discard={discardDraft.bind(null, "page", page.id)}
        />
      )}
      <div className="grid items-start gap-4 xl:grid-cols-3">
        <div className="space-y-4 xl:col-span-2">
          <Card title="Sections">
            <SectionList
              sections={page.sections.map(({ id, templateKey, content }) => ({ id, templateKey, content: content as Record<string, unknown> }))}
              templates={templates}
              images={imageChoices}
              actions={
                canWrite
                  ? { move: moveSection.bind(null, page.id), update: updateSection.bind(null, page.id), remove: removeSection.bind(null, page.id) }
                  : undefined
              }
            />
          </Card>
          {canWrite && (
            <Card title="Add section">
              <AddSection templates={templates} images={imageChoices} action={addSection.bind(null, page.id)} />
            </Card>
          )}
        </div>
        <Card title="Page details">
          {canWrite ? (
            <PageMetaForm
              action={updatePage.bind(null, page.id)}
              initial={meta}
              submitLabel="Save details"
              autosave
              slugHint="Lowercase letters, numbers and hyphens; “home” is the front page. Changing it changes the page's address."
            />
          ) : (
            <PageDetails meta={meta} />
          )}
        </Card>
      </div>
    </>
  );
}
