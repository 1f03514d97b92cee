import { describe, expect, it } from "vitest";
import { type BookingPolicy, DEFAULT_BOOKING_POLICY } from "#shared/booking-policy.ts";
import { slotViolation } from "./slot-violation.ts";

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
    expect(slotViolation(hour("2026-03-10", 9), NY, at8amNewYork)).toBeNull();
    expect(slotViolation(hour("2026-03-10", 17), NY, at8amNewYork)).toBeNull();
  });

  it("refuses hours outside the team's own business hours with the server's message", () => {
    const expected = {
      code: "OUTSIDE_BUSINESS_HOURS",
      title: "Outside business hours",
      message: "Bookings are only available between 08:00 and 18:00 (America/New_York) on a single day.",
    };
    expect(slotViolation(hour("2026-03-11", 7), NY, at8amNewYork)).toEqual(expected);
    expect(slotViolation(hour("2026-03-11", 18), NY, at8amNewYork)).toEqual(expected);
    // 17:30 for an hour runs past 18:00.
    expect(slotViolation({ date: "2026-03-11", startMinute: 17 * 60 + 30, minutes: 60 }, NY, at8amNewYork)).toEqual(
      expected,
    );
  });

  it("refuses a slot that has started, in the team's zone", () => {
    const at1030 = new Date("2026-03-10T14:30:00Z");
    expect(slotViolation(hour("2026-03-10", 10), NY, at1030)).toEqual({
      code: "BOOKING_IN_PAST",
      title: "Invalid booking time",
      message: "Cannot book time slots in the past",
    });
    expect(slotViolation(hour("2026-03-10", 11), NY, at1030)).toBeNull();
  });

  it("applies the team's notice, horizon and longest booking", () => {
    const strict = { ...NY, minNoticeMinutes: 120, horizonDays: 7, maxBookingMinutes: 120 };
    expect(slotViolation(hour("2026-03-10", 9), strict, at8amNewYork)?.code).toBe("BOOKING_NOTICE_TOO_SHORT");
    expect(slotViolation(hour("2026-03-10", 10), strict, at8amNewYork)).toBeNull();
    expect(slotViolation(hour("2026-03-18", 10), strict, at8amNewYork)?.code).toBe("BEYOND_HORIZON");
    expect(slotViolation(hour("2026-03-11", 10, 180), strict, at8amNewYork)?.code).toBe("DURATION_OUT_OF_RANGE");
  });

  it("reads local minutes on a DST day: 09:00 on the day New York springs forward is 13:00Z, not 14:00Z", () => {
    // 2026-03-08 02:00 → 03:00 in New York. At 13:30Z it is 09:30 there, so 09:00 has started.
    const now = new Date("2026-03-08T13:30:00Z");
    expect(slotViolation(hour("2026-03-08", 9), NY, now)?.code).toBe("BOOKING_IN_PAST");
    expect(slotViolation(hour("2026-03-08", 10), NY, now)).toBeNull();
  });

  it("uses the team's zone with a 30-minute DST shift (Lord Howe)", () => {
    const lordHowe = { ...NY, timeZone: "Australia/Lord_Howe" };
    // 2026-04-05: Lord Howe goes from +11 to +10:30 at 02:00 local. 09:00 local is 22:30Z the day before.
    const justBefore = new Date("2026-04-04T22:29:00Z");
    expect(slotViolation(hour("2026-04-05", 9), lordHowe, justBefore)).toBeNull();
    const justAfter = new Date("2026-04-04T22:31:00Z");
    expect(slotViolation(hour("2026-04-05", 9), lordHowe, justAfter)?.code).toBe("BOOKING_IN_PAST");
  });
});
