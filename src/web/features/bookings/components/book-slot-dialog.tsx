import { CircleAlert } from "lucide-react";
import { useEffect, useState } from "react";
import type { BookingPolicy } from "#shared/booking-policy.ts";
import { MIN_BOOKING_MINUTES, QUICK_BOOKING_MINUTES, SLOT_MINUTES } from "#shared/constants.ts";
import type { Office } from "#shared/schemas/office.ts";
import { formatLongDate, formatMinute } from "#shared/time.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogContent } from "#web/components/ui/dialog.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input, NativeSelect } from "#web/components/ui/input.tsx";
import { slotViolation } from "#web/features/bookings/utils/slot-violation.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useNow } from "#web/lib/use-now.ts";

export interface SlotRequest {
  office: Office;
  startMinute: number;
  /** The length to start with (a range dragged in the week view); one hour when left out. */
  minutes?: number;
}

function durationLabel(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return `${m} min`;
  return m ? `${h} h ${m} min` : `${h} h`;
}

/**
 * Choose start (15-minute grid inside the team's business hours), length and purpose of a booking
 * on local `date`, then book. A refusal from the server (a colleague took the slot, the quota...)
 * stays in the dialog next to the inputs, as the office dialog does, until one of them changes:
 * a 2-second toast behind a modal was easy to miss and gone before it could be read.
 * `onConfirm` may return a promise: it resolves when booked (the page closes the dialog) and
 * rejects with the server's error.
 */
export function BookSlotDialog({
  request,
  date,
  policy,
  pending,
  onOpenChange,
  onConfirm,
  onCloseAutoFocus,
}: {
  request: SlotRequest | null;
  date: string;
  policy: BookingPolicy;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  /** A returned promise that rejects puts the server's message inline in the dialog. */
  onConfirm: (input: { office: Office; startMinute: number; minutes: number; purpose: string }) => unknown;
  /** Where focus goes when the dialog closes (the page returns it to the cell that opened it). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const [start, setStartState] = useState(0);
  const [minutes, setMinutesState] = useState(QUICK_BOOKING_MINUTES);
  const [purpose, setPurposeState] = useState("");
  const [serverError, setServerError] = useState<string | null>(null);
  // Any change of the input makes the server's last answer stale.
  const setStart = (value: number) => {
    setStartState(value);
    setServerError(null);
  };
  const setMinutes = (value: number) => {
    setMinutesState(value);
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
  // The server's own rules, so a slot it would refuse is explained before sending.
  const violation = request
    ? slotViolation({ date, startMinute: start, minutes: effectiveMinutes }, policy, new Date(now))
    : null;

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
              if (violation || pending) return;
              setServerError(null);
              Promise.resolve(
                onConfirm({
                  office: request.office,
                  startMinute: start,
                  minutes: effectiveMinutes,
                  purpose: purpose.trim(),
                }),
              ).catch((error: unknown) => setServerError(errorMessage(error)));
            }}
          >
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
            {violation ? (
              <p
                id="booking-violation"
                role="alert"
                className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100"
              >
                {violation.message}
              </p>
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
                disabled={pending || violation !== null}
                aria-describedby={violation ? "booking-violation" : serverError ? "booking-server-error" : undefined}
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
