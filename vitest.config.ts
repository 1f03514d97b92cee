import lingui from "@lingui/vite-plugin";
import { defineConfig } from "vitest/config";

/**
 * Two projects. "node": unit and integration tests; each test file gets its own in-memory PGlite
 * (loaded from the image of a migrated one the global setup makes), or, with DATABASE_URL, the
 * shared PostgreSQL (migrated once by the global setup; tests isolate themselves by team). "dom":
 * the web app's component tests (*.test.tsx), rendered in happy-dom with the network faked at fetch.
 */
export default defineConfig({
  // The web app's message catalogues are imported compiled, as in the build (docs/decisions/0026).
  plugins: [lingui()],
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
    maxWorkers: 2,
    // In CI a JSON report per database feeds the closing summary (scripts/test-summary.ts).
    reporters: process.env.CI
      ? [
          "default",
          ["json", { outputFile: `reports/vitest-${process.env.DATABASE_URL ? "postgresql" : "pglite"}.json` }],
        ]
      : ["default"],
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          include: ["src/**/*.test.ts", "scripts/**/*.test.ts"],
          globalSetup: ["src/server/test/global-setup.ts"],
          // A worker runs file after file with the modules it has imported: importing the app again for
          // each file was most of the suite's start-up. Each file still opens its own database and app
          // (src/server/test/harness.ts), so a file never sees another's data; a test that changes
          // module state (a spy, a fake timer) undoes it in its own afterEach.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "dom",
          include: ["src/web/**/*.test.tsx"],
          environment: "happy-dom",
          // The machine's zone is UTC, as in CI, so a test of another team zone shows times read in the wrong one.
          env: { TZ: "UTC" },
          setupFiles: ["src/web/test/setup.ts"],
        },
      },
    ],
  },
});
