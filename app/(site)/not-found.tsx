import { sectionContainer } from "@/components/site/sections/section-props";
import { cn } from "@/lib/cn";

export default function SiteNotFound() {
  return (
    <div className={cn(sectionContainer, "py-24 text-center")}>
      <p className="text-sm font-semibold tracking-widest uppercase opacity-70">Error 404</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">Page not found</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg opacity-80">
        The page you are looking for does not exist, has moved, or is not published.
      </p>
      <p className="mt-8 flex flex-wrap justify-center gap-3">
        <a
          href="/"
          className="inline-flex rounded-md bg-[var(--site-primary)] px-5 py-3 font-semibold text-[var(--site-on-primary)] hover:opacity-90"
        >
          Go to the home page
        </a>
        <a href="/blog" className="inline-flex rounded-md border border-current px-5 py-3 font-semibold hover:bg-black/5">
          Read the blog
        </a>
      </p>
    </div>
  );
}
