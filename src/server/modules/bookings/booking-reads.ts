/**
 * The bookings module's reads: the calendars' lists and availability over team-local days, My
 * Bookings (keyset pages and the CSV), the dashboard's upcoming list and one office's day. Days are
 * local days of the team's zone (the actor's team row); every booking is presented by
 * presentBooking with its office's capacity. Composed into the bookings service.
 */
import { type Actor, requireTeam } from "#server/lib/actor.ts";
import { AppError, notFound } from "#server/lib/app-error.ts";
import { encodeKeyset, invalidCursor, isUuid, parseKeyset } from "#server/lib/keyset-cursor.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import * as releasesRepo from "#server/modules/offices/desk-releases.repository.ts";
import * as neighbourhoodsRepo from "#server/modules/offices/neighbourhoods.repository.ts";
import { planPositionOf } from "#server/modules/offices/office-presenter.ts";
import * as officesRepo from "#server/modules/offices/offices.repository.ts";
import * as sitesRepo from "#server/modules/offices/sites.repository.ts";
import { closedIntervals } from "#shared/closed-intervals.ts";
import { MINE_CSV_ROWS_MAX } from "#shared/constants.ts";
import type {
  AvailabilityRange,
  Booking,
  BookingDay,
  BookingDaysQuery,
  ListBookingsQuery,
  MineCsvQuery,
  MinePage,
  MineQuery,
} from "#shared/schemas/booking.ts";
import type { FloorAvailability, FloorAvailabilityQuery } from "#shared/schemas/floor-map.ts";
import type { Availability } from "#shared/schemas/office.ts";
import { seatCount } from "#shared/seat-allocation.ts";
import { spaceState, stateWindow } from "#shared/space-state.ts";
import {
  clockToMinute,
  DAY_MS,
  formatMinute,
  isDateString,
  localDate,
  localDayRange,
  shiftDate,
} from "#shared/time.ts";
import { loadBookerNames, redactBooker } from "./booker-names.ts";
import { bookingsCsv } from "./booking-csv.ts";
import { policyFromTeam } from "./booking-policy.ts";
import { presentBooking, presentListedBooking } from "./booking-presenter.ts";
import * as repo from "./bookings.repository.ts";
import { listLiveBookingRows, summariseBookingDays } from "./calendar-reads.repository.ts";

/** The instants [start, end) of team-local days `from`..`to` inclusive (both checked by the schema). */
function daysRange(from: string, to: string, zone: string) {
  return { start: localDayRange(from, zone).start, end: localDayRange(to, zone).end };
}

/** Rows by their office, in their order. */
function groupByOffice<T extends { officeId: string }>(rows: readonly T[]): Map<string, T[]> {
  const byOffice = new Map<string, T[]>();
  for (const row of rows) {
    const held = byOffice.get(row.officeId);
    if (held) held.push(row);
    else byOffice.set(row.officeId, [row]);
  }
  return byOffice;
}

/** The local dates from..to inclusive. */
function datesOf(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = shiftDate(date, 1)) dates.push(date);
  return dates;
}

/** The opaque My Bookings cursor: the (start, id) of a page's last row, base64url JSON. */
function encodeCursor(booking: Booking): string {
  return encodeKeyset([booking.startISO, booking.id]);
}

/** Reads a cursor made by encodeCursor; 400 VALIDATION_FAILED for anything else. */
function decodeCursor(cursor: string): { startAt: Date; id: string } {
  const [startISO, id] = parseKeyset(cursor) ?? [];
  const startAt = new Date(String(startISO));
  if (typeof startISO === "string" && isUuid(id) && !Number.isNaN(startAt.getTime())) return { startAt, id };
  throw invalidCursor();
}

/** The instants of local day `date` in `zone`; 400 VALIDATION_FAILED for a date that does not exist. */
function dayRange(date: string, zone: string) {
  if (!isDateString(date)) {
    throw new AppError("VALIDATION_FAILED", `date: ${date} is not a real calendar date (yyyy-MM-dd).`, {
      id: "errors.request.dateNotReal",
      values: { date },
    });
  }
  return localDayRange(date, zone);
}

/** The offices a read is narrowed to: `officeIds`, or the one `officeId`; undefined for every office. */
function officesNamed(query: { officeId?: string; officeIds?: string[] }): string[] | undefined {
  return query.officeIds ?? (query.officeId ? [query.officeId] : undefined);
}

