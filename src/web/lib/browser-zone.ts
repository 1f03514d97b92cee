/** Temporal's clock, where the browser has it (Chrome 144+, Firefox 139+); TypeScript's lib does not type it yet. */
interface TemporalNow {
  Now?: { timeZoneId?: () => string };
}

/**
 * The browser's zone from Temporal, which names the primary identifier (ECMA-262 Temporal,
 * SystemTimeZoneIdentifier: no link such as US/Eastern, an offset only where the system has no
 * named zone); undefined where the browser has no Temporal. Next to nothing, where asking Intl is,
 * on a page that has not used Intl yet, its locale data loading in the middle of the page's load.
 */
export function temporalZoneId(): string | undefined {
  return (globalThis as { Temporal?: TemporalNow }).Temporal?.Now?.timeZoneId?.();
}

/** The zone the browser says it is in, as it says it (not checked): Temporal's, else Intl's. */
export function browserZoneName(): string {
  return temporalZoneId() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}
