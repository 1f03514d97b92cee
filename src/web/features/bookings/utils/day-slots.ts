import type { I18n } from "@lingui/core";
import type { BookingPolicy } from "#shared/booking-policy.ts";
import { MIN_BOOKING_MINUTES, SLOT_MINUTES } from "#shared/constants.ts";
import type { Office } from "#shared/schemas/office.ts";
import type { DayBooking } from "./group-bookings-by-office.ts";
import { slotViolation } from "./slot-violation.ts";

/**
 * Lingui's `_` of a component (`useCatalogue("calendar")`, with the bookings catalogue loaded too):
 * the labels below are the calendar catalogue's, a rule's reason slot-violation.ts's (bookings).
 */
export type Translate = I18n["_"];

/** Why an hour cannot be booked: a short label for the cell and the full reason for its tooltip. */
export interface ClosedReason {
  code:
    | "BOOKING_IN_PAST"
    | "BOOKING_NOTICE_TOO_SHORT"
    | "BEYOND_HORIZON"
    | "OUTSIDE_BUSINESS_HOURS"
    | "FULL"
    | "ASSIGNED"
    | "CLOSED";
  label: string;
  message: string;
}

/**
 * One hour of one office in the day view (`minute` is the hour's start, local minutes):
 * - free: something in it can be booked; `bookStart` is the first quarter hour the rules and the
 *   office's bookings allow, so the dialog and quick booking start there (not at a past :00).
 * - closed: nothing in it can be booked, for `reason` (the shared rules' message, or a full office).
 * - covered: a whole office booked for the whole hour; its booked block is all there is to show.
 * `seatsTaken` is the most seats held at once during the hour.
 */
export type HourCell =
  | { kind: "free"; minute: number; bookStart: number; seatsTaken: number }
  | { kind: "closed"; minute: number; reason: ClosedReason; seatsTaken: number }
  | { kind: "covered"; minute: number; seatsTaken: number };

/** The short label of each reason: a message id of the calendar catalogue. */
const LABELS: Record<ClosedReason["code"], string> = {
  BOOKING_IN_PAST: "calendar.closed.past",
  BOOKING_NOTICE_TOO_SHORT: "calendar.closed.tooSoon",
  BEYOND_HORIZON: "calendar.closed.tooFar",
  OUTSIDE_BUSINESS_HOURS: "calendar.closed.closed",
  FULL: "calendar.closed.full",
  ASSIGNED: "calendar.closed.assigned",
  CLOSED: "calendar.closed.closed",
};

/** The `data-focus-key` of an office's hour: where focus goes back when the block over it is gone. */
export function cellFocusKey(officeId: string, minute: number): string {
  return `${officeId}:${minute}`;
}

/** Seats a booking holds in `office`: all of them when booked whole. */
export function seatsOf(item: DayBooking, office: Pick<Office, "capacity">): number {
  return item.booking.isWholeOffice ? office.capacity : Math.max(1, item.booking.seats || 1);
}

/** Seats held at local minute `minute` (bookings are [start, end)). */
function seatsAt(items: readonly DayBooking[], office: Pick<Office, "capacity">, minute: number): number {
  let sum = 0;
  for (const item of items) if (item.startMinute <= minute && item.endMinute > minute) sum += seatsOf(item, office);
  return sum;
}

/**
 * The most seats held at the same time during [from, to): what "3 of 8 seats taken" means for a
 * slot, so two people one after the other in an hour count once, not twice.
 */
export function seatsTakenDuring(
  items: readonly DayBooking[],
  office: Pick<Office, "capacity">,
  from: number,
  to: number,
): number {
  const points = [from, ...items.map((i) => i.startMinute).filter((m) => m > from && m < to)];
  return Math.max(0, ...points.map((m) => seatsAt(items, office, m)));
}

/** "3 of 8 seats taken". */
export function seatsTakenText(taken: number, capacity: number, _: Translate): string {
  return _("calendar.seats.taken", { taken, capacity });
}

/**
 * The hours of the day grid (whole hours covering the business hours) for one office, each free,
 * closed with its reason, or covered, under the team's `policy` at `now`: the shared rules of
 * src/shared/booking-rules.ts decide past, notice, horizon and business hours, so a slot the
 * server would refuse never looks bookable. Reasons are worded by `_`. `heldBy` names the holder
 * of a colleague's assigned desk they kept that day: every hour is closed for it.
 */
