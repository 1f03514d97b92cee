/** Each booking rule on its own, with the texts the API answers, including DST days. */
import { describe, expect, it } from "vitest";
import { type BookingPolicy, DEFAULT_BOOKING_POLICY } from "./booking-policy.ts";
import {
  checkActiveBookingQuota,
  checkBookingRequest,
  checkDuration,
  checkEndAfterStart,
  checkMinNotice,
  checkNotInPast,
  checkOnGrid,
  checkWithinBusinessHours,
  checkWithinHorizon,
  collectBookingViolations,
} from "./booking-rules.ts";
import { DAY_MS, MINUTE_MS, zonedInstant } from "./time.ts";

const NY = "America/New_York";
const policy: BookingPolicy = { ...DEFAULT_BOOKING_POLICY, timeZone: NY };
const NOW = new Date("2026-01-01T12:00:00Z");

/** A request on local `date` from minute `from` to minute `to` in `zone`. */
function local(date: string, from: number, to: number, zone = NY) {
  return { start: zonedInstant(date, from, zone), end: zonedInstant(date, to, zone) };
}
const at = (iso: string, minutes: number) => ({
  start: new Date(iso),
  end: new Date(Date.parse(iso) + minutes * MINUTE_MS),
});
const codeOf = (violation: { code: string } | null) => violation?.code ?? null;

