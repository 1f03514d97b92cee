/** Seat choice of a new booking (docs/product.md "Spaces and seats"), as pure functions. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chooseSeats, type SeatHolder, seatCount } from "./seat-allocation.ts";

const whole = (): SeatHolder => ({ seatFrom: 1, seatTo: null });
const seat = (k: number): SeatHolder => ({ seatFrom: k, seatTo: k + 1 });

describe("chooseSeats", () => {
  it("books a private office whole, and only when nothing overlaps", () => {
    const office = { capacity: 6, isShared: false };
    expect(chooseSeats(office, [], false)).toEqual({ seatFrom: 1, seatTo: null });
    expect(chooseSeats(office, [], true)).toEqual({ seatFrom: 1, seatTo: null });
    expect(chooseSeats(office, [whole()], false)).toBeNull();
    // Even a stray seat row (e.g. from when the office was shared) blocks a whole booking.
    expect(chooseSeats(office, [seat(4)], false)).toBeNull();
  });

  it("gives a seat booking of a shared office the lowest free seat", () => {
    const office = { capacity: 3, isShared: true };
    expect(chooseSeats(office, [], false)).toEqual({ seatFrom: 1, seatTo: 2 });
    expect(chooseSeats(office, [seat(1)], false)).toEqual({ seatFrom: 2, seatTo: 3 });
    expect(chooseSeats(office, [seat(2), seat(1)], false)).toEqual({ seatFrom: 3, seatTo: 4 });
    // A seat freed by a cancellation is reused before a higher one.
    expect(chooseSeats(office, [seat(3), seat(1)], false)).toEqual({ seatFrom: 2, seatTo: 3 });
    // A multi-seat holder takes every seat it spans.
    expect(chooseSeats(office, [{ seatFrom: 1, seatTo: 3 }], false)).toEqual({ seatFrom: 3, seatTo: 4 });
  });

  it("refuses a seat when every seat is held or the whole office is booked", () => {
    const office = { capacity: 3, isShared: true };
    expect(chooseSeats(office, [seat(1), seat(2), seat(3)], false)).toBeNull();
    expect(chooseSeats(office, [whole()], false)).toBeNull();
    expect(chooseSeats({ capacity: 1, isShared: true }, [seat(1)], false)).toBeNull();
  });

  it("books a shared office whole only when no seat of it is held", () => {
    const office = { capacity: 3, isShared: true };
    expect(chooseSeats(office, [], true)).toEqual({ seatFrom: 1, seatTo: null });
    expect(chooseSeats(office, [seat(2)], true)).toBeNull();
    expect(chooseSeats(office, [whole()], true)).toBeNull();
  });
});

describe("seatCount", () => {
  it("counts every seat for a whole-office booking and the span for a seat booking", () => {
    expect(seatCount(whole(), 8)).toBe(8);
    expect(seatCount(whole(), 1)).toBe(1);
    expect(seatCount(seat(5), 8)).toBe(1);
    expect(seatCount({ seatFrom: 2, seatTo: 5 }, 8)).toBe(3);
  });
});

/** One step of a random workload against one office and one time slot (all holders overlap). */
type Step = { kind: "seat" } | { kind: "whole" } | { kind: "cancel"; pick: number };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: fc.constant<Step>({ kind: "seat" }) },
  { weight: 1, arbitrary: fc.constant<Step>({ kind: "whole" }) },
  { weight: 2, arbitrary: fc.nat({ max: 1000 }).map<Step>((pick) => ({ kind: "cancel", pick })) },
);

describe("chooseSeats under random workloads", () => {
  it("never grants more seats than the capacity, and granted seats are distinct and within 1..capacity", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.array(stepArbitrary, { maxLength: 60 }), (capacity, steps) => {
        const office = { capacity, isShared: true };
        const holders: SeatHolder[] = [];
        for (const step of steps) {
          if (step.kind === "cancel") {
            if (holders.length > 0) holders.splice(step.pick % holders.length, 1);
            continue;
          }
          const freeBefore = capacity - holders.reduce((n, h) => n + seatCount(h, capacity), 0);
          const choice = chooseSeats(office, holders, step.kind === "whole");
          if (step.kind === "whole") {
            // The whole office is granted exactly when nothing holds any of it.
            expect(choice === null).toBe(holders.length > 0);
            if (choice) expect(choice).toEqual({ seatFrom: 1, seatTo: null });
          } else {
            // A seat is granted exactly when one is free.
            expect(choice === null).toBe(freeBefore <= 0);
            if (choice) expect(choice.seatTo).toBe(choice.seatFrom + 1);
          }
          if (choice) holders.push(choice);

          const wholeHolders = holders.filter((h) => h.seatTo === null);
          const seats = holders.filter((h) => h.seatTo !== null).map((h) => h.seatFrom);
          // Never more live seat bookings than seats, and no seat held twice.
          expect(seats.length).toBeLessThanOrEqual(capacity);
          expect(new Set(seats).size).toBe(seats.length);
          for (const s of seats) {
            expect(s).toBeGreaterThanOrEqual(1);
            expect(s).toBeLessThanOrEqual(capacity);
          }
          // A whole-office holder is alone.
          if (wholeHolders.length > 0) expect(holders).toHaveLength(1);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("fills a shared office seat by seat from 1 to capacity, then refuses", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 20 }), (capacity, extra) => {
        const office = { capacity, isShared: true };
        const holders: SeatHolder[] = [];
        const granted: number[] = [];
        for (let i = 0; i < capacity + extra; i++) {
          const choice = chooseSeats(office, holders, false);
          if (choice) {
            holders.push(choice);
            granted.push(choice.seatFrom);
          }
        }
        expect(granted).toEqual(Array.from({ length: capacity }, (_, i) => i + 1));
      }),
    );
  });
});
