import { describe, expect, it } from "vitest";
import { type BookingPolicy, DEFAULT_BOOKING_POLICY } from "#shared/booking-policy.ts";
import { zonedInstant } from "#shared/time.ts";
import { readerIn } from "#web/test/catalogue-reader.ts";
import {
  agendaRows,
  closedDayNotice,
  type HourCell,
  hourCells as hourCellsIn,
  seatsTakenDuring,
  seatsTakenText as seatsTakenTextIn,
} from "./day-slots.ts";
import type { DayBooking } from "./group-bookings-by-office.ts";

/** As an English reader gets them, from the calendar catalogue (and the bookings one, for the rules' reasons). */
const _ = readerIn("en", "bookings", "calendar");
const hourCells = (
  office: Parameters<typeof hourCellsIn>[0],
  items: readonly DayBooking[],
  date: string,
  policy: BookingPolicy,
  now: Date,
) => hourCellsIn(office, items, date, policy, now, _);
const seatsTakenText = (taken: number, capacity: number) => seatsTakenTextIn(taken, capacity, _);

const NY: BookingPolicy = {
  ...DEFAULT_BOOKING_POLICY,
  timeZone: "America/New_York",
  businessStartMinute: 8 * 60,
  businessEndMinute: 12 * 60,
  horizonDays: 30,
};
const DATE = "2026-03-10";
/** 10:20 in New York on DATE. */
const at1020 = zonedInstant(DATE, 10 * 60 + 20, "America/New_York");
const room = { capacity: 4, isShared: false };
const desks = { capacity: 8, isShared: true };

function item(start: number, end: number, seats = 1, whole = false): DayBooking {
  return {
    startMinute: start,
    endMinute: end,
    booking: { id: `b${start}-${end}-${seats}`, seats, isWholeOffice: whole } as DayBooking["booking"],
  };
}

describe("hourCells", () => {
  it("closes every hour of a colleague's assigned desk they kept, naming them", () => {
    const desk = { capacity: 1, isShared: false };
    const cells = hourCellsIn(desk, [], "2026-03-11", NY, at1020, _, "Ana Holder");
    expect(cells).toHaveLength(4);
    for (const cell of cells) {
      expect(cell).toMatchObject({
        kind: "closed",
        reason: {
          code: "ASSIGNED",
          label: "Assigned",
          message: "Assigned to Ana Holder: colleagues can book it on the days they release it.",
        },
      });
    }
    expect(hourCellsIn(desk, [], "2026-03-11", NY, at1020, _).every((c) => c.kind === "free")).toBe(true);
  });

  it("closes past hours with the server's message and starts the current hour at its next quarter", () => {
    const cells = hourCells(room, [], DATE, NY, at1020);
    expect(cells.map((c) => c.kind)).toEqual(["closed", "closed", "free", "free"]);
    expect(cells[0]).toMatchObject({
      minute: 480,
      reason: { code: "BOOKING_IN_PAST", label: "Past", message: "Cannot book time slots in the past" },
    });
    expect(cells[2]).toMatchObject({ kind: "free", minute: 600, bookStart: 630 });
    expect(cells[3]).toMatchObject({ kind: "free", minute: 660, bookStart: 660 });
  });

  it("closes a whole past day and a day beyond the horizon, each with its reason", () => {
    expect(hourCells(room, [], "2026-03-09", NY, at1020).every((c) => c.kind === "closed")).toBe(true);
    const far = hourCells(room, [], "2026-05-01", NY, at1020);
    expect(far.every((c) => c.kind === "closed" && c.reason.code === "BEYOND_HORIZON")).toBe(true);
  });

  it("closes the part of an hour outside business hours that start or end off the hour", () => {
    const policy = { ...NY, businessStartMinute: 8 * 60 + 30, businessEndMinute: 9 * 60 + 30 };
    const cells = hourCells(room, [], "2026-03-11", policy, at1020);
    expect(cells).toMatchObject([
      { kind: "free", minute: 480, bookStart: 510 },
      { kind: "free", minute: 540, bookStart: 540 },
    ]);
  });

  it("a whole office booked for the hour is covered; a half-booked hour starts where it is free", () => {
    const cells = hourCells(room, [item(660, 690, 4, true), item(690, 720, 4, true)], "2026-03-11", NY, at1020);
    expect(cells[3]).toMatchObject({ kind: "covered", minute: 660 });
    const half = hourCells(room, [item(660, 690, 4, true)], "2026-03-11", NY, at1020);
    expect(half[3]).toMatchObject({ kind: "free", bookStart: 690 });
  });

  it("a shared office stays free until every seat is taken, then is closed as full", () => {
    const some = hourCells(desks, [item(540, 600, 3)], "2026-03-11", NY, at1020);
    expect(some[1]).toMatchObject({ kind: "free", seatsTaken: 3 });
    const full = hourCells(desks, [item(540, 600, 8, true)], "2026-03-11", NY, at1020);
    expect(full[1]).toMatchObject({
      kind: "closed",
      reason: { code: "FULL", label: "Full", message: "All 8 seats are taken." },
    });
  });

  it("tells above the grid why a whole day cannot be booked", () => {
    const past = new Map([["room", hourCells(room, [], "2026-03-09", NY, at1020)]]);
    expect(closedDayNotice(past, _)).toBe("This day has passed: its bookings are shown, and no slot can be booked.");
    const far = new Map([["room", hourCells(room, [], "2026-05-01", NY, at1020)]]);
    expect(closedDayNotice(far, _)).toBe("Bookings can be made at most 30 days ahead. Pick an earlier date.");
    const open = new Map<string, HourCell[]>([["room", hourCells(room, [], "2026-03-11", NY, at1020)]]);
    expect(closedDayNotice(open, _)).toBeNull();
  });
});

