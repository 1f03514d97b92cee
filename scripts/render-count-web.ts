/**
 * `node scripts/render-count-web.ts`: how much React work the signed-in dashboard's load does, in
 * counts that do not move with the machine (Lighthouse's TBT can move more between runs of one build
 * than between builds). Starts the built app as shipped (signed-in-phone.ts),
 * loads /dashboard at a phone's viewport, and counts through React's DevTools hook (which production
 * builds call too): the commits, and the components that rendered in each (mounted, or updated with
 * React's PerformedWork flag set, the test React DevTools uses). Prints the totals, each commit with
 * its time after navigation, and the components that rendered most. Needs `npm run build` first;
 * names are minified unless the build is not (`npx vite build --minify false`).
 *
 * Env: RENDER_PAGE (default /dashboard), RENDER_RUNS (default 3), CHROMIUM_PATH.
 */
import { withSignedInPhone } from "./signed-in-phone.ts";

const PAGE = process.env.RENDER_PAGE ?? "/dashboard";
const RUNS = Number(process.env.RENDER_RUNS ?? 3);

interface Commit {
  at: number;
  rendered: number;
  mounted: number;
  names: Record<string, number>;
}
interface Counts {
  commits: Commit[];
  byName: Record<string, number>;
}

/** Runs in the page before its scripts: a stand-in DevTools hook that counts each commit's renders. */
function installCounter(): void {
  const counts: Counts = { commits: [], byName: {} };
  (window as unknown as { __renders: Counts }).__renders = counts;
  // Function, class, forwardRef, memo and simple memo components (React's work tags).
  const components = new Set([0, 1, 11, 14, 15]);
  const performedWork = 1;
  // biome-ignore lint/suspicious/noExplicitAny: React's fibers are internal
  type Fiber = any;
  const nameOf = (fiber: Fiber): string => {
    const type = fiber.type;
    const inner = type?.render ?? type?.type;
    return type?.displayName || inner?.displayName || inner?.name || type?.name || "(anonymous)";
  };
  let commit: Commit = { at: 0, rendered: 0, mounted: 0, names: {} };
  const count = (fiber: Fiber, isMount: boolean) => {
    if (!components.has(fiber.tag)) return;
    commit.rendered++;
    if (isMount) commit.mounted++;
    const name = nameOf(fiber);
    counts.byName[name] = (counts.byName[name] ?? 0) + 1;
    commit.names[name] = (commit.names[name] ?? 0) + 1;
  };
  const mount = (fiber: Fiber) => {
    for (let at: Fiber = fiber; at; at = at.sibling) {
      count(at, true);
      if (at.child) mount(at.child);
    }
  };
  // React DevTools' own walk: a subtree whose child pointer did not change did not render.
  const update = (next: Fiber, prev: Fiber) => {
    if (next.flags & performedWork) count(next, false);
    if (next.child === prev.child) return;
    for (let child: Fiber = next.child; child; child = child.sibling) {
      if (child.alternate) update(child, child.alternate);
      else {
        count(child, true);
        if (child.child) mount(child.child);
      }
    }
  };
  let nextId = 1;
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => nextId++,
    checkDCE: () => {},
    onScheduleFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberRoot: (_id: number, root: Fiber) => {
      commit = { at: Math.round(performance.now()), rendered: 0, mounted: 0, names: {} };
      const current = root.current;
      const prev = current.alternate;
      if (!prev || prev.memoizedState?.element == null) mount(current.child);
      else update(current, prev);
      counts.commits.push(commit);
    },
  };
}

async function measure(): Promise<Counts[]> {
  return withSignedInPhone(async ({ base, phone }) => {
    const runs: Counts[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await phone();
      const page = await context.newPage();
      await page.addInitScript(installCounter);
      await page.goto(`${base}${PAGE}`, { waitUntil: "networkidle" });
      await page.waitForTimeout(3_000);
      runs.push(await page.evaluate(() => (window as unknown as { __renders: Counts }).__renders));
      await context.close();
    }
    return runs;
  });
}

async function main(): Promise<void> {
  const runs = await measure();
  for (const [index, run] of runs.entries()) {
    const rendered = run.commits.reduce((sum, commit) => sum + commit.rendered, 0);
    const mounted = run.commits.reduce((sum, commit) => sum + commit.mounted, 0);
    console.log(
      `run ${index + 1}: ${run.commits.length} commits, ${rendered} component renders (${mounted} mounts, ${rendered - mounted} updates)`,
    );
    console.log(
      `  commits (ms after navigation: renders): ${run.commits.map((commit) => `${commit.at}: ${commit.rendered}`).join(", ")}`,
    );
  }
  const last = runs.at(-1);
  if (!last) return;
  const top = Object.entries(last.byName)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25);
  if (process.env.RENDER_VERBOSE) {
    for (const commit of last.commits) {
      const names = Object.entries(commit.names).sort((a, b) => b[1] - a[1]);
      console.log(`\ncommit at ${commit.at} ms: ${names.map(([name, times]) => `${name} ${times}`).join(", ")}`);
    }
  }
  console.log("\nmost rendered (last run):");
  for (const [name, times] of top) console.log(`  ${String(times).padStart(5)}  ${name}`);
}

await main();
