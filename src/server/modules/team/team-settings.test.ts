/**
 * Team settings and booking rules (docs/product.md "Time"): every member reads them, team_admin and
 * above change them; an unknown zone or hours that do not end after they start are 422 naming the
 * field; every change is audited with before/after; a new zone keeps every booking's instant.
 *
 * Over 250 lines: one describe per call (read and change the settings, sign-up's zone) over one app
 * and its helpers; each test is a few lines.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, teams, users } from "#db/schema/index.ts";
import {
  localSlot,
  type Session,
  startTestApp,
  TEST_PASSWORD,
  type TestApp,
  uniqueEmail,
} from "#server/test/harness.ts";
import { turnOnTwoFactor } from "#server/test/two-factor-support.ts";

const DEFAULTS = {
  timeZone: "America/New_York",
  weekStartsOn: 1,
  language: "en",
  businessHoursStart: "07:00",
  businessHoursEnd: "20:00",
  maxBookingMinutes: 720,
  horizonDays: 365,
  maxActiveBookingsPerMember: 0,
  minNoticeMinutes: 0,
  twoFactorPolicy: "optional",
  showBookerNames: true,
};

describe("team settings", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (who: Session) => t.request("GET", "/api/team/settings", { cookie: who.cookie });
  const patch = (who: Session, payload: unknown) =>
    t.request("PATCH", "/api/team/settings", { cookie: who.cookie, payload });
  const teamRow = async (teamId: string) => (await t.database.db.select().from(teams).where(eq(teams.id, teamId)))[0];

  it("lets every member of the team read the settings, with the defaults of a new team", async () => {
    const admin = await t.signupTeam({ companyName: "Read Co" });
    const member = await t.addMember(admin, "member");
    for (const who of [admin, member]) {
      const res = await get(who);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual({ name: "Read Co", ...DEFAULTS });
    }
  });

  it("lets a team admin change every field; the user's team and policy follow", async () => {
    const owner = await t.signupTeam();
    // Requiring two-factor of team admins asks the admin to have it first.
    const admin = await t.addMember(owner, "team_admin");
    admin.cookie = (await turnOnTwoFactor(t, admin)).cookie;
    const body = {
      name: "Renamed Team",
      timeZone: "Europe/Berlin",
      weekStartsOn: 0,
      language: "de",
      businessHoursStart: "08:30",
      businessHoursEnd: "24:00",
      maxBookingMinutes: 240,
      horizonDays: 30,
      maxActiveBookingsPerMember: 3,
      minNoticeMinutes: 60,
      twoFactorPolicy: "admins",
      showBookerNames: false,
    };
    const res = await patch(admin, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual(body);
    expect((await get(admin)).body).toEqual(body);
    const row = await teamRow(owner.team.id);
    expect(row).toMatchObject({
      name: "Renamed Team",
      timeZone: "Europe/Berlin",
      weekStartsOn: 0,
      language: "de",
      businessStartMinute: 510,
      businessEndMinute: 1440,
      maxBookingMinutes: 240,
      bookingHorizonDays: 30,
      maxActiveBookings: 3,
      minNoticeMinutes: 60,
      twoFactorPolicy: "admins",
      showBookerNames: false,
    });
    // The owner, a team admin without a second factor, is now asked to set one up.
    const owners = await t.request("GET", "/api/user", { cookie: owner.cookie });
    expect(owners.body.user.twoFactorSetupRequired).toBe(true);
    expect((await get(owner)).body.code).toBe("TWO_FACTOR_REQUIRED");
    const me = await t.request("GET", "/api/user", { cookie: admin.cookie });
    expect(me.body.user.teamName).toBe("Renamed Team");
    expect(me.body.user.team).toMatchObject({
      name: "Renamed Team",
      timeZone: "Europe/Berlin",
      businessStartMinute: 510,
      businessEndMinute: 1440,
      weekStartsOn: 0,
    });
    expect(me.body.user.team.bookingPolicy).toMatchObject({
      timeZone: "Europe/Berlin",
      maxActiveBookings: 3,
      horizonDays: 30,
      weekStartsOn: 0,
    });

    // 0 active bookings is no limit (null); a partial body keeps the other fields.
    const unlimited = await patch(admin, { maxActiveBookingsPerMember: 0 });
    expect(unlimited.status).toBe(200);
    expect(unlimited.body).toEqual({ ...body, maxActiveBookingsPerMember: 0 });
    expect((await teamRow(owner.team.id)).maxActiveBookings).toBeNull();
  });

  it("refuses members and team managers with 403 and changes nothing", async () => {
    const admin = await t.signupTeam();
    const before = (await get(admin)).body;
    for (const role of ["member", "team_manager"] as const) {
      const who = await t.addMember(admin, role);
      const res = await patch(who, { name: "Taken over", businessHoursStart: "06:00" });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe("FORBIDDEN");
      expect(res.body.message).toMatch(/team admins/i);
    }
    expect((await get(admin)).body).toEqual(before);
  });

  it("answers 422 naming the time zone for an unknown or offset zone", async () => {
    const admin = await t.signupTeam();
    for (const zone of ["Mars/Olympus_Mons", "+05:00", "Not a zone"]) {
      const res = await patch(admin, { timeZone: zone });
      expect(res.status, zone).toBe(422);
      expect(res.body.code).toBe("INVALID_TIME_ZONE");
      expect(res.body.message).toContain("Time zone");
      expect(res.body.message).toContain(zone);
    }
    expect((await get(admin)).body.timeZone).toBe("America/New_York");
  });

  it("answers 422 naming the end when business hours do not end after they start", async () => {
    const admin = await t.signupTeam();
    const both = await patch(admin, { businessHoursStart: "10:00", businessHoursEnd: "09:00" });
    expect(both.status).toBe(422);
    expect(both.body.code).toBe("END_BEFORE_START");
    expect(both.body.message).toContain("Business hours end");
    // Against the stored start (07:00), an end alone at 07:00 is not after it.
    const endOnly = await patch(admin, { businessHoursEnd: "07:00" });
    expect(endOnly.status).toBe(422);
    expect(endOnly.body.message).toContain("Business hours end (07:00)");
    const startOnly = await patch(admin, { businessHoursStart: "20:00" });
    expect(startOnly.status).toBe(422);
    expect((await get(admin)).body).toMatchObject({ businessHoursStart: "07:00", businessHoursEnd: "20:00" });
  });

  it("answers 400 for values outside the database's ranges or off the 15-minute grid", async () => {
    const admin = await t.signupTeam();
    for (const body of [
      { businessHoursStart: "09:10" },
      { businessHoursStart: "24:00" },
      { businessHoursEnd: "25:00" },
      { weekStartsOn: 7 },
      { horizonDays: 0 },
      { horizonDays: 731 },
      { minNoticeMinutes: 10081 },
      { maxActiveBookingsPerMember: -1 },
      { maxBookingMinutes: 10 },
      { name: "" },
      { teamId: "x" },
    ]) {
      const res = await patch(admin, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe("VALIDATION_FAILED");
    }
  });

  it("audits every change with before and after, in the same transaction", async () => {
    const admin = await t.signupTeam();
    const res = await patch(admin, { businessHoursStart: "09:00", horizonDays: 60 });
    expect(res.status).toBe(200);
    const rows = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.teamId, admin.team.id), eq(auditEvents.action, "team.settings_changed")));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: admin.user.id, targetType: "team", targetId: admin.team.id });
    expect(rows[0].before).toMatchObject({ businessHoursStart: "07:00", horizonDays: 365 });
    expect(rows[0].after).toMatchObject({ businessHoursStart: "09:00", horizonDays: 60 });
    // A body that changes nothing records nothing.
    await patch(admin, { horizonDays: 60 });
    const again = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.teamId, admin.team.id), eq(auditEvents.action, "team.settings_changed")));
    expect(again).toHaveLength(1);
  });

  it("keeps every booking's instant when the zone changes", async () => {
    const admin = await t.signupTeam();
    const office = await t.createOffice(admin);
    const startISO = await localSlot(3, 10);
    const endISO = await localSlot(3, 11);
    const made = await t.request("POST", "/api/bookings", {
      cookie: admin.cookie,
      payload: { officeId: office.id, startISO, endISO },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const res = await patch(admin, { timeZone: "Asia/Tokyo", businessHoursStart: "00:00", businessHoursEnd: "24:00" });
    expect(res.status).toBe(200);
    const list = await t.request("GET", "/api/bookings", { cookie: admin.cookie });
    const booking = (list.body as { id: string; startISO: string; endISO: string }[]).find(
      (b) => b.id === made.body.id,
    );
    expect(booking).toBeDefined();
    expect(Date.parse(booking!.startISO)).toBe(Date.parse(startISO));
    expect(Date.parse(booking!.endISO)).toBe(Date.parse(endISO));
  });

  it("answers NO_TEAM to a user outside any team", async () => {
    const admin = await t.signupTeam();
    await t.database.db.update(users).set({ role: "super_admin", teamId: null }).where(eq(users.id, admin.user.id));
    const res = await get({ ...admin, cookie: (await turnOnTwoFactor(t, admin)).cookie });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("NO_TEAM");
  });
});

describe("sign-up time zone", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const signup = (extra: Record<string, unknown>) =>
    t.request("POST", "/api/auth/signup", {
      payload: {
        name: "Zed Zone",
        email: uniqueEmail("zone"),
        password: TEST_PASSWORD,
        companyName: `Zone ${Math.random()}`,
        ...extra,
      },
    });
  const zoneOf = async (teamId: string) =>
    (await t.database.db.select().from(teams).where(eq(teams.id, teamId)))[0].timeZone;

  it("stores the zone the Create Team form sends", async () => {
    const res = await signup({ timeZone: "Asia/Tokyo" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await zoneOf(res.body.team.id)).toBe("Asia/Tokyo");
    expect(res.body.user.team.timeZone).toBe("Asia/Tokyo");
  });

  it("keeps America/New_York when no zone is sent", async () => {
    const res = await signup({});
    expect(res.status).toBe(201);
    expect(await zoneOf(res.body.team.id)).toBe("America/New_York");
  });

  it("refuses an unknown zone with 400 naming it, and creates nothing", async () => {
    const email = uniqueEmail("badzone");
    const res = await t.request("POST", "/api/auth/signup", {
      payload: { name: "Zed", email, password: TEST_PASSWORD, companyName: "Bad Zone Co", timeZone: "Mars/Base" },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("VALIDATION_FAILED");
    expect(res.body.message).toContain("timeZone");
    const login = await t.request("POST", "/api/login", { payload: { email, password: TEST_PASSWORD } });
    expect(login.status).toBe(401);
  });
});
