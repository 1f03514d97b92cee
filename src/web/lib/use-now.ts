import { useEffect, useState } from "react";

/** The current time in epoch ms, re-read every `intervalMs` (default one minute) so "now" lines move. */
export function useNow(intervalMs = 60 * 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
