import Link from "next/link";
import { Badge, StatusBadge } from "@/components/ui/badge";
import { DataTable } from "@/components/ui/data-table";
import { DateTime } from "@/components/ui/date-time";
import type { posts } from "@/lib/services/posts";

type PostRow = Awaited<ReturnType<typeof posts.list>>["items"][number];

export function PostsTable({ posts }: { posts: PostRow[] }) {
  return (
    <DataTable caption="Posts" columns={[{ label: "Title" }, { label: "Status" }, { label: "Tags" }, { label: "Author" }, { label: "Published" }, { label: "Updated" }]}>
      {posts.map((post) => (
        <tr key={post.id}>
          <th scope="row" className="font-normal">
            <Link href={`/dashboard/posts/${post.id}`} className="font-medium text-brand-700 hover:underline">
              {post.title}
            </Link>
            <span className="block text-xs text-slate-500">/blog/{post.slug}</span>
          </th>
          <td>
            <StatusBadge status={post.status} />
          </td>
          <td>
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
          <td className="whitespace-nowrap text-slate-700">{post.author?.name ?? <span className="text-slate-400">—</span>}</td>
          <td className="whitespace-nowrap text-slate-700">
            <DateTime value={post.status === "published" ? post.publishedAt : null} />
          </td>
          <td className="whitespace-nowrap text-slate-700">
            <DateTime value={post.updatedAt} withTime />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
