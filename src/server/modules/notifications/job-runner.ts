/**
 * The time-driven work of issue 9, run every `intervalMs` by each app instance: no-show releases
 * (the bookings module's `releaseNoShows`) and reminders before start at each user's lead time.
 * Both are idempotent and safe with any number of instances: releases lock their candidates FOR
 * UPDATE SKIP LOCKED; a reminder is due once per booking and start time, marked in
 * `notification_marks` in the transaction that records it ("booking.reminder_due"), so a second
 * instance's attempt inserts nothing and records nothing. The notifications subscriber turns the
 * recorded change into the in-app notification and the e-mail, in that same transaction.
 *
 * Why no jobs library (decision): pg-boss and graphile-worker need a PostgreSQL server and its
 * LISTEN/advisory-lock features that the embedded PGlite does not offer to them; these two jobs need
 * only a periodic scan whose idempotence lives in the database, which both run.
 */
import { redactLogValue } from "#server/lib/log-redaction.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import type { CheckIn } from "#server/modules/bookings/check-in.ts";
import type { Booking } from "#shared/schemas/booking.ts";
import { REMINDER_LEAD_DEFAULT, REMINDER_LEAD_MINUTES } from "#shared/schemas/notification.ts";
import * as repo from "./notifications.repository.ts";

const LONGEST_LEAD_MINUTES = Math.max(...REMINDER_LEAD_MINUTES);
/** Due reminders read per batch; a round takes batches until none is left. */
const REMINDER_BATCH = 500;

export interface JobRunner {
  /** Releases no-shows, then sends due reminders, as of the clock's now; returns what this call did. */
  tick(): Promise<{ released: number; reminded: number }>;
  sendReminders(): Promise<number>;
  /**
   * Seconds the oldest due, undone job (a reminder to send, a no-show to release) has waited past
   * its due time as of now; 0 when nothing is due. System health shows it as the runner's lag.
   */
  lagSeconds(): Promise<number>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

export function createJobRunner(
  deps: ServiceDeps & {
    checkIn: CheckIn;
    log?: { warn: (o: object, m: string) => void };
    /** Due reminders read per batch (default REMINDER_BATCH; tests make it small). */
    reminderBatch?: number;
  },
): JobRunner {
  const { db, record, now, checkIn } = deps;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();

  async function remind(booking: Booking): Promise<boolean> {
    return db.transaction(async (tx) => {
      if (!(await repo.insertMark(tx, booking.teamId, repo.reminderKey(booking)))) return false;
      await record(tx, {
        teamId: booking.teamId,
        actorId: null,
        action: "booking.reminder_due",
        targetType: "booking",
        targetId: booking.id,
        after: booking,
      });
      return true;
    });
  }

  async function sendReminders(): Promise<number> {
    const at = now();
    let reminded = 0;
    for (;;) {
      // Only due, unsent reminders are read (one query, the lead and the marks joined in SQL), so
      // every batch is new work: a batch that marks nothing (another instance was faster) ends it.
      const batch = deps.reminderBatch ?? REMINDER_BATCH;
      const due = await repo.listDueReminders(db, at, LONGEST_LEAD_MINUTES, REMINDER_LEAD_DEFAULT, batch);
      let marked = 0;
      for (const booking of await checkIn.present(due)) if (await remind(booking)) marked++;
      reminded += marked;
      if (due.length < batch || marked === 0) return reminded;
    }
  }

  async function tick() {
    const released = await checkIn.releaseNoShows();
    const reminded = await sendReminders();
    return { released, reminded };
  }

  async function lagSeconds(): Promise<number> {
    const at = now();
    const [reminder, noShow] = await Promise.all([
      repo.oldestDueReminder(db, at, LONGEST_LEAD_MINUTES, REMINDER_LEAD_DEFAULT),
      checkIn.oldestDueNoShow(at),
    ]);
    const oldest = Math.min(
      reminder?.getTime() ?? Number.POSITIVE_INFINITY,
      noShow?.getTime() ?? Number.POSITIVE_INFINITY,
    );
    return Number.isFinite(oldest) ? Math.max(0, Math.round((at.getTime() - oldest) / 1000)) : 0;
  }

  return {
    tick,
    sendReminders,
    lagSeconds,
    start(intervalMs = 30_000) {
      if (timer) return;
      timer = setInterval(() => {
        running = tick().catch((error) => deps.log?.warn({ err: redactLogValue(error) }, "time-driven jobs failed"));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
