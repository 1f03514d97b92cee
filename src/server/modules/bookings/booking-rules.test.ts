/**
 * The booking rules (docs/product.md "Booking rules", "Time", "Trial", "Tenancy and roles") through
 * the API, plus the pure rule functions where the API cannot reach a case. Each test signs up its
 * own team, so the file also passes on a shared PostgreSQL.
 *
 * Over 250 lines: one table of cases per rule, each a few lines; splitting by rule would repeat the
 * fixture in every file.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, bookings, teams } from "#db/schema/index.ts";
import { localSlot, type Session, startTestApp, type TestApp } from "#server/test/harness.ts";
import type { Booking } from "#shared/schemas/booking.ts";
import { localDate, localDayRange } from "#shared/time.ts";

const ZONE = "America/New_York";
const HOUR_MS = 3_600_000;

type Reply = Partial<Booking> & { code?: string; message?: string };

describe("booking rules", () => {
  /** The app's clock: the real time, unless a test pins it (and resets it in `finally`). */
  let pinnedNow: Date | null = null;
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ now: () => pinnedNow ?? new Date() });
  });
  afterAll(async () => {
    await t.close();
  });

  function book(session: Session, body: Record<string, unknown>) {
    return t.request<Reply>("POST", "/api/bookings", { cookie: session.cookie, payload: body });
  }

  /** Books `officeId` on local day `daysAhead` from hh:mm to hh2:mm2. */
  async function bookAt(
    session: Session,
    officeId: string,
    daysAhead: number,
    from: [number, number],
    to: [number, number],
  ) {
    return book(session, {
      officeId,
      startISO: await localSlot(daysAhead, from[0], from[1]),
      endISO: await localSlot(daysAhead, to[0], to[1]),
    });
  }

  async function expectRefused(
    res: { status: number; body: Reply },
    status: number,
    code: string,
    message?: string,
  ): Promise<void> {
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body.code).toBe(code);
    if (message !== undefined) expect(res.body.message).toBe(message);
    else expect(res.body.message).toBeTruthy();
  }

  /** Runs `fn` with the app's clock pinned to `iso`. */
  async function withClock(iso: string, fn: () => Promise<void>): Promise<void> {
    pinnedNow = new Date(iso);
    try {
      await fn();
    } finally {
      pinnedNow = null;
    }
  }

  /**
   * Signup starts the 14-day trial on the real date, so with the clock pinned months ahead the trial
   * would be over: make the teams active, as a super admin would.
   */
  async function activate(...sessions: Session[]): Promise<void> {
    for (const session of sessions) {
      await t.database.db.update(teams).set({ status: "active" }).where(eq(teams.id, session.team.id));
    }
  }

  async function teamBookingRows(teamId: string) {
    return t.database.db.select().from(bookings).where(eq(bookings.teamId, teamId));
  }

  describe("time rules", () => {
    it("refuses a start in the past with the spec's message", async () => {
      const admin = await t.signupTeam();
      const office = await t.createOffice(admin);
      const res = await bookAt(admin, office.id, -1, [9, 0], [10, 0]);
      await expectRefused(res, 422, "BOOKING_IN_PAST", "Cannot book time slots in the past");
      expect(await teamBookingRows(admin.team.id)).toHaveLength(0);
    });

    it("refuses a start or an end off the 15-minute grid", async () => {
      const admin = await t.signupTeam();
      const office = await t.createOffice(admin);
      await expectRefused(await bookAt(admin, office.id, 2, [9, 7], [10, 0]), 422, "OFF_GRID");
      await expectRefused(await bookAt(admin, office.id, 2, [9, 0], [10, 7]), 422, "OFF_GRID");
      // Seconds off the minute are off the grid too.
      const start = new Date(await localSlot(2, 9));
      const res = await book(admin, {
        officeId: office.id,
        startISO: new Date(start.getTime() + 30_000).toISOString(),
        endISO: await localSlot(2, 10),
      });
      await expectRefused(res, 422, "OFF_GRID");
      // Every quarter hour is on the grid.
      expect((await bookAt(admin, office.id, 2, [9, 15], [9, 45])).status).toBe(201);
      expect(await teamBookingRows(admin.team.id)).toHaveLength(1);
    });

    it("refuses an end before or equal to the start", async () => {
      const admin = await t.signupTeam();
      const office = await t.createOffice(admin);
      await expectRefused(await bookAt(admin, office.id, 2, [10, 0], [9, 0]), 422, "END_BEFORE_START");
      await expectRefused(await bookAt(admin, office.id, 2, [10, 0], [10, 0]), 422, "END_BEFORE_START");
    });

    it("refuses bookings shorter than 15 minutes or longer than 12 hours", async () => {
      const admin = await t.signupTeam();
      const office = await t.createOffice(admin);
      // 07:00-20:00 is inside business hours but lasts 13 hours.
      await expectRefused(await bookAt(admin, office.id, 2, [7, 0], [20, 0]), 422, "DURATION_OUT_OF_RANGE");
      // A 10-minute booking always has an end off the grid, and the grid is checked first.
      await expectRefused(await bookAt(admin, office.id, 2, [9, 0], [9, 10]), 422, "OFF_GRID");
      // The bounds themselves are accepted.
      expect((await bookAt(admin, office.id, 2, [7, 0], [7, 15])).status).toBe(201);
      expect((await bookAt(admin, office.id, 3, [7, 0], [19, 0])).status).toBe(201);
      // The pure rules (bounds, other zones' grids) are in src/shared/booking-rules.test.ts.
    });

    it("keeps bookings inside business hours 07:00-20:00 local, bounds included", async () => {
      const admin = await t.signupTeam();
      const office = await t.createOffice(admin);
      await expectRefused(await bookAt(admin, office.id, 2, [6, 45], [7, 45]), 422, "OUTSIDE_BUSINESS_HOURS");
      await expectRefused(await bookAt(admin, office.id, 2, [19, 30], [20, 15]), 422, "OUTSIDE_BUSINESS_HOURS");
      await expectRefused(await bookAt(admin, office.id, 2, [20, 0], [21, 0]), 422, "OUTSIDE_BUSINESS_HOURS");
      expect((await bookAt(admin, office.id, 2, [7, 0], [8, 0])).status).toBe(201);
      expect((await bookAt(admin, office.id, 2, [19, 0], [20, 0])).status).toBe(201);
      expect(await teamBookingRows(admin.team.id)).toHaveLength(2);
    });
  });

  describe("office and team state", () => {
    it("refuses to book a deactivated office", async () => {
      const admin = await t.signupTeam();
      const office = await t.createOffice(admin, { name: "Quiet Room" });
      const patch = await t.request("PATCH", `/api/offices/${office.id}`, {
        cookie: admin.cookie,
        payload: { isActive: false },
      });
      expect(patch.status).toBe(200);
      expect(patch.body.isActive).toBe(false);
      await expectRefused(
        await bookAt(admin, office.id, 2, [9, 0], [10, 0]),
        422,
        "OFFICE_INACTIVE",
        "Quiet Room is deactivated and cannot be booked.",
      );
      const reactivate = await t.request("PATCH", `/api/offices/${office.id}`, {
        cookie: admin.cookie,
        payload: { isActive: true },
      });
      expect(reactivate.status).toBe(200);
      expect((await bookAt(admin, office.id, 2, [9, 0], [10, 0])).status).toBe(201);
    });

    it("answers 402 TRIAL_EXPIRED after the trial, while reads still work", async () => {
      const admin = await t.signupTeam();
      const office = await t.createOffice(admin);
      const before = await bookAt(admin, office.id, 2, [9, 0], [10, 0]);
      expect(before.status).toBe(201);

      await t.database.db
        .update(teams)
        .set({ trialEndsAt: new Date(Date.now() - HOUR_MS) })
        .where(eq(teams.id, admin.team.id));

      await expectRefused(await bookAt(admin, office.id, 2, [11, 0], [12, 0]), 402, "TRIAL_EXPIRED");
      const list = await t.request<Booking[]>("GET", "/api/bookings", { cookie: admin.cookie });
      expect(list.status).toBe(200);
      expect(list.body.map((b) => b.id)).toEqual([before.body.id]);
      expect(await teamBookingRows(admin.team.id)).toHaveLength(1);
    });

    it("answers 404 for an office of another team", async () => {
      const admin = await t.signupTeam();
      const other = await t.signupTeam();
      const foreign = await t.createOffice(other);
      await expectRefused(await bookAt(admin, foreign.id, 2, [9, 0], [10, 0]), 404, "NOT_FOUND");
      expect(await teamBookingRows(other.team.id)).toHaveLength(0);
    });
  });

  describe("reading bookings", () => {
    it("lists the team's bookings of one LOCAL day (19:00 New York is the next day in UTC)", async () => {
      const admin = await t.signupTeam();
      const member = await t.addMember(admin);
      const outsider = await t.signupTeam();
      const office = await t.createOffice(admin);
      const outsiderOffice = await t.createOffice(outsider);
      await activate(admin, outsider);

      // In January New York is UTC-5, so 19:00-20:00 local on the 5th is 00:00Z-01:00Z on the 6th.
      await withClock("2027-01-01T12:00:00Z", async () => {
        const evening = await book(admin, {
          officeId: office.id,
          startISO: "2027-01-05T19:00:00-05:00",
          endISO: "2027-01-05T20:00:00-05:00",
        });
        expect(evening.status, JSON.stringify(evening.body)).toBe(201);
        expect(evening.body.startISO).toBe("2027-01-06T00:00:00.000Z");
        const morning = await book(member, {
          officeId: office.id,
          startISO: "2027-01-05T08:00:00-05:00",
          endISO: "2027-01-05T09:00:00-05:00",
        });
        const nextDay = await book(admin, {
          officeId: office.id,
          startISO: "2027-01-06T07:00:00-05:00",
          endISO: "2027-01-06T08:00:00-05:00",
        });
        const foreign = await book(outsider, {
          officeId: outsiderOffice.id,
          startISO: "2027-01-05T10:00:00-05:00",
          endISO: "2027-01-05T11:00:00-05:00",
        });
        for (const res of [morning, nextDay, foreign]) expect(res.status, JSON.stringify(res.body)).toBe(201);

        const list = await t.request<Booking[]>("GET", "/api/bookings?date=2027-01-05", { cookie: member.cookie });
        expect(list.status).toBe(200);
        expect(list.body.map((b) => b.id)).toEqual([morning.body.id, evening.body.id]);
        expect(list.body[0].userName).toBe("Max Member");

        const nextList = await t.request<Booking[]>("GET", "/api/bookings?date=2027-01-06", { cookie: admin.cookie });
        expect(nextList.body.map((b) => b.id)).toEqual([nextDay.body.id]);
      });

      const bad = await t.request("GET", "/api/bookings?date=2026-02-30", { cookie: admin.cookie });
      expect(bad.status).toBe(400);
    });

    it("shows the availability of one office for a local date", async () => {
      const admin = await t.signupTeam();
      const office = await t.createOffice(admin, { name: "Studio" });
      const otherOffice = await t.createOffice(admin);
      const a = await bookAt(admin, office.id, 2, [9, 0], [10, 0]);
      const b = await bookAt(admin, office.id, 2, [19, 0], [20, 0]);
      const cancelled = await bookAt(admin, office.id, 2, [12, 0], [13, 0]);
      const elsewhere = await bookAt(admin, otherOffice.id, 2, [9, 0], [10, 0]);
      const tomorrow = await bookAt(admin, office.id, 3, [9, 0], [10, 0]);
      for (const res of [a, b, cancelled, elsewhere, tomorrow]) expect(res.status).toBe(201);
      expect((await t.request("DELETE", `/api/bookings/${cancelled.body.id}`, { cookie: admin.cookie })).status).toBe(
        200,
      );

      const date = localDate(new Date(a.body.startISO!), ZONE);
      const res = await t.request("GET", `/api/offices/${office.id}/availability?date=${date}`, {
        cookie: admin.cookie,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ officeId: office.id, date, timeZone: ZONE, capacity: 4, isShared: false });
      expect(res.body.bookedSlots).toEqual([
        expect.objectContaining({
          bookingId: a.body.id,
          start: a.body.startISO,
          end: a.body.endISO,
          userId: admin.user.id,
          isWholeOffice: true,
          seats: 4,
        }),
        expect.objectContaining({ bookingId: b.body.id, start: b.body.startISO, end: b.body.endISO }),
      ]);

      const other = await t.signupTeam();
      const foreign = await t.request("GET", `/api/offices/${office.id}/availability?date=${date}`, {
        cookie: other.cookie,
      });
      expect(foreign.status).toBe(404);
    });

    it("returns at most `limit` of the user's own upcoming bookings, soonest first", async () => {
      const admin = await t.signupTeam();
      const member = await t.addMember(admin);
      const office = await t.createOffice(admin);

      // An ended booking of the admin (inserted directly: the API refuses the past).
      await t.database.db.insert(bookings).values({
        teamId: admin.team.id,
        officeId: office.id,
        userId: admin.user.id,
        startAt: new Date(Date.now() - 3 * HOUR_MS),
        endAt: new Date(Date.now() - 2 * HOUR_MS),
      });
      // Created out of order, on days 7 down to 1.
      const mine: Reply[] = [];
      for (let day = 7; day >= 1; day--) {
        const res = await bookAt(admin, office.id, day, [10, 0], [11, 0]);
        expect(res.status).toBe(201);
        mine.push(res.body);
      }
      // Someone else's booking sooner than all of mine, and one of mine cancelled.
      expect((await bookAt(member, office.id, 1, [8, 0], [9, 0])).status).toBe(201);
      const soonest = mine[mine.length - 1];
      expect((await t.request("DELETE", `/api/bookings/${soonest.id}`, { cookie: admin.cookie })).status).toBe(200);

      const res = await t.request<Booking[]>("GET", "/api/bookings/upcoming?limit=5", { cookie: admin.cookie });
      expect(res.status).toBe(200);
      const expected = mine
        .filter((b) => b.id !== soonest.id)
        .sort((x, y) => x.startISO!.localeCompare(y.startISO!))
        .slice(0, 5)
        .map((b) => b.id);
      expect(res.body.map((b) => b.id)).toEqual(expected);
      expect(res.body.every((b) => b.userId === admin.user.id && b.status === "confirmed")).toBe(true);

      const two = await t.request<Booking[]>("GET", "/api/bookings/upcoming?limit=2", { cookie: admin.cookie });
      expect(two.body.map((b) => b.id)).toEqual(expected.slice(0, 2));
      const memberView = await t.request<Booking[]>("GET", "/api/bookings/upcoming", { cookie: member.cookie });
      expect(memberView.body).toHaveLength(1);
      expect(memberView.body[0].userId).toBe(member.user.id);
    });
  });

  describe("who may book and cancel", () => {
    it("lets a member cancel their own booking, not another member's; a team_manager may", async () => {
      const admin = await t.signupTeam();
      const alice = await t.addMember(admin, "member", "Alice");
      const bob = await t.addMember(admin, "member", "Bob");
      const manager = await t.addMember(admin, "team_manager", "Mia Manager");
      const office = await t.createOffice(admin);

      const own = await bookAt(alice, office.id, 2, [9, 0], [10, 0]);
      const bobs = await bookAt(bob, office.id, 2, [10, 0], [11, 0]);
      expect(own.status).toBe(201);
      expect(bobs.status).toBe(201);

      const cancelOwn = await t.request<Reply>("DELETE", `/api/bookings/${own.body.id}`, { cookie: alice.cookie });
      expect(cancelOwn.status).toBe(200);
      expect(cancelOwn.body.status).toBe("cancelled");

      await expectRefused(
        await t.request<Reply>("DELETE", `/api/bookings/${bobs.body.id}`, { cookie: alice.cookie }),
        403,
        "FORBIDDEN",
      );
      const [stillThere] = await t.database.db.select().from(bookings).where(eq(bookings.id, bobs.body.id!));
      expect(stillThere.status).toBe("confirmed");

      const byManager = await t.request<Reply>("DELETE", `/api/bookings/${bobs.body.id}`, { cookie: manager.cookie });
      expect(byManager.status).toBe(200);
      expect(byManager.body.status).toBe("cancelled");
      const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, bobs.body.id!));
      expect(row.status).toBe("cancelled");
      expect(row.cancelledBy).toBe(manager.user.id);

      await expectRefused(
        await t.request<Reply>("DELETE", `/api/bookings/${bobs.body.id}`, { cookie: manager.cookie }),
        409,
        "BOOKING_NOT_CANCELLABLE",
      );
      await expectRefused(
        await t.request<Reply>("DELETE", `/api/bookings/${own.body.id}`, { cookie: alice.cookie }),
        409,
        "BOOKING_NOT_CANCELLABLE",
      );

      // A booking of another team is not found, not forbidden.
      const outsider = await t.signupTeam();
      const outsiderOffice = await t.createOffice(outsider);
      const foreign = await bookAt(outsider, outsiderOffice.id, 2, [9, 0], [10, 0]);
      await expectRefused(
        await t.request<Reply>("DELETE", `/api/bookings/${foreign.body.id}`, { cookie: manager.cookie }),
        404,
        "NOT_FOUND",
      );
    });

    it("lets a team_manager book for another member; a member may not; teamId must match", async () => {
      const admin = await t.signupTeam();
      const member = await t.addMember(admin, "member", "Mo Member");
      const other = await t.addMember(admin, "member", "Olga Other");
      const manager = await t.addMember(admin, "team_manager", "Mia Manager");
      const office = await t.createOffice(admin);
      const slot = async (day: number) => ({
        officeId: office.id,
        startISO: await localSlot(day, 9),
        endISO: await localSlot(day, 10),
      });

      const forMember = await book(manager, { ...(await slot(2)), userId: member.user.id });
      expect(forMember.status).toBe(201);
      expect(forMember.body.userId).toBe(member.user.id);
      expect(forMember.body.userName).toBe("Mo Member");
      const upcoming = await t.request<Booking[]>("GET", "/api/bookings/upcoming", { cookie: member.cookie });
      expect(upcoming.body.map((b) => b.id)).toEqual([forMember.body.id]);

      await expectRefused(await book(member, { ...(await slot(3)), userId: other.user.id }), 403, "FORBIDDEN");
      // Naming oneself is fine.
      expect((await book(member, { ...(await slot(3)), userId: member.user.id })).status).toBe(201);

      await expectRefused(await book(member, { ...(await slot(4)), teamId: crypto.randomUUID() }), 403, "FORBIDDEN");
      expect((await book(member, { ...(await slot(4)), teamId: admin.team.id })).status).toBe(201);

      // A user of another team cannot be booked for.
      const outsider = await t.signupTeam();
      await expectRefused(await book(manager, { ...(await slot(5)), userId: outsider.user.id }), 404, "NOT_FOUND");

      const rows = await teamBookingRows(admin.team.id);
      expect(rows.map((r) => r.userId)).toEqual([member.user.id, member.user.id, member.user.id]);
      expect(rows.find((r) => r.id === forMember.body.id)?.createdBy).toBe(manager.user.id);
    });

    it("writes one audit event per create and per cancel", async () => {
      const admin = await t.signupTeam();
      const member = await t.addMember(admin);
      const office = await t.createOffice(admin);
      const created = await bookAt(member, office.id, 2, [9, 0], [10, 0]);
      expect(created.status).toBe(201);
      const id = created.body.id!;

      const eventsOf = () =>
        t.database.db
          .select()
          .from(auditEvents)
          .where(and(eq(auditEvents.targetType, "booking"), eq(auditEvents.targetId, id)));

      let events = await eventsOf();
      expect(events.map((e) => e.action)).toEqual(["booking.created"]);
      expect(events[0]).toMatchObject({ teamId: admin.team.id, actorId: member.user.id });

      // A refused request writes nothing.
      expect((await bookAt(member, office.id, 2, [9, 0], [10, 0])).status).toBe(409);
      expect((await t.request("DELETE", `/api/bookings/${id}`, { cookie: member.cookie })).status).toBe(200);
      expect((await t.request("DELETE", `/api/bookings/${id}`, { cookie: member.cookie })).status).toBe(409);

      events = await eventsOf();
      expect(events.map((e) => e.action).sort()).toEqual(["booking.cancelled", "booking.created"]);
      const cancelled = events.find((e) => e.action === "booking.cancelled");
      expect(cancelled).toMatchObject({ teamId: admin.team.id, actorId: member.user.id });
      expect((cancelled!.before as Booking).status).toBe("confirmed");
      expect((cancelled!.after as Booking).status).toBe("cancelled");
    });
  });

  describe("daylight saving time (America/New_York)", () => {
    it("has a 23-hour spring-forward day and a 25-hour fall-back day", () => {
      const spring = localDayRange("2027-03-14", ZONE);
      expect(spring.start.toISOString()).toBe("2027-03-14T05:00:00.000Z");
      expect(spring.end.toISOString()).toBe("2027-03-15T04:00:00.000Z");
      expect((spring.end.getTime() - spring.start.getTime()) / HOUR_MS).toBe(23);
      const fall = localDayRange("2027-11-07", ZONE);
      expect(fall.start.toISOString()).toBe("2027-11-07T04:00:00.000Z");
      expect(fall.end.toISOString()).toBe("2027-11-08T05:00:00.000Z");
      expect((fall.end.getTime() - fall.start.getTime()) / HOUR_MS).toBe(25);
      expect(() => localDayRange("2027-02-29", ZONE)).toThrow(RangeError);
    });

    it("stores local 09:00-10:00 on DST days as the right UTC instants and lists them on that day", async () => {
      const admin = await t.signupTeam();
      const office = await t.createOffice(admin, { name: "Focus Room" });
      await activate(admin);
      await withClock("2027-01-01T12:00:00Z", async () => {
        const spring = await book(admin, {
          officeId: office.id,
          startISO: "2027-03-14T09:00:00-04:00",
          endISO: "2027-03-14T10:00:00-04:00",
        });
        expect(spring.status, JSON.stringify(spring.body)).toBe(201);
        expect(spring.body.startISO).toBe("2027-03-14T13:00:00.000Z");
        expect(spring.body.endISO).toBe("2027-03-14T14:00:00.000Z");

        const fall = await book(admin, {
          officeId: office.id,
          startISO: "2027-11-07T09:00:00-05:00",
          endISO: "2027-11-07T10:00:00-05:00",
        });
        expect(fall.status, JSON.stringify(fall.body)).toBe(201);
        expect(fall.body.startISO).toBe("2027-11-07T14:00:00.000Z");

        // On the fall-back day 07:00 with the summer offset (-04:00) is 06:00 local, before business hours.
        await expectRefused(
          await book(admin, {
            officeId: office.id,
            startISO: "2027-11-07T07:00:00-04:00",
            endISO: "2027-11-07T08:00:00-04:00",
          }),
          422,
          "OUTSIDE_BUSINESS_HOURS",
        );

        // The last bookable hour of the spring-forward day, 19:00-20:00 EDT, is 23:00Z-00:00Z.
        const evening = await book(admin, {
          officeId: office.id,
          startISO: "2027-03-14T23:00:00Z",
          endISO: "2027-03-15T00:00:00Z",
        });
        expect(evening.status, JSON.stringify(evening.body)).toBe(201);

        const rows = await t.database.db
          .select()
          .from(bookings)
          .where(and(eq(bookings.officeId, office.id), eq(bookings.startAt, new Date("2027-03-14T13:00:00Z"))));
        expect(rows).toHaveLength(1);
        expect(rows[0].endAt.toISOString()).toBe("2027-03-14T14:00:00.000Z");

        const list = await t.request<Booking[]>("GET", "/api/bookings?date=2027-03-14", { cookie: admin.cookie });
        expect(list.body.map((b) => b.id)).toEqual([spring.body.id, evening.body.id]);
        const fallList = await t.request<Booking[]>("GET", "/api/bookings?date=2027-11-07", { cookie: admin.cookie });
        expect(fallList.body.map((b) => b.id)).toEqual([fall.body.id]);

        // With the clock pinned, a date before 2027-01-01 is in the past even if it is not for the wall clock.
        await expectRefused(
          await book(admin, {
            officeId: office.id,
            startISO: "2026-12-31T09:00:00-05:00",
            endISO: "2026-12-31T10:00:00-05:00",
          }),
          422,
          "BOOKING_IN_PAST",
          "Cannot book time slots in the past",
        );
      });
    });
  });
});
