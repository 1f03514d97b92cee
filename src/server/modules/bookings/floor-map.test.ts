/**
 * The floor map's read, GET /api/floors/{id}/availability (docs/product.md "The floor map"): every
 * office of one floor with its bookings of a team-local date and its state for the caller, over the
 * business hours or a window of them; another team's floor is not found.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { teams } from "#db/schema/index.ts";
import { type Session, startTestApp, type TestApp } from "#server/test/harness.ts";
import type { FloorAvailability } from "#shared/schemas/floor-map.ts";
import { zonedInstant } from "#shared/time.ts";

const NOW = new Date("2026-03-02T07:00:00Z");
const ZONE = "Europe/Berlin";
const DATE = "2026-03-03";
const at = (minute: number) => new Date(zonedInstant(DATE, minute, ZONE).getTime()).toISOString();

describe("the floor map", () => {
  let t: TestApp;
  let admin: Session;
  let member: Session;
  let bo: Session;
  let floorId: string;
  const desks: Record<string, { id: string }> = {};

  async function book(session: Session, office: { id: string }, from: number, to: number, extra = {}) {
    const res = await t.request("POST", "/api/bookings", {
      cookie: session.cookie,
      payload: { officeId: office.id, startISO: at(from), endISO: at(to), ...extra },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }

  async function map(session: Session, query: string, floor = floorId) {
    return t.request<FloorAvailability & { code?: string }>("GET", `/api/floors/${floor}/availability?${query}`, {
      cookie: session.cookie,
    });
  }

  beforeAll(async () => {
    t = await startTestApp({ now: () => NOW });
    admin = await t.signupTeam();
    await t.database.db
      .update(teams)
      .set({ timeZone: ZONE, businessStartMinute: 9 * 60, businessEndMinute: 17 * 60 })
      .where(eq(teams.id, admin.team.id));
    member = await t.addMember(admin, "member", "Mia Member");
    bo = await t.addMember(admin, "member", "Bo Booker");
    const site = await t.request("POST", "/api/sites", { cookie: admin.cookie, payload: { name: "HQ" } });
    const floor = await t.request("POST", `/api/sites/${site.body.id}/floors`, {
      cookie: admin.cookie,
      payload: { name: "2", level: 2 },
    });
    floorId = floor.body.id;
    for (const name of ["Desk A", "Desk B", "Desk C", "Desk D", "Desk E"]) {
      desks[name] = await t.createOffice(admin, { name, capacity: 1, kind: "desk", floorId });
    }
    desks.Hub = await t.createOffice(admin, { name: "Hub", capacity: 3, isShared: true, floorId });
    // Elsewhere: an office on another floor of the team.
    desks.Elsewhere = await t.createOffice(admin, { name: "Elsewhere", capacity: 1 });

    await book(bo, desks["Desk B"], 9 * 60, 12 * 60);
    await book(bo, desks["Desk C"], 9 * 60, 17 * 60);
    await book(member, desks["Desk D"], 10 * 60, 11 * 60);
    await book(bo, desks.Hub, 9 * 60, 17 * 60);
    await book(admin, desks.Hub, 9 * 60, 17 * 60);
    await book(bo, desks.Elsewhere, 9 * 60, 17 * 60);
    // The day before, on Desk A: not this date's.
    await t.request("POST", "/api/bookings", {
      cookie: bo.cookie,
      payload: {
        officeId: desks["Desk A"].id,
        startISO: zonedInstant("2026-03-02", 15 * 60, ZONE).toISOString(),
        endISO: zonedInstant("2026-03-02", 16 * 60, ZONE).toISOString(),
      },
    });
    const off = await t.request("PATCH", `/api/offices/${desks["Desk E"].id}`, {
      cookie: admin.cookie,
      payload: { isActive: false },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers every office of the floor with its state for the member over the business hours", async () => {
    const res = await map(member, `date=${DATE}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body;
    expect(body).toMatchObject({ floorId, date: DATE, timeZone: ZONE, plan: null });
    expect([body.windowStartISO, body.windowEndISO, body.closedReason]).toEqual([at(9 * 60), at(17 * 60), null]);
    expect(body.spaces.map((s) => [s.name, s.state])).toEqual([
      ["Desk A", "free"],
      ["Desk B", "partly"],
      ["Desk C", "taken"],
      ["Desk D", "mine"],
      ["Desk E", "unavailable"],
      ["Hub", "partly"],
    ]);
    const deskC = body.spaces.find((s) => s.name === "Desk C");
    expect(deskC?.booked).toMatchObject([{ userName: "Bo Booker", startISO: at(540), endISO: at(1020), seats: 1 }]);
    expect(deskC).toMatchObject({ kind: "desk", capacity: 1, isShared: false, isActive: true, position: null });
  });

  it("names each state from the caller's side and narrows to a window of the day", async () => {
    const forBo = await map(bo, `date=${DATE}`);
    expect(forBo.body.spaces.map((s) => s.state)).toEqual(["free", "mine", "mine", "partly", "unavailable", "mine"]);
    const morning = await map(member, `date=${DATE}&from=09:00&to=12:00`);
    expect([morning.body.windowStartISO, morning.body.windowEndISO]).toEqual([at(540), at(720)]);
    expect(morning.body.spaces.map((s) => s.state)).toEqual([
      "free",
      "taken",
      "taken",
      "mine",
      "unavailable",
      "partly",
    ]);
    const evening = await map(member, `date=${DATE}&from=12:00&to=23:00`);
    // Clamped to the business hours: the afternoon until 17:00.
    expect(evening.body.windowEndISO).toBe(at(17 * 60));
    expect(evening.body.spaces.map((s) => s.state)).toEqual(["free", "free", "taken", "free", "unavailable", "partly"]);
  });

  it("keeps to what may still be booked: the rest of today, a past day shown but closed", async () => {
    // 08:00 in Berlin on the day before: that day's past is cut off, the rest may be booked.
    const today = await map(member, "date=2026-03-02");
    expect(today.body.closedReason).toBeNull();
    expect(today.body.windowStartISO).toBe(new Date(zonedInstant("2026-03-02", 9 * 60, ZONE).getTime()).toISOString());
    const past = await map(bo, "date=2026-03-01");
    expect(past.body.closedReason).toBe("past");
    // A past day's states are who sat where over its business hours.
    expect(past.body.windowEndISO).toBe(new Date(zonedInstant("2026-03-01", 17 * 60, ZONE).getTime()).toISOString());
  });

  it("refuses a date or window that is not one, and another team's floor", async () => {
    const outside = await map(member, `date=${DATE}&from=18:00`);
    expect([outside.status, outside.body.code]).toEqual([400, "VALIDATION_FAILED"]);
    expect(JSON.stringify(outside.body)).toContain("outside the business hours (09:00 to 17:00)");
    for (const query of [
      "date=2026-02-30",
      `date=${DATE}&from=24:00`,
      `date=${DATE}&to=10:10`,
      "date=03/03/2026",
      `date=${DATE}&from=09:10`,
      `date=${DATE}&from=12:00&to=09:00`,
    ]) {
      const res = await map(member, query);
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe("VALIDATION_FAILED");
    }
    const other = await t.signupTeam();
    expect((await map(other, `date=${DATE}`)).status).toBe(404);
    expect((await map(member, `date=${DATE}`, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });
});
