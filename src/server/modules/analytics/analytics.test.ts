/**
 * Team analytics against a hand-checked fixture: a team in Europe/Berlin, business hours
 * 07:00-20:00, with bookings on 2026-10-24..26 across the 2026-10-25 fall-back (03:00 CEST becomes
 * 02:00 CET, so that Sunday has 25 hours and local 02:00-03:00 twice). Every expected number below
 * was worked out by hand from the rows (see each comment), not by re-running a query.
 */

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, teams } from "#db/schema/index.ts";
import { type Session, startTestApp, type TestApp } from "#server/test/harness.ts";

const H = 3_600_000;

describe("team analytics (Europe/Berlin, across the DST change)", () => {
  let t: TestApp;
  let admin: Session;
  let member: Session;
  let roomA: { id: string };
  let areaB: { id: string };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signupTeam({ name: "Ada Admin" });
    member = await t.addMember(admin, "member", "Max Member");
    const zone = await t.request("PATCH", "/api/team/settings", {
      cookie: admin.cookie,
      payload: { timeZone: "Europe/Berlin", businessHoursStart: "07:00", businessHoursEnd: "20:00" },
    });
    expect(zone.status, JSON.stringify(zone.body)).toBe(200);
    await t.database.db.update(teams).set({ checkInRequired: true }).where(eq(teams.id, admin.team!.id));
    roomA = await t.createOffice(admin, { name: "A Room", capacity: 1 });
    areaB = await t.createOffice(admin, { name: "B Area", capacity: 4, isShared: true });
    const teamId = admin.team!.id;
    // [office, user, start (UTC), end (UTC), seats [from, to|null], status, lead hours]
    const rows: [string, string, string, string, [number, number | null], string, number][] = [
      // 1: Sat 09:00-11:00 CEST, A whole: 2 seat-h in business hours; cells Sat 9, Sat 10.
      [roomA.id, admin.user.id, "2026-10-24T07:00:00Z", "2026-10-24T09:00:00Z", [1, null], "confirmed", 72],
      // 2: Sun 09:00-12:00 CET (UTC+1 after the change), A whole: 3 seat-h; cells Sun 9, 10, 11.
      [roomA.id, admin.user.id, "2026-10-25T08:00:00Z", "2026-10-25T11:00:00Z", [1, null], "confirmed", 24],
      // 3: Sun 10:00-11:00 CET, B seat 1, released (a no-show): not booked time.
      [areaB.id, member.user.id, "2026-10-25T09:00:00Z", "2026-10-25T10:00:00Z", [1, 2], "released", 24],
      // 4: Mon 14:00-16:00 CET, B whole (4 seats): 8 seat-h; cells Mon 14, 15 with 4 each.
      [areaB.id, member.user.id, "2026-10-26T13:00:00Z", "2026-10-26T15:00:00Z", [1, null], "confirmed", 24],
      // 5: Mon 08:00-09:00 CET, A whole, cancelled.
      [roomA.id, admin.user.id, "2026-10-26T07:00:00Z", "2026-10-26T08:00:00Z", [1, null], "cancelled", 24],
      // 6: Sat 19:00-21:00 CEST, B seat 2: 1 seat-h inside business hours (to 20:00); cells Sat 19, 20.
      [areaB.id, member.user.id, "2026-10-24T17:00:00Z", "2026-10-24T19:00:00Z", [2, 3], "confirmed", 24],
      // 7: Sun 00:30-01:30 CEST = Sat 22:30Z: a Sunday booking by local date; cells Sun 0, Sun 1 (0.5 each).
      [roomA.id, admin.user.id, "2026-10-24T22:30:00Z", "2026-10-24T23:30:00Z", [1, null], "confirmed", 24],
      // 8: Sun 02:00 CEST to 02:00 CET (both local 02:00 hours), B seat 3: cell Sun 2 with 2 seat-h.
      [areaB.id, admin.user.id, "2026-10-25T00:00:00Z", "2026-10-25T02:00:00Z", [3, 4], "confirmed", 24],
    ];
    await t.database.db.insert(bookings).values(
      rows.map(([officeId, userId, start, end, [seatFrom, seatTo], status, lead]) => ({
        teamId,
        officeId,
        userId,
        createdBy: userId,
        startAt: new Date(start),
        endAt: new Date(end),
        seatFrom,
        seatTo,
        status: status as "confirmed",
        createdAt: new Date(Date.parse(start) - lead * H),
      })),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (query: string, cookie = admin.cookie) => t.request("GET", `/api/team/analytics?${query}`, { cookie });

  it("answers every figure as computed by hand", async () => {
    const res = await get("from=2026-10-24&to=2026-10-26");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const a = res.body;
    expect(a.range).toEqual({
      from: "2026-10-24",
      to: "2026-10-26",
      days: 3,
      timeZone: "Europe/Berlin",
      businessHoursStart: "07:00",
      businessHoursEnd: "20:00",
    });
    // 3 days x 13 business hours = 39 h per seat. A: 2 + 3 = 5 of 39. B: 8 + 1 = 9 of 4 x 39 = 156.
    expect(a.utilisation).toEqual([
      {
        officeId: roomA.id,
        officeName: "A Room",
        capacity: 1,
        bookedSeatHours: 5,
        bookableSeatHours: 39,
        utilisation: 0.1282,
      },
      {
        officeId: areaB.id,
        officeName: "B Area",
        capacity: 4,
        bookedSeatHours: 9,
        bookableSeatHours: 156,
        utilisation: 0.0577,
      },
    ]);
    // By local start date: Sat #1 #6; Sun #2 #7 #8 confirmed and #3 released; Mon #4 and #5 cancelled.
    expect(a.perDay).toEqual([
      { date: "2026-10-24", confirmed: 2, cancelled: 0, released: 0 },
      { date: "2026-10-25", confirmed: 3, cancelled: 0, released: 1 },
      { date: "2026-10-26", confirmed: 1, cancelled: 1, released: 0 },
    ]);
    // Occupancy = seat-h / (5 seats x times the local hour occurs): Sunday 02:00 occurs twice.
    expect(a.heatmap).toEqual([
      { weekday: 1, hour: 14, seatHours: 4, occupancy: 0.8 },
      { weekday: 1, hour: 15, seatHours: 4, occupancy: 0.8 },
      { weekday: 6, hour: 9, seatHours: 1, occupancy: 0.2 },
      { weekday: 6, hour: 10, seatHours: 1, occupancy: 0.2 },
      { weekday: 6, hour: 19, seatHours: 1, occupancy: 0.2 },
      { weekday: 6, hour: 20, seatHours: 1, occupancy: 0.2 },
      { weekday: 7, hour: 0, seatHours: 0.5, occupancy: 0.1 },
      { weekday: 7, hour: 1, seatHours: 0.5, occupancy: 0.1 },
      { weekday: 7, hour: 2, seatHours: 2, occupancy: 0.2 },
      { weekday: 7, hour: 9, seatHours: 1, occupancy: 0.2 },
      { weekday: 7, hour: 10, seatHours: 1, occupancy: 0.2 },
      { weekday: 7, hour: 11, seatHours: 1, occupancy: 0.2 },
    ]);
    expect(a.summary).toEqual({
      total: 8,
      confirmed: 6,
      cancelled: 1,
      released: 1,
      // 1 released of the 7 bookings that were not cancelled (all have started).
      noShowRate: 0.1429,
      // 1 of 8.
      cancellationRate: 0.125,
      // (72 + 7 x 24) / 8 = 30 h; (120 + 180 + 60 + 120 + 60 + 120 + 60 + 120) / 8 = 105 min.
      averageLeadTimeHours: 30,
      averageDurationMinutes: 105,
      bookedSeatHours: 14,
      // Hours 14 and 15 hold 4 seat-h each; the earlier wins.
      peakHour: 14,
      busiestOffice: { id: roomA.id, name: "A Room", utilisation: 0.1282 },
      leastUsedOffice: { id: areaB.id, name: "B Area", utilisation: 0.0577 },
    });
    // Confirmed hours: Ada #1 2 + #2 3 + #7 1 + #8 2 = 8; Max #4 2 + #6 2 = 4.
    expect(a.topMembers).toEqual([
      { userId: admin.user.id, name: "Ada Admin", bookedHours: 8 },
      { userId: member.user.id, name: "Max Member", bookedHours: 4 },
    ]);
  });

  it("filters by office: only that office's bookings and capacity count", async () => {
    const res = await get(`from=2026-10-24&to=2026-10-26&officeId=${roomA.id}`);
    expect(res.status).toBe(200);
    expect(res.body.utilisation.map((o: { officeName: string }) => o.officeName)).toEqual(["A Room"]);
    // A: #1 #2 #5 #7; 1 cancelled of 4; one office, so no least used.
    expect(res.body.summary).toMatchObject({ total: 4, confirmed: 3, cancelled: 1, cancellationRate: 0.25 });
    expect(res.body.summary.leastUsedOffice).toBeNull();
    // Capacity 1: Saturday 09:00 holds 1 seat-h of 1.
    expect(res.body.heatmap).toContainEqual({ weekday: 6, hour: 9, seatHours: 1, occupancy: 1 });
  });

  it("a day on its own: Sunday the 25th has 13 business hours and its own bookings only", async () => {
    const res = await get("from=2026-10-25&to=2026-10-25");
    expect(res.body.utilisation[0]).toMatchObject({ officeName: "A Room", bookedSeatHours: 3, bookableSeatHours: 13 });
    expect(res.body.perDay).toEqual([{ date: "2026-10-25", confirmed: 3, cancelled: 0, released: 1 }]);
  });

  it("exports a chart's rows as RFC 4180 CSV", async () => {
    const res = await t.request("GET", "/api/team/analytics.csv?from=2026-10-24&to=2026-10-26&figure=perDay", {
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="analytics-perDay-2026-10-24-to-2026-10-26.csv"',
    );
    expect(res.body).toBe(
      "date,confirmed,cancelled,released\r\n2026-10-24,2,0,0\r\n2026-10-25,3,0,1\r\n2026-10-26,1,1,0\r\n",
    );
  });

  it("exports the summary when no figure is named", async () => {
    const named = await t.request("GET", "/api/team/analytics.csv?from=2026-10-24&to=2026-10-26&figure=summary", {
      cookie: admin.cookie,
    });
    const unnamed = await t.request("GET", "/api/team/analytics.csv?from=2026-10-24&to=2026-10-26", {
      cookie: admin.cookie,
    });
    expect(unnamed.status).toBe(200);
    expect(unnamed.headers["content-disposition"]).toBe(
      'attachment; filename="analytics-summary-2026-10-24-to-2026-10-26.csv"',
    );
    expect(unnamed.body).toBe(named.body);
  });

  it("exports the summary figures with their range and office as CSV", async () => {
    const res = await t.request(
      "GET",
      `/api/team/analytics.csv?from=2026-10-24&to=2026-10-26&officeId=${roomA.id}&figure=summary`,
      { cookie: admin.cookie },
    );
    expect(res.status).toBe(200);
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="analytics-summary-2026-10-24-to-2026-10-26.csv"',
    );
    const lines = String(res.body).trimEnd().split("\r\n");
    expect(lines[0]).toBe("figure,value");
    // A: #1 #2 #5 #7, one cancelled (as in the office filter test); one office, so none least used.
    for (const line of [
      "from,2026-10-24",
      "to,2026-10-26",
      "time_zone,Europe/Berlin",
      "office,A Room",
      "bookings,4",
      "confirmed,3",
      "cancelled,1",
      "cancellation_rate,0.25",
      "busiest_office,A Room",
      "least_used_office,",
      "least_used_office_utilisation,",
    ]) {
      expect(lines).toContain(line);
    }
  });

  it("is for team admins only; another team's office is 404", async () => {
    const denied = await get("from=2026-10-24&to=2026-10-26", member.cookie);
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ code: "FORBIDDEN", message: "Only team admins can see team analytics." });
    const other = await t.signupTeam();
    const foreign = await get(`officeId=${roomA.id}`, other.cookie);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ code: "NOT_FOUND", message: "Office not found." });
  });
});
