/**
 * POST /api/bookings/check: every rule a slot breaks, nothing written; and the rules it
 * shares with create and edit enforced on all three: minimum notice, the member quota and one seat
 * per person in a shared office (docs/product.md "Spaces and seats"). Each test signs up
 * its own team, so the file also passes on a shared PostgreSQL.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, teams } from "#db/schema/index.ts";
import { localSlot, type Session, startTestApp, type TestApp } from "#server/test/harness.ts";
import type { Booking, BookingCheck } from "#shared/schemas/booking.ts";

type Reply = Partial<Booking> & { code?: string; message?: string };

describe("checking a slot, and the rules create, edit and check share", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function slot(day: number, from: [number, number], to: [number, number]) {
    return { startISO: await localSlot(day, ...from), endISO: await localSlot(day, ...to) };
  }

  function post<T = Reply>(session: Session, url: string, payload: Record<string, unknown>) {
    return t.request<T>("POST", url, { cookie: session.cookie, payload });
  }

  function patch(session: Session, id: string, payload: Record<string, unknown>) {
    return t.request<Reply>("PATCH", `/api/bookings/${id}`, { cookie: session.cookie, payload });
  }

  async function bookingCount(teamId: string) {
    return (await t.database.db.select().from(bookings).where(eq(bookings.teamId, teamId))).length;
  }

  const rules = (check: BookingCheck) => check.violations.map((v) => v.rule);

  it("lists all three rules a slot breaks, writes nothing, and create answers the first", async () => {
    const admin = await t.signupTeam();
    const office = await t.createOffice(admin);
    // Yesterday 21:07-21:37: past, off the grid and outside business hours.
    const body = { officeId: office.id, ...(await slot(-1, [21, 7], [21, 37])) };
    const check = await post<BookingCheck>(admin, "/api/bookings/check", body);
    expect(check.status, JSON.stringify(check.body)).toBe(200);
    expect(check.body.ok).toBe(false);
    expect(rules(check.body)).toEqual(["OFF_GRID", "BOOKING_IN_PAST", "OUTSIDE_BUSINESS_HOURS"]);
    expect(check.body.violations[1].message).toBe("Cannot book time slots in the past");
    const create = await post(admin, "/api/bookings", body);
    expect(create.status).toBe(422);
    expect(create.body.code).toBe("OFF_GRID");
    expect(await bookingCount(admin.team.id)).toBe(0);

    const fine = await post<BookingCheck>(admin, "/api/bookings/check", {
      officeId: office.id,
      ...(await slot(2, [9, 0], [10, 0])),
    });
    expect(fine.body).toEqual({ ok: true, violations: [] });
    expect(await bookingCount(admin.team.id)).toBe(0);
  });

  it("lists team state, an inactive office, the quota and the conflict naming the holder's time", async () => {
    const admin = await t.signupTeam();
    const office = await t.createOffice(admin, { name: "Focus Room" });
    await post(admin, "/api/bookings", { officeId: office.id, ...(await slot(1, [9, 0], [10, 0])) });
    await t.request("PATCH", `/api/offices/${office.id}`, {
      cookie: admin.cookie,
      payload: { isActive: false, futureBookings: "keep" },
    });
    await t.database.db
      .update(teams)
      .set({ maxActiveBookings: 1, minNoticeMinutes: 7 * 24 * 60, trialEndsAt: new Date(Date.now() - 60_000) })
      .where(eq(teams.id, admin.team.id));
    const check = await post<BookingCheck>(admin, "/api/bookings/check", {
      officeId: office.id,
      ...(await slot(1, [9, 30], [10, 30])),
    });
    expect(rules(check.body)).toEqual([
      "BOOKING_NOTICE_TOO_SHORT",
      "TRIAL_EXPIRED",
      "OFFICE_INACTIVE",
      "BOOKING_QUOTA_REACHED",
      "BOOKING_CONFLICT",
    ]);
    expect(check.body.violations.at(-1)?.message).toBe("Focus Room is already booked from 09:00 to 10:00");
    expect(check.body.violations[0].message).toBe(
      "Bookings must be made at least 168 hours ahead. Pick a later start.",
    );
  });

  it("answers 404 for an unknown office and 403 for booking another member without the role", async () => {
    const admin = await t.signupTeam();
    const member = await t.addMember(admin);
    const office = await t.createOffice(admin);
    const times = await slot(2, [9, 0], [10, 0]);
    const stranger = await t.signupTeam();
    expect((await post(stranger, "/api/bookings/check", { officeId: office.id, ...times })).status).toBe(404);
    const forOther = await post(member, "/api/bookings/check", {
      officeId: office.id,
      userId: admin.user.id,
      ...times,
    });
    expect(forOther.status).toBe(403);
  });

  it("enforces the minimum notice on create, edit and check", async () => {
    const admin = await t.signupTeam();
    const office = await t.createOffice(admin);
    await t.database.db
      .update(teams)
      .set({ minNoticeMinutes: 3 * 24 * 60 })
      .where(eq(teams.id, admin.team.id));
    const soon = { officeId: office.id, ...(await slot(1, [9, 0], [10, 0])) };
    const create = await post(admin, "/api/bookings", soon);
    expect([create.status, create.body.code]).toEqual([422, "BOOKING_NOTICE_TOO_SHORT"]);
    expect(rules((await post<BookingCheck>(admin, "/api/bookings/check", soon)).body)).toEqual([
      "BOOKING_NOTICE_TOO_SHORT",
    ]);
    const later = await post(admin, "/api/bookings", { officeId: office.id, ...(await slot(5, [9, 0], [10, 0])) });
    expect(later.status).toBe(201);
    const moved = await patch(admin, String(later.body.id), await slot(1, [11, 0], [12, 0]));
    expect([moved.status, moved.body.code]).toEqual([422, "BOOKING_NOTICE_TOO_SHORT"]);
  });

  it("enforces the member quota on create, edit and check; a move does not count twice", async () => {
    const admin = await t.signupTeam();
    const office = await t.createOffice(admin);
    await t.database.db.update(teams).set({ maxActiveBookings: 2 }).where(eq(teams.id, admin.team.id));
    const first = await post(admin, "/api/bookings", { officeId: office.id, ...(await slot(2, [9, 0], [10, 0])) });
    await post(admin, "/api/bookings", { officeId: office.id, ...(await slot(3, [9, 0], [10, 0])) });
    const third = { officeId: office.id, ...(await slot(4, [9, 0], [10, 0])) };
    const create = await post(admin, "/api/bookings", third);
    expect([create.status, create.body.code]).toEqual([422, "BOOKING_QUOTA_REACHED"]);
    const check = await post<BookingCheck>(admin, "/api/bookings/check", third);
    expect(check.body.violations).toEqual([
      {
        rule: "BOOKING_QUOTA_REACHED",
        message: "You already hold 2 upcoming bookings, the most your team allows (2). Cancel one to book another.",
      },
    ]);
    // At the limit, moving one of the two is fine.
    const move = await patch(admin, String(first.body.id), await slot(4, [9, 0], [10, 0]));
    expect(move.status, JSON.stringify(move.body)).toBe(200);
    // Over the limit (the team lowered it), a move is refused too.
    await t.database.db.update(teams).set({ maxActiveBookings: 1 }).where(eq(teams.id, admin.team.id));
    const over = await patch(admin, String(first.body.id), await slot(5, [9, 0], [10, 0]));
    expect([over.status, over.body.code]).toEqual([422, "BOOKING_QUOTA_REACHED"]);
  });

  it("holds one person to one seat of a shared office at a time, unless a manager books for them", async () => {
    const admin = await t.signupTeam();
    const member = await t.addMember(admin, "member", "Mia Member");
    const desks = await t.createOffice(admin, { name: "Hot Desks", isShared: true, capacity: 5 });
    const seat = await post(member, "/api/bookings", { officeId: desks.id, ...(await slot(2, [9, 0], [10, 0])) });
    expect(seat.status).toBe(201);
    const overlap = { officeId: desks.id, ...(await slot(2, [9, 30], [10, 30])) };
    const message =
      "You already hold a seat in Hot Desks from 09:00 to 10:00; one person holds at most one seat of a shared office at a time. Change or cancel that booking instead.";
    const second = await post(member, "/api/bookings", overlap);
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ code: "BOOKING_CONFLICT", message });
    expect((await post<BookingCheck>(member, "/api/bookings/check", overlap)).body.violations).toEqual([
      { rule: "BOOKING_CONFLICT", message },
    ]);
    // Back to back is fine; moving that one onto the first overlaps it again.
    const after = await post(member, "/api/bookings", { officeId: desks.id, ...(await slot(2, [10, 0], [11, 0])) });
    expect(after.status).toBe(201);
    const moved = await patch(member, String(after.body.id), await slot(2, [9, 45], [10, 45]));
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe(message);
    // Moving within its own time is no clash with itself.
    expect((await patch(member, String(seat.body.id), await slot(2, [8, 45], [9, 45]))).status).toBe(200);
    // A manager may book a second seat for the member (e.g. for a guest).
    const forMember = await post(admin, "/api/bookings", { ...overlap, userId: member.user.id });
    expect(forMember.status, JSON.stringify(forMember.body)).toBe(201);
    // The rule is about shared offices: a whole office is simply taken.
    const room = await t.createOffice(admin, { name: "Room" });
    await post(member, "/api/bookings", { officeId: room.id, ...(await slot(3, [9, 0], [10, 0])) });
    const roomAgain = await post(member, "/api/bookings", { officeId: room.id, ...(await slot(3, [9, 30], [10, 30])) });
    expect(roomAgain.body.message).toBe("Room is already booked from 09:00 to 10:00");
  });

  it("checks an edit without its own booking: moving within its old slot is fine, others still conflict", async () => {
    const admin = await t.signupTeam();
    const office = await t.createOffice(admin, { name: "Focus Room" });
    const mine = await post(admin, "/api/bookings", { officeId: office.id, ...(await slot(2, [9, 0], [10, 0])) });
    await post(admin, "/api/bookings", { officeId: office.id, ...(await slot(2, [11, 0], [12, 0])) });
    const later = { officeId: office.id, ...(await slot(2, [9, 30], [10, 30])) };
    const asNew = await post<BookingCheck>(admin, "/api/bookings/check", later);
    expect(rules(asNew.body)).toEqual(["BOOKING_CONFLICT"]);
    const asEdit = await post<BookingCheck>(admin, "/api/bookings/check", { ...later, excludeBookingId: mine.body.id });
    expect(asEdit.body).toEqual({ ok: true, violations: [] });
    const ontoOther = await post<BookingCheck>(admin, "/api/bookings/check", {
      officeId: office.id,
      ...(await slot(2, [10, 30], [11, 30])),
      excludeBookingId: mine.body.id,
    });
    expect(ontoOther.body.violations.map((v) => v.message)).toEqual([
      "Focus Room is already booked from 11:00 to 12:00",
    ]);
    const bad = await post(admin, "/api/bookings/check", { ...later, excludeBookingId: "nope" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("excludeBookingId must be a UUID");
  });
});
