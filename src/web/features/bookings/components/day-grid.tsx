import type { Booking } from "#shared/schemas/booking.ts";
import type { Office } from "#shared/schemas/office.ts";
import { formatMinute } from "#shared/time.ts";
import { assignLanes } from "#web/features/bookings/utils/assign-lanes.ts";
import { isOptimisticBooking } from "#web/features/bookings/utils/build-optimistic-booking.ts";
import type { DayBooking } from "#web/features/bookings/utils/group-bookings-by-office.ts";
import { cn } from "#web/lib/cn.ts";

export interface DayGridProps {
  offices: Office[];
  bookingsByOffice: Map<string, DayBooking[]>;
  startMinute: number;
  endMinute: number;
  currentUserId: string;
  nowMinute: number | null;
  onFreeCell: (office: Office, hourMinute: number) => void;
  onBookingClick: (booking: Booking, office: Office) => void;
}

const LANE_HEIGHT = 44;
const STRIP_HEIGHT = 30;

/** Offices × business hours grid with booked blocks. */
export function DayGrid({
  offices,
  bookingsByOffice,
  startMinute,
  endMinute,
  currentUserId,
  nowMinute,
  onFreeCell,
  onBookingClick,
}: DayGridProps) {
  const firstHour = Math.floor(startMinute / 60);
  const lastHour = Math.ceil(endMinute / 60);
  const hours = Array.from({ length: lastHour - firstHour }, (_, i) => (firstHour + i) * 60);
  const gridStart = firstHour * 60;
  const span = (lastHour - firstHour) * 60;
  const pct = (minute: number) =>
    `${((Math.min(Math.max(minute, gridStart), gridStart + span) - gridStart) / span) * 100}%`;
  const minWidth = hours.length * 56;

  return (
    <div className="relative overflow-x-auto rounded-xl border border-zinc-200 bg-white shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
      <table className="w-full border-collapse text-sm" style={{ minWidth: minWidth + 128 }}>
        <caption className="sr-only">Bookings per office and hour</caption>
        <thead>
          <tr className="border-b border-zinc-200 dark:border-zinc-800">
            <th
              scope="col"
              className="sticky left-0 z-20 w-28 bg-white sm:w-40 px-3 py-2 text-left text-xs font-medium text-zinc-600 dark:bg-zinc-900 dark:text-zinc-400"
            >
              Office
            </th>
            <th scope="col" className="p-0">
              <span className="sr-only">Hours</span>
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
            const { placed, lanes } = assignLanes(items);
            const seatsUsedAt = (from: number, to: number) =>
              items
                .filter((b) => b.startMinute < to && b.endMinute > from)
                .reduce((sum, b) => sum + (b.booking.isWholeOffice ? office.capacity : b.booking.seats || 1), 0);
            // Shared offices keep a strip under the booked blocks where free seats can still be booked.
            const strip = office.isShared && placed.length > 0;
            const blocksHeight = placed.length ? lanes * LANE_HEIGHT + 6 : 0;
            const height = strip ? blocksHeight + STRIP_HEIGHT + 6 : Math.max(56, blocksHeight + 6);
            return (
              <tr key={office.id} className="border-b border-zinc-100 last:border-b-0 dark:border-zinc-800">
                <th
                  scope="row"
                  className="sticky left-0 z-20 w-28 bg-white sm:w-40 px-3 py-2 text-left align-middle font-medium dark:bg-zinc-900"
                >
                  <span className="block truncate">{office.name}</span>
                  <span className="block text-xs font-normal text-zinc-600 dark:text-zinc-400">
                    {office.capacity} {office.capacity === 1 ? "seat" : "seats"}
                    {office.isShared ? " · shared" : ""}
                  </span>
                </th>
                <td className="p-0">
                  <div className="relative" style={{ height }}>
                    <div className="absolute inset-0 flex" aria-hidden="true">
                      {hours.map((h) => (
                        <div key={h} className="flex-1 border-l border-zinc-100 dark:border-zinc-800" />
                      ))}
                    </div>
                    <div
                      className={cn("absolute inset-x-0 bottom-0 flex", !strip && "top-0")}
                      style={strip ? { height: STRIP_HEIGHT } : undefined}
                    >
                      {hours.map((h) => {
                        const cellStart = Math.max(h, startMinute);
                        const cellEnd = Math.min(h + 60, endMinute);
                        const full = office.isShared
                          ? seatsUsedAt(cellStart, cellEnd) >= office.capacity &&
                            items.some((b) => b.startMinute <= cellStart && b.endMinute >= cellEnd)
                          : items.some((b) => b.startMinute <= cellStart && b.endMinute >= cellEnd);
                        const past = nowMinute !== null && h + 60 <= nowMinute;
                        if (full) {
                          return <div key={h} className="flex-1" aria-hidden="true" />;
                        }
                        return (
                          <button
                            key={h}
                            type="button"
                            onClick={() => onFreeCell(office, h)}
                            aria-label={`Book ${office.name} at ${formatMinute(h)}`}
                            className={cn(
                              "group flex-1 transition-colors hover:bg-indigo-50 focus-visible:z-30 focus-visible:bg-indigo-50 dark:border-zinc-800 dark:hover:bg-indigo-950/50",
                              past && "bg-zinc-50 dark:bg-zinc-950/40",
                              strip && "border-t border-dashed border-zinc-200 dark:border-zinc-700",
                            )}
                            data-testid="free-slot"
                          >
                            <span
                              className="hidden text-xs font-medium text-indigo-700 group-hover:inline dark:text-indigo-300"
                              aria-hidden="true"
                            >
                              {strip ? "+ Book seat" : "+ Book"}
                            </span>
                          </button>
                        );
                      })}
                    </div>
                    {placed.map(({ booking, startMinute: s, endMinute: e, lane }) => {
                      const mine = booking.userId === currentUserId;
                      const optimistic = isOptimisticBooking(booking);
                      const label = `${office.name} booked by ${booking.userName} ${formatMinute(Math.max(s, 0))}–${formatMinute(Math.min(e, 1440))}`;
                      return (
                        <button
                          key={booking.id}
                          type="button"
                          onClick={() => onBookingClick(booking, office)}
                          aria-label={label}
                          title={label}
                          disabled={optimistic}
                          className={cn(
                            "absolute z-10 flex items-center overflow-hidden rounded-md border px-1.5 text-left text-xs shadow-sm",
                            mine
                              ? "border-indigo-700 bg-indigo-600 text-white hover:bg-indigo-700"
                              : "border-rose-200 bg-rose-50 text-rose-900 hover:bg-rose-100 dark:border-rose-900 dark:bg-rose-950 dark:text-rose-100",
                            optimistic && "animate-pulse",
                          )}
                          style={{
                            left: `calc(${pct(s)} + 2px)`,
                            width: `calc(${pct(e)} - ${pct(s)} - 4px)`,
                            top: 6 + lane * LANE_HEIGHT,
                            height: LANE_HEIGHT - 6,
                          }}
                          data-testid="booked-slot"
                        >
                          <span className="flex min-w-0 flex-col leading-tight">
                            <span className="truncate font-semibold">{mine ? "You" : booking.userName}</span>
                            <span className="truncate text-[11px] opacity-90">
                              {formatMinute(Math.max(s, 0))}–{formatMinute(Math.min(e, 1440))}
                            </span>
                          </span>
                        </button>
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
  );
}
