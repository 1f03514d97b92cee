/**
 * Identity calls end to end: sign-up (team + trial + session cookie), login and its rate limit,
 * logout, the invitation flow (docs/product.md "Invitations"), and the onboarding flags. Runs on PGlite
 * and, with DATABASE_URL, on a shared PostgreSQL: every test makes its own team and e-mails.
 *
 * Over 250 lines: sign-up, login, join and logout share one app and fixture; each describe block is
 * one call and stays short.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invitations } from "#db/schema/index.ts";
import {
  type Session,
  startTestApp,
  TEST_PASSWORD,
  type TestApp,
  type TestResponse,
  uniqueEmail,
} from "#server/test/harness.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A password distinctive enough that finding it in any response text is meaningful. */
const SECRET_PASSWORD = "ZebraQuokka42x";

function setCookies(res: TestResponse): string[] {
  const raw = res.headers["set-cookie"];
  return Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
}

/** The session cookie as the browser receives it (name=value plus attributes). */
function sessionSetCookie(res: TestResponse): string | undefined {
  return setCookies(res).find((c) => c.startsWith("officely.session_token="));
}

/** `name=value` pairs of the Set-Cookie headers, as a Cookie request header. */
function cookieHeader(res: TestResponse): string {
  return setCookies(res)
    .map((c) => c.split(";")[0])
    .join("; ");
}

function expectError(res: TestResponse, status: number, code: string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toEqual({ code, message: expect.any(String) });
  expect(res.body.message.length).toBeGreaterThan(0);
}

