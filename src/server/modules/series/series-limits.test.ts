/**
 * A rule making more than SERIES_OCCURRENCES_MAX (500) dates within the team's booking horizon is
 * refused through the API with 422 SERIES_TOO_MANY and a message naming the limit and the horizon,
 * on create and on preview, and nothing is written. The horizon is raised to its maximum (730 days)
 * through the settings API so an endless daily rule goes over the limit.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, series } from "#db/schema/index.ts";
import { startTestApp, type TestApp } from "#server/test/harness.ts";
import { SERIES_OCCURRENCES_MAX } from "#shared/recurrence.ts";
import { HORIZON_DAYS_MAX } from "#shared/schemas/team-settings.ts";

describe("series limits", () => {
  const pinned = new Date("2026-11-23T12:00:00Z");
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ now: () => pinned });
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers 422 SERIES_TOO_MANY for more than 500 dates in the horizon, writing nothing", async () => {
    const admin = await t.signupTeam();
    const office = await t.createOffice(admin, { name: "Busy Room" });
    const settings = await t.request("PATCH", "/api/team/settings", {
      cookie: admin.cookie,
      payload: { horizonDays: HORIZON_DAYS_MAX },
    });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    expect(settings.body.horizonDays).toBe(730);
    const body = {
      officeId: office.id,
      startDate: "2026-11-24",
      startTime: "09:00",
      durationMinutes: 30,
      rrule: "FREQ=DAILY",
    };
    const expected = {
      code: "SERIES_TOO_MANY",
      message: `This rule makes more than ${SERIES_OCCURRENCES_MAX} bookings within the 730-day booking horizon. Repeat less often or set an end.`,
    };
    for (const url of ["/api/series", "/api/series/preview"]) {
      const res = await t.request("POST", url, { cookie: admin.cookie, payload: body });
      expect([url, res.status, res.body]).toEqual([url, 422, expected]);
    }
    expect(await t.database.db.select().from(series).where(eq(series.teamId, admin.team.id))).toEqual([]);
    expect(await t.database.db.select().from(bookings).where(eq(bookings.teamId, admin.team.id))).toEqual([]);
    // Weekly is well under the limit over the same horizon (105 dates).
    const weekly = await t.request("POST", "/api/series/preview", {
      cookie: admin.cookie,
      payload: { ...body, rrule: "FREQ=WEEKLY" },
    });
    expect(weekly.status, JSON.stringify(weekly.body)).toBe(200);
  });
});
