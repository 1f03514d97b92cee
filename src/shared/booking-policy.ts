/**
 * A team's booking policy (docs/product.md "Time": the team's booking rules), one object read from the team row
 * and sent to the client in the user's team, so both check a request by the same rules
 * (src/shared/booking-rules.ts). Minutes of the day are minutes after local midnight in `timeZone`.
 * No zod here, so the web app's pages that only read the policy do not load zod; the
 * schema that checks it on the wire is `bookingPolicySchema` in schemas/user.ts.
 */
import {
  BOOKING_HORIZON_DAYS,
  DEFAULT_BUSINESS_END_MINUTE,
  DEFAULT_BUSINESS_START_MINUTE,
  DEFAULT_TIME_ZONE,
  MAX_BOOKING_MINUTES,
} from "./constants.ts";

export interface BookingPolicy {
  /** IANA zone of the team; business hours and the grid are local to it. */
  timeZone: string;
  /** First bookable minute of a local day (420 = 07:00). */
  businessStartMinute: number;
  /** Last minute a booking may end at on a local day (1200 = 20:00; 1440 = midnight). */
  businessEndMinute: number;
  /** Longest booking, in minutes. */
  maxBookingMinutes: number;
  /** How many days (of 24 hours) ahead of now a booking may start. */
  horizonDays: number;
  /** Minutes that must lie between now and a booking's start; 0 allows the current slot. */
  minNoticeMinutes: number;
  /** Most live (confirmed, not ended) bookings one member may hold; null is no limit. */
  maxActiveBookings: number | null;
  /** Whether a booking must be checked in (within the grace minutes after its start) to be kept. */
  checkInRequired: boolean;
  checkInGraceMinutes: number;
  /** First day of the week in the team's calendars, 0 Sunday ... 6 Saturday (date-fns `weekStartsOn`). */
  weekStartsOn: number;
}

/** The policy of a new team (the team row's column defaults). */
export const DEFAULT_BOOKING_POLICY: BookingPolicy = {
  timeZone: DEFAULT_TIME_ZONE,
  businessStartMinute: DEFAULT_BUSINESS_START_MINUTE,
  businessEndMinute: DEFAULT_BUSINESS_END_MINUTE,
  maxBookingMinutes: MAX_BOOKING_MINUTES,
  horizonDays: BOOKING_HORIZON_DAYS,
  minNoticeMinutes: 0,
  maxActiveBookings: null,
  checkInRequired: false,
  checkInGraceMinutes: 15,
  weekStartsOn: 1,
};
