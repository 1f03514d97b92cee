/**
 * A booking's create (bookings.service.ts): the booking, its audit row, event and notifications are
 * stored together; an office changed since the last booking (renamed, resized, shared, deactivated,
 * even while the booking is being placed) is booked as it is now or refused as it is now; a taken
 * slot is the conflict naming the holder, and a refused booking leaves nothing behind.
 */
import { and, eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, bookings, events, notifications } from "#db/schema/index.ts";
import { localSlot, type Session, startTestApp, type TestApp } from "#server/test/harness.ts";

describe("creating a booking", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function book(session: Session, body: Record<string, unknown>) {
    return t.request("POST", "/api/bookings", { cookie: session.cookie, payload: body });
  }

  async function slot(daysAhead: number, hour: number) {
    return { startISO: await localSlot(daysAhead, hour), endISO: await localSlot(daysAhead, hour + 1) };
  }

  const auditOf = (bookingId: string) =>
    t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, bookingId));
  const eventsOf = (bookingId: string) => t.database.db.select().from(events).where(eq(events.subjectId, bookingId));
  const officeRows = (officeId: string) =>
    t.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.officeId, officeId), eq(bookings.status, "confirmed")));

  it("stores the booking as presented, with its audit row and event", async () => {
    const admin = await t.signupTeam();
    const office = await t.createOffice(admin, { name: "Quiet Room", capacity: 3 });
    const res = await book(admin, { officeId: office.id, ...(await slot(2, 9)), purpose: "Planning" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ officeName: "Quiet Room", isWholeOffice: true, seats: 3, purpose: "Planning" });

    const mine = await t.request("GET", "/api/bookings/mine", { cookie: admin.cookie });
    expect(mine.body.items).toEqual([res.body]);
    const [audit] = await auditOf(res.body.id);
    expect(audit).toMatchObject({ action: "booking.created", actorId: admin.user.id, teamId: admin.team?.id });
    expect(audit.after).toEqual(res.body);
    const [event] = await eventsOf(res.body.id);
    expect(event).toMatchObject({ type: "booking.created", actorId: admin.user.id });
    expect((event.payload as { after: unknown }).after).toEqual(res.body);
  });

  it("stores equipment with commas, quotes and braces, and no purpose, exactly as sent", async () => {
    const admin = await t.signupTeam();
    const office = await t.createOffice(admin, { name: "Studio", capacity: 1 });
    const equipment = ["Phone, conference", 'Screen "large"', "{Whiteboard}", "Back\\slash"];
    // Twice: on PostgreSQL the second is sent through the statement the first one prepared.
    for (const hour of [9, 11]) {
      const res = await book(admin, { officeId: office.id, ...(await slot(3, hour)), equipment });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ equipment, purpose: null, seats: 1 });
      const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, res.body.id));
      expect(row).toMatchObject({ equipment, purpose: null, seriesId: null, checkedInAt: null, cancelledAt: null });
      expect(row.startAt.toISOString()).toBe(new Date(res.body.startISO).toISOString());
    }
  });

  it("books an office renamed, resized or shared since the last booking as it is now", async () => {
    const admin = await t.signupTeam();
    const office = await t.createOffice(admin, { name: "Loft", capacity: 2 });
    const patch = (payload: Record<string, unknown>) =>
      t.request("PATCH", `/api/offices/${office.id}`, { cookie: admin.cookie, payload });
    expect((await book(admin, { officeId: office.id, ...(await slot(2, 8)) })).status).toBe(201);

    // One change at a time, each after a booking that read the office as it then was.
    expect((await patch({ capacity: 6 })).status).toBe(200);
    const resized = await book(admin, { officeId: office.id, ...(await slot(2, 9)) });
    expect(resized.status).toBe(201);
    expect(resized.body).toMatchObject({ officeName: "Loft", seats: 6, isWholeOffice: true });
    expect((await auditOf(resized.body.id))[0].after).toMatchObject({ seats: 6 });

    expect((await patch({ name: "Sky Loft" })).status).toBe(200);
    const renamed = await book(admin, { officeId: office.id, ...(await slot(2, 10)) });
    expect(renamed.status).toBe(201);
    expect(renamed.body).toMatchObject({ officeName: "Sky Loft", seats: 6 });
    expect((await auditOf(renamed.body.id))[0].after).toMatchObject({ officeName: "Sky Loft" });

    expect((await patch({ isShared: true })).status).toBe(200);
    const seat = await book(admin, { officeId: office.id, ...(await slot(2, 12)) });
    expect(seat.status).toBe(201);
    expect(seat.body).toMatchObject({ isWholeOffice: false, seats: 1 });
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, seat.body.id));
    expect(row).toMatchObject({ seatFrom: 1, seatTo: 2 });
  });

  it("never books another team's office", async () => {
    const a = await t.signupTeam();
    const b = await t.signupTeam();
    const office = await t.createOffice(a, { name: "Team A Room" });
    expect((await book(a, { officeId: office.id, ...(await slot(3, 14)) })).status).toBe(201);

    const res = await book(b, { officeId: office.id, ...(await slot(3, 16)) });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("NOT_FOUND");
    expect(await officeRows(office.id)).toHaveLength(1);
    const bCreated = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.teamId, b.team?.id ?? ""), eq(auditEvents.action, "booking.created")));
    expect(bCreated).toEqual([]);
  });

  it("refuses an office deactivated since the last booking, and stores nothing", async () => {
    const admin = await t.signupTeam();
    const office = await t.createOffice(admin, { name: "Studio" });
    expect((await book(admin, { officeId: office.id, ...(await slot(3, 8)) })).status).toBe(201);
    const off = await t.request("PATCH", `/api/offices/${office.id}`, {
      cookie: admin.cookie,
      payload: { isActive: false, futureBookings: "keep" },
    });
    expect(off.status).toBe(200);

    const res = await book(admin, { officeId: office.id, ...(await slot(3, 10)) });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ code: "OFFICE_INACTIVE", message: "Studio is deactivated and cannot be booked." });
    expect(await officeRows(office.id)).toHaveLength(1);
  });

  it("answers a taken slot with the conflict naming the holder, and records nothing for it", async () => {
    const admin = await t.signupTeam();
    const member = await t.addMember(admin);
    const office = await t.createOffice(admin, { name: "Board Room" });
    const first = await book(admin, { officeId: office.id, ...(await slot(4, 9)) });
    expect(first.status).toBe(201);
    const eventsBefore = await t.database.db
      .select()
      .from(events)
      .where(eq(events.teamId, admin.team?.id ?? ""));

    const res = await book(member, {
      officeId: office.id,
      startISO: await localSlot(4, 9, 30),
      endISO: await localSlot(4, 10, 30),
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: "BOOKING_CONFLICT", message: "Board Room is already booked from 09:00 to 10:00" });
    expect(await officeRows(office.id)).toHaveLength(1);
    const eventsAfter = await t.database.db
      .select()
      .from(events)
      .where(eq(events.teamId, admin.team?.id ?? ""));
    expect(eventsAfter).toHaveLength(eventsBefore.length);
  });

  it("tells a member when a manager books for them", async () => {
    const admin = await t.signupTeam();
    const member = await t.addMember(admin, "member", "Mia Member");
    const office = await t.createOffice(admin, { name: "Corner Office" });
    // The office is known to the create path first, as it would be in a busy team.
    expect((await book(admin, { officeId: office.id, ...(await slot(5, 8)) })).status).toBe(201);

    const res = await book(admin, { officeId: office.id, userId: member.user.id, ...(await slot(5, 10)) });
    expect(res.status).toBe(201);
    const told = await t.database.db.select().from(notifications).where(eq(notifications.bookingId, res.body.id));
    expect(told.map((n) => n.userId)).toEqual([member.user.id]);
  });

  // PGlite serves one connection at a time: a second one cannot hold the office's row lock meanwhile.
  it.runIf(process.env.DATABASE_URL)("waits for an office being deactivated, then refuses it", async () => {
    const admin = await t.signupTeam();
    const office = await t.createOffice(admin, { name: "Glass Room" });
    expect((await book(admin, { officeId: office.id, ...(await slot(6, 8)) })).status).toBe(201);

    const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await other.connect();
    try {
      await other.query("begin");
      await other.query("update offices set is_active = false where id = $1", [office.id]);
      let settled = false;
      const pending = book(admin, { officeId: office.id, ...(await slot(6, 10)) }).finally(() => {
        settled = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(settled, "the booking waits for the office's row").toBe(false);
      await other.query("commit");
      const res = await pending;
      expect(res.status).toBe(422);
      expect(res.body.code).toBe("OFFICE_INACTIVE");
      expect(await officeRows(office.id)).toHaveLength(1);
    } finally {
      await other.query("rollback").catch(() => undefined);
      await other.end();
    }
  });
});
