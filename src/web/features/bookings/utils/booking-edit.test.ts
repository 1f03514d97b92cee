import { describe, expect, it } from "vitest";
import { type BookingPolicy, DEFAULT_BOOKING_POLICY } from "#shared/booking-policy.ts";
import { readerIn } from "#web/test/catalogue-reader.ts";
import { draftInstants, draftOf, seriesBodyOf, updateBodyOf } from "./booking-edit.ts";
import { durationLabel } from "./booking-labels.ts";
import { slotViolations } from "./slot-violation.ts";

/** As an English reader gets them, from the bookings catalogue. */
const _ = readerIn("en", "bookings");

const NY = "America/New_York";
// 10:00–11:00 in New York on Tuesday 2026-03-10 (EDT, UTC-4).
const booking = {
  startISO: "2026-03-10T14:00:00.000Z",
  endISO: "2026-03-10T15:00:00.000Z",
  officeId: "office-a",
  purpose: "Sync",
};

describe("draftOf and updateBodyOf (the edit form)", () => {
  it("reads a booking as its local date, start minute and length in the team's zone", () => {
    expect(draftOf(booking, NY)).toEqual({
      date: "2026-03-10",
      startMinute: 600,
      minutes: 60,
      officeId: "office-a",
      purpose: "Sync",
    });
    expect(draftOf({ ...booking, purpose: null }, "UTC")).toMatchObject({ startMinute: 14 * 60, purpose: "" });
  });

  it("sends nothing for an unchanged draft, and only what changed otherwise", () => {
    const draft = draftOf(booking, NY);
    expect(updateBodyOf(booking, draft, NY)).toBeNull();
    expect(updateBodyOf(booking, { ...draft, purpose: "  Sync " }, NY)).toBeNull();
    expect(updateBodyOf(booking, { ...draft, purpose: "Planning" }, NY)).toEqual({ purpose: "Planning" });
    expect(updateBodyOf(booking, { ...draft, officeId: "office-b" }, NY)).toEqual({ officeId: "office-b" });
  });

  it("sends a moved slot whole (start and end), in the team's zone", () => {
    const draft = draftOf(booking, NY);
    expect(updateBodyOf(booking, { ...draft, startMinute: 780 }, NY)).toEqual({
      startISO: "2026-03-10T17:00:00.000Z",
      endISO: "2026-03-10T18:00:00.000Z",
    });
    // Only longer: the start is sent again with the end.
    expect(updateBodyOf(booking, { ...draft, minutes: 90 }, NY)).toEqual({
      startISO: "2026-03-10T14:00:00.000Z",
      endISO: "2026-03-10T15:30:00.000Z",
    });
  });

  it("moves across a DST change by wall-clock time: 10:00 stays 10:00 after the clocks go back", () => {
    const draft = { ...draftOf(booking, NY), date: "2026-11-02" }; // EST, UTC-5
    expect(draftInstants(draft, NY)).toEqual({
      startISO: "2026-11-02T15:00:00.000Z",
      endISO: "2026-11-02T16:00:00.000Z",
    });
  });
});

describe("slotViolations (every rule a slot breaks, not just the first)", () => {
  const policy: BookingPolicy = {
    ...DEFAULT_BOOKING_POLICY,
    timeZone: NY,
    businessStartMinute: 480,
    businessEndMinute: 1080,
  };
  const now = new Date("2026-03-10T12:00:00Z"); // 08:00 in New York

  it("lists none for a good slot", () => {
    expect(slotViolations({ date: "2026-03-11", startMinute: 600, minutes: 60 }, policy, now, _)).toEqual([]);
  });

  it("lists a past, too long slot outside business hours with each rule's message", () => {
    const codes = slotViolations({ date: "2026-03-09", startMinute: 0, minutes: 13 * 60 }, policy, now, _).map(
      (v) => v.code,
    );
    expect(codes).toEqual(["DURATION_OUT_OF_RANGE", "BOOKING_IN_PAST", "OUTSIDE_BUSINESS_HOURS"]);
  });
});

describe("durationLabel", () => {
  it("says minutes, hours, or both", () => {
    expect(durationLabel(45, _)).toBe("45 min");
    expect(durationLabel(60, _)).toBe("1 h");
    expect(durationLabel(90, _)).toBe("1 h 30 min");
  });
});

describe("seriesBodyOf (an occurrence's edit for this and following, or all)", () => {
  it("sends the new local time, length, office and purpose, from this booking's date for 'following'", () => {
    const draft = { ...draftOf(booking, NY), startMinute: 11 * 60, minutes: 90, officeId: "office-b" };
    expect(seriesBodyOf(booking, draft, "following", NY)).toEqual({
      scope: "following",
      fromDate: "2026-03-10",
      startTime: "11:00",
      durationMinutes: 90,
      officeId: "office-b",
    });
    expect(seriesBodyOf(booking, { ...draftOf(booking, NY), purpose: " Retro " }, "all", NY)).toEqual({
      scope: "all",
      purpose: "Retro",
    });
  });

  it("sends nothing when only the date (not a series change) or nothing changed", () => {
    expect(seriesBodyOf(booking, { ...draftOf(booking, NY), date: "2026-03-12" }, "all", NY)).toBeNull();
    expect(seriesBodyOf(booking, draftOf(booking, NY), "following", NY)).toBeNull();
  });
});
