import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT || 3210);
// Debian's headless shell when installed (what Playwright itself runs headless: the e2e suite takes
// about 40 % less time than with the full browser), else Debian's Chromium.
const debianBrowser = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((file) => existsSync(file));

export default defineConfig({
  testDir: "e2e",
  // Separate folders let several local runs (each with its own E2E_PORT) work side by side.
  outputDir: process.env.E2E_OUTPUT_DIR || "test-results",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    // A failed test keeps its trace: every action with the page's DOM before and after it, the network
    // and the console, plus a screenshot of the end (below). Not the trace's film strip: its screencast
    // keeps Chromium drawing frames all through every test, nearly doubling the run on two cores.
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    launchOptions: {
      // Debian's browser where it exists (offline machines); Playwright's own elsewhere.
      executablePath: debianBrowser,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    env: { E2E_PORT: String(port) },
    url: `http://localhost:${port}/login`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "pipe",
  },
});
