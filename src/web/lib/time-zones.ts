import { DEFAULT_TIME_ZONE } from "#shared/constants.ts";
import { canonicalTimeZone } from "#shared/time.ts";
import { temporalZoneId } from "./browser-zone.ts";

/** The browser's IANA zone, or the product default when the browser does not say or says something odd. */
export function browserTimeZone(): string {
  try {
    // Temporal's is a primary identifier already; checking it through Intl would load Intl's data.
    const fromTemporal = temporalZoneId();
    if (fromTemporal !== undefined) return /^[A-Za-z]/.test(fromTemporal) ? fromTemporal : DEFAULT_TIME_ZONE;
    return canonicalTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone) ?? DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

let cached: string[] | null = null;

/**
 * Every IANA zone this browser knows, sorted, with `extra` (the stored or the browser's zone) added
 * when the list lacks it (some runtimes leave out "UTC" or older names).
 */
export function timeZoneOptions(...extra: (string | null | undefined)[]): string[] {
  if (!cached) {
    try {
      cached = Intl.supportedValuesOf("timeZone");
    } catch {
      cached = [DEFAULT_TIME_ZONE];
    }
  }
  const all = new Set(cached);
  for (const zone of extra) if (zone) all.add(zone);
  return [...all].sort((a, b) => a.localeCompare(b));
}
