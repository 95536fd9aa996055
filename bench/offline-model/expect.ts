/**
 * Checks a case's `expect` list against the database file after the conversation (read straight
 * from SQLite, so a check never goes through the code it judges). The matching rules are the ones
 * cases/types.ts states; each failed check comes back as one readable line.
 */
import Database from "better-sqlite3";
import { colourFamily } from "./cases/colour-family";
import type { Case, Expect } from "./cases/types";
import type { Transcript } from "./conversation";

type Row = Record<string, unknown>;
type Leaf = Exclude<Expect, { anyOf: unknown }>;

const lower = (value: unknown) => String(value ?? "").toLowerCase();
const includes = (haystack: unknown, needle: string) => lower(haystack).includes(needle.toLowerCase());
const parse = (value: unknown) => (typeof value === "string" ? (JSON.parse(value) as unknown) : value);

/** Content tables whose rows are what an editor means by "the site" (chats, users and logs left out). */
const CONTENT_TABLES = ["Page", "PageSection", "Post", "_PostToTag", "Tag", "Image", "NavItem", "SiteSettings", "Collection", "Entry"];

/** Everything an editor could see change: content rows (timestamps left out) and what is live. */
export type SiteState = { content: string; live: string; settings: Row; liveSettings: Row | undefined };

/** The state of the site as stored in `file`, with the helpers the checks read it through. */
class Site {
  readonly database: Database.Database;
  private imageNames: Map<string, string>;

  constructor(file: string) {
    this.database = new Database(file, { readonly: true, fileMustExist: true });
    this.imageNames = new Map((this.all("SELECT id, originalName FROM Image") as { id: string; originalName: string }[]).map((row) => [row.id, row.originalName]));
  }

  all(sql: string, ...params: unknown[]): Row[] {
    return this.database.prepare(sql).all(...params) as Row[];
  }

  /** JSON with every image id shown as the image's file name. */
  named(value: unknown): string {
    let text = typeof value === "string" ? value : JSON.stringify(value ?? null);
    for (const [id, name] of this.imageNames) text = text.split(id).join(name);
    return text;
  }

  imageName = (id: unknown) => (typeof id === "string" ? (this.imageNames.get(id) ?? id) : null);

  /** The snapshot visitors see for an entity, or null when it is not on the site. */
  liveSnapshot(kind: string, entityId: string): Row | null {
    const row = this.database.prepare("SELECT snapshot FROM PublishedVersion WHERE kind = ? AND entityId = ? AND isCurrent = 1").get(kind, entityId) as Row | undefined;
    return (parse(row?.snapshot) as Row | null) ?? null;
  }

  state(): SiteState {
    const content = CONTENT_TABLES.map((table) => {
      const rows = this.all(`SELECT * FROM "${table}" ORDER BY rowid`).map((row) =>
        Object.fromEntries(Object.entries(row).filter(([column]) => column !== "updatedAt" && column !== "createdAt")),
      );
      return `${table}:${JSON.stringify(rows)}`;
    }).join("\n");
    const live = JSON.stringify(this.all("SELECT kind, entityId, snapshot FROM PublishedVersion WHERE isCurrent = 1 ORDER BY kind, entityId"));
    const settings = this.all("SELECT * FROM SiteSettings")[0] ?? {};
    return { content, live, settings, liveSettings: this.liveSnapshot("settings", "site") ?? undefined };
  }

  close() {
    this.database.close();
  }
}

/** Reads the site's state now (before a conversation, to compare with after). */
export function siteState(file: string): SiteState {
  const site = new Site(file);
  try {
    return site.state();
  } finally {
    site.close();
  }
}

/** A phrase found where no letter or digit touches it on either side, ignoring case. */
export function hasPhrase(text: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "iu").test(text);
}

type Context = { site: Site; before: SiteState; after: SiteState; transcript: Transcript };

/** Rows named by exact title (case-insensitive) or by a part of it; live rows first, then trashed ones. */
function byTitle(site: Site, table: "Page" | "Post", name: string | { titleIncludes: string }): Row[] {
  const rows = site.all(`SELECT * FROM "${table}" ORDER BY deletedAt IS NOT NULL, createdAt`);
  return rows.filter((row) => (typeof name === "string" ? lower(row.title) === name.toLowerCase() : includes(row.title, name.titleIncludes)));
}

const nameOf = (name: string | { titleIncludes: string }) => (typeof name === "string" ? `'${name}'` : `titled like '${name.titleIncludes}'`);

