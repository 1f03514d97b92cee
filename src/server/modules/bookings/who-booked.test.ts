/**
 * Who booked (docs/product.md "Who booked"): the team's "show who booked" setting and a member's
 * "hide my name" preference keep a colleague's name and id from members on every read that names
 * holders (the day and range lists, availability, the floor map, the activity feed, a series'
 * skipped dates); team managers and admins and the holder themselves still see it.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { teams } from "#db/schema/index.ts";
import { type Session, startTestApp, type TestApp } from "#server/test/harness.ts";
import { zonedInstant } from "#shared/time.ts";

const NOW = new Date("2026-03-02T07:00:00Z");
const ZONE = "Europe/Berlin";
const DATE = "2026-03-03";
const at = (minute: number) => zonedInstant(DATE, minute, ZONE).toISOString();

interface Held {
  userId: string | null;
  userName: string | null;
}

describe("who booked", () => {
  let t: TestApp;
  let admin: Session;
  let manager: Session;
  let mia: Session;
  let bo: Session;
  let desk: { id: string };
  let floorId: string;

  const holders = (items: Held[]) => items.map((item) => [item.userId, item.userName]);

  async function views(session: Session) {
    const get = (url: string) => t.request("GET", url, { cookie: session.cookie });
    const [day, range, office, days, floor, activity] = await Promise.all([
      get(`/api/bookings?date=${DATE}`),
      get(`/api/bookings?from=${DATE}&to=${DATE}`),
      get(`/api/offices/${desk.id}/availability?date=${DATE}`),
      get(`/api/availability?from=${DATE}&to=${DATE}&officeId=${desk.id}`),
      get(`/api/floors/${floorId}/availability?date=${DATE}`),
      get("/api/team/activity?limit=20"),
    ]);
    for (const res of [day, range, office, days, floor, activity])
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    return {
      day: holders(day.body),
      range: holders(range.body),
      office: holders(office.body.bookedSlots),
      days: holders(days.body.offices[0].days[0].booked),
      floor: holders(floor.body.spaces[0].booked),
      activity: (activity.body as { description: string }[]).map((item) => item.description),
    };
  }

  const setNames = (show: boolean) =>
    t.database.db.update(teams).set({ showBookerNames: show }).where(eq(teams.id, admin.team.id));
  const hide = (session: Session, on: boolean) =>
    t.request("PATCH", "/api/user/preferences", { cookie: session.cookie, payload: { hideMyName: on } });

  beforeAll(async () => {
    t = await startTestApp({ now: () => NOW });
    admin = await t.signupTeam();
    await t.database.db
      .update(teams)
      .set({ timeZone: ZONE, businessStartMinute: 9 * 60, businessEndMinute: 17 * 60 })
      .where(eq(teams.id, admin.team.id));
    manager = await t.addMember(admin, "team_manager", "Max Manager");
    mia = await t.addMember(admin, "member", "Mia Member");
    bo = await t.addMember(admin, "member", "Bo Booker");
    const site = await t.request("POST", "/api/sites", { cookie: admin.cookie, payload: { name: "HQ" } });
    const floor = await t.request("POST", `/api/sites/${site.body.id}/floors`, {
      cookie: admin.cookie,
      payload: { name: "1", level: 1 },
    });
    floorId = floor.body.id;
    desk = await t.createOffice(admin, { name: "Hub", capacity: 4, isShared: true, floorId });
    for (const [session, from] of [
      [bo, 9],
      [mia, 10],
    ] as const) {
      const res = await t.request("POST", "/api/bookings", {
        cookie: session.cookie,
        payload: { officeId: desk.id, startISO: at(from * 60), endISO: at((from + 1) * 60) },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await setNames(true);
    expect((await hide(bo, false)).status).toBe(200);
  });

  const named = (session: Session, name: string) => [session.user.id, name];
  const kept = [null, null];

  it("shows every holder's name by default, as before", async () => {
    const seen = await views(mia);
    const both = [named(bo, "Bo Booker"), named(mia, "Mia Member")];
    expect(seen).toMatchObject({ day: both, range: both, office: both, days: both, floor: both });
    expect(seen.activity).toContain("Bo Booker booked Hub for Tue 09:00–10:00");
  });

  it("keeps the name and id of a member who hides their name from the other members only", async () => {
    expect((await hide(bo, true)).body).toMatchObject({ hideMyName: true });
    const seen = await views(mia);
    const mixed = [kept, named(mia, "Mia Member")];
    expect(seen).toMatchObject({ day: mixed, range: mixed, office: mixed, days: mixed, floor: mixed });
    expect(seen.activity).toContain("Someone booked Hub for Tue 09:00–10:00");
    expect(seen.activity.join("\n")).not.toContain("Bo Booker booked");
    // Asking for their bookings by id would name them: the answer is empty.
    const theirs = await t.request("GET", `/api/bookings?date=${DATE}&userId=${bo.user.id}`, { cookie: mia.cookie });
    expect(theirs.body).toEqual([]);

    const both = [named(bo, "Bo Booker"), named(mia, "Mia Member")];
    for (const reader of [bo, manager, admin]) {
      const theirView = await views(reader);
      expect(theirView.day, reader.user.name).toEqual(both);
      expect(theirView.floor, reader.user.name).toEqual(both);
      expect(theirView.activity, reader.user.name).toContain("Bo Booker booked Hub for Tue 09:00–10:00");
    }
  });

  it("keeps every colleague's name from members when the team does not show who booked", async () => {
    const off = await t.request("PATCH", "/api/team/settings", {
      cookie: admin.cookie,
      payload: { showBookerNames: false },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.showBookerNames).toBe(false);
    const own = [kept, named(mia, "Mia Member")];
    expect(await views(mia)).toMatchObject({ day: own, office: own, days: own, floor: own });
    expect((await views(bo)).day).toEqual([named(bo, "Bo Booker"), kept]);
    expect((await views(manager)).day).toEqual([named(bo, "Bo Booker"), named(mia, "Mia Member")]);
  });

  it("words a series' date taken by a hidden colleague without their name", async () => {
    await hide(bo, true);
    const body = {
      officeId: desk.id,
      startDate: DATE,
      startTime: "09:00",
      durationMinutes: 60,
      rrule: "FREQ=DAILY;COUNT=1",
      wholeOffice: true,
    };
    const preview = await t.request("POST", "/api/series/preview", { cookie: mia.cookie, payload: body });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.dates[0].conflict.message).toBe("Tue 3 Mar — Hub booked 09:00–10:00");
    const seenByManager = await t.request("POST", "/api/series/preview", { cookie: manager.cookie, payload: body });
    expect(seenByManager.body.dates[0].conflict.message).toBe("Tue 3 Mar — Hub booked 09:00–10:00 by Bo Booker");
  });

  it("refuses a setting or a preference that is not true or false, and changes nothing", async () => {
    const setting = await t.request("PATCH", "/api/team/settings", {
      cookie: admin.cookie,
      payload: { showBookerNames: "no" },
    });
    expect(setting.status).toBe(400);
    expect(setting.body.message).toContain("Show who booked must be true or false");
    const preference = await hide(bo, "yes" as unknown as boolean);
    expect(preference.status).toBe(400);
    expect(preference.body.message).toContain("Hide my name must be true or false");
    expect((await views(mia)).day[0]).toEqual(named(bo, "Bo Booker"));
    // Only team admins change the team's settings.
    const byManager = await t.request("PATCH", "/api/team/settings", {
      cookie: manager.cookie,
      payload: { showBookerNames: false },
    });
    expect(byManager.status).toBe(403);
  });
});
