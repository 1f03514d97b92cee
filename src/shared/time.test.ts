/**
 * The time module across DST changes: New York and Berlin (one-hour shifts on different dates) and
 * Lord Howe (a 30-minute shift), 2026.
 */
import { TZDate } from "@date-fns/tz";
import { addDays } from "date-fns/addDays";
import { format } from "date-fns/format";
import { isValid } from "date-fns/isValid";
import { parse } from "date-fns/parse";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  calendarDate,
  DAY_MS,
  formatBookingRange,
  formatCalendarDate,
  formatInZone,
  formatLongDate,
  formatMinute,
  formatTimeInZone,
  formatViewerRange,
  HOUR_MS,
  isDateString,
  isValidTimeZone,
  localDate,
  localDayRange,
  localMinutes,
  localMonthRange,
  localWeekRange,
  minuteOfDay,
  shiftDate,
  todayInZone,
  wallClockOf,
  zonedInstant,
} from "./time.ts";

const NY = "America/New_York";
const BERLIN = "Europe/Berlin";
const LORD_HOWE = "Australia/Lord_Howe";

const hours = (range: { start: Date; end: Date }) => (range.end.getTime() - range.start.getTime()) / HOUR_MS;
const iso = (instant: Date) => new Date(instant.getTime()).toISOString();

