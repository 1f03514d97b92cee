/**
 * The change recorder services are given (built once in app.ts): `record(tx, change, transient?)`
 * calls `recordChange` (audit row + event + NOTIFY) and then every in-transaction subscriber
 * interested in the change's action, in the same transaction. A subscriber that writes (the mail
 * outbox, later in-app notifications) therefore commits or rolls back with the change itself: mail
 * is never lost and never sent for a change that did not happen.
 *
 * `transient` carries what subscribers need but must never be stored with the event (the events
 * and audit tables are kept for ever): an invitation's one-time code and link, for instance.
 *
 * After-commit subscribers (real time, analytics) are not here: they read committed events through
 * src/server/lib/event-feed.ts.
 */
import { PgTransaction } from "drizzle-orm/pg-core";
import type { Executor } from "#db/client.ts";
import { type Change, recordChange, recordChanges } from "./record-change.ts";

/** Data for in-transaction subscribers only; never persisted. */
export type Transient = Readonly<Record<string, unknown>>;

/** A change as recorded, with its event seq. */
export interface RecordedChange extends Change {
  seq: number;
}

export interface InTxSubscriber {
  /** For logs and errors. */
  name: string;
  /** The actions it handles, e.g. ["invitation.created"]. */
  actions: readonly string[];
  /**
   * Whether it has work for this change of one of its actions; when it says no, the change may be
   * recorded by a single statement outside a transaction. Without it, every change of its actions.
   */
  wants?(change: Change): boolean;
  /** Runs inside the change's transaction; throwing rolls the whole change back. */
  handle(tx: Executor, change: RecordedChange, transient: Transient): Promise<void>;
}

/**
 * Records a change in `tx` and returns the event's seq. Services take this as their `record`
 * dependency (ServiceDeps), given by app.ts; they never call `recordChange` themselves.
 */
export type RecordChange = (tx: Executor, change: Change, transient?: Transient) => Promise<number>;

/** Records many changes in one statement (then each one's subscribers); returns their seqs in order. */
export type RecordMany = (tx: Executor, changes: readonly Change[]) => Promise<number[]>;

export interface ChangeRecorder {
  record: RecordChange;
  recordMany: RecordMany;
}

/** Builds the recorder over `subscribers`, run in the order given. */
export function createChangeRecorder({ subscribers }: { subscribers: readonly InTxSubscriber[] }): ChangeRecorder {
  const interestedIn = (change: Change) =>
    subscribers.filter(
      (subscriber) => subscriber.actions.includes(change.action) && (subscriber.wants?.(change) ?? true),
    );
  return {
    async record(tx, change, transient = {}) {
      const interested = interestedIn(change);
      // A subscriber's writes stand or fall with the change only inside its transaction; a change
      // recorded alone (one statement, no BEGIN) must be one no subscriber writes for.
      if (interested.length > 0 && !(tx instanceof PgTransaction)) {
        throw new Error(`${change.action} has in-transaction subscribers, so it must be recorded in a transaction`);
      }
      const seq = await recordChange(tx, change);
      // Subscribers get the change as recorded; its write has been sent.
      const recorded = { ...change, write: undefined, seq };
      for (const subscriber of interested) await subscriber.handle(tx, recorded, transient);
      return seq;
    },
    async recordMany(tx, changes) {
      const seqs = await recordChanges(tx, changes);
      for (const [i, change] of changes.entries()) {
        for (const subscriber of interestedIn(change)) await subscriber.handle(tx, { ...change, seq: seqs[i] }, {});
      }
      return seqs;
    },
  };
}
