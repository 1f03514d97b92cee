/**
 * Password change and sessions (/settings?tab=security): the current password is required
 * (wrong: 422, nothing changed); a change ends every other session and keeps this one; the sessions
 * list marks the current one and never shows tokens; "Sign out other sessions" ends the others only.
 * Sessions are the person's own: nobody sees or ends another user's.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, sessions } from "#db/schema/index.ts";
import { type Session, startTestApp, type TestApp, type TestResponse } from "#server/test/harness.ts";

const NEW_PASSWORD = "Cedar-Brook-Walrus-3";

describe("account security", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const cookieOf = (res: TestResponse) => {
    const raw = res.headers["set-cookie"];
    const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
    return list.map((c) => c.split(";")[0]).join("; ");
  };
  /** A second sign-in of the same person (another browser). */
  async function signInAgain(who: Session, password = who.password): Promise<string> {
    const res = await t.request("POST", "/api/login", { payload: { email: who.email, password } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return cookieOf(res);
  }
  const signedIn = async (cookie: string) => (await t.request("GET", "/api/user", { cookie })).status === 200;
  const auditOf = (userId: string, action: string) =>
    t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, userId), eq(auditEvents.action, action)));

  it("changes the password with the current one, ends the other sessions and keeps this one", async () => {
    const owner = await t.signupTeam();
    const other = await signInAgain(owner);
    const colleague = await t.addMember(owner);
    const res = await t.request("POST", "/api/user/password", {
      cookie: owner.cookie,
      payload: { currentPassword: owner.password, newPassword: NEW_PASSWORD },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ message: "Password changed. 1 other session was signed out.", signedOut: 1 });
    expect(await signedIn(owner.cookie)).toBe(true);
    expect(await signedIn(other)).toBe(false);
    // A teammate's sessions are untouched.
    expect(await signedIn(colleague.cookie)).toBe(true);
    // The old password no longer signs in; the new one does.
    const old = await t.request("POST", "/api/login", { payload: { email: owner.email, password: owner.password } });
    expect(old.status).toBe(401);
    await signInAgain(owner, NEW_PASSWORD);
    const audit = await auditOf(owner.user.id, "auth.password_changed");
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ teamId: owner.team.id, after: { otherSessionsEnded: 1 } });
    expect(JSON.stringify(audit[0])).not.toContain(NEW_PASSWORD);
  });

  it("a wrong current password is 422 and changes nothing", async () => {
    const owner = await t.signupTeam();
    const other = await signInAgain(owner);
    const res = await t.request("POST", "/api/user/password", {
      cookie: owner.cookie,
      payload: { currentPassword: "Wr0ngPassword", newPassword: NEW_PASSWORD },
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      code: "CURRENT_PASSWORD_WRONG",
      message: "Your current password is not correct. Your password was not changed.",
    });
    expect(await signedIn(other)).toBe(true);
    await signInAgain(owner);
    expect(await auditOf(owner.user.id, "auth.password_changed")).toHaveLength(0);
  });

  it("refuses a weak new password and the same password with the spec's words", async () => {
    const owner = await t.signupTeam();
    const weak = await t.request("POST", "/api/user/password", {
      cookie: owner.cookie,
      payload: { currentPassword: owner.password, newPassword: "weakpass" },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toContain("Password must contain uppercase, lowercase, and number");
    const same = await t.request("POST", "/api/user/password", {
      cookie: owner.cookie,
      payload: { currentPassword: owner.password, newPassword: owner.password },
    });
    expect(same.status).toBe(400);
    expect(same.body.message).toContain("The new password must differ from the current one");
    await signInAgain(owner);
  });

  it("lists the person's own sessions, marks the current one and shows no token", async () => {
    const owner = await t.signupTeam();
    const other = await signInAgain(owner);
    const colleague = await t.addMember(owner);
    const res = await t.request("GET", "/api/user/sessions", { cookie: owner.cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toHaveLength(2);
    expect(res.body.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const ids = (await t.database.db.select().from(sessions).where(eq(sessions.userId, owner.user.id))).map(
      (s) => s.id,
    );
    expect(res.body.map((s: { id: string }) => s.id).sort()).toEqual(ids.sort());
    const tokens = (await t.database.db.select().from(sessions)).map((s) => s.token);
    for (const token of tokens) expect(JSON.stringify(res.body)).not.toContain(token);
    expect(Object.keys(res.body[0]).sort()).toEqual(
      ["createdAt", "current", "expiresAt", "id", "ipAddress", "lastActiveAt", "userAgent"].sort(),
    );
    // The other browser sees the same two, with itself as current.
    const fromOther = await t.request("GET", "/api/user/sessions", { cookie: other });
    const current = fromOther.body.find((s: { current: boolean }) => s.current);
    expect(current.id).not.toBe(res.body.find((s: { current: boolean }) => s.current).id);
    // A teammate sees only their own.
    const theirs = await t.request("GET", "/api/user/sessions", { cookie: colleague.cookie });
    expect(theirs.body).toHaveLength(1);
    expect(ids).not.toContain(theirs.body[0].id);
  });

  it("signs out the other sessions only, audited once; again it ends none", async () => {
    const owner = await t.signupTeam();
    const second = await signInAgain(owner);
    const third = await signInAgain(owner);
    const colleague = await t.addMember(owner);
    const res = await t.request("POST", "/api/user/sessions/revoke-others", { cookie: owner.cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ signedOut: 2 });
    expect(await signedIn(owner.cookie)).toBe(true);
    expect(await signedIn(second)).toBe(false);
    expect(await signedIn(third)).toBe(false);
    expect(await signedIn(colleague.cookie)).toBe(true);
    const list = await t.request("GET", "/api/user/sessions", { cookie: owner.cookie });
    expect(list.body).toHaveLength(1);
    expect(list.body[0].current).toBe(true);
    const again = await t.request("POST", "/api/user/sessions/revoke-others", { cookie: owner.cookie });
    expect(again.body).toEqual({ signedOut: 0 });
    const audit = await auditOf(owner.user.id, "auth.other_sessions_revoked");
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ teamId: owner.team.id, after: { sessionsEnded: 2 } });
  });
});
