"use client";

import { useRouter } from "next/navigation";
import { useRef } from "react";
import { ImagePicker } from "@/components/cms/media/image-picker";
import type { ImageSummary } from "@/components/cms/media/image-summary";
import { ActionForm } from "@/components/ui/action-form";
import { Card } from "@/components/ui/card";
import { TextAreaField, TextField } from "@/components/ui/field";
import { MarkdownEditor } from "@/components/ui/markdown-editor";
import { SubmitButton } from "@/components/ui/submit-button";
import { useServerState } from "@/components/ui/use-server-state";
import { fieldError, type ActionResult } from "@/lib/action-result";
import { slugify } from "@/lib/content/slug";

export type PostDraft = {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  tags: string;
  cover: ImageSummary | null;
};

type Props = {
  action: (previous: ActionResult | null, formData: FormData) => Promise<ActionResult>;
  initial: PostDraft;
  /** "create" opens the new post's editor after saving. */
  mode: "create" | "edit";
  readOnly?: boolean;
};

/** Issues for a list field are reported per item ("tags.2"); the first one is shown. */
function listError(result: ActionResult | null, path: string) {
  if (!result || result.ok) return undefined;
  return result.issues?.find((issue) => issue.path === path || issue.path.startsWith(`${path}.`))?.message;
}

export function PostEditor({ action, initial, mode, readOnly = false }: Props) {
  const router = useRouter();
  const submitted = useRef<PostDraft | undefined>(undefined);
  const [fields, setFields] = useServerState(initial, { ownSave: () => submitted.current });
  const set = (name: keyof Omit<PostDraft, "cover">) => (value: string) => setFields((current) => ({ ...current, [name]: value }));
  const suggestedSlug = slugify(fields.title) || "post";

  const openCreatedPost = (result: ActionResult) => {
    const created = result.ok ? (result.data as { id?: string } | undefined) : undefined;
    if (mode === "create" && created?.id) router.push(`/dashboard/posts/${created.id}`);
  };

  return (
    <ActionForm action={action} onSuccess={openCreatedPost} autosave={mode === "edit" && !readOnly} onSubmitStart={() => (submitted.current = fields)}>
      {({ result }) => (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <div className="space-y-4">
            <TextField
              label="Title"
              name="title"
              value={fields.title}
              onChange={(event) => set("title")(event.target.value)}
              required
              maxLength={200}
              disabled={readOnly}
              error={fieldError(result, "title")}
            />
            <TextField
              label="Slug"
              name="slug"
              value={fields.slug}
              onChange={(event) => set("slug")(event.target.value)}
              placeholder={mode === "create" ? suggestedSlug : undefined}
              required={mode === "edit"}
              maxLength={80}
              disabled={readOnly}
              hint={
                mode === "create"
                  ? `The post's address: /blog/${fields.slug || suggestedSlug}. Leave blank to use the title.`
                  : `The post's address: /blog/${fields.slug}. Changing it breaks links to the old address.`
              }
              error={fieldError(result, "slug")}
            />
            <TextAreaField
              label="Excerpt"
              name="excerpt"
              value={fields.excerpt}
              onChange={(event) => set("excerpt")(event.target.value)}
              rows={2}
              maxLength={500}
              disabled={readOnly}
              hint="A sentence or two shown in the blog list and in search results."
              error={fieldError(result, "excerpt")}
            />
            <MarkdownEditor
              label="Body"
              name="body"
              value={fields.body}
              onChange={set("body")}
              disabled={readOnly}
              hint="Markdown: # heading, **bold**, _italic_, [link](https://…), - lists, tables."
              error={fieldError(result, "body")}
            />
          </div>
          <div className="space-y-4">
            {!readOnly && (
              <Card>
                <SubmitButton>{mode === "create" ? "Create draft" : "Save"}</SubmitButton>
              </Card>
            )}
            <Card>
              <div className="space-y-4">
                <TextField
                  label="Tags"
                  name="tags"
                  value={fields.tags}
                  onChange={(event) => set("tags")(event.target.value)}
                  disabled={readOnly}
                  hint="Separate tags with commas, e.g. news, product."
                  error={listError(result, "tags")}
                />
                <ImagePicker name="coverImageId" label="Cover image" initial={fields.cover} disabled={readOnly} error={fieldError(result, "coverImageId")} />
              </div>
            </Card>
          </div>
        </div>
      )}
    </ActionForm>
  );
}
