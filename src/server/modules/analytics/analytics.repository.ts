/**
 * SQL of team analytics: every figure is one aggregate query over the team's bookings
 * starting in [rangeStart, rangeEnd), computed in the team's zone by PostgreSQL (`at time zone`), so
 * local days and hours are DST-correct and no booking rows are loaded into Node. Reads bookings,
 * offices and users (their owning modules' tables) to aggregate; writes nothing.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { bookings, offices, users } from "#db/schema/index.ts";
import { businessDays, localMinuteInstant } from "#server/lib/business-hours-sql.ts";

/** The range and filter every query shares; dates are local yyyy-MM-dd days of `zone`, inclusive. */
export interface AnalyticsScope {
  teamId: string;
  zone: string;
  from: string;
  to: string;
  /** [start of `from`, start of the day after `to`) as instants. */
  rangeStart: Date;
  rangeEnd: Date;
  businessStartMinute: number;
  businessEndMinute: number;
  officeId: string | null;
}

/** Rows of a raw query (drizzle's execute answers `{ rows }` on both drivers). */
async function rows<T>(tx: Executor, query: SQL): Promise<T[]> {
  const result = await tx.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** The team's bookings starting in the range (and of the office, when filtered): alias `b`. */
function inRange(s: AnalyticsScope): SQL {
  return sql`b.team_id = ${s.teamId}::uuid
    and b.start_at >= ${s.rangeStart.toISOString()}::timestamptz
    and b.start_at < ${s.rangeEnd.toISOString()}::timestamptz
    and (${s.officeId}::uuid is null or b.office_id = ${s.officeId}::uuid)`;
}

/** Seats a booking `b` of office `o` holds: the whole office, or its seat range. */
const seats = sql`(case when b.seat_to is null then o.capacity else b.seat_to - b.seat_from end)`;

export interface UtilisationRow {
  officeId: string;
  officeName: string;
  capacity: number;
  bookedSeatHours: number;
  bookableSeatHours: number;
}

/**
 * Per office (active ones, and inactive ones with bookings in the range): confirmed seat-hours
 * within each local day's business hours, and capacity × the business hours of every day. A booking
 * is clipped to the business hours of the local day it starts on (bookings cannot cross midnight
 * inside business hours).
 */
export async function officeUtilisation(tx: Executor, s: AnalyticsScope): Promise<UtilisationRow[]> {
  return rows<UtilisationRow>(
    tx,
    sql`with days as materialized (
      select day, open_at, close_at,
             ${localMinuteInstant(sql`day`, 0, s.zone)} as day_start,
             ${localMinuteInstant(sql`day`, 24 * 60, s.zone)} as day_end
        from (${businessDays(s)}) d
    ), bookable as (
      select coalesce(sum(extract(epoch from close_at - open_at)), 0) / 3600.0 as hours from days
    ), booked as (
      -- Each local day's bookings by their start (an index range per day), so the zone arithmetic
      -- runs once per day, not once per booking; float8 seconds (date_part) rather than numeric to sum.
      select b.office_id,
             sum(${seats} * greatest(0, date_part('epoch', least(b.end_at, d.close_at) - greatest(b.start_at, d.open_at)))) / 3600.0 as seat_hours
        from days d
        join ${bookings} b on b.team_id = ${s.teamId}::uuid and b.start_at >= d.day_start and b.start_at < d.day_end
        join ${offices} o on o.id = b.office_id
       where b.status = 'confirmed' and (${s.officeId}::uuid is null or b.office_id = ${s.officeId}::uuid)
       group by b.office_id
    )
    select o.id as "officeId", o.name as "officeName", o.capacity,
           coalesce(booked.seat_hours, 0)::float8 as "bookedSeatHours",
           (o.capacity * bookable.hours)::float8 as "bookableSeatHours"
      from ${offices} o
      cross join bookable
      left join booked on booked.office_id = o.id
     where o.team_id = ${s.teamId}::uuid
       and (${s.officeId}::uuid is null or o.id = ${s.officeId}::uuid)
       and (o.is_active or booked.seat_hours is not null)
     order by lower(o.name), o.id`,
  );
}

export interface HeatmapRow {
  weekday: number;
  hour: number;
  seatHours: number;
  /** How many times this local weekday and hour occur in the range. */
  slots: number;
}

export interface PerDayRow {
  date: string;
  confirmed: number;
  cancelled: number;
  released: number;
}

export interface SummaryRow {
  total: number;
  confirmed: number;
  cancelled: number;
  released: number;
  /** Not cancelled, and started at `now`: the bookings check-in applied to. */
  started: number;
  releasedStarted: number;
  leadHours: number | null;
  durationMinutes: number | null;
}

export interface BookingFigures {
  /** Every local day of the range with the bookings starting on it, by status (zeros included). */
  perDay: PerDayRow[];
  /** Counts by status, and mean lead time (hours) and duration (minutes) over every booking in the range. */
  summary: SummaryRow;
  /**
   * Confirmed seat-hours per local ISO weekday (1 Monday .. 7 Sunday) and local hour, each booking
   * cut into the local hours it covers; with how many such hours the range holds (a fall-back day
   * holds its repeated hour twice). Cells without bookings are left out.
   */
  heatmap: HeatmapRow[];
}

/**
 * The figures that need no office or member apart, from one read of the range's bookings: they are
 * summed per distinct (start, end) first, and the per-day, summary and heatmap sums then run over
 * those slots (bookings cluster on the same slots), so the zone arithmetic runs once per slot and the
 * bookings are scanned once, not once per figure.
 */
export async function bookingFigures(tx: Executor, s: AnalyticsScope, now: Date): Promise<BookingFigures> {
  const [row] = await rows<BookingFigures>(
    tx,
    sql`with slots as materialized (
      select b.start_at, b.end_at,
             count(*) filter (where b.status = 'confirmed') as confirmed,
             count(*) filter (where b.status = 'cancelled') as cancelled,
             count(*) filter (where b.status = 'released') as released,
             sum(date_part('epoch', b.start_at - b.created_at)) as lead_seconds,
             coalesce(sum(${seats}) filter (where b.status = 'confirmed'), 0) as seats
        from ${bookings} b
        join ${offices} o on o.id = b.office_id
       where ${inRange(s)}
       group by b.start_at, b.end_at
    ), counted as (
      select (start_at at time zone ${s.zone})::date as day,
             sum(confirmed)::int as confirmed, sum(cancelled)::int as cancelled, sum(released)::int as released
        from slots
       group by 1
    ), per_day as (
      select to_char(d::date, 'YYYY-MM-DD') as date,
             coalesce(c.confirmed, 0) as confirmed, coalesce(c.cancelled, 0) as cancelled, coalesce(c.released, 0) as released
        from generate_series(${s.from}::date, ${s.to}::date, interval '1 day') d
        left join counted c on c.day = d::date
    ), summary as (
      select coalesce(sum(confirmed + cancelled + released), 0)::int as total,
             coalesce(sum(confirmed), 0)::int as confirmed,
             coalesce(sum(cancelled), 0)::int as cancelled,
             coalesce(sum(released), 0)::int as released,
             coalesce(sum(confirmed + released) filter (where start_at <= ${now.toISOString()}::timestamptz), 0)::int as started,
             coalesce(sum(released) filter (where start_at <= ${now.toISOString()}::timestamptz), 0)::int as "releasedStarted",
             (sum(lead_seconds) / nullif(sum(confirmed + cancelled + released), 0) / 3600.0)::float8 as "leadHours",
             (sum(date_part('epoch', end_at - start_at) * (confirmed + cancelled + released))
               / nullif(sum(confirmed + cancelled + released), 0) / 60.0)::float8 as "durationMinutes"
        from slots
    ), per_hour as (
      select h, sum(ss.seats * date_part('epoch', least(ss.end_at, h + interval '1 hour') - greatest(ss.start_at, h))) / 3600.0 as seat_hours
        from slots ss
        cross join lateral generate_series(date_trunc('hour', ss.start_at, ${s.zone}), ss.end_at - interval '1 microsecond', interval '1 hour') h
       where ss.confirmed > 0
       group by h
    ), cells as (
      -- Local weekday and hour once per hour instant of the range, not once per booking-hour.
      select extract(isodow from h at time zone ${s.zone})::int as weekday,
             extract(hour from h at time zone ${s.zone})::int as hour,
             sum(seat_hours) as seat_hours
        from per_hour
       group by 1, 2
    ), hour_slots as (
      select extract(isodow from h at time zone ${s.zone})::int as weekday,
             extract(hour from h at time zone ${s.zone})::int as hour,
             count(*)::int as n
        from generate_series(${s.rangeStart.toISOString()}::timestamptz, ${s.rangeEnd.toISOString()}::timestamptz - interval '1 microsecond', interval '1 hour') h
       group by 1, 2
    )
    select
      (select coalesce(json_agg(per_day order by date), '[]'::json) from per_day) as "perDay",
      (select row_to_json(summary) from summary) as summary,
      (select coalesce(json_agg(json_build_object('weekday', cells.weekday, 'hour', cells.hour,
                'seatHours', cells.seat_hours::float8, 'slots', coalesce(hour_slots.n, 1))
                order by cells.weekday, cells.hour), '[]'::json)
         from cells left join hour_slots using (weekday, hour)) as heatmap`,
  );
  return row;
}

export interface TopMemberRow {
  userId: string;
  name: string;
  bookedHours: number;
}

/** The `limit` members with the most confirmed hours booked in the range, most first, ties by name. */
export async function topMembers(tx: Executor, s: AnalyticsScope, limit: number): Promise<TopMemberRow[]> {
  return rows<TopMemberRow>(
    tx,
    // Summed per booker before the names are joined: one join per member, not one per booking.
    sql`select u.id as "userId", u.name, (per_user.seconds / 3600.0)::float8 as "bookedHours"
          from (
            select b.user_id, sum(date_part('epoch', b.end_at - b.start_at)) as seconds
              from ${bookings} b
             where ${inRange(s)} and b.status = 'confirmed'
             group by b.user_id
          ) per_user
          join ${users} u on u.id = per_user.user_id
         order by per_user.seconds desc, lower(u.name), u.id
         limit ${limit}`,
  );
}
