/**
 * `node scripts/trace-web.ts`: the main thread's tasks while the signed-in dashboard loads (what
 * Total Blocking Time counts). Starts the built app as shipped on a scratch PGlite directory, signs a team
 * up, loads /dashboard once to warm the server's render, then loads it again in Debian's Chromium at
 * a phone's viewport, unthrottled, with a Chrome trace that holds both the tasks and V8's samples.
 * Prints every task of the page's main thread over `TRACE_MIN_MS` with where its time went (the
 * functions sampled in it; by source file and line when dist/web was built with
 * `npx vite build --sourcemap`), and the blocking time Lighthouse's simulation would make of them:
 * its mobile preset multiplies each task by 4 and counts what passes 50 ms.
 *
 * Unlike scripts/profile-web.ts (a CPU profile with the CPU slowed down, cut at idle gaps), the
 * trace shows the tasks themselves, which is what blocking time counts.
 *
 * Env: TRACE_MIN_MS (default 8), TRACE_PAGE (default /dashboard), CHROMIUM_PATH (signed-in-phone.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { SourceMapConsumer } from "source-map-js";
import { withSignedInPhone } from "./signed-in-phone.ts";
import { BLOCKING_MS, blockingMs, SLOWDOWN, type TraceEvent } from "./trace-events.ts";

const MIN_MS = Number(process.env.TRACE_MIN_MS ?? 8);
const PAGE = process.env.TRACE_PAGE ?? "/dashboard";
const WEB = new URL("../dist/web", import.meta.url).pathname;

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

async function recordTrace(): Promise<TraceEvent[]> {
  return withSignedInPhone(async ({ base, browser, phone }) => {
    // The server's first render after a start loads its render module: not what is measured. In a
    // context of its own, so the measured load has no cache (nor V8's code cache), as Lighthouse's.
    const warm = await phone();
    await (await warm.newPage()).goto(`${base}${PAGE}`);
    await warm.close();
    const page = await (await phone()).newPage();
    await browser.startTracing(page, {
      categories: [
        "devtools.timeline",
        "disabled-by-default-devtools.timeline",
        "disabled-by-default-v8.cpu_profiler",
        "loading",
      ],
    });
    await page.goto(`${base}${PAGE}`, { waitUntil: "networkidle" });
    await page.waitForTimeout(2_000);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return trace.traceEvents;
  });
}

const maps = new Map<string, SourceMapConsumer | null>();
/** `name@file:line` of a sampled frame, through dist/web's source maps when the build has them. */
function frameName(frame: CallFrame): string {
  if (!frame.url) return frame.functionName || "(native)";
  const path = new URL(frame.url).pathname;
  if (!maps.has(path)) {
    const file = join(WEB, `${path}.map`);
    maps.set(path, existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, "utf8"))) : null);
  }
  const map = maps.get(path);
  if (!map) return `${frame.functionName || "(anonymous)"}@${path}`;
  const at = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = (at.source ?? "?").replace(/^(\.\.\/)+/, "").replace(/^node_modules\/((@[^/]+\/)?[^/]+)\/.*/, "$1");
  return `${at.name ?? (frame.functionName || "(anonymous)")}@${source}:${at.line}`;
}

