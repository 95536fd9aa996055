/** The meta tool that asks the server to enable more tool domains from the next step on. */
export const REQUEST_TOOLS = "agent_requestTools";

/**
 * The domain of every tool the offline model calls (lib/tools/* define the same; a test checks
 * they agree), so it can ask for a domain whose tools are not offered yet.
 */
const DOMAINS: Record<string, string> = {
  cms_getPages: "pages",
  cms_getPage: "pages",
  cms_createPage: "pages",
  cms_createPageWithContent: "pages",
  cms_updatePage: "pages",
  cms_publishPage: "pages",
  cms_unpublishPage: "pages",
  cms_deletePage: "pages",
  cms_findResource: "pages",
  cms_getPageSections: "sections",
  cms_getSectionContent: "sections",
  cms_addPageSection: "sections",
  cms_syncSectionContent: "sections",
  cms_deletePageSection: "sections",
  cms_listImages: "images",
  cms_findImage: "images",
  cms_updateImageMetadata: "images",
  cms_deleteImage: "images",
  cms_getPosts: "posts",
  cms_createPost: "posts",
  cms_publishPost: "posts",
  cms_archivePost: "posts",
  cms_deletePost: "posts",
  cms_getNavigation: "navigation",
  cms_addNavigationItem: "navigation",
  cms_toggleNavigationItem: "navigation",
  cms_removeNavigationItem: "navigation",
  cms_getSiteSettings: "settings",
  cms_getSiteSetting: "settings",
  cms_updateSiteSettings: "settings",
  cms_getCollections: "entries",
  cms_getEntries: "entries",
  search_content: "search",
  web_quickSearch: "web",
  web_fetchContent: "web",
  http_get: "http",
  agent_plan: "planning",
};

export const OFFLINE_MODEL_TOOLS = Object.keys(DOMAINS);

export function domainOf(toolName: string): string | undefined {
  return DOMAINS[toolName];
}
