import { describe, expect, it } from "vitest";
import { type BookingPolicy, DEFAULT_BOOKING_POLICY } from "#shared/booking-policy.ts";
import { collectBookingViolations, officeInactiveViolation, teamStateViolation } from "#shared/booking-rules.ts";
import { zonedInstant } from "#shared/time.ts";
import { readerIn } from "#web/test/catalogue-reader.ts";
import { slotViolation, slotViolations, violationText } from "./slot-violation.ts";

/** The bookings catalogue as an English and a German reader get it. */
const english = readerIn("en", "bookings");
const german = readerIn("de", "bookings");

const NY: BookingPolicy = {
  ...DEFAULT_BOOKING_POLICY,
  timeZone: "America/New_York",
  businessStartMinute: 8 * 60,
  businessEndMinute: 18 * 60,
};
const hour = (date: string, h: number, minutes = 60) => ({ date, startMinute: h * 60, minutes });
const at8amNewYork = new Date("2026-03-10T12:00:00Z");

describe("slotViolation (the shared booking rules as the day view uses them)", () => {
  it("accepts an hour inside the team's business hours in the future", () => {
    expect(slotViolation(hour("2026-03-10", 9), NY, at8amNewYork, english)).toBeNull();
    expect(slotViolation(hour("2026-03-10", 17), NY, at8amNewYork, english)).toBeNull();
  });

  it("refuses hours outside the team's own business hours with the server's message", () => {
    const expected = {
      code: "OUTSIDE_BUSINESS_HOURS",
      title: "Outside business hours",
      message: "Bookings are only available between 08:00 and 18:00 (America/New_York) on a single day.",
    };
    expect(slotViolation(hour("2026-03-11", 7), NY, at8amNewYork, english)).toEqual(expected);
    expect(slotViolation(hour("2026-03-11", 18), NY, at8amNewYork, english)).toEqual(expected);
    // 17:30 for an hour runs past 18:00.
    expect(
      slotViolation({ date: "2026-03-11", startMinute: 17 * 60 + 30, minutes: 60 }, NY, at8amNewYork, english),
    ).toEqual(expected);
  });

  it("refuses a slot that has started, in the team's zone", () => {
    const at1030 = new Date("2026-03-10T14:30:00Z");
    expect(slotViolation(hour("2026-03-10", 10), NY, at1030, english)).toEqual({
      code: "BOOKING_IN_PAST",
      title: "Invalid booking time",
      message: "Cannot book time slots in the past",
    });
    expect(slotViolation(hour("2026-03-10", 11), NY, at1030, english)).toBeNull();
  });

  it("applies the team's notice, horizon and longest booking", () => {
    const strict = { ...NY, minNoticeMinutes: 120, horizonDays: 7, maxBookingMinutes: 120 };
    expect(slotViolation(hour("2026-03-10", 9), strict, at8amNewYork, english)?.code).toBe("BOOKING_NOTICE_TOO_SHORT");
    expect(slotViolation(hour("2026-03-10", 10), strict, at8amNewYork, english)).toBeNull();
    expect(slotViolation(hour("2026-03-18", 10), strict, at8amNewYork, english)?.code).toBe("BEYOND_HORIZON");
    expect(slotViolation(hour("2026-03-11", 10, 180), strict, at8amNewYork, english)?.code).toBe(
      "DURATION_OUT_OF_RANGE",
    );
  });

  it("reads local minutes on a DST day: 09:00 on the day New York springs forward is 13:00Z, not 14:00Z", () => {
    // 2026-03-08 02:00 → 03:00 in New York. At 13:30Z it is 09:30 there, so 09:00 has started.
    const now = new Date("2026-03-08T13:30:00Z");
    expect(slotViolation(hour("2026-03-08", 9), NY, now, english)?.code).toBe("BOOKING_IN_PAST");
    expect(slotViolation(hour("2026-03-08", 10), NY, now, english)).toBeNull();
  });

  it("uses the team's zone with a 30-minute DST shift (Lord Howe)", () => {
    const lordHowe = { ...NY, timeZone: "Australia/Lord_Howe" };
    // 2026-04-05: Lord Howe goes from +11 to +10:30 at 02:00 local. 09:00 local is 22:30Z the day before.
    const justBefore = new Date("2026-04-04T22:29:00Z");
    expect(slotViolation(hour("2026-04-05", 9), lordHowe, justBefore, english)).toBeNull();
    const justAfter = new Date("2026-04-04T22:31:00Z");
    expect(slotViolation(hour("2026-04-05", 9), lordHowe, justAfter, english)?.code).toBe("BOOKING_IN_PAST");
  });
});

