/**
 * The booking invariant under concurrency (docs/product.md "Spaces and seats"): requests
 * race over real HTTP, and the exclusion constraint `bookings_no_overlap` refuses overlaps even when
 * the application check is bypassed. Runs on PGlite and, with DATABASE_URL, on a shared PostgreSQL,
 * so every query is scoped by this test's own team and office.
 *
 * Over 250 lines: each race and its database-level counterpart (SQLSTATE 23P01) read best side by
 * side, over one listening app and the SQLSTATE helpers at the top.
 */
import { and, eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings } from "#db/schema/index.ts";
import { localSlot, type Session, startTestApp, type TestApp } from "#server/test/harness.ts";
import type { Booking } from "#shared/schemas/booking.ts";
import { localDate } from "#shared/time.ts";

const ZONE = "America/New_York";

/** A 201 booking or a `{ code, message }` error body. */
type BookingReply = Partial<Booking> & { code?: string; message?: string };

/** SQLSTATE of a driver error, through drizzle's wrapper (`cause`). */
function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

async function expectSqlState(promise: PromiseLike<unknown>, state: string): Promise<void> {
  let caught: unknown;
  try {
    await promise;
  } catch (error) {
    caught = error;
  }
  expect(caught, `expected the insert to be refused with SQLSTATE ${state}`).toBeDefined();
  expect(sqlState(caught)).toBe(state);
}

