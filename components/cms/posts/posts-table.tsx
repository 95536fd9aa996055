import Link from "next/link";
import { Badge, StatusBadge } from "@/components/ui/badge";
import { DateTime } from "@/components/ui/date-time";
import type { posts } from "@/lib/services/posts";

type PostRow = Awaited<ReturnType<typeof posts.list>>["items"][number];

export function PostsTable({ posts }: { posts: PostRow[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Posts</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">Title</th>
            <th scope="col" className="px-4 py-2 font-medium">Status</th>
            <th scope="col" className="px-4 py-2 font-medium">Tags</th>
            <th scope="col" className="px-4 py-2 font-medium">Author</th>
            <th scope="col" className="px-4 py-2 font-medium">Published</th>
            <th scope="col" className="px-4 py-2 font-medium">Updated</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {posts.map((post) => (
            <tr key={post.id}>
              <th scope="row" className="px-4 py-2 font-normal">
                <Link href={`/dashboard/posts/${post.id}`} className="font-medium text-brand-700 hover:underline">
                  {post.title}
                </Link>
                <span className="block text-xs text-slate-500">/blog/{post.slug}</span>
              </th>
              <td className="px-4 py-2">
                <StatusBadge status={post.status} />
              </td>
              <td className="px-4 py-2">
                {post.tags.length === 0 ? (
                  <span className="text-slate-400">—</span>
                ) : (
                  <ul className="flex flex-wrap gap-1" aria-label="Tags">
                    {post.tags.map((tag) => (
                      <li key={tag.id}>
                        <Badge>{tag.name}</Badge>
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td className="whitespace-nowrap px-4 py-2 text-slate-700">{post.author?.name ?? <span className="text-slate-400">—</span>}</td>
              <td className="whitespace-nowrap px-4 py-2 text-slate-700">
                <DateTime value={post.status === "published" ? post.publishedAt : null} />
              </td>
              <td className="whitespace-nowrap px-4 py-2 text-slate-700">
                <DateTime value={post.updatedAt} withTime />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
