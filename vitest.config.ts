import { availableParallelism } from "node:os";
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { defineConfig } from "vitest/config";

/**
 * The files that take longest, by far (tens of seconds each, where most take one or two). Started
 * first, so no worker is left running one of them alone at the end; without a timing cache (a clean
 * clone) Vitest would order files by size, and these are small files.
 */
const LONGEST = ["tests/offline-model-cases/accuracy.test.ts", "tests/cli/cli.test.ts", "tests/agent/providers/faults.test.ts", "tests/services/search-at-scale.test.ts"];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const rank = (file: TestSpecification) => {
      const index = LONGEST.indexOf(path.relative(import.meta.dirname, file.moduleId));
      return index === -1 ? LONGEST.length : index;
    };
    return (await super.sort(files)).map((file, order) => ({ file, order })).sort((a, b) => rank(a.file) - rank(b.file) || a.order - b.order).map(({ file }) => file);
  }
}

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
    // A file per core at least. Vitest's default leaves one core to itself (one worker on two cores,
    // so the files ran one after another); its own process mostly waits, and the files spend much of
    // their time waiting on child processes, servers and the database, so two run side by side on two
    // cores. The files are written to share the database with files running beside them.
    maxWorkers: Math.max(2, availableParallelism()),
    sequence: { sequencer: LongestFirst },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
