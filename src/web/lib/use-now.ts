import { useEffect, useState } from "react";

/**
 * The current time in epoch ms, re-read every `intervalMs` (default one minute) so "now" lines move.
 * Read again once mounted: a page taken over from the server render first shows the render's time.
 */
export function useNow(intervalMs = 60 * 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
