import { describe, expect, it } from "vitest";
import { dateStyle } from "#shared/date-formats.ts";
import { zonedInstant } from "#shared/time.ts";
import { readerIn } from "#web/test/catalogue-reader.ts";
import { myBookingsCsvUrl, myBookingsSearch } from "../api/get-my-bookings.ts";
import {
  bookAgainDate,
  bookAgainHref,
  bookAgainRequest,
  bookingStatusBadge,
  bookingWhen,
  dateRangeError,
  historyTabOf,
} from "./my-bookings.ts";

/** As an English reader gets them, from the bookings catalogue. */
const _ = readerIn("en", "bookings");

const ZONE = "America/New_York";
const at = (date: string, hour: number, minute = 0) => zonedInstant(date, hour * 60 + minute, ZONE).toISOString();

describe("historyTabOf", () => {
  it("reads the three tabs and falls back to upcoming", () => {
    expect(historyTabOf("past")).toBe("past");
    expect(historyTabOf("cancelled")).toBe("cancelled");
    expect(historyTabOf("upcoming")).toBe("upcoming");
    expect(historyTabOf(null)).toBe("upcoming");
    expect(historyTabOf("released")).toBe("upcoming");
    expect(historyTabOf("constructor")).toBe("upcoming");
  });
});

describe("bookingStatusBadge", () => {
  const now = new Date("2026-03-10T15:00:00Z");
  it("labels released and cancelled bookings in words", () => {
    const released = bookingStatusBadge({ status: "released", endISO: "2026-03-11T10:00:00Z" }, now);
    expect({ ...released, label: _(released.label) }).toEqual({ label: "Released", tone: "warning" });
    expect(_(bookingStatusBadge({ status: "cancelled", endISO: "2026-03-11T10:00:00Z" }, now).label)).toBe("Cancelled");
  });
  it("says Confirmed before the end and Completed after it", () => {
    expect(_(bookingStatusBadge({ status: "confirmed", endISO: "2026-03-10T15:00:01Z" }, now).label)).toBe("Confirmed");
    expect(_(bookingStatusBadge({ status: "confirmed", endISO: "2026-03-10T15:00:00Z" }, now).label)).toBe("Completed");
  });
});

describe("bookAgainDate", () => {
  // 2026-03-10 is a Tuesday.
  it("gives the next same weekday after today for a past booking", () => {
    expect(bookAgainDate(at("2026-03-03", 9), ZONE, "2026-03-05")).toBe("2026-03-10");
    expect(bookAgainDate(at("2026-03-03", 9), ZONE, "2026-03-09")).toBe("2026-03-10");
  });
  it("never gives today", () => {
    expect(bookAgainDate(at("2026-03-03", 9), ZONE, "2026-03-10")).toBe("2026-03-17");
  });
  it("gives the week after an upcoming booking", () => {
    expect(bookAgainDate(at("2026-03-12", 9), ZONE, "2026-03-10")).toBe("2026-03-19");
  });
  it("uses the team zone's date, not UTC's", () => {
    // 21:00 on Tuesday in New York is already Wednesday in UTC.
    expect(bookAgainDate(at("2026-03-03", 21), ZONE, "2026-03-05")).toBe("2026-03-10");
  });
  it("crosses a DST change by calendar days", () => {
    // US DST starts 2026-03-08 (Sunday).
    expect(bookAgainDate(at("2026-03-01", 10), ZONE, "2026-03-02")).toBe("2026-03-08");
  });
});

describe("bookingWhen", () => {
  it("shows the team-zone date and times", () => {
    expect(bookingWhen({ startISO: at("2026-03-10", 21), endISO: at("2026-03-10", 22) }, ZONE)).toEqual({
      date: "Tue, Mar 10, 2026",
      time: "21:00–22:00",
    });
  });
  it("writes the date as the reader's language does", () => {
    const tuesday = { startISO: at("2026-03-10", 21), endISO: at("2026-03-10", 22) };
    expect(bookingWhen(tuesday, ZONE, dateStyle("de")).date).toBe("Di., 10. März 2026");
    expect(bookingWhen(tuesday, ZONE, dateStyle("es")).date).toBe("mar, 10 mar 2026");
  });
});

describe("dateRangeError", () => {
  it("refuses from after to only", () => {
    expect(_(dateRangeError("2026-03-11", "2026-03-10") ?? "")).toMatch(/on or before/);
    expect(dateRangeError("2026-03-10", "2026-03-10")).toBeUndefined();
    expect(dateRangeError("", "2026-03-10")).toBeUndefined();
  });
});

describe("myBookingsSearch", () => {
  it("leaves out empty filters and trims the search", () => {
    expect(myBookingsSearch({ status: "past", q: "  " })).toBe("status=past");
    expect(
      myBookingsSearch(
        { status: "upcoming", officeId: "o1", from: "2026-03-01", to: "2026-03-31", q: " stand & up " },
        { cursor: "abc", limit: 50 },
      ),
    ).toBe("status=upcoming&officeId=o1&from=2026-03-01&to=2026-03-31&q=stand+%26+up&cursor=abc&limit=50");
  });
  it("builds the CSV address without cursor or limit", () => {
    expect(myBookingsCsvUrl({ status: "cancelled", officeId: "o1" })).toBe(
      "/api/bookings/mine.csv?status=cancelled&officeId=o1",
    );
  });
});

describe("Book again", () => {
  it("leads to the day view asking for the same office, local start and length on the next same weekday", () => {
    const booking = { officeId: "o1", startISO: at("2026-03-03", 9), endISO: at("2026-03-03", 10, 30) };
    const href = bookAgainHref(booking, ZONE, "2026-03-05");
    expect(href).toBe("/day?date=2026-03-10&office=o1&start=09%3A00&minutes=90");
    const params = new URLSearchParams(href.split("?")[1]);
    expect(bookAgainRequest(params)).toEqual({ officeId: "o1", startMinute: 540, minutes: 90 });
  });
  it("asks for nothing when a part is missing or malformed", () => {
    expect(bookAgainRequest(new URLSearchParams("date=2026-03-10&office=o1"))).toBeNull();
    expect(bookAgainRequest(new URLSearchParams("office=o1&start=9am&minutes=60"))).toBeNull();
    expect(bookAgainRequest(new URLSearchParams("office=o1&start=25:00&minutes=60"))).toBeNull();
    expect(bookAgainRequest(new URLSearchParams("office=o1&start=09:00&minutes=-5"))).toBeNull();
  });
});
