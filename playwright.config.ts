import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

/**
 * Each test worker has a server of its own, with a database and media folder of its own, on port
 * E2E_PORT + the worker's index: tests in different workers never see each other's data, and the
 * tests of one worker run one after another against their server, as they did on a single one.
 * Playwright loads this file again in every worker, with TEST_PARALLEL_INDEX set. Give the number of
 * workers with E2E_WORKERS (not --workers, which would leave a worker without a server).
 */
const workers = Number(process.env.E2E_WORKERS || 2);
const basePort = Number(process.env.E2E_PORT || 3210);
const port = basePort + Number(process.env.TEST_PARALLEL_INDEX || 0);
const dataDir = process.env.E2E_DATA_DIR || "data/e2e";
// Debian's headless shell when installed (what Playwright itself runs headless: the e2e suite takes
// about 40 % less time than with the full browser), else Debian's Chromium.
const debianBrowser = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((file) => existsSync(file));

export default defineConfig({
  testDir: "e2e",
  // Separate folders let several local runs (each with its own E2E_PORT, E2E_WORKERS ports apart) work side by side.
  outputDir: process.env.E2E_OUTPUT_DIR || "test-results",
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    // A failed test keeps its trace: every action with its locator, timing and error, the network, the
    // console and the test's source, plus a screenshot of the end (below) and Playwright's snapshot of
    // the page's accessibility tree at the failure (error-context.md). Recorded for every test, so not
    // its two costly parts: the film strip (a screencast that keeps Chromium drawing frames through
    // every test) and the DOM before and after each action; together they made the run about 1.7 times
    // as long on two cores. For those, run the failing test with `--trace on`.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: false },
    screenshot: "only-on-failure",
    launchOptions: {
      // Debian's browser where it exists (offline machines); Playwright's own elsewhere.
      executablePath: debianBrowser,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  // Started one after another: the first builds the app when needed, the others find it built.
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: "node scripts/e2e-server.mjs",
    env: { E2E_PORT: String(basePort + index), E2E_DATA_DIR: `${dataDir}/${basePort + index}` },
    url: `http://localhost:${basePort + index}/login`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "pipe" as const,
  })),
});
