/**
 * SQL of bookings, always scoped by team. Instants are Date (timestamptz). Every read that feeds the
 * presenter joins the office (name, capacity) and the booker (name), so a booking reads the same
 * from every endpoint; those joins only read: this file writes the bookings table alone.
 *
 * Over 250 lines: it is the only file that writes the bookings table, and every read shares one team-
 * scoped joined view; splitting it would scatter that scoping across files.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  lt,
  lte,
  ne,
  type Placeholder,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { perHandle } from "#db/per-handle.ts";
import { bookings, offices, teamBookingCounts, users } from "#db/schema/index.ts";
import { BOOKING_SPAN_MAX_MINUTES } from "#shared/constants.ts";

export type BookingRow = typeof bookings.$inferSelect;
/** A booking with what the presenter needs from its office and booker. */
export type BookingView = BookingRow & {
  officeName: string;
  officeCapacity: number;
  officeIsActive: boolean;
  userName: string;
};

const viewColumns = {
  booking: bookings,
  officeName: offices.name,
  officeCapacity: offices.capacity,
  officeIsActive: offices.isActive,
  userName: users.name,
};

function flatten(
  rows: {
    booking: BookingRow;
    officeName: string;
    officeCapacity: number;
    officeIsActive: boolean;
    userName: string;
  }[],
): BookingView[] {
  return rows.map((row) => ({
    ...row.booking,
    officeName: row.officeName,
    officeCapacity: row.officeCapacity,
    officeIsActive: row.officeIsActive,
    userName: row.userName,
  }));
}

function joined(tx: Executor) {
  return tx
    .select(viewColumns)
    .from(bookings)
    .innerJoin(offices, eq(offices.id, bookings.officeId))
    .innerJoin(users, eq(users.id, bookings.userId));
}

/**
 * A live booking holds its seats: `confirmed`, checked in or not (docs/product.md
 * "Spaces and seats"; the exclusion constraint `bookings_no_overlap` uses the same condition).
 */
const isLive = eq(bookings.status, "confirmed");

const SPAN_MAX_MS = BOOKING_SPAN_MAX_MINUTES * 60_000;

/**
 * The one definition of a live booking overlapping [start, end). Besides `start_at < end` it bounds
 * the start from below by the longest booking there can be (BOOKING_SPAN_MAX_MINUTES), so a read
 * scans the (team_id | office_id | user_id, start_at) index over [start - span, end) instead of every
 * booking that started before `end`.
 */
function liveOverlapping(start: Date, end: Date): SQL | undefined {
  return liveOverlappingFrom(start, end, new Date(start.getTime() - SPAN_MAX_MS));
}

/** liveOverlapping with the lower bound of the start given (`start` - the span), or placeholders. */
function liveOverlappingFrom<T extends Date | Placeholder>(start: T, end: T, earliest: T): SQL | undefined {
  return and(isLive, lt(bookings.startAt, end), gt(bookings.endAt, start), gt(bookings.startAt, earliest));
}

/**
 * Live bookings of one office overlapping [start, end), earliest first (seat choice and conflicts).
 * `excludeId` leaves out a booking being moved, so it never conflicts with its own old slot.
 */
export async function findOverlapping(
  tx: Executor,
  teamId: string,
  officeId: string,
  start: Date,
  end: Date,
  excludeId?: string,
) {
  return tx
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.teamId, teamId),
        eq(bookings.officeId, officeId),
        liveOverlapping(start, end),
        excludeId ? ne(bookings.id, excludeId) : undefined,
      ),
    )
    .orderBy(asc(bookings.startAt));
}

/**
 * Live bookings of the team overlapping the instants [start, end), earliest first, optionally of
 * one office and/or one booker. Uses bookings_team_start_idx over [start - span, end).
 */
export async function listTeamBookingsBetween(
  tx: Executor,
  teamId: string,
  start: Date,
  end: Date,
  filter: { officeIds?: readonly string[]; userId?: string } = {},
): Promise<BookingView[]> {
  const rows = await joined(tx)
    .where(
      and(
        eq(bookings.teamId, teamId),
        liveOverlapping(start, end),
        filter.officeIds ? inArray(bookings.officeId, [...filter.officeIds]) : undefined,
        filter.userId ? eq(bookings.userId, filter.userId) : undefined,
      ),
    )
    .orderBy(asc(bookings.startAt), asc(offices.name), asc(bookings.id));
  return flatten(rows);
}

