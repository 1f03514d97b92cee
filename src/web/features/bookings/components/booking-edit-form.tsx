import { useEffect, useRef, useState } from "react";
import type { BookingPolicy } from "#shared/booking-policy.ts";
import { MIN_BOOKING_MINUTES, SLOT_MINUTES } from "#shared/constants.ts";
import type { Booking, UpdateBookingBody } from "#shared/schemas/booking.ts";
import type { Office } from "#shared/schemas/office.ts";
import { formatMinute, isDateString } from "#shared/time.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input, NativeSelect } from "#web/components/ui/input.tsx";
import { useSlotCheck } from "#web/features/bookings/hooks/use-slot-check.ts";
import {
  type BookingChange,
  type BookingDraft,
  draftOf,
  type EditScope,
  seriesBodyOf,
  updateBodyOf,
} from "#web/features/bookings/utils/booking-edit.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { ServerErrorAlert } from "./slot-problems.tsx";
import { SlotTimeFields } from "./slot-time-fields.tsx";

/** `value` among `options` (sorted), so a booking made off the grid still shows its own time. */
function withValue(options: number[], value: number): number[] {
  return options.includes(value) ? options : [...options, value].sort((a, b) => a - b);
}

/**
 * Change a booking's date, start, length, office and purpose. Every rule the new slot breaks is
 * listed before sending (the team's rules at once, then the server's check: conflicts, quota) and
 * holds Save; the save stays the authority, and its refusal (409 naming the holder, 422) stays
 * inline until the input changes. The old slot is kept until the server confirms the new one.
 * An occurrence of a series asks what to change: this booking, this and the following ones, or all
 * of them (the series then moves every date on its own day; dates that cannot move are reported).
 */
