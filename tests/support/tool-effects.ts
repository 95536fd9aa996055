import path from "node:path";
import Database from "better-sqlite3";
import type { ToolContext, ToolDefinition } from "@/lib/tools/define";
import { runTool } from "@/lib/tools/define";

/**
 * What a tool does to a site, read straight from the database file, so its read-only / destructive
 * / idempotent flags can be checked against behaviour (lib/tools/define.ts says what each means).
 */

/** The search index: derived from content (built on first search, embeddings cached by a search by meaning), never content itself. */
const DERIVED = new Set(["SearchDocument", "SearchVector", "SearchIndexState"]);

/** Record-keeping, not content: every run may add to these, and nobody relies on them as content. */
const BOOKKEEPING = new Set(["_prisma_migrations", "sqlite_sequence", "AuditEvent", "Revision", "Release", "AppSecret", "SignInThrottle", "TurnUsage", ...DERIVED]);

type Row = Record<string, unknown>;
type Table = { key: string[]; trashable: boolean; rows: Map<string, Row> };
/** Every content table, rows by primary key; published versions as what is live now, by entity. */
export type ContentState = Map<string, Table>;

/** The SQLite file the tests use now (the run's, or a test file's own: seeded-site.ts). */
export const databaseFile = () => path.resolve(process.env.DATABASE_URL!.replace(/^file:/, ""));

const open = (file: string, readonly = true) => new Database(file, { readonly, fileMustExist: true });
const json = (value: unknown) => JSON.stringify(value, (_key, item) => (typeof item === "bigint" ? item.toString() : item));

/**
 * The tables that hold rows, by name. Full-text tables are left out: SQLite keeps them itself (from
 * the search index's triggers), and their shadow tables cannot be written directly.
 */
function tableNames(database: Database.Database): string[] {
  const virtual = database.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'").pluck().all() as string[];
  const names = database.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all() as string[];
  return names.filter((name) => !virtual.some((table) => name === table || name.startsWith(`${table}_`)));
}

/** Every row of every table but the derived ones, exactly: what "wrote nothing" is checked against. */
export function wholeDatabase(file: string): string {
  const database = open(file);
  try {
    return json(Object.fromEntries(tableNames(database).filter((name) => !DERIVED.has(name)).map((name) => [name, database.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all()])));
  } finally {
    database.close();
  }
}

/**
 * Content as a person sees it: timestamps only as set or not (a second save that only moves
 * updatedAt changes nothing), and of the published versions only what visitors see now per entity
 * (publishing the same draft again adds history, not content).
 */
export function contentState(file: string): ContentState {
  const database = open(file);
  try {
    const state: ContentState = new Map();
    for (const name of tableNames(database).filter((table) => !BOOKKEEPING.has(table))) {
      const columns = database.prepare(`PRAGMA table_info("${name}")`).all() as { name: string; type: string; pk: number }[];
      const dates = new Set(columns.filter((column) => column.type.toUpperCase() === "DATETIME").map((column) => column.name));
      let key = columns.filter((column) => column.pk > 0).sort((a, b) => a.pk - b.pk).map((column) => column.name);
      let rows = database.prepare(`SELECT * FROM "${name}"`).all() as Row[];
      if (name === "PublishedVersion") {
        rows = rows.filter((row) => row.isCurrent).map(({ kind, entityId, snapshot, slug, scope }) => ({ kind, entityId, live: snapshot !== null, snapshot, slug, scope }));
        key = ["kind", "entityId"];
      }
      if (!key.length) key = columns.map((column) => column.name);
      const normal = (row: Row) => Object.fromEntries(Object.entries(row).map(([column, value]) => [column, dates.has(column) && value !== null ? "set" : value]));
      state.set(name, { key, trashable: dates.has("deletedAt"), rows: new Map(rows.map((row) => [json(key.map((column) => row[column])), normal(row)])) });
    }
    return state;
  } finally {
    database.close();
  }
}

