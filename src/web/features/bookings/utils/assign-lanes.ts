import type { DayBooking } from "./group-bookings-by-office.ts";

export interface PlacedBooking extends DayBooking {
  /** 0-based row within the office. */
  lane: number;
}

/**
 * Assigns overlapping bookings to lanes (rows) so a shared office can show them one above the
 * other: earliest start first, each into the first lane free by its start. Returns at least 1 lane.
 */
export function assignLanes(bookings: readonly DayBooking[]): { placed: PlacedBooking[]; lanes: number } {
  const sorted = [...bookings].sort((a, b) => a.startMinute - b.startMinute || a.endMinute - b.endMinute);
  const laneEnds: number[] = [];
  const placed: PlacedBooking[] = [];
  for (const item of sorted) {
    let lane = laneEnds.findIndex((end) => end <= item.startMinute);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(item.endMinute);
    } else laneEnds[lane] = item.endMinute;
    placed.push({ ...item, lane });
  }
  return { placed, lanes: Math.max(1, laneEnds.length) };
}
