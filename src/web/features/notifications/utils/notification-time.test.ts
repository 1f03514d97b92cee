import { describe, expect, it } from "vitest";
import { dateStyle } from "#shared/date-formats.ts";
import type { Notification } from "#shared/schemas/notification.ts";
import { readerIn } from "#web/test/catalogue-reader.ts";
import { fullTime, groupByDay, timeAgo } from "./notification-time.ts";

const english = readerIn("en", "notifications");

const zone = "America/New_York";
const note = (id: string, createdAt: string): Notification => ({
  id,
  kind: "booking_cancelled",
  message: id,
  link: null,
  bookingId: null,
  createdAt,
  readAt: null,
});

describe("notification times", () => {
  // 09:00 in New York on Nov 23.
  const now = new Date("2026-11-23T14:00:00Z");

  it("groups by the local day of the team's zone, not UTC", () => {
    const items = [
      note("a", "2026-11-23T13:00:00Z"),
      // 00:30 local on Nov 23 (05:30 UTC): today.
      note("b", "2026-11-23T05:30:00Z"),
      // 23:30 local on Nov 22 (04:30 UTC on Nov 23): earlier.
      note("c", "2026-11-23T04:30:00Z"),
    ];
    expect(groupByDay(items, zone, now).map((g) => [g.label, g.items.map((n) => n.id)])).toEqual([
      ["Today", ["a", "b"]],
      ["Earlier", ["c"]],
    ]);
    expect(groupByDay([note("c", "2026-11-20T10:00:00Z")], zone, now).map((g) => g.label)).toEqual(["Earlier"]);
  });

  it("says how long ago in minutes, hours, then days", () => {
    expect(timeAgo("2026-11-23T13:59:30Z", now, zone, english)).toBe("just now");
    expect(timeAgo("2026-11-23T13:55:00Z", now, zone, english)).toBe("5 min ago");
    expect(timeAgo("2026-11-23T11:00:00Z", now, zone, english)).toBe("3 h ago");
    expect(timeAgo("2026-11-22T10:00:00Z", now, zone, english)).toBe("yesterday");
    expect(timeAgo("2026-11-20T10:00:00Z", now, zone, english)).toBe("3 days ago");
  });

  it("says it in the reader's language", () => {
    const german = readerIn("de", "notifications");
    expect(timeAgo("2026-11-23T13:55:00Z", now, zone, german)).toBe("vor 5 Min.");
    expect(timeAgo("2026-11-20T10:00:00Z", now, zone, german)).toBe("vor 3 Tagen");
  });

  it("gives the full local time for hover and focus", () => {
    expect(fullTime("2026-11-23T14:05:00Z", zone)).toBe("Monday, November 23, 2026 at 09:05");
    expect(fullTime("2026-11-23T14:05:00Z", zone, dateStyle("de"))).toBe("Montag, 23. November 2026 um 09:05");
  });
});
