import type { ReactNode } from "react";
import type { SiteChrome } from "./site-chrome";
import { SiteImage } from "./site-image";
import { SiteNav } from "./site-nav";
import { themeStyle } from "./theme";

function SiteHeader({ chrome }: { chrome: SiteChrome }) {
  return (
    <header className="border-b border-black/10">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <a href="/" className="flex items-center gap-2 text-xl font-bold tracking-tight">
          {chrome.logo && <SiteImage image={chrome.logo} variant="thumb" eager className="h-9 w-auto" />}
          <span>{chrome.name}</span>
        </a>
        <SiteNav menu={chrome.menu} />
      </div>
    </header>
  );
}

function SiteFooter({ chrome }: { chrome: SiteChrome }) {
  return (
    <footer className="mt-16 border-t border-black/10 bg-black/[0.03]">
      <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-8 text-sm sm:flex-row sm:items-start sm:justify-between sm:px-6">
        <div>
          <p className="font-semibold">{chrome.name}</p>
          {chrome.tagline && <p className="mt-1 opacity-80">{chrome.tagline}</p>}
        </div>
        {chrome.socialLinks.length > 0 && (
          <nav aria-label="Social links">
            <ul className="flex flex-wrap gap-x-4 gap-y-1">
              {chrome.socialLinks.map((link) => (
                <li key={link.url}>
                  <a href={link.url} className="underline-offset-4 hover:underline">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      <p className="mx-auto max-w-5xl px-4 pb-8 text-xs opacity-70 sm:px-6">
        © {new Date().getFullYear()} {chrome.name}
      </p>
    </footer>
  );
}

/** The public site's frame: skip link, header with the menu, main landmark and footer, in the site's colours. */
export function SiteShell({ chrome, banner, children }: { chrome: SiteChrome; banner?: ReactNode; children: ReactNode }) {
  return (
    <div style={themeStyle(chrome.theme)} className="flex min-h-screen flex-col bg-[var(--site-bg)] text-[var(--site-text)]">
      <a
        href="#main"
        className="sr-only rounded-md bg-[var(--site-primary)] px-4 py-2 font-semibold text-[var(--site-on-primary)] focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50"
      >
        Skip to content
      </a>
      {banner}
      <SiteHeader chrome={chrome} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter chrome={chrome} />
    </div>
  );
}
