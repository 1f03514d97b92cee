import type { CreateBookingBody, MineCsvQuery } from "#shared/schemas/booking.ts";

/**
 * Query keys of bookings. Every key starts with `bookingKeys.all`, so invalidating it refreshes
 * every view (day, week, month lists and the user's upcoming list) at once.
 *
 * A list key carries its range of local dates in the team's zone (`from`..`to`, inclusive; a day is
 * the range of one date) and the offices it holds (null: every office). The optimistic updates in
 * create-booking.ts read both back with `listRangeOf` to reach every list the new booking belongs to.
 */
export interface BookingListRange {
  /** First local date, yyyy-MM-dd. */
  from: string;
  /** Last local date, yyyy-MM-dd (inclusive). */
  to: string;
  /** The offices the list holds, or null for the whole team. */
  officeIds: readonly string[] | null;
}

export const bookingKeys = {
  all: ["bookings"] as const,
  lists: () => [...bookingKeys.all, "list"] as const,
  range: (from: string, to: string, officeIds: readonly string[] | null = null) =>
    [...bookingKeys.lists(), { from, to, officeIds } satisfies BookingListRange] as const,
  day: (date: string, officeIds: readonly string[] | null = null) => bookingKeys.range(date, date, officeIds),
  /** The month view's figures (GET /api/bookings/days) of one office, or of every active one. */
  days: (from: string, to: string, officeId?: string) =>
    [...bookingKeys.all, "days", { from, to, officeId: officeId ?? null }] as const,
  /** The signed-in user's own bookings. */
  mine: () => [...bookingKeys.all, "mine"] as const,
  upcoming: (limit: number) => [...bookingKeys.mine(), "upcoming", limit] as const,
  /** My Bookings (GET /api/bookings/mine) under one set of filters: an infinite list of pages. */
  minePage: (filters: MineCsvQuery) => [...bookingKeys.mine(), "page", filters] as const,
  /** The floor map (GET /api/floors/{id}/availability) of one floor, date and window. */
  floor: (floorId: string, date: string, from: string | null, to: string | null) =>
    [...bookingKeys.all, "floor", { floorId, date, from, to }] as const,
  /** Which days `from`..`to` the holders of `officeIds` (colleagues' assigned desks) keep them. */
  assignedDays: (from: string, to: string, officeIds: readonly string[]) =>
    [...bookingKeys.all, "assigned", { from, to, officeIds }] as const,
  /** POST /api/bookings/check of one create body (the booking dialog's live explanation). */
  check: (body: CreateBookingBody) => [...bookingKeys.all, "check", body] as const,
};

/** The date range of a list key made by `bookingKeys.range`/`day`, or null for any other key. */
export function listRangeOf(queryKey: readonly unknown[]): BookingListRange | null {
  const [resource, kind, range] = queryKey;
  if (resource !== bookingKeys.all[0] || kind !== "list") return null;
  if (typeof range !== "object" || range === null) return null;
  const { from, to, officeIds = null } = range as Partial<BookingListRange>;
  return typeof from === "string" && typeof to === "string" ? { from, to, officeIds } : null;
}
