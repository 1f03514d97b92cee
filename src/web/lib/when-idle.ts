/**
 * Runs `run` once the browser is idle, `timeoutMs` at the latest; where the browser has no
 * requestIdleCallback (Safari), on a timer after `fallbackMs`. Returns what cancels it.
 */
export function whenIdle(run: () => void, timeoutMs: number, fallbackMs: number): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(() => run(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, fallbackMs);
  return () => clearTimeout(id);
}
