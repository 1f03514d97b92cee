import { Trans } from "@lingui/react";
import { CircleAlert } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { BookingPolicy } from "#shared/booking-policy.ts";
import type { Booking } from "#shared/schemas/booking.ts";
import type { Office } from "#shared/schemas/office.ts";
import { formatInZone, formatTimeInZone } from "#shared/time.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogContent } from "#web/components/ui/dialog.tsx";
import { ViewerTimes } from "#web/components/viewer-times.tsx";
import { useBookingSeries } from "#web/features/bookings/api/get-booking-series.ts";
import type { BookingChange } from "#web/features/bookings/utils/booking-edit.ts";
import type { Translate } from "#web/features/bookings/utils/booking-labels.ts";
import { bookerName } from "#web/features/bookings/utils/booking-labels.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { BookingEditForm } from "./booking-edit-form.tsx";
import { CheckInButton } from "./check-in-button.tsx";
import { RecurringMark } from "./recurring-mark.tsx";

/**
 * "Part of: Every Tuesday, 09:00–10:00", linking to that series on /recurring. Someone who may not
 * open the series (a colleague's, for a plain member) reads "Part of a recurring series." alone.
 */
function SeriesLink({ seriesId }: { seriesId: string | null }) {
  const { _ } = useCatalogue("bookings");
  const series = useBookingSeries(seriesId);
  if (!seriesId || !series.data) return <>{_("bookings.details.partOfSeries")}</>;
  return (
    <Trans
      id="bookings.details.partOf"
      values={{ summary: series.data.summary }}
      components={{
        0: (
          <Link
            to={`/recurring?series=${encodeURIComponent(seriesId)}`}
            className="text-indigo-700 underline dark:text-indigo-300"
          />
        ),
      }}
    />
  );
}

/**
 * The seats of a booking: the whole office for a private one; for a shared one its seats of the
 * office's, and how many were taken at the busiest moment when known.
 */
function seatsText(booking: Booking, office: Office, seatsTaken: number | undefined, _: Translate): string {
  const { capacity } = office;
  if (!office.isShared) return _("bookings.details.seats.whole", { capacity });
  if (booking.isWholeOffice) {
    return seatsTaken === undefined
      ? _("bookings.details.seats.allOf", { capacity })
      : _("bookings.details.seats.allBusiest", { capacity, taken: seatsTaken });
  }
  const seats = booking.seats || 1;
  return seatsTaken === undefined
    ? _("bookings.details.seats.someOf", { seats, capacity })
    : _("bookings.details.seats.someBusiest", { seats, capacity, taken: seatsTaken });
}

/** A booking opened from the day view, with the seats its office has taken during it. */
export interface BookingSelection {
  booking: Booking;
  office: Office;
  /** Most seats taken at once during the booking (shared offices); unknown when left out. */
  seatsTaken?: number;
}

/**
 * What a booking is before anything is done to it: who, when (in the team's zone), office, seats
 * and purpose, with Edit and Cancel as actions for its owner or a manager. A manager clicking a
 * colleague's block used to land on "Cancel this booking?" without seeing whose it was. Edit turns
 * the dialog into the edit form (BookingEditForm; Back returns to the details). The owner sees
 * "Check in" while the booking's check-in window is open. A refused cancel or
 * edit is shown here, not in a toast. `onCancelBooking` and `onUpdateBooking` resolve when done
 * (the page closes the dialog).
 */
