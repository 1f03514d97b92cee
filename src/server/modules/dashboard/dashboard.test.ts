import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, teams, users } from "#db/schema/index.ts";
import { localSlot, type Session, startTestApp, type TestApp } from "#server/test/harness.ts";
import { DEFAULT_TIME_ZONE } from "#shared/constants.ts";
import { shiftDate, todayInZone } from "#shared/time.ts";

describe("GET /api/dashboard/stats", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("counts the team's confirmed bookings, active offices and members", async () => {
    const admin = await t.signupTeam();
    await t.addMember(admin, "member");
    const open = await t.createOffice(admin, { name: "Open Room" });
    const closed = await t.createOffice(admin, { name: "Closed Room" });
    await t.request("PATCH", `/api/offices/${closed.id}`, { cookie: admin.cookie, payload: { isActive: false } });
    const kept = await t.request("POST", "/api/bookings", {
      cookie: admin.cookie,
      payload: { officeId: open.id, startISO: await localSlot(1, 9), endISO: await localSlot(1, 10) },
    });
    const cancelled = await t.request("POST", "/api/bookings", {
      cookie: admin.cookie,
      payload: { officeId: open.id, startISO: await localSlot(1, 11), endISO: await localSlot(1, 12) },
    });
    expect([kept.status, cancelled.status]).toEqual([201, 201]);
    await t.request("DELETE", `/api/bookings/${cancelled.body.id}`, { cookie: admin.cookie });

    const res = await t.request("GET", "/api/dashboard/stats", { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ totalBookings: 1, activeOffices: 1, teamMembers: 2 });
  });

  /** The dashboard's total beside the team's confirmed bookings counted row by row. */
  async function totals(session: Session): Promise<{ shown: number; counted: number }> {
    const res = await t.request("GET", "/api/dashboard/stats", { cookie: session.cookie });
    expect(res.status).toBe(200);
    const [row] = await t.database.db
      .select({ n: count() })
      .from(bookings)
      .where(and(eq(bookings.teamId, session.team.id), eq(bookings.status, "confirmed")));
    return { shown: res.body.totalBookings, counted: row.n };
  }

  it("keeps the total equal to the confirmed bookings through series, releases and deletions", async () => {
    const admin = await t.signupTeam();
    const member = await t.addMember(admin, "member", "Mo");
    const office = await t.createOffice(admin, { name: "Team Room", capacity: 3 });
    const other = await t.signupTeam();
    const otherOffice = await t.createOffice(other, { name: "Elsewhere" });
    const book = async (session: Session, officeId: string, days: number, hour: number) =>
      t.request("POST", "/api/bookings", {
        cookie: session.cookie,
        payload: { officeId, startISO: await localSlot(days, hour), endISO: await localSlot(days, hour + 1) },
      });

    const series = await t.request("POST", "/api/series", {
      cookie: admin.cookie,
      payload: {
        officeId: office.id,
        startDate: shiftDate(todayInZone(DEFAULT_TIME_ZONE), 1),
        startTime: "08:00",
        durationMinutes: 60,
        rrule: "FREQ=DAILY;COUNT=6",
      },
    });
    expect(series.status, JSON.stringify(series.body)).toBe(201);
    expect(series.body.created).toHaveLength(6);
    const own = await book(member, office.id, 2, 10);
    expect((await book(other, otherOffice.id, 2, 10)).status).toBe(201);
    expect(await totals(admin)).toEqual({ shown: 7, counted: 7 });

    // Cancelling the series from its fourth date on, then a release (the job runner's update).
    const cancel = await t.request("POST", `/api/series/${series.body.series.id}/cancel`, {
      cookie: admin.cookie,
      payload: { scope: "following", fromDate: shiftDate(todayInZone(DEFAULT_TIME_ZONE), 4) },
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    await t.database.db.execute(
      sql`update bookings set status = 'released' where id = ${series.body.created[0].id}::uuid`,
    );
    expect(await totals(admin)).toEqual({ shown: 3, counted: 3 });

    // A member's account removed takes their bookings; another team removed leaves this one's total.
    expect(own.status).toBe(201);
    await t.database.db.delete(users).where(eq(users.id, member.user.id));
    await t.database.db.delete(teams).where(eq(teams.id, other.team.id));
    expect(await totals(admin)).toEqual({ shown: 2, counted: 2 });
  });

  it("counts creates made at once on many connections", async () => {
    const admin = await t.signupTeam();
    const offices = await Promise.all(
      Array.from({ length: 8 }, (_, i) => t.createOffice(admin, { name: `Desk ${i + 1}` })),
    );
    const made = await Promise.all(
      offices.flatMap((office) =>
        [9, 11, 13].map((hour) =>
          (async () => {
            const res = await t.request("POST", "/api/bookings", {
              cookie: admin.cookie,
              payload: {
                officeId: office.id,
                startISO: await localSlot(3, hour),
                endISO: await localSlot(3, hour + 1),
              },
            });
            return res.status;
          })(),
        ),
      ),
    );
    expect(made.every((status) => status === 201)).toBe(true);
    expect(await totals(admin)).toEqual({ shown: 24, counted: 24 });
  });
});
