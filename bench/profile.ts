/**
 * CPU profiles of single bench scenarios, each route alone (not mixed with the bare route or
 * another scenario). BENCH_PROFILE names the scenarios to profile (comma list of names as printed, e.g.
 * `booking create,availability read`); the server in this process is sampled with the V8 inspector
 * while that scenario's load runs, the profile is written to bench/results/<name>.cpuprofile (open
 * it in Chrome DevTools or speedscope) and the functions with the most self time are printed.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";

const WANTED = new Set(
  (process.env.BENCH_PROFILE ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean),
);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

/** Runs `run`; when BENCH_PROFILE names `name`, samples this process meanwhile and reports where the time went. */
export async function profiled<T>(name: string, resultsDir: URL, run: () => Promise<T>): Promise<T> {
  if (!WANTED.has(name)) return run();
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 500 });
  await session.post("Profiler.start");
  try {
    return await run();
  } finally {
    const { profile } = await session.post("Profiler.stop");
    session.disconnect();
    const file = new URL(`${name.replaceAll(" ", "-")}.cpuprofile`, resultsDir);
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(file, JSON.stringify(profile));
    printTopSelfTime(name, profile.nodes as ProfileNode[], file);
  }
}

/** The 20 functions with the most samples of their own, and the share of samples per package. */
function printTopSelfTime(name: string, nodes: ProfileNode[], file: URL): void {
  const total = nodes.reduce((sum, n) => sum + (n.hitCount ?? 0), 0);
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  for (const node of nodes) {
    const hits = node.hitCount ?? 0;
    if (hits === 0) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url.replace(/^file:\/\/.*?\/(node_modules|src)\//, "$1/");
    const key = `${functionName || "(anonymous)"} ${where}:${lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + hits);
    byPackage.set(packageOf(url, functionName), (byPackage.get(packageOf(url, functionName)) ?? 0) + hits);
  }
  const pct = (hits: number) => `${((100 * hits) / total).toFixed(1).padStart(5)} %`;
  console.log(`\n  CPU profile of "${name}": ${total} samples, written to ${file.pathname}`);
  console.log("  by package (self time):");
  for (const [pkg, hits] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
    console.log(`    ${pct(hits)}  ${pkg}`);
  }
  console.log("  by function (self time):");
  for (const [fn, hits] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 20)) {
    console.log(`    ${pct(hits)}  ${fn}`);
  }
}

/** A sample's owner: the npm package, our source folder, Node's internals, or V8's own (GC, idle). */
function packageOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith("(") ? functionName : "(native)";
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  const ours = url.match(/\/src\/([^/]+\/(?:modules\/[^/]+|[^/]+))/);
  if (ours) return `src/${ours[1]}`;
  if (url.startsWith("node:")) return "node internals";
  return url.replace(/^file:\/\/.*\/(bench\/)/, "$1");
}
