import { getToolDefinition } from "@/lib/tools/registry";

/** The meta tool that asks the server to enable more tool domains from the next step on. */
export const REQUEST_TOOLS = "agent_requestTools";

/** Every tool the offline model calls (a test checks each is in the registry). */
export const OFFLINE_MODEL_TOOLS = [
  "cms_getPages",
  "cms_getPage",
  "cms_createPage",
  "cms_createPageWithContent",
  "cms_updatePage",
  "cms_publishPage",
  "cms_unpublishPage",
  "cms_deletePage",
  "cms_findResource",
  "cms_getPageSections",
  "cms_getSectionContent",
  "cms_addPageSection",
  "cms_syncSectionContent",
  "cms_deletePageSection",
  "cms_listImages",
  "cms_findImage",
  "cms_updateImageMetadata",
  "cms_deleteImage",
  "cms_getPosts",
  "cms_createPost",
  "cms_publishPost",
  "cms_unpublishPost",
  "cms_archivePost",
  "cms_deletePost",
  "cms_getNavigation",
  "cms_addNavigationItem",
  "cms_toggleNavigationItem",
  "cms_moveNavigationItem",
  "cms_removeNavigationItem",
  "cms_getSiteSettings",
  "cms_getSiteSetting",
  "cms_updateSiteSettings",
  "cms_listUnpublishedChanges",
  "cms_publishChanges",
  "cms_listTrash",
  "cms_restoreFromTrash",
  "cms_undoLastChanges",
  "cms_getCollections",
  "cms_getEntries",
  "cms_getEntry",
  "cms_createEntry",
  "cms_updateEntry",
  "cms_deleteEntry",
  "search_content",
  "web_quickSearch",
  "web_fetchContent",
  "http_get",
  "agent_plan",
];

/** The tool's domain, from its definition: the offline model asks for it when the tool is not offered yet. */
export function domainOf(toolName: string): string | undefined {
  return getToolDefinition(toolName)?.domain;
}