describe("booking rules (shared)", () => {
  it("end after start", () => {
    expect(checkEndAfterStart(at("2026-02-02T15:00:00Z", -60), policy, NOW)).toEqual({
      code: "END_BEFORE_START",
      message: "The end time must be after the start time.",
    });
    expect(codeOf(checkEndAfterStart(at("2026-02-02T15:00:00Z", 0), policy, NOW))).toBe("END_BEFORE_START");
    expect(checkEndAfterStart(at("2026-02-02T15:00:00Z", 15), policy, NOW)).toBeNull();
  });

  it("15-minute grid in the team's zone, including half- and quarter-hour offsets", () => {
    expect(checkOnGrid(local("2026-02-02", 9 * 60 + 15, 10 * 60 + 45), policy, NOW)).toBeNull();
    expect(checkOnGrid(at("2026-02-02T14:07:00Z", 60), policy, NOW)).toEqual({
      code: "OFF_GRID",
      message: "Bookings start and end on the quarter hour (:00, :15, :30 or :45); 2026-02-02T14:07:00.000Z is not.",
    });
    expect(codeOf(checkOnGrid(at("2026-02-02T14:00:30Z", 60), policy, NOW))).toBe("OFF_GRID");
    // India (UTC+05:30): 14:00Z-14:45Z is 19:30-20:15 local, on the grid.
    expect(checkOnGrid(at("2030-01-01T14:00:00Z", 45), { ...policy, timeZone: "Asia/Kolkata" }, NOW)).toBeNull();
    // Nepal (UTC+05:45): 14:00Z is 19:45 local, on the grid; 14:10Z is off it.
    const nepal = { ...policy, timeZone: "Asia/Kathmandu" };
    expect(checkOnGrid(at("2030-01-01T14:00:00Z", 60), nepal, NOW)).toBeNull();
    expect(codeOf(checkOnGrid(at("2030-01-01T14:10:00Z", 60), nepal, NOW))).toBe("OFF_GRID");
    expect(codeOf(checkOnGrid(at("2030-01-01T14:00:00Z", 10), policy, NOW))).toBe("OFF_GRID");
    // Lord Howe's spring-forward day (a 30-minute shift): local quarter hours stay on the grid.
    const lordHowe = { ...policy, timeZone: "Australia/Lord_Howe" };
    expect(checkOnGrid(local("2026-10-04", 9 * 60, 10 * 60 + 15, "Australia/Lord_Howe"), lordHowe, NOW)).toBeNull();
  });

  it("duration from 15 minutes to the policy's maximum, in elapsed time", () => {
    expect(checkDuration(at("2026-02-02T14:00:00Z", 15), policy, NOW)).toBeNull();
    expect(checkDuration(at("2026-02-02T14:00:00Z", 720), policy, NOW)).toBeNull();
    expect(checkDuration(at("2026-02-02T14:00:00Z", 10), policy, NOW)).toEqual({
      code: "DURATION_OUT_OF_RANGE",
      message: "A booking lasts from 15 minutes to 12 hours; this one is 10 minutes.",
    });
    expect(checkDuration(at("2026-02-02T14:00:00Z", 780), policy, NOW)?.message).toBe(
      "A booking lasts from 15 minutes to 12 hours; this one is 780 minutes.",
    );
    expect(checkDuration(at("2026-02-02T14:00:00Z", 100), { ...policy, maxBookingMinutes: 90 }, NOW)?.message).toBe(
      "A booking lasts from 15 minutes to 90 minutes; this one is 100 minutes.",
    );
    // New York spring-forward day: local 01:00-03:00 lasts one hour.
    const short = { ...policy, maxBookingMinutes: 60 };
    expect(checkDuration(local("2026-03-08", 60, 180), short, NOW)).toBeNull();
    // Fall-back day: local 01:00-02:00 (second 01:00 is skipped by the first occurrence) lasts two hours.
    expect(codeOf(checkDuration(local("2026-11-01", 60, 120), short, NOW))).toBe("DURATION_OUT_OF_RANGE");
  });

  it("not in the past, with the spec's message", () => {
    expect(checkNotInPast(at("2026-01-01T11:45:00Z", 60), policy, NOW)).toEqual({
      code: "BOOKING_IN_PAST",
      message: "Cannot book time slots in the past",
    });
    expect(checkNotInPast(at("2026-01-01T12:00:00Z", 60), policy, NOW)).toBeNull();
  });

  it("minimum notice", () => {
    expect(checkMinNotice(at("2026-01-01T12:00:00Z", 60), policy, NOW)).toBeNull();
    const twoHours = { ...policy, minNoticeMinutes: 120 };
    expect(checkMinNotice(at("2026-01-01T13:45:00Z", 60), twoHours, NOW)).toEqual({
      code: "BOOKING_NOTICE_TOO_SHORT",
      message: "Bookings must be made at least 2 hours ahead. Pick a later start.",
    });
    expect(checkMinNotice(at("2026-01-01T14:00:00Z", 60), twoHours, NOW)).toBeNull();
    expect(checkMinNotice(at("2026-01-01T12:15:00Z", 60), { ...policy, minNoticeMinutes: 30 }, NOW)?.message).toBe(
      "Bookings must be made at least 30 minutes ahead. Pick a later start.",
    );
  });

  it("horizon in days from now", () => {
    const limit = new Date(NOW.getTime() + 365 * DAY_MS).toISOString();
    expect(checkWithinHorizon(at(limit, 60), policy, NOW)).toBeNull();
    const beyond = new Date(NOW.getTime() + 365 * DAY_MS + 15 * MINUTE_MS).toISOString();
    expect(checkWithinHorizon(at(beyond, 60), policy, NOW)).toEqual({
      code: "BEYOND_HORIZON",
      message: "Bookings can be made at most 365 days ahead. Pick an earlier date.",
    });
    expect(checkWithinHorizon(at("2026-01-31T12:00:00Z", 60), { ...policy, horizonDays: 14 }, NOW)?.message).toBe(
      "Bookings can be made at most 14 days ahead. Pick an earlier date.",
    );
  });

  it("business hours on one local day, bounds included, on DST days", () => {
    const message = "Bookings are only available between 07:00 and 20:00 (America/New_York) on a single day.";
    for (const date of ["2026-03-08", "2026-11-01", "2026-06-15"]) {
      expect(checkWithinBusinessHours(local(date, 7 * 60, 8 * 60), policy, NOW)).toBeNull();
      expect(checkWithinBusinessHours(local(date, 19 * 60, 20 * 60), policy, NOW)).toBeNull();
      expect(checkWithinBusinessHours(local(date, 6 * 60 + 45, 7 * 60 + 45), policy, NOW)).toEqual({
        code: "OUTSIDE_BUSINESS_HOURS",
        message,
      });
      expect(codeOf(checkWithinBusinessHours(local(date, 19 * 60 + 30, 20 * 60 + 15), policy, NOW))).toBe(
        "OUTSIDE_BUSINESS_HOURS",
      );
    }
    // Fall-back day: 07:00 with the summer offset (-04:00) is 06:00 local.
    expect(codeOf(checkWithinBusinessHours(at("2026-11-01T11:00:00Z", 60), policy, NOW))).toBe(
      "OUTSIDE_BUSINESS_HOURS",
    );
    // Open until midnight: an end at the next local midnight counts as 24:00, one past it spans two days.
    const lateDay = { ...policy, businessStartMinute: 0, businessEndMinute: 1440 };
    expect(checkWithinBusinessHours(local("2026-03-08", 23 * 60, 1440), lateDay, NOW)).toBeNull();
    expect(
      codeOf(checkWithinBusinessHours(at(zonedInstant("2026-03-08", 23 * 60, NY).toISOString(), 120), lateDay, NOW)),
    ).toBe("OUTSIDE_BUSINESS_HOURS");
    // Lord Howe's 23.5-hour day, business hours 07:00-20:00 local.
    const lordHowe = { ...policy, timeZone: "Australia/Lord_Howe" };
    expect(checkWithinBusinessHours(local("2026-10-04", 7 * 60, 20 * 60, "Australia/Lord_Howe"), lordHowe, NOW)).toBe(
      null,
    );
    expect(
      checkWithinBusinessHours(local("2026-10-04", 6 * 60, 8 * 60, "Australia/Lord_Howe"), lordHowe, NOW)?.message,
    ).toBe("Bookings are only available between 07:00 and 20:00 (Australia/Lord_Howe) on a single day.");
  });

  it("checkBookingRequest reports the first violation in rule order", () => {
    expect(checkBookingRequest(local("2026-02-02", 9 * 60, 10 * 60), policy, NOW)).toBeNull();
    // 09:00-09:10 is both off the grid and too short: the grid comes first.
    expect(codeOf(checkBookingRequest(local("2026-02-02", 540, 550), policy, NOW))).toBe("OFF_GRID");
    // In the past and outside business hours: the past comes first.
    expect(codeOf(checkBookingRequest(local("2025-12-01", 21 * 60, 22 * 60), policy, NOW))).toBe("BOOKING_IN_PAST");
    // Too soon and beyond business hours: notice comes first.
    const notice = { ...policy, minNoticeMinutes: 24 * 60 };
    expect(codeOf(checkBookingRequest(local("2026-01-01", 21 * 60, 22 * 60), notice, NOW))).toBe(
      "BOOKING_NOTICE_TOO_SHORT",
    );
    expect(codeOf(checkBookingRequest(local("2028-01-05", 21 * 60, 22 * 60), policy, NOW))).toBe("BEYOND_HORIZON");
    expect(codeOf(checkBookingRequest(local("2026-01-05", 21 * 60, 22 * 60), policy, NOW))).toBe(
      "OUTSIDE_BUSINESS_HOURS",
    );
  });

  it("member quota of live bookings", () => {
    expect(checkActiveBookingQuota(40, policy, null)).toBeNull();
    const two = { ...policy, maxActiveBookings: 2 };
    expect(checkActiveBookingQuota(1, two, null)).toBeNull();
    expect(checkActiveBookingQuota(2, two, null)).toEqual({
      code: "BOOKING_QUOTA_REACHED",
      message: "You already hold 2 upcoming bookings, the most your team allows (2). Cancel one to book another.",
    });
    const one = { ...policy, maxActiveBookings: 1 };
    expect(checkActiveBookingQuota(1, one, "Mo Member")?.message).toBe(
      "Mo Member already holds 1 upcoming booking, the most your team allows (1). Cancel one to book another.",
    );
  });

  it("collects every violation in rule order, the first being checkBookingRequest's", () => {
    const codes = (request: { start: Date; end: Date }, p = policy) =>
      collectBookingViolations(request, p, NOW).map((v) => v.code);
    // 2028: off the grid, 13 hours long, beyond the horizon and past 20:00.
    const many = {
      start: zonedInstant("2028-01-05", 7 * 60 + 7, NY),
      end: zonedInstant("2028-01-05", 20 * 60 + 7, NY),
    };
    expect(codes(many)).toEqual(["OFF_GRID", "DURATION_OUT_OF_RANGE", "BEYOND_HORIZON", "OUTSIDE_BUSINESS_HOURS"]);
    expect(codeOf(checkBookingRequest(many, policy, NOW))).toBe("OFF_GRID");
    // An end before the start has no duration to judge; a past start no notice.
    expect(codes(local("2026-01-05", 10 * 60, 9 * 60))).toEqual(["END_BEFORE_START"]);
    expect(codes(local("2025-12-30", 9 * 60, 10 * 60), { ...policy, minNoticeMinutes: 60 })).toEqual([
      "BOOKING_IN_PAST",
    ]);
    expect(codes(local("2026-01-05", 9 * 60, 10 * 60))).toEqual([]);
  });
});
