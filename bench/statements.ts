/**
 * Counts the statements this process sends to PostgreSQL while `run` runs (every pg Client query:
 * the app's pool and the bench's own). The app runs in this process, so its round trips are all
 * here. PostgreSQL only: PGlite has no pg Client (the count is then 0).
 */
import pg from "pg";

export async function countStatements<T>(run: () => Promise<T>): Promise<{ value: T; statements: number }> {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  let statements = 0;
  proto.query = function (this: unknown, ...args: unknown[]) {
    statements++;
    return original.apply(this, args);
  };
  try {
    return { value: await run(), statements };
  } finally {
    proto.query = original;
  }
}
