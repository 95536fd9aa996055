import "server-only";
import { db } from "@/lib/db";
import { MENU_ID, SETTINGS_ID } from "@/lib/domain/content-kinds";
import type { ServiceContext } from "./context";
import { assertCan } from "./permissions";
import { siteMenu, type MenuSnapshot } from "./published";
import { PUBLISHABLE_KINDS } from "./publishing/kinds";
import type { SiteSettingsData } from "./settings";

/** The site's header and footer as the drafts would make them, for signed-in previews. */
export const draftSite = {
  async menu(ctx: ServiceContext) {
    assertCan(ctx, "content.read");
    const menu = (await PUBLISHABLE_KINDS.navigation.draft(db, MENU_ID)) as unknown as MenuSnapshot;
    const pageRows = await db.page.findMany({ where: { deletedAt: null }, select: { id: true, slug: true } });
    return siteMenu(menu, new Map(pageRows.map((row) => [row.id, row.slug])));
  },

  async settings(ctx: ServiceContext): Promise<Omit<SiteSettingsData, "updatedAt">> {
    assertCan(ctx, "content.read");
    return (await PUBLISHABLE_KINDS.settings.draft(db, SETTINGS_ID)) as unknown as Omit<SiteSettingsData, "updatedAt">;
  },
};
