/**
 * Business hours as instants in SQL, for the reads that sum bookings inside them (the month view's
 * figures and team analytics; docs/product.md "Time"): a local day's opening or closing minute in
 * the team's zone, converted by PostgreSQL, so a DST day's window is its real length.
 */
import { type SQL, sql } from "drizzle-orm";

/** The instant of `minute` (0..1440) on the local date `day` (an SQL date expression) in `zone`. */
export function localMinuteInstant(day: SQL, minute: number, zone: string): SQL {
  return sql`(${day} + make_interval(mins => ${minute}::int))::timestamp at time zone ${zone}`;
}

/**
 * A CTE body: one row (day, open_at, close_at) per local date from..to inclusive (yyyy-MM-dd), its
 * business hours [businessStartMinute, businessEndMinute) as instants of `zone`.
 */
export function businessDays(s: {
  from: string;
  to: string;
  zone: string;
  businessStartMinute: number;
  businessEndMinute: number;
}): SQL {
  return sql`select d::date as day,
           ${localMinuteInstant(sql`d::date`, s.businessStartMinute, s.zone)} as open_at,
           ${localMinuteInstant(sql`d::date`, s.businessEndMinute, s.zone)} as close_at
      from generate_series(${s.from}::date, ${s.to}::date, interval '1 day') d`;
}
