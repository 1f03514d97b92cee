import { defineConfig } from "vitest/config";

/**
 * Unit and integration tests. Each test file gets its own in-memory PGlite, or, with DATABASE_URL,
 * the shared PostgreSQL (migrated once by the global setup; tests isolate themselves by team).
 */
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "scripts/**/*.test.ts"],
    globalSetup: ["src/server/test/global-setup.ts"],
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
  },
});
