/**
 * What scripts/perf-web.ts and scripts/trace-web.ts read from a Chrome trace, and Lighthouse's rule
 * for the blocking time of a task (its mobile preset: CPU 4x slower, a task blocks for what it lasts
 * past 50 ms; https://web.dev/articles/tbt).
 */

/** One event of a Chrome trace (`traceEvents`), as far as these scripts read it; times in µs. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time of a complete event, µs (wall time is `dur`). */
  tdur?: number;
  id?: string;
  // biome-ignore lint/suspicious/noExplicitAny: Chrome's trace events carry free-form args
  args?: any;
}

export const SLOWDOWN = 4;
export const BLOCKING_MS = 50;

/** The blocking time, ms, that Lighthouse's simulation makes of a task that took `ms` unthrottled. */
export function blockingMs(ms: number): number {
  return Math.max(0, ms * SLOWDOWN - BLOCKING_MS);
}
