import { describe, expect, it } from "vitest";
import type { FloorSpace } from "#shared/schemas/floor-map.ts";
import { zonedInstant } from "#shared/time.ts";
import { holdersIn, suggestSlot } from "./floor-map.ts";

const ZONE = "Europe/Berlin";
const DATE = "2026-03-03";
const iso = (minute: number) => new Date(zonedInstant(DATE, minute, ZONE).getTime()).toISOString();
const DAY = { start: 9 * 60, end: 17 * 60 };

function space(kind: "desk" | "room" | "shared_area", capacity: number, booked: [number, number, string, number?][]) {
  return {
    id: "o",
    name: "Desk",
    kind,
    capacity,
    isShared: kind === "shared_area",
    state: "free",
    booked: booked.map(([from, to, who, seats = 1], i) => ({
      bookingId: `b${i}`,
      startISO: iso(from),
      endISO: iso(to),
      userId: who,
      userName: who.toUpperCase(),
      seats,
    })),
  } as unknown as FloorSpace;
}

describe("suggestSlot", () => {
  it("offers a desk's whole free day, or the stretch after a booking", () => {
    expect(suggestSlot(space("desk", 1, []), DAY, [], DATE, ZONE, 720)).toEqual({ startMinute: 540, minutes: 480 });
    expect(suggestSlot(space("desk", 1, [[540, 720, "ana"]]), DAY, [], DATE, ZONE, 720)).toEqual({
      startMinute: 720,
      minutes: 300,
    });
    // A gap between two bookings is offered as it is.
    expect(
      suggestSlot(
        space("desk", 1, [
          [540, 600, "ana"],
          [660, 1020, "bo"],
        ]),
        DAY,
        [],
        DATE,
        ZONE,
        720,
      ),
    ).toEqual({
      startMinute: 600,
      minutes: 60,
    });
  });

  it("keeps a desk's day to the team's longest booking", () => {
    const long = { start: 7 * 60, end: 20 * 60 };
    expect(suggestSlot(space("desk", 1, []), long, [], DATE, ZONE, 720)).toEqual({ startMinute: 420, minutes: 720 });
  });

  it("skips what is closed (the past of today) and keeps a room to an hour", () => {
    const past = [{ start: 0, end: 10 * 60 + 15 }];
    expect(suggestSlot(space("desk", 1, []), DAY, past, DATE, ZONE, 720)).toEqual({ startMinute: 615, minutes: 405 });
    expect(suggestSlot(space("room", 6, []), DAY, past, DATE, ZONE, 720)).toEqual({ startMinute: 615, minutes: 60 });
  });

  it("finds a free seat of a shared area and falls back to the window's start when none is free", () => {
    const area = space("shared_area", 2, [
      [540, 1020, "ana"],
      [540, 720, "bo"],
    ]);
    expect(suggestSlot(area, DAY, [], DATE, ZONE, 720)).toEqual({ startMinute: 720, minutes: 300 });
    // One seat held in the morning, the other in the afternoon: no one seat is free all day.
    const turns = space("shared_area", 2, [
      [540, 780, "ana"],
      [840, 1020, "bo"],
    ]);
    expect(suggestSlot(turns, DAY, [], DATE, ZONE, 720)).toEqual({ startMinute: 540, minutes: 240 });
    const full = space("desk", 1, [[480, 1080, "ana"]]);
    expect(suggestSlot(full, DAY, [], DATE, ZONE, 720)).toEqual({ startMinute: 540, minutes: 60 });
  });
});

describe("holdersIn", () => {
  it("names each holder in the window once, in order", () => {
    const desk = space("desk", 1, [
      [540, 600, "ana"],
      [600, 660, "bo"],
      [660, 720, "ana"],
      [900, 960, "cy"],
    ]);
    expect(holdersIn(desk, { start: 540, end: 720 }, DATE, ZONE)).toEqual([
      { id: "ana", name: "ANA" },
      { id: "bo", name: "BO" },
    ]);
  });
});