function checkPage(check: Extract<Leaf, { page: unknown }>, { site }: Context): string[] {
  const rows = byTitle(site, "Page", check.page);
  const present = rows.find((row) => row.deletedAt === null);
  const label = `page ${nameOf(check.page)}`;
  const problems: string[] = [];
  if (check.exists !== undefined && !!present !== check.exists) problems.push(`${label} ${check.exists ? "does not exist" : "still exists"}`);
  if (check.inTrash !== undefined) {
    const trashed = !present && rows.some((row) => row.deletedAt !== null);
    if (trashed !== check.inTrash) problems.push(`${label} is ${trashed ? "" : "not "}in the trash`);
  }
  const page = present ?? rows[0];
  const others = Object.keys(check).filter((key) => !["page", "exists", "inTrash"].includes(key));
  if (!page) return others.length || check.inTrash ? [...problems, `${label} not found`] : problems;
  const live = site.liveSnapshot("page", String(page.id));
  if (check.live !== undefined && !!live !== check.live) problems.push(`${label} is ${live ? "" : "not "}live`);
  if (check.slug !== undefined && page.slug !== check.slug) problems.push(`${label} slug is '${String(page.slug)}', not '${check.slug}'`);
  if (check.seoTitle !== undefined && (page.seoTitle ?? "") !== check.seoTitle) problems.push(`${label} SEO title is '${String(page.seoTitle ?? "")}'`);
  if (check.seoDescription !== undefined && (page.seoDescription ?? "") !== check.seoDescription) problems.push(`${label} SEO description is '${String(page.seoDescription ?? "")}'`);
  const sections = site.all("SELECT templateKey, content FROM PageSection WHERE pageId = ? ORDER BY position", page.id).map((row) => ({ templateKey: String(row.templateKey), content: parse(row.content) as Row }));
  const templates = sections.map((section) => section.templateKey);
  if (check.sectionTemplates && templates.join(",") !== check.sectionTemplates.join(",")) problems.push(`${label} sections are [${templates.join(", ")}], not [${check.sectionTemplates.join(", ")}]`);
  if (check.sectionCount !== undefined && sections.length !== check.sectionCount) problems.push(`${label} has ${sections.length} sections, not ${check.sectionCount}`);
  for (const wanted of check.sections ?? []) {
    const section = sections.filter((candidate) => candidate.templateKey === wanted.template)[wanted.nth ?? 0];
    if (!section) {
      problems.push(`${label} has no ${wanted.template} section #${wanted.nth ?? 0}`);
      continue;
    }
    for (const [field, expected] of Object.entries(wanted.fields)) {
      const value = section.content[field];
      const empty = value === undefined || value === null || value === "" || (Array.isArray(value) && !value.length);
      if (expected === null ? !empty : empty || !includes(site.named(value), expected)) problems.push(`${label} ${wanted.template}.${field} is ${empty ? "empty" : site.named(value).slice(0, 80)}, expected ${expected ?? "empty"}`);
    }
  }
  const draftText = site.named(sections.map((section) => section.content));
  const liveText = site.named((live?.sections as unknown[] | undefined)?.map((section) => (section as Row).content) ?? []);
  for (const text of check.textIncludes ?? []) if (!includes(draftText, text)) problems.push(`${label} text lacks '${text}'`);
  for (const text of check.textExcludes ?? []) if (includes(draftText, text)) problems.push(`${label} text still has '${text}'`);
  for (const text of check.liveTextIncludes ?? []) if (!includes(liveText, text)) problems.push(`${label} live text lacks '${text}'`);
  for (const text of check.liveTextExcludes ?? []) if (includes(liveText, text)) problems.push(`${label} live text still has '${text}'`);
  return problems;
}

