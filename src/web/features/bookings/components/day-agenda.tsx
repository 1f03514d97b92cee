import { Lock } from "lucide-react";
import type { Office } from "#shared/schemas/office.ts";
import { formatMinute } from "#shared/time.ts";
import { Button } from "#web/components/ui/button.tsx";
import { bookerName, bookingBlockLabel, minuteRange } from "#web/features/bookings/utils/booking-labels.ts";
import { isOptimisticBooking } from "#web/features/bookings/utils/build-optimistic-booking.ts";
import { type AgendaRow, cellFocusKey, type HourCell, seatsTakenText } from "#web/features/bookings/utils/day-slots.ts";
import type { DayBooking } from "#web/features/bookings/utils/group-bookings-by-office.ts";
import { cn } from "#web/lib/cn.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { bookingStripe } from "./booking-stripe.ts";
import { RecurringMark } from "./recurring-mark.tsx";

/**
 * The day view on a phone (below 768 px): office by office, a list of its bookings, free hours with
 * a Book button, and closed runs with their reason written out (a phone has no hover). The grid
 * needed sideways scrolling to see more than four hours there.
 */
export function DayAgenda({
  offices,
  rowsByOffice,
  currentUserId,
  onFreeCell,
  onBookingClick,
}: {
  offices: Office[];
  rowsByOffice: Map<string, AgendaRow[]>;
  currentUserId: string;
  onFreeCell: (office: Office, cell: Extract<HourCell, { kind: "free" }>) => void;
  onBookingClick: (item: DayBooking, office: Office, seatsTaken: number) => void;
}) {
  const { _ } = useCatalogue("calendar");
  return (
    <div className="grid gap-4">
      {offices.map((office) => {
        const rows = rowsByOffice.get(office.id) ?? [];
        const headingId = `agenda-office-${office.id}`;
        return (
          <section
            key={office.id}
            aria-labelledby={headingId}
            className="overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-sm dark:border-zinc-800 dark:bg-zinc-900"
          >
            <header className="flex items-baseline justify-between gap-3 border-b border-zinc-200 px-4 py-3 dark:border-zinc-800">
              <h2 id={headingId} className="min-w-0 font-semibold break-words">
                {office.name}
              </h2>
              <span className="shrink-0 text-xs text-zinc-600 dark:text-zinc-400">
                {_(office.isShared ? "calendar.office.seatsShared" : "calendar.office.seats", {
                  count: office.capacity,
                })}
              </span>
            </header>
            <ul className="divide-y divide-zinc-100 dark:divide-zinc-800">
              {rows.map((row) => (
                <li key={`${row.kind}-${row.start}-${row.kind === "booking" ? row.item.booking.id : ""}`}>
                  <AgendaLine
                    office={office}
                    row={row}
                    currentUserId={currentUserId}
                    onFreeCell={onFreeCell}
                    onBookingClick={onBookingClick}
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

const TIME = "w-[5.75rem] shrink-0 text-sm font-medium tabular-nums";

function AgendaLine({
  office,
  row,
  currentUserId,
  onFreeCell,
  onBookingClick,
}: {
  office: Office;
  row: AgendaRow;
  currentUserId: string;
  onFreeCell: (office: Office, cell: Extract<HourCell, { kind: "free" }>) => void;
  onBookingClick: (item: DayBooking, office: Office, seatsTaken: number) => void;
}) {
  const { _ } = useCatalogue("calendar");
  // The bookings catalogue words the shared utils' texts (rules broken, a block's name).
  useCatalogue("bookings");
  if (row.kind === "booking") {
    const { booking } = row.item;
    const mine = booking.userId === currentUserId;
    const seats = office.isShared ? seatsTakenText(row.seatsTaken, office.capacity, _) : undefined;
    const blockLabel = bookingBlockLabel(office.name, bookerName(booking.userName, _), row.start, row.end, seats, _);
    return (
      <button
        type="button"
        onClick={() => onBookingClick(row.item, office, row.seatsTaken)}
        disabled={isOptimisticBooking(booking)}
        aria-label={booking.isRecurring ? _("calendar.block.recurringLabel", { label: blockLabel }) : blockLabel}
        data-booking-id={booking.id}
        data-focus-key={cellFocusKey(office.id, Math.floor(row.start / 60) * 60)}
        className="flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-zinc-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 disabled:animate-pulse dark:hover:bg-zinc-800/60"
      >
        <span className={TIME}>{minuteRange(row.start, row.end)}</span>
        <span
          className={cn(
            "min-w-0 flex-1 border-l-4 pl-3",
            mine ? "border-indigo-600" : "border-rose-400 dark:border-rose-600",
            bookingStripe(booking, mine),
          )}
        >
          <span className="block text-sm font-semibold break-words">
            {mine
              ? _("calendar.agenda.you", { name: bookerName(booking.userName, _) })
              : bookerName(booking.userName, _)}{" "}
            <RecurringMark booking={booking} />
          </span>
          {booking.purpose ? (
            <span className="block text-sm break-words text-zinc-600 dark:text-zinc-400">{booking.purpose}</span>
          ) : null}
          {seats ? <span className="block text-xs text-zinc-600 dark:text-zinc-400">{seats}</span> : null}
        </span>
      </button>
    );
  }
  if (row.kind === "closed") {
    return (
      <div className="flex items-start gap-3 px-4 py-3 text-zinc-600 dark:text-zinc-400">
        <span className={TIME}>{minuteRange(row.start, row.end)}</span>
        <span className="min-w-0 flex-1 text-sm">
          <span className="inline-flex items-center gap-1 font-medium">
            <Lock className="size-3.5" aria-hidden="true" />
            {row.reason.label}
          </span>
          <span className="block text-xs break-words">{row.reason.message}</span>
        </span>
      </div>
    );
  }
  const at = formatMinute(row.start);
  const seats = office.isShared && row.seatsTaken > 0 ? seatsTakenText(row.seatsTaken, office.capacity, _) : null;
  const from = row.bookStart > row.start ? formatMinute(row.bookStart) : null;
  return (
    <div className="flex items-center gap-3 px-4 py-2">
      <span className={TIME}>{minuteRange(row.start, row.end)}</span>
      <span className="min-w-0 flex-1 text-sm text-zinc-600 dark:text-zinc-400">
        {seats
          ? from
            ? _("calendar.agenda.seatsFrom", { seats, time: from })
            : seats
          : from
            ? _("calendar.agenda.freeFrom", { time: from })
            : _("calendar.agenda.free")}
      </span>
      <Button
        size="sm"
        variant="secondary"
        aria-label={_("calendar.cell.book", { office: office.name, time: at })}
        data-focus-key={cellFocusKey(office.id, row.start)}
        data-testid="free-slot"
        onClick={() =>
          onFreeCell(office, { kind: "free", minute: row.start, bookStart: row.bookStart, seatsTaken: row.seatsTaken })
        }
      >
        {_("calendar.agenda.book")}
      </Button>
    </div>
  );
}
