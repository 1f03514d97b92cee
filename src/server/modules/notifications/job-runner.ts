/**
 * The time-driven work of notifications (docs/architecture.md "The job runner"), run every
 * `intervalMs` by each app instance: no-show releases (the bookings module's `releaseNoShows`),
 * reminders before start at each user's lead time, and the trial-ending notice to team admins 3
 * days and 1 day before the trial ends (once each: marked per team, trial end and threshold, so an
 * extended trial is announced again for its new end). Both are idempotent and safe with any number
 * of instances: releases lock their candidates FOR UPDATE SKIP LOCKED; a reminder is due once per
 * booking and start time, marked in `notification_marks` in the transaction that records it
 * ("booking.reminder_due"), so a second instance's attempt inserts nothing and records nothing. The
 * notifications subscriber turns the recorded change into the in-app notification and the e-mail,
 * in that same transaction.
 *
 * Why no jobs library (decision): pg-boss and graphile-worker need a PostgreSQL server and its
 * LISTEN/advisory-lock features that the embedded PGlite does not offer to them; these two jobs need
 * only a periodic scan whose idempotence lives in the database, which both run.
 */
import { redactLogValue } from "#server/lib/log-redaction.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import type { CheckIn } from "#server/modules/bookings/check-in.ts";
import * as teamRepo from "#server/modules/team/team.repository.ts";
import type { Booking } from "#shared/schemas/booking.ts";
import { REMINDER_LEAD_DEFAULT, REMINDER_LEAD_MINUTES } from "#shared/schemas/notification.ts";
import { DAY_MS } from "#shared/time.ts";
import * as repo from "./notifications.repository.ts";

const LONGEST_LEAD_MINUTES = Math.max(...REMINDER_LEAD_MINUTES);
/** Days before a trial's end when its admins are told (3 days and 1 day before), longest first. */
const TRIAL_NOTICE_DAYS = [3, 1] as const;

/**
 * The notice due for a trial ending at `endsAt` as of `now`: the shortest threshold already reached
 * (a trial extended to end in 2 days gets the 3-day notice, then the 1-day one), or null before 3 days.
 */
export function trialNoticeDue(endsAt: Date, now: Date): number | null {
  const left = endsAt.getTime() - now.getTime();
  if (left <= 0) return null;
  const reached = TRIAL_NOTICE_DAYS.filter((days) => left <= days * DAY_MS);
  return reached.length > 0 ? Math.min(...reached) : null;
}

/** Due reminders read per batch; a round takes batches until none is left. */
const REMINDER_BATCH = 500;

export interface JobRunner {
  /** Releases no-shows, sends due reminders and trial notices, as of the clock's now; returns what this call did. */
  tick(): Promise<{ released: number; reminded: number; trialNotices: number }>;
  sendReminders(): Promise<number>;
  /**
   * Seconds the oldest due, undone job (a reminder to send, a no-show to release) has waited past
   * its due time as of now; 0 when nothing is due. System health shows it as the runner's lag.
   */
  lagSeconds(): Promise<number>;
  /** Records the due trial-ending notices (of one team with `teamId`); returns how many this call recorded. */
  sendTrialNotices(options?: { teamId?: string }): Promise<number>;
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

  /** Records one team's notice in its own transaction, unless another run (or instance) already did. */
  async function noticeTrial(team: { id: string; trialEndsAt: Date }, days: number, at: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      const key = `trial_ending:${team.id}:${team.trialEndsAt.toISOString()}:${days}d`;
      if (!(await repo.insertMark(tx, team.id, key))) return false;
      await record(tx, {
        teamId: team.id,
        actorId: null,
        action: "team.trial_ending",
        targetType: "team",
        targetId: team.id,
        after: {
          trialEndsAt: team.trialEndsAt.toISOString(),
          daysLeft: Math.ceil((team.trialEndsAt.getTime() - at.getTime()) / DAY_MS),
        },
      });
      return true;
    });
  }

  async function sendTrialNotices(options: { teamId?: string } = {}): Promise<number> {
    const at = now();
    const longest = new Date(at.getTime() + Math.max(...TRIAL_NOTICE_DAYS) * DAY_MS);
    let noticed = 0;
    for (const team of await teamRepo.listTrialsEndingBy(db, at, longest, options.teamId)) {
      const days = team.trialEndsAt ? trialNoticeDue(team.trialEndsAt, at) : null;
      if (!team.trialEndsAt || days === null) continue;
      if (await noticeTrial({ id: team.id, trialEndsAt: team.trialEndsAt }, days, at)) noticed++;
    }
    return noticed;
  }

  async function tick() {
    const released = await checkIn.releaseNoShows();
    const reminded = await sendReminders();
    const trialNotices = await sendTrialNotices();
    return { released, reminded, trialNotices };
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
    sendTrialNotices,
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
