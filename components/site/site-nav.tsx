"use client";

import { ChevronDown } from "lucide-react";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { cn } from "@/lib/cn";
import type { MenuItem, MenuLink } from "./site-chrome";

const linkClasses =
  "block rounded-md px-3 py-2 font-medium hover:bg-black/5 aria-[current=page]:underline aria-[current=page]:decoration-[var(--site-primary)] aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-4";

function NavLink({ link, pathname, className }: { link: MenuLink; pathname: string; className?: string }) {
  return (
    <a href={link.href} aria-current={link.href === pathname ? "page" : undefined} className={cn(linkClasses, className)}>
      {link.label}
    </a>
  );
}

/**
 * A native <details> disclosure, so sub-items work without JavaScript; with it, the menu also
 * closes on Escape and on a click elsewhere.
 */
function NavDropdown({ item, pathname }: { item: MenuItem; pathname: string }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const closeOutside = (event: PointerEvent) => {
      if (!details.contains(event.target as Node)) details.open = false;
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    document.addEventListener("pointerdown", closeOutside);
    details.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      details.removeEventListener("keydown", closeOnEscape);
    };
  }, []);
  const current = [item, ...item.children].some((link) => link.href === pathname);
  return (
    <details ref={ref} className="group relative">
      <summary
        className={cn(
          linkClasses,
          "flex cursor-pointer list-none items-center gap-1 [&::-webkit-details-marker]:hidden",
          current && "underline decoration-[var(--site-primary)] decoration-2 underline-offset-4",
        )}
      >
        {item.label}
        <ChevronDown aria-hidden className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <ul className="absolute left-0 z-30 mt-1 min-w-48 rounded-md border border-black/10 bg-[var(--site-bg)] p-1 shadow-lg">
        {[item, ...item.children].map((link) => (
          <li key={link.id}>
            <NavLink link={link} pathname={pathname} className="whitespace-nowrap" />
          </li>
        ))}
      </ul>
    </details>
  );
}

export function SiteNav({ menu }: { menu: MenuItem[] }) {
  const pathname = usePathname();
  if (menu.length === 0) return null;
  return (
    <nav aria-label="Main">
      <ul className="-mx-3 flex flex-wrap items-center gap-x-1">
        {menu.map((item) => (
          <li key={item.id}>
            {item.children.length > 0 ? <NavDropdown item={item} pathname={pathname} /> : <NavLink link={item} pathname={pathname} />}
          </li>
        ))}
      </ul>
    </nav>
  );
}
