import { getToolName, isToolUIPart } from "ai";
import type { ChatMessage, ToolPart } from "./types";

const READ_PREFIXES = ["cms_get", "cms_list", "cms_find", "cms_search", "search_", "web_", "agent_", "stock_search"];

/** Tools that only read: their results never need an undo or a refresh of the dashboard. */
export const isReadTool = (name: string) => name === "http_get" || READ_PREFIXES.some((prefix) => name.startsWith(prefix));

/** A successful tool result (`{ ok: true, … }`). */
export const succeeded = (output: unknown) => (output as { ok?: unknown } | null)?.ok === true;

/** Whether an assistant message changed content: some write tool finished with `ok: true`. */
export function changedContent(message: ChatMessage): boolean {
  return message.parts.some(
    (part) => isToolUIPart(part) && part.state === "output-available" && succeeded(part.output) && !isReadTool(getToolName(part)),
  );
}

export const toolPartsOf = (message: ChatMessage): ToolPart[] => message.parts.filter(isToolUIPart);

const SPECIAL_LABELS: Record<string, string> = {
  agent_plan: "Planning",
  agent_requestTools: "Enabling more tools",
  cms_getSectionDef: "Reading a section template",
  cms_findResource: "Looking for it",
  cms_toggleNavigationItem: "Showing or hiding a navigation link",
  cms_syncSectionContent: "Updating section content",
  web_quickSearch: "Searching the web",
  web_deepResearch: "Researching on the web",
  web_fetchContent: "Reading a web page",
  http_get: "Sending a GET request",
  http_post: "Sending a POST request",
  search_content: "Searching the site",
  search_semantic: "Searching the site by meaning",
  stock_searchPhotos: "Searching stock photos",
  stock_importPhoto: "Importing a stock photo",
};

const VERBS: Record<string, string> = {
  get: "Reading",
  list: "Listing",
  find: "Finding",
  search: "Searching",
  create: "Creating",
  add: "Adding",
  update: "Updating",
  replace: "Replacing",
  reorder: "Reordering",
  publish: "Publishing",
  unpublish: "Unpublishing",
  archive: "Archiving",
  delete: "Deleting",
  remove: "Removing",
};

/** "cms_deletePage" → "Deleting page": what a running call is doing, in plain words. */
export function progressLabel(toolName: string): string {
  const special = SPECIAL_LABELS[toolName];
  if (special) return special;
  const [verb, ...rest] = toolName.replace(/^[a-z]+_/, "").split(/(?=[A-Z])/);
  const object = rest.join(" ").toLowerCase();
  return VERBS[verb] && object ? `${VERBS[verb]} ${object}` : `Running ${toolName}`;
}
