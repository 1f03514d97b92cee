/**
 * RFC 4180 CSV writing (no CSV library is installed; this is the whole of it): fields separated by
 * commas, records by CRLF; a field holding a comma, a double quote, CR or LF is enclosed in double
 * quotes with each quote doubled. Empty and null fields are empty.
 */

/** One field of a CSV record, quoted when RFC 4180 requires it. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A spreadsheet reads a cell starting with =, +, -, @, TAB or CR as a formula (CSV injection,
 * OWASP): prefixes such text, written by users, with an apostrophe so it stays text.
 */
export function csvText(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A whole CSV document: the header record then the rows, each record ended by CRLF. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
): string {
  return [header, ...rows].map((record) => `${record.map(csvField).join(",")}\r\n`).join("");
}
