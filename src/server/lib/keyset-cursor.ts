/**
 * Opaque keyset cursors (docs/architecture.md "Lists that page"): the sort values of a page's last
 * row, base64url JSON. A list pages by "rows after this one in the order", so rows added or removed
 * between pages move no other row across a page boundary, as an offset would.
 */
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { AppError } from "./app-error.ts";

/** The answer to a cursor that is not one of ours: 400 VALIDATION_FAILED, start again. */
export function invalidCursor(): AppError {
  return new AppError("VALIDATION_FAILED", "cursor is not valid: leave it out to start again from the first page.", {
    id: "errors.request.cursorInvalid",
  });
}

/** The cursor of a page whose last row has sort values `values` (timestamps as PostgreSQL text). */
export function encodeKeyset(values: readonly (string | null)[]): string {
  return Buffer.from(JSON.stringify(values)).toString("base64url");
}

/** The values of a cursor made by encodeKeyset, or null when `cursor` is not one (callers answer 400). */
export function parseKeyset(cursor: string): unknown[] | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Whether `text` is a timestamptz as PostgreSQL writes it ("2026-11-24 00:20:01.123456+00") of a
 * real date. Cursors carry a timestamp as text because a JavaScript Date drops its microseconds, and
 * a keyset must compare equal to the row it came from.
 */
export function isTimestampText(text: string): boolean {
  const match = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)(\.\d{1,6})?[+-]\d\d(:\d\d){0,2}$/.exec(text);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 61
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is a UUID as PostgreSQL accepts it (a cursor's row id). */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

/** Where a newest-first page starts: after the row created at `createdAt` (PostgreSQL text, to the µs) with `id`. */
export interface CreatedKeyset {
  createdAt: string;
  id: string;
}

/** The rows after `after` in a newest-first order of (`createdAt` desc, `id` desc): a WHERE condition. */
export function createdBefore(createdAt: AnyColumn, id: AnyColumn, after: CreatedKeyset): SQL {
  return sql`(${createdAt}, ${id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`;
}

/** The cursor of a newest-first page whose last row is `row`. */
export function encodeCreatedKeyset(row: CreatedKeyset): string {
  return encodeKeyset([row.createdAt, row.id]);
}

/** The keyset of a cursor made by encodeCreatedKeyset; throws invalidCursor() for anything else. */
export function decodeCreatedKeyset(cursor: string): CreatedKeyset {
  const [createdAt, id, ...rest] = parseKeyset(cursor) ?? [];
  if (typeof createdAt === "string" && isTimestampText(createdAt) && isUuid(id) && rest.length === 0) {
    return { createdAt, id };
  }
  throw invalidCursor();
}
