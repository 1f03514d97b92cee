/**
 * A request's session (plugins/session.ts): one indexed read per signed-in request, and whatever
 * changes who a session is (sign-out, a new role, removal from the team, a suspended team, a write by
 * plain SQL, a super admin's revocation, a disabled user, a deleted team) shows on the very next
 * request.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { teams } from "#db/schema/index.ts";
import { signIn, signInNewSuperAdmin } from "#server/modules/platform/platform-test-support.ts";
import { startTestApp, type TestApp } from "#server/test/harness.ts";

const isEmbedded = !process.env.DATABASE_URL;

describe("the session of each request", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const me = (cookie: string) => t.request("GET", "/api/user", { cookie });

  type Query = (text: unknown, ...rest: unknown[]) => unknown;
  const pglite = () => (t.database.db as unknown as { $client: { query: Query } }).$client;
  const isSessionRead = (text: unknown) => String(text).includes('"sessions"."token"');

  /** The session rows `run` read from the database (PGlite's client). */
  async function sessionReadsOf(run: () => Promise<unknown>): Promise<number> {
    const queries = vi.spyOn(pglite(), "query");
    try {
      await run();
      return queries.mock.calls.filter(([text]) => isSessionRead(text)).length;
    } finally {
      queries.mockRestore();
    }
  }

  it.runIf(isEmbedded)("reads the session with its user and team in one statement per request", async () => {
    const admin = await t.signupTeam();
    expect(await sessionReadsOf(() => me(admin.cookie))).toBe(1);
    expect(await sessionReadsOf(() => me(admin.cookie))).toBe(1);
  });

  it.runIf(isEmbedded)("reads the session and nothing else before an office's availability", async () => {
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
      // The session, then the office with its day's bookings, and nothing else.
      expect(queries).toHaveBeenCalledTimes(2);
    } finally {
      queries.mockRestore();
    }
  });

  it("ends a signed-out session on the next request", async () => {
    const admin = await t.signupTeam();
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
    await t.database.db
      .update(teams)
      .set({ status: "suspended" })
      .where(eq(teams.id, admin.team?.id ?? ""));
    const res = await book();
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("TEAM_SUSPENDED");
  });

  it("ends sessions a super admin revokes, a disabled user's, and a deleted team's, on the next request", async () => {
    const sa = await signInNewSuperAdmin(t);
    const admin = await t.signupTeam();
    const member = await t.addMember(admin);
    const platform = (path: string, payload?: unknown, method: "POST" | "DELETE" = "POST") =>
      t.request(method, `/api/admin${path}`, { cookie: sa.cookie, payload });

    expect((await platform(`/users/${member.user.id}/revoke-sessions`)).status).toBe(200);
    expect((await me(member.cookie)).status).toBe(401);

    const again = await signIn(t, member.email, member.password);
    expect((await platform(`/users/${member.user.id}/disable`)).status).toBe(200);
    expect((await me(again.cookie)).status).toBe(401);

    const name = admin.team?.name ?? "";
    expect((await platform(`/teams/${admin.team?.id}`, { confirmName: name }, "DELETE")).status).toBe(200);
    expect((await me(admin.cookie)).status).toBe(401);
  });
});
