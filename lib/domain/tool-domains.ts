/**
 * The groups tools come in, with the name an editor reads: the one list the tool definitions, the
 * CLI's command groups, the chat and the approval settings screen all use.
 */
export const TOOL_DOMAIN_LABELS = {
  pages: "Pages",
  sections: "Page sections",
  images: "Images",
  posts: "Blog posts",
  navigation: "Menu",
  settings: "Site settings",
  entries: "Collections",
  publishing: "Publishing",
  history: "Undo and trash",
  search: "Site search",
  web: "The web",
  http: "Other sites and services",
  planning: "Planning",
  meta: "The assistant's tools",
  custom: "Custom tools",
} as const;

export type ToolDomain = keyof typeof TOOL_DOMAIN_LABELS;

export const TOOL_DOMAINS = Object.keys(TOOL_DOMAIN_LABELS) as ToolDomain[];

/** The groups every chat turn has (planning, asking for more tools): the model never needs to ask for them. */
export const ALWAYS_ACTIVE_DOMAINS = ["planning", "meta"] as const satisfies readonly ToolDomain[];

export type RequestableDomain = Exclude<ToolDomain, (typeof ALWAYS_ACTIVE_DOMAINS)[number]>;

/** The groups the model can ask to have enabled (agent_requestTools): all the others. */
export const REQUESTABLE_DOMAINS = TOOL_DOMAINS.filter((domain): domain is RequestableDomain => !(ALWAYS_ACTIVE_DOMAINS as readonly ToolDomain[]).includes(domain)) as [
  RequestableDomain,
  ...RequestableDomain[],
];
