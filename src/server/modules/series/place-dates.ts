/**
 * Places a list of dates for one booker in one office (a series' dates, a template's dates) in the
 * caller's transaction through the bookings module's batched placement (each date judged by the
 * rules module as a single booking is, the exclusion constraint as the guarantee), each created
 * booking audited (one statement for all), and every skipped date reported with a sentence naming
 * why ("Tue 24 Nov — Focus Room booked 09:00–10:00 by Ada"), never silently dropped.
 */
import type { Tx } from "#db/client.ts";
import type { RecordChange, RecordMany } from "#server/lib/change-recorder.ts";
import { translate, translateText } from "#server/lib/messages.ts";
import type { BookerNames } from "#server/modules/bookings/booker-names.ts";
import type { PlaceBookingInput } from "#server/modules/bookings/place-booking.ts";
import { type Holder, placeBookings } from "#server/modules/bookings/place-bookings.ts";
import type { ErrorText } from "#shared/error-text.ts";
import { type Language, SOURCE_LANGUAGE } from "#shared/i18n.ts";
import type { Booking } from "#shared/schemas/booking.ts";
import type { SkippedDate } from "#shared/schemas/series.ts";
import { formatTimeInZone } from "#shared/time.ts";
import type { Slot } from "./series-dates.ts";

export interface PlaceDatesInput {
  base: Omit<PlaceBookingInput, "start" | "end" | "occurrenceDate" | "replacing">;
  slots: Slot[];
  actorIp: string | null;
  /**
   * Whose names the skipped dates' sentences may carry: they are kept and read later by the
   * booker, so as a member of `base.team` sees them (docs/product.md "Who booked").
   */
  names: BookerNames;
  /**
   * How each created booking is audited. Default "occurrence.created" with data.seriesId (a series'
   * dates); a template's dates are "booking.created" with data.templateId, so subscribers (the
   * booking confirmation, the teammates' toasts, the activity feed) treat them as single bookings.
   */
  audit?: { action: string; data: Record<string, unknown> };
}

/**
 * A skipped date as recorded: its English sentence (`message`, as the API has always answered it)
 * and the same sentence as the errors catalogue words it (`text`), for readers of other languages
 * (`wordSkips`) and for notifications in the recipient's. Rows skipped before sentences had a text
 * have none and keep their English.
 */
export interface SkipRecord extends SkippedDate {
  text?: ErrorText;
}

/**
 * The skipped date of `slot` (its local date in `zone`) and why: the holder's booking for a conflict
 * ("Tue 24 Nov — Focus Room booked 09:00–10:00 by Ada"), otherwise the refusal's own message after
 * the date; `kept` adds that an edited occurrence stayed at its old time.
 */
export function skipRecord(
  slot: Slot,
  zone: string,
  officeName: string,
  refusal: { code: string; message: string; text?: ErrorText },
  holder: Holder | null,
  kept = false,
): SkipRecord {
  const day = { date: slot.date, pattern: "EEE d MMM" };
  const time = (instant: Date) => formatTimeInZone(instant, zone);
  const slotValues = holder && { day, office: officeName, start: time(holder.startAt), end: time(holder.endAt) };
  const sentence: ErrorText = !slotValues
    ? { id: "errors.series.skip.refused", values: { day, reason: refusal.text ?? refusal.message } }
    : holder?.name
      ? { id: "errors.series.skip.taken", values: { ...slotValues, name: holder.name } }
      : { id: "errors.series.skip.takenUnnamed", values: slotValues };
  const text: ErrorText = kept ? { id: "errors.series.skip.kept", values: { sentence } } : sentence;
  return { date: slot.date, reason: refusal.code, message: translateText(SOURCE_LANGUAGE, text), text };
}

/** `skipped` as an answer to a reader of `language`: each sentence in it, where it has a text. */
export function wordSkips(skipped: readonly SkipRecord[], language: Language): SkippedDate[] {
  return skipped.map(({ date, reason, message, text }) => ({
    date,
    reason,
    message: text ? translateText(language, text) : message,
  }));
}

/** `holder` without their name when `names` keeps it from the reader. */
export function holderAsSeen(holder: Holder | null, names: BookerNames): Holder | null {
  return holder && !names.reveals(holder.userId) ? { ...holder, name: null } : holder;
}

/**
 * "3 of 12 dates skipped: Tue 24 Nov — ...; ..." (the spec's report; "not changed" for an edit's
 * dates kept at their old time) in `language`, or null when none was skipped.
 */
export function skippedSummary(
  total: number,
  skipped: readonly SkipRecord[],
  language: Language,
  outcome: "skipped" | "notChanged" = "skipped",
): string | null {
  if (skipped.length === 0) return null;
  const dates = wordSkips(skipped, language)
    .map((skip) => skip.message)
    .join("; ");
  const id = outcome === "skipped" ? "errors.series.skippedSummary" : "errors.series.notChangedSummary";
  return translate(language, id, { skipped: skipped.length, total, dates });
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
): Promise<{ created: Booking[]; skipped: SkipRecord[] }> {
  const { base, slots } = input;
  const zone = base.policy.timeZone;
  const officeName = base.office.name;
  const skipped: SkipRecord[] = [];
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
      skipped.push(skipRecord(slot, zone, officeName, outcome.skipped, holderAsSeen(outcome.holder, input.names)));
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
