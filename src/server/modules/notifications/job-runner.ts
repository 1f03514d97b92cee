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
import { MINUTE_MS } from "#shared/time.ts";
import * as repo from "./notifications.repository.ts";

const LONGEST_LEAD_MS = Math.max(...REMINDER_LEAD_MINUTES) * MINUTE_MS;
/** Bookings looked at per reminder round; a busier minute is finished by the next rounds. */
const REMINDER_SCAN = 1_000;

export interface JobRunner {
  /** Releases no-shows, then sends due reminders, as of the clock's now; returns what this call did. */
  tick(): Promise<{ released: number; reminded: number }>;
  sendReminders(): Promise<number>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

/** The reminder's once-only key: a moved booking (new start) is reminded again for its new time. */
const reminderKey = (booking: Booking) => `reminder:${booking.id}:${booking.startISO}`;

export function createJobRunner(
  deps: ServiceDeps & { checkIn: CheckIn; log?: { warn: (o: object, m: string) => void } },
): JobRunner {
  const { db, record, now, checkIn } = deps;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();

  /** Lead minutes of each booker of `bookings` (one team), by user id. */
  async function leadsOf(teamId: string, bookings: Booking[]): Promise<Map<string, number>> {
    const rows = await repo.findPreferencesOf(db, teamId, [...new Set(bookings.map((b) => b.userId))]);
    return new Map(rows.map((row) => [row.userId, row.reminderLeadMinutes]));
  }

  async function remind(booking: Booking): Promise<boolean> {
    return db.transaction(async (tx) => {
      if (!(await repo.insertMark(tx, booking.teamId, reminderKey(booking)))) return false;
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
    const upcoming = await checkIn.startingBetween(at, new Date(at.getTime() + LONGEST_LEAD_MS), REMINDER_SCAN);
    const byTeam = new Map<string, Booking[]>();
    for (const booking of upcoming) byTeam.set(booking.teamId, [...(byTeam.get(booking.teamId) ?? []), booking]);
    let reminded = 0;
    for (const [teamId, bookings] of byTeam) {
      const leads = await leadsOf(teamId, bookings);
      for (const booking of bookings) {
        const lead = leads.get(booking.userId) ?? REMINDER_LEAD_DEFAULT;
        if (Date.parse(booking.startISO) - lead * MINUTE_MS > at.getTime()) continue;
        if (await remind(booking)) reminded++;
      }
    }
    return reminded;
  }

  async function tick() {
    const released = await checkIn.releaseNoShows();
    const reminded = await sendReminders();
    return { released, reminded };
  }

  return {
    tick,
    sendReminders,
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
