"use client";

import type { ImageSummary } from "@/components/cms/media/image-summary";
import { EmptyState } from "@/components/ui/card";
import type { ActionResult } from "@/lib/action-result";
import type { SectionTemplateDef } from "@/lib/content/section-templates";
import { SectionEditor } from "./section-editor";

export type SectionView = { id: string; templateKey: string; content: Record<string, unknown> };

export type SectionListActions = {
  /** Saves the full new order of the page's sections. */
  move: (orderedIds: string[]) => Promise<ActionResult>;
  update: (sectionId: string, previous: ActionResult | null, formData: FormData) => Promise<ActionResult>;
  remove: (sectionId: string) => Promise<ActionResult>;
};

type Props = {
  sections: SectionView[];
  templates: SectionTemplateDef[];
  images: ImageSummary[];
  /** Absent when the person may only read. */
  actions?: SectionListActions;
};

function swapped(ids: string[], index: number, delta: -1 | 1) {
  const order = [...ids];
  [order[index], order[index + delta]] = [order[index + delta], order[index]];
  return order;
}

/** The page's sections in order. */
export function SectionList({ sections, templates, images, actions }: Props) {
  if (sections.length === 0) {
    return <EmptyState>{actions ? "No sections yet. Add the first one below." : "This page has no sections yet."}</EmptyState>;
  }
  const ids = sections.map((section) => section.id);
  return (
    <ol className="space-y-3">
      {sections.map((section, index) => (
        <li key={section.id}>
          <SectionEditor
            position={index + 1}
            count={sections.length}
            templateKey={section.templateKey}
            template={templates.find((template) => template.key === section.templateKey)}
            content={section.content}
            images={images}
            edit={
              actions && {
                update: actions.update.bind(null, section.id),
                remove: () => actions.remove(section.id),
                move: (delta) => actions.move(swapped(ids, index, delta)),
              }
            }
          />
        </li>
      ))}
    </ol>
  );
}
