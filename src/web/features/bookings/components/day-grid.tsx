import type { Office } from "#shared/schemas/office.ts";
import { formatMinute } from "#shared/time.ts";
import { Tooltip, TooltipProvider } from "#web/components/ui/tooltip.tsx";
import { assignLanes } from "#web/features/bookings/utils/assign-lanes.ts";
import { bookerName, bookingBlockLabel, minuteRange, shortName } from "#web/features/bookings/utils/booking-labels.ts";
import { isOptimisticBooking } from "#web/features/bookings/utils/build-optimistic-booking.ts";
import {
  cellFocusKey,
  type HourCell,
  seatsTakenDuring,
  seatsTakenText,
} from "#web/features/bookings/utils/day-slots.ts";
import type { DayBooking } from "#web/features/bookings/utils/group-bookings-by-office.ts";
import { cn } from "#web/lib/cn.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { bookingStripe } from "./booking-stripe.ts";
import { GridCell } from "./day-grid-cell.tsx";
import { RecurringMark } from "./recurring-mark.tsx";

export interface DayGridProps {
  offices: Office[];
  bookingsByOffice: Map<string, DayBooking[]>;
  cellsByOffice: Map<string, HourCell[]>;
  startMinute: number;
  endMinute: number;
  currentUserId: string;
  nowMinute: number | null;
  onFreeCell: (office: Office, cell: Extract<HourCell, { kind: "free" }>) => void;
  onBookingClick: (item: DayBooking, office: Office, seatsTaken: number) => void;
}

/**
 * A lane fits four 13 px lines: the short name (it may wrap once) and the time, which wraps after
 * its dash in an hour-wide block; a shared office adds a line for its seats.
 */
const LANE_HEIGHT = 64;
const SHARED_LANE_HEIGHT = 76;
const STRIP_HEIGHT = 32;
/** An hour narrower than this cannot show "10:00–" over "11:00" in a block; the grid scrolls instead. */
const HOUR_MIN_WIDTH = 64;

/**
 * Offices × business hours with booked blocks. Every block says who and when on screen (wrapping
 * rather than cutting "Ann …"), in a tooltip on hover and focus, and in its accessible name. Hours
 * the rules refuse (past, too soon, too far ahead, outside business hours) or a full shared office
 * are closed: striped, no "+ Book", and their reason in a tooltip and the accessible name.
 */
