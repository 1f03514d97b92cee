/** The team's booking policy, read from its row (src/shared/booking-policy.ts describes each field). */
import type { TeamRow } from "#server/lib/actor.ts";
import type { BookingPolicy } from "#shared/booking-policy.ts";

/** The BookingPolicy of a team row; every field comes from a column of `teams`. */
export function policyFromTeam(team: TeamRow): BookingPolicy {
  return {
    timeZone: team.timeZone,
    businessStartMinute: team.businessStartMinute,
    businessEndMinute: team.businessEndMinute,
    maxBookingMinutes: team.maxBookingMinutes,
    horizonDays: team.bookingHorizonDays,
    minNoticeMinutes: team.minNoticeMinutes,
    maxActiveBookings: team.maxActiveBookings,
    checkInRequired: team.checkInRequired,
    checkInGraceMinutes: team.checkInGraceMinutes,
    weekStartsOn: team.weekStartsOn,
  };
}
