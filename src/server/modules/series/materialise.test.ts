/**
 * The job extending endless series: as days pass it places the dates that came inside the
 * horizon, run twice it places nothing more, and two instances running at once place every date
 * exactly once. A range cancelled ahead of time (holidays) is never placed. A deactivated office
 * reports each new date as skipped; a series whose booker left the team ends, and a series that
 * fails does not hold up the others. The job instances are
 * built here over the test app's database, as app.ts builds the one start.ts starts.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, teams } from "#db/schema/index.ts";
import { createChangeRecorder } from "#server/lib/change-recorder.ts";
import { startTestApp, type TestApp } from "#server/test/harness.ts";
import { DAY_MS } from "#shared/time.ts";
import { createSeriesMaterialiser } from "./materialise.ts";

describe("extending series as days pass", () => {
  let pinned = new Date("2026-11-23T12:00:00Z");
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ now: () => pinned });
  });
  afterAll(async () => {
    await t.close();
  });

  const job = () =>
    createSeriesMaterialiser({ db: t.database.db, ...createChangeRecorder({ subscribers: [] }), now: () => pinned });

  async function dates(seriesId: string, status: "confirmed" | "cancelled" = "confirmed") {
    const rows = await t.database.db
      .select({ date: bookings.occurrenceDate })
      .from(bookings)
      .where(and(eq(bookings.seriesId, seriesId), eq(bookings.status, status)))
      .orderBy(bookings.occurrenceDate);
    return rows.map((row) => row.date);
  }

  /**
   * A new team (clock pinned to 2026-11-23, booking horizon `horizonDays`, active, so the end of its
   * trial does not stop the job) with one office and one series from 2026-11-24 at `startTime` for
   * `durationMinutes` under `rrule`.
   */
  async function teamWithSeries(horizonDays: number, startTime: string, durationMinutes: number, rrule: string) {
    pinned = new Date("2026-11-23T12:00:00Z");
    const admin = await t.signupTeam();
    const settings = await t.request("PATCH", "/api/team/settings", {
      cookie: admin.cookie,
      payload: { horizonDays },
    });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    const office = await t.createOffice(admin, { name: "Series Room" });
    const made = await t.request("POST", "/api/series", {
      cookie: admin.cookie,
      payload: { officeId: office.id, startDate: "2026-11-24", startTime, durationMinutes, rrule },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    await setTeamStatus(admin.team.id, "active");
    return { admin, office, id: made.body.series.id as string };
  }

  const setTeamStatus = (teamId: string, status: "active" | "trial" | "suspended") =>
    t.database.db.update(teams).set({ status }).where(eq(teams.id, teamId));

  it("waits while the team may not book, and places the dates once it may again", async () => {
    const { admin, id } = await teamWithSeries(14, "09:00", 60, "FREQ=WEEKLY;BYDAY=TU");
    expect(await dates(id)).toEqual(["2026-11-24", "2026-12-01"]);
    await setTeamStatus(admin.team.id, "suspended");
    pinned = new Date(pinned.getTime() + 14 * DAY_MS);
    expect(await job().run({ teamId: admin.team.id })).toMatchObject({ created: 0, skipped: 0 });
    expect(await dates(id)).toEqual(["2026-11-24", "2026-12-01"]);
    await setTeamStatus(admin.team.id, "active");
    expect(await job().run({ teamId: admin.team.id })).toMatchObject({ created: 2, skipped: 0 });
    expect(await dates(id)).toEqual(["2026-11-24", "2026-12-01", "2026-12-08", "2026-12-15"]);
  });

  it("keeps placing an endless daily series past its 500th date", async () => {
    const { admin, id } = await teamWithSeries(30, "09:00", 30, "FREQ=DAILY");
    const initial = (await dates(id)).length;
    // The job runs every 30 days for 600 days (dates in the past are not booked after the fact).
    for (let step = 0; step < 20; step++) {
      pinned = new Date(pinned.getTime() + 30 * DAY_MS);
      await job().run({ teamId: admin.team.id });
    }
    const placed = await dates(id);
    // Every day from the first date to the horizon, 600 days later than at creation.
    expect(placed.length).toBe(initial + 600);
    expect(new Set(placed).size).toBe(placed.length);
  });

  it("places new dates once, whether run twice or by two instances at once", async () => {
    const { admin, id } = await teamWithSeries(14, "09:00", 60, "FREQ=WEEKLY;BYDAY=TU");
    expect(await dates(id)).toEqual(["2026-11-24", "2026-12-01"]);
    // Holidays cancelled before they are placed stay unplaced.
    const holidays = await t.request("POST", `/api/series/${id}/cancel`, {
      cookie: admin.cookie,
      payload: { scope: "range", fromDate: "2026-12-14", toDate: "2026-12-20" },
    });
    expect(holidays.status, JSON.stringify(holidays.body)).toBe(200);
    expect(holidays.body.series.excludedDates).toEqual(["2026-12-15"]);

    pinned = new Date(pinned.getTime() + 14 * DAY_MS);
    const first = await job().run({ teamId: admin.team.id });
    expect(first.created).toBe(1);
    expect(await dates(id)).toEqual(["2026-11-24", "2026-12-01", "2026-12-08"]);
    expect(await job().run({ teamId: admin.team.id })).toMatchObject({ created: 0 });

    pinned = new Date(pinned.getTime() + 14 * DAY_MS);
    const [a, b] = await Promise.all([job().run({ teamId: admin.team.id }), job().run({ teamId: admin.team.id })]);
    expect(a.created + b.created).toBe(2);
    expect(await dates(id)).toEqual(["2026-11-24", "2026-12-01", "2026-12-08", "2026-12-22", "2026-12-29"]);
    const list = await t.request("GET", "/api/series", { cookie: admin.cookie });
    expect(list.body[0]).toMatchObject({ summary: "Every Tuesday, 09:00–10:00", isActive: true });
  });

  it("records a date it cannot place as skipped, and never retries it", async () => {
    const { admin, office, id } = await teamWithSeries(7, "12:00", 30, "FREQ=DAILY");
    pinned = new Date(pinned.getTime() + 3 * DAY_MS);
    const taken = await t.request("POST", "/api/bookings", {
      cookie: admin.cookie,
      payload: { officeId: office.id, startISO: "2026-12-02T17:00:00.000Z", endISO: "2026-12-02T18:00:00.000Z" },
    });
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
    const run = await job().run({ teamId: admin.team.id });
    expect(run.skipped).toBe(1);
    expect(await job().run({ teamId: admin.team.id })).toMatchObject({ created: 0, skipped: 0 });
    const detail = await t.request("GET", `/api/series/${id}`, { cookie: admin.cookie });
    expect(detail.body.skipped.map((s: { date: string }) => s.date)).toEqual(["2026-12-02"]);
  });

  it("reports each new date of a deactivated office as skipped, and places none", async () => {
    const { admin, office, id } = await teamWithSeries(7, "09:00", 60, "FREQ=DAILY");
    const placedBefore = await dates(id);
    const off = await t.request("PATCH", `/api/offices/${office.id}`, {
      cookie: admin.cookie,
      payload: { isActive: false, futureBookings: "keep" },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    pinned = new Date(pinned.getTime() + 2 * DAY_MS);
    const run = await job().run({ teamId: admin.team.id });
    expect(run).toMatchObject({ created: 0, skipped: 2 });
    expect(await dates(id)).toEqual(placedBefore);
    const detail = await t.request("GET", `/api/series/${id}`, { cookie: admin.cookie });
    const skipped = detail.body.skipped as { date: string; message: string }[];
    expect(skipped.map((s) => s.date)).toEqual(["2026-11-30", "2026-12-01"]);
    expect(skipped[0].message).toBe("Mon 30 Nov — Series Room is deactivated and cannot be booked.");
  });

  it("ends the series of a member who left, so it stops coming back ahead of the others", async () => {
    pinned = new Date("2026-11-23T12:00:00Z");
    const admin = await t.signupTeam();
    const office = await t.createOffice(admin, { name: "Leaver Room" });
    const leaver = await t.addMember(admin, "member", "Lee Leaver");
    const make = (cookie: string, startTime: string) =>
      t.request("POST", "/api/series", {
        cookie,
        payload: { officeId: office.id, startDate: "2026-11-24", startTime, durationMinutes: 30, rrule: "FREQ=DAILY" },
      });
    const theirs = await make(leaver.cookie, "09:00");
    const ours = await make(admin.cookie, "11:00");
    expect([theirs.status, ours.status]).toEqual([201, 201]);
    const removed = await t.request("DELETE", `/api/team/members/${leaver.user.id}`, { cookie: admin.cookie });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);

    pinned = new Date(pinned.getTime() + 3 * DAY_MS);
    const ourBefore = (await dates(ours.body.series.id)).length;
    await job().run({ teamId: admin.team.id });
    expect((await dates(ours.body.series.id)).length).toBe(ourBefore + 3);
    const detail = await t.request("GET", `/api/series/${theirs.body.series.id}`, { cookie: admin.cookie });
    expect(detail.body.status).toBe("cancelled");
    const audit = await t.request("GET", "/api/team/audit?action=series.ended", { cookie: admin.cookie });
    expect(audit.body.items.map((row: { targetId: string }) => row.targetId)).toEqual([theirs.body.series.id]);
  });
});
