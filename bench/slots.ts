/**
 * Distinct free booking slots for the booking-create benchmark: request n gets its own
 * office / day / 15-minute slot, so no two requests overlap and every one should answer 201.
 * Slots respect booking-rules.ts: future (tomorrow on), on the quarter hour, 15 minutes long,
 * inside the team's business hours on one local day.
 */
import { localDate, shiftDate, todayInZone, zonedInstant } from "#shared/time.ts";

export interface SlotPlan {
  officeIds: string[];
  /** Instants (ms) of the business-day start (e.g. 07:00 local) of each bookable day. */
  dayStarts: number[];
  /** Quarter-hour slots per day (13 h of business hours = 52). */
  slotsPerDay: number;
  slotMinutes: number;
}

export function slotCapacity(plan: SlotPlan): number {
  return plan.officeIds.length * plan.dayStarts.length * plan.slotsPerDay;
}

/**
 * The business-day starts of the `days` local days after today in `zone`. Within business hours
 * there is never a DST change (they happen at night), so adding minutes to the day start stays on
 * the grid.
 */
export function businessDayStarts(zone: string, startMinute: number, days: number, now = Date.now()): number[] {
  const today = todayInZone(zone, new Date(now));
  return Array.from({ length: days }, (_, i) => zonedInstant(shiftDate(today, i + 1), startMinute, zone).getTime());
}

/** The local date (yyyy-MM-dd) of an instant in `zone`. */
export function localDateOf(instant: number, zone: string): string {
  return localDate(new Date(instant), zone);
}

/**
 * The n-th slot. Consecutive requests go to different offices (n mod offices), which spreads the
 * office row locks as real traffic would. Past the capacity it wraps around (and would then 409).
 */
export function slotAt(plan: SlotPlan, n: number): { officeId: string; startISO: string; endISO: string } {
  const offices = plan.officeIds.length;
  const i = n % slotCapacity(plan);
  const officeId = plan.officeIds[i % offices];
  const k = Math.floor(i / offices);
  const day = Math.floor(k / plan.slotsPerDay);
  const slot = k % plan.slotsPerDay;
  const start = plan.dayStarts[day] + slot * plan.slotMinutes * 60_000;
  const end = start + plan.slotMinutes * 60_000;
  return { officeId, startISO: new Date(start).toISOString(), endISO: new Date(end).toISOString() };
}
