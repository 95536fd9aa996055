import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { ownDatabase } from "../support/seeded-site";

/**
 * Another process (the CLI, a second instance) writes while the server is inside a transaction
 * that has already read. With a deferred BEGIN the server's write fails at once with "database is
 * locked"; lib/db.ts begins transactions IMMEDIATE, so the other writer waits its turn instead.
 */
const useOwnDatabase = ownDatabase("concurrent-writes");
let db: PrismaClient;
let file: string;

beforeAll(async () => {
  useOwnDatabase();
  file = process.env.DATABASE_URL!.replace(/^file:/, "");
  db = (await import("@/lib/db")).createPrismaClient(process.env.DATABASE_URL);
  await db.$executeRawUnsafe("CREATE TABLE scratch (who TEXT)");
});
afterAll(() => db.$disconnect());

/** A second process, started and ready, that inserts one row when told to, waiting up to 10 s for the write lock like the app does. */
async function otherProcess() {
  const script = `const db = new (require("better-sqlite3"))(process.argv[1], { timeout: 10000 });
process.stdout.write("ready\\n");
process.stdin.once("data", () => { db.prepare("INSERT INTO scratch (who) VALUES ('other')").run(); process.stdout.write("written\\n"); process.exit(0); });`;
  const child = spawn(process.execPath, ["-e", script, file], { stdio: ["pipe", "pipe", "inherit"] });
  const said = (word: string) => new Promise<void>((resolve) => child.stdout.on("data", (data: Buffer) => data.toString().includes(word) && resolve()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  await said("ready");
  return { write: () => child.stdin.write("go\n"), written: said("written"), exited };
}

describe("a transaction that reads, then writes, while another process writes", () => {
  it("commits, and the other writer waits for it instead of either failing", async () => {
    const other = await otherProcess();
    await db.$transaction(async (tx) => {
      await tx.$queryRawUnsafe("SELECT count(*) FROM scratch");
      other.write();
      // Give the other process time to write now if it can (with a deferred BEGIN it can, and this transaction then fails).
      await Promise.race([other.written, new Promise((resolve) => setTimeout(resolve, 500))]);
      await tx.$executeRawUnsafe("INSERT INTO scratch (who) VALUES ('server')");
    });
    expect(await other.exited).toBe(0);
    expect(await db.$queryRawUnsafe("SELECT who FROM scratch ORDER BY rowid")).toEqual([{ who: "server" }, { who: "other" }]);
  });
});
