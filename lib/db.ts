import "server-only";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { sqliteUrl } from "@/lib/database-url";

export type Db = PrismaClient;
export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

type Connection = { prepare: (source: string) => unknown };

/**
 * Transactions take SQLite's write lock when they begin (BEGIN IMMEDIATE). With the adapter's plain
 * BEGIN, a transaction that reads and then writes after another process committed in between fails
 * at once with "database is locked" (SQLite cannot wait for a snapshot that went stale); taking the
 * lock first makes it wait its turn instead, so the CLI, a second instance or test workers can write
 * beside the server. Relies on the adapter (pinned) beginning with the statement "BEGIN" on `client`;
 * tests/services/concurrent-writes.test.ts fails if that changes.
 */
function withImmediateTransactions(factory: PrismaBetterSQLite3): PrismaBetterSQLite3 {
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const adapter = await connect();
    const client = (adapter as unknown as { client: Connection }).client;
    const prepare = client.prepare.bind(client);
    client.prepare = (source) => prepare(source === "BEGIN" ? "BEGIN IMMEDIATE" : source);
    return adapter;
  };
  return factory;
}

export function createPrismaClient(url = sqliteUrl()): PrismaClient {
  return new PrismaClient({ adapter: withImmediateTransactions(new PrismaBetterSQLite3({ url, timeout: 10_000 })) });
}

// One client per process; reused across hot reloads in development.
const globalForDb = globalThis as unknown as { cmsDb?: PrismaClient };
export const db: PrismaClient = globalForDb.cmsDb ?? createPrismaClient();
if (process.env.NODE_ENV !== "production") globalForDb.cmsDb = db;