export function hourCells(
  office: Pick<Office, "capacity" | "isShared">,
  items: readonly DayBooking[],
  date: string,
  policy: BookingPolicy,
  now: Date,
  _: Translate,
  heldBy: string | null = null,
): HourCell[] {
  const { businessStartMinute: open, businessEndMinute: close } = policy;
  const cells: HourCell[] = [];
  // A colleague's assigned desk on a day they kept it (docs/product.md "Assigned desks").
  const assigned: ClosedReason | null = heldBy
    ? { code: "ASSIGNED", label: _(LABELS.ASSIGNED), message: _("calendar.closed.assignedReason", { name: heldBy }) }
    : null;
  for (let h = Math.floor(open / 60) * 60; h < Math.ceil(close / 60) * 60; h += 60) {
    const seatsTaken = seatsTakenDuring(items, office, Math.max(h, open), Math.min(h + 60, close));
    if (assigned) {
      cells.push({ kind: "closed", minute: h, seatsTaken, reason: assigned });
      continue;
    }
    const quarters: number[] = [];
    for (let q = Math.max(h, open); q + MIN_BOOKING_MINUTES <= Math.min(h + 60, close); q += SLOT_MINUTES) {
      quarters.push(q);
    }
    const taken = (q: number) =>
      office.isShared
        ? seatsAt(items, office, q) >= office.capacity
        : items.some((i) => i.startMinute <= q && i.endMinute >= q + SLOT_MINUTES);
    const untaken = quarters.filter((q) => !taken(q));
    if (quarters.length === 0) {
      const violation = slotViolation({ date, startMinute: h, minutes: MIN_BOOKING_MINUTES }, policy, now, _);
      cells.push({ kind: "closed", minute: h, seatsTaken, reason: reasonOf(violation, _) });
      continue;
    }
    if (untaken.length === 0) {
      cells.push(
        office.isShared
          ? {
              kind: "closed",
              minute: h,
              seatsTaken,
              reason: {
                code: "FULL",
                label: _(LABELS.FULL),
                message: _("calendar.closed.fullReason", { capacity: office.capacity }),
              },
            }
          : { kind: "covered", minute: h, seatsTaken },
      );
      continue;
    }
    const violations = untaken.map((q) => ({
      q,
      violation: slotViolation({ date, startMinute: q, minutes: MIN_BOOKING_MINUTES }, policy, now, _),
    }));
    const bookable = violations.find((v) => v.violation === null);
    if (bookable) cells.push({ kind: "free", minute: h, bookStart: bookable.q, seatsTaken });
    else
      cells.push({ kind: "closed", minute: h, seatsTaken, reason: reasonOf(violations.at(-1)?.violation ?? null, _) });
  }
  return cells;
}

/** The broken rule's message (slot-violation.ts words it) with the calendar's label for its code. */
function reasonOf(violation: { code: string; message: string } | null, _: Translate): ClosedReason {
  if (!violation) return { code: "CLOSED", label: _(LABELS.CLOSED), message: _("calendar.closed.closedReason") };
  const code = (
    violation.code in LABELS && violation.code !== "FULL" ? violation.code : "CLOSED"
  ) as ClosedReason["code"];
  return { code, label: _(LABELS[code]), message: violation.message };
}

/** One line of the phone agenda of an office, in time order. */
export type AgendaRow =
  | { kind: "booking"; start: number; end: number; item: DayBooking; seatsTaken: number }
  | { kind: "free"; start: number; end: number; bookStart: number; seatsTaken: number }
  | { kind: "closed"; start: number; end: number; reason: ClosedReason };

/**
 * The phone agenda of one office: its bookings, each free hour (with a Book action) and runs of
 * closed hours merged into one line per reason ("07:00–12:00 · Past"), so a past morning is one
 * line instead of five. Bookings come before a free hour that starts at the same time.
 */
export function agendaRows(
  office: Pick<Office, "capacity" | "isShared">,
  items: readonly DayBooking[],
  cells: readonly HourCell[],
): AgendaRow[] {
  const rows: AgendaRow[] = items.map((item) => ({
    kind: "booking",
    start: item.startMinute,
    end: item.endMinute,
    item,
    seatsTaken: seatsTakenDuring(items, office, item.startMinute, item.endMinute),
  }));
  let run: Extract<AgendaRow, { kind: "closed" }> | null = null;
  for (const cell of cells) {
    const end = cell.minute + 60;
    if (cell.kind === "closed") {
      if (run && run.end === cell.minute && run.reason.code === cell.reason.code) run.end = end;
      else {
        run = { kind: "closed", start: cell.minute, end, reason: cell.reason };
        rows.push(run);
      }
      continue;
    }
    run = null;
    if (cell.kind === "free") {
      rows.push({ kind: "free", start: cell.minute, end, bookStart: cell.bookStart, seatsTaken: cell.seatsTaken });
    }
  }
  const order = { booking: 0, closed: 1, free: 2 } as const;
  return rows.sort((a, b) => a.start - b.start || order[a.kind] - order[b.kind]);
}

/** What to tell above the grid when no hour of the day can be booked (a past day, beyond the horizon). */
export function closedDayNotice(cellsByOffice: Map<string, HourCell[]>, _: Translate): string | null {
  const cells = [...cellsByOffice.values()].flat();
  const closed = cells.filter((c) => c.kind === "closed");
  if (cells.length === 0 || cells.some((c) => c.kind === "free")) return null;
  const reason = closed.find((c) => c.reason.code !== "FULL")?.reason;
  if (!reason) return null;
  if (reason.code === "BOOKING_IN_PAST") return _("calendar.day.pastNotice");
  return reason.message;
}
