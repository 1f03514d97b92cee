/**
 * iCalendar text of a user's bookings (RFC 5545, through ical-generator, which folds lines and
 * escapes text): one VEVENT per booking with a stable UID (`<booking id>@<host>`), so a calendar
 * app that subscribes updates the same event when a booking moves; times in UTC.
 */
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import type { Booking } from "#shared/schemas/booking.ts";

/** The VCALENDAR of `bookings` named `name`; `appUrl` gives the UIDs' host and each event's link. */
export function bookingsCalendar(input: {
  name: string;
  productName: string;
  appUrl: string;
  bookings: Booking[];
  now: Date;
}): string {
  const host = new URL(input.appUrl).host;
  const calendar = ical({
    name: input.name,
    prodId: { company: input.productName, product: input.productName, language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    // Calendar apps poll a subscribed feed; ask for an hourly refresh.
    ttl: 60 * 60,
  });
  for (const booking of input.bookings) {
    calendar.createEvent({
      id: `${booking.id}@${host}`,
      start: new Date(booking.startISO),
      end: new Date(booking.endISO),
      stamp: input.now,
      summary: booking.purpose ? `${booking.officeName}: ${booking.purpose}` : booking.officeName,
      location: booking.officeName,
      url: new URL(`/day?date=${booking.startISO.slice(0, 10)}`, input.appUrl).toString(),
    });
  }
  return calendar.toString();
}

/**
 * The .ics attached to a booking e-mail: METHOD:REQUEST for a booking made, changed or
 * about to start, METHOD:CANCEL (status CANCELLED) for one cancelled or released; the UID is the
 * feed's (`<booking id>@<host>`) so calendar apps update the one event, and SEQUENCE is the event's
 * seq, which only grows, so each revision supersedes the last.
 */
export function bookingInvite(input: {
  booking: { id: string; officeName: string; startISO: string; endISO: string };
  method: "REQUEST" | "CANCEL";
  sequence: number;
  productName: string;
  appUrl: string;
  now: Date;
}): string {
  const host = new URL(input.appUrl).host;
  const cancel = input.method === "CANCEL";
  const calendar = ical({
    prodId: { company: input.productName, product: input.productName, language: "EN" },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: `${input.booking.id}@${host}`,
    sequence: input.sequence,
    start: new Date(input.booking.startISO),
    end: new Date(input.booking.endISO),
    stamp: input.now,
    summary: input.booking.officeName,
    location: input.booking.officeName,
    organizer: { name: input.productName, email: `noreply@${new URL(input.appUrl).hostname}` },
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}
