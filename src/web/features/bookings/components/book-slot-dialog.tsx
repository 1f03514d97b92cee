import { useEffect, useState } from "react";
import type { BookingPolicy } from "#shared/booking-policy.ts";
import { MIN_BOOKING_MINUTES, QUICK_BOOKING_MINUTES, SLOT_MINUTES } from "#shared/constants.ts";
import type { OfficeRef } from "#shared/schemas/office.ts";
import { formatLongDate, formatMinute } from "#shared/time.ts";
import { EquipmentFields } from "#web/components/equipment-fields.tsx";
import { FavoriteOfficeButton } from "#web/components/favorite-office-button.tsx";
import { type MemberChoice, MemberSelect } from "#web/components/member-select.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogContent } from "#web/components/ui/dialog.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { useSlotCheck } from "#web/features/bookings/hooks/use-slot-check.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { NO_REPEAT, RepeatFields, type RepeatValue, repeatRule } from "./repeat-fields.tsx";
import { SaveTemplateSection } from "./save-template-section.tsx";
import { SlotProblems } from "./slot-problems.tsx";
import { SlotTimeFields } from "./slot-time-fields.tsx";

export interface SlotRequest {
  office: OfficeRef;
  startMinute: number;
  /** The length to start with (a range dragged in the week view); one hour when left out. */
  minutes?: number;
}

/** Whom a booking is for: a member (team_manager and above may choose one), or null for oneself. */
export type BookFor = MemberChoice | null;

/**
 * Choose start (15-minute grid inside the team's business hours), length and purpose of a booking
 * on local `date`, then book. A refusal from the server (a colleague took the slot, the quota...)
 * stays in the dialog next to the inputs, as the office dialog does, until one of them changes:
 * a 2-second toast behind a modal was easy to miss and gone before it could be read.
 * `onConfirm` may return a promise: it resolves when booked (the page closes the dialog) and
 * rejects with the server's error.
 *
 * Before that, the dialog explains the slot: the team's rules are checked at once in the browser,
 * and once the inputs rest for 300 ms the server is asked (POST /api/bookings/check), which adds
 * what only it knows (the member's quota, the trial, an inactive office, who holds the time). Every
 * rule broken is listed and holds the Book button. A team_manager or above may book for a member.
 * "Repeat" turns the booking into a series from this date (`repeat` holds its RRULE); the checks
 * shown are this first date's, and the series reports any later date it had to skip. "Save as
 * template" keeps office, start, length, purpose and equipment under a name (/booking-templates).
 */