export function DayGrid({
  offices,
  bookingsByOffice,
  cellsByOffice,
  startMinute,
  endMinute,
  currentUserId,
  nowMinute,
  onFreeCell,
  onBookingClick,
}: DayGridProps) {
  const { _ } = useCatalogue("calendar");
  // The bookings catalogue words the shared utils' texts (rules broken, a block's name).
  useCatalogue("bookings");
  const firstHour = Math.floor(startMinute / 60);
  const lastHour = Math.ceil(endMinute / 60);
  const hours = Array.from({ length: lastHour - firstHour }, (_, i) => (firstHour + i) * 60);
  const gridStart = firstHour * 60;
  const span = (lastHour - firstHour) * 60;
  const pct = (minute: number) =>
    `${((Math.min(Math.max(minute, gridStart), gridStart + span) - gridStart) / span) * 100}%`;
  const minWidth = hours.length * HOUR_MIN_WIDTH;

  return (
    <TooltipProvider>
      <div className="relative overflow-x-auto rounded-xl border border-zinc-200 bg-white shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
        <table className="w-full border-collapse text-sm" style={{ minWidth: minWidth + 128 }}>
          <caption className="sr-only">{_("calendar.grid.caption")}</caption>
          <thead>
            <tr className="border-b border-zinc-200 dark:border-zinc-800">
              <th
                scope="col"
                className="sticky left-0 z-20 w-32 bg-white px-3 py-2 text-left text-xs font-medium text-zinc-600 lg:w-32 dark:bg-zinc-900 dark:text-zinc-400"
              >
                {_("calendar.grid.office")}
              </th>
              <th scope="col" className="p-0">
                <span className="sr-only">{_("calendar.grid.hours")}</span>
                <div className="flex" aria-hidden="true">
                  {hours.map((h) => (
                    <span
                      key={h}
                      className="flex-1 border-l border-zinc-100 px-1.5 py-2 text-left text-xs font-medium text-zinc-600 tabular-nums dark:border-zinc-800 dark:text-zinc-400"
                    >
                      {formatMinute(h)}
                    </span>
                  ))}
                </div>
              </th>
            </tr>
          </thead>
          <tbody>
            {offices.map((office) => {
              const items = bookingsByOffice.get(office.id) ?? [];
              const cells = cellsByOffice.get(office.id) ?? [];
              const { placed, lanes } = assignLanes(items);
              // Shared offices keep a strip under the booked blocks where free seats can still be booked.
              const strip = office.isShared && placed.length > 0;
              const laneHeight = office.isShared ? SHARED_LANE_HEIGHT : LANE_HEIGHT;
              const blocksHeight = placed.length ? lanes * laneHeight + 6 : 0;
              const height = strip ? blocksHeight + STRIP_HEIGHT + 4 : Math.max(60, blocksHeight + 6);
              return (
                <tr key={office.id} className="border-b border-zinc-100 last:border-b-0 dark:border-zinc-800">
                  <th
                    scope="row"
                    className="sticky left-0 z-20 w-32 bg-white px-3 py-2 text-left align-middle font-medium lg:w-32 dark:bg-zinc-900"
                  >
                    <span className="block break-words leading-snug">{office.name}</span>
                    <span className="block text-xs font-normal text-zinc-600 dark:text-zinc-400">
                      {_(office.isShared ? "calendar.office.seatsShared" : "calendar.office.seats", {
                        count: office.capacity,
                      })}
                    </span>
                  </th>
                  {/* h-px lets the hour layer fill a row made taller by a long office name. */}
                  <td className="h-px p-0">
                    <div className="relative h-full" style={{ minHeight: height }}>
                      <div className="absolute inset-0 flex" aria-hidden="true">
                        {hours.map((h) => (
                          <div key={h} className="flex-1 border-l border-zinc-100 dark:border-zinc-800" />
                        ))}
                      </div>
                      <div
                        className={cn("absolute inset-x-0 bottom-0 flex", !strip && "top-0")}
                        style={strip ? { height: STRIP_HEIGHT } : undefined}
                      >
                        {cells.map((cell) => (
                          <GridCell
                            key={cell.minute}
                            office={office}
                            cell={cell}
                            strip={strip}
                            onFreeCell={onFreeCell}
                          />
                        ))}
                      </div>
                      {placed.map((item) => {
                        const { booking, startMinute: s, endMinute: e, lane } = item;
                        const mine = booking.userId === currentUserId;
                        const optimistic = isOptimisticBooking(booking);
                        const taken = office.isShared ? seatsTakenDuring(items, office, s, e) : 0;
                        const seats = office.isShared ? seatsTakenText(taken, office.capacity, _) : undefined;
                        const blockLabel = bookingBlockLabel(
                          office.name,
                          bookerName(booking.userName, _),
                          s,
                          e,
                          seats,
                          _,
                        );
                        const label = booking.isRecurring
                          ? _("calendar.block.recurringLabel", { label: blockLabel })
                          : blockLabel;
                        const narrow = e - s < 45;
                        return (
                          <Tooltip
                            key={booking.id}
                            content={
                              <span className="grid gap-0.5">
                                <span className="font-semibold">
                                  {mine
                                    ? _("calendar.block.youNamed", { name: bookerName(booking.userName, _) })
                                    : bookerName(booking.userName, _)}{" "}
                                  · {minuteRange(s, e)}
                                </span>
                                {booking.isRecurring ? <span>{_("calendar.block.recurring")}</span> : null}
                                <span>{office.name}</span>
                                {seats ? <span>{seats}</span> : null}
                                {booking.purpose ? <span className="opacity-80">{booking.purpose}</span> : null}
                              </span>
                            }
                          >
                            <button
                              type="button"
                              onClick={() => onBookingClick(item, office, taken)}
                              aria-label={label}
                              disabled={optimistic}
                              data-booking-id={booking.id}
                              data-focus-key={cellFocusKey(office.id, Math.floor(s / 60) * 60)}
                              className={cn(
                                "absolute z-10 flex items-start overflow-hidden rounded-md border text-left text-xs shadow-sm focus-visible:z-30 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600",
                                narrow ? "px-0.5 py-1" : "px-1 py-1",
                                mine
                                  ? "border-indigo-700 bg-indigo-600 text-white hover:bg-indigo-700"
                                  : "border-rose-200 bg-rose-50 text-rose-950 hover:bg-rose-100 dark:border-rose-900 dark:bg-rose-950 dark:text-rose-50 dark:hover:bg-rose-900",
                                bookingStripe(booking, mine),
                                optimistic && "animate-pulse",
                              )}
                              style={{
                                left: `calc(${pct(s)} + 1px)`,
                                width: `calc(${pct(e)} - ${pct(s)} - 2px)`,
                                top: 6 + lane * laneHeight,
                                height: laneHeight - 6,
                              }}
                              data-testid="booked-slot"
                            >
                              {narrow ? null : (
                                <span className="flex min-w-0 flex-col text-[11px] leading-[13px]" aria-hidden="true">
                                  <span className="font-medium tracking-tight [overflow-wrap:anywhere]">
                                    <RecurringMark booking={booking} className="mr-0.5" />
                                    {mine ? _("calendar.block.you") : shortName(bookerName(booking.userName, _))}
                                  </span>
                                  <span className="tabular-nums opacity-90">
                                    {formatMinute(Math.max(s, 0))}–<wbr />
                                    {formatMinute(Math.min(e, 1440))}
                                  </span>
                                  {office.isShared ? (
                                    <span className="tabular-nums opacity-90">
                                      {_("calendar.block.seats", { taken, capacity: office.capacity })}
                                    </span>
                                  ) : null}
                                </span>
                              )}
                            </button>
                          </Tooltip>
                        );
                      })}
                      {nowMinute !== null && nowMinute >= gridStart && nowMinute <= gridStart + span ? (
                        <div
                          className="pointer-events-none absolute inset-y-0 z-10 w-0.5 bg-red-500"
                          style={{ left: pct(nowMinute) }}
                          aria-hidden="true"
                        />
                      ) : null}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </TooltipProvider>
  );
}
