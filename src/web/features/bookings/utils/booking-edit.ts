import type { Booking, UpdateBookingBody } from "#shared/schemas/booking.ts";
import type { UpdateSeriesBody } from "#shared/schemas/series.ts";
import { formatMinute, localDate, minuteOfDay, zonedInstant } from "#shared/time.ts";

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

/** Which bookings an edit of an occurrence changes: this one, this and the later ones, or all. */
export type EditScope = "this" | "following" | "all";

/** An edit as it is sent: PATCH /api/bookings/{id} for one booking, PATCH /api/series/{id} for more. */
export type BookingChange =
  | { scope: "this"; body: UpdateBookingBody }
  | { scope: "following" | "all"; seriesId: string; body: UpdateSeriesBody };

/**
 * The PATCH /api/series body that applies `draft`'s time, length, office and purpose to the series of
 * `booking` from its date on ("following") or on every date ("all"); each date keeps its day. Only
 * what changed is sent; null when nothing did (the draft's date is not a series change).
 */
export function seriesBodyOf(
  booking: Pick<Booking, "startISO" | "endISO" | "officeId" | "purpose">,
  draft: BookingDraft,
  scope: "following" | "all",
  timeZone: string,
): UpdateSeriesBody | null {
  const before = draftOf(booking, timeZone);
  const body: UpdateSeriesBody = { scope, ...(scope === "following" ? { fromDate: before.date } : {}) };
  if (draft.startMinute !== before.startMinute) body.startTime = formatMinute(draft.startMinute);
  if (draft.minutes !== before.minutes) body.durationMinutes = draft.minutes;
  if (draft.officeId !== before.officeId) body.officeId = draft.officeId;
  if (draft.purpose.trim() !== before.purpose.trim()) body.purpose = draft.purpose.trim();
  const changed = ["startTime", "durationMinutes", "officeId", "purpose"].some((key) => key in body);
  return changed ? body : null;
}
