/**
 * Two-factor authentication (/settings?tab=security and the second step of sign-in): an
 * authenticator app confirmed with a code, then asked for at every password sign-in; single-use
 * backup codes; trusted browsers; turning it off. Codes are computed by the test's own RFC 6238
 * authenticator (src/server/test/totp.ts).
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, passkeys, sessions, twoFactors } from "#db/schema/index.ts";
import {
  openedSessionCookie,
  type Session,
  startTestApp,
  type TestApp,
  type TestResponse,
} from "#server/test/harness.ts";
import { nextTotpCode, totpCode, wrongTotpCode } from "#server/test/totp.ts";
import { turnOnTwoFactor } from "#server/test/two-factor-support.ts";

describe("two-factor authentication", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** The cookies a response sets, as a Cookie header (an expired one drops out). */
  const cookiesOf = (res: TestResponse, jar = new Map<string, string>()) => {
    const raw = res.headers["set-cookie"];
    const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
    for (const line of list) {
      const [pair] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at);
      if (/max-age=0/i.test(line) || pair.slice(at + 1) === "") jar.delete(name);
      else jar.set(name, pair.slice(at + 1));
    }
    return jar;
  };
  /** A jar holding the cookies of a Cookie header. */
  const jarOf = (cookie: string) =>
    new Map(cookie.split("; ").map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]));
  const header = (jar: Map<string, string>) => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const me = (cookie: string) => t.request("GET", "/api/user", { cookie });
  const auditOf = (userId: string, action: string) =>
    t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, userId), eq(auditEvents.action, action)));

  /** Turns on `who`'s two-factor authentication (the renewed session's cookie comes back). */
  async function turnOn(who: Session) {
    const on = await turnOnTwoFactor(t, who);
    expect(on.res.status, JSON.stringify(on.res.body)).toBe(200);
    return on;
  }

  /** The first step of a sign-in: the challenge's cookies (the answer must ask for a code). */
  async function passwordStep(who: Session, jar = new Map<string, string>()) {
    const res = await t.request("POST", "/api/login", {
      cookie: header(jar),
      payload: { email: who.email, password: who.password },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { res, jar: cookiesOf(res, jar) };
  }

  it("sets up with the password, asks for a code only once one confirms it, and records it", async () => {
    const owner = await t.signupTeam();
    const wrong = await t.request("POST", "/api/user/two-factor/setup", {
      cookie: owner.cookie,
      payload: { password: "Not-The-Password-1" },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe("CURRENT_PASSWORD_WRONG");
    expect(await t.database.db.select().from(twoFactors).where(eq(twoFactors.userId, owner.user.id))).toHaveLength(0);

    const setup = await t.request("POST", "/api/user/two-factor/setup", {
      cookie: owner.cookie,
      payload: { password: owner.password },
    });
    expect(setup.status).toBe(200);
    expect(setup.body.totpUri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(setup.body.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(setup.body.backupCodes).toHaveLength(10);
    // Stored encrypted: neither the secret nor a backup code is in the row as given.
    const [row] = await t.database.db.select().from(twoFactors).where(eq(twoFactors.userId, owner.user.id));
    expect(row.secret).not.toContain(setup.body.secret);
    expect(row.backupCodes).not.toContain(setup.body.backupCodes[0]);

    // Unconfirmed, a password sign-in still opens a session.
    const before = await t.request("POST", "/api/login", { payload: { email: owner.email, password: owner.password } });
    expect(before.body.user?.twoFactorEnabled).toBe(false);

    const badCode = await t.request("POST", "/api/user/two-factor/enable", {
      cookie: owner.cookie,
      payload: { code: totpCode(setup.body.secret, Date.now() - 10 * 60_000) },
    });
    expect(badCode.status).toBe(422);
    expect(badCode.body.code).toBe("TWO_FACTOR_CODE_WRONG");
    const notDigits = await t.request("POST", "/api/user/two-factor/enable", {
      cookie: owner.cookie,
      payload: { code: "12ab56" },
    });
    expect(notDigits.status).toBe(400);

    const enabled = await t.request("POST", "/api/user/two-factor/enable", {
      cookie: owner.cookie,
      payload: { code: totpCode(setup.body.secret) },
    });
    expect(enabled.status, JSON.stringify(enabled.body)).toBe(200);
    expect(enabled.body).toEqual({ enabled: true, backupCodesLeft: 10 });
    const renewed = header(cookiesOf(enabled));
    expect((await me(renewed)).body.user.twoFactorEnabled).toBe(true);
    expect(await auditOf(owner.user.id, "auth.two_factor_enabled")).toHaveLength(1);

    const again = await t.request("POST", "/api/user/two-factor/setup", {
      cookie: renewed,
      payload: { password: owner.password },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("TWO_FACTOR_STATE_CONFLICT");
  });

  it("a password sign-in then opens no session until the authenticator's code", async () => {
    const owner = await t.signupTeam();
    const { secret, code } = await turnOn(owner);
    const { res, jar } = await passwordStep(owner);
    expect(res.body).toEqual({ twoFactorRequired: true, methods: ["totp"] });
    expect((await me(header(jar))).status).toBe(401);
    // The code that confirmed the app a moment ago does not sign in (the very code: the clock may
    // have moved to the next 30-second step since).
    const confirming = await t.request("POST", "/api/login/two-factor", {
      cookie: header(jar),
      payload: { method: "totp", code },
    });
    expect([confirming.status, confirming.body.code]).toEqual([422, "TWO_FACTOR_CODE_WRONG"]);
    const second = await passwordStep(owner, jar);
    expect(second.res.body).toEqual({ twoFactorRequired: true, methods: ["totp"] });

    const wrong = await t.request("POST", "/api/login/two-factor", {
      cookie: header(jar),
      payload: { method: "totp", code: wrongTotpCode(secret) },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe("TWO_FACTOR_CODE_WRONG");

    const done = await t.request("POST", "/api/login/two-factor", {
      cookie: header(jar),
      payload: { method: "totp", code: nextTotpCode(secret) },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.user).toMatchObject({ id: owner.user.id, twoFactorEnabled: true });
    expect((await me(header(cookiesOf(done, jar)))).status).toBe(200);

    // The code works once (RFC 6238 section 5.2): a new sign-in with it is refused and opens nothing.
    const sessionsBefore = await t.database.db.select().from(sessions).where(eq(sessions.userId, owner.user.id));
    const again = await passwordStep(owner);
    const replayed = await t.request("POST", "/api/login/two-factor", {
      cookie: header(again.jar),
      payload: { method: "totp", code: nextTotpCode(secret) },
    });
    expect(replayed.status).toBe(422);
    expect(replayed.body.message).toBe("That code was already used. Wait for the next code in your authenticator app.");
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, owner.user.id))).toHaveLength(
      sessionsBefore.length,
    );

    // The challenge works once.
    const replay = await t.request("POST", "/api/login/two-factor", {
      cookie: `officely.two_factor=${jar.get("officely.two_factor") ?? ""}`,
      payload: { method: "totp", code: nextTotpCode(secret) },
    });
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe("TWO_FACTOR_EXPIRED");
  });

  it("without a challenge the second step is 401, and five wrong codes end the challenge", async () => {
    const none = await t.request("POST", "/api/login/two-factor", { payload: { method: "totp", code: "123456" } });
    expect(none.status).toBe(401);
    expect(none.body.code).toBe("TWO_FACTOR_EXPIRED");

    const owner = await t.signupTeam();
    const { secret } = await turnOn(owner);
    const { jar } = await passwordStep(owner);
    const wrongCode = wrongTotpCode(secret);
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.request("POST", "/api/login/two-factor", {
        cookie: header(jar),
        payload: { method: "totp", code: wrongCode },
      });
      answers.push(res.status);
    }
    expect(answers.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    expect(answers[5]).toBe(429);
    const late = await t.request("POST", "/api/login/two-factor", {
      cookie: header(jar),
      payload: { method: "totp", code: nextTotpCode(secret) },
    });
    expect(late.status).not.toBe(200);
  });

  it("checks the challenge's account, not the session the browser still holds", async () => {
    const owner = await t.signupTeam();
    const colleague = await t.addMember(owner);
    const { secret } = await turnOn(owner);
    // The colleague's browser: signed in as the colleague, the owner signs in there.
    const jar = jarOf(colleague.cookie);
    await passwordStep(owner, jar);
    const done = await t.request("POST", "/api/login/two-factor", {
      cookie: header(jar),
      payload: { method: "totp", code: nextTotpCode(secret) },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.user.id).toBe(owner.user.id);
    // The colleague's session in that browser has ended.
    expect((await me(colleague.cookie)).status).toBe(401);
  });

  it("a backup code signs in once, is recorded, and new codes replace the old", async () => {
    const owner = await t.signupTeam();
    const { backupCodes, cookie } = await turnOn(owner);
    const first = await passwordStep(owner);
    const used = await t.request("POST", "/api/login/two-factor", {
      cookie: header(first.jar),
      payload: { method: "backup", code: backupCodes[0] },
    });
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    expect(await auditOf(owner.user.id, "auth.backup_code_used")).toHaveLength(1);
    expect((await t.request("GET", "/api/user/two-factor", { cookie })).body).toEqual({
      enabled: true,
      backupCodesLeft: 9,
    });

    const second = await passwordStep(owner);
    const reused = await t.request("POST", "/api/login/two-factor", {
      cookie: header(second.jar),
      payload: { method: "backup", code: backupCodes[0] },
    });
    expect(reused.status).toBe(422);

    const fresh = await t.request("POST", "/api/user/two-factor/backup-codes", {
      cookie,
      payload: { password: owner.password },
    });
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(200);
    expect(fresh.body.backupCodes).toHaveLength(10);
    const old = await t.request("POST", "/api/login/two-factor", {
      cookie: header(second.jar),
      payload: { method: "backup", code: backupCodes[1] },
    });
    expect(old.status).toBe(422);
    const current = await t.request("POST", "/api/login/two-factor", {
      cookie: header(second.jar),
      payload: { method: "backup", code: fresh.body.backupCodes[0] },
    });
    expect(current.status).toBe(200);
    expect(await auditOf(owner.user.id, "auth.backup_codes_regenerated")).toHaveLength(1);
  });

  it("a trusted browser skips the code for 30 days; turning it off forgets trusted browsers", async () => {
    const owner = await t.signupTeam();
    const { secret } = await turnOn(owner);
    const { jar } = await passwordStep(owner);
    const trusted = await t.request("POST", "/api/login/two-factor", {
      cookie: header(jar),
      payload: { method: "totp", code: nextTotpCode(secret), trustDevice: true },
    });
    expect(trusted.status).toBe(200);
    cookiesOf(trusted, jar);
    expect(jar.has("officely.trust_device")).toBe(true);
    const direct = await passwordStep(owner, jar);
    expect(direct.res.body.user?.id).toBe(owner.user.id);
    const signedIn = header(direct.jar);

    const wrong = await t.request("POST", "/api/user/two-factor/disable", {
      cookie: signedIn,
      payload: { password: "Not-The-Password-1" },
    });
    expect(wrong.status).toBe(422);
    expect((await me(signedIn)).body.user.twoFactorEnabled).toBe(true);

    const off = await t.request("POST", "/api/user/two-factor/disable", {
      cookie: signedIn,
      payload: { password: owner.password },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body).toEqual({ enabled: false, backupCodesLeft: 0 });
    const [audit] = await auditOf(owner.user.id, "auth.two_factor_disabled");
    expect(audit.after).toEqual({ trustedDevicesForgotten: 1 });
    const plain = await t.request("POST", "/api/login", { payload: { email: owner.email, password: owner.password } });
    expect(plain.body.user?.twoFactorEnabled).toBe(false);

    // On again: the browser trusted before is asked for a code.
    await turnOn({ ...owner, cookie: signedIn });
    const asked = await passwordStep(owner, jar);
    expect(asked.res.body).toEqual({ twoFactorRequired: true, methods: ["totp"] });
  });

  it("a team policy requires it: until set up, only setting it up answers; the admin must have it first", async () => {
    const owner = await t.signupTeam();
    const manager = await t.addMember(owner, "team_manager");
    const member = await t.addMember(owner, "member");
    const first = await t.request("PATCH", "/api/team/settings", {
      cookie: owner.cookie,
      payload: { twoFactorPolicy: "admins" },
    });
    expect(first.status).toBe(409);
    expect(first.body.message).toBe(
      "Use a second factor yourself first: turn on the authenticator app (Settings > Security), or sign in with your passkey, then require it.",
    );
    const { cookie } = await turnOn(owner);
    const set = await t.request("PATCH", "/api/team/settings", { cookie, payload: { twoFactorPolicy: "everyone" } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.twoFactorPolicy).toBe("everyone");

    // A member without it: who they are and setting it up answer; everything else is refused.
    expect((await me(member.cookie)).body.user).toMatchObject({
      twoFactorEnabled: false,
      twoFactorSetupRequired: true,
    });
    for (const [method, url] of [
      ["GET", "/api/offices"],
      ["GET", "/api/bookings/upcoming?limit=5"],
      ["GET", "/api/team/members"],
      ["PATCH", "/api/user/preferences"],
    ] as const) {
      const res = await t.request(method, url, { cookie: member.cookie, payload: method === "GET" ? undefined : {} });
      expect([res.status, res.body.code], `${method} ${url}`).toEqual([403, "TWO_FACTOR_REQUIRED"]);
    }
    expect((await t.request("GET", "/api/user/two-factor", { cookie: member.cookie })).status).toBe(200);
    const on = await turnOn(member);
    expect((await me(on.cookie)).body.user.twoFactorSetupRequired).toBe(false);
    expect((await t.request("GET", "/api/offices", { cookie: on.cookie })).status).toBe(200);
    const offWhileRequired = await t.request("POST", "/api/user/two-factor/disable", {
      cookie: on.cookie,
      payload: { password: member.password },
    });
    expect([offWhileRequired.status, offWhileRequired.body.code]).toEqual([409, "TWO_FACTOR_STATE_CONFLICT"]);

    // "Admins" leaves a manager and a member free.
    await t.request("PATCH", "/api/team/settings", { cookie, payload: { twoFactorPolicy: "admins" } });
    expect((await t.request("GET", "/api/offices", { cookie: manager.cookie })).status).toBe(200);
    const [changed] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.teamId, owner.team.id), eq(auditEvents.action, "team.settings_changed")))
      // The first change (PostgreSQL returns rows in no promised order without one).
      .orderBy(asc(auditEvents.id));
    expect(changed.after).toMatchObject({ twoFactorPolicy: "everyone" });
  });

  it("a passkey is a second factor: it meets the policy, the password alone then opens no session, the last one stays", async () => {
    // A passkey as the authenticator leaves it (registration itself runs in Chromium: e2e/passkeys.spec.ts).
    const addPasskey = async (userId: string) => {
      const id = `test-${randomUUID()}`;
      await t.database.db.insert(passkeys).values({
        id,
        userId,
        name: "Laptop",
        publicKey: "AAAA",
        deviceType: "multiDevice",
        backedUp: true,
      });
      return id;
    };
    // What a passkey sign-in, or adding a passkey in a session, records of that session.
    const provePasskey = (userId: string) =>
      t.database.db.update(sessions).set({ signInMethod: "passkey" }).where(eq(sessions.userId, userId));
    const login = (who: Session) =>
      t.request("POST", "/api/login", { payload: { email: who.email, password: who.password } });
    const owner = await t.signupTeam();
    const member = await t.addMember(owner, "member");
    await addPasskey(owner.user.id);
    await provePasskey(owner.user.id);
    const policy = await t.request("PATCH", "/api/team/settings", {
      cookie: owner.cookie,
      payload: { twoFactorPolicy: "everyone" },
    });
    expect(policy.status, JSON.stringify(policy.body)).toBe(200);

    // Until the member has one: asked to set up, and their passkeys may be listed and added.
    expect((await me(member.cookie)).body.user.twoFactorSetupRequired).toBe(true);
    expect((await t.request("GET", "/api/offices", { cookie: member.cookie })).status).toBe(403);
    expect((await t.request("GET", "/api/user/passkeys", { cookie: member.cookie })).status).toBe(200);
    const passkey = await addPasskey(member.user.id);
    // Having a passkey is not enough for a session opened with the password alone (the team may
    // have required a factor after it opened)...
    expect((await me(member.cookie)).body.user.twoFactorSetupRequired).toBe(true);
    expect((await t.request("GET", "/api/offices", { cookie: member.cookie })).status).toBe(403);
    // ...a session that proved the passkey (signed in with it, or added it there) meets it.
    await provePasskey(member.user.id);
    expect((await me(member.cookie)).body.user).toMatchObject({
      twoFactorEnabled: false,
      twoFactorSetupRequired: false,
    });
    expect((await t.request("GET", "/api/offices", { cookie: member.cookie })).status).toBe(200);

    // The password alone: no session, the passkey is asked for.
    const sessionsBefore = await t.database.db.select().from(sessions).where(eq(sessions.userId, member.user.id));
    const asked = await login(member);
    expect([asked.status, asked.body]).toEqual([200, { twoFactorRequired: true, methods: ["passkey"] }]);
    expect(openedSessionCookie(asked.headers)).toBe("");
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, member.user.id))).toHaveLength(
      sessionsBefore.length,
    );

    // Their last second factor stays; beside an authenticator app it may go, and the app may go beside it.
    const last = await t.request("DELETE", `/api/user/passkeys/${passkey}`, { cookie: member.cookie });
    expect([last.status, last.body.code]).toEqual([409, "TWO_FACTOR_STATE_CONFLICT"]);
    const on = await turnOn(member);
    const { res: both, jar } = await passwordStep(member);
    expect(both.body).toEqual({ twoFactorRequired: true, methods: ["totp", "passkey"] });
    // A browser trusted at the app's step skips the second step, passkey or not.
    const trusted = await t.request("POST", "/api/login/two-factor", {
      cookie: header(jar),
      payload: { method: "totp", code: nextTotpCode(on.secret), trustDevice: true },
    });
    expect(trusted.status, JSON.stringify(trusted.body)).toBe(200);
    cookiesOf(trusted, jar);
    expect((await passwordStep(member, jar)).res.body.user?.id).toBe(member.user.id);
    const appOff = await t.request("POST", "/api/user/two-factor/disable", {
      cookie: on.cookie,
      payload: { password: member.password },
    });
    expect(appOff.status, JSON.stringify(appOff.body)).toBe(200);
    await provePasskey(member.user.id);
    const stillLast = await t.request("DELETE", `/api/user/passkeys/${passkey}`, { cookie: on.cookie });
    expect([stillLast.status, stillLast.body.code]).toEqual([409, "TWO_FACTOR_STATE_CONFLICT"]);

    // Lost with the device: their team admin sees a second factor, and resetting removes the passkey too.
    const listed = await t.request("GET", "/api/team/members", { cookie: owner.cookie });
    expect(
      (listed.body as { id: string; twoFactorEnabled: boolean }[]).find((m) => m.id === member.user.id),
    ).toMatchObject({
      twoFactorEnabled: true,
    });
    const reset = await t.request("POST", `/api/team/members/${member.user.id}/reset-two-factor`, {
      cookie: owner.cookie,
    });
    expect(reset.body).toMatchObject({ id: member.user.id, twoFactorEnabled: false });
    expect(await t.database.db.select().from(passkeys).where(eq(passkeys.userId, member.user.id))).toEqual([]);
    const afterReset = await login(member);
    expect(afterReset.body.user?.twoFactorSetupRequired).toBe(true);

    // Where none is required, a passkey is a way to sign in, and the password alone still opens a session.
    await addPasskey(member.user.id);
    await t.request("PATCH", "/api/team/settings", { cookie: owner.cookie, payload: { twoFactorPolicy: "optional" } });
    const plain = await login(member);
    expect(plain.body.user?.email).toBe(member.email);
    expect(openedSessionCookie(plain.headers)).not.toBe("");
  });
});
