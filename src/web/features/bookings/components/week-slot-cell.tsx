import type { Office } from "#shared/schemas/office.ts";
import { formatMinute } from "#shared/time.ts";
import { cn } from "#web/lib/cn.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import type { WeekDay } from "./week-grid.tsx";

/** Height of one cell of the week grid, in px. */
export const ROW_PX = 44;
/** Length of one cell of the week grid, in minutes. */
export const CELL_MINUTES = 30;

/**
 * One 30-minute cell of a day column in the week grid: closed (striped when the rules refuse it,
 * with its reason for screen readers), full (a shared office's seats all taken, or a booked room),
 * or a free button to book from (`onPress` starts a drag, `onExtend` grows it, Enter books an hour).
 */
export function WeekSlotCell({
  office,
  day,
  minute: m,
  selected,
  top,
  onPress,
  onExtend,
  onBook,
}: {
  office: Office;
  day: WeekDay;
  minute: number;
  selected: boolean;
  top: number;
  onPress: () => void;
  onExtend: () => void;
  onBook: () => void;
}) {
  const { _ } = useCatalogue("calendar");
  const reason = day.closedReason(m);
  const taken = day.bookings.some((b) => b.startMinute < m + CELL_MINUTES && b.endMinute > m);
  const full =
    taken &&
    (!office.isShared ||
      day.bookings
        .filter((b) => b.startMinute < m + CELL_MINUTES && b.endMinute > m)
        .reduce((n, b) => n + b.booking.seats, 0) >= office.capacity);
  const at = { time: formatMinute(m), date: day.longLabel };
  if (reason || full) {
    return (
      <div
        title={reason ?? undefined}
        className={cn(
          "absolute inset-x-0 border-t border-zinc-100 dark:border-zinc-800/60",
          reason &&
            "bg-[repeating-linear-gradient(135deg,transparent,transparent_6px,rgba(113,113,122,0.08)_6px,rgba(113,113,122,0.08)_12px)]",
        )}
        style={{ top, height: ROW_PX }}
      >
        {reason ? <span className="sr-only">{_("calendar.week.slotClosed", { ...at, reason })}</span> : null}
      </div>
    );
  }
  return (
    <button
      type="button"
      aria-label={_("calendar.week.bookSlot", { ...at, office: office.name })}
      className={cn(
        "absolute inset-x-0 border-t border-zinc-100 text-left hover:bg-indigo-50 focus-visible:z-10 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 dark:border-zinc-800/60 dark:hover:bg-indigo-950/40",
        selected && "bg-indigo-100 dark:bg-indigo-900/50",
      )}
      style={{ top, height: ROW_PX }}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        onPress();
      }}
      onPointerEnter={onExtend}
      onKeyDown={(event) => {
        if (event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          onBook();
        }
      }}
    />
  );
}
