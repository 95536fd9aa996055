import "server-only";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { sqliteUrl } from "@/lib/database-url";

export type Db = PrismaClient;
export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

export function createPrismaClient(url = sqliteUrl()): PrismaClient {
  return new PrismaClient({ adapter: new PrismaBetterSQLite3({ url }) });
}

// One client per process; reused across hot reloads in development.
const globalForDb = globalThis as unknown as { cmsDb?: PrismaClient };
export const db: PrismaClient = globalForDb.cmsDb ?? createPrismaClient();
if (process.env.NODE_ENV !== "production") globalForDb.cmsDb = db;
