/**
 * The floor map's arithmetic (docs/product.md "The floor map"): which slot a click on a space
 * offers to book, and who holds a space in the window. Minutes are local minutes of the map's date
 * in the team's zone.
 */
import { SLOT_MINUTES } from "#shared/constants.ts";
import type { FloorSpace } from "#shared/schemas/floor-map.ts";
import { minuteOfDay } from "#shared/time.ts";

export interface MinuteRange {
  start: number;
  end: number;
}

/** A room's booking starts at an hour, as the booking dialog's own default. */
const ROOM_MINUTES = 60;

/** The bookings of a space as local minutes of `date`, clipped to the day. */
export function heldMinutes(space: FloorSpace, date: string, zone: string) {
  return space.booked.map((b) => ({
    start: Math.max(0, minuteOfDay(b.startISO, date, zone)),
    end: Math.min(1440, minuteOfDay(b.endISO, date, zone)),
    seats: b.seats,
    userId: b.userId,
    userName: b.userName,
  }));
}

/**
 * The slot a click on `space` offers: the first quarter hour of `window` that no `closed` range
 * holds and where a seat is free, lasting to the end of that free stretch for a desk or a shared
 * area (a day at the office; for a shared area, until a booking there starts or ends) up to
 * `maxMinutes` (the team's longest booking), an hour at most for a room. When the window has no such quarter hour, its start and an hour (the dialog then names
 * what stands in the way).
 */
export function suggestSlot(
  space: FloorSpace,
  window: MinuteRange,
  closed: readonly MinuteRange[],
  date: string,
  zone: string,
  maxMinutes: number,
): { startMinute: number; minutes: number } {
  const held = heldMinutes(space, date, zone);
  const capacity = space.capacity;
  const freeAt = (minute: number) =>
    !closed.some((c) => c.start <= minute && c.end > minute) &&
    held.filter((h) => h.start <= minute && h.end > minute).reduce((sum, h) => sum + h.seats, 0) < capacity;
  const first = Math.ceil(window.start / SLOT_MINUTES) * SLOT_MINUTES;
  for (let start = first; start + SLOT_MINUTES <= window.end; start += SLOT_MINUTES) {
    if (!freeAt(start)) continue;
    // A booking of a shared area holds one seat all along, so its stretch ends where a booking
    // starts or ends: between two such instants the seats held do not change.
    const changesAt = (minute: number) => space.isShared && held.some((h) => h.start === minute || h.end === minute);
    let end = start + SLOT_MINUTES;
    while (end + SLOT_MINUTES <= window.end && freeAt(end) && !changesAt(end)) end += SLOT_MINUTES;
    const longest = space.kind === "room" ? ROOM_MINUTES : maxMinutes;
    return { startMinute: start, minutes: Math.min(end - start, longest) };
  }
  return { startMinute: first, minutes: Math.min(ROOM_MINUTES, Math.max(SLOT_MINUTES, window.end - first)) };
}

/**
 * The people holding the space in `window`, in order, each once (the caller's own id left in);
 * those whose name is kept from the reader (docs/product.md "Who booked") are one entry with a null
 * id and name.
 */
export function holdersIn(space: FloorSpace, window: MinuteRange, date: string, zone: string) {
  const seen = new Map<string | null, string | null>();
  for (const h of heldMinutes(space, date, zone)) {
    if (h.start < window.end && h.end > window.start && !seen.has(h.userId)) seen.set(h.userId, h.userName);
  }
  return [...seen].map(([id, name]) => ({ id, name }));
}
