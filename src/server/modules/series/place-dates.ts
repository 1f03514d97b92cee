/**
 * Places a list of dates for one booker in one office (a series' dates, a template's dates) in the
 * caller's transaction through the bookings module's batched placement (each date judged by the
 * rules module as a single booking is, the exclusion constraint as the guarantee), each created
 * booking audited (one statement for all), and every skipped date reported with a sentence naming
 * why ("Tue 24 Nov — Focus Room booked 09:00–10:00 by Ada"), never silently dropped.
 */
import type { Tx } from "#db/client.ts";
import type { RecordChange, RecordMany } from "#server/lib/change-recorder.ts";
import type { PlaceBookingInput } from "#server/modules/bookings/place-booking.ts";
import { type Holder, placeBookings } from "#server/modules/bookings/place-bookings.ts";
import type { Booking } from "#shared/schemas/booking.ts";
import type { SkippedDate } from "#shared/schemas/series.ts";
import { formatInZone, formatTimeInZone } from "#shared/time.ts";
import type { Slot } from "./series-dates.ts";

export interface PlaceDatesInput {
  base: Omit<PlaceBookingInput, "start" | "end" | "occurrenceDate" | "replacing">;
  slots: Slot[];
  actorIp: string | null;
  /**
   * How each created booking is audited. Default "occurrence.created" with data.seriesId (a series'
   * dates); a template's dates are "booking.created" with data.templateId, so subscribers (the
   * booking confirmation, the teammates' toasts, the activity feed) treat them as single bookings.
   */
  audit?: { action: string; data: Record<string, unknown> };
}

/** "Tue 24 Nov" for a local date's slot. */
function dayLabel(slot: Slot, zone: string): string {
  return formatInZone(slot.start, zone, "EEE d MMM");
}

/**
 * The sentence for one skipped date: the holder's booking for a conflict ("Tue 24 Nov — Focus Room
 * booked 09:00–10:00 by Ada"), otherwise the rule's own message after the date.
 */
export function skipSentence(
  slot: Slot,
  zone: string,
  officeName: string,
  message: string,
  holder: Holder | null,
): string {
  if (holder) {
    const time = (instant: Date) => formatTimeInZone(instant, zone);
    return `${dayLabel(slot, zone)} — ${officeName} booked ${time(holder.startAt)}–${time(holder.endAt)} by ${holder.name}`;
  }
  return `${dayLabel(slot, zone)} — ${message}`;
}

/** "3 of 12 dates skipped: Tue 24 Nov — ...; ..." (the spec's report), or null when none was skipped. */
export function skippedSummary(total: number, skipped: readonly SkippedDate[]): string | null {
  if (skipped.length === 0) return null;
  return `${skipped.length} of ${total} date${total === 1 ? "" : "s"} skipped: ${skipped.map((s) => s.message).join("; ")}`;
}

/**
 * Places `slots` in `tx` (the office row locked by the caller). Returns the created bookings and the
 * skipped dates, in date order. Records one change per created booking: `input.audit`, by default
 * "occurrence.created" (data.seriesId).
 */
export async function placeDates(
  tx: Tx,
  recorder: { record: RecordChange; recordMany?: RecordMany },
  input: PlaceDatesInput,
): Promise<{ created: Booking[]; skipped: SkippedDate[] }> {
  const { base, slots } = input;
  const zone = base.policy.timeZone;
  const officeName = base.office.name;
  const skipped: SkippedDate[] = [];
  const outcomes = await placeBookings(tx, {
    ...base,
    items: slots.map((slot) => ({
      start: slot.start,
      end: slot.end,
      occurrenceDate: base.seriesId ? slot.date : null,
    })),
  });
  const created: Booking[] = [];
  outcomes.forEach((outcome, i) => {
    const slot = slots[i];
    if (outcome.placed) created.push(outcome.booking);
    else {
      skipped.push({
        date: slot.date,
        reason: outcome.skipped.code,
        message: skipSentence(slot, zone, officeName, outcome.skipped.message, outcome.holder),
      });
    }
  });
  // One audit row and event per booking; a series' are "occurrence.created" (not "booking.created")
  // so a series of 250 dates is no 250 "booking confirmed" notifications, while the calendars still
  // hear of each.
  const audit = input.audit ?? {
    action: "occurrence.created",
    data: base.seriesId ? { seriesId: base.seriesId } : undefined,
  };
  const changes = created.map((booking) => ({
    teamId: base.teamId,
    actorId: base.actor.id,
    action: audit.action,
    targetType: "booking",
    targetId: booking.id,
    after: booking,
    ip: input.actorIp,
    data: audit.data,
  }));
  if (recorder.recordMany) await recorder.recordMany(tx, changes);
  else for (const change of changes) await recorder.record(tx, change);
  skipped.sort((a, b) => a.date.localeCompare(b.date));
  return { created, skipped };
}