describe("shared time", () => {
  it("has DAY_MS of 24 hours", () => {
    expect(DAY_MS).toBe(86_400_000);
  });

  describe.each([
    // zone, spring-forward day, its length, fall-back day, its length, a plain day
    { zone: NY, spring: "2026-03-08", springHours: 23, fall: "2026-11-01", fallHours: 25, plain: "2026-06-15" },
    { zone: BERLIN, spring: "2026-03-29", springHours: 23, fall: "2026-10-25", fallHours: 25, plain: "2026-06-15" },
    // Lord Howe is in the southern hemisphere: summer time starts in October and ends in April.
    {
      zone: LORD_HOWE,
      spring: "2026-10-04",
      springHours: 23.5,
      fall: "2026-04-05",
      fallHours: 24.5,
      plain: "2026-06-15",
    },
  ])("day lengths in $zone", ({ zone, spring, springHours, fall, fallHours, plain }) => {
    it(`spring-forward day ${spring} lasts ${springHours} hours`, () => {
      const range = localDayRange(spring, zone);
      expect(hours(range)).toBe(springHours);
      expect(localDate(range.start, zone)).toBe(spring);
      expect(localMinutes(range.start, zone)).toBe(0);
      expect(localDate(range.end, zone)).toBe(shiftDate(spring, 1));
      expect(localMinutes(range.end, zone)).toBe(0);
    });

    it(`fall-back day ${fall} lasts ${fallHours} hours`, () => {
      expect(hours(localDayRange(fall, zone))).toBe(fallHours);
    });

    it("a plain day lasts 24 hours", () => {
      expect(hours(localDayRange(plain, zone))).toBe(24);
    });

    it("local 09:00 on the DST days is 09:00 on the clock", () => {
      for (const date of [spring, fall, plain]) {
        const nine = zonedInstant(date, 9 * 60, zone);
        expect(formatTimeInZone(nine, zone)).toBe("09:00");
        expect(localDate(nine, zone)).toBe(date);
        expect(minuteOfDay(nine, date, zone)).toBe(540);
      }
    });
  });

  it("gives the exact UTC instants of 09:00 on DST days", () => {
    // New York: EST (-5) before 2026-03-08 02:00, EDT (-4) after; back to EST on 2026-11-01.
    expect(iso(zonedInstant("2026-03-07", 540, NY))).toBe("2026-03-07T14:00:00.000Z");
    expect(iso(zonedInstant("2026-03-08", 540, NY))).toBe("2026-03-08T13:00:00.000Z");
    expect(iso(zonedInstant("2026-11-01", 540, NY))).toBe("2026-11-01T14:00:00.000Z");
    // Berlin: CET (+1) to CEST (+2) on 2026-03-29, back on 2026-10-25.
    expect(iso(zonedInstant("2026-03-29", 540, BERLIN))).toBe("2026-03-29T07:00:00.000Z");
    expect(iso(zonedInstant("2026-10-25", 540, BERLIN))).toBe("2026-10-25T08:00:00.000Z");
    // Lord Howe: +11 in summer, +10:30 in winter.
    expect(iso(zonedInstant("2026-04-05", 540, LORD_HOWE))).toBe("2026-04-04T22:30:00.000Z");
    expect(iso(zonedInstant("2026-10-04", 540, LORD_HOWE))).toBe("2026-10-03T22:00:00.000Z");
  });

  it("moves a local time that does not exist forward by the shift", () => {
    // New York skips 02:00-03:00 on 2026-03-08: 02:30 is read as 03:30 EDT.
    const ny = zonedInstant("2026-03-08", 150, NY);
    expect(iso(ny)).toBe("2026-03-08T07:30:00.000Z");
    expect(formatTimeInZone(ny, NY)).toBe("03:30");
    // Berlin skips 02:00-03:00 on 2026-03-29.
    expect(formatTimeInZone(zonedInstant("2026-03-29", 150, BERLIN), BERLIN)).toBe("03:30");
    // Lord Howe skips 02:00-02:30 on 2026-10-04: 02:15 is read as 02:45.
    const lh = zonedInstant("2026-10-04", 135, LORD_HOWE);
    expect(iso(lh)).toBe("2026-10-03T15:45:00.000Z");
    expect(formatTimeInZone(lh, LORD_HOWE)).toBe("02:45");
  });

  it("takes the first occurrence of a repeated local time", () => {
    // New York lives 01:00-02:00 twice on 2026-11-01: first in EDT (-4).
    expect(iso(zonedInstant("2026-11-01", 90, NY))).toBe("2026-11-01T05:30:00.000Z");
    // Berlin lives 02:00-03:00 twice on 2026-10-25: first in CEST (+2).
    expect(iso(zonedInstant("2026-10-25", 150, BERLIN))).toBe("2026-10-25T00:30:00.000Z");
    // Lord Howe lives 01:30-02:00 twice on 2026-04-05: first at +11.
    expect(iso(zonedInstant("2026-04-05", 105, LORD_HOWE))).toBe("2026-04-04T14:45:00.000Z");
    // The second occurrence is still read back as the same wall-clock time.
    expect(formatTimeInZone("2026-11-01T06:30:00.000Z", NY)).toBe("01:30");
    expect(formatTimeInZone("2026-04-04T15:15:00.000Z", LORD_HOWE)).toBe("01:45");
  });

  it("maps the next local midnight (minute 1440) to the end of the day", () => {
    for (const [date, zone] of [
      ["2026-03-08", NY],
      ["2026-10-25", BERLIN],
      ["2026-10-04", LORD_HOWE],
    ] as const) {
      expect(zonedInstant(date, 1440, zone).getTime()).toBe(localDayRange(date, zone).end.getTime());
    }
  });

  it("builds week ranges (Monday first by default) across a DST change", () => {
    // 2026-03-08 is a Sunday; its Monday-first week is 2026-03-02..2026-03-09 in New York, 167 hours.
    const week = localWeekRange("2026-03-08", NY);
    expect(iso(week.start)).toBe("2026-03-02T05:00:00.000Z");
    expect(iso(week.end)).toBe("2026-03-09T04:00:00.000Z");
    expect(hours(week)).toBe(167);
    // Sunday-first: the week 2026-03-08..2026-03-15 also holds the change.
    const sunday = localWeekRange("2026-03-10", NY, 0);
    expect(localDate(sunday.start, NY)).toBe("2026-03-08");
    expect(hours(sunday)).toBe(167);
    // Berlin autumn week 2026-10-19..2026-10-26 has 169 hours; Lord Howe spring week 167.5.
    expect(hours(localWeekRange("2026-10-25", BERLIN))).toBe(169);
    const lh = localWeekRange("2026-10-04", LORD_HOWE);
    expect(localDate(lh.start, LORD_HOWE)).toBe("2026-09-28");
    expect(hours(lh)).toBe(167.5);
  });

  it("builds month ranges across a DST change", () => {
    const march = localMonthRange("2026-03-15", NY);
    expect(iso(march.start)).toBe("2026-03-01T05:00:00.000Z");
    expect(iso(march.end)).toBe("2026-04-01T04:00:00.000Z");
    expect(hours(march)).toBe(31 * 24 - 1);
    expect(hours(localMonthRange("2026-10-01", BERLIN))).toBe(31 * 24 + 1);
    expect(hours(localMonthRange("2026-04-30", LORD_HOWE))).toBe(30 * 24 + 0.5);
    expect(hours(localMonthRange("2026-02-01", NY))).toBe(28 * 24);
  });

  it("refuses dates that do not exist", () => {
    expect(isDateString("2026-02-28")).toBe(true);
    expect(isDateString("2028-02-29")).toBe(true);
    for (const bad of ["2026-02-30", "2027-02-29", "2026-13-01", "2026-00-10", "tomorrow", "", null, undefined]) {
      expect(isDateString(bad)).toBe(false);
    }
    expect(() => localDayRange("2027-02-29", NY)).toThrow(RangeError);
    expect(() => zonedInstant("2026-13-01", 540, NY)).toThrow(RangeError);
    expect(() => localWeekRange("nope", NY)).toThrow(RangeError);
    expect(() => calendarDate("2026-02-30")).toThrow("2026-02-30 is not a real calendar date (yyyy-MM-dd).");
  });

  it("tells real dates as date-fns's strict parser does, and gives their local midnight", () => {
    const digits = (length: number) => fc.stringMatching(new RegExp(`^[0-9]{${length}}$`));
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9998 }), digits(2), digits(2), (year, month, day) => {
        const date = `${year}-${month}-${day}`;
        const parsed = parse(date, "yyyy-MM-dd", new Date());
        expect(isDateString(date)).toBe(isValid(parsed));
        if (isValid(parsed)) expect(calendarDate(date).getTime()).toBe(parsed.getTime());
      }),
      { numRuns: 2_000 },
    );
    expect(calendarDate("2028-02-29")).toEqual(new Date(2028, 1, 29));
  });

  it("reads local dates and minutes of instants", () => {
    // 00:30Z on 2026-01-06 is 19:30 on the 5th in New York and 01:30 on the 6th in Berlin.
    const instant = new Date("2026-01-06T00:30:00Z");
    expect(localDate(instant, NY)).toBe("2026-01-05");
    expect(localMinutes(instant, NY)).toBe(19 * 60 + 30);
    expect(localDate(instant, BERLIN)).toBe("2026-01-06");
    expect(minuteOfDay(instant, "2026-01-06", NY)).toBe(-1);
    expect(minuteOfDay(instant, "2026-01-04", NY)).toBe(1440);
    expect(todayInZone(NY, instant)).toBe("2026-01-05");
    expect(todayInZone(LORD_HOWE, instant)).toBe("2026-01-06");
  });

  it("formats times and dates", () => {
    expect(formatMinute(0)).toBe("00:00");
    expect(formatMinute(7 * 60 + 15)).toBe("07:15");
    expect(formatMinute(1440)).toBe("24:00");
    expect(formatTimeInZone("2026-03-08T13:00:00Z", NY)).toBe("09:00");
    expect(formatInZone("2026-03-08T13:00:00Z", BERLIN, "yyyy-MM-dd HH:mm")).toBe("2026-03-08 14:00");
    expect(formatLongDate("2026-03-09")).toBe("Monday, March 9, 2026");
    expect(formatBookingRange("2026-03-09T13:00:00Z", "2026-03-09T14:00:00Z", NY)).toBe("Mon, Mar 9 · 09:00–10:00");
    expect(shiftDate("2026-03-07", 2)).toBe("2026-03-09");
    expect(shiftDate("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("formats every pattern the app uses as date-fns's format does, in any zone and on any date", () => {
    const patterns = [
      "yyyy-MM-dd",
      "yyyy-MM-dd HH:mm:ss",
      "HH:mm",
      "EEE",
      "EEEE",
      "EEE, MMM d",
      "EEE d MMM",
      "EEE, MMM d, yyyy",
      "EEE, MMM d · HH:mm",
      "EEE d MMM, HH:mm",
      "EEE d MMM yyyy, HH:mm",
      "EEEE, MMMM d",
      "EEEE d MMMM yyyy",
      "EEEE, MMMM d, yyyy 'at' HH:mm",
      "MMM d, yyyy",
      "MMM d, HH:mm",
      "MMM d, yyyy HH:mm",
      "MMMM yyyy",
      "d MMM",
      "d MMM yyyy",
      "d MMM yyyy, HH:mm",
      "dd/MM 'o''clock'",
    ];
    const zones = [
      "UTC",
      NY,
      BERLIN,
      LORD_HOWE,
      "Asia/Kathmandu",
      "Pacific/Chatham",
      "America/St_Johns",
      "Pacific/Apia",
      "Pacific/Kiritimati",
      "Pacific/Pago_Pago",
    ];
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1000-01-02T00:00:00Z"), max: new Date("9998-12-30T00:00:00Z"), noInvalidDate: true }),
        fc.constantFrom(...zones),
        fc.constantFrom(...patterns),
        (instant, zone, pattern) => {
          expect(formatInZone(instant, zone, pattern)).toBe(format(new TZDate(instant.getTime(), zone), pattern));
          const date = localDate(instant, zone);
          expect(formatCalendarDate(date, pattern)).toBe(format(calendarDate(date), pattern));
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it("reads the wall clock of any instant in any zone as TZDate does, to the second", () => {
    const zones = ["UTC", NY, BERLIN, LORD_HOWE, "Asia/Kathmandu", "Pacific/Chatham", "America/St_Johns", "+05:30"];
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1000-01-02T00:00:00Z"), max: new Date("9998-12-30T00:00:00Z"), noInvalidDate: true }),
        fc.constantFrom(...zones),
        (instant, zone) => {
          const local = new TZDate(instant.getTime(), zone);
          expect(wallClockOf(instant, zone)).toEqual({
            year: local.getFullYear(),
            month: local.getMonth(),
            day: local.getDate(),
            weekday: local.getDay(),
            hours: local.getHours(),
            minutes: local.getMinutes(),
            seconds: local.getSeconds(),
          });
          expect(localMinutes(instant.toISOString(), zone)).toBe(local.getHours() * 60 + local.getMinutes());
        },
      ),
      { numRuns: 5_000 },
    );
    // Either side of New York's spring-forward and fall-back changes.
    expect(wallClockOf("2026-03-08T06:59:59Z", NY)).toMatchObject({ hours: 1, minutes: 59, seconds: 59 });
    expect(wallClockOf("2026-03-08T07:00:00Z", NY)).toMatchObject({ hours: 3, minutes: 0 });
    expect(wallClockOf("2026-11-01T05:30:00Z", NY)).toMatchObject({ hours: 1, minutes: 30 });
    expect(wallClockOf("2026-11-01T06:30:00Z", NY)).toMatchObject({ hours: 1, minutes: 30 });
    expect(wallClockOf("not a time", NY).hours).toBeNaN();
    expect(wallClockOf("2026-03-08T07:00:00Z", "Not/AZone").hours).toBeNaN();
  });

  it("refuses a pattern token it does not know, and an invalid instant", () => {
    expect(() => formatInZone("2026-03-09T13:00:00Z", NY, "yyyy-MM-dd hh:mm a")).toThrow(
      'The date pattern "yyyy-MM-dd hh:mm a" has an unsupported token "h".',
    );
    expect(() => formatInZone("not a time", NY, "yyyy")).toThrow(RangeError);
    expect(() => formatCalendarDate("2026-02-30", "d MMM")).toThrow(RangeError);
  });

  it("shifts dates across month, year and leap days as date-fns does", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1001, max: 9997 }),
        fc.nat(365),
        fc.integer({ min: -400, max: 400 }),
        (year, offset, days) => {
          const date = shiftDate(`${year}-01-01`, offset);
          expect(shiftDate(date, days)).toBe(format(addDays(calendarDate(date), days), "yyyy-MM-dd"));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it("knows IANA zones", () => {
    expect(isValidTimeZone(LORD_HOWE)).toBe(true);
    expect(isValidTimeZone("Mars/Olympus_Mons")).toBe(false);
  });
});

describe("formatViewerRange (times show both)", () => {
  const start = "2026-12-01T09:00:00.000Z";
  const end = "2026-12-01T10:00:00.000Z";

  it("gives the viewer's own times when their zone reads the booking differently", () => {
    expect(formatViewerRange(start, end, "Europe/London", "Europe/Berlin")).toBe("10:00–11:00");
  });

  it("names the weekday when the viewer's start falls on another date", () => {
    // 12:00 UTC on Tuesday 1 Dec is 01:00 on Wednesday in Auckland (UTC+13 in December).
    expect(
      formatViewerRange("2026-12-01T12:00:00.000Z", "2026-12-01T13:00:00.000Z", "Europe/London", "Pacific/Auckland"),
    ).toBe("Wed 01:00–02:00");
  });

  it("is null when both read the same wall-clock times", () => {
    expect(formatViewerRange(start, end, "Europe/London", "Europe/London")).toBeNull();
    expect(formatViewerRange(start, end, "Europe/Paris", "Europe/Berlin")).toBeNull();
  });
});
