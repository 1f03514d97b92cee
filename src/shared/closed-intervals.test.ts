/** Closed intervals of a local day, across New York's DST changes and in zones east of UTC. */
import { describe, expect, it } from "vitest";
import { type BookingPolicy, DEFAULT_BOOKING_POLICY } from "./booking-policy.ts";
import { closedIntervals } from "./closed-intervals.ts";

const NY = "America/New_York";
const policy: BookingPolicy = { ...DEFAULT_BOOKING_POLICY, timeZone: NY };
const LONG_AGO = new Date("2026-01-01T12:00:00Z");

const iso = (list: { start: Date; end: Date; reason: string }[]) =>
  list.map(({ start, end, reason }) => [start.toISOString(), end.toISOString(), reason]);

describe("closedIntervals", () => {
  it("a 23-hour spring-forward day keeps 07:00-20:00 local open (America/New_York 2026-03-08)", () => {
    expect(iso(closedIntervals("2026-03-08", policy, LONG_AGO))).toEqual([
      ["2026-03-08T05:00:00.000Z", "2026-03-08T11:00:00.000Z", "outside_hours"], // 00:00 EST - 07:00 EDT
      ["2026-03-09T00:00:00.000Z", "2026-03-09T04:00:00.000Z", "outside_hours"], // 20:00 EDT - 24:00 EDT
    ]);
  });

  it("a 25-hour fall-back day keeps 07:00-20:00 local open (America/New_York 2026-11-01)", () => {
    expect(iso(closedIntervals("2026-11-01", policy, LONG_AGO))).toEqual([
      ["2026-11-01T04:00:00.000Z", "2026-11-01T12:00:00.000Z", "outside_hours"], // 00:00 EDT - 07:00 EST
      ["2026-11-02T01:00:00.000Z", "2026-11-02T05:00:00.000Z", "outside_hours"], // 20:00 EST - 24:00 EST
    ]);
  });

  it("closes the past up to the next quarter hour, on the DST day itself", () => {
    // 10:05 EDT: a booking may start at 10:15 at the earliest.
    expect(iso(closedIntervals("2026-03-08", policy, new Date("2026-03-08T14:05:00Z")))).toEqual([
      ["2026-03-08T05:00:00.000Z", "2026-03-08T14:15:00.000Z", "past"],
      ["2026-03-09T00:00:00.000Z", "2026-03-09T04:00:00.000Z", "outside_hours"],
    ]);
    // A whole past day is closed as past, whatever its hours.
    expect(iso(closedIntervals("2026-03-07", policy, new Date("2026-03-08T14:05:00Z")))).toEqual([
      ["2026-03-07T05:00:00.000Z", "2026-03-08T05:00:00.000Z", "past"],
    ]);
  });

  it("counts the minimum notice as past", () => {
    const withNotice = { ...policy, minNoticeMinutes: 60 };
    // 08:00 EST with one hour's notice: 09:00 EST (14:00Z) is the first start.
    expect(iso(closedIntervals("2026-11-01", withNotice, new Date("2026-11-01T13:00:00Z")))).toEqual([
      ["2026-11-01T04:00:00.000Z", "2026-11-01T14:00:00.000Z", "past"],
      ["2026-11-02T01:00:00.000Z", "2026-11-02T05:00:00.000Z", "outside_hours"],
    ]);
  });

  it("closes what lies beyond the horizon (days of 24 hours from now)", () => {
    const oneDay = { ...policy, horizonDays: 1 };
    // now + 24 h = 2026-11-01T16:07Z; 16:00Z is the last start within it.
    expect(iso(closedIntervals("2026-11-01", oneDay, new Date("2026-10-31T16:07:00Z")))).toEqual([
      ["2026-11-01T04:00:00.000Z", "2026-11-01T12:00:00.000Z", "outside_hours"],
      ["2026-11-01T16:15:00.000Z", "2026-11-02T05:00:00.000Z", "beyond_horizon"],
    ]);
    expect(iso(closedIntervals("2026-11-03", oneDay, new Date("2026-10-31T16:07:00Z")))).toEqual([
      ["2026-11-03T05:00:00.000Z", "2026-11-04T05:00:00.000Z", "beyond_horizon"],
    ]);
  });

  it("business hours to midnight leave no evening interval; Asia/Tokyo has no DST", () => {
    const tokyo = { ...policy, timeZone: "Asia/Tokyo", businessStartMinute: 0, businessEndMinute: 1440 };
    expect(closedIntervals("2026-03-08", tokyo, LONG_AGO)).toEqual([]);
    const tokyoDay = { ...tokyo, businessStartMinute: 9 * 60, businessEndMinute: 18 * 60 };
    expect(iso(closedIntervals("2026-03-08", tokyoDay, LONG_AGO))).toEqual([
      ["2026-03-07T15:00:00.000Z", "2026-03-08T00:00:00.000Z", "outside_hours"],
      ["2026-03-08T09:00:00.000Z", "2026-03-08T15:00:00.000Z", "outside_hours"],
    ]);
  });

  it("throws RangeError for a date that does not exist", () => {
    expect(() => closedIntervals("2026-02-30", policy, LONG_AGO)).toThrow(RangeError);
  });
});
