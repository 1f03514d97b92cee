import { Lock } from "lucide-react";
import type { Office } from "#shared/schemas/office.ts";
import { formatMinute } from "#shared/time.ts";
import { Tooltip } from "#web/components/ui/tooltip.tsx";
import { cellFocusKey, type HourCell, seatsTakenText } from "#web/features/bookings/utils/day-slots.ts";
import { cn } from "#web/lib/cn.ts";
import { useCatalogue } from "#web/lib/i18n.ts";

/** Stripes for closed hours: "not bookable" without relying on colour alone. */
const CLOSED_CELL =
  "bg-[repeating-linear-gradient(135deg,transparent_0_6px,rgb(228_228_231/0.7)_6px_7px)] dark:bg-[repeating-linear-gradient(135deg,transparent_0_6px,rgb(63_63_70/0.6)_6px_7px)]";

/** One hour of an office: a Book button, a closed hour with its reason, or room under a block. */
export function GridCell({
  office,
  cell,
  strip,
  onFreeCell,
}: {
  office: Office;
  cell: HourCell;
  strip: boolean;
  onFreeCell: (office: Office, cell: Extract<HourCell, { kind: "free" }>) => void;
}) {
  const { _ } = useCatalogue("calendar");
  const at = formatMinute(cell.minute);
  const focusKey = cellFocusKey(office.id, cell.minute);
  if (cell.kind === "covered") return <div className="flex-1" aria-hidden="true" />;
  if (cell.kind === "closed") {
    return (
      <Tooltip content={cell.reason.message}>
        <button
          type="button"
          aria-disabled="true"
          aria-label={_("calendar.cell.closed", {
            office: office.name,
            time: at,
            label: cell.reason.label,
            reason: cell.reason.message,
          })}
          data-focus-key={focusKey}
          data-testid="closed-slot"
          className={cn(
            "group flex flex-1 cursor-not-allowed items-center justify-center text-zinc-400 focus-visible:z-30 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-zinc-500 dark:text-zinc-500",
            CLOSED_CELL,
            strip && "border-t border-dashed border-zinc-200 dark:border-zinc-700",
          )}
        >
          <Lock className="hidden size-3.5 group-hover:block group-focus-visible:block" aria-hidden="true" />
        </button>
      </Tooltip>
    );
  }
  const seatsNote = office.isShared && cell.seatsTaken > 0 ? seatsTakenText(cell.seatsTaken, office.capacity, _) : null;
  const button = (
    <button
      type="button"
      onClick={() => onFreeCell(office, cell)}
      aria-label={_("calendar.cell.book", { office: office.name, time: at })}
      data-focus-key={focusKey}
      className={cn(
        "group flex flex-1 items-center justify-center transition-colors hover:bg-indigo-50 focus-visible:z-30 focus-visible:bg-indigo-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 dark:hover:bg-indigo-950/50 dark:focus-visible:bg-indigo-950/50",
        strip && "border-t border-dashed border-zinc-200 dark:border-zinc-700",
      )}
      data-testid="free-slot"
    >
      {seatsNote ? (
        <span
          className="text-[11px] text-zinc-600 tabular-nums group-hover:hidden group-focus-visible:hidden dark:text-zinc-400"
          aria-hidden="true"
        >
          {cell.seatsTaken}/{office.capacity}
        </span>
      ) : null}
      <span
        className="hidden text-xs font-medium text-indigo-700 group-hover:inline group-focus-visible:inline dark:text-indigo-300"
        aria-hidden="true"
      >
        {strip ? _("calendar.cell.addSeat") : _("calendar.cell.addBook")}
      </span>
    </button>
  );
  return seatsNote ? (
    <Tooltip content={_("calendar.cell.seatsTooltip", { seats: seatsNote, time: at })}>{button}</Tooltip>
  ) : (
    button
  );
}