export function BookSlotDialog({
  request,
  date,
  policy,
  pending,
  onOpenChange,
  onConfirm,
  onCloseAutoFocus,
  canBookForOthers = false,
  currentUserId,
}: {
  request: SlotRequest | null;
  date: string;
  policy: BookingPolicy;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  /** A returned promise that rejects puts the server's message inline in the dialog. */
  onConfirm: (input: {
    office: OfficeRef;
    startMinute: number;
    minutes: number;
    purpose: string;
    equipment: string[];
    bookFor: BookFor;
    /** The RRULE of a repeating booking (starting on `date`), or null to book once. */
    repeat: string | null;
  }) => unknown;
  /** Where focus goes when the dialog closes (the page returns it to the cell that opened it). */
  onCloseAutoFocus?: (event: Event) => void;
  /** team_manager and above (`can(role, "booking:others")`): a "Book for" select of the members. */
  canBookForOthers?: boolean;
  /** Left out of the "Book for" members ("Myself" is that user). */
  currentUserId?: string;
}) {
  const { _ } = useCatalogue("bookings");
  const dateStyle = useDateStyle();
  const [start, setStartState] = useState(0);
  const [minutes, setMinutesState] = useState(QUICK_BOOKING_MINUTES);
  const [purpose, setPurposeState] = useState("");
  const [equipment, setEquipmentState] = useState<string[]>([]);
  const [serverError, setServerError] = useState<string | null>(null);
  const [bookFor, setBookForState] = useState<BookFor>(null);
  const [repeat, setRepeatState] = useState<RepeatValue>(NO_REPEAT);
  // Any change of the input makes the server's last answer stale.
  const setStart = (value: number) => {
    setStartState(value);
    setServerError(null);
  };
  const setMinutes = (value: number) => {
    setMinutesState(value);
    setServerError(null);
  };
  const setBookFor = (value: BookFor) => {
    setBookForState(value);
    setServerError(null);
  };
  const setPurpose = (value: string) => {
    setPurposeState(value);
    setServerError(null);
  };
  const { timeZone, businessStartMinute: businessStart, businessEndMinute: businessEnd } = policy;

  useEffect(() => {
    if (request) {
      const s = Math.max(request.startMinute, businessStart);
      setStartState(s);
      setMinutesState(
        Math.min(request.minutes ?? QUICK_BOOKING_MINUTES, Math.max(MIN_BOOKING_MINUTES, businessEnd - s)),
      );
      setPurposeState("");
      setEquipmentState([]);
      setBookForState(null);
      setRepeatState(NO_REPEAT);
      setServerError(null);
    }
  }, [request, businessStart, businessEnd]);

  const startOptions: number[] = [];
  for (let m = businessStart; m + MIN_BOOKING_MINUTES <= businessEnd; m += SLOT_MINUTES) startOptions.push(m);
  const durationOptions: number[] = [];
  for (let d = MIN_BOOKING_MINUTES; start + d <= businessEnd; d += SLOT_MINUTES) durationOptions.push(d);
  const effectiveMinutes = durationOptions.includes(minutes)
    ? minutes
    : (durationOptions.at(-1) ?? MIN_BOOKING_MINUTES);

  // The team's rules at once, then the server's check of exactly these inputs once they rest.
  const violations = useSlotCheck({
    office: request?.office ?? null,
    date,
    startMinute: start,
    minutes: effectiveMinutes,
    policy,
    bookForId: bookFor?.id ?? null,
  });
  // The server's refusal on submit says it already; the list need not repeat it.
  const listed = violations.filter((v) => v.message !== serverError);
  const blocked = violations.length > 0;

  return (
    <Dialog open={request !== null} onOpenChange={onOpenChange}>
      {request ? (
        <DialogContent
          title={_("bookings.book.title", { office: request.office.name })}
          description={_("bookings.book.description", { date: formatLongDate(date, dateStyle), zone: timeZone })}
          size="md"
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <form
            className="grid gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              if (blocked || pending) return;
              setServerError(null);
              Promise.resolve(
                onConfirm({
                  office: request.office,
                  startMinute: start,
                  minutes: effectiveMinutes,
                  purpose: purpose.trim(),
                  equipment,
                  bookFor,
                  repeat: repeatRule(repeat, date),
                }),
              ).catch((error: unknown) => setServerError(errorMessage(error)));
            }}
          >
            {canBookForOthers ? (
              <FormField id="booking-for" label={_("bookings.book.for")}>
                <MemberSelect
                  id="booking-for"
                  value={bookFor}
                  onChange={setBookFor}
                  noneLabel={_("bookings.book.myself")}
                  excludeId={currentUserId}
                />
              </FormField>
            ) : null}
            <SlotTimeFields
              idPrefix="booking"
              start={start}
              minutes={effectiveMinutes}
              startOptions={startOptions}
              durationOptions={durationOptions}
              onStart={setStart}
              onMinutes={setMinutes}
            />
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              {formatMinute(start)}–{formatMinute(start + effectiveMinutes)}
            </p>
            <SlotProblems listed={listed} serverError={serverError} />
            <FormField id="booking-purpose" label={_("bookings.fields.purposeOptional")}>
              <Input
                id="booking-purpose"
                value={purpose}
                maxLength={500}
                placeholder={_("bookings.book.purposePlaceholder")}
                onChange={(e) => setPurpose(e.target.value)}
              />
            </FormField>
            <EquipmentFields
              value={equipment}
              onChange={(value) => {
                setEquipmentState(value);
                setServerError(null);
              }}
            />
            <RepeatFields
              date={date}
              timeZone={timeZone}
              value={repeat}
              onChange={(value) => {
                setRepeatState(value);
                setServerError(null);
              }}
            />
            <div className="flex items-center gap-2">
              {/* After the fields, so opening the dialog focuses the first field, not the star. */}
              <FavoriteOfficeButton office={request.office} className="-ml-1.5" />
              <Button variant="secondary" className="ml-auto" onClick={() => onOpenChange(false)}>
                {_("bookings.book.cancel")}
              </Button>
              <Button
                type="submit"
                disabled={pending || blocked}
                aria-describedby={
                  [listed.length > 0 ? "booking-violation" : null, serverError ? "booking-server-error" : null]
                    .filter(Boolean)
                    .join(" ") || undefined
                }
              >
                {pending
                  ? _("bookings.book.booking")
                  : repeat.choice === "none"
                    ? _("bookings.book.submit")
                    : _("bookings.book.submitDates", { count: repeat.times })}
              </Button>
            </div>
          </form>
          <SaveTemplateSection
            draft={{
              officeId: request.office.id,
              officeName: request.office.name,
              startMinute: start,
              minutes: effectiveMinutes,
              purpose,
              equipment,
            }}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
