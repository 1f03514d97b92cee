/**
 * What a space is for a member over a window of time, as the floor map colours it
 * (docs/product.md "The floor map"): a pure function of the space, its bookings and the window, so
 * the server's answer and any view of it agree.
 */

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
 * - `unavailable`: the space is deactivated (nobody may book it);
 * - `mine`: `userId` holds a booking overlapping the window;
 * - `free`: no booking overlaps the window;
 * - `taken`: at every instant of the window all its seats are held;
 * - `partly`: booked, but some seat is free for some part of the window.
 * An empty window (start ≥ end) is `free` unless the space is unavailable.
 */
export function spaceState(
  space: { capacity: number; isActive: boolean },
  held: readonly HeldInterval[],
  window: { start: number; end: number },
  userId: string,
): SpaceState {
  if (!space.isActive) return "unavailable";
  const overlapping = held.filter((h) => h.start < window.end && h.end > window.start);
  if (overlapping.some((h) => h.userId === userId)) return "mine";
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
