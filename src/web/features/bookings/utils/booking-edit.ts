import type { Booking, UpdateBookingBody } from "#shared/schemas/booking.ts";
import { localDate, minuteOfDay, zonedInstant } from "#shared/time.ts";

/** What the edit form changes: the local date, start and length in the team's zone, office, purpose. */
export interface BookingDraft {
  date: string;
  startMinute: number;
  minutes: number;
  officeId: string;
  purpose: string;
}

/** The form's first values: `booking` as it is, read in `timeZone`. */
export function draftOf(
  booking: Pick<Booking, "startISO" | "endISO" | "officeId" | "purpose">,
  timeZone: string,
): BookingDraft {
  const date = localDate(booking.startISO, timeZone);
  return {
    date,
    startMinute: minuteOfDay(booking.startISO, date, timeZone),
    minutes: Math.round((Date.parse(booking.endISO) - Date.parse(booking.startISO)) / 60_000),
    officeId: booking.officeId,
    purpose: booking.purpose ?? "",
  };
}

/** The instants of a draft's slot, ISO 8601 UTC. */
export function draftInstants(draft: BookingDraft, timeZone: string): { startISO: string; endISO: string } {
  return {
    startISO: new Date(zonedInstant(draft.date, draft.startMinute, timeZone).getTime()).toISOString(),
    endISO: new Date(zonedInstant(draft.date, draft.startMinute + draft.minutes, timeZone).getTime()).toISOString(),
  };
}

/**
 * The PATCH body that turns `booking` into `draft`: only what changed (a slot is sent whole, start
 * and end together, so the server judges the new slot as one), or null when nothing did.
 */
export function updateBodyOf(
  booking: Pick<Booking, "startISO" | "endISO" | "officeId" | "purpose">,
  draft: BookingDraft,
  timeZone: string,
): UpdateBookingBody | null {
  const body: UpdateBookingBody = {};
  const { startISO, endISO } = draftInstants(draft, timeZone);
  if (Date.parse(startISO) !== Date.parse(booking.startISO) || Date.parse(endISO) !== Date.parse(booking.endISO)) {
    body.startISO = startISO;
    body.endISO = endISO;
  }
  if (draft.officeId !== booking.officeId) body.officeId = draft.officeId;
  const purpose = draft.purpose.trim();
  if (purpose !== (booking.purpose ?? "").trim()) body.purpose = purpose;
  return Object.keys(body).length > 0 ? body : null;
}
