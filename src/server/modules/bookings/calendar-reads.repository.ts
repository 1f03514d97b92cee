/**
 * The calendars' hot read (a week of every office: ~1,400 bookings for 200 offices): live bookings
 * of a team overlapping [start, end) in one raw statement whose instants come back as ISO 8601 UTC
 * text made by PostgreSQL. That skips the ORM's per-cell mapping and the driver's timestamp
 * parsing, which were half of the request's CPU in the profile (bench/README.md
 * "Range reads and series"). Reads bookings, offices and users; writes nothing. Same filter and
 * order as listTeamBookingsBetween.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { BOOKING_SPAN_MAX_MINUTES, type BookingStatus } from "#shared/constants.ts";

/** A booking row as the presenter needs it; instants are `yyyy-MM-ddTHH:mm:ss.SSSZ` (UTC, ms truncated). */
export interface ListedBookingRow {
  id: string;
  userId: string;
  userName: string;
  officeId: string;
  teamId: string;
  startISO: string;
  endISO: string;
  purpose: string | null;
  seriesId: string | null;
  status: BookingStatus;
  checkedInAt: string | null;
  equipment: string[];
  seatFrom: number;
  seatTo: number | null;
  officeName: string;
  officeCapacity: number;
  officeIsActive: boolean;
  createdAt: string;
}

/** `column` as the text Date#toISOString would give (PostgreSQL's `MS` truncates, as the driver does). */
function isoText(column: SQL): SQL {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * The statement of listLiveBookingRows, not yet sent (bench/ceilings.ts runs the same one straight
 * through the driver as the lists' ceiling).
 */
export function liveBookingRowsQuery(
  teamId: string,
  start: Date,
  end: Date,
  filter: { officeId?: string; userId?: string } = {},
): SQL {
  const earliestStart = new Date(start.getTime() - BOOKING_SPAN_MAX_MINUTES * 60_000);
  return sql`
    select b.id, b.user_id as "userId", u.name as "userName", b.office_id as "officeId",
           b.team_id as "teamId", ${isoText(sql`b.start_at`)} as "startISO",
           ${isoText(sql`b.end_at`)} as "endISO", b.purpose, b.series_id as "seriesId", b.status,
           ${isoText(sql`b.checked_in_at`)} as "checkedInAt", b.equipment, b.seat_from as "seatFrom",
           b.seat_to as "seatTo", o.name as "officeName", o.capacity as "officeCapacity",
           o.is_active as "officeIsActive", ${isoText(sql`b.created_at`)} as "createdAt"
    from bookings b
    join offices o on o.id = b.office_id
    join users u on u.id = b.user_id
    where b.team_id = ${teamId}::uuid
      and b.status = 'confirmed'
      and b.start_at < ${end.toISOString()}::timestamptz
      and b.end_at > ${start.toISOString()}::timestamptz
      and b.start_at > ${earliestStart.toISOString()}::timestamptz
      ${filter.officeId ? sql`and b.office_id = ${filter.officeId}::uuid` : sql``}
      ${filter.userId ? sql`and b.user_id = ${filter.userId}` : sql``}
    order by b.start_at, o.name, b.id`;
}

/**
 * Live (confirmed) bookings of `teamId` overlapping the instants [start, end), optionally of one
 * office and/or one booker, ordered by start, office name, id. Scans bookings_team_start_idx over
 * [start - BOOKING_SPAN_MAX_MINUTES, end), like every overlap read of the bookings repository.
 */
export async function listLiveBookingRows(
  tx: Executor,
  teamId: string,
  start: Date,
  end: Date,
  filter: { officeId?: string; userId?: string } = {},
): Promise<ListedBookingRow[]> {
  const result = await tx.execute(liveBookingRowsQuery(teamId, start, end, filter));
  return (result as unknown as { rows: ListedBookingRow[] }).rows;
}