function checkPost(check: Extract<Leaf, { post: unknown }>, { site }: Context): string[] {
  const rows = byTitle(site, "Post", check.post);
  const present = rows.find((row) => row.deletedAt === null);
  const label = `post ${nameOf(check.post)}`;
  const problems: string[] = [];
  if (check.exists !== undefined && !!present !== check.exists) problems.push(`${label} ${check.exists ? "does not exist" : "still exists"}`);
  if (check.inTrash !== undefined) {
    const trashed = !present && rows.some((row) => row.deletedAt !== null);
    if (trashed !== check.inTrash) problems.push(`${label} is ${trashed ? "" : "not "}in the trash`);
  }
  const post = present ?? rows[0];
  const others = Object.keys(check).filter((key) => !["post", "exists", "inTrash"].includes(key));
  if (!post) return others.length || check.inTrash ? [...problems, `${label} not found`] : problems;
  const live = site.liveSnapshot("post", String(post.id));
  if (check.live !== undefined && !!live !== check.live) problems.push(`${label} is ${live ? "" : "not "}live`);
  if (check.status !== undefined && post.status !== check.status) problems.push(`${label} is ${String(post.status)}, not ${check.status}`);
  if (check.slug !== undefined && post.slug !== check.slug) problems.push(`${label} slug is '${String(post.slug)}'`);
  const tags = site.all('SELECT Tag.name FROM Tag JOIN "_PostToTag" ON Tag.id = "_PostToTag"."B" WHERE "_PostToTag"."A" = ?', post.id).map((row) => lower(row.name));
  const has = (tag: string) => tags.includes(tag.toLowerCase());
  if (check.tags && (tags.length !== check.tags.length || !check.tags.every(has))) problems.push(`${label} tags are [${tags.join(", ")}], not [${check.tags.join(", ")}]`);
  for (const tag of check.tagsInclude ?? []) if (!has(tag)) problems.push(`${label} lacks tag ${tag} (has ${tags.join(", ") || "none"})`);
  for (const tag of check.tagsExclude ?? []) if (has(tag)) problems.push(`${label} still has tag ${tag}`);
  for (const text of check.bodyIncludes ?? []) if (!includes(post.body, text)) problems.push(`${label} body lacks '${text}'`);
  for (const text of check.bodyExcludes ?? []) if (includes(post.body, text)) problems.push(`${label} body still has '${text}'`);
  for (const text of check.excerptIncludes ?? []) if (!includes(post.excerpt, text)) problems.push(`${label} excerpt lacks '${text}'`);
  for (const text of check.liveBodyIncludes ?? []) if (!includes(live?.body, text)) problems.push(`${label} live body lacks '${text}'`);
  if (check.coverImage !== undefined) {
    const cover = site.imageName(post.coverImageId);
    if (lower(cover) !== lower(check.coverImage)) problems.push(`${label} cover is ${cover ?? "none"}, not ${check.coverImage ?? "none"}`);
  }
  return problems;
}

function checkImage(check: Extract<Leaf, { image: unknown }>, { site }: Context): string[] {
  const rows = site.all("SELECT * FROM Image ORDER BY deletedAt IS NOT NULL").filter((row) => lower(row.originalName) === check.image.toLowerCase());
  const image = rows[0];
  const label = `image ${check.image}`;
  if (!image) return [`${label} not found`];
  const problems: string[] = [];
  const present = image.deletedAt === null;
  if (check.exists !== undefined && present !== check.exists) problems.push(`${label} ${check.exists ? "is gone" : "still exists"}`);
  if (check.inTrash !== undefined && !present !== check.inTrash) problems.push(`${label} is ${present ? "not " : ""}in the trash`);
  const alt = String(image.alt).trim();
  const caption = String(image.caption).trim();
  if (check.alt !== undefined && lower(alt) !== check.alt.trim().toLowerCase()) problems.push(`${label} alt is '${alt}'`);
  for (const text of check.altIncludes ?? []) if (!includes(alt, text)) problems.push(`${label} alt lacks '${text}'`);
  if (check.hasAlt !== undefined && !!alt !== check.hasAlt) problems.push(`${label} ${alt ? "has" : "has no"} alt text`);
  if (check.caption !== undefined && lower(caption) !== check.caption.trim().toLowerCase()) problems.push(`${label} caption is '${caption}'`);
  for (const text of check.captionIncludes ?? []) if (!includes(caption, text)) problems.push(`${label} caption lacks '${text}'`);
  return problems;
}

type MenuItem = { id: string; label: string; pageId: string | null; url: string | null; visible: boolean; parentId: string | null; position: number };

/** The draft menu, or the published one; siblings in order. */
function menuItems(site: Site, live = false): MenuItem[] {
  if (live) {
    const snapshot = site.liveSnapshot("navigation", "menu") as { items?: MenuItem[] } | null;
    return (snapshot?.items ?? []).map((item, index) => ({ ...item, position: item.position ?? index }));
  }
  return site
    .all("SELECT id, label, pageId, url, visible, parentId, position FROM NavItem WHERE deletedAt IS NULL ORDER BY position")
    .map((row) => ({ ...(row as unknown as MenuItem), visible: !!row.visible }));
}

function linksTo(site: Site, item: MenuItem, target: string): boolean {
  if (item.url) return lower(item.url).replace(/\/$/, "") === target.toLowerCase().replace(/\/$/, "");
  const page = site.all("SELECT title, slug FROM Page WHERE id = ?", item.pageId)[0];
  return !!page && [lower(page.title), lower(page.slug), `/${lower(page.slug)}`].includes(target.toLowerCase());
}