export function BookingEditForm({
  booking,
  offices,
  policy,
  pending,
  onCancel,
  onSave,
}: {
  booking: Booking;
  /** Offices the booking may move to (active ones); its own office is always offered. */
  offices: readonly Office[];
  policy: BookingPolicy;
  pending: boolean;
  onCancel: () => void;
  /** Resolves when saved; a rejection puts the server's message inline. */
  onSave: (change: BookingChange) => unknown;
}) {
  const { _ } = useCatalogue("bookings");
  const [scope, setScopeState] = useState<EditScope>("this");
  const { timeZone, businessStartMinute: businessStart, businessEndMinute: businessEnd } = policy;
  const [draft, setDraftState] = useState<BookingDraft>(() => draftOf(booking, timeZone));
  const [serverError, setServerError] = useState<string | null>(null);
  // The form replaces the details in the same dialog: focus its first field, not the page body.
  const firstField = useRef<HTMLSelectElement>(null);
  useEffect(() => firstField.current?.focus(), []);
  const setDraft = (change: Partial<BookingDraft>) => {
    setDraftState((d) => ({ ...d, ...change }));
    setServerError(null);
  };

  const startOptions: number[] = [];
  for (let m = businessStart; m + MIN_BOOKING_MINUTES <= businessEnd; m += SLOT_MINUTES) startOptions.push(m);
  const durationOptions: number[] = [];
  for (let d = MIN_BOOKING_MINUTES; draft.startMinute + d <= businessEnd; d += SLOT_MINUTES) durationOptions.push(d);
  const officeOptions = offices.some((o) => o.id === booking.officeId)
    ? offices
    : [{ id: booking.officeId, name: booking.officeName } as Office, ...offices];

  const validDate = isDateString(draft.date);
  // The same live check as the book dialog, with this booking left out so its old slot never
  // conflicts with the new one; for a colleague's booking the quota is theirs.
  const checked = useSlotCheck({
    office: validDate ? (officeOptions.find((o) => o.id === draft.officeId) ?? { id: draft.officeId }) : null,
    date: draft.date,
    startMinute: draft.startMinute,
    minutes: draft.minutes,
    policy,
    bookForId: booking.userId,
    excludeBookingId: booking.id,
  });
  const violations = validDate ? checked : [];
  // A refusal on save that the live check then confirms is said once, by the refusal.
  const listed = violations.filter((v) => v.message !== serverError);
  const seriesScope = scope !== "this" && booking.seriesId ? scope : null;
  const change: BookingChange | null = seriesScope
    ? (() => {
        const body = seriesBodyOf(booking, draft, seriesScope, timeZone);
        return body && booking.seriesId ? { scope: seriesScope, seriesId: booking.seriesId, body } : null;
      })()
    : (() => {
        const body: UpdateBookingBody | null = validDate ? updateBodyOf(booking, draft, timeZone) : null;
        return body ? { scope: "this", body } : null;
      })();
  // A series edit is judged date by date by the server (a date that cannot move keeps its time and
  // is reported), so this date's live check informs it but does not hold Save.
  const blocked = !validDate || (seriesScope === null && violations.length > 0);
  const showViolations = !validDate || listed.length > 0;
  const describedBy =
    [showViolations ? "booking-edit-violations" : null, serverError ? "booking-edit-server-error" : null]
      .filter(Boolean)
      .join(" ") || undefined;

  return (
    <form
      className="grid gap-4"
      aria-label={_("bookings.edit.title")}
      onSubmit={(e) => {
        e.preventDefault();
        if (blocked || pending || !change) return;
        setServerError(null);
        Promise.resolve(onSave(change)).catch((error: unknown) => setServerError(errorMessage(error)));
      }}
    >
      {booking.seriesId ? (
        <fieldset className="grid gap-1.5 text-sm">
          <legend className="mb-1 font-medium">{_("bookings.edit.scope")}</legend>
          {(
            [
              ["this", "bookings.edit.scope.this"],
              ["following", "bookings.edit.scope.following"],
              ["all", "bookings.edit.scope.all"],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                name="booking-edit-scope"
                value={value}
                checked={scope === value}
                onChange={() => {
                  setScopeState(value);
                  setServerError(null);
                  // The series keeps each date's day: the date goes back to this booking's own.
                  if (value !== "this") setDraftState((d) => ({ ...d, date: draftOf(booking, timeZone).date }));
                }}
              />
              {_(label)}
            </label>
          ))}
        </fieldset>
      ) : null}
      <FormField id="booking-edit-office" label={_("bookings.edit.office")}>
        <NativeSelect
          id="booking-edit-office"
          ref={firstField}
          value={draft.officeId}
          onChange={(e) => setDraft({ officeId: e.target.value })}
        >
          {officeOptions.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="booking-edit-date" label={_("bookings.edit.date")}>
        <Input
          id="booking-edit-date"
          type="date"
          required
          disabled={seriesScope !== null}
          aria-describedby={seriesScope ? "booking-edit-scope-note" : undefined}
          value={draft.date}
          onChange={(e) => setDraft({ date: e.target.value })}
        />
      </FormField>
      {seriesScope ? (
        <p id="booking-edit-scope-note" className="text-sm text-zinc-600 dark:text-zinc-400">
          {_("bookings.edit.scopeNote")}
        </p>
      ) : null}
      <SlotTimeFields
        idPrefix="booking-edit"
        start={draft.startMinute}
        minutes={draft.minutes}
        startOptions={withValue(startOptions, draft.startMinute)}
        durationOptions={withValue(durationOptions, draft.minutes)}
        onStart={(startMinute) => setDraft({ startMinute })}
        onMinutes={(minutes) => setDraft({ minutes })}
      />
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {_("bookings.edit.times", {
          start: formatMinute(draft.startMinute),
          end: formatMinute(draft.startMinute + draft.minutes),
          zone: timeZone,
        })}
      </p>
      {showViolations ? (
        <div
          id="booking-edit-violations"
          role="alert"
          className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          {!validDate ? (
            _("bookings.edit.chooseDate")
          ) : listed.length === 1 ? (
            <p>{listed[0].text}</p>
          ) : (
            <ul className="grid list-disc gap-1 pl-4">
              {listed.map((v) => (
                <li key={v.rule}>{v.text}</li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
      {serverError ? <ServerErrorAlert id="booking-edit-server-error" message={serverError} /> : null}
      <FormField id="booking-edit-purpose" label={_("bookings.fields.purposeOptional")}>
        <Input
          id="booking-edit-purpose"
          value={draft.purpose}
          maxLength={500}
          onChange={(e) => setDraft({ purpose: e.target.value })}
        />
      </FormField>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {_("bookings.edit.back")}
        </Button>
        <Button type="submit" disabled={pending || blocked || change === null} aria-describedby={describedBy}>
          {pending ? _("bookings.edit.saving") : _("bookings.edit.save")}
        </Button>
      </div>
    </form>
  );
}
