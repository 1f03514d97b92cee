/**
 * Assigned desks (docs/product.md "Assigned desks"): a team manager assigns a desk to a member; it
 * is theirs every day, so nobody else books it (single, series, on behalf, check) unless its holder
 * released that day; the holder releases and takes back days, not one already booked by someone
 * else; the floor map and the availability read show it; leaving the team gives the desk up.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, teams } from "#db/schema/index.ts";
import { type Session, startTestApp, type TestApp } from "#server/test/harness.ts";
import { zonedInstant } from "#shared/time.ts";

const NOW = new Date("2026-03-02T07:00:00Z");
const ZONE = "Europe/Berlin";
const TUESDAY = "2026-03-03";
const WEDNESDAY = "2026-03-04";
const at = (date: string, hour: number) => zonedInstant(date, hour * 60, ZONE).toISOString();

describe("assigned desks", () => {
  let t: TestApp;
  let admin: Session;
  let manager: Session;
  let ana: Session;
  let bo: Session;
  let floorId: string;
  let desk: { id: string };
  let room: { id: string };

  const book = (session: Session, date: string, extra: Record<string, unknown> = {}) =>
    t.request("POST", "/api/bookings", {
      cookie: session.cookie,
      payload: { officeId: desk.id, startISO: at(date, 9), endISO: at(date, 17), ...extra },
    });
  const release = (session: Session, date: string, method: "PUT" | "DELETE" = "PUT", office = desk.id) =>
    t.request(method, `/api/offices/${office}/releases/${date}`, { cookie: session.cookie });
  /** A preview, as `session`, of a daily series of the desk on Tuesday and Wednesday 09:00-10:00. */
  const previewTuesdayAndWednesday = (session: Session) =>
    t.request("POST", "/api/series/preview", {
      cookie: session.cookie,
      payload: {
        officeId: desk.id,
        startDate: TUESDAY,
        startTime: "09:00",
        durationMinutes: 60,
        rrule: "FREQ=DAILY;COUNT=2",
      },
    });
  const assign = (userId: string | null, office = desk.id) =>
    t.request("PATCH", `/api/offices/${office}`, { cookie: manager.cookie, payload: { assignedUserId: userId } });

  beforeAll(async () => {
    t = await startTestApp({ now: () => NOW });
    admin = await t.signupTeam();
    await t.database.db.update(teams).set({ timeZone: ZONE }).where(eq(teams.id, admin.team.id));
    manager = await t.addMember(admin, "team_manager", "Max Manager");
    ana = await t.addMember(admin, "member", "Ana Holder");
    bo = await t.addMember(admin, "member", "Bo Other");
    const site = await t.request("POST", "/api/sites", { cookie: admin.cookie, payload: { name: "HQ" } });
    const floor = await t.request("POST", `/api/sites/${site.body.id}/floors`, {
      cookie: admin.cookie,
      payload: { name: "1", level: 1 },
    });
    floorId = floor.body.id;
    desk = await t.createOffice(admin, { name: "D-12", capacity: 1, kind: "desk", floorId });
    room = await t.createOffice(admin, { name: "Quiet Room", capacity: 4, floorId });
  });
  afterAll(async () => {
    await t.close();
  });

  it("assigns only a desk, only to a member of the team, and only by a manager or admin", async () => {
    expect((await assign(ana.user.id, room.id)).body).toMatchObject({
      code: "DESK_NOT_ASSIGNABLE",
      message: "Only a desk can be assigned to someone: Quiet Room is not a desk.",
    });
    const other = await t.signupTeam();
    expect((await assign(other.user.id)).status).toBe(404);
    const byMember = await t.request("PATCH", `/api/offices/${desk.id}`, {
      cookie: ana.cookie,
      payload: { assignedUserId: ana.user.id },
    });
    expect(byMember.status).toBe(403);
    const assigned = await assign(ana.user.id);
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(assigned.body.assignedUserId).toBe(ana.user.id);
    // A desk that is someone's cannot become a room.
    const toRoom = await t.request("PATCH", `/api/offices/${desk.id}`, {
      cookie: manager.cookie,
      payload: { kind: "room", capacity: 2 },
    });
    expect(toRoom.body.code).toBe("DESK_NOT_ASSIGNABLE");
  });

  it("refuses anyone but its holder on a day not released, on every path", async () => {
    const refused = await book(bo, TUESDAY);
    expect([refused.status, refused.body.code]).toEqual([409, "DESK_ASSIGNED"]);
    expect(refused.body.message).toBe(
      "D-12 is assigned to a colleague; it can be booked on the days they release it. Choose another desk or day.",
    );
    // A manager booking for Bo is refused too; the check names the rule.
    const onBehalf = await book(manager, TUESDAY, { userId: bo.user.id });
    expect(onBehalf.body.code).toBe("DESK_ASSIGNED");
    const check = await t.request("POST", "/api/bookings/check", {
      cookie: bo.cookie,
      payload: { officeId: desk.id, startISO: at(TUESDAY, 9), endISO: at(TUESDAY, 10) },
    });
    expect(check.body.violations.map((v: { rule: string }) => v.rule)).toEqual(["DESK_ASSIGNED"]);
    const series = await previewTuesdayAndWednesday(bo);
    expect(series.body.dates.map((d: { conflict: { reason: string } | null }) => d.conflict?.reason)).toEqual([
      "DESK_ASSIGNED",
      "DESK_ASSIGNED",
    ]);
    // Its holder books it as any desk.
    const own = await book(ana, TUESDAY);
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    await t.request("DELETE", `/api/bookings/${own.body.id}`, { cookie: ana.cookie });
  });

  it("lets its holder release a day, then anyone books it; a booked day cannot be taken back", async () => {
    expect((await release(bo, WEDNESDAY)).body.code).toBe("FORBIDDEN");
    const released = await release(ana, WEDNESDAY);
    expect([released.status, released.body]).toEqual([200, { officeId: desk.id, date: WEDNESDAY, released: true }]);
    expect((await release(ana, WEDNESDAY)).status).toBe(200);
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, desk.id), eq(auditEvents.action, "office.desk_released")));
    expect(audit).toHaveLength(1);

    // Only that day: a series over Tuesday and Wednesday places Wednesday alone.
    const series = await previewTuesdayAndWednesday(bo);
    expect(series.body.dates.map((d: { conflict: unknown }) => d.conflict === null)).toEqual([false, true]);
    const booked = await book(bo, WEDNESDAY);
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);

    const back = await release(ana, WEDNESDAY, "DELETE");
    expect([back.status, back.body.code]).toEqual([409, "DESK_RELEASE_BOOKED"]);
    await t.request("DELETE", `/api/bookings/${booked.body.id}`, { cookie: bo.cookie });
    const taken = await release(ana, WEDNESDAY, "DELETE");
    expect([taken.status, taken.body.released]).toEqual([200, false]);
    expect((await book(bo, WEDNESDAY)).body.code).toBe("DESK_ASSIGNED");
  });

  it("refuses a past day, a desk assigned to nobody, and a date that is not one", async () => {
    expect((await release(ana, "2026-03-01")).body.code).toBe("VALIDATION_FAILED");
    expect((await release(ana, TUESDAY, "PUT", room.id)).body.code).toBe("DESK_NOT_ASSIGNED");
    expect((await release(ana, "2026-02-30")).status).toBe(400);
    expect((await release(ana, "tomorrow")).status).toBe(400);
  });

  it("shows the desk as its holder's on the floor map and closes others' availability, unless released", async () => {
    await release(ana, WEDNESDAY);
    const map = async (session: Session, date: string) => {
      const res = await t.request("GET", `/api/floors/${floorId}/availability?date=${date}`, {
        cookie: session.cookie,
      });
      return res.body.spaces.find((s: { id: string }) => s.id === desk.id);
    };
    expect(await map(bo, TUESDAY)).toMatchObject({
      state: "taken",
      assignedTo: { userId: ana.user.id, userName: "Ana Holder" },
      released: false,
    });
    expect((await map(ana, TUESDAY)).state).toBe("mine");
    expect(await map(bo, WEDNESDAY)).toMatchObject({ state: "free", released: true });

    const range = async (session: Session) => {
      const res = await t.request("GET", `/api/availability?from=${TUESDAY}&to=${WEDNESDAY}&officeId=${desk.id}`, {
        cookie: session.cookie,
      });
      return res.body.offices[0].days.map((day: { closed: { reason: string }[] }) =>
        day.closed.map((c) => c.reason).includes("assigned"),
      );
    };
    expect(await range(bo)).toEqual([true, false]);
    expect(await range(ana)).toEqual([false, false]);
  });

  it("names its holder on it even when they hide their name, and holds nothing on a day gone by", async () => {
    await t.request("PATCH", "/api/user/preferences", { cookie: ana.cookie, payload: { hideMyName: true } });
    const own = await book(ana, TUESDAY);
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    const map = async (date: string) => {
      const res = await t.request("GET", `/api/floors/${floorId}/availability?date=${date}`, { cookie: bo.cookie });
      return res.body.spaces.find((s: { id: string }) => s.id === desk.id);
    };
    const tuesday = await map(TUESDAY);
    expect(tuesday.booked.map((b: { userName: string | null }) => b.userName)).toEqual(["Ana Holder"]);
    // Elsewhere her bookings stay nameless to Bo.
    const day = await t.request("GET", `/api/bookings?date=${TUESDAY}`, { cookie: bo.cookie });
    expect(day.body.map((b: { userName: string | null }) => b.userName)).toEqual([null]);
    await t.request("DELETE", `/api/bookings/${own.body.id}`, { cookie: ana.cookie });
    await t.request("PATCH", "/api/user/preferences", { cookie: ana.cookie, payload: { hideMyName: false } });
    // Sunday has passed: who held the desk then is not recorded.
    expect(await map("2026-03-01")).toMatchObject({ state: "free", assignedTo: { userName: "Ana Holder" } });
  });

  it("gives the desk up, and its released days, when it changes hands or its holder leaves", async () => {
    await release(ana, WEDNESDAY);
    expect((await assign(bo.user.id)).body.assignedUserId).toBe(bo.user.id);
    // Ana's released Wednesday was hers to give: Bo holds the desk that day now.
    expect((await book(ana, WEDNESDAY)).body.code).toBe("DESK_ASSIGNED");
    const removed = await t.request("DELETE", `/api/team/members/${bo.user.id}`, { cookie: admin.cookie });
    expect(removed.status, JSON.stringify(removed.body)).toBeLessThan(300);
    const office = await t.request("GET", "/api/offices", { cookie: admin.cookie });
    expect(office.body.find((o: { id: string }) => o.id === desk.id).assignedUserId).toBeNull();
    // Recorded as a change of the desk, so open offices pages hear of it.
    const changes = await t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, desk.id));
    const given = changes.filter(
      (row) =>
        row.action === "office.updated" &&
        (row.before as { assignedUserId?: string }).assignedUserId === bo.user.id &&
        (row.after as { assignedUserId?: string | null }).assignedUserId === null,
    );
    expect(given).toHaveLength(1);
    expect((await book(ana, WEDNESDAY)).status).toBe(201);
  });
});