function checkMenu(check: Extract<Leaf, { menu: unknown }>, { site }: Context): string[] {
  const items = menuItems(site);
  const item = items.find((candidate) => lower(candidate.label) === check.menu.toLowerCase());
  const label = `menu item '${check.menu}'`;
  const problems: string[] = [];
  if (check.present !== undefined && !!item !== check.present) problems.push(`${label} is ${item ? "" : "not "}in the menu`);
  if (check.live !== undefined) {
    const liveItem = menuItems(site, true).find((candidate) => lower(candidate.label) === check.menu.toLowerCase());
    const shown = !!liveItem && liveItem.visible;
    if (shown !== check.live) problems.push(`${label} is ${shown ? "" : "not "}in the published menu`);
  }
  const others = ["visible", "linksTo", "position", "parent"].filter((key) => key in check);
  if (!item) return others.length ? [...problems, `${label} not found`] : problems;
  if (check.visible !== undefined && item.visible !== check.visible) problems.push(`${label} is ${item.visible ? "visible" : "hidden"}`);
  if (check.linksTo !== undefined && !linksTo(site, item, check.linksTo)) problems.push(`${label} links to ${item.url ?? `page ${String(site.all("SELECT title FROM Page WHERE id = ?", item.pageId)[0]?.title)}`}, not ${check.linksTo}`);
  if (check.position !== undefined) {
    const position = items.filter((candidate) => candidate.parentId === item.parentId).indexOf(item);
    if (position !== check.position) problems.push(`${label} is at ${position}, not ${check.position}`);
  }
  if (check.parent !== undefined) {
    const parent = items.find((candidate) => candidate.id === item.parentId)?.label ?? null;
    if (lower(parent) !== lower(check.parent)) problems.push(`${label} sits under ${parent ?? "the top level"}, not ${check.parent ?? "the top level"}`);
  }
  return problems;
}

function checkMenuOrder(check: Extract<Leaf, { menuOrder: unknown }>, { site }: Context): string[] {
  const items = menuItems(site, check.live);
  const parentId = check.parent ? (items.find((item) => lower(item.label) === check.parent!.toLowerCase())?.id ?? "none") : null;
  const labels = items.filter((item) => item.parentId === parentId).map((item) => item.label);
  return labels.map(lower).join("|") === check.menuOrder.map(lower).join("|") ? [] : [`menu order is [${labels.join(", ")}], not [${check.menuOrder.join(", ")}]`];
}

function settingValue(site: Site, settings: Row | undefined, path: string): string | null {
  if (!settings) return null;
  if (path.startsWith("themeColors.")) return ((parse(settings.themeColors) as Row | null)?.[path.slice(12)] as string | undefined) ?? null;
  if (path === "socialLinks") return ((parse(settings.socialLinks) as { label: string; url: string }[] | null) ?? []).map((link) => `${link.label} ${link.url}`).join("\n");
  if (path === "logoImageId") return site.imageName(settings.logoImageId);
  const value = settings[path];
  return typeof value === "string" ? value : null;
}

function checkSetting(check: Extract<Leaf, { setting: unknown }>, { site, before, after }: Context): string[] {
  const live = check.in === "live";
  const value = settingValue(site, live ? after.liveSettings : after.settings, check.setting);
  const label = `${live ? "live " : ""}setting ${check.setting} ('${value ?? "none"}')`;
  const problems: string[] = [];
  if (check.equals !== undefined && lower(value) !== lower(check.equals) && !(value === null && check.equals === null)) problems.push(`${label} is not '${check.equals}'`);
  if (check.equals === null && value !== null) problems.push(`${label} is set`);
  if (check.includes !== undefined && !includes(value, check.includes)) problems.push(`${label} lacks '${check.includes}'`);
  if (check.excludes !== undefined && includes(value, check.excludes)) problems.push(`${label} still has '${check.excludes}'`);
  if (check.changed !== undefined) {
    const earlier = settingValue(site, live ? before.liveSettings : before.settings, check.setting);
    if ((lower(earlier) !== lower(value)) !== check.changed) problems.push(`${label} ${check.changed ? "did not change" : "changed"}`);
  }
  if (check.looksLike !== undefined && colourFamily(value ?? "") !== check.looksLike) problems.push(`${label} looks ${colourFamily(value ?? "") ?? "like no colour"}, not ${check.looksLike}`);
  return problems;
}

