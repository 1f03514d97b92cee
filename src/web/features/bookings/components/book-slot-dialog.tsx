import { CircleAlert } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import type { BookingPolicy } from "#shared/booking-policy.ts";
import { MIN_BOOKING_MINUTES, QUICK_BOOKING_MINUTES, SLOT_MINUTES } from "#shared/constants.ts";
import type { CreateBookingBody } from "#shared/schemas/booking.ts";
import type { Office } from "#shared/schemas/office.ts";
import type { Member } from "#shared/schemas/team.ts";
import { formatLongDate, formatMinute } from "#shared/time.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogContent } from "#web/components/ui/dialog.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input, NativeSelect } from "#web/components/ui/input.tsx";
import { useCheckBooking } from "#web/features/bookings/api/check-booking.ts";
import { draftInstants } from "#web/features/bookings/utils/booking-edit.ts";
import { durationLabel } from "#web/features/bookings/utils/booking-labels.ts";
import { slotViolations } from "#web/features/bookings/utils/slot-violation.ts";
import { useMembers } from "#web/lib/api/team/get-members.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useDebouncedValue } from "#web/lib/use-debounced-value.ts";
import { useNow } from "#web/lib/use-now.ts";

export interface SlotRequest {
  office: Office;
  startMinute: number;
  /** The length to start with (a range dragged in the week view); one hour when left out. */
  minutes?: number;
}

/** How long the inputs must rest before the server is asked about them. */
const CHECK_DEBOUNCE_MS = 300;

/** Whom a booking is for: a member (team_manager and above may choose one), or null for oneself. */
export type BookFor = Pick<Member, "id" | "name" | "email"> | null;

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
    office: Office;
    startMinute: number;
    minutes: number;
    purpose: string;
    bookFor: BookFor;
  }) => unknown;
  /** Where focus goes when the dialog closes (the page returns it to the cell that opened it). */
  onCloseAutoFocus?: (event: Event) => void;
  /** team_manager and above (`can(role, "booking:others")`): a "Book for" select of the members. */
  canBookForOthers?: boolean;
  /** Left out of the "Book for" members ("Myself" is that user). */
  currentUserId?: string;
}) {
  const [start, setStartState] = useState(0);
  const [minutes, setMinutesState] = useState(QUICK_BOOKING_MINUTES);
  const [purpose, setPurposeState] = useState("");
  const [serverError, setServerError] = useState<string | null>(null);
  const [bookForId, setBookForIdState] = useState("");
  // Any change of the input makes the server's last answer stale.
  const setStart = (value: number) => {
    setStartState(value);
    setServerError(null);
  };
  const setMinutes = (value: number) => {
    setMinutesState(value);
    setServerError(null);
  };
  const setBookForId = (value: string) => {
    setBookForIdState(value);
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
      setBookForIdState("");
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
  const now = useNow();
  const members = useMembers({ queryConfig: { enabled: canBookForOthers && request !== null } });
  const memberOptions = useMemo(
    () => (members.data ?? []).filter((m) => m.id !== currentUserId).sort((a, b) => a.name.localeCompare(b.name)),
    [members.data, currentUserId],
  );
  const bookFor: BookFor = memberOptions.find((m) => m.id === bookForId) ?? null;

  // The shared rules at once, so a slot the server would refuse is explained before any answer.
  const slot = { date, startMinute: start, minutes: effectiveMinutes };
  const clientViolations = request
    ? slotViolations(slot, policy, new Date(now)).map((v) => ({ rule: v.code, message: v.message }))
    : [];
  // Then the server's check of exactly these inputs, once they rest.
  const checkKey = request
    ? JSON.stringify({
        officeId: request.office.id,
        ...draftInstants({ ...slot, officeId: request.office.id, purpose: "" }, timeZone),
        ...(bookFor ? { userId: bookFor.id } : {}),
      } satisfies CreateBookingBody)
    : null;
  const settledKey = useDebouncedValue(checkKey, CHECK_DEBOUNCE_MS);
  const check = useCheckBooking({
    body: settledKey && settledKey === checkKey ? (JSON.parse(settledKey) as CreateBookingBody) : null,
  });
  const checked = settledKey !== null && settledKey === checkKey && check.data !== undefined;
  const violations = checked && check.data ? check.data.violations : clientViolations;
  // The server's refusal on submit says it already; the list need not repeat it.
  const listed = violations.filter((v) => v.message !== serverError);
  const blocked = violations.length > 0;

  return (
    <Dialog open={request !== null} onOpenChange={onOpenChange}>
      {request ? (
        <DialogContent
          title={`Book ${request.office.name}`}
          description={`${formatLongDate(date)} · times in ${timeZone}`}
          className="max-w-md"
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
                  bookFor,
                }),
              ).catch((error: unknown) => setServerError(errorMessage(error)));
            }}
          >
            {canBookForOthers ? (
              <FormField id="booking-for" label="Book for">
                <NativeSelect id="booking-for" value={bookForId} onChange={(e) => setBookForId(e.target.value)}>
                  <option value="">Myself</option>
                  {memberOptions.map((m) => (
                    <option key={m.id} value={m.id}>
                      {m.name}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            ) : null}
            <div className="grid grid-cols-2 gap-3">
              <FormField id="booking-start" label="Start time">
                <NativeSelect id="booking-start" value={start} onChange={(e) => setStart(Number(e.target.value))}>
                  {startOptions.map((m) => (
                    <option key={m} value={m}>
                      {formatMinute(m)}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <FormField id="booking-duration" label="Duration">
                <NativeSelect
                  id="booking-duration"
                  value={effectiveMinutes}
                  onChange={(e) => setMinutes(Number(e.target.value))}
                >
                  {durationOptions.map((d) => (
                    <option key={d} value={d}>
                      {durationLabel(d)}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            </div>
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              {formatMinute(start)}–{formatMinute(start + effectiveMinutes)}
            </p>
            {listed.length > 0 ? (
              <div
                id="booking-violation"
                role="alert"
                data-testid="booking-violations"
                className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100"
              >
                {listed.length === 1 ? (
                  <p>{listed[0].message}</p>
                ) : (
                  <ul className="grid list-disc gap-1 pl-4">
                    {listed.map((v) => (
                      <li key={`${v.rule}:${v.message}`}>{v.message}</li>
                    ))}
                  </ul>
                )}
              </div>
            ) : null}
            {serverError ? (
              <p
                id="booking-server-error"
                role="alert"
                className="flex gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
              >
                <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>{serverError}</span>
              </p>
            ) : null}
            <FormField id="booking-purpose" label="Purpose (optional)">
              <Input
                id="booking-purpose"
                value={purpose}
                maxLength={500}
                placeholder="Team sync, focus time..."
                onChange={(e) => setPurpose(e.target.value)}
              />
            </FormField>
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => onOpenChange(false)}>
                Cancel
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
                {pending ? "Booking..." : "Book"}
              </Button>
            </div>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
