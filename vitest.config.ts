import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // `server-only` guards the Next bundle; tests run on the server already.
      "server-only": path.resolve(import.meta.dirname, "tests/support/server-only.ts"),
    },
  },
  test: {
    include: ["tests/**/*.test.ts"],
    globalSetup: ["tests/support/global-setup.ts"],
    setupFiles: ["tests/support/env.ts"],
    environment: "node",
    // Processes, not threads: Node 24's V8 can abort the whole process on WebAssembly code churn across
    // threads (nodejs/node#64500, "jit_page_->allocations_.erase"); a process per file contains it.
    pool: "forks",
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
