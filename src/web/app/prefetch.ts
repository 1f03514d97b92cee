/**
 * Prefetching the likely next pages (spec section 1): 2 s after a page has loaded, when the browser
 * is idle (at the latest 3 s later), the code of the pages the map names for it is loaded one by
 * one, 100 ms apart. Nothing is prefetched on slow-2g or 2g connections, with data-saver on, or
 * while the tab is hidden. Prefetching a page preloads its files, listed by the build in
 * index.html (scripts/vite-page-chunks.ts), with `<link rel="modulepreload">`: they are fetched and
 * parsed but not run, so the current page's main thread stays free (running them made a long
 * task right after the dashboard showed). Without that list (the dev server) it calls the
 * lazy route's import() (page-loaders.ts).
 */
import { whenIdle } from "#web/lib/when-idle.ts";
import { type LoadablePage, PAGE_LOADERS } from "./page-loaders.ts";

/** Spec section 1 "Prefetch map": the pages a page's visitor most likely opens next. */
export const PREFETCH_MAP: Readonly<Record<string, readonly LoadablePage[]>> = {
  "/dashboard": ["/day", "/week", "/bookings/history"],
  "/day": ["/week", "/month"],
  "/week": ["/day", "/month"],
  "/month": ["/week", "/day"],
  "/admin": ["/team/manage", "/team/analytics"],
};

export const PREFETCH_START_DELAY_MS = 2000;
export const PREFETCH_IDLE_TIMEOUT_MS = 3000;
export const PREFETCH_GAP_MS = 100;

/** What the prefetcher reads of the browser; tests pass their own. */
export interface PrefetchEnv {
  /** navigator.connection (Network Information API), where the browser has it. */
  connection?: { effectiveType?: string; saveData?: boolean } | undefined;
  isHidden: () => boolean;
  /** requestIdleCallback with a timeout; returns a cancel function. */
  onIdle: (run: () => void, timeoutMs: number) => () => void;
}

/** The browser's own environment; requestIdleCallback falls back to a timer where it is missing (Safari). */
export function browserPrefetchEnv(): PrefetchEnv {
  const connection = (navigator as Navigator & { connection?: PrefetchEnv["connection"] }).connection;
  return {
    connection,
    isHidden: () => document.visibilityState === "hidden",
    onIdle: (run, timeout) => whenIdle(run, timeout, 1),
  };
}

/** Whether prefetching must be left out now: slow-2g/2g, data-saver or a hidden tab (spec section 1). */
export function prefetchSkipped(env: PrefetchEnv): boolean {
  const type = env.connection?.effectiveType;
  return type === "slow-2g" || type === "2g" || env.connection?.saveData === true || env.isHidden();
}

/**
 * Schedules the prefetch of `pathname`'s likely next pages: PREFETCH_START_DELAY_MS later, on idle
 * (PREFETCH_IDLE_TIMEOUT_MS at most), each page not in `done` through `load`, PREFETCH_GAP_MS apart.
 * The skip rules are checked before each page, so a tab hidden half-way stops. Returns a cancel
 * function (the visitor moved on: the new page has its own map).
 */
export function schedulePrefetch(
  pathname: string,
  load: (page: LoadablePage) => unknown,
  env: PrefetchEnv,
  done: Set<string> = new Set(),
): () => void {
  const targets = PREFETCH_MAP[pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname] ?? [];
  if (targets.length === 0) return () => {};
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelIdle: (() => void) | undefined;

  const next = (index: number) => {
    if (cancelled || prefetchSkipped(env)) return;
    const rest = targets.slice(index).filter((page) => !done.has(page));
    const page = rest[0];
    if (!page) return;
    done.add(page);
    // A failed prefetch (offline, a new deployment) is harmless: the route loads it again on demand.
    try {
      Promise.resolve(load(page)).catch(() => done.delete(page));
    } catch {
      done.delete(page);
    }
    if (rest.length > 1) timer = setTimeout(() => next(targets.indexOf(page) + 1), PREFETCH_GAP_MS);
  };

  timer = setTimeout(() => {
    cancelIdle = env.onIdle(() => next(0), PREFETCH_IDLE_TIMEOUT_MS);
  }, PREFETCH_START_DELAY_MS);
  return () => {
    cancelled = true;
    clearTimeout(timer);
    cancelIdle?.();
  };
}

const prefetched = new Set<string>();

/** The files of each page beyond index.html's own, as the build listed them; null without the list. */
export function readPageChunks(doc: Document): Record<string, string[]> | null {
  try {
    const json = doc.getElementById("page-chunks")?.textContent;
    return json ? (JSON.parse(json) as Record<string, string[]>) : null;
  } catch {
    return null;
  }
}

/**
 * Links appended per task. A page's 40-50 preloads appended in one task make one long task (it
 * counts in Total Blocking Time): the browser starts each fetch, and compiles a module it already
 * holds, inside the append.
 */
export const PRELOADS_PER_TASK = 4;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Adds a `<link rel="modulepreload">` to `doc`'s head for each of `files` not linked yet,
 * PRELOADS_PER_TASK per task (`yieldToMain` between them); resolves once all are added.
 */
export async function preloadModules(
  doc: Document,
  files: readonly string[],
  yieldToMain: () => Promise<void> = nextTask,
): Promise<void> {
  for (let start = 0; start < files.length; start += PRELOADS_PER_TASK) {
    if (start > 0) await yieldToMain();
    // Read each time: another page's prefetch may have linked a shared file in between.
    const linked = new Set([...doc.head.querySelectorAll("link[href]")].map((l) => l.getAttribute("href")));
    for (const file of files.slice(start, start + PRELOADS_PER_TASK)) {
      const href = `/${file}`;
      if (linked.has(href)) continue;
      linked.add(href);
      const link = doc.createElement("link");
      link.rel = "modulepreload";
      // As Vite's own preloads: the same request mode as the entry script's imports, so they are reused.
      link.crossOrigin = "";
      link.href = href;
      doc.head.append(link);
    }
  }
}

/** Prefetches `pathname`'s likely next pages in this browser (once each per visit); returns a cancel. */
export function prefetchNextPages(pathname: string): () => void {
  const pageChunks = readPageChunks(document);
  const load = (page: LoadablePage) => {
    const files = pageChunks?.[page];
    return files ? preloadModules(document, files) : PAGE_LOADERS[page]();
  };
  return schedulePrefetch(pathname, load, browserPrefetchEnv(), prefetched);
}
