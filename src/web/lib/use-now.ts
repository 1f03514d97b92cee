import { useEffect, useState } from "react";
import { isRenderingServerPage, useRenderHints } from "./render-hints.tsx";

/**
 * The current time in epoch ms, re-read every `intervalMs` (default one minute) so "now" lines move.
 * A server render, and the browser's takeover of its page, read the render's "now" (the two must
 * agree), and the browser's clock right after.
 */
export function useNow(intervalMs = 60 * 1000): number {
  const hints = useRenderHints();
  const [now, setNow] = useState(() =>
    hints?.renderedAt !== undefined && isRenderingServerPage() ? hints.renderedAt : Date.now(),
  );
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
