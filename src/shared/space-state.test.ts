/** A space's state on the floor map (docs/product.md "The floor map"), as a pure function. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_BOOKING_POLICY } from "./booking-policy.ts";
import { type HeldInterval, spaceState, stateWindow } from "./space-state.ts";
import { zonedInstant } from "./time.ts";

const HOUR = 3_600_000;
const DAY = { start: 9 * HOUR, end: 17 * HOUR };
const desk = { capacity: 1, isActive: true };
const held = (fromHour: number, toHour: number, userId = "ana", seats = 1): HeldInterval => ({
  start: fromHour * HOUR,
  end: toHour * HOUR,
  seats,
  userId,
});

describe("spaceState", () => {
  it("names a desk free, partly booked, taken, or mine", () => {
    expect(spaceState(desk, [], DAY, "me")).toBe("free");
    // Bookings outside the window do not count.
    expect(spaceState(desk, [held(7, 9), held(17, 19)], DAY, "me")).toBe("free");
    expect(spaceState(desk, [held(9, 12)], DAY, "me")).toBe("partly");
    expect(spaceState(desk, [held(9, 12), held(12, 17, "bo")], DAY, "me")).toBe("taken");
    expect(spaceState(desk, [held(8, 18)], DAY, "me")).toBe("taken");
    // A gap of an hour leaves it partly free.
    expect(spaceState(desk, [held(9, 12), held(13, 17)], DAY, "me")).toBe("partly");
    expect(spaceState(desk, [held(9, 10, "me"), held(10, 17)], DAY, "me")).toBe("mine");
  });

  it("counts the seats of a shared space", () => {
    const area = { capacity: 3, isActive: true };
    expect(spaceState(area, [held(9, 17, "a", 2)], DAY, "me")).toBe("partly");
    expect(spaceState(area, [held(9, 17, "a", 2), held(9, 17, "b")], DAY, "me")).toBe("taken");
    // Three seats held in turn, never all at once.
    expect(spaceState(area, [held(9, 13, "a", 2), held(13, 17, "b", 2)], DAY, "me")).toBe("partly");
    expect(spaceState(area, [held(9, 17, "a", 3)], DAY, "me")).toBe("taken");
  });

  it("calls an empty window free, whatever straddles it", () => {
    expect(spaceState(desk, [held(9, 12)], { start: 10 * HOUR, end: 10 * HOUR }, "me")).toBe("free");
  });

  it("marks a deactivated space unavailable, even with the member's booking", () => {
    expect(spaceState({ capacity: 1, isActive: false }, [held(9, 10, "me")], DAY, "me")).toBe("unavailable");
  });

  it("follows a narrower window", () => {
    const morning = { start: 9 * HOUR, end: 12 * HOUR };
    const afternoon = { start: 12 * HOUR, end: 17 * HOUR };
    expect(spaceState(desk, [held(9, 12)], morning, "me")).toBe("taken");
    expect(spaceState(desk, [held(9, 12)], afternoon, "me")).toBe("free");
  });

  it("is taken exactly when no minute of the window has a seat left", () => {
    const interval = fc
      .tuple(fc.integer({ min: 0, max: 48 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 3 }))
      .map(([quarter, length, seats]) => ({
        start: quarter * 900_000,
        end: (quarter + length) * 900_000,
        seats,
        userId: "someone",
      }));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.array(interval, { maxLength: 8 }), (capacity, list) => {
        const window = { start: 8 * 900_000, end: 40 * 900_000 };
        const state = spaceState({ capacity, isActive: true }, list, window, "me");
        // The reference: every minute of the window, the seats held then.
        let someFree = false;
        let someHeld = false;
        for (let t = window.start; t < window.end; t += 60_000) {
          const seats = list.filter((h) => h.start <= t && h.end > t).reduce((sum, h) => sum + h.seats, 0);
          if (seats < capacity) someFree = true;
          if (seats > 0) someHeld = true;
        }
        const overlaps = list.some((h) => h.start < window.end && h.end > window.start);
        expect(overlaps).toBe(someHeld);
        expect(state).toBe(!someHeld ? "free" : someFree ? "partly" : "taken");
      }),
    );
  });
});

describe("stateWindow", () => {
  const policy = {
    ...DEFAULT_BOOKING_POLICY,
    timeZone: "Europe/Berlin",
    businessStartMinute: 9 * 60,
    businessEndMinute: 17 * 60,
    horizonDays: 30,
  };
  const at = (date: string, minute: number) => zonedInstant(date, minute, policy.timeZone).getTime();
  const now = new Date(at("2026-03-03", 11 * 60 + 5));

  it("is the business hours, narrowed by from..to", () => {
    expect(stateWindow("2026-03-04", policy, now, null, null)).toEqual({
      start: at("2026-03-04", 540),
      end: at("2026-03-04", 1020),
      closedReason: null,
    });
    expect(stateWindow("2026-03-04", policy, now, 8 * 60, 12 * 60)).toEqual({
      start: at("2026-03-04", 540),
      end: at("2026-03-04", 720),
      closedReason: null,
    });
    expect(stateWindow("2026-03-04", policy, now, 18 * 60, null)).toBeNull();
  });

  it("starts today at the next quarter hour, and keeps a closed day whole with its reason", () => {
    expect(stateWindow("2026-03-03", policy, now, null, null)?.start).toBe(at("2026-03-03", 11 * 60 + 15));
    expect(stateWindow("2026-03-03", policy, now, null, 11 * 60)).toEqual({
      start: at("2026-03-03", 540),
      end: at("2026-03-03", 660),
      closedReason: "past",
    });
    expect(stateWindow("2026-03-02", policy, now, null, null)?.closedReason).toBe("past");
    expect(stateWindow("2026-05-01", policy, now, null, null)?.closedReason).toBe("beyond_horizon");
  });
});
