import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT || 3210);
const debianChromium = "/usr/bin/chromium";

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
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      // Debian's Chromium where it exists (offline machines); Playwright's own browser elsewhere.
      executablePath: existsSync(debianChromium) ? debianChromium : undefined,
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
