import { type BookingPolicy, DEFAULT_BOOKING_POLICY } from "#shared/booking-policy.ts";
import type { User } from "#shared/schemas/user.ts";

/**
 * The signed-in user's team booking policy as the server reports it (GET /api/user →
 * team.bookingPolicy); the defaults of a new team only for a user without a team. The one place
 * the web reads business hours, the zone and the other booking limits from.
 */
export function teamPolicyOf(user: Pick<User, "team">): BookingPolicy {
  return user.team?.bookingPolicy ?? DEFAULT_BOOKING_POLICY;
}