async function invite(t: TestApp, admin: Session, email: string, role = "member") {
  const res = await t.request("POST", "/api/team/invitations", { cookie: admin.cookie, payload: { email, role } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; code: string; link: string; email: string; role: string };
}

function joinPayload(code: string, email: string) {
  return { inviteCode: code, name: "Jo Joiner", email, password: SECRET_PASSWORD };
}

describe("auth", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  describe("signup", () => {
    it("makes the creator team_admin of a new team with a 14-day trial and signs them in", async () => {
      const email = uniqueEmail("founder");
      const before = Date.now();
      const res = await t.request("POST", "/api/auth/signup", {
        payload: { name: "Fay Founder", email, password: SECRET_PASSWORD, companyName: "Founders Inc" },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.success).toBe(true);
      expect(res.body.isFirstTimeUser).toBe(true);
      expect(res.body.team.name).toBe("Founders Inc");
      const user = res.body.user;
      expect(user).toMatchObject({
        name: "Fay Founder",
        email,
        role: "team_admin",
        isAdmin: true,
        isSuperAdmin: false,
        teamId: res.body.team.id,
        teamName: "Founders Inc",
        onboardingCompleted: false,
      });
      expect(user.team.trialDaysLeft).toBe(14);
      expect(user.team.isTrialExpired).toBe(false);
      const trialEnd = Date.parse(user.team.trialEndsAt);
      expect(trialEnd).toBeGreaterThanOrEqual(before + 14 * DAY_MS - 1000);
      expect(trialEnd).toBeLessThanOrEqual(Date.now() + 14 * DAY_MS + 1000);

      const cookie = sessionSetCookie(res);
      expect(cookie, "signup sets the session cookie").toBeDefined();
      const attributes = cookie!.split(";").map((a) => a.trim().toLowerCase());
      expect(attributes).toContain("httponly");
      expect(attributes).toContain("samesite=lax");
      expect(attributes).toContain("path=/");

      // The cookie is a working session for the new admin.
      const me = await t.request("GET", "/api/user", { cookie: cookieHeader(res) });
      expect(me.status).toBe(200);
      expect(me.body.user).toMatchObject({ email, role: "team_admin", teamName: "Founders Inc" });
      expect(me.body.user.team.trialDaysLeft).toBe(14);
    });

    it("refuses an e-mail that already has an account, in any letter case", async () => {
      const existing = await t.signupTeam();
      for (const email of [existing.email, existing.email.toUpperCase()]) {
        const res = await t.request("POST", "/api/auth/signup", {
          payload: { name: "Copy Cat", email, password: SECRET_PASSWORD, companyName: "Copycats" },
        });
        expectError(res, 409, "EMAIL_TAKEN");
        expect(sessionSetCookie(res)).toBeUndefined();
      }
      // The original account still works with its own password.
      const login = await t.request("POST", "/api/login", {
        payload: { email: existing.email, password: existing.password },
      });
      expect(login.status).toBe(200);
      expect(login.body.user.teamId).toBe(existing.team.id);
    });

    it.each([
      [
        "a password without uppercase or digit",
        { password: "alllowercase" },
        "Password must contain uppercase, lowercase, and number",
      ],
      ["a short password", { password: "Ab1" }, "Password must be at least 8 characters"],
      ["an invalid e-mail", { email: "not-an-email" }, "Please enter a valid email address"],
      ["an empty name", { name: "   " }, "Name is required"],
      ["an empty company name", { companyName: "" }, "Company name is required"],
    ])("answers the spec's message for %s", async (_label, override, message) => {
      const email = uniqueEmail("weak");
      const res = await t.request("POST", "/api/auth/signup", {
        payload: { name: "Wes Weak", email, password: SECRET_PASSWORD, companyName: "Weak Co", ...override },
      });
      expectError(res, 400, "VALIDATION_FAILED");
      expect(res.body.message).toContain(message);
      expect(sessionSetCookie(res)).toBeUndefined();
      // Nothing was created: the e-mail cannot sign in.
      const login = await t.request("POST", "/api/login", { payload: { email, password: SECRET_PASSWORD } });
      expect(login.status).toBe(401);
    });
  });

  describe("login and logout", () => {
    it("signs in with the right password and refuses a wrong one, never echoing the password", async () => {
      const admin = await t.signupTeam({ password: SECRET_PASSWORD });
      const responses: TestResponse[] = [];

      const ok = await t.request("POST", "/api/login", {
        payload: { email: admin.email.toUpperCase(), password: SECRET_PASSWORD },
      });
      responses.push(ok);
      expect(ok.status).toBe(200);
      expect(Object.keys(ok.body)).toEqual(["user"]);
      expect(ok.body.user).toMatchObject({ id: admin.user.id, email: admin.email, role: "team_admin" });
      expect(sessionSetCookie(ok)).toBeDefined();
      const me = await t.request("GET", "/api/user", { cookie: cookieHeader(ok) });
      responses.push(me);
      expect(me.status).toBe(200);
      expect(me.body.user.id).toBe(admin.user.id);

      const wrong = await t.request("POST", "/api/login", {
        payload: { email: admin.email, password: `${SECRET_PASSWORD}-wrong` },
      });
      responses.push(wrong);
      expectError(wrong, 401, "INVALID_CREDENTIALS");
      expect(sessionSetCookie(wrong)).toBeUndefined();

      // An unknown e-mail gets the very same answer (no account enumeration).
      const unknown = await t.request("POST", "/api/login", {
        payload: { email: uniqueEmail("nobody"), password: SECRET_PASSWORD },
      });
      responses.push(unknown);
      expect(unknown.status).toBe(401);
      expect(unknown.body).toEqual(wrong.body);

      responses.push(await t.request("GET", "/api/team/members", { cookie: admin.cookie }));
      for (const res of responses) {
        expect(JSON.stringify(res.body)).not.toContain(SECRET_PASSWORD);
        expect(JSON.stringify(res.headers)).not.toContain(SECRET_PASSWORD);
      }
    });

    it("logout ends the session: the old cookie no longer signs in", async () => {
      const admin = await t.signupTeam();
      const login = await t.request("POST", "/api/login", {
        payload: { email: admin.email, password: admin.password },
      });
      expect(login.status).toBe(200);
      const cookie = cookieHeader(login);
      expect((await t.request("GET", "/api/user", { cookie })).status).toBe(200);

      const out = await t.request("POST", "/api/logout", { cookie });
      expect(out.status).toBe(200);
      expect(out.body).toEqual({ success: true });
      // The browser is told to drop the cookie.
      const cleared = sessionSetCookie(out);
      expect(cleared).toBeDefined();
      expect(cleared!.toLowerCase()).toMatch(/max-age=0|expires=thu, 01 jan 1970/);

      const after = await t.request("GET", "/api/user", { cookie });
      expectError(after, 401, "UNAUTHENTICATED");
      expectError(await t.request("GET", "/api/offices", { cookie }), 401, "UNAUTHENTICATED");
    });

    it("GET /api/user without a cookie, or with a forged one, answers 401 UNAUTHENTICATED", async () => {
      expectError(await t.request("GET", "/api/user"), 401, "UNAUTHENTICATED");
      expectError(
        await t.request("GET", "/api/user", { cookie: "officely.session_token=forged.token" }),
        401,
        "UNAUTHENTICATED",
      );
    });
  });

  describe("login back-off", () => {
    let limited: TestApp;
    beforeAll(async () => {
      limited = await startTestApp({
        config: {
          signInThrottle: {
            lockAfter: 3,
            lockSeconds: 60,
            maxLockSeconds: 3600,
            deviceFailures: 10,
            deviceCookieDays: 365,
          },
        },
      });
    });
    afterAll(async () => {
      await limited.close();
    });

    it("answers 429 RATE_LIMITED with Retry-After after 3 wrong passwords, even with the right password", async () => {
      const admin = await limited.signupTeam();
      for (let attempt = 1; attempt <= 3; attempt++) {
        const res = await limited.request("POST", "/api/login", {
          payload: { email: admin.email, password: `Wrong${attempt}xx` },
        });
        expectError(res, 401, "INVALID_CREDENTIALS");
      }
      const fourth = await limited.request("POST", "/api/login", {
        payload: { email: admin.email, password: admin.password },
      });
      expectError(fourth, 429, "RATE_LIMITED");
      expect(Number(fourth.headers["retry-after"])).toBeGreaterThan(0);
      expect(Number(fourth.headers["retry-after"])).toBeLessThanOrEqual(60);
      expect(sessionSetCookie(fourth)).toBeUndefined();

      // The lock is per account: a colleague on the same network can still sign in.
      const colleague = await limited.addMember(admin, "member");
      const other = await limited.request("POST", "/api/login", {
        payload: { email: colleague.email, password: colleague.password },
      });
      expect(other.status).toBe(200);
    });
  });

  describe("invitations", () => {
    it("admin invites by e-mail; the code validates, joins once into the admin's team, then is used up", async () => {
      const admin = await t.signupTeam({ companyName: `Invite Co ${Date.now()}` });
      const email = uniqueEmail("invitee");
      const created = await invite(t, admin, email, "member");
      expect(created.code.length).toBeGreaterThanOrEqual(8);
      expect(created.link.endsWith(`/auth?invite=${created.code}`)).toBe(true);
      expect(created).toMatchObject({ email, role: "member" });

      const check = await t.request("GET", `/api/auth/validate-invite/${created.code}`);
      expect(check.status).toBe(200);
      expect(check.body.valid).toBe(true);
      expect(check.body.invite).toMatchObject({ email, teamName: admin.team.name });

      const pending = await t.request("GET", "/api/team/invitations", { cookie: admin.cookie });
      expect(pending.body.map((i: { email: string }) => i.email)).toContain(email);

      const joined = await t.request("POST", "/api/auth/join-team", { payload: joinPayload(created.code, email) });
      expect(joined.status, JSON.stringify(joined.body)).toBe(201);
      expect(joined.body.user).toMatchObject({ email, role: "member", teamId: admin.team.id, isAdmin: false });
      expect(sessionSetCookie(joined)).toBeDefined();
      const me = await t.request("GET", "/api/user", { cookie: cookieHeader(joined) });
      expect(me.body.user).toMatchObject({ email, teamId: admin.team.id, teamName: admin.team.name });

      const members = await t.request("GET", "/api/team/members", { cookie: admin.cookie });
      expect(members.body).toEqual(expect.arrayContaining([expect.objectContaining({ email, role: "member" })]));
      const afterJoin = await t.request("GET", "/api/team/invitations", { cookie: admin.cookie });
      expect(afterJoin.body.map((i: { email: string }) => i.email)).not.toContain(email);

      // Single use: the same code again is refused, for the same or another e-mail.
      const again = await t.request("POST", "/api/auth/join-team", {
        payload: joinPayload(created.code, uniqueEmail("second")),
      });
      expectError(again, 422, "INVITE_INVALID");
      const recheck = await t.request("GET", `/api/auth/validate-invite/${created.code}`);
      expect(recheck.body).toEqual({ valid: false, error: expect.any(String) });
    });

    it("an unknown code is reported invalid and cannot be used to join", async () => {
      const res = await t.request("GET", "/api/auth/validate-invite/ZZZZZZZZZZ");
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ valid: false, error: expect.any(String) });
      expect(res.body.error.length).toBeGreaterThan(0);
      const email = uniqueEmail("stranger");
      const join = await t.request("POST", "/api/auth/join-team", { payload: joinPayload("ZZZZZZZZZZ", email) });
      expectError(join, 422, "INVITE_INVALID");
      expect((await t.request("POST", "/api/login", { payload: { email, password: SECRET_PASSWORD } })).status).toBe(
        401,
      );
    });

    it("a wrong code is answered as such before the password is judged", async () => {
      const payload = { ...joinPayload("ZZZZZZZZZZ", uniqueEmail("stranger")), password: "Password1" };
      expectError(await t.request("POST", "/api/auth/join-team", { payload }), 422, "INVITE_INVALID");
    });

    it("joining with another e-mail than the invited one is refused and leaves the code usable", async () => {
      const admin = await t.signupTeam();
      const email = uniqueEmail("invited");
      const created = await invite(t, admin, email);
      const wrong = uniqueEmail("intruder");
      const res = await t.request("POST", "/api/auth/join-team", { payload: joinPayload(created.code, wrong) });
      expectError(res, 422, "INVITE_EMAIL_MISMATCH");
      expect(res.body.message).toContain(email);
      expect(
        (await t.request("POST", "/api/login", { payload: { email: wrong, password: SECRET_PASSWORD } })).status,
      ).toBe(401);
      const members = await t.request("GET", "/api/team/members", { cookie: admin.cookie });
      expect(members.body).toHaveLength(1);

      // The invited person can still use it, with their address in any case.
      const ok = await t.request("POST", "/api/auth/join-team", {
        payload: joinPayload(created.code.toLowerCase(), email.toUpperCase()),
      });
      expect(ok.status, JSON.stringify(ok.body)).toBe(201);
      expect(ok.body.user.teamId).toBe(admin.team.id);
    });

    it("an expired invitation is invalid and cannot be used", async () => {
      const admin = await t.signupTeam();
      const email = uniqueEmail("late");
      const created = await invite(t, admin, email);
      await t.database.db
        .update(invitations)
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where(eq(invitations.id, created.id));

      const check = await t.request("GET", `/api/auth/validate-invite/${created.code}`);
      expect(check.status).toBe(200);
      expect(check.body).toEqual({ valid: false, error: expect.stringMatching(/expired/i) });
      const join = await t.request("POST", "/api/auth/join-team", { payload: joinPayload(created.code, email) });
      expectError(join, 422, "INVITE_INVALID");
      // Still listed for the admin, marked expired, so it can be resent.
      const listed = await t.request("GET", "/api/team/invitations", { cookie: admin.cookie });
      expect(listed.body).toContainEqual(expect.objectContaining({ id: created.id, expired: true }));
    });

    it("stores the invitation code only as a hash", async () => {
      const admin = await t.signupTeam();
      const created = await invite(t, admin, uniqueEmail("hashed"));
      const rows = await t.database.db.select().from(invitations).where(eq(invitations.teamId, admin.team.id));
      expect(rows).toHaveLength(1);
      expect(rows[0].id).toBe(created.id);
      const stored = JSON.stringify(rows).toUpperCase();
      expect(stored).not.toContain(created.code.toUpperCase());
      expect(rows[0].codeHash).toMatch(/^[0-9a-f]{64}$/);
      // The list of pending invitations never shows the code again.
      const pending = await t.request("GET", "/api/team/invitations", { cookie: admin.cookie });
      expect(JSON.stringify(pending.body).toUpperCase()).not.toContain(created.code.toUpperCase());
    });
  });

  describe("onboarding", () => {
    it("complete and reset flip the flags, and GET /api/user reflects them", async () => {
      const admin = await t.signupTeam();
      const initial = await t.request("GET", "/api/user/onboarding-status", { cookie: admin.cookie });
      expect(initial.status).toBe(200);
      expect(initial.body).toEqual({ onboardingCompleted: false, hasSeenOnboarding: false });

      const done = await t.request("PATCH", "/api/user/complete-onboarding", { cookie: admin.cookie });
      expect(done.status).toBe(200);
      expect(done.body).toEqual({ onboardingCompleted: true, hasSeenOnboarding: true });
      expect((await t.request("GET", "/api/user/onboarding-status", { cookie: admin.cookie })).body).toEqual({
        onboardingCompleted: true,
        hasSeenOnboarding: true,
      });
      const me = await t.request("GET", "/api/user", { cookie: admin.cookie });
      expect(me.body.user).toMatchObject({ onboardingCompleted: true, hasSeenOnboarding: true });

      const reset = await t.request("PATCH", "/api/user/reset-onboarding", { cookie: admin.cookie });
      expect(reset.status).toBe(200);
      expect(reset.body).toEqual({ onboardingCompleted: false, hasSeenOnboarding: false });
      const meAgain = await t.request("GET", "/api/user", { cookie: admin.cookie });
      expect(meAgain.body.user).toMatchObject({ onboardingCompleted: false, hasSeenOnboarding: false });

      // The flags are per user: a teammate is unaffected by the admin's changes.
      await t.request("PATCH", "/api/user/complete-onboarding", { cookie: admin.cookie });
      const mate = await t.addMember(admin);
      const mateStatus = await t.request("GET", "/api/user/onboarding-status", { cookie: mate.cookie });
      expect(mateStatus.body).toEqual({ onboardingCompleted: false, hasSeenOnboarding: false });
    });

    it("onboarding-seen marks only hasSeenOnboarding, once, so the next visit says 'Welcome back'", async () => {
      const admin = await t.signupTeam();
      const seen = await t.request("PATCH", "/api/user/onboarding-seen", { cookie: admin.cookie });
      expect(seen.status).toBe(200);
      expect(seen.body).toEqual({ onboardingCompleted: false, hasSeenOnboarding: true });
      const me = await t.request("GET", "/api/user", { cookie: admin.cookie });
      expect(me.body.user).toMatchObject({ onboardingCompleted: false, hasSeenOnboarding: true });

      // A second call changes nothing and records nothing more.
      const again = await t.request("PATCH", "/api/user/onboarding-seen", { cookie: admin.cookie });
      expect(again.body).toEqual({ onboardingCompleted: false, hasSeenOnboarding: true });
      const audit = await t.request("GET", "/api/team/audit", { cookie: admin.cookie });
      const seenRows = (audit.body.items as { action: string }[]).filter((e) => e.action === "user.onboarding_seen");
      expect(seenRows).toHaveLength(1);

      // Completing afterwards still works, and a teammate is unaffected.
      const mate = await t.addMember(admin);
      expect((await t.request("GET", "/api/user/onboarding-status", { cookie: mate.cookie })).body).toEqual({
        onboardingCompleted: false,
        hasSeenOnboarding: false,
      });
      const done = await t.request("PATCH", "/api/user/complete-onboarding", { cookie: admin.cookie });
      expect(done.body).toEqual({ onboardingCompleted: true, hasSeenOnboarding: true });
    });

    it("the onboarding calls need a session", async () => {
      expectError(await t.request("GET", "/api/user/onboarding-status"), 401, "UNAUTHENTICATED");
      expectError(await t.request("PATCH", "/api/user/complete-onboarding"), 401, "UNAUTHENTICATED");
      expectError(await t.request("PATCH", "/api/user/reset-onboarding"), 401, "UNAUTHENTICATED");
      expectError(await t.request("PATCH", "/api/user/onboarding-seen"), 401, "UNAUTHENTICATED");
    });
  });
});

describe("sign-up rate limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { registrationRateLimit: { max: 2, windowMs: 60_000 } } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers 429 RATE_LIMITED with Retry-After on the third sign-up from one address in a minute", async () => {
    await t.signupTeam();
    await t.signupTeam();
    const email = uniqueEmail("third");
    const third = await t.request("POST", "/api/auth/signup", {
      payload: { name: "Third", email, password: TEST_PASSWORD, companyName: "Third Co" },
    });
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({ code: "RATE_LIMITED" });
    expect(Number(third.headers["retry-after"])).toBeGreaterThan(0);
    const login = await t.request("POST", "/api/login", { payload: { email, password: TEST_PASSWORD } });
    expect(login.status).toBe(401);
  });
});
