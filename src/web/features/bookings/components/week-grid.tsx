import { type DragEvent, useRef, useState } from "react";
import type { Booking } from "#shared/schemas/booking.ts";
import type { Office } from "#shared/schemas/office.ts";
import { formatMinute } from "#shared/time.ts";
import { assignLanes } from "#web/features/bookings/utils/assign-lanes.ts";
import { isOptimisticBooking } from "#web/features/bookings/utils/build-optimistic-booking.ts";
import type { DayBooking } from "#web/features/bookings/utils/group-bookings-by-office.ts";
import { cn } from "#web/lib/cn.ts";
import { WeekBookingBlock } from "./week-booking-block.tsx";
import { CELL_MINUTES, ROW_PX, WeekSlotCell } from "./week-slot-cell.tsx";

/** A range of one day's free cells chosen by dragging (or one cell by a click or Enter). */
export interface CellRange {
  date: string;
  startMinute: number;
  endMinute: number;
}

/** A booking dropped on another time or day of the week (drag to move); its length is kept. */
export interface BookingMove {
  booking: Booking;
  date: string;
  startMinute: number;
}

export interface WeekDay {
  date: string;
  /** "Mon 23" */
  label: string;
  /** "Monday, November 23, 2026" */
  longLabel: string;
  isToday: boolean;
  bookings: DayBooking[];
  /** Why a cell of this day at `minute` cannot be booked (past, notice, horizon), or null. */
  closedReason: (minute: number) => string | null;
  /** The first bookable cell's minute, or null when the whole day is closed. */
  firstOpenMinute: number | null;
}

/**
 * One office's week: a column per local day, rows of the business hours in 30-minute cells. Free
 * cells are buttons (click or Enter to book from there; press and drag down to choose a range);
 * closed cells say why on hover and focus; bookings are blocks naming who, when and (for a shared
 * office) how many seats of the office they take. A booking the user may change (`canMove`) can be
 * dragged to another time or day (HTML drag and drop; its length is kept, the drop cell is its new
 * start); the keyboard alternative is the details dialog's Edit.
 */
