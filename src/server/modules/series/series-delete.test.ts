/**
 * Deleting a series (DELETE /api/series/{id}, "Delete" on /recurring): its future bookings
 * are cancelled, its past bookings are kept as single bookings, it leaves the list and its detail is
 * a 404, and one "series.deleted" audit row says what it was. The owner or a team manager and above
 * may delete; another member gets 403, another team 404. Each test signs up its own team and pins
 * the clock, so the file passes on a shared PostgreSQL too.
 */
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, bookings } from "#db/schema/index.ts";
import { type Session, startTestApp, type TestApp } from "#server/test/harness.ts";

describe("deleting a series", () => {
  let pinned = new Date("2026-11-23T12:00:00Z");
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ now: () => pinned });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A daily series of five dates from Tue 24 Nov 2026, 09:00–10:00 New York, made by `session`. */
  async function dailySeries(session: Session, officeId: string) {
    pinned = new Date("2026-11-23T12:00:00Z");
    const res = await t.request("POST", "/api/series", {
      cookie: session.cookie,
      payload: {
        officeId,
        startDate: "2026-11-24",
        startTime: "09:00",
        durationMinutes: 60,
        rrule: "FREQ=DAILY;COUNT=5",
        purpose: "Daily sync",
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.created).toHaveLength(5);
    return res.body as { series: { id: string }; created: { id: string; startISO: string }[] };
  }

  it("cancels the future dates, keeps the past ones as single bookings and leaves the list", async () => {
    const admin = await t.signupTeam();
    const owner = await t.addMember(admin, "member", "Ola");
    const other = await t.addMember(admin, "member", "Pat");
    const stranger = await t.signupTeam();
    const office = await t.createOffice(admin, { name: "Sync Room" });
    const made = await dailySeries(owner, office.id);
    const url = `/api/series/${made.series.id}`;
    // Thu 26 Nov 15:00 New York: three dates are over, two are to come.
    pinned = new Date("2026-11-26T20:00:00Z");

    const forbidden = await t.request("DELETE", url, { cookie: other.cookie });
    expect([forbidden.status, forbidden.body.code]).toEqual([403, "FORBIDDEN"]);
    expect(forbidden.body.message).toBe("You can only delete your own recurring bookings.");
    const elsewhere = await t.request("DELETE", url, { cookie: stranger.cookie });
    expect([elsewhere.status, elsewhere.body.code]).toEqual([404, "NOT_FOUND"]);
    expect((await t.request("GET", url, { cookie: owner.cookie })).status).toBe(200);

    const res = await t.request("DELETE", url, { cookie: owner.cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ cancelledCount: 2, keptCount: 3 });
    expect((await t.request("GET", url, { cookie: owner.cookie })).status).toBe(404);
    expect((await t.request("GET", "/api/series", { cookie: owner.cookie })).body).toEqual([]);
    expect((await t.request("DELETE", url, { cookie: owner.cookie })).status).toBe(404);

    const rows = await t.database.db
      .select()
      .from(bookings)
      .where(
        inArray(
          bookings.id,
          made.created.map((b) => b.id),
        ),
      );
    const byStart = rows.sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
    expect(byStart.map((b) => b.status)).toEqual(["confirmed", "confirmed", "confirmed", "cancelled", "cancelled"]);
    expect(byStart.every((b) => b.seriesId === null && b.occurrenceDate === null)).toBe(true);
    // A freed date can be booked by someone else at once.
    const freed = await t.request("POST", "/api/bookings", {
      cookie: other.cookie,
      payload: { officeId: office.id, startISO: made.created[4].startISO, endISO: "2026-11-28T15:00:00.000Z" },
    });
    expect(freed.status, JSON.stringify(freed.body)).toBe(201);

    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.teamId, admin.team.id), eq(auditEvents.actorId, owner.user.id)));
    const deleted = audits.filter((a) => a.action === "series.deleted");
    expect(deleted).toHaveLength(1);
    expect(deleted[0]).toMatchObject({
      targetType: "series",
      targetId: made.series.id,
      before: { id: made.series.id, purpose: "Daily sync" },
      after: { cancelledCount: 2, keptCount: 3 },
    });
    expect(audits.filter((a) => a.action === "booking.cancelled")).toHaveLength(2);
  });

  it("lets a team admin delete a member's series, and a cancelled series too", async () => {
    const admin = await t.signupTeam();
    const owner = await t.addMember(admin, "member", "Quinn");
    const office = await t.createOffice(admin, { name: "Quiet Room" });
    const made = await dailySeries(owner, office.id);
    const cancelled = await t.request("POST", `/api/series/${made.series.id}/cancel`, {
      cookie: owner.cookie,
      payload: { scope: "all" },
    });
    expect(cancelled.body.cancelledCount).toBe(5);
    const res = await t.request("DELETE", `/api/series/${made.series.id}`, { cookie: admin.cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ cancelledCount: 0, keptCount: 5 });
    expect((await t.request("GET", "/api/series?scope=team", { cookie: admin.cookie })).body).toEqual([]);
  });

  it("answers 404 for an unknown series", async () => {
    const admin = await t.signupTeam();
    const res = await t.request("DELETE", "/api/series/00000000-0000-4000-8000-000000000000", {
      cookie: admin.cookie,
    });
    expect([res.status, res.body]).toEqual([404, { code: "NOT_FOUND", message: expect.any(String) }]);
  });
});
