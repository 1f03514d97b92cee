/**
 * `npm run perf:web`: Lighthouse (mobile preset: a mid-range phone on slow 4G, simulated) over the
 * built app (the first-load floors of bench/README.md "Floors"). Starts the server as shipped
 * (`node src/server/main.ts`, logging on) on a scratch PGlite directory, signs teams up through the
 * API, and audits the landing page, the dashboard of a returning user (onboarding done) and the
 * first dashboard a new team's creator sees (the welcome card and the tour), each `PERF_RUNS` times
 * (default 3) in Debian's Chromium; prints the median of each figure, with the blocking time of the
 * page's own CPU beside Lighthouse's (`cpuTbtMs`). Writes bench/results/lighthouse-latest.json.
 * Needs `npm run build` first.
 *
 * Env: PERF_RUNS, PERF_PORT (default 3390), CHROMIUM_PATH (default /usr/bin/chromium), PERF_PAGES
 * (comma list of page names, default every page), PERF_REPORTS=1 (also write each run's whole report
 * to bench/results/lighthouse-<page>-<run>.json: the LCP element, long tasks, the request chain; and
 * its trace beside it as .trace.json, which Chrome DevTools' Performance panel opens). The
 * server is started through src/server/test/process-harness.ts, as the fault tests start it.
 */
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type RunnerResult } from "lighthouse";
import { call, startServer, waitForHealth } from "../src/server/test/process-harness.ts";
import { blockingMs, type TraceEvent } from "./trace-events.ts";

const RUNS = Number(process.env.PERF_RUNS ?? 3);
const PORT = Number(process.env.PERF_PORT ?? 3390);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const PAGES = process.env.PERF_PAGES?.split(",").map((name) => name.trim());
const KEEP_REPORTS = process.env.PERF_REPORTS === "1";

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /**
   * FCP and LCP as the trace saw them: the page loads unthrottled and Lighthouse simulates the slow
   * phone afterwards, so these are this machine's own times, not the simulated phone's.
   */
  observedFcpMs: number;
  observedLcpMs: number;
  /**
   * Total Blocking Time counted from the page's own main-thread CPU instead of its tasks' wall time:
   * each task after the first contentful paint, its CPU time (the trace's `tdur`) times Lighthouse's
   * 4x slowdown, past 50 ms. On a machine whose cores the browser, the server and Lighthouse share,
   * a task's wall time is mostly waiting for a core (bench/README.md "First load"); this
   * figure is what the page itself asks of the main thread. It counts to the trace's end, not to
   * Lighthouse's time to interactive, so it errs high.
   */
  cpuTbtMs: number;
  /** Audits below a full score in accessibility or best practices, by id. */
  failing: string[];
}

/**
 * Signs a new team up and returns its session cookie ("name=value"); with `onboarded`, its creator
 * has finished onboarding (a returning user), else it is the first visit of a new team's creator
 * (the "New to Officely?" card and the tour).
 */