describe("seats taken", () => {
  it("counts seats held at the same time, not every booking in the slot", () => {
    const items = [item(540, 570, 2), item(570, 600, 3), item(540, 600, 1)];
    expect(seatsTakenDuring(items, desks, 540, 600)).toBe(4);
    expect(seatsTakenDuring([item(540, 600, 1, true)], desks, 540, 600)).toBe(8);
    expect(seatsTakenDuring([], desks, 540, 600)).toBe(0);
  });

  it("reads '3 of 8 seats taken'", () => {
    expect(seatsTakenText(3, 8)).toBe("3 of 8 seats taken");
    expect(seatsTakenText(1, 1)).toBe("1 of 1 seat taken");
  });

  it("is worded in the reader's language, as is a full hour", () => {
    const de = readerIn("de", "calendar");
    expect(seatsTakenTextIn(3, 8, de)).toBe("3 von 8 Plätzen belegt");
    const full = hourCellsIn(desks, [item(540, 600, 8, true)], "2026-03-11", NY, at1020, de);
    expect(full[1]).toMatchObject({ reason: { label: "Ausgebucht", message: "Alle 8 Plätze sind belegt." } });
  });
});

describe("agendaRows", () => {
  it("lists bookings, free hours and runs of closed hours merged per reason, in time order", () => {
    const items = [item(660, 720, 4, true)];
    const cells = hourCells(room, items, DATE, NY, at1020);
    const rows = agendaRows(room, items, cells);
    expect(rows.map((r) => [r.kind, r.start, r.end])).toEqual([
      ["closed", 480, 600],
      ["free", 600, 660],
      ["booking", 660, 720],
    ]);
  });

  it("a shared office lists a booking and the free seats of the same hour, the booking first", () => {
    const items = [item(540, 600, 3)];
    const rows = agendaRows(desks, items, hourCells(desks, items, "2026-03-11", NY, at1020));
    expect(rows.slice(1, 3)).toMatchObject([
      { kind: "booking", start: 540, seatsTaken: 3 },
      { kind: "free", start: 540, seatsTaken: 3 },
    ]);
  });
});
