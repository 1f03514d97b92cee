import type { I18n } from "@lingui/core";
import { type DateStyle, formatInZone, formatMinute, formatTimeInZone } from "#shared/time.ts";

/**
 * Lingui's `_` of a component (`useCatalogue("bookings")`), for the words these utils give in the
 * reader's language (the bookings catalogue). Where it is optional, leaving it out gives English.
 */
export type Translate = I18n["_"];

/**
 * A booking's holder as the reader may see them: their name, or "Someone" when the team or the
 * holder keeps it from the reader (docs/product.md "Who booked").
 */
export function bookerName(userName: string | null, _: Translate): string {
  return userName ?? _("common.someone");
}

/** "10:00–11:00" for local minutes of a day (a booking running past midnight ends at 24:00). */
export function minuteRange(start: number, end: number): string {
  return `${formatMinute(Math.max(start, 0))}–${formatMinute(Math.min(end, 1440))}`;
}

/**
 * The accessible name of a booked block or agenda line: who and when in full, whatever the block
 * shows on screen ("Focus Room booked by Ann Lee 10:00–11:00", then ", 3 of 8 seats taken" for a
 * shared office). Always the person's name, never "You", so it reads the same to everyone.
 * Worded by `_` (the bookings catalogue).
 */
export function bookingBlockLabel(
  officeName: string,
  userName: string,
  start: number,
  end: number,
  seats: string | undefined,
  _: Translate,
): string {
  const values = { office: officeName, name: userName, time: minuteRange(start, end) };
  return seats ? _("bookings.block.labelSeats", { ...values, seats }) : _("bookings.block.label", values);
}

/**
 * The toast after booking from the dialog: what was booked, in the team's zone
 * ("Focus Room booked for Tue 09:00–10:00"), instead of the quick-booking text. Worded by `_` (the
 * bookings catalogue) and dated in `style` (useDateStyle()).
 */
export function bookedToastTitle(
  officeName: string,
  startISO: string,
  endISO: string,
  timeZone: string,
  _: Translate,
  style: DateStyle,
): string {
  const day = formatInZone(startISO, timeZone, "EEE", style);
  const start = formatTimeInZone(startISO, timeZone);
  const end = formatTimeInZone(endISO, timeZone);
  return _("bookings.booked.title", { office: officeName, day, start, end });
}

/**
 * A name short enough for an hour-wide block: the first name and the last name's initial
 * ("Alexandra Richardson-Smith" → "Alexandra R."). The full name is in the tooltip and the
 * accessible name; a block cut to "Alexand…" said nothing.
 */
export function shortName(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length < 2) return name.trim();
  return `${parts[0]} ${parts.at(-1)?.charAt(0).toUpperCase()}.`;
}

/** A booking's length for a select: "45 min", "1 h", "1 h 30 min" in English. */
export function durationLabel(minutes: number, _: Translate): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return _("bookings.duration.minutes", { minutes: m });
  return m ? _("bookings.duration.hoursMinutes", { hours: h, minutes: m }) : _("bookings.duration.hours", { hours: h });
}
