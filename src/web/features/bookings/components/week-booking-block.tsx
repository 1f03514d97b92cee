import type { DragEvent } from "react";
import type { Booking } from "#shared/schemas/booking.ts";
import type { Office } from "#shared/schemas/office.ts";
import { formatMinute } from "#shared/time.ts";
import { bookerName } from "#web/features/bookings/utils/booking-labels.ts";
import { cn } from "#web/lib/cn.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { bookingStripe } from "./booking-stripe.ts";
import { RecurringMark } from "./recurring-mark.tsx";

/**
 * A booking's block in a day column of the week grid: who, when, its purpose and (for a shared
 * office) its seats, on screen and in its accessible name. A `movable` one can be dragged (HTML drag
 * and drop); `onMoveStart` gets its length in minutes.
 */
export function WeekBookingBlock({
  booking,
  office,
  from,
  to,
  lane,
  lanes,
  currentUserId,
  movable,
  top,
  onClick,
  onMoveStart,
  onMoveEnd,
}: {
  booking: Booking;
  office: Office;
  /** Local minutes of the day the block spans. */
  from: number;
  to: number;
  lane: number;
  lanes: number;
  currentUserId: string;
  movable: boolean;
  /** The block's offset in px from the column's top at a local minute. */
  top: (minute: number) => number;
  onClick: () => void;
  onMoveStart: (minutes: number) => void;
  onMoveEnd: () => void;
}) {
  const { _ } = useCatalogue("calendar");
  const mine = booking.userId === currentUserId;
  const who = mine ? _("calendar.block.you") : bookerName(booking.userName, _);
  const when = `${formatMinute(from)}–${formatMinute(to)}`;
  const seats = office.isShared ? _("calendar.week.seats", { seats: booking.seats, capacity: office.capacity }) : null;
  const name = [
    mine
      ? _("calendar.week.bookedByYou", { office: office.name })
      : _("calendar.week.bookedBy", { office: office.name, name: bookerName(booking.userName, _) }),
    when,
    booking.purpose,
    seats,
    booking.isRecurring ? _("calendar.week.recurring") : null,
  ]
    .filter(Boolean)
    .join(", ");
  return (
    <button
      type="button"
      data-booking-id={booking.id}
      onClick={onClick}
      draggable={movable}
      onDragStart={(event: DragEvent<HTMLButtonElement>) => {
        if (!movable) return;
        event.dataTransfer.effectAllowed = "move";
        event.dataTransfer.setData("text/plain", booking.id);
        onMoveStart(Math.round((Date.parse(booking.endISO) - Date.parse(booking.startISO)) / 60_000));
      }}
      onDragEnd={onMoveEnd}
      aria-label={name}
      title={name}
      className={cn(
        movable && "cursor-grab active:cursor-grabbing",
        // A button centres its content: a long block would name its booker halfway down.
        "absolute z-[5] flex flex-col justify-start overflow-hidden rounded-md border px-1.5 py-1 text-left text-xs leading-tight shadow-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600",
        mine
          ? "border-indigo-300 bg-indigo-100 text-indigo-950 dark:border-indigo-700 dark:bg-indigo-900 dark:text-indigo-50"
          : "border-zinc-300 bg-zinc-100 text-zinc-900 dark:border-zinc-600 dark:bg-zinc-800 dark:text-zinc-50",
        bookingStripe(booking, mine),
      )}
      style={{
        top: top(from) + 1,
        height: Math.max(20, top(to) - top(from) - 2),
        left: `calc(${(lane / lanes) * 100}% + 2px)`,
        width: `calc(${100 / lanes}% - 4px)`,
      }}
    >
      <span className="block font-semibold break-words">
        {who} <RecurringMark booking={booking} />
      </span>
      <span className="block tabular-nums">{when}</span>
      {seats ? <span className="block">{seats}</span> : null}
      {booking.purpose ? <span className="block truncate opacity-80">{booking.purpose}</span> : null}
    </button>
  );
}
