import type { Metadata } from "next";
import { PostEditor } from "@/components/cms/posts/post-editor";
import { PageHeader } from "@/components/ui/card";
import { requireUser } from "@/lib/auth/session";
import { createPost } from "../actions";

export const metadata: Metadata = { title: "New post" };

const EMPTY_POST = { title: "", slug: "", excerpt: "", body: "", tags: "", cover: null };

export default async function NewPostPage() {
  await requireUser("content.write");
  return (
    <>
      <PageHeader title="New post" description="It is saved as a draft; publish it from the editor when it is ready." />
      <PostEditor action={createPost} initial={EMPTY_POST} mode="create" />
    </>
  );
}
