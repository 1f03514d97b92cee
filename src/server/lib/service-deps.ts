/**
 * What every service is built with (app.ts): the database, the change recorder's `record` (default:
 * plain recordChange, no subscribers) and the clock (default: the system clock). Tests inject a
 * fixed clock; app.ts injects the recorder that runs the in-transaction subscribers.
 */
import type { Database } from "#db/client.ts";
import type { RecordChange } from "./change-recorder.ts";
import { recordChange } from "./record-change.ts";

export interface ServiceDeps {
  db: Database;
  record?: RecordChange;
  now?: () => Date;
}

/** `deps` with `record` and `now` filled in. */
export function serviceDeps<T extends ServiceDeps>(deps: T): T & Required<ServiceDeps> {
  return { ...deps, record: deps.record ?? recordChange, now: deps.now ?? (() => new Date()) };
}
