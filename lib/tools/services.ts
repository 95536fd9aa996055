import "server-only";
import { allowedHosts } from "@/lib/services/allowed-hosts";
import { collections } from "@/lib/services/collections";
import { contentSearch } from "@/lib/services/content-search";
import { entries } from "@/lib/services/entries";
import { images } from "@/lib/services/images";
import { inboundLinks } from "@/lib/services/inbound-links";
import { navigation } from "@/lib/services/navigation";
import { pages } from "@/lib/services/pages";
import { posts } from "@/lib/services/posts";
import { published } from "@/lib/services/published";
import { unpublishedChanges } from "@/lib/services/publishing/changes";
import { releases } from "@/lib/services/publishing/releases";
import { revisions } from "@/lib/services/revisions";
import { sections } from "@/lib/services/sections";
import { settings } from "@/lib/services/settings";
import { trash } from "@/lib/services/trash";

/**
 * The services a tool is handed; tools reach data only through these. `published` reads what
 * visitors see, for approval cards of changes that are not drafted (an image's texts);
 * `unpublishedChanges` and `releases` compare drafts with the live site and put them live.
 */
export const toolServices = { allowedHosts, inboundLinks, pages, sections, images, posts, navigation, settings, entries, collections, revisions, contentSearch, published, unpublishedChanges, releases, trash };
export type ToolServices = typeof toolServices;
