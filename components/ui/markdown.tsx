import Markdown, { type UrlTransform } from "react-markdown";
import remarkGfm from "remark-gfm";
import { cn } from "@/lib/cn";

const SAFE_PROTOCOLS = new Set(["http:", "https:", "mailto:"]);

/**
 * Keeps http(s), mailto and relative URLs (paths, anchors, queries); anything else (javascript:,
 * data:, vbscript:, …) loses its attribute, so the link or image renders inert.
 */
export const safeMarkdownUrl: UrlTransform = (url) => {
  const value = url.trim();
  const colon = value.indexOf(":");
  const firstDelimiter = value.search(/[/?#]/);
  const isRelative = colon === -1 || (firstDelimiter !== -1 && firstDelimiter < colon);
  if (isRelative) return value;
  return SAFE_PROTOCOLS.has(value.slice(0, colon + 1).toLowerCase()) ? value : null;
};

/**
 * Renders markdown (with GitHub extensions: tables, task lists, strikethrough, autolinks) as
 * safe HTML. Raw HTML in the source is shown as text, never interpreted. Works in server and
 * client components alike.
 */
export function MarkdownContent({ source, className }: { source: string; className?: string }) {
  return (
    <div className={cn("prose-cms", className)}>
      <Markdown remarkPlugins={[remarkGfm]} urlTransform={safeMarkdownUrl}>
        {source}
      </Markdown>
    </div>
  );
}
