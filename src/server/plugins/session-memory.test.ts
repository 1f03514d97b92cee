/**
 * Sessions remembered between requests on the embedded database (plugins/session.ts, issue 14): a
 * signed-in request reads no session row when the last one did, and whatever changes who a session
 * is (sign-out, a new role, removal from the team, a suspended team, a write by plain SQL) shows on
 * the very next request. On PostgreSQL nothing is remembered; the same answers hold.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { teams } from "#db/schema/index.ts";
import { startTestApp, type TestApp } from "#server/test/harness.ts";

describe("sessions remembered between requests", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const me = (cookie: string) => t.request("GET", "/api/user", { cookie });

  it.runIf(!process.env.DATABASE_URL)("reads no session row for a session it read before", async () => {
    const admin = await t.signupTeam();
    expect((await me(admin.cookie)).status).toBe(200);
    const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const queries = vi.spyOn(client, "query");
    try {
      const office = await t.createOffice(admin, { name: "Atrium" });
      queries.mockClear();
      const res = await t.request("GET", `/api/offices/${office.id}/availability?date=2030-01-07`, {
        cookie: admin.cookie,
      });
      expect(res.status).toBe(200);
      // The office with its day's bookings, and nothing else.
      expect(queries).toHaveBeenCalledTimes(1);
    } finally {
      queries.mockRestore();
    }
  });

  it("ends a signed-out session on the next request", async () => {
    const admin = await t.signupTeam();
    expect((await me(admin.cookie)).status).toBe(200);
    expect((await t.request("POST", "/api/logout", { cookie: admin.cookie })).status).toBeLessThan(300);
    const after = await me(admin.cookie);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe("UNAUTHENTICATED");
  });

  it("gives a member a new role, and ends a removed member's session, from the next request on", async () => {
    const admin = await t.signupTeam();
    const member = await t.addMember(admin);
    const create = () =>
      t.request("POST", "/api/offices", {
        cookie: member.cookie,
        payload: { name: `Room ${Date.now()}`, capacity: 2 },
      });
    expect((await create()).status).toBe(403);

    const promoted = await t.request("PATCH", `/api/team/members/${member.user.id}`, {
      cookie: admin.cookie,
      payload: { role: "team_manager" },
    });
    expect(promoted.status).toBe(200);
    expect((await create()).status).toBe(201);

    expect((await t.request("DELETE", `/api/team/members/${member.user.id}`, { cookie: admin.cookie })).status).toBe(
      200,
    );
    // Removal from the team ends the member's sessions.
    expect((await me(member.cookie)).status).toBe(401);
    expect((await create()).status).toBe(401);
  });

  it("sees a team changed by plain SQL on the next request", async () => {
    const admin = await t.signupTeam();
    const office = await t.createOffice(admin, { name: "Hall" });
    const book = () =>
      t.request("POST", "/api/bookings", {
        cookie: admin.cookie,
        payload: { officeId: office.id, startISO: "2031-03-04T15:00:00.000Z", endISO: "2031-03-04T16:00:00.000Z" },
      });
    await me(admin.cookie);
    await t.database.db
      .update(teams)
      .set({ status: "suspended" })
      .where(eq(teams.id, admin.team?.id ?? ""));
    const res = await book();
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("TEAM_SUSPENDED");
  });
});
