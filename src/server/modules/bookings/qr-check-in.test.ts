/**
 * QR check-in: each office has a check-in code that team managers and admins read with its
 * link and QR image (GET /api/offices/{id}/check-in-code); the link's call
 * (POST /api/check-in/{officeCode}) checks the signed-in person into their own booking at that
 * office now, under the same window as the Check in button. Another team's office or code is 404;
 * a colleague's booking is never checked in by my scan. On a clock the test moves.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, bookings, teams } from "#db/schema/index.ts";
import { localSlot, type Session, startTestApp, type TestApp } from "#server/test/harness.ts";
import { MINUTE_MS } from "#shared/time.ts";

describe("QR check-in", () => {
  let t: TestApp;
  let clock = new Date();
  let admin: Session;
  let manager: Session;
  let member: Session;
  let colleague: Session;
  let outsider: Session;

  beforeAll(async () => {
    t = await startTestApp({ now: () => clock });
    admin = await t.signupTeam();
    manager = await t.addMember(admin, "team_manager", "Manny Manager");
    member = await t.addMember(admin, "member", "Max Member");
    colleague = await t.addMember(admin, "member", "Cole League");
    outsider = await t.signupTeam({ name: "Otto Outsider" });
    // The clock goes past the 14-day trial.
    for (const team of [admin.team.id, outsider.team.id]) {
      await t.database.db.update(teams).set({ status: "active" }).where(eq(teams.id, team));
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const at = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * MINUTE_MS);
  const codeOf = (s: Session, officeId: string) =>
    t.request("GET", `/api/offices/${officeId}/check-in-code`, { cookie: s.cookie });
  const scan = (s: Session, code: string) => t.request("POST", `/api/check-in/${code}`, { cookie: s.cookie });
  async function book(as: Session, officeId: string, day: number, hour: number) {
    clock = new Date();
    const res = await t.request("POST", "/api/bookings", {
      cookie: as.cookie,
      payload: { officeId, startISO: await localSlot(day, hour), endISO: await localSlot(day, hour + 1) },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: string; startISO: string; endISO: string };
  }
  async function checkedInAt(bookingId: string) {
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    return row.checkedInAt;
  }

  it("gives managers the office's code, its link and a QR image; codes differ per office", async () => {
    const a = await t.createOffice(admin, { name: "QR Alpha" });
    const b = await t.createOffice(admin, { name: "QR Beta" });
    const res = await codeOf(manager, a.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.officeId).toBe(a.id);
    expect(res.body.officeName).toBe("QR Alpha");
    expect(res.body.code).toMatch(/^[0-9a-f]{16}$/);
    expect(res.body.url).toBe(`${t.config.appUrl}/check-in/${res.body.code}`);
    expect(res.body.svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(res.body.svg).toContain("<path");
    // Stable: read again, the same code; another office has another.
    expect((await codeOf(admin, a.id)).body.code).toBe(res.body.code);
    expect((await codeOf(admin, b.id)).body.code).not.toBe(res.body.code);
    // An office edit keeps its code.
    await t.request("PATCH", `/api/offices/${a.id}`, { cookie: admin.cookie, payload: { name: "QR Alpha 2" } });
    expect((await codeOf(admin, a.id)).body).toMatchObject({ code: res.body.code, officeName: "QR Alpha 2" });
  });

  it("a new code makes the printed one stop working; members 403, another team's office 404, audited", async () => {
    const office = await t.createOffice(admin, { name: "Regen Room" });
    const old = (await codeOf(admin, office.id)).body.code;
    const mine = await book(member, office.id, 46, 10);

    expect(
      (await t.request("POST", `/api/offices/${office.id}/check-in-code/regenerate`, { cookie: member.cookie })).status,
    ).toBe(403);
    const cross = await t.request("POST", `/api/offices/${office.id}/check-in-code/regenerate`, {
      cookie: outsider.cookie,
    });
    expect(cross.status).toBe(404);
    expect((await codeOf(admin, office.id)).body.code).toBe(old);

    const res = await t.request("POST", `/api/offices/${office.id}/check-in-code/regenerate`, {
      cookie: manager.cookie,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.code).toMatch(/^[0-9a-f]{16}$/);
    expect(res.body.code).not.toBe(old);
    expect(res.body.url).toBe(`${t.config.appUrl}/check-in/${res.body.code}`);
    expect((await codeOf(admin, office.id)).body.code).toBe(res.body.code);

    clock = at(mine.startISO, 0);
    const stale = await scan(member, old);
    expect(stale.status).toBe(404);
    expect(await checkedInAt(mine.id)).toBeNull();
    expect((await scan(member, res.body.code)).status).toBe(200);

    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "office.check_in_code_regenerated"), eq(auditEvents.targetId, office.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0].actorId).toBe(manager.user.id);
    expect(JSON.stringify(audit[0])).not.toContain(res.body.code);
  });

  it("a member may not read the code (403); another team's office is 404", async () => {
    const office = await t.createOffice(admin);
    const denied = await codeOf(member, office.id);
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe("FORBIDDEN");
    const cross = await codeOf(outsider, office.id);
    expect(cross.status).toBe(404);
    expect(cross.body).toEqual({ code: "NOT_FOUND", message: "Office not found." });
  });

  it("the scan checks me into my booking at that office inside the window, once", async () => {
    const office = await t.createOffice(admin, { name: "Scan Room" });
    const { code } = (await codeOf(admin, office.id)).body;
    const mine = await book(member, office.id, 43, 10);
    const theirs = await book(colleague, office.id, 43, 11);

    clock = at(mine.startISO, -16);
    const early = await scan(member, code);
    expect([early.status, early.body.code]).toEqual([422, "CHECK_IN_TOO_EARLY"]);
    expect(early.body.message).toBe("Check-in opens at 09:45, 15 minutes before the booking starts.");

    // Someone with no booking there.
    const none = await scan(admin, code);
    expect(none.status).toBe(404);
    expect(none.body).toEqual({
      code: "NO_BOOKING_TO_CHECK_IN",
      message:
        "You have no booking at Scan Room to check in to now. Check-in opens 15 minutes before a booking starts.",
    });

    clock = at(mine.startISO, 5);
    const ok = await scan(member, code);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ id: mine.id, officeId: office.id, checkedInAt: clock.toISOString() });
    const first = clock;
    clock = at(mine.startISO, 7);
    const again = await scan(member, code);
    expect(again.status).toBe(200);
    expect(again.body.checkedInAt).toBe(first.toISOString());
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "booking.checked_in"), eq(auditEvents.targetId, mine.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0].actorId).toBe(member.user.id);

    // The colleague's booking at the same office is not mine to check into.
    clock = at(theirs.startISO, -5);
    const notMine = await scan(member, code);
    // Mine (10:00-11:00) is still running and checked in: the scan answers it, unchanged.
    expect(notMine.body.id).toBe(mine.id);
    expect(await checkedInAt(theirs.id)).toBeNull();
  });

  it("closes when the grace period ends", async () => {
    const office = await t.createOffice(admin);
    const { code } = (await codeOf(admin, office.id)).body;
    const mine = await book(member, office.id, 44, 10);
    clock = at(mine.startISO, 15);
    const late = await scan(member, code);
    expect([late.status, late.body.code]).toEqual([422, "CHECK_IN_CLOSED"]);
    expect(await checkedInAt(mine.id)).toBeNull();
  });

  it("another team's code is 404 and checks nobody in", async () => {
    const office = await t.createOffice(admin);
    const { code } = (await codeOf(admin, office.id)).body;
    const mine = await book(member, office.id, 45, 10);
    const theirOffice = await t.createOffice(outsider);
    const theirCode = (await codeOf(outsider, theirOffice.id)).body.code;
    const theirs = await book(outsider, theirOffice.id, 45, 10);
    clock = at(mine.startISO, 0);
    const cross = await scan(member, theirCode);
    expect(cross.status).toBe(404);
    expect(cross.body).toEqual({ code: "NOT_FOUND", message: "This check-in code is not one of your team's offices." });
    const back = await scan(outsider, code);
    expect(back.status).toBe(404);
    expect(await checkedInAt(mine.id)).toBeNull();
    expect(await checkedInAt(theirs.id)).toBeNull();
    expect((await scan(member, "0123456789abcdef")).status).toBe(404);
  });
});