/** The repository filter of My Bookings: dates resolved to instants of the team's zone. */
function mineFilter(query: MineCsvQuery, zone: string, current: Date): repo.MineFilter {
  return {
    status: query.status,
    now: current,
    officeId: query.officeId,
    startFrom: query.from ? localDayRange(query.from, zone).start : undefined,
    startBefore: query.to ? localDayRange(query.to, zone).end : undefined,
    q: query.q || undefined,
  };
}

/** The reads of the bookings service; `now` is the clock of "upcoming", "past" and closed intervals. */
export function createBookingReads(deps: ServiceDeps) {
  const { db, now } = deps;
  return {
    /**
     * With `date`: every confirmed booking of the team on that local day. With `from` and `to`: those
     * overlapping the local days from..to inclusive (at most RANGE_DAYS_MAX, checked by the schema).
     * Either narrowed by `officeId` or `officeIds` and by `userId`. With neither: the actor's own (all statuses).
     */
    async list(actor: Actor, query: ListBookingsQuery): Promise<Booking[]> {
      const team = requireTeam(actor);
      if (!query.date && (query.from === undefined || query.to === undefined)) {
        return (await repo.listUserBookings(db, team.id, actor.id, 200)).map(presentBooking);
      }
      const names = await loadBookerNames(db, actor);
      // Asking for the bookings of a colleague whose name is kept from the reader would name them.
      if (query.userId && !names.reveals(query.userId)) return [];
      const filter = { officeIds: officesNamed(query), userId: query.userId };
      const { start, end } =
        query.from !== undefined && query.to !== undefined
          ? daysRange(query.from, query.to, team.timeZone)
          : dayRange(query.date as string, team.timeZone);
      const rows = await listLiveBookingRows(db, team.id, start, end, filter);
      return rows.map((row) => redactBooker(names, presentListedBooking(row)));
    },

    /**
     * The month view's figures per local day from..to (team zone): bookings of one office or of every
     * active one overlapping the day's business hours, the actor's own, and the utilisation (booked ÷
     * bookable seat-hours in those hours, 0..1, null when nothing was bookable). Throws 404 for an
     * office of another team or none.
     */
    async days(actor: Actor, query: BookingDaysQuery): Promise<BookingDay[]> {
      const team = requireTeam(actor);
      if (query.officeId && !(await officesRepo.findOffice(db, team.id, query.officeId))) throw notFound("Office");
      const rows = await summariseBookingDays(db, {
        teamId: team.id,
        viewerId: actor.id,
        officeId: query.officeId ?? null,
        from: query.from,
        to: query.to,
        zone: team.timeZone,
        businessStartMinute: team.businessStartMinute,
        businessEndMinute: team.businessEndMinute,
      });
      return rows.map((row) => ({
        date: row.date,
        bookings: row.bookings,
        own: row.own,
        utilisation: row.bookableSeatSeconds > 0 ? Math.min(1, row.bookedSeatSeconds / row.bookableSeatSeconds) : null,
      }));
    },

    /**
     * Per office (all of the team's, by name; `officeId` alone; or those of `officeIds`, unknown ids
     * left out) and per local day from..to: the booked intervals and the closed ones
     * (src/shared/closed-intervals.ts) under the team's policy at `now`. Throws 404 for an unknown
     * `officeId`.
     */
    async availabilityRange(
      actor: Actor,
      query: { from: string; to: string; officeId?: string; officeIds?: string[] },
    ): Promise<AvailabilityRange> {
      const team = requireTeam(actor);
      const policy = policyFromTeam(team);
      const zone = team.timeZone;
      let officeRows: officesRepo.OfficeRow[];
      if (query.officeId) {
        const office = await officesRepo.findOffice(db, team.id, query.officeId);
        if (!office) throw notFound("Office");
        officeRows = [office];
      } else {
        officeRows = await officesRepo.listOffices(db, team.id, { ids: query.officeIds });
      }
      const { start, end } = daysRange(query.from, query.to, zone);
      const assigned = officeRows.filter((office) => office.assignedUserId && office.assignedUserId !== actor.id);
      const [rows, names, released] = await Promise.all([
        repo.listTeamBookingsBetween(db, team.id, start, end, { officeIds: officesNamed(query) }),
        loadBookerNames(db, actor),
        releasesRepo.listReleasesBetween(
          db,
          team.id,
          assigned.map((office) => office.id),
          query.from,
          query.to,
        ),
      ]);
      const isAssigned = new Set(assigned.map((office) => office.id));
      const current = now();
      const days = datesOf(query.from, query.to).map((date) => {
        const range = localDayRange(date, zone);
        const closed = closedIntervals(date, policy, current).map((interval) => ({
          startISO: interval.start.toISOString(),
          endISO: interval.end.toISOString(),
          reason: interval.reason,
        }));
        return { date, range, start: range.start.getTime(), end: range.end.getTime(), closed };
      });
      // Someone else's assigned desk is closed all day unless its holder released it.
      const closedOf = (officeId: string, day: (typeof days)[number]) =>
        isAssigned.has(officeId) && !released.has(`${officeId}/${day.date}`)
          ? [
              {
                startISO: day.range.start.toISOString(),
                endISO: day.range.end.toISOString(),
                reason: "assigned" as const,
              },
            ]
          : day.closed;
      const byOffice = groupByOffice(rows);
      return {
        from: query.from,
        to: query.to,
        timeZone: zone,
        offices: officeRows.map((office) => {
          const held = byOffice.get(office.id) ?? [];
          return {
            officeId: office.id,
            name: office.name,
            capacity: office.capacity,
            isShared: office.isShared,
            isActive: office.isActive,
            days: days.map((day) => ({
              date: day.date,
              booked: held
                .filter((row) => row.startAt.getTime() < day.end && row.endAt.getTime() > day.start)
                .map((row) =>
                  redactBooker(names, {
                    bookingId: row.id,
                    startISO: row.startAt.toISOString(),
                    endISO: row.endAt.toISOString(),
                    userId: row.userId,
                    userName: row.userName,
                    seats: seatCount(row, office.capacity),
                    isWholeOffice: row.seatTo === null,
                  }),
                ),
              closed: closedOf(office.id, day),
            })),
          };
        }),
      };
    },

    /**
     * The floor map's one read (docs/product.md "The floor map"): every office of the team's floor
     * `floorId`, each with its live bookings of local day `query.date` (team zone) and its state for
     * the actor (src/shared/space-state.ts) over the day's business hours, narrowed to local
     * `query.from`..`query.to` when given. Throws 404 for a floor the team does not have.
     */
    async floorAvailability(actor: Actor, floorId: string, query: FloorAvailabilityQuery): Promise<FloorAvailability> {
      const team = requireTeam(actor);
      const zone = team.timeZone;
      const [floor] = await sitesRepo.listFloors(db, team.id, { floorId });
      if (!floor) throw notFound("Floor");
      const day = dayRange(query.date, zone);
      const [officeRows, rows, names] = await Promise.all([
        officesRepo.listFloorSpaces(db, team.id, floorId),
        repo.listFloorBookings(db, team.id, floorId, day.start, day.end),
        loadBookerNames(db, actor),
      ]);
      const current = now();
      const window = stateWindow(
        query.date,
        policyFromTeam(team),
        current,
        query.from ? clockToMinute(query.from) : null,
        query.to ? clockToMinute(query.to) : null,
      );
      if (!window) {
        const hours = { start: formatMinute(team.businessStartMinute), end: formatMinute(team.businessEndMinute) };
        throw new AppError(
          "VALIDATION_FAILED",
          `from..to lies outside the business hours (${hours.start} to ${hours.end}); choose hours between them.`,
          { id: "errors.request.windowOutsideHours", values: hours },
        );
      }
      const byOffice = groupByOffice(rows);
      const released = await releasesRepo.listReleasedOn(
        db,
        team.id,
        officeRows.filter((office) => office.assignedUserName !== null).map((office) => office.id),
        query.date,
      );
      // Spaces of a neighbourhood the caller may not book, or not yet on this date (its own booking
      // window), are not available to them.
      const closedTo = new Set<string>();
      for (const neighbourhood of await neighbourhoodsRepo.listNeighbourhoods(db, team.id, { floorId })) {
        const days = neighbourhood.horizonDays;
        const tooFar = days !== null && window.start > current.getTime() + days * DAY_MS;
        if (
          tooFar ||
          (neighbourhood.restricted && !(await neighbourhoodsRepo.mayBookIn(db, team.id, neighbourhood.id, actor.id)))
        ) {
          closedTo.add(neighbourhood.id);
        }
      }
      return {
        floorId: floor.id,
        siteId: floor.siteId,
        date: query.date,
        timeZone: zone,
        windowStartISO: new Date(window.start).toISOString(),
        windowEndISO: new Date(window.end).toISOString(),
        closedReason: window.closedReason,
        plan: floor.plan && { ...floor.plan, updatedAt: floor.plan.updatedAt.toISOString() },
        spaces: officeRows.map((office) => {
          const held = byOffice.get(office.id) ?? [];
          const intervals = held.map((row) => ({
            start: row.startAt.getTime(),
            end: row.endAt.getTime(),
            seats: seatCount(row, office.capacity),
            userId: row.userId,
          }));
          // An assigned desk is its holder's all day unless released (docs/product.md "Assigned desks").
          const assignedTo =
            office.assignedUserId && office.assignedUserName
              ? { userId: office.assignedUserId, userName: office.assignedUserName }
              : null;
          const isReleased = released.has(office.id);
          // Not on a day gone by: who held the desk then is not recorded, only its bookings are.
          const assignedHeld =
            assignedTo && !isReleased && window.closedReason !== "past"
              ? [...intervals, { start: window.start, end: window.end, seats: 1, userId: assignedTo.userId }]
              : intervals;
          return {
            id: office.id,
            name: office.name,
            kind: office.kind,
            capacity: office.capacity,
            isShared: office.isShared,
            isActive: office.isActive,
            position: planPositionOf(office),
            neighbourhoodId: office.neighbourhoodId,
            state: spaceState(
              {
                capacity: office.capacity,
                isActive: office.isActive,
                closedToMe: office.neighbourhoodId !== null && closedTo.has(office.neighbourhoodId),
              },
              assignedHeld,
              window,
              actor.id,
            ),
            assignedTo,
            released: assignedTo !== null && isReleased,
            // The desk's holder is named on it anyway: their own bookings of it keep their name.
            booked: held.map((row, index) => {
              const booked = {
                bookingId: row.id,
                startISO: row.startAt.toISOString(),
                endISO: row.endAt.toISOString(),
                userId: row.userId,
                userName: row.userName,
                seats: intervals[index].seats,
              };
              return row.userId === assignedTo?.userId ? booked : redactBooker(names, booked);
            }),
          };
        }),
      };
    },

    /**
     * A page of the actor's own bookings (My Bookings): upcoming soonest first, past and cancelled
     * (released included) latest first; `from`..`to` are team-local days holding the start; `q`
     * searches the purpose. Throws 400 VALIDATION_FAILED for a cursor it did not make.
     */
    async mine(actor: Actor, query: MineQuery): Promise<MinePage> {
      const team = requireTeam(actor);
      const filter = {
        ...mineFilter(query, team.timeZone, now()),
        after: query.cursor ? decodeCursor(query.cursor) : undefined,
      };
      const rows = await repo.listMine(db, team.id, actor.id, filter, query.limit + 1);
      const items = rows.slice(0, query.limit).map(presentBooking);
      const nextCursor = rows.length > query.limit ? encodeCursor(items[items.length - 1]) : null;
      return { items, nextCursor };
    },

    /**
     * The actor's bookings under the same filters as `mine`, every page (at most MINE_CSV_ROWS_MAX
     * rows), as an RFC 4180 CSV with times in the team's zone, and a file name for it.
     */
    async mineCsv(actor: Actor, query: MineCsvQuery): Promise<{ filename: string; csv: string }> {
      const team = requireTeam(actor);
      const current = now();
      const rows = await repo.listMine(
        db,
        team.id,
        actor.id,
        mineFilter(query, team.timeZone, current),
        MINE_CSV_ROWS_MAX,
      );
      return {
        filename: `bookings-${query.status}-${localDate(current, team.timeZone)}.csv`,
        csv: bookingsCsv(rows.map(presentBooking), team.timeZone),
      };
    },

    async upcoming(actor: Actor, limit: number): Promise<Booking[]> {
      const team = requireTeam(actor);
      return (await repo.listUpcoming(db, team.id, actor.id, now(), limit)).map(presentBooking);
    },

    /** Booked intervals of one office on a local day of the team's zone. */
    async availability(actor: Actor, officeId: string, date: string): Promise<Availability> {
      const team = requireTeam(actor);
      const { start, end } = dayRange(date, team.timeZone);
      const [day, names] = await Promise.all([
        repo.findOfficeDay(db, team.id, officeId, start, end),
        loadBookerNames(db, actor),
      ]);
      if (!day) throw notFound("Office");
      const { office, bookings: rows } = day;
      return {
        officeId: office.id,
        date,
        timeZone: team.timeZone,
        capacity: office.capacity,
        isShared: office.isShared,
        bookedSlots: rows.map((row) =>
          redactBooker(names, {
            bookingId: row.id,
            start: row.startAt.toISOString(),
            end: row.endAt.toISOString(),
            userId: row.userId,
            userName: row.userName,
            seats: seatCount(row, office.capacity),
            isWholeOffice: row.seatTo === null,
          }),
        ),
      };
    },
  };
}
