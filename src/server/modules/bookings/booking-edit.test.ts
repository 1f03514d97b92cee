/**
 * PATCH /api/bookings/{id}: the same rules and invariant as create, one transaction (the
 * old slot stays held until the new one is placed), the role table, 404 across teams, and 30
 * concurrent moves onto one free slot over real HTTP. Each test signs up its own team, so the file
 * also passes on a shared PostgreSQL.
 *
 * Over 250 lines: every PATCH case shares one app, one pinned clock and the book/patch/row helpers at
 * the top; splitting by case would repeat that fixture in every file.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, bookings, teams } from "#db/schema/index.ts";
import { localSlot, type Session, startTestApp, type TestApp } from "#server/test/harness.ts";
import type { Booking } from "#shared/schemas/booking.ts";

type Reply = Partial<Booking> & { code?: string; message?: string };

describe("editing a booking", () => {
  let pinnedNow: Date | null = null;
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await startTestApp({ now: () => pinnedNow ?? new Date() });
    base = await t.listen();
  });
  afterAll(async () => {
    await t.close();
  });

  async function book(session: Session, officeId: string, day: number, from: [number, number], to: [number, number]) {
    const res = await t.request<Booking>("POST", "/api/bookings", {
      cookie: session.cookie,
      payload: {
        officeId,
        startISO: await localSlot(day, ...from),
        endISO: await localSlot(day, ...to),
        purpose: "Planning",
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  }

  function patch(session: Session, id: string, payload: Record<string, unknown>) {
    return t.request<Reply>("PATCH", `/api/bookings/${id}`, { cookie: session.cookie, payload });
  }

  async function row(id: string) {
    const [found] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    return found;
  }

  it("moves a booking to a free slot in place, audited with before and after", async () => {
    const admin = await t.signupTeam();
    const office = await t.createOffice(admin, { name: "Focus Room" });
    const original = await book(admin, office.id, 2, [9, 0], [10, 0]);
    const startISO = await localSlot(3, 14);
    const endISO = await localSlot(3, 15, 30);
    const res = await patch(admin, original.id, { startISO, endISO, purpose: "Retro", equipment: ["monitor"] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id: original.id, startISO, endISO, purpose: "Retro", equipment: ["monitor"] });
    expect((await row(original.id)).startAt.toISOString()).toBe(startISO);

    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, original.id), eq(auditEvents.action, "booking.updated")));
    expect(audit.before).toEqual(original);
    expect(audit.after).toEqual(res.body);

    // Overlapping its own old slot is no conflict.
    const nudged = await patch(admin, original.id, {
      startISO: await localSlot(3, 14, 30),
      endISO: await localSlot(3, 16),
    });
    expect(nudged.status, JSON.stringify(nudged.body)).toBe(200);
    // Purpose alone, and nothing at all changed, need no slot check.
    expect((await patch(admin, original.id, { purpose: "  " })).body.purpose).toBeNull();
    expect((await patch(admin, original.id, { purpose: "" })).status).toBe(200);
  });

  it("refuses to move onto a taken slot, naming it, and leaves the original untouched", async () => {
    const admin = await t.signupTeam();
    const office = await t.createOffice(admin, { name: "Focus Room" });
    await book(admin, office.id, 2, [9, 0], [10, 0]);
    const mine = await book(admin, office.id, 2, [11, 0], [12, 0]);
    const before = await row(mine.id);
    const res = await patch(admin, mine.id, {
      startISO: await localSlot(2, 9, 30),
      endISO: await localSlot(2, 10, 30),
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: "BOOKING_CONFLICT", message: "Focus Room is already booked from 09:00 to 10:00" });
    expect(await row(mine.id)).toEqual(before);
  });

  it("moves to another office of the team (locking both), not to an inactive or another team's one", async () => {
    const admin = await t.signupTeam();
    const [a, b, closed] = await Promise.all([
      t.createOffice(admin, { name: "A" }),
      t.createOffice(admin, { name: "B" }),
      t.createOffice(admin, { name: "Closed" }),
    ]);
    await t.request("PATCH", `/api/offices/${closed.id}`, { cookie: admin.cookie, payload: { isActive: false } });
    const stranger = await t.signupTeam();
    const theirs = await t.createOffice(stranger);
    const mine = await book(admin, a.id, 2, [9, 0], [10, 0]);

    const moved = await patch(admin, mine.id, { officeId: b.id });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ officeId: b.id, officeName: "B", office: { id: b.id, name: "B" } });
    const inactive = await patch(admin, mine.id, { officeId: closed.id });
    expect(inactive.status).toBe(422);
    expect(inactive.body.code).toBe("OFFICE_INACTIVE");
    const foreign = await patch(admin, mine.id, { officeId: theirs.id });
    expect(foreign.status).toBe(404);
    expect((await row(mine.id)).officeId).toBe(b.id);
  });

  it("applies the rules of create to the new slot", async () => {
    const admin = await t.signupTeam();
    const office = await t.createOffice(admin);
    const mine = await book(admin, office.id, 2, [9, 0], [10, 0]);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ startISO: await localSlot(-1, 9), endISO: await localSlot(-1, 10) }, 422, "BOOKING_IN_PAST"],
      [{ startISO: await localSlot(2, 9, 7) }, 422, "OFF_GRID"],
      [{ endISO: await localSlot(2, 21) }, 422, "OUTSIDE_BUSINESS_HOURS"],
      [{ startISO: await localSlot(2, 11) }, 422, "END_BEFORE_START"],
      [{ startISO: await localSlot(400, 9), endISO: await localSlot(400, 10) }, 422, "BEYOND_HORIZON"],
    ];
    for (const [payload, status, code] of cases) {
      const res = await patch(admin, mine.id, payload);
      expect(res.status, JSON.stringify({ payload, body: res.body })).toBe(status);
      expect(res.body.code).toBe(code);
    }
    expect((await row(mine.id)).startAt.toISOString()).toBe(mine.startISO);
  });

  it("refuses cancelled and ended bookings with 409 BOOKING_NOT_EDITABLE", async () => {
    const admin = await t.signupTeam();
    const office = await t.createOffice(admin);
    const cancelled = await book(admin, office.id, 2, [9, 0], [10, 0]);
    await t.request("DELETE", `/api/bookings/${cancelled.id}`, { cookie: admin.cookie });
    const res = await patch(admin, cancelled.id, { purpose: "again" });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: "BOOKING_NOT_EDITABLE",
      message: "This booking is cancelled and can no longer be changed. Book a new slot instead.",
    });
    const ended = await book(admin, office.id, 2, [11, 0], [12, 0]);
    await t.database.db.update(teams).set({ status: "active" }).where(eq(teams.id, admin.team.id));
    pinnedNow = new Date(Date.parse(ended.endISO) + 60_000);
    try {
      const late = await patch(admin, ended.id, { purpose: "late" });
      expect(late.status).toBe(409);
      expect(late.body.message).toBe("This booking has already ended and can no longer be changed.");
    } finally {
      pinnedNow = null;
    }
  });

  it("follows the role table: owners their own, team_manager and above anyone's; 404 across teams", async () => {
    const admin = await t.signupTeam();
    const [member, other, manager] = await Promise.all([
      t.addMember(admin, "member", "Mia Member"),
      t.addMember(admin, "member", "Oli Other"),
      t.addMember(admin, "team_manager", "Max Manager"),
    ]);
    const office = await t.createOffice(admin);
    const memberBooking = await book(member, office.id, 2, [9, 0], [10, 0]);
    const adminBooking = await book(admin, office.id, 2, [12, 0], [13, 0]);

    const byOther = await patch(other, memberBooking.id, { purpose: "mine now" });
    expect(byOther.status).toBe(403);
    expect(byOther.body).toEqual({ code: "FORBIDDEN", message: "You can only change your own bookings." });
    expect((await patch(member, memberBooking.id, { purpose: "own" })).status).toBe(200);
    expect((await patch(manager, memberBooking.id, { purpose: "managed" })).status).toBe(200);
    expect((await patch(manager, adminBooking.id, { purpose: "managed" })).status).toBe(200);
    const moved = await patch(admin, memberBooking.id, {
      startISO: await localSlot(2, 10),
      endISO: await localSlot(2, 11),
    });
    expect(moved.status).toBe(200);
    expect(moved.body.userId).toBe(member.user.id); // still the member's booking

    const stranger = await t.signupTeam();
    const cross = await patch(stranger, memberBooking.id, { purpose: "hijack" });
    expect(cross.status).toBe(404);
    expect(cross.body.code).toBe("NOT_FOUND");
    expect((await row(memberBooking.id)).purpose).toBe("managed");
  });

  it("lets exactly one of 30 concurrent moves of different bookings onto one free slot win", async () => {
    const admin = await t.signupTeam();
    const offices = await Promise.all(["Target", "East", "West"].map((name) => t.createOffice(admin, { name })));
    const target = offices[0];
    const mine: Booking[] = [];
    for (let i = 0; i < 30; i++) {
      const minute = 7 * 60 + (i % 10) * 60;
      const day = 3 + Math.floor(i / 10);
      mine.push(await book(admin, offices[i % 3].id, day, [Math.floor(minute / 60), 0], [Math.floor(minute / 60), 30]));
    }
    const slot = { officeId: target.id, startISO: await localSlot(8, 9), endISO: await localSlot(8, 10) };
    const results = await Promise.all(
      mine.map(async (booking) => {
        const res = await fetch(`${base}/api/bookings/${booking.id}`, {
          method: "PATCH",
          headers: { cookie: admin.cookie, "content-type": "application/json" },
          body: JSON.stringify(slot),
        });
        return { id: booking.id, status: res.status, body: (await res.json()) as Reply };
      }),
    );
    const won = results.filter((r) => r.status === 200);
    const lost = results.filter((r) => r.status === 409);
    expect(won, JSON.stringify(results.filter((r) => r.status !== 409))).toHaveLength(1);
    expect(lost).toHaveLength(29);
    for (const r of lost) expect(r.body.message).toBe("Target is already booked from 09:00 to 10:00");
    // The losers kept their slots; the winner holds the target alone.
    for (const booking of mine) {
      const current = await row(booking.id);
      if (booking.id === won[0].id) expect(current.startAt.toISOString()).toBe(slot.startISO);
      else expect([current.officeId, current.startAt.toISOString()]).toEqual([booking.officeId, booking.startISO]);
    }
  });

  it("moves between two offices in both directions at once without a deadlock", async () => {
    const admin = await t.signupTeam();
    const [a, b] = await Promise.all([t.createOffice(admin, { name: "A" }), t.createOffice(admin, { name: "B" })]);
    const inA: Booking[] = [];
    const inB: Booking[] = [];
    for (let i = 0; i < 10; i++) {
      inA.push(await book(admin, a.id, 3, [7 + i, 0], [7 + i, 30]));
      inB.push(await book(admin, b.id, 4, [7 + i, 0], [7 + i, 30]));
    }
    const move = async (booking: Booking, officeId: string, day: number, hour: number) => {
      const res = await fetch(`${base}/api/bookings/${booking.id}`, {
        method: "PATCH",
        headers: { cookie: admin.cookie, "content-type": "application/json" },
        body: JSON.stringify({
          officeId,
          startISO: await localSlot(day, hour),
          endISO: await localSlot(day, hour, 45),
        }),
      });
      return res.status;
    };
    const statuses = await Promise.all([
      ...inA.map((booking, i) => move(booking, b.id, 5, 7 + i)),
      ...inB.map((booking, i) => move(booking, a.id, 6, 7 + i)),
    ]);
    expect(statuses).toEqual(Array(20).fill(200));
  });
});
