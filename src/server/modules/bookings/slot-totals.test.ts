/**
 * The slot totals the database keeps for the month view's team-wide figures (migration 0027,
 * docs/decisions/0027): after every kind of change that moves a figure — a create (whole office, one
 * seat, every seat of a shared office), a move in time and to another office, a cancel, a series, a
 * member's removal, a check-in, an office's new capacity, deactivation and reactivation, an office
 * deleted — the totals equal the team's confirmed bookings of active offices summed from scratch,
 * another team's stay apart, and the team-wide figures equal the sum of every active office's own.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offices, teams } from "#db/schema/index.ts";
import { type Session, startTestApp, type TestApp } from "#server/test/harness.ts";
import type { BookingDay } from "#shared/schemas/booking.ts";
import { zonedInstant } from "#shared/time.ts";

const NOW = new Date("2026-03-02T12:00:00Z");
const NY = "America/New_York";
const MONTH = "from=2026-03-01&to=2026-03-31";

const at = (date: string, hour: number) => new Date(zonedInstant(date, hour * 60, NY).getTime()).toISOString();

interface SlotTotal {
  start: string;
  end: string;
  bookings: number;
  seats: number;
}

describe("team slot totals", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ now: () => NOW });
  });
  afterAll(async () => {
    await t.close();
  });

  async function ok<T = Record<string, unknown>>(
    method: "POST" | "PATCH" | "DELETE",
    url: string,
    session: Session,
    payload?: object,
  ): Promise<T> {
    const res = await t.request<T>(method, url, { cookie: session.cookie, payload });
    expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
    return res.body;
  }

  const book = (session: Session, officeId: string, date: string, from: number, to: number, extra = {}) =>
    ok<{ id: string }>("POST", "/api/bookings", session, {
      officeId,
      startISO: at(date, from),
      endISO: at(date, to),
      ...extra,
    });

  /** What the triggers keep: each slot's shards summed, empty slots left out. */
  async function kept(teamId: string): Promise<SlotTotal[]> {
    const result = await t.database.db.execute(sql`
      select to_char(start_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as start,
             to_char(end_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as end,
             sum(bookings)::int as bookings, sum(seats)::int as seats
        from team_slot_totals where team_id = ${teamId}
       group by start_at, end_at having sum(bookings) <> 0 or sum(seats) <> 0
       order by start_at, end_at`);
    return (result as unknown as { rows: SlotTotal[] }).rows;
  }

  /** The same summed from the team's bookings now. */
  async function counted(teamId: string): Promise<SlotTotal[]> {
    const result = await t.database.db.execute(sql`
      select to_char(b.start_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as start,
             to_char(b.end_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as end,
             count(*)::int as bookings,
             sum(case when b.seat_to is null then o.capacity else b.seat_to - b.seat_from end)::int as seats
        from bookings b join offices o on o.id = b.office_id and o.is_active
       where b.team_id = ${teamId} and b.status = 'confirmed'
       group by b.start_at, b.end_at
       order by b.start_at, b.end_at`);
    return (result as unknown as { rows: SlotTotal[] }).rows;
  }

  async function days(session: Session, query: string): Promise<BookingDay[]> {
    const res = await t.request<BookingDay[]>("GET", `/api/bookings/days?${query}`, { cookie: session.cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  }

  /** The team-wide figures beside every active office's own, summed per day. */
  async function expectFiguresAgree(session: Session): Promise<void> {
    const teamWide = await days(session, MONTH);
    const active = await t.database.db.select().from(offices).where(eq(offices.teamId, session.team.id));
    const perOffice = await Promise.all(
      active.filter((o) => o.isActive).map((o) => days(session, `${MONTH}&officeId=${o.id}`)),
    );
    expect(teamWide.map((d) => [d.date, d.bookings, d.own])).toEqual(
      teamWide.map((d, i) => [
        d.date,
        perOffice.reduce((sum, office) => sum + office[i].bookings, 0),
        perOffice.reduce((sum, office) => sum + office[i].own, 0),
      ]),
    );
  }

  async function expectKept(session: Session): Promise<void> {
    expect(await kept(session.team.id)).toEqual(await counted(session.team.id));
    await expectFiguresAgree(session);
  }

  it("stay equal to the bookings through every change that moves a figure", async () => {
    const admin = await t.signupTeam();
    const member = await t.addMember(admin, "member", "Mo");
    await t.database.db
      .update(teams)
      .set({ timeZone: NY, businessStartMinute: 8 * 60, businessEndMinute: 18 * 60 })
      .where(eq(teams.id, admin.team.id));
    const other = await t.signupTeam();
    const otherRoom = await t.createOffice(other, { name: "Elsewhere" });
    await book(other, otherRoom.id, "2026-03-04", 9, 11);
    const othersBefore = await kept(other.team.id);
    expect(othersBefore).toEqual([{ start: "2026-03-04T14:00", end: "2026-03-04T16:00", bookings: 1, seats: 4 }]);

    const room = await t.createOffice(admin, { name: "Room", capacity: 4 });
    const space = await t.createOffice(admin, { name: "Open Space", capacity: 6, isShared: true });
    const desk = await t.createOffice(admin, { name: "Desk 1", capacity: 1 });

    // Creates: the room whole, a seat and every seat of the open space, two desks on one slot.
    const roomBooking = await book(admin, room.id, "2026-03-04", 9, 11);
    const seat = await book(member, space.id, "2026-03-04", 9, 11);
    await book(admin, space.id, "2026-03-05", 9, 17, { wholeOffice: true });
    await book(member, desk.id, "2026-03-05", 9, 17);
    await expectKept(admin);
    expect(await kept(admin.team.id)).toEqual([
      { start: "2026-03-04T14:00", end: "2026-03-04T16:00", bookings: 2, seats: 5 },
      { start: "2026-03-05T14:00", end: "2026-03-05T22:00", bookings: 2, seats: 7 },
    ]);

    // A move in time and to another office; a check-in moves nothing.
    await ok("PATCH", `/api/bookings/${roomBooking.id}`, admin, {
      startISO: at("2026-03-06", 13),
      endISO: at("2026-03-06", 15),
    });
    await ok("PATCH", `/api/bookings/${seat.id}`, member, { officeId: desk.id });
    await expectKept(admin);

    // A cancel; a weekly series of four; the member's removal cancels their future bookings.
    const cancelled = await book(member, room.id, "2026-03-10", 10, 12);
    await ok("DELETE", `/api/bookings/${cancelled.id}`, member);
    await ok("POST", "/api/series", member, {
      officeId: room.id,
      startDate: "2026-03-09",
      startTime: "08:00",
      durationMinutes: 60,
      rrule: "FREQ=WEEKLY;COUNT=4",
    });
    await expectKept(admin);
    await ok("DELETE", `/api/team/members/${member.user.id}`, admin);
    await expectKept(admin);

    // The office's capacity (a whole-office booking holds all of it), deactivation and back.
    await book(admin, room.id, "2026-03-12", 9, 10);
    await ok("PATCH", `/api/offices/${room.id}`, admin, { capacity: 8 });
    await expectKept(admin);
    await ok("PATCH", `/api/offices/${room.id}`, admin, { isActive: false, futureBookings: "keep" });
    await expectKept(admin);
    await ok("PATCH", `/api/offices/${room.id}`, admin, { isActive: true });
    await expectKept(admin);

    // An office deleted (only the database does that: the app deactivates) takes its bookings out.
    await t.database.db.delete(offices).where(eq(offices.id, desk.id));
    await expectKept(admin);

    expect(await kept(other.team.id)).toEqual(othersBefore);
  });

  /** Resolves once a statement of this database waits for a lock another transaction holds. */
  async function someoneWaitsForALock(): Promise<void> {
    await expect
      .poll(async () => {
        const result = await t.database.db.execute(sql`
          select count(*)::int as n from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock'`);
        return (result as unknown as { rows: { n: number }[] }).rows[0].n;
      })
      .toBeGreaterThan(0);
  }

  /** Runs `first` in a transaction left open until `second`, sent meanwhile, waits for its lock. */
  async function overlap(first: string, second: string): Promise<void> {
    let commit!: () => void;
    const mayCommit = new Promise<void>((done) => {
      commit = done;
    });
    let wrote!: () => void;
    const hasWritten = new Promise<void>((done) => {
      wrote = done;
    });
    const open = t.database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(first));
      wrote();
      await mayCommit;
    });
    await hasWritten;
    // then() sends it now: drizzle sends a query when it is first awaited.
    const waiting = t.database.db.execute(sql.raw(second)).then(() => undefined);
    await someoneWaitsForALock();
    commit();
    await open;
    await waiting;
  }

  // Needs two connections at once: PGlite has one.
  it.skipIf(!process.env.DATABASE_URL)(
    "stay equal when an office's capacity changes while one of its bookings is cancelled, either first",
    async () => {
      const admin = await t.signupTeam();
      const room = await t.createOffice(admin, { name: "Room", capacity: 4 });
      const first = await book(admin, room.id, "2026-03-04", 9, 11);
      const second = await book(admin, room.id, "2026-03-05", 9, 11);
      const cancel = (id: string) =>
        `update bookings set status = 'cancelled', cancelled_at = now() where id = '${id}'`;
      await overlap(cancel(first.id), `update offices set capacity = 8 where id = '${room.id}'`);
      expect(await kept(admin.team.id)).toEqual(await counted(admin.team.id));
      await overlap(`update offices set capacity = 2 where id = '${room.id}'`, cancel(second.id));
      expect(await kept(admin.team.id)).toEqual(await counted(admin.team.id));
      expect(await counted(admin.team.id)).toEqual([]);
    },
  );

  it("go with a team that is deleted, leaving the others' as they were", async () => {
    const gone = await t.signupTeam();
    const stays = await t.signupTeam();
    await book(gone, (await t.createOffice(gone, { name: "Gone" })).id, "2026-03-04", 9, 11);
    await book(stays, (await t.createOffice(stays, { name: "Stays" })).id, "2026-03-04", 9, 11);
    const staysBefore = await kept(stays.team.id);
    await t.database.db.delete(teams).where(eq(teams.id, gone.team.id));
    expect(await kept(gone.team.id)).toEqual([]);
    expect(await kept(stays.team.id)).toEqual(staysBefore);
  });
});
