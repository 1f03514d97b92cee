/**
 * Prints one closing line per suite and a total, in the plain form "N passed, N failed", from the JSON
 * reports Vitest and Playwright write under test-results/ when CI=true.
 */
import { existsSync, readFileSync } from "node:fs";

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

function vitest(file: string): Counts | null {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

function playwright(file: string): Counts | null {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, "utf8")) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    skipped: report.stats.skipped,
  };
}

const suites: [string, Counts | null][] = [
  ["integration on PGlite", vitest("reports/vitest-pglite.json")],
  ["integration on PostgreSQL", vitest("reports/vitest-postgresql.json")],
  ["end-to-end in Chromium", playwright("reports/e2e.json")],
];
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
for (const [name, counts] of suites) {
  if (!counts) {
    console.log(`${name}: no report found`);
    continue;
  }
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
  console.log(`${name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
}
console.log(`total: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
