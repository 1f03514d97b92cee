/** What changed between an audit event's before and after, field by field, as readable text. */

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** A value as one short line: strings as written, empty as "—", objects as compact JSON. */
export function readable(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The fields that differ between `before` and `after` (objects compared key by key, in the order
 * keys first appear); a created or deleted subject lists every field of the side that exists.
 */
export function auditChanges(before: unknown, after: unknown): FieldChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    return readable(before) === readable(after)
      ? []
      : [{ field: "value", before: readable(before), after: readable(after) }];
  }
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys
    .map((field) => ({ field, before: readable(b[field]), after: readable(a[field]) }))
    .filter((c) => c.before !== c.after);
}
