import type { AvailabilityRange } from "#shared/schemas/booking.ts";
import { MINUTE_MS } from "#shared/time.ts";

type OfficeDay = AvailabilityRange["offices"][number];

/** An office's state at `now` (the office-availability widget; spec section 2 "Dashboard widgets"). */
export type OfficeNow =
  | { state: "yours"; nextFreeISO: string | null }
  | { state: "booked"; nextFreeISO: string | null }
  | { state: "closed"; nextFreeISO: string | null }
  | { state: "free"; nextFreeISO: string };

const STEP_MS = 15 * MINUTE_MS;

/**
 * Where `office` stands at `now` and the first 15-minute slot from now until the end of its day
 * (`dayEndMs`, the team's local midnight) in which a seat is free and the office is open.
 * A whole office is taken by any booking; a shared one when its seats are all held or one booking
 * took it whole. Takes the day as GET /api/availability answers it; returns null for nextFreeISO
 * when nothing is free for the rest of the day.
 */
export function officeNow(office: OfficeDay, userId: string, now: number, dayEndMs: number): OfficeNow {
  const day = office.days[0];
  const booked = day?.booked ?? [];
  const closed = day?.closed ?? [];
  const within = (startISO: string, endISO: string, from: number, to: number) =>
    Date.parse(startISO) < to && from < Date.parse(endISO);
  const isFull = (from: number, to: number) => {
    const holding = booked.filter((b) => within(b.startISO, b.endISO, from, to));
    if (!office.isShared) return holding.length > 0;
    if (holding.some((b) => b.isWholeOffice)) return true;
    return holding.reduce((seats, b) => seats + b.seats, 0) >= office.capacity;
  };
  const isClosed = (from: number, to: number) => closed.some((c) => within(c.startISO, c.endISO, from, to));

  let nextFree: number | null = null;
  for (let t = Math.ceil(now / STEP_MS) * STEP_MS; t + STEP_MS <= dayEndMs; t += STEP_MS) {
    if (!isClosed(t, t + STEP_MS) && !isFull(t, t + STEP_MS)) {
      nextFree = t;
      break;
    }
  }
  const nextFreeISO = nextFree === null ? null : new Date(nextFree).toISOString();
  const mine = booked.some((b) => b.userId === userId && within(b.startISO, b.endISO, now, now + 1));
  if (mine) return { state: "yours", nextFreeISO };
  // "past" closes what has already begun, not the office: closed now means no slot opens at the
  // next quarter hour either (before opening time, after closing time).
  const nextStep = Math.ceil(now / STEP_MS) * STEP_MS;
  const closedNow = isClosed(now, now + 1) && (nextFree === null || nextFree > nextStep);
  if (closedNow) return { state: "closed", nextFreeISO };
  if (isFull(now, now + 1) || nextFreeISO === null) return { state: "booked", nextFreeISO };
  return { state: "free", nextFreeISO };
}
