/**
 * What every service is built with (app.ts, the composition root): the database, the change
 * recorder's `record` (the one ChangeRecorder, so every change of every module runs the same
 * in-transaction subscribers) and the clock every rule and timestamp reads. Both are required: the
 * system clock is chosen once, in app.ts, and tests inject a fixed one there.
 */
import type { Database } from "#db/client.ts";
import type { RecordChange, RecordMany } from "./change-recorder.ts";

export interface ServiceDeps {
  db: Database;
  record: RecordChange;
  /** Many changes in one statement (a series' bookings); optional so hand-built deps in tests need not give it. */
  recordMany?: RecordMany;
  now: () => Date;
}