/**
 * The floor map's narrow read: live bookings of the offices of the team's floor `floorId`
 * overlapping [start, end), earliest first, with only what the map shows (who, when, which seats).
 */
export async function listFloorBookings(tx: Executor, teamId: string, floorId: string, start: Date, end: Date) {
  return tx
    .select({
      id: bookings.id,
      officeId: bookings.officeId,
      userId: bookings.userId,
      userName: users.name,
      startAt: bookings.startAt,
      endAt: bookings.endAt,
      seatFrom: bookings.seatFrom,
      seatTo: bookings.seatTo,
    })
    .from(bookings)
    .innerJoin(offices, eq(offices.id, bookings.officeId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(and(eq(bookings.teamId, teamId), eq(offices.floorId, floorId), liveOverlapping(start, end)))
    .orderBy(asc(bookings.startAt), asc(bookings.id));
}

/** One office of a team with its live bookings of a span (officeDay). */
export interface OfficeDay {
  office: { id: string; capacity: number; isShared: boolean };
  bookings: {
    id: string;
    startAt: Date;
    endAt: Date;
    userId: string;
    userName: string;
    seatFrom: number;
    seatTo: number | null;
  }[];
}

/** findOfficeDay's statement, its values placeholders. */
function prepareOfficeDay(db: Executor) {
  const at = (name: string) => sql.placeholder(name);
  return db
    .select({
      officeId: offices.id,
      capacity: offices.capacity,
      isShared: offices.isShared,
      id: bookings.id,
      startAt: bookings.startAt,
      endAt: bookings.endAt,
      userId: bookings.userId,
      seatFrom: bookings.seatFrom,
      seatTo: bookings.seatTo,
      userName: users.name,
    })
    .from(offices)
    .leftJoin(
      bookings,
      and(
        eq(bookings.officeId, offices.id),
        eq(bookings.teamId, at("teamId")),
        liveOverlappingFrom(at("start"), at("end"), at("earliest")),
      ),
    )
    .leftJoin(users, eq(users.id, bookings.userId))
    .where(and(eq(offices.teamId, at("teamId")), eq(offices.id, at("officeId"))))
    .orderBy(asc(bookings.startAt), asc(bookings.id))
    .prepare("officely_office_day");
}

/** Each handle's prepared office-day read: every availability request sends it. */
const officeDayRead = perHandle(prepareOfficeDay);

/**
 * The team's office `officeId` and its live bookings overlapping [start, end), earliest first, in
 * ONE statement (the office left-joined with its bookings, one row when there are none, so
 * availability costs one round trip); null when the team has no such office. Same filter and order
 * as listTeamBookingsBetween. A prepared statement: drizzle builds it once per handle, PostgreSQL
 * plans it once per connection.
 */
export async function findOfficeDay(
  tx: Executor,
  teamId: string,
  officeId: string,
  start: Date,
  end: Date,
): Promise<OfficeDay | null> {
  const rows = await officeDayRead(tx).execute({
    teamId,
    officeId,
    start: start.toISOString(),
    end: end.toISOString(),
    earliest: new Date(start.getTime() - SPAN_MAX_MS).toISOString(),
  });
  const [first] = rows;
  if (!first) return null;
  const office = { id: first.officeId, capacity: first.capacity, isShared: first.isShared };
  const booked = rows.flatMap((row) =>
    row.id !== null && row.startAt && row.endAt && row.userId !== null && row.seatFrom !== null
      ? [
          {
            id: row.id,
            startAt: row.startAt,
            endAt: row.endAt,
            userId: row.userId,
            userName: row.userName ?? "",
            seatFrom: row.seatFrom,
            seatTo: row.seatTo,
          },
        ]
      : [],
  );
  return { office, bookings: booked };
}

/**
 * How many live bookings of `userId` have not ended at `now` (the member quota); `excludeId` leaves
 * out the booking being moved (it is already counted once).
 */
export async function countActiveBookings(
  tx: Executor,
  teamId: string,
  userId: string,
  now: Date,
  excludeId?: string,
): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.teamId, teamId),
        eq(bookings.userId, userId),
        isLive,
        gt(bookings.endAt, now),
        excludeId ? ne(bookings.id, excludeId) : undefined,
      ),
    );
  return row.n;
}

/**
 * Serializes quota checks of one member until the transaction ends (a transaction-scoped advisory
 * lock, so two concurrent bookings in different offices cannot both pass the count).
 */
