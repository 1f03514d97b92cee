/**
 * `node scripts/profile-web.ts`: where the signed-in dashboard's first load spends its main thread
 * (bench/README.md "First load"). Starts the built app as shipped on a scratch PGlite directory,
 * signs a team up, then loads /dashboard in Debian's Chromium at a phone's viewport with the CPU
 * slowed down 4× (as Lighthouse's mobile preset simulates it), with a V8 CPU profile running.
 * Prints every long task (over 50 ms, the tasks Total Blocking Time counts) with the functions that
 * took its time, and the self time per script. Writes bench/results/dashboard-load.cpuprofile
 * (Chrome DevTools opens it). Needs `npm run build` first.
 *
 * Env: PROFILE_SLOWDOWN (default 4), PROFILE_PAGE (default /dashboard), CHROMIUM_PATH.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { withSignedInPhone } from "./signed-in-phone.ts";

const SLOWDOWN = Number(process.env.PROFILE_SLOWDOWN ?? 4);
const PAGE = process.env.PROFILE_PAGE ?? "/dashboard";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const short = (url: string) => url.replace(/^https?:\/\/[^/]+/, "") || "(native)";

async function main(): Promise<void> {
  await withSignedInPhone(async ({ base, phone }) => {
    const context = await phone();
    const page = await context.newPage();
    await page.addInitScript(() => {
      const tasks: { start: number; duration: number }[] = [];
      (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: "longtask", buffered: true });
      const lcp: string[] = [];
      (window as unknown as { __lcp: typeof lcp }).__lcp = lcp;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { size: number; element: Element | null })[]) {
          lcp.push(
            `${Math.round(entry.startTime)} ms ${entry.size} px² <${entry.element?.tagName.toLowerCase()}> ${entry.element?.textContent?.slice(0, 40) ?? ""}`,
          );
        }
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOWDOWN });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
    await page.goto(`${base}${PAGE}`, { waitUntil: "networkidle" });
    await page.waitForTimeout(3_000);
    const { profile } = (await cdp.send("Profiler.stop")) as { profile: Profile };
    const tasks = await page.evaluate(
      () => (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks,
    );
    const paints = await page.evaluate(() =>
      performance.getEntriesByType("paint").map((p) => `${p.name} ${Math.round(p.startTime)} ms`),
    );
    const lcp = await page.evaluate(() => (window as unknown as { __lcp: string[] }).__lcp);
    await mkdir("bench/results", { recursive: true });
    await writeFile("bench/results/dashboard-load.cpuprofile", JSON.stringify(profile));

    // The profile's own tasks: runs of samples that are not idle (a gap of idle ends a task), so no
    // clock needs matching between the profile and the page.
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const fn = (node: ProfileNode) =>
      `${node.callFrame.functionName || "(anonymous)"} ${short(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;
    const runs: { start: number; ms: number; self: Map<string, number> }[] = [];
    let at = 0;
    let current: (typeof runs)[number] | null = null;
    for (let i = 0; i < profile.samples.length; i += 1) {
      const delta = (profile.timeDeltas[i] ?? 0) / 1000;
      at += delta;
      const node = byId.get(profile.samples[i] ?? -1);
      if (!node || node.callFrame.functionName === "(idle)") {
        current = null;
        continue;
      }
      if (!current) {
        current = { start: at, ms: 0, self: new Map() };
        runs.push(current);
      }
      current.ms += delta;
      const key = fn(node);
      current.self.set(key, (current.self.get(key) ?? 0) + delta);
    }
    console.log(`${PAGE} at ${SLOWDOWN}x CPU slowdown; ${paints.join(", ")}`);
    console.log(`largest contentful paints: ${lcp.join("; ")}`);
    const blocking = tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    console.log(
      `${tasks.length} long tasks seen by the page: ${tasks.map((task) => `${Math.round(task.start)}+${Math.round(task.duration)}`).join(", ")} ms; ${Math.round(blocking)} ms over 50 ms in all`,
    );
    console.log("Busy stretches of the profile over 50 ms (from the profile's start), with their top functions:");
    for (const run of runs.filter((r) => r.ms > 50)) {
      const top = [...run.self.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([k, ms]) => `${Math.round(ms)} ms ${k}`);
      console.log(`- at ${Math.round(run.start)} ms, ${Math.round(run.ms)} ms:\n    ${top.join("\n    ")}`);
    }
    const selfBy = (key: (node: ProfileNode) => string) => {
      const totals = new Map<string, number>();
      for (let i = 0; i < profile.samples.length; i += 1) {
        const node = byId.get(profile.samples[i] ?? -1);
        if (!node) continue;
        const k = key(node);
        totals.set(k, (totals.get(k) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
      }
      return [...totals.entries()].sort((a, b) => b[1] - a[1]);
    };
    console.log("Self time per script, whole load:");
    for (const [url, ms] of selfBy((node) => short(node.callFrame.url)).slice(0, 15)) {
      console.log(`  ${Math.round(ms)} ms ${url}`);
    }
  });
}

await main();