async function signUp(base: string, onboarded = true): Promise<string> {
  const signup = await call(base, "POST", "/api/auth/signup", {
    body: {
      name: "Perf Person",
      email: `perf-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      password: "Lantern-Basil-Comet-5",
      companyName: "Perf Co",
    },
  });
  if (signup.status !== 201 || !signup.cookie) throw new Error(`sign-up answered ${signup.status}`);
  if (!onboarded) return signup.cookie;
  const done = await call(base, "PATCH", "/api/user/complete-onboarding", { cookie: signup.cookie });
  if (done.status !== 200) throw new Error(`complete-onboarding answered ${done.status}`);
  return signup.cookie;
}

/**
 * A cold, signed-in browser for the next audit: the origin's storage, service worker and the HTTP
 * cache cleared (what Lighthouse's own reset does), then the session cookie set as a browser cookie,
 * so every request carries it (the real-time WebSocket too, which Lighthouse's extra headers miss).
 */
async function signInColdBrowser(port: number, url: string, cookie: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error("the browser has no default context");
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    const { origin } = new URL(url);
    await session.send("Storage.clearDataForOrigin", { origin, storageTypes: "all" });
    await session.send("Network.clearBrowserCache");
    const [name, value] = cookie.split("=") as [string, string];
    await context.addCookies([{ name, value, url: origin }]);
    await page.close();
  } finally {
    await browser.close();
  }
}

/** Times a run is repeated when Lighthouse could not record it (its `runtimeError`). */
const RECORDING_RETRIES = 2;

async function audit(url: string, port: number, cookie?: string, reportFile?: string): Promise<Figures> {
  let result: RunnerResult | undefined;
  for (let attempt = 0; attempt <= RECORDING_RETRIES; attempt += 1) {
    if (cookie) await signInColdBrowser(port, url, cookie);
    result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices"],
      // Signed in, the storage was reset above, keeping the session cookie Lighthouse's reset would clear.
      disableStorageReset: cookie !== undefined,
    });
    // A trace Lighthouse could not read (NO_NAVSTART, seen in about one run of ten here) scores the
    // page 0 with no metrics: a failed recording, not a figure, so the run is made again.
    const error = result?.lhr.runtimeError;
    if (!error) break;
    if (attempt === RECORDING_RETRIES) {
      throw new Error(`${url}: Lighthouse could not record the run ${attempt + 1} times (${error.code})`);
    }
    console.warn(`${url}: Lighthouse could not record the run (${error.code}); running it again.`);
  }
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const trace = (result.artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace;
  if (reportFile) {
    await writeFile(reportFile, JSON.stringify(result.lhr));
    if (trace) await writeFile(reportFile.replace(/\.json$/, ".trace.json"), JSON.stringify(trace));
  }
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const observed = (audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0] ?? {};
  const failing = ["accessibility", "best-practices"].flatMap((category) =>
    (categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    fcpMs: Math.round(value("first-contentful-paint")),
    lcpMs: Math.round(value("largest-contentful-paint")),
    tbtMs: Math.round(value("total-blocking-time")),
    cls: Number(value("cumulative-layout-shift").toFixed(3)),
    speedIndexMs: Math.round(value("speed-index")),
    observedFcpMs: Math.round(observed.observedFirstContentfulPaint ?? Number.NaN),
    observedLcpMs: Math.round(observed.observedLargestContentfulPaint ?? Number.NaN),
    cpuTbtMs: trace ? cpuBlockingMs(trace.traceEvents) : Number.NaN,
    failing,
  };
}

/** `Figures.cpuTbtMs` of a Lighthouse trace: the page is the renderer main thread that ran the most. */
function cpuBlockingMs(events: readonly TraceEvent[]): number {
  const threadOf = (e: TraceEvent) => `${e.pid}:${e.tid}`;
  const rendererMains = new Set(
    events.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain").map(threadOf),
  );
  const tasks = events.filter((e) => e.name === "RunTask" && e.ph === "X" && rendererMains.has(threadOf(e)));
  const busy = new Map<string, number>();
  for (const task of tasks) busy.set(threadOf(task), (busy.get(threadOf(task)) ?? 0) + (task.dur ?? 0));
  const page = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  const [pid] = (page ?? "").split(":").map(Number);
  const fcp = events.find((e) => e.name === "firstContentfulPaint" && e.pid === pid)?.ts;
  if (page === undefined || fcp === undefined) return Number.NaN;
  return Math.round(
    tasks
      .filter((task) => threadOf(task) === page && task.ts >= fcp)
      .reduce((sum, task) => sum + blockingMs((task.tdur ?? 0) / 1000), 0),
  );
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function summarise(runs: Figures[]): Figures {
  const pick = (key: Exclude<keyof Figures, "failing">) => median(runs.map((r) => r[key]));
  return {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    fcpMs: pick("fcpMs"),
    lcpMs: pick("lcpMs"),
    tbtMs: pick("tbtMs"),
    cls: pick("cls"),
    speedIndexMs: pick("speedIndexMs"),
    observedFcpMs: pick("observedFcpMs"),
    observedLcpMs: pick("observedLcpMs"),
    cpuTbtMs: pick("cpuTbtMs"),
    failing: [...new Set(runs.flatMap((r) => r.failing))],
  };
}

async function main(): Promise<void> {
  if (!existsSync("dist/web/index.html")) {
    console.warn("No built app found: run `npm run build` first.");
  }
  const dataDir = await mkdtemp(join(tmpdir(), "officely-perf-"));
  // As shipped, on a scratch PGlite directory (the process harness the fault tests use).
  const server = startServer(PORT, { DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  try {
    await waitForHealth(server);
    const base = server.base;
    const returning = await signUp(base);
    // A first visit is first once: each run of it signs a new team up.
    const pages: { name: string; url: string; cookie?: () => Promise<string> }[] = [
      { name: "landing", url: `${base}/` },
      { name: "dashboard", url: `${base}/dashboard`, cookie: async () => returning },
      { name: "dashboard-first-time", url: `${base}/dashboard`, cookie: () => signUp(base, false) },
    ].filter((page) => !PAGES || PAGES.includes(page.name));
    await mkdir("bench/results", { recursive: true });
    const results: Record<string, Figures & { runs: Figures[] }> = {};
    for (const page of pages) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const reportFile = KEEP_REPORTS ? `bench/results/lighthouse-${page.name}-${i + 1}.json` : undefined;
        runs.push(await audit(page.url, chrome.port, await page.cookie?.(), reportFile));
      }
      results[page.name] = { ...summarise(runs), runs };
    }
    console.log(`Lighthouse ${RUNS} run(s) per page, mobile preset, medians:`);
    console.table(
      Object.fromEntries(
        Object.entries(results).map(([name, r]) => [
          name,
          {
            performance: r.performance,
            accessibility: r.accessibility,
            "best practices": r.bestPractices,
            "FCP ms": r.fcpMs,
            "LCP ms": r.lcpMs,
            "TBT ms": r.tbtMs,
            CLS: r.cls,
            "SI ms": r.speedIndexMs,
            "observed FCP ms": r.observedFcpMs,
            "observed LCP ms": r.observedLcpMs,
            "TBT of the page's CPU ms": r.cpuTbtMs,
          },
        ]),
      ),
    );
    for (const [name, r] of Object.entries(results)) {
      if (r.failing.length > 0) console.log(`${name}, audits below full score: ${r.failing.join(", ")}`);
    }
    await writeFile("bench/results/lighthouse-latest.json", `${JSON.stringify(results, null, 2)}\n`);
  } finally {
    chrome.kill();
    server.child.kill("SIGTERM");
    await server.exited;
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