export async function lockMemberQuota(tx: Executor, teamId: string, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`booking-quota:${teamId}:${userId}`}, 0))`);
}

export async function insertBooking(tx: Executor, values: typeof bookings.$inferInsert): Promise<BookingRow> {
  const [row] = await tx.insert(bookings).values(values).returning();
  return row;
}

/**
 * The INSERT of one booking row, unsent: to be sent inside another statement (Change.write). With
 * `heldOffice` (a booking placed outside a transaction: place-booking.ts `placesInOneStatement`),
 * the row's office is read in the statement under a row lock, so an office change waits for it
 * or it for the change, and an office no longer as it was read (gone, deactivated, its sharing
 * changed, or assigned to someone) leaves the office NULL: the statement fails with 23502 and nothing is written. A
 * booking of every seat stores no seat range, so a new capacity does not matter to it. The lock is
 * exclusive (NO KEY UPDATE, which foreign-key checks pass) so two creates of one office queue
 * rather than check the exclusion constraint against each other's uncommitted rows, which
 * PostgreSQL can only end as a deadlock (decision 0020, addendum of 2026-12-07).
 */
export function bookingInsert(
  tx: Executor,
  row: BookingRow,
  heldOffice?: { isShared: boolean; assignedUserId: string | null },
): SQL {
  const officeId = heldOffice
    ? sql`(select ${offices.id} from ${offices}
           where ${offices.id} = ${row.officeId} and ${offices.teamId} = ${row.teamId}
             and ${offices.isActive} and ${offices.isShared} = ${heldOffice.isShared}
             and ${offices.assignedUserId} is not distinct from ${heldOffice.assignedUserId}
           for no key update)`
    : row.officeId;
  // getSQL(): embedded as a builder, drizzle would wrap it in parentheses, which a WITH refuses.
  return tx
    .insert(bookings)
    .values({ ...row, officeId })
    .getSQL();
}

export async function findBooking(tx: Executor, teamId: string, bookingId: string, lock = false) {
  const query = joined(tx)
    .where(and(eq(bookings.teamId, teamId), eq(bookings.id, bookingId)))
    .limit(1);
  const rows = lock ? await query.for("update", { of: bookings }) : await query;
  return flatten(rows)[0] ?? null;
}

/**
 * The joined views of `rows` (each a booking id with its team id) in one read, in `rows`' order; a
 * row whose booking is gone, or whose team does not match, is left out. Spans teams: the jobs that
 * scan the whole installation (releases, reminders) present what they found through it.
 */
export async function findBookingsOf(tx: Executor, rows: readonly { id: string; teamId: string }[]) {
  if (rows.length === 0) return [];
  const views = flatten(
    await joined(tx).where(
      inArray(
        bookings.id,
        rows.map((row) => row.id),
      ),
    ),
  );
  const byId = new Map(views.map((view) => [view.id, view]));
  return rows.flatMap((row) => {
    const view = byId.get(row.id);
    return view && view.teamId === row.teamId ? [view] : [];
  });
}

/** What an edit may change on a booking row (its slot and seats, or its details). */
export type BookingChanges = Partial<
  Pick<BookingRow, "officeId" | "startAt" | "endAt" | "seatFrom" | "seatTo" | "purpose" | "equipment">
>;

/** Updates a booking of the team in place (its id and history stay); returns the new row. */
export async function updateBooking(tx: Executor, teamId: string, bookingId: string, changes: BookingChanges) {
  const [row] = await tx
    .update(bookings)
    .set(changes)
    .where(and(eq(bookings.teamId, teamId), eq(bookings.id, bookingId)))
    .returning();
  return row;
}

/** The user's own bookings, newest first (all statuses), at most `limit`. */
export async function listUserBookings(tx: Executor, teamId: string, userId: string, limit: number) {
  const rows = await joined(tx)
    .where(and(eq(bookings.teamId, teamId), eq(bookings.userId, userId)))
    .orderBy(desc(bookings.startAt))
    .limit(limit);
  return flatten(rows);
}

/** The user's live bookings that have not ended yet, soonest first. */
export async function listUpcoming(tx: Executor, teamId: string, userId: string, now: Date, limit: number) {
  const rows = await joined(tx)
    .where(and(eq(bookings.teamId, teamId), eq(bookings.userId, userId), isLive, gte(bookings.endAt, now)))
    .orderBy(asc(bookings.startAt))
    .limit(limit);
  return flatten(rows);
}

/**
 * Live bookings of one office that have not ended at `now`, soonest first, at most `limit`, and
 * how many there are in all (what deactivating the office would strand). `lock` holds them until
 * the transaction ends, so none is cancelled or moved under a deactivation deciding about them.
 */
export async function listUpcomingOfOffice(
  tx: Executor,
  teamId: string,
  officeId: string,
  now: Date,
  limit: number,
  lock = false,
): Promise<{ items: BookingView[]; total: number }> {
  const upcoming = and(eq(bookings.teamId, teamId), eq(bookings.officeId, officeId), isLive, gt(bookings.endAt, now));
  const query = joined(tx).where(upcoming).orderBy(asc(bookings.startAt), asc(bookings.id)).limit(limit);
  const items = flatten(lock ? await query.for("update", { of: bookings }) : await query);
  if (items.length < limit) return { items, total: items.length };
  const [row] = await tx.select({ n: count() }).from(bookings).where(upcoming);
  return { items, total: row.n };
}

/** Cancels the live ones of the given bookings of the team by `cancelledBy` at `at`; returns their rows. */
export async function cancelBookings(
  tx: Executor,
  teamId: string,
  bookingIds: string[],
  cancelledBy: string | null,
  at: Date,
): Promise<BookingRow[]> {
  if (bookingIds.length === 0) return [];
  return tx
    .update(bookings)
    .set({ status: "cancelled", cancelledAt: at, cancelledBy })
    .where(and(eq(bookings.teamId, teamId), inArray(bookings.id, bookingIds), isLive))
    .returning();
}

/**
 * How many confirmed bookings the team holds, all time: the sum of its shards of
 * `team_booking_counts`, which the database's triggers keep (migration 0021), so it costs the same
 * whatever the team's history.
 */
export async function countConfirmed(tx: Executor, teamId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${teamBookingCounts.confirmed}), 0)::int` })
    .from(teamBookingCounts)
    .where(eq(teamBookingCounts.teamId, teamId));
  return row.n;
}