export function BookingDetailsDialog({
  selection,
  timeZone,
  currentUserId,
  canCancel,
  canEdit = false,
  offices = [],
  policy,
  pending,
  updating = false,
  onOpenChange,
  onCancelBooking,
  onUpdateBooking,
  onCloseAutoFocus,
}: {
  selection: BookingSelection | null;
  timeZone: string;
  currentUserId?: string;
  canCancel: boolean;
  /** The owner, or team_manager and above (the server checks again). */
  canEdit?: boolean;
  /** Offices a booking may move to (the active ones). */
  offices?: readonly Office[];
  /** The team's rules, for the edit form; without it there is no Edit action. */
  policy?: BookingPolicy;
  pending: boolean;
  updating?: boolean;
  onOpenChange: (open: boolean) => void;
  /** A returned promise that rejects puts the server's message inline in the dialog. */
  onCancelBooking: (booking: Booking) => unknown;
  /** Sends the edit; a returned promise that rejects keeps the server's message in the form. */
  onUpdateBooking?: (booking: Booking, change: BookingChange) => unknown;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const { _ } = useCatalogue("bookings");
  const dateStyle = useDateStyle();
  const b = selection?.booking;
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  // Back from the edit form puts focus on Edit again.
  const editButton = useRef<HTMLButtonElement>(null);
  const [returnToEdit, setReturnToEdit] = useState(false);
  useEffect(() => {
    if (!editing && returnToEdit) {
      editButton.current?.focus();
      setReturnToEdit(false);
    }
  }, [editing, returnToEdit]);
  useEffect(() => {
    if (b) {
      setError(null);
      setEditing(false);
    }
  }, [b]);
  if (!b || !selection) return <Dialog open={false} onOpenChange={onOpenChange} />;
  const { office, seatsTaken } = selection;
  const mine = b.userId === currentUserId;
  const when = `${formatInZone(b.startISO, timeZone, "EEEE, MMMM d", dateStyle)} · ${formatTimeInZone(b.startISO, timeZone)}–${formatTimeInZone(b.endISO, timeZone)}`;
  const seats = seatsText(b, office, seatsTaken, _);
  const editable = canEdit && policy !== undefined && onUpdateBooking !== undefined;
  if (editing && editable) {
    return (
      <Dialog open onOpenChange={onOpenChange}>
        <DialogContent
          title={_("bookings.edit.title")}
          description={
            mine
              ? _("bookings.edit.descriptionYours", { when })
              : _("bookings.edit.descriptionTheirs", { name: bookerName(b.userName, _), when })
          }
          size="md"
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <BookingEditForm
            booking={b}
            offices={offices}
            policy={policy}
            pending={updating}
            onCancel={() => {
              setEditing(false);
              setReturnToEdit(true);
            }}
            onSave={(change) => onUpdateBooking(b, change)}
          />
        </DialogContent>
      </Dialog>
    );
  }
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        title={
          mine
            ? _("bookings.details.titleYours")
            : _("bookings.details.titleTheirs", { name: bookerName(b.userName, _) })
        }
        size="md"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-zinc-600 dark:text-zinc-400">{_("bookings.details.bookedBy")}</dt>
          <dd className="font-medium">
            {mine ? _("bookings.details.bookedByYou", { name: bookerName(b.userName, _) }) : bookerName(b.userName, _)}
          </dd>
          <dt className="text-zinc-600 dark:text-zinc-400">{_("bookings.details.when")}</dt>
          <dd>
            {when} <span className="text-zinc-600 dark:text-zinc-400">({timeZone})</span>
            <ViewerTimes startISO={b.startISO} endISO={b.endISO} timeZone={timeZone} />
          </dd>
          <dt className="text-zinc-600 dark:text-zinc-400">{_("bookings.details.office")}</dt>
          <dd>{office.name}</dd>
          <dt className="text-zinc-600 dark:text-zinc-400">{_("bookings.details.seats")}</dt>
          <dd>{seats}</dd>
          <dt className="text-zinc-600 dark:text-zinc-400">{_("bookings.details.purpose")}</dt>
          <dd className="break-words">{b.purpose || "—"}</dd>
          {b.isRecurring ? (
            <>
              <dt className="text-zinc-600 dark:text-zinc-400">{_("bookings.details.repeats")}</dt>
              <dd>
                <RecurringMark booking={b} className="mr-1" />
                <SeriesLink seriesId={b.seriesId} />
              </dd>
            </>
          ) : null}
        </dl>
        {error ? (
          <p
            id="booking-cancel-error"
            role="alert"
            className="flex gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
          >
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{error}</span>
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-end gap-2">
          {mine && policy ? <CheckInButton booking={b} graceMinutes={policy.checkInGraceMinutes} /> : null}
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {_("bookings.details.done")}
          </Button>
          {editable ? (
            <Button ref={editButton} variant="secondary" onClick={() => setEditing(true)}>
              {_("bookings.details.edit")}
            </Button>
          ) : null}
          {canCancel ? (
            <Button
              variant="destructive"
              disabled={pending}
              aria-describedby={error ? "booking-cancel-error" : undefined}
              onClick={() => {
                setError(null);
                Promise.resolve(onCancelBooking(b)).catch((e: unknown) => setError(errorMessage(e)));
              }}
            >
              {pending ? _("bookings.details.cancelling") : _("bookings.details.cancel")}
            </Button>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
