import type { SiteImageRecord } from "./site-image";
import type { SiteTheme } from "./theme";

export type MenuLink = { id: string; label: string; href: string };
export type MenuItem = MenuLink & { children: MenuLink[] };

/** What the site header and footer show, loaded on the server from settings and navigation. */
export type SiteChrome = {
  name: string;
  tagline: string;
  logo: SiteImageRecord | null;
  theme: SiteTheme;
  socialLinks: { label: string; url: string }[];
  menu: MenuItem[];
};
