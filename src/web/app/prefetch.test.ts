import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  PREFETCH_GAP_MS,
  PREFETCH_IDLE_TIMEOUT_MS,
  PREFETCH_START_DELAY_MS,
  PRELOADS_PER_TASK,
  type PrefetchEnv,
  preloadModules,
  schedulePrefetch,
} from "./prefetch.ts";

/** A browser whose idle callback runs when the browser is idle or at its timeout, whichever first. */
function fakeBrowser(overrides: Partial<PrefetchEnv> = {}) {
  const idle: { timeout: number; at: number }[] = [];
  let hidden = false;
  const env: PrefetchEnv = {
    connection: { effectiveType: "4g", saveData: false },
    isHidden: () => hidden,
    onIdle: (run, timeout) => {
      idle.push({ timeout, at: Date.now() });
      // Never idle: the timeout is what runs it.
      const id = setTimeout(run, timeout);
      return () => clearTimeout(id);
    },
    ...overrides,
  };
  return { env, idle, hide: (h = true) => (hidden = h) };
}

describe("prefetching the likely next pages (spec section 1)", () => {
  let loaded: { page: string; at: number }[];
  const load = (page: string) => {
    loaded.push({ page, at: Date.now() });
    return Promise.resolve();
  };

  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
    loaded = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("starts 2 s after load, asks for idle time with a 3 s timeout, then loads the map's pages 100 ms apart", () => {
    const { env, idle } = fakeBrowser();
    schedulePrefetch("/dashboard", load, env);

    vi.advanceTimersByTime(PREFETCH_START_DELAY_MS - 1);
    expect(idle).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(idle).toEqual([{ timeout: PREFETCH_IDLE_TIMEOUT_MS, at: 2000 }]);
    expect(loaded).toEqual([]);

    vi.advanceTimersByTime(PREFETCH_IDLE_TIMEOUT_MS + 2 * PREFETCH_GAP_MS);
    expect(loaded).toEqual([
      { page: "/day", at: 5000 },
      { page: "/week", at: 5100 },
      { page: "/bookings/history", at: 5200 },
    ]);
  });

  it("loads as soon as the browser is idle, before the timeout", () => {
    const { env } = fakeBrowser({
      onIdle: (run) => {
        const id = setTimeout(run, 40);
        return () => clearTimeout(id);
      },
    });
    schedulePrefetch("/day", load, env);
    vi.advanceTimersByTime(2040 + PREFETCH_GAP_MS);
    expect(loaded).toEqual([
      { page: "/week", at: 2040 },
      { page: "/month", at: 2140 },
    ]);
  });

  it.each([
    ["/day", ["/week", "/month"]],
    ["/week", ["/day", "/month"]],
    ["/month", ["/week", "/day"]],
    ["/admin", ["/team/manage", "/team/analytics"]],
    ["/settings", []],
  ])("%s prefetches %j", (path, pages) => {
    schedulePrefetch(path, load, fakeBrowser().env);
    vi.advanceTimersByTime(10_000);
    expect(loaded.map((l) => l.page)).toEqual(pages);
  });

  it.each([
    ["slow-2g", { effectiveType: "slow-2g", saveData: false }],
    ["2g", { effectiveType: "2g", saveData: false }],
    ["data-saver", { effectiveType: "4g", saveData: true }],
  ])("loads nothing on %s", (_, connection) => {
    schedulePrefetch("/dashboard", load, fakeBrowser({ connection }).env);
    vi.advanceTimersByTime(10_000);
    expect(loaded).toEqual([]);
  });

  it("loads on 3g and where the browser has no connection information", () => {
    schedulePrefetch("/day", load, fakeBrowser({ connection: { effectiveType: "3g" } }).env);
    schedulePrefetch("/week", load, fakeBrowser({ connection: undefined }).env);
    vi.advanceTimersByTime(10_000);
    expect(loaded.map((l) => l.page).sort()).toEqual(["/day", "/month", "/month", "/week"]);
  });

  it("loads nothing in a hidden tab, and stops when the tab is hidden half-way", () => {
    const hiddenTab = fakeBrowser();
    hiddenTab.hide();
    schedulePrefetch("/dashboard", load, hiddenTab.env);
    vi.advanceTimersByTime(10_000);
    expect(loaded).toEqual([]);

    const tab = fakeBrowser();
    schedulePrefetch("/dashboard", load, tab.env);
    vi.advanceTimersByTime(5000);
    expect(loaded.map((l) => l.page)).toEqual(["/day"]);
    tab.hide();
    vi.advanceTimersByTime(10_000);
    expect(loaded.map((l) => l.page)).toEqual(["/day"]);
  });

  it("leaves out pages already prefetched, and nothing is loaded once cancelled", () => {
    const done = new Set<string>(["/week"]);
    schedulePrefetch("/day", load, fakeBrowser().env, done);
    vi.advanceTimersByTime(10_000);
    expect(loaded.map((l) => l.page)).toEqual(["/month"]);

    loaded = [];
    const cancel = schedulePrefetch("/dashboard", load, fakeBrowser().env);
    vi.advanceTimersByTime(2500);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(loaded).toEqual([]);
  });
});

/** The part of a Document preloadModules uses: a head of links. */
function fakeDocument(existing: string[] = []) {
  type Link = { rel: string; crossOrigin: string | null; href: string; getAttribute: (name: string) => string };
  const makeLink = (): Link => {
    const link: Link = { rel: "", crossOrigin: null, href: "", getAttribute: () => link.href };
    return link;
  };
  const links: Link[] = existing.map((href) => Object.assign(makeLink(), { rel: "stylesheet", href }));
  const doc = {
    head: { querySelectorAll: () => [...links], append: (link: Link) => links.push(link) },
    createElement: () => makeLink(),
  };
  return { doc: doc as unknown as Document, links };
}

describe("preloading a page's files (no long task)", () => {
  it("adds a modulepreload link per file not linked yet, a few per task, each file once", async () => {
    const files = Array.from({ length: 10 }, (_, i) => `assets/chunk-${i}.js`);
    const { doc, links } = fakeDocument(["/assets/chunk-3.js"]);
    const perTask: number[] = [];
    let before = links.length;
    const done = preloadModules(doc, [...files, "assets/chunk-0.js"], async () => {
      perTask.push(links.length - before);
      before = links.length;
    });
    // The first few are added at once, the rest only after yielding.
    expect(links.length - 1).toBe(PRELOADS_PER_TASK - 1);
    await done;
    perTask.push(links.length - before);
    expect(perTask.every((n) => n <= PRELOADS_PER_TASK)).toBe(true);
    expect(perTask.length).toBeGreaterThan(1);
    const preloads = links.filter((l) => l.rel === "modulepreload");
    expect(preloads.map((l) => l.href).sort()).toEqual(
      files
        .filter((f) => f !== "assets/chunk-3.js")
        .map((f) => `/${f}`)
        .sort(),
    );
    expect(preloads.every((l) => l.crossOrigin === "")).toBe(true);
  });
});
