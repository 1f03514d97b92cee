/**
 * The team's booking policy is read from its row (horizon, notice, quota, business hours) and sent
 * to the client in the user's team. Each test signs up its own team and sets the policy columns
 * directly (no settings screen exists for them yet).
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, bookings, teams } from "#db/schema/index.ts";
import { localSlot, type Session, startTestApp, type TestApp } from "#server/test/harness.ts";
import { DEFAULT_BOOKING_POLICY } from "#shared/booking-policy.ts";
import type { Booking } from "#shared/schemas/booking.ts";
import { HOUR_MS } from "#shared/time.ts";

type Reply = Partial<Booking> & { code?: string; message?: string };

describe("team booking policy", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function setPolicy(session: Session, values: Partial<typeof teams.$inferInsert>) {
    await t.database.db.update(teams).set(values).where(eq(teams.id, session.team.id));
  }
  async function book(session: Session, officeId: string, day: number, hh = 9, extra: Record<string, unknown> = {}) {
    return t.request<Reply>("POST", "/api/bookings", {
      cookie: session.cookie,
      payload: { officeId, startISO: await localSlot(day, hh), endISO: await localSlot(day, hh + 1), ...extra },
    });
  }
  async function bookingCount(teamId: string) {
    return (await t.database.db.select().from(bookings).where(eq(bookings.teamId, teamId))).length;
  }

  it("sends the team's policy in GET /api/user", async () => {
    const admin = await t.signupTeam();
    const before = await t.request("GET", "/api/user", { cookie: admin.cookie });
    expect(before.body.user.team.bookingPolicy).toEqual(DEFAULT_BOOKING_POLICY);
    await setPolicy(admin, {
      timeZone: "Europe/Berlin",
      businessStartMinute: 8 * 60,
      businessEndMinute: 18 * 60,
      maxBookingMinutes: 240,
      bookingHorizonDays: 14,
      minNoticeMinutes: 120,
      maxActiveBookings: 3,
      checkInRequired: true,
      checkInGraceMinutes: 10,
      weekStartsOn: 0,
    });
    const after = await t.request("GET", "/api/user", { cookie: admin.cookie });
    expect(after.body.user.team.bookingPolicy).toEqual({
      timeZone: "Europe/Berlin",
      businessStartMinute: 480,
      businessEndMinute: 1080,
      maxBookingMinutes: 240,
      horizonDays: 14,
      minNoticeMinutes: 120,
      maxActiveBookings: 3,
      checkInRequired: true,
      checkInGraceMinutes: 10,
      weekStartsOn: 0,
    });
    // The existing fields stay.
    expect(after.body.user.team).toMatchObject({ timeZone: "Europe/Berlin", businessStartMinute: 480 });
  });

  it("refuses a start beyond the team's horizon", async () => {
    const admin = await t.signupTeam();
    const office = await t.createOffice(admin);
    await setPolicy(admin, { bookingHorizonDays: 14 });
    const far = await book(admin, office.id, 20);
    expect(far.status).toBe(422);
    expect(far.body).toEqual({
      code: "BEYOND_HORIZON",
      message: "Bookings can be made at most 14 days ahead. Pick an earlier date.",
    });
    expect((await book(admin, office.id, 10)).status).toBe(201);
  });

  it("refuses a start sooner than the team's minimum notice", async () => {
    const admin = await t.signupTeam();
    const office = await t.createOffice(admin);
    await setPolicy(admin, { minNoticeMinutes: 48 * 60 });
    // Tomorrow 09:00 is at most 33 hours away; the day after next is at least 57.
    const soon = await book(admin, office.id, 1);
    expect(soon.status).toBe(422);
    expect(soon.body).toEqual({
      code: "BOOKING_NOTICE_TOO_SHORT",
      message: "Bookings must be made at least 48 hours ahead. Pick a later start.",
    });
    expect(await bookingCount(admin.team.id)).toBe(0);
    expect((await book(admin, office.id, 3)).status).toBe(201);
  });

  it("keeps each member within the team's quota of live bookings; ended and cancelled ones do not count", async () => {
    const admin = await t.signupTeam();
    const member = await t.addMember(admin, "member", "Mo Member");
    const manager = await t.addMember(admin, "team_manager", "Mia Manager");
    const office = await t.createOffice(admin);
    await setPolicy(admin, { maxActiveBookings: 2 });
    // An ended booking of the member (inserted directly: the API refuses the past).
    await t.database.db.insert(bookings).values({
      teamId: admin.team.id,
      officeId: office.id,
      userId: member.user.id,
      startAt: new Date(Date.now() - 3 * HOUR_MS),
      endAt: new Date(Date.now() - 2 * HOUR_MS),
    });

    const first = await book(member, office.id, 2);
    expect(first.status).toBe(201);
    expect((await book(member, office.id, 3)).status).toBe(201);
    const third = await book(member, office.id, 4);
    expect(third.status).toBe(422);
    expect(third.body).toEqual({
      code: "BOOKING_QUOTA_REACHED",
      message: "You already hold 2 upcoming bookings, the most your team allows (2). Cancel one to book another.",
    });
    const forMember = await book(manager, office.id, 5, 9, { userId: member.user.id });
    expect(forMember.status).toBe(422);
    expect(forMember.body.message).toBe(
      "Mo Member already holds 2 upcoming bookings, the most your team allows (2). Cancel one to book another.",
    );
    // The manager's own quota is separate.
    expect((await book(manager, office.id, 5)).status).toBe(201);
    const createdAudit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.teamId, admin.team.id), eq(auditEvents.action, "booking.created")));
    expect(createdAudit).toHaveLength(3);

    expect((await t.request("DELETE", `/api/bookings/${first.body.id}`, { cookie: member.cookie })).status).toBe(200);
    expect((await book(member, office.id, 4)).status).toBe(201);
  });

  it("holds the quota when one member books several offices at once", async () => {
    const admin = await t.signupTeam();
    await setPolicy(admin, { maxActiveBookings: 2 });
    const offices = await Promise.all([1, 2, 3, 4, 5].map(() => t.createOffice(admin)));
    const results = await Promise.all(offices.map((office) => book(admin, office.id, 2)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 422, 422, 422]);
    expect(results.filter((r) => r.status === 422).every((r) => r.body.code === "BOOKING_QUOTA_REACHED")).toBe(true);
    expect(await bookingCount(admin.team.id)).toBe(2);
  });

  it("uses the team's business hours and zone", async () => {
    const admin = await t.signupTeam();
    const office = await t.createOffice(admin);
    await setPolicy(admin, { businessStartMinute: 10 * 60, businessEndMinute: 16 * 60 });
    const early = await book(admin, office.id, 2, 9);
    expect(early.body).toEqual({
      code: "OUTSIDE_BUSINESS_HOURS",
      message: "Bookings are only available between 10:00 and 16:00 (America/New_York) on a single day.",
    });
    expect((await book(admin, office.id, 2, 15)).status).toBe(201);
  });
});
