export function PostTags({ tags }: { tags: { id: string; name: string }[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag.id}>
          <a
            href={`/blog?tag=${encodeURIComponent(tag.name)}`}
            className="inline-block rounded-full border border-[var(--site-primary)] px-2.5 py-0.5 text-xs font-medium hover:bg-[var(--site-primary)] hover:text-[var(--site-on-primary)]"
          >
            {tag.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
