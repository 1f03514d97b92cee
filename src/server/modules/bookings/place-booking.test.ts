/**
 * placeBooking: one booking per savepoint, so a series can place N dates in one transaction and
 * report the skipped ones (with the rules module's reason) while the others commit.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, bookings, series, teams } from "#db/schema/index.ts";
import * as officesRepo from "#server/modules/offices/offices.repository.ts";
import { localSlot, type Session, startTestApp, type TestApp } from "#server/test/harness.ts";
import { HOUR_MS, localDate, shiftDate, todayInZone } from "#shared/time.ts";
import { policyFromTeam } from "./booking-policy.ts";
import {
  isOfficeChanged,
  type PlaceBookingInput,
  type Placement,
  placeBooking,
  placesInOneStatement,
} from "./place-booking.ts";

const ZONE = "America/New_York";

describe("placeBooking", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  type Place = (start: Date, extra?: Partial<PlaceBookingInput>) => Promise<Placement>;

  /** A one-hour booking of `officeId` by `admin`, from the office as it was read (`office`, or now). */
  async function inputFor(admin: Session, officeId: string, start: Date, office?: PlaceBookingInput["office"]) {
    const [team] = await t.database.db.select().from(teams).where(eq(teams.id, admin.team.id));
    const read = office ?? (await officesRepo.findOffice(t.database.db, team.id, officeId));
    if (!read) throw new Error("office missing");
    return {
      teamId: team.id,
      policy: policyFromTeam(team),
      team,
      office: read,
      booker: { id: admin.user.id, name: admin.user.name },
      actor: { id: admin.user.id },
      start,
      end: new Date(start.getTime() + HOUR_MS),
      wholeOffice: false,
      purpose: null,
      equipment: [],
      now: new Date(),
    } satisfies PlaceBookingInput;
  }

  /**
   * Runs `fn` in one transaction holding the office's row lock (as the service does), with `place`
   * placing a one-hour booking for `admin` in that office (`inputFor`, with the locked office).
   */
  async function inOfficeTransaction<T>(admin: Session, officeId: string, fn: (place: Place) => Promise<T>) {
    const base = await inputFor(admin, officeId, new Date());
    return t.database.db.transaction(async (tx) => {
      const office = await officesRepo.findOffice(tx, admin.team.id, officeId, true);
      if (!office) throw new Error("office missing");
      const place: Place = (start, extra = {}) =>
        placeBooking(tx, { ...base, office, start, end: new Date(start.getTime() + HOUR_MS), ...extra });
      return fn(place);
    });
  }

  it("places 3 dates in one transaction: the conflicting middle one is skipped with its reason, 2 commit", async () => {
    const admin = await t.signupTeam();
    const member = await t.addMember(admin, "member", "Mo Member");
    const office = await t.createOffice(admin, { name: "Focus Room", capacity: 6 });
    const holder = await t.request("POST", "/api/bookings", {
      cookie: member.cookie,
      payload: { officeId: office.id, startISO: await localSlot(3, 9), endISO: await localSlot(3, 10) },
    });
    expect(holder.status).toBe(201);

    // The occurrences belong to one series (bookings.series_id is a foreign key).
    const [weekly] = await t.database.db
      .insert(series)
      .values({
        teamId: admin.team.id,
        officeId: office.id,
        userId: admin.user.id,
        rrule: "FREQ=DAILY;COUNT=3",
        startDate: shiftDate(todayInZone(ZONE), 2),
        startMinute: 9 * 60 + 30,
        durationMinutes: 60,
      })
      .returning();
    const placements = await inOfficeTransaction(admin, office.id, async (place) => {
      const results: Placement[] = [];
      for (const day of [2, 3, 4]) {
        const start = new Date(await localSlot(day, 9, 30));
        const occurrence = { seriesId: weekly.id, occurrenceDate: localDate(start, ZONE) };
        results.push(await place(start, { purpose: "Weekly planning", ...occurrence }));
      }
      return results;
    });

    expect(placements.map((p) => p.placed)).toEqual([true, false, true]);
    expect(placements[1]).toEqual({
      placed: false,
      skipped: { code: "BOOKING_CONFLICT", message: "Focus Room is already booked from 09:00 to 10:00" },
    });
    const placed = placements.flatMap((p) => (p.placed ? [p.booking] : []));
    for (const booking of placed) {
      expect(booking).toMatchObject({ isRecurring: true, isWholeOffice: true, seats: 6, purpose: "Weekly planning" });
    }

    const rows = await t.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.teamId, admin.team.id), eq(bookings.userId, admin.user.id)));
    expect(rows.map((r) => r.id).sort()).toEqual(placed.map((b) => b.id).sort());
    expect(rows.map((r) => r.occurrenceDate).sort()).toEqual(
      [2, 4].map((day) => shiftDate(todayInZone(ZONE), day)).sort(),
    );
    // The holder's booking is untouched.
    const [held] = await t.database.db.select().from(bookings).where(eq(bookings.id, holder.body.id));
    expect(held.status).toBe("confirmed");
  });

  it("leaves nothing behind when the caller's transaction rolls back", async () => {
    const admin = await t.signupTeam();
    const office = await t.createOffice(admin);
    const start = new Date(await localSlot(2, 11));
    await expect(
      inOfficeTransaction(admin, office.id, async (place) => {
        expect((await place(start)).placed).toBe(true);
        throw new Error("caller gives up");
      }),
    ).rejects.toThrow("caller gives up");
    expect(await t.database.db.select().from(bookings).where(eq(bookings.teamId, admin.team.id))).toHaveLength(0);
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.teamId, admin.team.id), eq(auditEvents.targetType, "booking")));
    expect(audit).toHaveLength(0);
  });

  describe("in one statement, outside a transaction", () => {
    /** Places `input` on the database itself and sends its INSERT, as a create does. */
    async function placeAlone(input: PlaceBookingInput) {
      const placement = await placeBooking(t.database.db, input, { alone: true, deferInsert: true });
      if (!placement.placed || !placement.insert) throw new Error("not placed");
      await t.database.db.execute(placement.insert);
      return placement.booking;
    }

    it("is allowed only for the booker's own booking of every seat in a team without a quota", async () => {
      const admin = await t.signupTeam();
      const member = await t.addMember(admin, "member", "Mo Member");
      const room = await t.createOffice(admin, { name: "Private Room" });
      const desks = await t.createOffice(admin, { name: "Desks", capacity: 4, isShared: true });
      const start = new Date(await localSlot(2, 9));
      const own = await inputFor(admin, room.id, start);
      expect(placesInOneStatement(own)).toBe(true);
      expect(placesInOneStatement({ ...(await inputFor(admin, desks.id, start)), wholeOffice: true })).toBe(true);
      // One seat of a shared office: the seats are chosen under the office's lock.
      expect(placesInOneStatement(await inputFor(admin, desks.id, start))).toBe(false);
      // For another member: the notification is written with it, in its transaction.
      expect(placesInOneStatement({ ...own, booker: { id: member.user.id, name: member.user.name } })).toBe(false);
      // A quota is counted under the member's lock.
      expect(placesInOneStatement({ ...own, policy: { ...own.policy, maxActiveBookings: 3 } })).toBe(false);
      expect(placesInOneStatement({ ...own, replacing: "00000000-0000-4000-8000-000000000000" })).toBe(false);
    });

    it("stores the booking when the office is as it was read, and nothing when it changed since", async () => {
      const admin = await t.signupTeam();
      const office = await t.createOffice(admin, { name: "Quiet Room", capacity: 4 });
      const asRead = await officesRepo.findOffice(t.database.db, admin.team.id, office.id);
      if (!asRead) throw new Error("office missing");
      const booking = await placeAlone(await inputFor(admin, office.id, new Date(await localSlot(2, 9)), asRead));
      const [stored] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
      // Every seat: no upper bound stored.
      expect(stored).toMatchObject({ officeId: office.id, seatFrom: 1, seatTo: null });

      // Made shared, then deactivated, after the read: the statement fails and stores nothing.
      for (const change of [
        { isShared: true, kind: "shared_area" as const },
        { isShared: false, kind: "room" as const, isActive: false },
      ]) {
        await officesRepo.updateOffice(t.database.db, admin.team.id, office.id, new Date(), change);
        const attempt = placeAlone(await inputFor(admin, office.id, new Date(await localSlot(3, 9)), asRead));
        const error = await attempt.then(
          () => null,
          (thrown: unknown) => thrown,
        );
        expect(isOfficeChanged(error)).toBe(true);
      }
      expect(await t.database.db.select().from(bookings).where(eq(bookings.teamId, admin.team.id))).toHaveLength(1);
    });

    it("a create whose office was deactivated answers OFFICE_INACTIVE and one of a resized office books it whole", async () => {
      const admin = await t.signupTeam();
      const office = await t.createOffice(admin, { name: "Corner Room", capacity: 4 });
      await officesRepo.updateOffice(t.database.db, admin.team.id, office.id, new Date(), { capacity: 8 });
      const created = await t.request("POST", "/api/bookings", {
        cookie: admin.cookie,
        payload: { officeId: office.id, startISO: await localSlot(2, 9), endISO: await localSlot(2, 10) },
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ seats: 8, isWholeOffice: true });
      await officesRepo.updateOffice(t.database.db, admin.team.id, office.id, new Date(), { isActive: false });
      const refused = await t.request("POST", "/api/bookings", {
        cookie: admin.cookie,
        payload: { officeId: office.id, startISO: await localSlot(3, 9), endISO: await localSlot(3, 10) },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.code).toBe("OFFICE_INACTIVE");
    });
  });
});
