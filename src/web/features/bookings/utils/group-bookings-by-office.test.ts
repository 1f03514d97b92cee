import { describe, expect, it } from "vitest";
import type { Booking } from "#shared/schemas/booking.ts";
import { assignLanes } from "./assign-lanes.ts";
import { groupBookingsByOffice } from "./group-bookings-by-office.ts";

const NY = "America/New_York";

function booking(id: string, officeId: string, startISO: string, endISO: string, status = "confirmed"): Booking {
  return { id, officeId, startISO, endISO, status } as Booking;
}

describe("groupBookingsByOffice", () => {
  it("groups a day's confirmed bookings per office in local minutes of the team's zone", () => {
    const map = groupBookingsByOffice(
      [
        booking("1", "focus", "2026-03-10T14:00:00Z", "2026-03-10T15:30:00Z"), // 10:00–11:30
        booking("2", "focus", "2026-03-10T18:00:00Z", "2026-03-10T19:00:00Z"), // 14:00–15:00
        booking("3", "board", "2026-03-10T13:00:00Z", "2026-03-10T14:00:00Z"), // 09:00–10:00
        booking("4", "board", "2026-03-10T15:00:00Z", "2026-03-10T16:00:00Z", "cancelled"),
      ],
      "2026-03-10",
      NY,
    );
    expect(map.get("focus")?.map((d) => [d.booking.id, d.startMinute, d.endMinute])).toEqual([
      ["1", 600, 690],
      ["2", 840, 900],
    ]);
    expect(map.get("board")?.map((d) => d.booking.id)).toEqual(["3"]);
  });

  it("clips a booking across midnight to each day and leaves out bookings of other days", () => {
    const night = booking("n", "focus", "2026-03-11T03:00:00Z", "2026-03-11T06:00:00Z"); // 23:00–02:00
    const other = booking("o", "focus", "2026-03-12T14:00:00Z", "2026-03-12T15:00:00Z");
    expect(groupBookingsByOffice([night, other], "2026-03-10", NY).get("focus")).toEqual([
      { booking: night, startMinute: 1380, endMinute: 1440 },
    ]);
    expect(groupBookingsByOffice([night, other], "2026-03-11", NY).get("focus")).toEqual([
      { booking: night, startMinute: 0, endMinute: 120 },
    ]);
  });
});

describe("assignLanes", () => {
  it("puts overlapping bookings in separate lanes and reuses a lane once it is free", () => {
    const items = [
      { booking: booking("a", "o", "", ""), startMinute: 600, endMinute: 720 },
      { booking: booking("b", "o", "", ""), startMinute: 660, endMinute: 780 },
      { booking: booking("c", "o", "", ""), startMinute: 720, endMinute: 780 },
    ];
    const { placed, lanes } = assignLanes(items);
    expect(lanes).toBe(2);
    expect(placed.map((p) => [p.booking.id, p.lane])).toEqual([
      ["a", 0],
      ["b", 1],
      ["c", 0],
    ]);
    expect(assignLanes([]).lanes).toBe(1);
  });
});
