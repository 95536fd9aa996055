import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";

// Site settings are one shared row; test files running in parallel take turns changing it.
const lockDir = () => path.join(process.env.TEST_RUN_DIR!, "settings.lock");

export async function acquireSettingsLock() {
  for (;;) {
    try {
      mkdirSync(lockDir());
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

export function releaseSettingsLock() {
  rmSync(lockDir(), { recursive: true, force: true });
}

export async function withSettingsLock<T>(run: () => Promise<T>): Promise<T> {
  await acquireSettingsLock();
  try {
    return await run();
  } finally {
    releaseSettingsLock();
  }
}
