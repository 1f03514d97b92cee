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
    sql`with days as (${businessDays(s)}), bookable as (
      select coalesce(sum(extract(epoch from close_at - open_at)), 0) / 3600.0 as hours from days
    ), booked as (
      -- Each booking's own local day's business hours, computed from the booking (no join and sort
      -- against the days), and float8 seconds (date_part) rather than numeric (extract) to sum.
      select b.office_id,
             sum(${seats} * greatest(0, date_part('epoch', least(b.end_at, d.close_at) - greatest(b.start_at, d.open_at)))) / 3600.0 as seat_hours
        from ${bookings} b
        join ${offices} o on o.id = b.office_id
        cross join lateral (
          select ${localMinuteInstant(sql`l.day`, s.businessStartMinute, s.zone)} as open_at,
                 ${localMinuteInstant(sql`l.day`, s.businessEndMinute, s.zone)} as close_at
            from (select (b.start_at at time zone ${s.zone})::date as day) l
        ) d
       where ${inRange(s)} and b.status = 'confirmed'
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

/**
 * Confirmed seat-hours per local ISO weekday (1 Monday .. 7 Sunday) and local hour, each booking cut
 * into the local hours it covers; with how many such hours the range holds (a fall-back day holds
 * its repeated hour twice). Cells without bookings are left out.
 */
export async function occupancyHeatmap(tx: Executor, s: AnalyticsScope): Promise<HeatmapRow[]> {
  return rows<HeatmapRow>(
    tx,
    sql`with slot_seats as (
      -- Seats summed per distinct (start, end) first: the hour split and its zone arithmetic then run
      -- once per slot, not once per booking (bookings cluster on the same slots).
      select b.start_at, b.end_at, sum(${seats}) as seats
        from ${bookings} b
        join ${offices} o on o.id = b.office_id
       where ${inRange(s)} and b.status = 'confirmed'
       group by b.start_at, b.end_at
    ), per_hour as (
      select h, sum(ss.seats * date_part('epoch', least(ss.end_at, h + interval '1 hour') - greatest(ss.start_at, h))) / 3600.0 as seat_hours
        from slot_seats ss
        cross join lateral generate_series(date_trunc('hour', ss.start_at, ${s.zone}), ss.end_at - interval '1 microsecond', interval '1 hour') h
       group by h
    ), cells as (
      -- Local weekday and hour once per hour instant of the range, not once per booking-hour.
      select extract(isodow from h at time zone ${s.zone})::int as weekday,
             extract(hour from h at time zone ${s.zone})::int as hour,
             sum(seat_hours) as seat_hours
        from per_hour
       group by 1, 2
    ), slots as (
      select extract(isodow from h at time zone ${s.zone})::int as weekday,
             extract(hour from h at time zone ${s.zone})::int as hour,
             count(*)::int as n
        from generate_series(${s.rangeStart.toISOString()}::timestamptz, ${s.rangeEnd.toISOString()}::timestamptz - interval '1 microsecond', interval '1 hour') h
       group by 1, 2
    )
    select cells.weekday, cells.hour, cells.seat_hours::float8 as "seatHours", coalesce(slots.n, 1) as slots
      from cells left join slots using (weekday, hour)
     order by cells.weekday, cells.hour`,
  );
}

export interface PerDayRow {
  date: string;
  confirmed: number;
  cancelled: number;
  released: number;
}

/** Every local day of the range with the bookings starting on it, by status (zeros included). */
export async function bookingsPerDay(tx: Executor, s: AnalyticsScope): Promise<PerDayRow[]> {
  return rows<PerDayRow>(
    tx,
    sql`with by_start as (
      -- Counted per start instant first, so the zone conversion runs once per distinct start.
      select b.start_at,
             count(*) filter (where b.status = 'confirmed') as confirmed,
             count(*) filter (where b.status = 'cancelled') as cancelled,
             count(*) filter (where b.status = 'released') as released
        from ${bookings} b
       where ${inRange(s)}
       group by b.start_at
    ), counted as (
      select (start_at at time zone ${s.zone})::date as day,
             sum(confirmed)::int as confirmed, sum(cancelled)::int as cancelled, sum(released)::int as released
        from by_start
       group by 1
    )
    select to_char(d::date, 'YYYY-MM-DD') as date,
           coalesce(c.confirmed, 0) as confirmed, coalesce(c.cancelled, 0) as cancelled, coalesce(c.released, 0) as released
      from generate_series(${s.from}::date, ${s.to}::date, interval '1 day') d
      left join counted c on c.day = d::date
     order by d`,
  );
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

/** Counts by status, and mean lead time (hours) and duration (minutes) over every booking in the range. */
export async function bookingSummary(tx: Executor, s: AnalyticsScope, now: Date): Promise<SummaryRow> {
  const [row] = await rows<SummaryRow>(
    tx,
    sql`select count(*)::int as total,
               count(*) filter (where b.status = 'confirmed')::int as confirmed,
               count(*) filter (where b.status = 'cancelled')::int as cancelled,
               count(*) filter (where b.status = 'released')::int as released,
               count(*) filter (where b.status <> 'cancelled' and b.start_at <= ${now.toISOString()}::timestamptz)::int as started,
               count(*) filter (where b.status = 'released' and b.start_at <= ${now.toISOString()}::timestamptz)::int as "releasedStarted",
               (avg(date_part('epoch', b.start_at - b.created_at)) / 3600.0)::float8 as "leadHours",
               (avg(date_part('epoch', b.end_at - b.start_at)) / 60.0)::float8 as "durationMinutes"
          from ${bookings} b
         where ${inRange(s)}`,
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
