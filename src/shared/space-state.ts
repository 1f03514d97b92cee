/**
 * What a space is for a member over a window of time, as the floor map colours it
 * (docs/product.md "The floor map"): pure functions of the space, its bookings and the window, so
 * the server's answer and any view of it agree.
 */
import type { BookingPolicy } from "./booking-policy.ts";
import { type ClosedReason, closedIntervals } from "./closed-intervals.ts";
import { zonedInstant } from "./time.ts";

export const SPACE_STATES = ["free", "partly", "taken", "mine", "unavailable"] as const;
export type SpaceState = (typeof SPACE_STATES)[number];

/** A booking of the space: instants in milliseconds, [start, end), and the seats it holds. */
export interface HeldInterval {
  start: number;
  end: number;
  seats: number;
  userId: string;
}

/**
 * The state of a space of `capacity` seats over the window [start, end) (milliseconds):
 * - `unavailable`: the space is deactivated;
 * - `mine`: `userId` holds a booking overlapping the window;
 * - `unavailable` too, after that: the space is in a neighbourhood the member may not book
 *   (`closedToMe`; a booking of theirs from before still shows as theirs);
 * - `free`: no booking overlaps the window;
 * - `taken`: at every instant of the window all its seats are held;
 * - `partly`: booked, but some seat is free for some part of the window.
 * An empty window (start ≥ end) is `free` unless the space is unavailable.
 */
export function spaceState(
  space: { capacity: number; isActive: boolean; closedToMe?: boolean },
  held: readonly HeldInterval[],
  window: { start: number; end: number },
  userId: string,
): SpaceState {
  if (!space.isActive) return "unavailable";
  if (window.start >= window.end) return "free";
  const overlapping = held.filter((h) => h.start < window.end && h.end > window.start);
  if (overlapping.some((h) => h.userId === userId)) return "mine";
  if (space.closedToMe) return "unavailable";
  if (overlapping.length === 0) return "free";
  // Between consecutive cuts the held seats are constant: the window is taken when no stretch
  // between two cuts has a seat left.
  const cuts = [
    ...new Set([
      window.start,
      window.end,
      ...overlapping.flatMap((h) => [Math.max(h.start, window.start), Math.min(h.end, window.end)]),
    ]),
  ].sort((a, b) => a - b);
  for (let i = 0; i + 1 < cuts.length; i++) {
    const from = cuts[i];
    const seats = overlapping.reduce((sum, h) => (h.start <= from && h.end > from ? sum + h.seats : sum), 0);
    if (seats < space.capacity) return "partly";
  }
  return "taken";
}

/**
 * The window a floor map's states are of, in milliseconds: the business hours of local `date`
 * (team zone) narrowed to local minutes `fromMinute`..`toMinute` (null: no bound), then to what
 * may still be booked at `now` (src/shared/closed-intervals.ts: not past, within the horizon).
 * When nothing of it may be booked, the whole narrowed window and the reason. Null when
 * `fromMinute`..`toMinute` leaves nothing of the business hours.
 */
export function stateWindow(
  date: string,
  policy: BookingPolicy,
  now: Date,
  fromMinute: number | null,
  toMinute: number | null,
): { start: number; end: number; closedReason: ClosedReason | null } | null {
  const from = Math.max(policy.businessStartMinute, fromMinute ?? 0);
  const to = Math.min(policy.businessEndMinute, toMinute ?? 1440);
  if (from >= to) return null;
  const start = zonedInstant(date, from, policy.timeZone).getTime();
  const end = zonedInstant(date, to, policy.timeZone).getTime();
  const closed = closedIntervals(date, policy, now);
  let openStart = start;
  let openEnd = end;
  for (const interval of closed) {
    if (interval.start.getTime() <= openStart && interval.end.getTime() > openStart) openStart = interval.end.getTime();
  }
  for (const interval of [...closed].reverse()) {
    if (interval.start.getTime() < openEnd && interval.end.getTime() >= openEnd) openEnd = interval.start.getTime();
  }
  if (openStart < openEnd) return { start: openStart, end: openEnd, closedReason: null };
  const reason = closed.find((c) => c.start.getTime() < end && c.end.getTime() > start)?.reason ?? "past";
  return { start, end, closedReason: reason };
}