/**
 * What a run took away that people rely on (define.ts): a stored item deleted or moved to the trash,
 * or something visitors saw taken off the site. Join tables (`_PostToTag`) are values of their
 * items, not items.
 */
export function destroyed(before: ContentState, after: ContentState): string[] {
  const found: string[] = [];
  for (const [name, table] of before) {
    const now = after.get(name)?.rows ?? new Map<string, Row>();
    for (const [key, row] of table.rows) {
      const later = now.get(key);
      if (name === "PublishedVersion") {
        if (row.live && !later?.live) found.push(`${name} ${key} taken off the site`);
      } else if (!later) {
        if (!name.startsWith("_")) found.push(`${name} ${key} deleted`);
      } else if (table.trashable && row.deletedAt === null && later.deletedAt !== null) found.push(`${name} ${key} moved to the trash`);
    }
  }
  return found;
}

/** The content tables that differ, with a row that shows it. */
export function contentChanges(before: ContentState, after: ContentState): string[] {
  const changes: string[] = [];
  for (const name of new Set([...before.keys(), ...after.keys()])) {
    const a = before.get(name)?.rows ?? new Map<string, Row>();
    const b = after.get(name)?.rows ?? new Map<string, Row>();
    for (const key of new Set([...a.keys(), ...b.keys()])) {
      if (json(a.get(key)) !== json(b.get(key))) {
        changes.push(`${name} ${key}: ${json(a.get(key)) ?? "(none)"} → ${json(b.get(key)) ?? "(none)"}`);
        break;
      }
    }
  }
  return changes;
}

/** A copy of the site to start every tool from (SQLite's VACUUM INTO: consistent, and fast). */
export function saveSite(file: string, copy: string): void {
  const database = open(file);
  try {
    database.prepare("VACUUM INTO ?").run(copy);
  } finally {
    database.close();
  }
}

/** Puts every table back as the copy has it, in one transaction, on a connection of its own (the full-text index follows through its triggers). */
export function restoreSite(file: string, copy: string): void {
  const database = open(file, false);
  try {
    database.pragma("foreign_keys = OFF");
    database.prepare("ATTACH DATABASE ? AS saved").run(copy);
    const names = tableNames(database).filter((name) => name !== "sqlite_sequence");
    database.transaction(() => {
      for (const name of names) {
        database.exec(`DELETE FROM main."${name}"`);
        database.exec(`INSERT INTO main."${name}" SELECT * FROM saved."${name}"`);
      }
    })();
    database.exec("DETACH DATABASE saved");
  } finally {
    database.close();
  }
}

export type Observed = {
  first: { ok?: boolean };
  /** Anything in the database differs after the first run, bookkeeping included. */
  wrote: boolean;
  /** What the first run took away (see destroyed). */
  destroyed: string[];
  /** Content the second run, with the same input, changed beyond the first. */
  repeated: string[];
};

/** Runs a tool twice with one input and reports what each run did to the site. */
export async function observe(file: string, definition: ToolDefinition<any, any>, input: unknown, context: ToolContext): Promise<Observed> {
  const whole = wholeDatabase(file);
  const before = contentState(file);
  const first = (await runTool(definition, definition.input.parse(input), context)) as { ok?: boolean };
  const afterFirst = contentState(file);
  const wrote = wholeDatabase(file) !== whole;
  await runTool(definition, definition.input.parse(input), context);
  return { first, wrote, destroyed: destroyed(before, afterFirst), repeated: contentChanges(afterFirst, contentState(file)) };
}

export type Flags = Pick<ToolDefinition, "readOnly" | "destructive" | "idempotent">;

/** The flags the behaviour shows. */
export const observedFlags = (observed: Observed): Flags => ({ readOnly: !observed.wrote, destructive: observed.destroyed.length > 0, idempotent: observed.repeated.length === 0 });
