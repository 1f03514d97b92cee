/**
 * SQL of notifications, notification preferences and notification marks (the notifications module
 * owns all three). Every function takes `teamId` and scopes by it; a user's rows are further scoped
 * by `userId`, so another team's or another user's id reads as missing. The one exception is the
 * reminder scan (listDueReminders): one query over every team, reading bookings without writing them.
 */
import { and, count, desc, eq, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { bookings, notificationMarks, notificationPreferences, notifications } from "#db/schema/index.ts";

export type NotificationRow = typeof notifications.$inferSelect;
export type PreferencesRow = typeof notificationPreferences.$inferSelect;
export type NewNotification = Omit<typeof notifications.$inferInsert, "id" | "readAt" | "teamId">;

/** Adds one in-app notification in `tx`. */
export async function insertNotification(tx: Executor, teamId: string, values: NewNotification): Promise<void> {
  await tx.insert(notifications).values({ ...values, teamId });
}

/** The user's notification `id`, or null. */
export async function findNotification(tx: Executor, teamId: string, userId: string, id: string) {
  const [row] = await tx
    .select()
    .from(notifications)
    .where(and(eq(notifications.teamId, teamId), eq(notifications.userId, userId), eq(notifications.id, id)));
  return row ?? null;
}

/**
 * One page of the user's notifications, newest first (created_at, then id, descending), after the
 * notification `after` (the previous page's last), only unread ones when `unread`; at most `limit`.
 */
export async function listNotifications(
  tx: Executor,
  teamId: string,
  userId: string,
  filter: { unread: boolean; after: NotificationRow | null; limit: number },
): Promise<NotificationRow[]> {
  const conditions: (SQL | undefined)[] = [eq(notifications.teamId, teamId), eq(notifications.userId, userId)];
  if (filter.unread) conditions.push(isNull(notifications.readAt));
  if (filter.after) {
    const { createdAt, id } = filter.after;
    conditions.push(
      or(lt(notifications.createdAt, createdAt), and(eq(notifications.createdAt, createdAt), lt(notifications.id, id))),
    );
  }
  return tx
    .select()
    .from(notifications)
    .where(and(...conditions))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(filter.limit);
}

export async function countUnread(tx: Executor, teamId: string, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.teamId, teamId), eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row.n;
}

/** Marks the user's notification `id` read at `at` if it was unread; returns the row, or null when it was not unread. */
export async function markRead(tx: Executor, teamId: string, userId: string, id: string, at: Date) {
  const [row] = await tx
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(
        eq(notifications.teamId, teamId),
        eq(notifications.userId, userId),
        eq(notifications.id, id),
        isNull(notifications.readAt),
      ),
    )
    .returning();
  return row ?? null;
}

/** Marks every unread notification of the user read at `at`; returns how many. */
export async function markAllRead(tx: Executor, teamId: string, userId: string, at: Date): Promise<number> {
  const rows = await tx
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.teamId, teamId), eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** The user's stored preferences, or null when they never changed them. */
export async function findPreferences(tx: Executor, teamId: string, userId: string): Promise<PreferencesRow | null> {
  const [row] = await tx
    .select()
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.teamId, teamId), eq(notificationPreferences.userId, userId)));
  return row ?? null;
}

/** The stored preferences of several users of a team, by user id (the reminder job reads them in bulk). */
export async function findPreferencesOf(tx: Executor, teamId: string, userIds: string[]): Promise<PreferencesRow[]> {
  if (userIds.length === 0) return [];
  return tx
    .select()
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.teamId, teamId),
        sql`${notificationPreferences.userId} = any(${sql.param(userIds)}::text[])`,
      ),
    );
}

/**
 * Writes the user's preferences whole, in `teamId`: a row left from another team (keyed by user
 * alone) is taken over, so the next read in this team finds what was saved.
 */
