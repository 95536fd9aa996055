import "server-only";
import { contentSearch } from "@/lib/services/content-search";
import { entries } from "@/lib/services/entries";
import { images } from "@/lib/services/images";
import { navigation } from "@/lib/services/navigation";
import { pages } from "@/lib/services/pages";
import { posts } from "@/lib/services/posts";
import { revisions } from "@/lib/services/revisions";
import { sections } from "@/lib/services/sections";
import { settings } from "@/lib/services/settings";

/** The services a tool is handed; tools reach data only through these. */
export const toolServices = { pages, sections, images, posts, navigation, settings, entries, revisions, contentSearch };
export type ToolServices = typeof toolServices;
