import { describe, expect, it } from "vitest";
import type { Booking } from "#shared/schemas/booking.ts";
import { zonedInstant } from "#shared/time.ts";
import { businessHoursOn, formatUtilisation, monthGridDates, summariseDays } from "./month-summary.ts";

const ZONE = "America/New_York";

function booking(
  id: string,
  officeId: string,
  date: string,
  from: number,
  to: number,
  extra: Partial<Booking> = {},
): Booking {
  const startISO = zonedInstant(date, from, ZONE).toISOString();
  const endISO = zonedInstant(date, to, ZONE).toISOString();
  return {
    id,
    userId: "ann",
    userName: "Ann",
    officeId,
    teamId: "t",
    startTime: startISO,
    startISO,
    endISO,
    purpose: null,
    isRecurring: false,
    seriesId: null,
    status: "confirmed",
    equipment: [],
    isWholeOffice: true,
    seats: 1,
    office: { id: officeId, name: officeId, isActive: true },
    officeName: officeId,
    createdAt: startISO,
    ...extra,
  };
}

describe("monthGridDates", () => {
  it("starts on the week start before the 1st and spans 42 days", () => {
    // 1 November 2026 is a Sunday.
    const monday = monthGridDates("2026-11-18", 1);
    expect(monday).toHaveLength(42);
    expect(monday[0]).toBe("2026-10-26");
    expect(monday[6]).toBe("2026-11-01");
    expect(monday[41]).toBe("2026-12-06");
    const sunday = monthGridDates("2026-11-18", 0);
    expect(sunday[0]).toBe("2026-11-01");
  });

  it("puts a month starting on the week start in the first row", () => {
    // 1 June 2026 is a Monday.
    expect(monthGridDates("2026-06-30", 1)[0]).toBe("2026-06-01");
  });
});

describe("summariseDays", () => {
  const offices = [
    { id: "focus", capacity: 1 },
    { id: "desks", capacity: 4 },
  ];

  it("counts bookings, the viewer's own, and seat-hours within business hours", () => {
    const [day] = summariseDays({
      dates: ["2026-11-24"],
      bookings: [
        // 3 h of the 13 h day in a 1-seat office, and 2 seats for 6.5 h in the 4-seat one.
        booking("a", "focus", "2026-11-24", 9 * 60, 12 * 60),
        booking("b", "desks", "2026-11-24", 7 * 60, 13 * 60 + 30, { userId: "bob", seats: 2, isWholeOffice: false }),
        // Before opening: does not count.
        booking("c", "focus", "2026-11-24", 5 * 60, 6 * 60),
        booking("d", "focus", "2026-11-24", 13 * 60, 14 * 60, { status: "cancelled" }),
      ],
      offices,
      viewerId: "ann",
      timeZone: ZONE,
      businessStartMinute: 7 * 60,
      businessEndMinute: 20 * 60,
    });
    expect(day.bookings).toBe(2);
    expect(day.own).toBe(1);
    // (3 + 2 × 6.5) / (13 × 5) = 16 / 65
    expect(day.utilisation).toBeCloseTo(16 / 65, 6);
    expect(formatUtilisation(day.utilisation ?? 0)).toBe("25%");
  });

  it("only counts the chosen offices", () => {
    const [day] = summariseDays({
      dates: ["2026-11-24"],
      bookings: [
        booking("a", "focus", "2026-11-24", 9 * 60, 12 * 60),
        booking("b", "desks", "2026-11-24", 9 * 60, 10 * 60),
      ],
      offices: [offices[0]],
      viewerId: "ann",
      timeZone: ZONE,
      businessStartMinute: 7 * 60,
      businessEndMinute: 20 * 60,
    });
    expect(day.bookings).toBe(1);
    expect(day.utilisation).toBeCloseTo(3 / 13, 6);
  });

  it("measures a DST day in real hours: a window across 02:00 is 1 h shorter in spring, longer in autumn", () => {
    expect(businessHoursOn("2026-03-08", 0, 6 * 60, ZONE)).toBe(5);
    expect(businessHoursOn("2026-11-01", 0, 6 * 60, ZONE)).toBe(7);
    expect(businessHoursOn("2026-03-08", 7 * 60, 20 * 60, ZONE)).toBe(13);
    const [spring] = summariseDays({
      dates: ["2026-03-08"],
      bookings: [booking("a", "focus", "2026-03-08", 0, 6 * 60)],
      offices: [offices[0]],
      viewerId: "x",
      timeZone: ZONE,
      businessStartMinute: 0,
      businessEndMinute: 6 * 60,
    });
    expect(spring.utilisation).toBe(1);
  });

  it("has no utilisation without bookable seats", () => {
    const [day] = summariseDays({
      dates: ["2026-11-24"],
      bookings: [],
      offices: [],
      viewerId: "ann",
      timeZone: ZONE,
      businessStartMinute: 420,
      businessEndMinute: 1200,
    });
    expect(day).toEqual({ date: "2026-11-24", bookings: 0, own: 0, utilisation: null });
    expect(formatUtilisation(0.001)).toBe("<1%");
  });
});