describe("the rules in the reader's language", () => {
  const strict = { ...NY, minNoticeMinutes: 120, horizonDays: 7, maxBookingMinutes: 120 };
  const odd = { ...NY, minNoticeMinutes: 90, horizonDays: 1, maxBookingMinutes: 60 };
  // Each slot breaks some rules; together every rule whose words the browser knows.
  const cases: [BookingPolicy, { date: string; startMinute: number; minutes: number }][] = [
    [strict, hour("2026-03-10", 9)],
    [strict, hour("2026-03-18", 10)],
    [strict, hour("2026-03-11", 10, 180)],
    [NY, hour("2026-03-11", 7)],
    [NY, hour("2026-03-09", 10)],
    [odd, hour("2026-03-10", 9, 75)],
    [odd, hour("2026-03-12", 9)],
    // No length at all: the end is not after the start.
    [NY, hour("2026-03-11", 17, 0)],
  ];

  it("reads in English exactly as the shared rules (and so the server) word them", () => {
    const codes = new Set<string>();
    for (const [policy, slot] of cases) {
      const start = zonedInstant(slot.date, slot.startMinute, policy.timeZone);
      const end = zonedInstant(slot.date, slot.startMinute + slot.minutes, policy.timeZone);
      const shared = collectBookingViolations({ start, end }, policy, at8amNewYork);
      const worded = slotViolations(slot, policy, at8amNewYork, english);
      expect(worded.map((v) => [v.code, v.message])).toEqual(shared.map((v) => [v.code, v.message]));
      for (const v of shared) codes.add(v.code);
    }
    expect([...codes].sort()).toEqual([
      "BEYOND_HORIZON",
      "BOOKING_IN_PAST",
      "BOOKING_NOTICE_TOO_SHORT",
      "DURATION_OUT_OF_RANGE",
      "END_BEFORE_START",
      "OUTSIDE_BUSINESS_HOURS",
    ]);
    const slot = hour("2026-03-11", 10);
    for (const v of [
      teamStateViolation({ status: "suspended", trialEndsAt: null }, at8amNewYork),
      officeInactiveViolation({ name: "Boardroom", isActive: false }),
    ]) {
      if (!v) throw new Error("expected a violation");
      expect(violationText(v, { slot, policy: NY, officeName: "Boardroom" }, english)).toBe(v.message);
    }
  });

  it("reads in German, with German plurals", () => {
    expect(slotViolation(hour("2026-03-10", 9), strict, at8amNewYork, german)).toEqual({
      code: "BOOKING_NOTICE_TOO_SHORT",
      title: "Zu kurzfristig",
      message: "Buchungen müssen mindestens 2 Stunden im Voraus erfolgen. Wählen Sie einen späteren Beginn.",
    });
    expect(slotViolation(hour("2026-03-12", 9), odd, at8amNewYork, german)?.message).toBe(
      "Buchungen sind höchstens 1 Tag im Voraus möglich. Wählen Sie ein früheres Datum.",
    );
    expect(slotViolation(hour("2026-03-11", 10, 180), strict, at8amNewYork, german)?.message).toBe(
      "Eine Buchung dauert zwischen 15 Minuten und 2 Stunden; diese dauert 180 Minuten.",
    );
  });

  it("keeps the server's words for what only the server knows", () => {
    const conflict = { code: "BOOKING_CONFLICT", message: "Boardroom is already booked from 14:00 to 15:00" };
    expect(violationText(conflict, { slot: hour("2026-03-11", 14), policy: NY }, german)).toBe(conflict.message);
  });
});
