/**
 * The booking rules, one small named function each, each throwing a coded AppError
 * (DESIGN.md "Time" and "Trial"; spec section 5 for the texts it gives). Times are instants;
 * local checks use the team's IANA zone.
 */
import { BOOKING_HORIZON_DAYS, MIN_BOOKING_MINUTES, SLOT_MINUTES } from "../../../shared/constants.ts";
import type { TeamRow } from "../../lib/actor.ts";
import { AppError } from "../../lib/app-error.ts";
import { localDate, localMinutes, minutesToClock } from "../../lib/time.ts";

const MINUTE_MS = 60_000;

export function assertEndAfterStart(start: Date, end: Date): void {
  if (end.getTime() <= start.getTime()) {
    throw new AppError("END_BEFORE_START", "The end time must be after the start time.", 422);
  }
}

/** Start and end on the local quarter hour (:00, :15, :30, :45), with no seconds. */
export function assertOnGrid(start: Date, end: Date, zone: string): void {
  for (const instant of [start, end]) {
    const whole = instant.getTime() % MINUTE_MS === 0;
    if (!whole || localMinutes(instant, zone) % SLOT_MINUTES !== 0) {
      throw new AppError(
        "OFF_GRID",
        `Bookings start and end on the quarter hour (:00, :15, :30 or :45); ${instant.toISOString()} is not.`,
        422,
      );
    }
  }
}

export function assertDuration(start: Date, end: Date, maxMinutes: number): void {
  const minutes = (end.getTime() - start.getTime()) / MINUTE_MS;
  if (minutes < MIN_BOOKING_MINUTES || minutes > maxMinutes) {
    const max = maxMinutes % 60 === 0 ? `${maxMinutes / 60} hours` : `${maxMinutes} minutes`;
    throw new AppError(
      "DURATION_OUT_OF_RANGE",
      `A booking lasts from ${MIN_BOOKING_MINUTES} minutes to ${max}; this one is ${minutes} minutes.`,
      422,
    );
  }
}

export function assertNotInPast(start: Date, now: Date): void {
  if (start.getTime() < now.getTime()) {
    throw new AppError("BOOKING_IN_PAST", "Cannot book time slots in the past", 422);
  }
}

/** No further ahead than the booking horizon. */
export function assertWithinHorizon(start: Date, now: Date): void {
  if (start.getTime() > now.getTime() + BOOKING_HORIZON_DAYS * 24 * 60 * MINUTE_MS) {
    throw new AppError(
      "BEYOND_HORIZON",
      `Bookings can be made at most ${BOOKING_HORIZON_DAYS} days ahead. Pick an earlier date.`,
      422,
    );
  }
}

/** Within the team's business hours on one local day (an end at local midnight counts as 24:00). */
export function assertWithinBusinessHours(start: Date, end: Date, team: TeamRow): void {
  const zone = team.timeZone;
  const startDay = localDate(start, zone);
  const startMinute = localMinutes(start, zone);
  const endMinute =
    localDate(end, zone) === startDay ? localMinutes(end, zone) : localMinutes(end, zone) === 0 ? 1440 : Number.NaN;
  const sameDay = localDate(new Date(end.getTime() - 1), zone) === startDay;
  if (!sameDay || startMinute < team.businessStartMinute || !(endMinute <= team.businessEndMinute)) {
    throw new AppError(
      "OUTSIDE_BUSINESS_HOURS",
      `Bookings are only available between ${minutesToClock(team.businessStartMinute)} and ${minutesToClock(team.businessEndMinute)} (${zone}) on a single day.`,
      422,
    );
  }
}

export function assertOfficeActive(office: { name: string; isActive: boolean }): void {
  if (!office.isActive) {
    throw new AppError("OFFICE_INACTIVE", `${office.name} is deactivated and cannot be booked.`, 422);
  }
}

/** After the trial, a team can still read but not book (DESIGN.md "Trial"). */
export function assertTrialActive(team: TeamRow, now: Date): void {
  if (team.status === "trial" && team.trialEndsAt && team.trialEndsAt.getTime() <= now.getTime()) {
    throw new AppError(
      "TRIAL_EXPIRED",
      `Your team's free trial ended on ${team.trialEndsAt.toISOString().slice(0, 10)}. Ask your administrator to extend the trial or activate the team to make new bookings.`,
      402,
    );
  }
  if (team.status === "suspended") {
    throw new AppError("TRIAL_EXPIRED", "Your team is suspended; new bookings are paused. Contact support.", 402);
  }
}