describe("booking concurrency and the exclusion constraint", () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await startTestApp();
    base = await t.listen();
  });
  afterAll(async () => {
    await t.close();
  });

  async function post(session: Session, body: Record<string, unknown>) {
    const res = await fetch(`${base}/api/bookings`, {
      method: "POST",
      headers: { cookie: session.cookie, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as BookingReply };
  }

  async function confirmedRows(officeId: string) {
    return t.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.officeId, officeId), eq(bookings.status, "confirmed")));
  }

  it("lets exactly one of 50 simultaneous requests book the same office and hour", async () => {
    const admin = await t.signupTeam();
    const members = await Promise.all([t.addMember(admin), t.addMember(admin, "team_manager")]);
    const sessions = [admin, ...members];
    const office = await t.createOffice(admin, { name: "Focus Room" });
    const body = { officeId: office.id, startISO: await localSlot(3, 9), endISO: await localSlot(3, 10) };

    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => post(sessions[i % sessions.length], body)));

    const created = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status === 409);
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const r of refused) {
      expect(r.body.code).toBe("BOOKING_CONFLICT");
      expect(r.body.message).toBe("Focus Room is already booked from 09:00 to 10:00");
    }

    const rows = await confirmedRows(office.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].id).toBe(created[0].body.id);
    expect(rows[0].startAt.toISOString()).toBe(body.startISO);
    expect(rows[0].endAt.toISOString()).toBe(body.endISO);
  });

  it("allows back-to-back bookings (10:00-11:00 then 11:00-12:00) but not an overlapping one", async () => {
    const admin = await t.signupTeam();
    const office = await t.createOffice(admin, { name: "Board Room" });
    const [first, second] = await Promise.all([
      post(admin, { officeId: office.id, startISO: await localSlot(4, 10), endISO: await localSlot(4, 11) }),
      post(admin, { officeId: office.id, startISO: await localSlot(4, 11), endISO: await localSlot(4, 12) }),
    ]);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);

    const overlap = await post(admin, {
      officeId: office.id,
      startISO: await localSlot(4, 10, 30),
      endISO: await localSlot(4, 11, 30),
    });
    expect(overlap.status).toBe(409);
    expect(overlap.body.code).toBe("BOOKING_CONFLICT");
    expect(overlap.body.message).toBe("Board Room is already booked from 10:00 to 11:00");
    expect(await confirmedRows(office.id)).toHaveLength(2);
  });

  it("grants a shared office of capacity 3 to exactly 3 of 10 simultaneous seat requests", async () => {
    const admin = await t.signupTeam();
    const office = await t.createOffice(admin, { name: "Hot Desks", isShared: true, capacity: 3 });
    const slot = { officeId: office.id, startISO: await localSlot(5, 9), endISO: await localSlot(5, 10) };

    // Ten people: one person holds at most one seat of a shared office at a time (docs/product.md
    // "Spaces and seats").
    const people = await Promise.all(Array.from({ length: 10 }, (_, i) => t.addMember(admin, "member", `Seat ${i}`)));
    const results = await Promise.all(people.map((person) => post(person, slot)));
    const created = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status === 409);
    expect(created).toHaveLength(3);
    expect(refused).toHaveLength(7);
    for (const r of refused) {
      expect(r.body.code).toBe("BOOKING_CONFLICT");
      expect(r.body.message).toContain("Hot Desks has no free seat from 09:00 to 10:00");
    }
    for (const r of created) {
      expect(r.body.isWholeOffice).toBe(false);
      expect(r.body.seats).toBe(1);
    }

    const rows = await confirmedRows(office.id);
    expect(rows.map((r) => r.seatFrom).sort()).toEqual([1, 2, 3]);

    const date = localDate(new Date(slot.startISO), ZONE);
    const availability = await t.request("GET", `/api/offices/${office.id}/availability?date=${date}`, {
      cookie: admin.cookie,
    });
    expect(availability.status).toBe(200);
    expect(availability.body.capacity).toBe(3);
    expect(availability.body.isShared).toBe(true);
    expect(availability.body.bookedSlots).toHaveLength(3);
    for (const booked of availability.body.bookedSlots) {
      expect(booked.seats).toBe(1);
      expect(booked.isWholeOffice).toBe(false);
      expect(booked.start).toBe(slot.startISO);
    }

    // The whole office is not free while any seat is held.
    const whole = await post(admin, { ...slot, wholeOffice: true });
    expect(whole.status).toBe(409);
    expect(whole.body.code).toBe("BOOKING_CONFLICT");

    // A whole-office booking of a free hour succeeds, and then no seat is left in it.
    const freeHour = { officeId: office.id, startISO: await localSlot(5, 11), endISO: await localSlot(5, 12) };
    const wholeFree = await post(admin, { ...freeHour, wholeOffice: true });
    expect(wholeFree.status).toBe(201);
    expect(wholeFree.body.isWholeOffice).toBe(true);
    expect(wholeFree.body.seats).toBe(3);
    const seatInWhole = await post(admin, freeHour);
    expect(seatInWhole.status).toBe(409);
    expect(seatInWhole.body.code).toBe("BOOKING_CONFLICT");
    expect(await confirmedRows(office.id)).toHaveLength(4);
  });

  it("refuses overlapping confirmed rows in the database itself (SQLSTATE 23P01)", async () => {
    const admin = await t.signupTeam();
    const office = await t.createOffice(admin, { name: "Desk Area", isShared: true, capacity: 3 });
    const db = t.database.db;
    const start = new Date(await localSlot(6, 9));
    const end = new Date(await localSlot(6, 10));
    const row = {
      teamId: admin.team!.id,
      officeId: office.id,
      userId: admin.user.id,
      startAt: start,
      endAt: end,
    };

    // Two whole-office rows for the same hour: the second is refused.
    await db.insert(bookings).values({ ...row, seatFrom: 1, seatTo: null });
    await expectSqlState(db.insert(bookings).values({ ...row, seatFrom: 1, seatTo: null }), "23P01");

    // A partial overlap in time is refused too; back-to-back is not.
    const halfPast = new Date(start.getTime() + 30 * 60_000);
    await expectSqlState(
      db.insert(bookings).values({ ...row, startAt: halfPast, endAt: new Date(end.getTime() + 30 * 60_000) }),
      "23P01",
    );
    await db.insert(bookings).values({ ...row, startAt: end, endAt: new Date(end.getTime() + 60 * 60_000) });

    // A cancelled (or released) row may overlap anything.
    await db.insert(bookings).values({ ...row, status: "cancelled" });
    await db.insert(bookings).values({ ...row, status: "released" });

    // Seats [1,2) and [2,3) do not share a seat, so they may overlap in time; [1,2) twice may not.
    const seatStart = new Date(await localSlot(6, 13));
    const seatEnd = new Date(await localSlot(6, 14));
    const seatRow = { ...row, startAt: seatStart, endAt: seatEnd };
    await db.insert(bookings).values({ ...seatRow, seatFrom: 1, seatTo: 2 });
    await db.insert(bookings).values({ ...seatRow, seatFrom: 2, seatTo: 3 });
    await expectSqlState(db.insert(bookings).values({ ...seatRow, seatFrom: 1, seatTo: 2 }), "23P01");

    // A whole-office row (seat_to NULL) conflicts with any seat row, even one it only partly overlaps.
    await expectSqlState(db.insert(bookings).values({ ...seatRow, seatFrom: 1, seatTo: null }), "23P01");
    await expectSqlState(
      db.insert(bookings).values({
        ...seatRow,
        startAt: new Date(seatStart.getTime() + 45 * 60_000),
        endAt: new Date(seatEnd.getTime() + 45 * 60_000),
        seatFrom: 1,
        seatTo: null,
      }),
      "23P01",
    );
    // ...and a seat row conflicts with a whole-office row.
    await expectSqlState(db.insert(bookings).values({ ...row, seatFrom: 3, seatTo: 4 }), "23P01");

    const confirmed = await confirmedRows(office.id);
    expect(confirmed).toHaveLength(4);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    "answers 409 naming the holder when a writer that bypassed the office lock commits first (the constraint decides)",
    async () => {
      const admin = await t.signupTeam();
      const office = await t.createOffice(admin, { name: "Backstop Room" });
      const start = await localSlot(8, 9);
      const end = await localSlot(8, 10);
      const writer = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await writer.connect();
      try {
        // A plain insert would take a key-share lock on the office row (its foreign key) and so queue
        // behind the app's office lock; replica mode skips the foreign-key triggers, not the exclusion
        // constraint, so this writer truly bypasses the lock. Its row is not committed: the app's
        // overlap check cannot see it, and the app's insert waits on the constraint instead.
        await writer.query("set session_replication_role = replica");
        await writer.query("begin");
        await writer.query(
          "insert into bookings (team_id, office_id, user_id, start_at, end_at, seat_from) values ($1, $2, $3, $4, $5, 1)",
          [admin.team!.id, office.id, admin.user.id, start, end],
        );
        const pending = post(admin, { officeId: office.id, startISO: start, endISO: end });
        // The app's insert now waits on the constraint for the rogue transaction to end.
        for (let tries = 0; tries < 200; tries++) {
          const { rows } = await writer.query(
            "select count(*)::int as waiting from pg_locks where not granted and locktype = 'transactionid'",
          );
          if (rows[0].waiting > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        await writer.query("commit");
        const reply = await pending;
        expect(reply.status).toBe(409);
        expect(reply.body.code).toBe("BOOKING_CONFLICT");
        expect(reply.body.message).toBe("Backstop Room is already booked from 09:00 to 10:00");
      } finally {
        await writer.end();
      }
      // Only the rogue row stands, and no audit row speaks of a booking that was refused.
      const rows = await confirmedRows(office.id);
      expect(rows).toHaveLength(1);
      const created = await t.database.db.execute(
        sql`select count(*)::int as n from audit_events where action = 'booking.created' and after->>'officeId' = ${office.id}`,
      );
      expect(Number(created.rows[0].n)).toBe(0);
    },
  );

  it.skipIf(!process.env.DATABASE_URL)(
    "a create racing a deactivation that holds the office waits for it, then answers OFFICE_INACTIVE and stores nothing",
    async () => {
      const admin = await t.signupTeam();
      const office = await t.createOffice(admin, { name: "Closing Room" });
      const changer = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await changer.connect();
      try {
        // The office change holds the row, as the deactivation does, while the create reads the office
        // (still active, no lock) and sends its one statement, whose share lock waits.
        await changer.query("begin");
        await changer.query("select id from offices where id = $1 for update", [office.id]);
        const pending = post(admin, {
          officeId: office.id,
          startISO: await localSlot(8, 9),
          endISO: await localSlot(8, 10),
        });
        for (let tries = 0; tries < 200; tries++) {
          const { rows } = await changer.query(
            "select count(*)::int as waiting from pg_locks where not granted and locktype in ('tuple', 'transactionid')",
          );
          if (rows[0].waiting > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        await changer.query("update offices set is_active = false where id = $1", [office.id]);
        await changer.query("commit");
        const reply = await pending;
        expect(reply.status).toBe(422);
        expect(reply.body.code).toBe("OFFICE_INACTIVE");
      } finally {
        await changer.end();
      }
      expect(await confirmedRows(office.id)).toHaveLength(0);
      const created = await t.database.db.execute(
        sql`select count(*)::int as n from audit_events where action = 'booking.created' and after->>'officeId' = ${office.id}`,
      );
      expect(Number(created.rows[0].n)).toBe(0);
    },
  );

  it("frees the slot when a booking is cancelled, so it can be booked again", async () => {
    const admin = await t.signupTeam();
    const office = await t.createOffice(admin, { name: "Phone Booth" });
    const slot = { officeId: office.id, startISO: await localSlot(7, 14), endISO: await localSlot(7, 15) };

    const first = await post(admin, slot);
    expect(first.status).toBe(201);
    const blocked = await post(admin, slot);
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toBe("Phone Booth is already booked from 14:00 to 15:00");

    const cancel = await fetch(`${base}/api/bookings/${first.body.id}`, {
      method: "DELETE",
      headers: { cookie: admin.cookie },
    });
    expect(cancel.status).toBe(200);
    expect(((await cancel.json()) as { status: string }).status).toBe("cancelled");

    const again = await post(admin, slot);
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(first.body.id);

    const rows = await confirmedRows(office.id);
    expect(rows.map((r) => r.id)).toEqual([again.body.id]);
  });
});
