/**
 * The class of a booking's coloured left stripe in the calendars (styles.css `.booked-stripe`): the
 * team's recurring colour for an occurrence of a series, its booked colour for someone else's
 * booking, none for one's own single booking (already marked by the accent fill). Colour is never
 * the only sign: blocks name the booker, and the recurring mark has words for screen readers.
 */
export function bookingStripe(booking: { isRecurring: boolean }, mine: boolean): string | false {
  if (booking.isRecurring) return "booked-stripe is-recurring";
  return !mine && "booked-stripe";
}
