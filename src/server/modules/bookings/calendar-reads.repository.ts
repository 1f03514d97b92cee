/**
 * The calendars' hot read (a week of every office: ~1,400 bookings for 200 offices): live bookings
 * of a team overlapping [start, end) in one raw statement whose instants come back as ISO 8601 UTC
 * text made by PostgreSQL. That skips the ORM's per-cell mapping and the driver's timestamp
 * parsing, which were half of the request's CPU in the profile (bench/README.md
 * "Range reads and series"). Same filter and order as listTeamBookingsBetween. Also the month
 * view's figures, summed per local day by the database (summariseBookingDays). Reads bookings,
 * their slot totals, offices and users; writes nothing.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { businessDays } from "#server/lib/business-hours-sql.ts";
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

/** What narrows a live list: these offices (another team's ids match nothing), this booker. */
export interface LiveBookingFilter {
  officeIds?: readonly string[];
  userId?: string;
}

/**
 * The statement of listLiveBookingRows, not yet sent (bench/ceilings.ts runs the same one straight
 * through the driver as the lists' ceiling).
 */
export function liveBookingRowsQuery(teamId: string, start: Date, end: Date, filter: LiveBookingFilter = {}): SQL {
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
      ${filter.officeIds ? sql`and b.office_id = any(${sql.param(filter.officeIds)}::uuid[])` : sql``}
      ${filter.userId ? sql`and b.user_id = ${filter.userId}` : sql``}
    order by b.start_at, o.name, b.id`;
}

/**
 * Live (confirmed) bookings of `teamId` overlapping the instants [start, end), optionally of some
 * offices and/or one booker, ordered by start, office name, id. Scans bookings_team_start_idx over
 * [start - BOOKING_SPAN_MAX_MINUTES, end), like every overlap read of the bookings repository.
 */
export async function listLiveBookingRows(
  tx: Executor,
  teamId: string,
  start: Date,
  end: Date,
  filter: LiveBookingFilter = {},
): Promise<ListedBookingRow[]> {
  const result = await tx.execute(liveBookingRowsQuery(teamId, start, end, filter));
  return (result as unknown as { rows: ListedBookingRow[] }).rows;
}

/** What the month view's figures are computed over; days are team-local yyyy-MM-dd, inclusive. */
export interface BookingDaysScope {
  teamId: string;
  /** The signed-in person, whose bookings are counted apart as their own. */
  viewerId: string;
  /** One office (active or not), or null for every active office of the team. */
  officeId: string | null;
  from: string;
  to: string;
  zone: string;
  businessStartMinute: number;
  businessEndMinute: number;
}

/** One local day's sums: bookable and booked seat-seconds within its business hours. */
export interface BookingDayRow {
  date: string;
  bookings: number;
  own: number;
  bookedSeatSeconds: number;
  bookableSeatSeconds: number;
}

/**
 * Per local day of the scope: the confirmed bookings of the offices overlapping that day's business
 * hours, the viewer's among them, and the seat-seconds booked and bookable inside those hours
 * (business hours in real time, so a DST day's window may be an hour shorter or longer). Bookings
 * are summed per distinct (start, end) before the days are joined, so the per-day arithmetic runs once
 * per slot and the answer is 42 rows whatever the team's size (docs/product.md "Time"). Every active
 * office's slots come from `team_slot_totals`, which the database keeps (decision 0027), one
 * office's from its bookings; the viewer's own from their bookings either way.
 */
export async function summariseBookingDays(tx: Executor, s: BookingDaysScope): Promise<BookingDayRow[]> {
  const inWindow = (startAt: SQL, endAt: SQL) => sql`${startAt} < w.last_close
         and ${startAt} > w.first_open - make_interval(mins => ${BOOKING_SPAN_MAX_MINUTES}::int)
         and ${endAt} > w.first_open`;
  const seats = sql`case when b.seat_to is null then o.capacity else b.seat_to - b.seat_from end`;
  const slots =
    s.officeId === null
      ? sql`select t.start_at, t.end_at, sum(t.bookings)::int as n, sum(t.seats)::float8 as seats
          from team_slot_totals t cross join window_span w
         where t.team_id = ${s.teamId}::uuid and ${inWindow(sql`t.start_at`, sql`t.end_at`)}
         group by t.start_at, t.end_at
        having sum(t.bookings) > 0`
      : sql`select b.start_at, b.end_at, count(*)::int as n, sum(${seats})::float8 as seats
          from bookings b join chosen o on o.id = b.office_id cross join window_span w
         where b.office_id = ${s.officeId}::uuid and b.status = 'confirmed'
           and ${inWindow(sql`b.start_at`, sql`b.end_at`)}
         group by b.start_at, b.end_at`;
  const result = await tx.execute(sql`
    with days as (${businessDays(s)}), chosen as (
      select o.id, o.capacity from offices o
       where o.team_id = ${s.teamId}::uuid
         and (case when ${s.officeId}::uuid is null then o.is_active else o.id = ${s.officeId}::uuid end)
    ), window_span as (
      select min(open_at) as first_open, max(close_at) as last_close from days
    ), slots as (${slots}), own as materialized (
      select b.start_at, b.end_at, count(*)::int as n
        from bookings b join offices o on o.id = b.office_id cross join window_span w
       where b.user_id = ${s.viewerId} and b.team_id = ${s.teamId}::uuid and b.status = 'confirmed'
         and (case when ${s.officeId}::uuid is null then o.is_active else o.id = ${s.officeId}::uuid end)
         and ${inWindow(sql`b.start_at`, sql`b.end_at`)}
       group by b.start_at, b.end_at
    )
    select to_char(days.day, 'YYYY-MM-DD') as date,
           coalesce(sum(slots.n), 0)::int as bookings,
           coalesce((select sum(own.n) from own where own.start_at < days.close_at and own.end_at > days.open_at), 0)::int as own,
           coalesce(sum(slots.seats * date_part('epoch', least(slots.end_at, days.close_at) - greatest(slots.start_at, days.open_at))), 0)::float8
             as "bookedSeatSeconds",
           (greatest(0, date_part('epoch', days.close_at - days.open_at))
             * coalesce((select sum(capacity) from chosen), 0))::float8 as "bookableSeatSeconds"
      from days
      left join slots on slots.start_at < days.close_at and slots.end_at > days.open_at
     group by days.day, days.open_at, days.close_at
     order by days.day`);
  return (result as unknown as { rows: BookingDayRow[] }).rows;
}
