import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import { E2E_DNS_PORT } from "./e2e/sso-ports.ts";
import { CREATE_SUPER_ADMIN } from "./e2e/super-admin-account.ts";

/**
 * End-to-end tests drive the real built app (npm run build, then src/server/main.ts on a fresh
 * embedded database) in Debian's Chromium; no browser is ever downloaded.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
// Debian's headless shell (package chromium-headless-shell: Chromium without the desktop browser's
// windowing, the build Playwright itself runs headless) costs the suite less CPU than the full
// browser, which the 2-core CI is short of (bench/README.md "Test suite"); the full one otherwise.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const CHROMIUM = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium";
const DATA_DIR = "test-results/e2e-data";

export default defineConfig({
  testDir: "e2e",
  // Review screenshots (e2e/review/*.shots.ts) run only when REVIEW_SHOTS names their folder.
  testMatch: process.env.REVIEW_SHOTS ? "**/*.shots.ts" : "**/*.spec.ts",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [["list"], ["json", { outputFile: "reports/e2e.json" }]] : "list",
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    // The service worker precaches the whole app on a context's first visit: only the specs about
    // it (offline.spec.ts, offline.shots.ts) allow it, so every other spec measures the app alone.
    serviceWorkers: "block",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    // The super admin is made the way an operator makes one: with the CLI, before the server starts.
    command: `rm -rf ${DATA_DIR} && ${CREATE_SUPER_ADMIN} && node src/server/main.ts`,
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      DATA_DIR,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      APP_URL: `http://localhost:${PORT}`,
      // Every e2e test signs up its own team from one address; keep the per-IP limit out of the way.
      REGISTRATION_RATE_LIMIT_MAX: "1000",
      DNS_SERVERS: `127.0.0.1:${E2E_DNS_PORT}`,
      // The identity providers of the single sign-on specs listen on this machine.
      OUTBOUND_ALLOW_PRIVATE: "true",
      // So does the webhook receiver of webhooks.spec.ts.
      WEBHOOK_ALLOW_PRIVATE: "true",
    },
  },
});