export async function savePreferences(
  tx: Executor,
  teamId: string,
  userId: string,
  values: Pick<PreferencesRow, "reminderLeadMinutes" | "kinds" | "updatedAt">,
): Promise<PreferencesRow> {
  const [row] = await tx
    .insert(notificationPreferences)
    .values({ userId, teamId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...values, teamId } })
    .returning();
  return row;
}

/**
 * Records that the work `key` (e.g. a booking's reminder) has been done, in `tx`; false when it had
 * been already. Two instances racing on one key: the second waits for the first's commit, then gets false.
 */
export async function insertMark(tx: Executor, teamId: string, key: string): Promise<boolean> {
  const rows = await tx
    .insert(notificationMarks)
    .values({ key, teamId })
    .onConflictDoNothing()
    .returning({ key: notificationMarks.key });
  return rows.length > 0;
}

/** The mark key of a booking's reminder: a moved booking (new start) is reminded again for its new time. */
export function reminderKey(booking: { id: string; startISO: string }): string {
  return `reminder:${booking.id}:${booking.startISO}`;
}

/**
 * The due, unsent reminders' shared condition, over bookings left-joined to their booker's
 * preferences (`preferencesOfBooker`): a confirmed booking starting after `now` and no later than
 * its booker's lead (their preference, else `defaultLead` minutes) from now, with no reminder mark
 * for its current start (the key built as reminderKey builds it: toISOString, UTC, ms). Returns the
 * lead expression too, for when a reminder became due.
 */
function dueReminder(now: Date, longestLeadMinutes: number, defaultLead: number) {
  const lead = sql`coalesce(${notificationPreferences.reminderLeadMinutes}, ${defaultLead}::int)`;
  const key = sql`'reminder:' || ${bookings.id} || ':' || to_char(${bookings.startAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  const where = and(
    eq(bookings.status, "confirmed"),
    sql`${bookings.startAt} > ${now.toISOString()}::timestamptz`,
    sql`${bookings.startAt} <= ${now.toISOString()}::timestamptz + make_interval(mins => ${longestLeadMinutes}::int)`,
    sql`${bookings.startAt} <= ${now.toISOString()}::timestamptz + make_interval(mins => ${lead})`,
    sql`not exists (select 1 from ${notificationMarks} where ${notificationMarks.key} = ${key})`,
  );
  return { lead, where };
}

const preferencesOfBooker = and(
  eq(notificationPreferences.userId, bookings.userId),
  eq(notificationPreferences.teamId, bookings.teamId),
);

/**
 * When the oldest due, unsent reminder became due (the booking's start minus its owner's lead),
 * across teams (the reminder scan's own window); null when none is due at `now`. System health reads
 * it as the reminder job's lag.
 */
export async function oldestDueReminder(
  tx: Executor,
  now: Date,
  longestLeadMinutes: number,
  defaultLead: number,
): Promise<Date | null> {
  const { lead, where } = dueReminder(now, longestLeadMinutes, defaultLead);
  const [row] = await tx
    .select({ due: sql<string | null>`min(${bookings.startAt} - make_interval(mins => ${lead}))` })
    .from(bookings)
    .leftJoin(notificationPreferences, preferencesOfBooker)
    .where(where);
  return row?.due ? new Date(row.due) : null;
}

/**
 * Bookings of every team whose reminder is due at `now` and not yet sent (dueReminder). Soonest
 * first, `limit` at most; the caller takes the next batch once these are marked, so a busy minute
 * never starves later bookings.
 */
export async function listDueReminders(
  tx: Executor,
  now: Date,
  longestLeadMinutes: number,
  defaultLead: number,
  limit: number,
): Promise<{ id: string; teamId: string }[]> {
  const { where } = dueReminder(now, longestLeadMinutes, defaultLead);
  return tx
    .select({ id: bookings.id, teamId: bookings.teamId })
    .from(bookings)
    .leftJoin(notificationPreferences, preferencesOfBooker)
    .where(where)
    .orderBy(bookings.startAt)
    .limit(limit);
}
