/**
 * Values fit for the logs when they come from code we do not control (better-auth's own log calls,
 * errors thrown by subscribers or the SMTP client): errors go through `redactDatabaseError` (message,
 * SQLSTATE, statement and stack, never the bound parameters: session tokens, e-mails, password
 * hashes), text loses a Drizzle-style `params:` tail, and a `params` field anywhere is dropped.
 */
import { redactDatabaseError } from "#db/client.ts";

const MAX_DEPTH = 4;

/** `text` without the `\nparams: ...` tail Drizzle appends to a failed query's message. */
export function redactLogText(text: string): string {
  return text.replace(/\nparams:[\s\S]*$/, "\nparams: [redacted]");
}

/** A copy of `value` safe to log: see the module comment. */
export function redactLogValue(value: unknown, depth = 0): unknown {
  if (value instanceof Error) return redactDatabaseError(value);
  if (typeof value === "string") return redactLogText(value);
  if (value === null || typeof value !== "object") return value;
  if (depth >= MAX_DEPTH) return "[object]";
  if (Array.isArray(value)) return value.map((item) => redactLogValue(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = key === "params" ? "[redacted]" : redactLogValue(item, depth + 1);
  }
  return copy;
}