export function WeekGrid({
  office,
  days,
  startMinute,
  endMinute,
  currentUserId,
  nowMinute,
  onRange,
  onBookingClick,
  canMove,
  onMove,
}: {
  office: Office;
  days: WeekDay[];
  startMinute: number;
  endMinute: number;
  currentUserId: string;
  /** Local minute of now when today is in the week, else null. */
  nowMinute: number | null;
  onRange: (range: CellRange) => void;
  onBookingClick: (booking: Booking) => void;
  /** Whether the user may move `booking` (its owner, or team_manager and above). */
  canMove?: (booking: Booking) => boolean;
  onMove?: (move: BookingMove) => void;
}) {
  const cells: number[] = [];
  for (let m = startMinute; m < endMinute; m += CELL_MINUTES) cells.push(m);
  const height = cells.length * ROW_PX;
  const top = (minute: number) =>
    ((Math.min(Math.max(minute, startMinute), endMinute) - startMinute) / CELL_MINUTES) * ROW_PX;
  const [drag, setDrag] = useState<CellRange | null>(null);
  const dragging = useRef(false);
  // The booking being dragged to a new time, its length, and where it would land.
  const moving = useRef<{ booking: Booking; minutes: number } | null>(null);
  const [dropAt, setDropAt] = useState<CellRange | null>(null);
  /** The cell under the pointer in a day column: the dragged booking's new start. */
  const cellAt = (event: DragEvent<HTMLElement>): number => {
    const rect = event.currentTarget.getBoundingClientRect();
    const row = Math.floor((event.clientY - rect.top) / ROW_PX);
    return startMinute + Math.min(Math.max(row, 0), cells.length - 1) * CELL_MINUTES;
  };

  const finishDrag = () => {
    // A click (no drag beyond its own cell) books from there for an hour, as Enter does.
    if (dragging.current && drag) {
      const clicked = drag.endMinute - drag.startMinute === CELL_MINUTES;
      onRange(clicked ? { ...drag, endMinute: drag.startMinute + 60 } : drag);
    }
    dragging.current = false;
    setDrag(null);
  };

  return (
    <div
      className="overflow-x-auto rounded-xl border border-zinc-200 bg-white shadow-sm dark:border-zinc-800 dark:bg-zinc-900"
      onPointerUp={finishDrag}
      onPointerLeave={() => {
        dragging.current = false;
        setDrag(null);
      }}
    >
      <div className="grid min-w-[760px]" style={{ gridTemplateColumns: "4rem repeat(7, minmax(0, 1fr))" }}>
        <div className="border-b border-zinc-200 dark:border-zinc-800" />
        {days.map((day) => (
          <div
            key={day.date}
            className={cn(
              "border-b border-l border-zinc-200 px-2 py-2 text-center text-xs font-medium dark:border-zinc-800",
              day.isToday ? "text-indigo-700 dark:text-indigo-300" : "text-zinc-600 dark:text-zinc-400",
            )}
          >
            <abbr title={day.longLabel} className="no-underline">
              {day.label}
            </abbr>
          </div>
        ))}
        <div className="relative" style={{ height }} aria-hidden="true">
          {cells
            .filter((m) => m % 60 === 0 || m === startMinute)
            .map((m) => (
              <span
                key={m}
                // The first hour's label sits inside the grid rather than over the header's border.
                className={cn(
                  "absolute right-2 text-[11px] text-zinc-600 dark:text-zinc-400",
                  m === startMinute ? "mt-1" : "-translate-y-1/2",
                )}
                style={{ top: top(m) }}
              >
                {formatMinute(m)}
              </span>
            ))}
        </div>
        {days.map((day) => {
          const { placed, lanes } = assignLanes(day.bookings);
          return (
            // biome-ignore lint/a11y/noStaticElementInteractions: a drop zone for blocks dragged with a pointer; the keyboard way to move one is the details dialog's Edit
            <div
              key={day.date}
              className="relative border-l border-zinc-200 dark:border-zinc-800"
              style={{ height }}
              onDragOver={(event) => {
                const move = moving.current;
                if (!move) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = "move";
                const at = cellAt(event);
                if (dropAt?.date !== day.date || dropAt.startMinute !== at) {
                  setDropAt({ date: day.date, startMinute: at, endMinute: at + move.minutes });
                }
              }}
              onDrop={(event) => {
                const move = moving.current;
                if (!move) return;
                event.preventDefault();
                moving.current = null;
                setDropAt(null);
                onMove?.({ booking: move.booking, date: day.date, startMinute: cellAt(event) });
              }}
            >
              {cells.map((m) => (
                <WeekSlotCell
                  key={m}
                  office={office}
                  day={day}
                  minute={m}
                  selected={!!drag && drag.date === day.date && m >= drag.startMinute && m < drag.endMinute}
                  top={top(m)}
                  onPress={() => {
                    dragging.current = true;
                    setDrag({ date: day.date, startMinute: m, endMinute: m + CELL_MINUTES });
                  }}
                  onExtend={() => {
                    if (!dragging.current || !drag || drag.date !== day.date || m < drag.startMinute) return;
                    setDrag({ ...drag, endMinute: m + CELL_MINUTES });
                  }}
                  onBook={() => onRange({ date: day.date, startMinute: m, endMinute: m + 60 })}
                />
              ))}
              {day.isToday && nowMinute !== null && nowMinute >= startMinute && nowMinute <= endMinute ? (
                <div
                  className="pointer-events-none absolute inset-x-0 z-10 h-0.5 bg-red-500"
                  style={{ top: top(nowMinute) }}
                  aria-hidden="true"
                />
              ) : null}
              {dropAt && dropAt.date === day.date ? (
                <div
                  className="pointer-events-none absolute inset-x-1 z-10 rounded-md border-2 border-dashed border-indigo-500 bg-indigo-50/60 dark:bg-indigo-950/40"
                  style={{ top: top(dropAt.startMinute), height: top(dropAt.endMinute) - top(dropAt.startMinute) }}
                  data-testid="drop-target"
                  aria-hidden="true"
                />
              ) : null}
              {placed.map(({ booking, startMinute: from, endMinute: to, lane }) => (
                <WeekBookingBlock
                  key={booking.id}
                  booking={booking}
                  office={office}
                  from={from}
                  to={to}
                  lane={lane}
                  lanes={lanes}
                  currentUserId={currentUserId}
                  movable={!!onMove && !isOptimisticBooking(booking) && (canMove?.(booking) ?? false)}
                  top={top}
                  onClick={() => onBookingClick(booking)}
                  onMoveStart={(minutes) => {
                    moving.current = { booking, minutes };
                  }}
                  onMoveEnd={() => {
                    moving.current = null;
                    setDropAt(null);
                  }}
                />
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}
