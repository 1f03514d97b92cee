import { describe, expect, it } from "vitest";
import { bookingInRange, removeBooking, replaceBooking } from "./booking-cache.ts";
import { bookingKeys, listRangeOf } from "./booking-keys.ts";

const NY = "America/New_York";
const at = (startISO: string, endISO: string) => ({ startISO, endISO, officeId: "office-a" });

describe("booking keys", () => {
  it("every view of bookings starts with bookingKeys.all, so one prefix invalidates them all", () => {
    for (const key of [
      bookingKeys.day("2026-03-09"),
      bookingKeys.range("2026-03-09", "2026-03-15"),
      bookingKeys.upcoming(5),
    ]) {
      expect(key.slice(0, bookingKeys.all.length)).toEqual([...bookingKeys.all]);
    }
  });

  it("a day is the range of one date, and list keys give their range back", () => {
    expect(bookingKeys.day("2026-03-09")).toEqual(bookingKeys.range("2026-03-09", "2026-03-09"));
    expect(listRangeOf(bookingKeys.range("2026-03-01", "2026-03-31"))).toEqual({
      from: "2026-03-01",
      to: "2026-03-31",
      officeIds: null,
    });
    expect(listRangeOf(bookingKeys.day("2026-03-09", ["office-a"]))).toEqual({
      from: "2026-03-09",
      to: "2026-03-09",
      officeIds: ["office-a"],
    });
    expect(listRangeOf(bookingKeys.upcoming(5))).toBeNull();
    expect(listRangeOf(["offices", "list", { from: "2026-03-01", to: "2026-03-01" }])).toBeNull();
  });
});

describe("bookingInRange (which cached lists an optimistic booking belongs to)", () => {
  const booking = at("2026-03-10T14:00:00Z", "2026-03-10T15:00:00Z"); // 10:00–11:00 in New York

  it("puts a booking in its day, its week and its month, and in no other day", () => {
    expect(bookingInRange(booking, { from: "2026-03-10", to: "2026-03-10", officeIds: null }, NY)).toBe(true);
    expect(bookingInRange(booking, { from: "2026-03-09", to: "2026-03-15", officeIds: null }, NY)).toBe(true);
    expect(bookingInRange(booking, { from: "2026-03-01", to: "2026-03-31", officeIds: null }, NY)).toBe(true);
    expect(bookingInRange(booking, { from: "2026-03-09", to: "2026-03-09", officeIds: null }, NY)).toBe(false);
    expect(bookingInRange(booking, { from: "2026-03-11", to: "2026-03-17", officeIds: null }, NY)).toBe(false);
  });

  it("puts a booking only in the lists of its own office when a list holds some offices", () => {
    expect(bookingInRange(booking, { from: "2026-03-10", to: "2026-03-10", officeIds: ["office-a"] }, NY)).toBe(true);
    expect(
      bookingInRange(booking, { from: "2026-03-10", to: "2026-03-10", officeIds: ["office-b", "office-a"] }, NY),
    ).toBe(true);
    expect(bookingInRange(booking, { from: "2026-03-10", to: "2026-03-10", officeIds: ["office-b"] }, NY)).toBe(false);
  });

  it("reads days in the team's zone: 23:30 New York time is that day there, the next day in UTC", () => {
    const late = at("2026-03-11T03:30:00Z", "2026-03-11T04:00:00Z");
    expect(bookingInRange(late, { from: "2026-03-10", to: "2026-03-10", officeIds: null }, NY)).toBe(true);
    expect(bookingInRange(late, { from: "2026-03-11", to: "2026-03-11", officeIds: null }, NY)).toBe(false);
    expect(bookingInRange(late, { from: "2026-03-11", to: "2026-03-11", officeIds: null }, "UTC")).toBe(true);
  });

  it("a booking ending exactly at midnight is not on the next day; one across midnight is on both", () => {
    const toMidnight = at("2026-03-11T03:00:00Z", "2026-03-11T04:00:00Z"); // 23:00–00:00 New York
    expect(bookingInRange(toMidnight, { from: "2026-03-11", to: "2026-03-11", officeIds: null }, NY)).toBe(false);
    const across = at("2026-03-11T03:00:00Z", "2026-03-11T05:00:00Z");
    expect(bookingInRange(across, { from: "2026-03-10", to: "2026-03-10", officeIds: null }, NY)).toBe(true);
    expect(bookingInRange(across, { from: "2026-03-11", to: "2026-03-11", officeIds: null }, NY)).toBe(true);
  });

  it("the day DST starts in New York (23 hours) still ends at local midnight", () => {
    // 2026-03-08 is 23 hours long there: it ends at 04:00Z, not 05:00Z.
    const justAfter = at("2026-03-09T04:00:00Z", "2026-03-09T04:30:00Z");
    expect(bookingInRange(justAfter, { from: "2026-03-08", to: "2026-03-08", officeIds: null }, NY)).toBe(false);
    expect(bookingInRange(justAfter, { from: "2026-03-09", to: "2026-03-09", officeIds: null }, NY)).toBe(true);
  });
});

describe("list updates", () => {
  const a = { id: "a" } as Parameters<typeof removeBooking>[0][number];
  const b = { id: "b" } as Parameters<typeof removeBooking>[0][number];

  it("replaces the optimistic copy by the server's booking and removes a cancelled one", () => {
    expect(replaceBooking([a, b], "b", { ...b, id: "real" }).map((x) => x.id)).toEqual(["a", "real"]);
    expect(removeBooking([a, b], "a").map((x) => x.id)).toEqual(["b"]);
    expect(removeBooking([a], "zzz")).toEqual([a]);
  });
});