const events = await recordTrace();
// The trace holds every renderer of the browser (Chromium's own WebUI pages too, each with a V8
// profile of the same id), and a renderer's workers have profiles of their own: the page's is the
// main thread of the process the browser committed the page's address to.
const pageProcess = events.find(
  (e) => e.name === "FrameCommittedInBrowser" && String(e.args?.data?.url ?? "").endsWith(PAGE),
)?.args.data.processId;
if (pageProcess === undefined) throw new Error(`the trace holds no navigation to ${PAGE}`);
const mainThread = events.find(
  (e) => e.ph === "M" && e.name === "thread_name" && e.pid === pageProcess && e.args?.name === "CrRendererMain",
)?.tid;
const profile = events.find((e) => e.name === "Profile" && e.pid === pageProcess && e.tid === mainThread);
if (!profile) throw new Error("the trace holds no V8 samples of the page");
const { pid, tid } = profile;
const frames = new Map<number, CallFrame>();
const parents = new Map<number, number>();
const samples: { ts: number; node: number }[] = [];
let ts: number = profile.args.data.startTime;
// The chunks are written by the profiler's own thread (Chromium 156.0.8078.108), not the main thread:
// the profile's id within the process is what ties them to it.
for (const chunk of events.filter((e) => e.name === "ProfileChunk" && e.pid === pid && e.id === profile.id)) {
  const { cpuProfile = {}, timeDeltas = [] } = chunk.args.data;
  for (const node of cpuProfile.nodes ?? []) {
    frames.set(node.id, node.callFrame);
    if (node.parent) parents.set(node.id, node.parent);
  }
  (cpuProfile.samples ?? []).forEach((node: number, i: number) => {
    ts += timeDeltas[i] ?? 0;
    samples.push({ ts, node });
  });
}
/** Our own code's innermost frame in a sample's stack (src/), where a person would look first. */
function oursIn(node: number): string | null {
  for (let at: number | undefined = node; at !== undefined; at = parents.get(at)) {
    const name = frameName(frames.get(at) as CallFrame);
    if (name.includes("@src/")) return name;
  }
  return null;
}

const onMainThread = events.filter((e) => e.ph === "X" && e.pid === pid && e.tid === tid);
const tasks = onMainThread.filter((e) => e.name === "RunTask" && (e.dur ?? 0) >= MIN_MS * 1000);
const start = Math.min(...onMainThread.filter((e) => e.name === "RunTask").map((e) => e.ts));
/** The browser's own steps inside a task (compiling, parsing HTML, layout...), longest first. */
const stepsIn = (task: TraceEvent) =>
  onMainThread
    .filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0))
    .filter((e) => /compile|Parse|Layout|UpdateLayoutTree|evaluate|GC|Paint|Commit/i.test(e.name))
    .filter((e) => (e.dur ?? 0) >= 1000)
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
    .slice(0, 4)
    .map((e) => `${e.name} ${((e.dur ?? 0) / 1000).toFixed(1)} ms`);
// Blocking time counts from the first contentful paint (tasks before it hold the paint back instead).
const firstPaint = events.find((e) => e.name === "firstContentfulPaint" && e.pid === pid)?.ts ?? start;
let blocking = 0;
console.log(`${PAGE}, unthrottled, no cache; main-thread tasks of ${MIN_MS} ms or more (from the first task):`);
for (const task of tasks) {
  const ms = (task.dur ?? 0) / 1000;
  if (task.ts >= firstPaint) blocking += blockingMs(ms);
  const inTask = samples.filter((s) => s.ts >= task.ts && s.ts <= task.ts + (task.dur ?? 0));
  const tally = (key: (node: number) => string | null) => {
    const counts = new Map<string, number>();
    for (const sample of inTask) {
      const k = key(sample.node);
      if (k) counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    return [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([k, n]) => `${Math.round((100 * n) / Math.max(1, inTask.length))} % ${k}`);
  };
  console.log(
    `- at ${Math.round((task.ts - start) / 1000)} ms: ${ms.toFixed(1)} ms (x${SLOWDOWN}: ${Math.round(ms * SLOWDOWN)} ms)`,
  );
  const steps = stepsIn(task);
  if (steps.length > 0) console.log(`    steps: ${steps.join(", ")}`);
  for (const line of tally(oursIn)) console.log(`    in ${line}`);
  for (const line of tally((node) => frameName(frames.get(node) as CallFrame))) console.log(`    self ${line}`);
}
console.log(
  `First contentful paint at ${Math.round((firstPaint - start) / 1000)} ms; blocking time of the tasks after it at ${SLOWDOWN}x (each past ${BLOCKING_MS} ms): ${Math.round(blocking)} ms`,
);
