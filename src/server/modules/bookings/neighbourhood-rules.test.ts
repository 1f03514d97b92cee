/**
 * Neighbourhood rules on every booking path (docs/product.md "Neighbourhoods"): a create (quick or
 * from the dialog: one call), a create on behalf, the dialog's check, an edit's move, a series and a
 * template all refuse what the office's neighbourhood does not allow, naming it; the floor map shows
 * its spaces as not available to those it keeps out. Managers make, change and remove neighbourhoods.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { teams } from "#db/schema/index.ts";
import { type Session, startTestApp, type TestApp } from "#server/test/harness.ts";
import { zonedInstant } from "#shared/time.ts";

const NOW = new Date("2026-03-02T12:00:00Z");
const ZONE = "Europe/Berlin";
const DATE = "2026-03-04";
const at = (minute: number, date = DATE) => new Date(zonedInstant(date, minute, ZONE).getTime()).toISOString();

describe("neighbourhoods", () => {
  let t: TestApp;
  let admin: Session;
  let manager: Session;
  let mia: Session;
  let ola: Session;
  let floorId: string;
  let financeGroup: string;
  const office: Record<string, string> = {};

  async function neighbourhood(payload: Record<string, unknown>, session = admin) {
    return t.request("POST", `/api/floors/${floorId}/neighbourhoods`, { cookie: session.cookie, payload });
  }

  async function deskIn(name: string, neighbourhoodId: string | null) {
    const res = await t.request("POST", "/api/offices", {
      cookie: admin.cookie,
      payload: { name, capacity: 1, kind: "desk", floorId, neighbourhoodId },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    office[name] = res.body.id;
    return res.body.id as string;
  }

  const book = (session: Session, officeId: string, from: number, to: number, extra = {}, date = DATE) =>
    t.request("POST", "/api/bookings", {
      cookie: session.cookie,
      payload: { officeId, startISO: at(from, date), endISO: at(to, date), ...extra },
    });

  beforeAll(async () => {
    t = await startTestApp({ now: () => NOW });
    admin = await t.signupTeam();
    await t.database.db
      .update(teams)
      .set({ timeZone: ZONE, businessStartMinute: 9 * 60, businessEndMinute: 17 * 60, status: "active" })
      .where(eq(teams.id, admin.team.id));
    manager = await t.addMember(admin, "team_manager", "Max Manager");
    mia = await t.addMember(admin, "member", "Mia Finance");
    ola = await t.addMember(admin, "member", "Ola Other");
    const group = await t.request("POST", "/api/team/groups", { cookie: admin.cookie, payload: { name: "Finance" } });
    financeGroup = group.body.id;
    await t.request("PUT", `/api/team/groups/${financeGroup}/members`, {
      cookie: admin.cookie,
      payload: { userIds: [mia.user.id] },
    });
    const site = await t.request("POST", "/api/sites", { cookie: admin.cookie, payload: { name: "HQ" } });
    const floor = await t.request("POST", `/api/sites/${site.body.id}/floors`, {
      cookie: admin.cookie,
      payload: { name: "4" },
    });
    floorId = floor.body.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it("lets managers make, change and remove one, never a member; the sites list shows it", async () => {
    const refused = await neighbourhood({ name: "Quiet" }, mia);
    expect([refused.status, refused.body.code]).toEqual([403, "FORBIDDEN"]);
    const made = await neighbourhood({ name: "Quiet", maxBookingMinutes: 120 }, manager);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      name: "Quiet",
      allowedRoles: [],
      groupIds: [],
      bookingMode: "any",
      officeCount: 0,
    });
    const again = await neighbourhood({ name: "quiet" });
    expect([again.status, again.body.code]).toEqual([409, "NEIGHBOURHOOD_NAME_TAKEN"]);
    const unknownGroup = await neighbourhood({ name: "Ghost", groupIds: ["00000000-0000-4000-8000-000000000000"] });
    expect(unknownGroup.status).toBe(404);
    const changed = await t.request("PATCH", `/api/neighbourhoods/${made.body.id}`, {
      cookie: admin.cookie,
      payload: { name: "Library", horizonDays: 7 },
    });
    expect(changed.body).toMatchObject({ name: "Library", horizonDays: 7, maxBookingMinutes: 120 });
    await deskIn("L-1", made.body.id);
    const sites = (await t.request("GET", "/api/sites", { cookie: ola.cookie })).body;
    const floor = sites
      .flatMap((s: { floors: { id: string }[] }) => s.floors)
      .find((f: { id: string }) => f.id === floorId);
    expect(floor.neighbourhoods).toMatchObject([{ name: "Library", officeCount: 1 }]);
    const removed = await t.request("DELETE", `/api/neighbourhoods/${made.body.id}`, { cookie: manager.cookie });
    expect(removed.status).toBe(204);
    const desk = (await t.request("GET", "/api/offices", { cookie: admin.cookie })).body.find(
      (o: { name: string }) => o.name === "L-1",
    );
    expect(desk.neighbourhoodId).toBeNull();
  });

  it("keeps a restricted neighbourhood to its groups and roles on every path, naming it", async () => {
    const finance = await neighbourhood({ name: "Finance", groupIds: [financeGroup], allowedRoles: ["team_admin"] });
    expect(finance.status, JSON.stringify(finance.body)).toBe(201);
    const desk = await deskIn("F-1", finance.body.id);
    const outside = await deskIn("Open-1", null);

    const refused = await book(ola, desk, 600, 660);
    expect([refused.status, refused.body.code]).toEqual([403, "NEIGHBOURHOOD_RESTRICTED"]);
    expect(refused.body.message).toBe(
      "F-1 is in the Finance neighbourhood, which only its own people may book. Choose a space outside it, or ask a team admin.",
    );
    // The dialog's check says so before anyone presses Book.
    const check = await t.request("POST", "/api/bookings/check", {
      cookie: ola.cookie,
      payload: { officeId: desk, startISO: at(600), endISO: at(660) },
    });
    expect(check.body.violations.map((v: { rule: string }) => v.rule)).toEqual(["NEIGHBOURHOOD_RESTRICTED"]);
    // A manager may not put Ola there either; Mia (Finance) and a team admin (the role) may book.
    const onBehalf = await book(manager, desk, 600, 660, { userId: ola.user.id });
    expect([onBehalf.status, onBehalf.body.code]).toEqual([403, "NEIGHBOURHOOD_RESTRICTED"]);
    expect((await book(mia, desk, 600, 660)).status).toBe(201);
    expect((await book(admin, desk, 720, 780)).status).toBe(201);

    // An edit cannot move Ola's booking in.
    const own = await book(ola, outside, 600, 660);
    const moved = await t.request("PATCH", `/api/bookings/${own.body.id}`, {
      cookie: ola.cookie,
      payload: { officeId: desk, startISO: at(810), endISO: at(870) },
    });
    expect([moved.status, moved.body.code]).toEqual([403, "NEIGHBOURHOOD_RESTRICTED"]);

    // A series skips every date with the reason; a template's dates too.
    const series = await t.request("POST", "/api/series", {
      cookie: ola.cookie,
      payload: {
        officeId: desk,
        startDate: "2026-03-05",
        startTime: "13:00",
        durationMinutes: 60,
        rrule: "FREQ=DAILY;COUNT=2",
      },
    });
    expect(series.body.created ?? []).toEqual([]);
    expect(JSON.stringify(series.body)).toContain("Finance neighbourhood");
    const template = await t.request("POST", "/api/templates", {
      cookie: ola.cookie,
      payload: { name: "Finance desk", officeId: desk, startTime: "14:00", durationMinutes: 60 },
    });
    const fromTemplate = await t.request("POST", `/api/templates/${template.body.id}/book`, {
      cookie: ola.cookie,
      payload: { dates: ["2026-03-06"] },
    });
    expect(fromTemplate.body.created ?? []).toEqual([]);
    expect(JSON.stringify(fromTemplate.body)).toContain("Finance neighbourhood");

    // The floor map: not available to Ola, free (or Mia's) for Finance.
    const forOla = await t.request("GET", `/api/floors/${floorId}/availability?date=2026-03-05`, {
      cookie: ola.cookie,
    });
    expect(forOla.body.spaces.find((s: { id: string }) => s.id === desk)?.state).toBe("unavailable");
    const forMia = await t.request("GET", `/api/floors/${floorId}/availability?date=2026-03-05`, {
      cookie: mia.cookie,
    });
    expect(forMia.body.spaces.find((s: { id: string }) => s.id === desk)?.state).toBe("free");

    // The group removed, the neighbourhood stays kept to its role: it does not open to everyone.
    expect((await t.request("DELETE", `/api/team/groups/${financeGroup}`, { cookie: admin.cookie })).status).toBe(204);
    const later = await book(ola, desk, 600, 660, {}, "2026-03-09");
    expect([later.status, later.body.code]).toEqual([403, "NEIGHBOURHOOD_RESTRICTED"]);
    expect((await book(mia, desk, 600, 660, {}, "2026-03-09")).status).toBe(403);
    // Mia's booking from before shows as hers on the map; the desk is not available to her any more.
    const mine = await t.request("GET", `/api/floors/${floorId}/availability?date=${DATE}&from=10:00&to=11:00`, {
      cookie: mia.cookie,
    });
    expect(mine.body.spaces.find((s: { id: string }) => s.id === desk)?.state).toBe("mine");
    expect((await book(admin, desk, 600, 660, {}, "2026-03-09")).status).toBe(201);
  });

  it("books whole days, at most its longest booking, at most its days ahead", async () => {
    const day = await neighbourhood({ name: "Hot desks", bookingMode: "whole_day", horizonDays: 5 });
    expect(day.status, JSON.stringify(day.body)).toBe(201);
    const desk = await deskIn("H-1", day.body.id);
    const morning = await book(ola, desk, 540, 720);
    expect([morning.status, morning.body.code]).toEqual([422, "NEIGHBOURHOOD_WHOLE_DAY"]);
    expect(morning.body.message).toBe("Spaces in Hot desks are booked for the whole day, from 09:00 to 17:00.");
    expect((await book(ola, desk, 540, 1020)).status).toBe(201);
    const far = await book(mia, desk, 540, 1020, {}, "2026-03-10");
    expect([far.status, far.body.code]).toEqual([422, "NEIGHBOURHOOD_TOO_FAR_AHEAD"]);
    // The map agrees: beyond its five days the desk is not available, within them it is free.
    const stateOn = async (date: string) =>
      (
        await t.request("GET", `/api/floors/${floorId}/availability?date=${date}`, { cookie: mia.cookie })
      ).body.spaces.find((s: { id: string }) => s.id === desk)?.state;
    expect(await stateOn("2026-03-10")).toBe("unavailable");
    expect(await stateOn("2026-03-05")).toBe("free");

    const short = await neighbourhood({ name: "Focus", maxBookingMinutes: 60 });
    const focus = await deskIn("Q-1", short.body.id);
    const long = await book(ola, focus, 540, 660);
    expect([long.status, long.body.code, long.body.message]).toEqual([
      422,
      "NEIGHBOURHOOD_TOO_LONG",
      "Bookings in Focus last at most 1 hour.",
    ]);
    expect((await book(ola, focus, 540, 600)).status).toBe(201);
  });

  it("refuses whole days longer than the team's longest booking, and an office in another floor's neighbourhood", async () => {
    await t.request("PATCH", "/api/team/settings", { cookie: admin.cookie, payload: { maxBookingMinutes: 240 } });
    const tooLong = await neighbourhood({ name: "Long days", bookingMode: "whole_day" });
    expect([tooLong.status, tooLong.body.code]).toEqual([422, "NEIGHBOURHOOD_WHOLE_DAY"]);
    // Its own longest booking counts too, set with whole days or later.
    const own = await neighbourhood({ name: "Short days", bookingMode: "whole_day", maxBookingMinutes: 120 });
    expect([own.status, own.body.code]).toEqual([422, "NEIGHBOURHOOD_WHOLE_DAY"]);
    await t.request("PATCH", "/api/team/settings", { cookie: admin.cookie, payload: { maxBookingMinutes: 720 } });
    const days = await neighbourhood({ name: "Day desks", bookingMode: "whole_day" });
    const shortened = await t.request("PATCH", `/api/neighbourhoods/${days.body.id}`, {
      cookie: admin.cookie,
      payload: { maxBookingMinutes: 60 },
    });
    expect([shortened.status, shortened.body.code]).toEqual([422, "NEIGHBOURHOOD_WHOLE_DAY"]);
    const elsewhere = await neighbourhood({ name: "Far" });
    const other = await t.request("POST", "/api/offices", {
      cookie: admin.cookie,
      payload: { name: "Main desk", capacity: 1, neighbourhoodId: elsewhere.body.id },
    });
    expect(other.status).toBe(404);
  });
});