function checkEntry(check: Extract<Leaf, { entry: unknown }>, { site }: Context): string[] {
  const collection = check.collection ?? "testimonials";
  const rows = site
    .all("SELECT Entry.* FROM Entry JOIN Collection ON Collection.id = Entry.collectionId WHERE Collection.slug = ? ORDER BY Entry.deletedAt IS NOT NULL", collection)
    .map((row): Row & { data: Row } => ({ ...row, data: parse(row.data) as Row }));
  const matches = rows.filter((row) =>
    typeof check.entry === "string" ? lower(row.title) === check.entry.toLowerCase() : Object.entries(check.entry.where).every(([field, text]) => includes(row.data[field], text)),
  );
  const present = matches.find((row) => row.deletedAt === null);
  const label = `entry ${typeof check.entry === "string" ? `'${check.entry}'` : JSON.stringify(check.entry.where)}`;
  const problems: string[] = [];
  if (check.exists !== undefined && !!present !== check.exists) problems.push(`${label} ${check.exists ? "does not exist" : "still exists"}`);
  if (check.inTrash !== undefined && (!present && matches.length > 0) !== check.inTrash) problems.push(`${label} is ${check.inTrash ? "not " : ""}in the trash`);
  const entry = present ?? matches[0];
  const others = ["live", "dataIncludes"].filter((key) => key in check);
  if (!entry) return others.length ? [...problems, `${label} not found`] : problems;
  if (check.live !== undefined && !!site.liveSnapshot("entry", String(entry.id)) !== check.live) problems.push(`${label} is ${check.live ? "not " : ""}live`);
  for (const [field, text] of Object.entries(check.dataIncludes ?? {})) if (!includes(entry.data[field], text)) problems.push(`${label} ${field} is '${String(entry.data[field] ?? "")}', lacks '${text}'`);
  return problems;
}

function checkReply(check: Extract<Leaf, { reply: unknown }>["reply"], reply: string): string[] {
  const problems: string[] = [];
  const short = reply.replace(/\s+/g, " ").slice(0, 160);
  if (check.includesAny && !check.includesAny.some((phrase) => hasPhrase(reply, phrase))) problems.push(`reply has none of [${check.includesAny.slice(0, 6).join(", ")}]: "${short}"`);
  for (const phrase of check.includesAll ?? []) if (!hasPhrase(reply, phrase)) problems.push(`reply lacks '${phrase}': "${short}"`);
  for (const phrase of check.excludes ?? []) if (hasPhrase(reply, phrase)) problems.push(`reply has '${phrase}'`);
  if (check.asksQuestion !== undefined && /\?(\s|$)/.test(reply) !== check.asksQuestion) problems.push(`reply ${check.asksQuestion ? "asks nothing" : "asks a question"}: "${short}"`);
  if (check.maxChars !== undefined && reply.length > check.maxChars) problems.push(`reply is ${reply.length} characters (max ${check.maxChars})`);
  return problems;
}

function checkLeaf(check: Leaf, context: Context): string[] {
  if ("page" in check) return checkPage(check, context);
  if ("post" in check) return checkPost(check, context);
  if ("image" in check) return checkImage(check, context);
  if ("menu" in check) return checkMenu(check, context);
  if ("menuOrder" in check) return checkMenuOrder(check, context);
  if ("setting" in check) return checkSetting(check, context);
  if ("entry" in check) return checkEntry(check, context);
  if ("reply" in check) return checkReply(check.reply, context.transcript.reply);
  if ("card" in check) return context.transcript.cardShown === (check.card === "shown") ? [] : [`a card was ${context.transcript.cardShown ? "" : "not "}shown`];
  if ("drafts" in check) return context.before.content === context.after.content && context.before.live === context.after.live ? [] : ["content changed"];
  const changed = context.before.live !== context.after.live;
  return changed === (check.live === "changed") ? [] : [`the public site ${changed ? "changed" : "did not change"}`];
}

/** Every check of the case that does not hold (an `anyOf` holds when one of its groups does). */
export function failedChecks(c: Case, file: string, before: SiteState, transcript: Transcript): string[] {
  const site = new Site(file);
  try {
    const context = { site, before, after: site.state(), transcript };
    return c.expect.flatMap((check) => {
      if (!("anyOf" in check)) return checkLeaf(check, context);
      const groups = check.anyOf.map((group) => group.flatMap((leaf) => checkLeaf(leaf, context)));
      return groups.some((problems) => !problems.length) ? [] : [`none of the outcomes holds: ${groups.map((problems) => problems.join("; ")).join(" | ")}`];
    });
  } finally {
    site.close();
  }
}