/** The filters of My Bookings (GET /api/bookings/mine), instants already resolved in the team zone. */
export interface MineFilter {
  status: "upcoming" | "past" | "cancelled";
  now: Date;
  officeId?: string;
  /** Start at or after this instant. */
  startFrom?: Date;
  /** Start before this instant. */
  startBefore?: Date;
  /** Plain text searched in the purpose, case-insensitive. */
  q?: string;
  /** Keyset: the (start, id) of the last row of the previous page. */
  after?: { startAt: Date; id: string };
}

/** `text` as a LIKE pattern that matches it literally (\, % and _ escaped with the default escape \). */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/**
 * One page of a member's bookings: upcoming (live, not ended; soonest first), past (live, ended;
 * latest first) or cancelled (cancelled or released; latest first), ties broken by id. Reads
 * bookings_user_start_idx. Returns at most `limit` rows.
 */
export async function listMine(tx: Executor, teamId: string, userId: string, filter: MineFilter, limit: number) {
  const ascending = filter.status === "upcoming";
  const byStatus =
    filter.status === "cancelled"
      ? inArray(bookings.status, ["cancelled", "released"])
      : filter.status === "upcoming"
        ? // Not ended; the start bound lets the index range begin at now minus the longest booking.
          and(
            isLive,
            gt(bookings.endAt, filter.now),
            gt(bookings.startAt, new Date(filter.now.getTime() - SPAN_MAX_MS)),
          )
        : and(isLive, lte(bookings.endAt, filter.now), lt(bookings.startAt, filter.now));
  const after = filter.after
    ? ascending
      ? sql`(${bookings.startAt}, ${bookings.id}) > (${filter.after.startAt.toISOString()}::timestamptz, ${filter.after.id}::uuid)`
      : sql`(${bookings.startAt}, ${bookings.id}) < (${filter.after.startAt.toISOString()}::timestamptz, ${filter.after.id}::uuid)`
    : undefined;
  const rows = await joined(tx)
    .where(
      and(
        eq(bookings.teamId, teamId),
        eq(bookings.userId, userId),
        byStatus,
        filter.officeId ? eq(bookings.officeId, filter.officeId) : undefined,
        filter.startFrom ? gte(bookings.startAt, filter.startFrom) : undefined,
        filter.startBefore ? lt(bookings.startAt, filter.startBefore) : undefined,
        filter.q ? ilike(bookings.purpose, `%${likeLiteral(filter.q)}%`) : undefined,
        after,
      ),
    )
    .orderBy(
      ascending ? asc(bookings.startAt) : desc(bookings.startAt),
      ascending ? asc(bookings.id) : desc(bookings.id),
    )
    .limit(limit);
  return flatten(rows);
}
