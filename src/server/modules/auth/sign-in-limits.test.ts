/**
 * Sign-in limits (docs/operations.md "Sign-in limits and passwords"): the device cookie that lets a
 * browser which signed in before through an account's back-off, its own budget of wrong passwords,
 * a password reset lifting the lock, and the session a browser presents at sign-in, sign-up,
 * register or join being ended rather than left valid beside the new one. The back-off itself is in auth-hardening.test.ts. Runs on PGlite
 * and, with DATABASE_URL, on PostgreSQL: every test makes its own team and e-mails.
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { outboxEmails } from "#db/schema/index.ts";
import { openSocket } from "#server/modules/realtime/realtime-test-client.ts";
import { type Session, startTestApp, type TestApp, type TestResponse, uniqueEmail } from "#server/test/harness.ts";

const SETTINGS = { lockAfter: 3, lockSeconds: 60, maxLockSeconds: 3600, deviceFailures: 2, deviceCookieDays: 365 };
const WRONG = "Wrong-pass1";

function setCookies(res: TestResponse): string[] {
  const raw = res.headers["set-cookie"];
  return Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
}

/** The `name=value` of the Set-Cookie named `name` in `res`. */
function cookiePair(res: TestResponse, name: string): string {
  const found = setCookies(res).find((c) => c.startsWith(`${name}=`));
  if (!found) throw new Error(`no ${name} cookie in ${JSON.stringify(setCookies(res))}`);
  return found.split(";")[0] ?? "";
}

describe("device cookies", () => {
  let t: TestApp;
  let clock = new Date();
  const tick = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };
  beforeAll(async () => {
    t = await startTestApp({ now: () => clock, config: { signInThrottle: SETTINGS } });
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (who: { email: string }, password: string, cookie?: string) =>
    t.request("POST", "/api/login", { payload: { email: who.email, password }, cookie });
  /** Signs in as `who` from a browser of their own; returns its device cookie. */
  async function deviceOf(who: Session): Promise<string> {
    const res = await login(who, who.password);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return cookiePair(res, "officely.device");
  }
  async function lockAccount(who: Session): Promise<void> {
    for (let i = 0; i < SETTINGS.lockAfter; i++) expect((await login(who, WRONG)).status).toBe(401);
    expect((await login(who, who.password)).status).toBe(429);
  }

  it("is set at a password sign-in: HttpOnly, SameSite=Lax, Path=/, for a year, after the session cookie", async () => {
    const admin = await t.signupTeam();
    const res = await login(admin, admin.password);
    expect(res.status).toBe(200);
    const cookies = setCookies(res);
    expect(cookies[0]).toMatch(/^officely\.session_token=/);
    const device = cookies.find((c) => c.startsWith("officely.device="));
    expect(device).toMatch(/; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
    // The account's key (hex), a nonce, the expiry and the signature: never the address.
    expect(device).toMatch(/^officely\.device=[0-9a-f]{64}\.[\w-]{22}\.\d+\.[\w-]{43};/);
    expect(device).not.toContain(admin.email.split("@")[0]);
    // Nor a plain hash of it, which anyone holding a list of addresses could match to a person.
    const key = device?.split("=")[1]?.split(".")[0];
    expect(key).not.toBe(createHash("sha256").update(admin.email.toLowerCase()).digest("hex"));
  });

  it("lets a browser that signed in before in while the account is locked for every other browser", async () => {
    const admin = await t.signupTeam();
    const colleague = await t.addMember(admin);
    const trusted = await deviceOf(admin);
    const othersDevice = await deviceOf(colleague);
    await lockAccount(admin);

    const fromTrusted = await login(admin, admin.password, trusted);
    expect(fromTrusted.status, JSON.stringify(fromTrusted.body)).toBe(200);
    // A fresh device cookie for the next time.
    expect(cookiePair(fromTrusted, "officely.device")).not.toBe(trusted);
    // Another account's device cookie, or none, does not pass this account's lock.
    expect((await login(admin, admin.password, othersDevice)).status).toBe(429);
    expect((await login(admin, admin.password)).status).toBe(429);
  });

  it("counts a forged, altered or expired device cookie as none", async () => {
    const admin = await t.signupTeam();
    const trusted = await deviceOf(admin);
    await lockAccount(admin);
    const [name, value] = trusted.split("=") as [string, string];
    const [key, nonce, expires, signature] = value.split(".") as [string, string, string, string];
    const flipped = `${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;
    for (const forged of [
      `${key}.${nonce}.${expires}.${flipped}`,
      `${key}.${nonce}.${Number(expires) + 86_400}.${signature}`,
      `${key}.other-nonce-aaaaaaaaaaa.${expires}.${signature}`,
      `${key}.${nonce}.${expires}`,
    ]) {
      expect((await login(admin, admin.password, `${name}=${forged}`)).status).toBe(429);
    }
    // The real one works, until it expires (a year on the app's clock).
    expect((await login(admin, admin.password, trusted)).status).toBe(200);
    tick(366 * 24 * 60 * 60);
    await lockAccount(admin);
    expect((await login(admin, admin.password, trusted)).status).toBe(429);
  });

  it("has its own budget: past it the device is distrusted while its lock lasts, and its success keeps the account's lock", async () => {
    const admin = await t.signupTeam();
    const trusted = await deviceOf(admin);
    await lockAccount(admin);
    // Wrong passwords from the trusted browser answer 401 and do not lengthen the account's lock...
    for (let i = 0; i < SETTINGS.deviceFailures; i++) expect((await login(admin, WRONG, trusted)).status).toBe(401);
    // ...until its own budget is spent: then it is held by the account's lock like any browser.
    const distrusted = await login(admin, admin.password, trusted);
    expect(distrusted.status).toBe(429);
    expect(distrusted.body.message).toMatch(/^Too many sign-in attempts for this account\./);

    // Both locks last a minute: a wrong password from elsewhere once the account's has ended
    // locks the account again, for two; the device's own minute then ends first.
    tick(61);
    expect((await login(admin, WRONG)).status).toBe(401);
    expect((await login(admin, admin.password)).status).toBe(429);
    const again = await login(admin, admin.password, trusted);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    // The trusted browser's success ended its own streak, not the account's lock.
    expect((await login(admin, admin.password)).status).toBe(429);
  });

  it("counts each wrong current password at a password change as a failed sign-in", async () => {
    // Someone at a session left open guesses the current password to take the account over.
    const admin = await t.signupTeam();
    const change = (currentPassword: string) =>
      t.request("POST", "/api/user/password", {
        cookie: admin.cookie,
        payload: { currentPassword, newPassword: "Cobalt-Ferry-Whistle-88" },
      });
    for (let i = 0; i < SETTINGS.lockAfter; i++) expect((await change(WRONG)).body.code).toBe("CURRENT_PASSWORD_WRONG");
    const locked = await change(admin.password);
    expect([locked.status, locked.body.code]).toEqual([429, "RATE_LIMITED"]);
    expect(Number(locked.headers["retry-after"])).toBe(60);
    // The same lock as at sign-in: another browser cannot sign in either, and nothing changed.
    expect((await login(admin, admin.password)).status).toBe(429);
    tick(61);
    expect((await login(admin, admin.password)).status).toBe(200);
  });
});

describe("a password reset", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { signInThrottle: SETTINGS } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("lifts the account's lock, as the lock's message offers", async () => {
    const admin = await t.signupTeam();
    const login = (password: string) => t.request("POST", "/api/login", { payload: { email: admin.email, password } });
    for (let i = 0; i < SETTINGS.lockAfter; i++) expect((await login(WRONG)).status).toBe(401);
    const locked = await login(admin.password);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toContain("or reset your password");

    await t.request("POST", "/api/auth/forgot-password", { payload: { email: admin.email } });
    const mail = await vi.waitFor(async () => {
      const rows = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, admin.email));
      const found = rows.find((m) => /token=/.test(m.textBody));
      expect(found).toBeDefined();
      return found;
    });
    const token = /token=([\w-]+)/.exec(mail?.textBody ?? "")?.[1] ?? "";
    const newPassword = "Fennel-Kite-Ocean-6";
    const reset = await t.request("POST", "/api/auth/reset-password", { payload: { token, password: newPassword } });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect((await login(newPassword)).status).toBe(200);
  });
});

describe("device cookies over https", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { appUrl: "https://officely.example.test" } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("are named __Host- and Secure, as the session cookie is", async () => {
    const admin = await t.signupTeam();
    const res = await t.request("POST", "/api/login", { payload: { email: admin.email, password: admin.password } });
    expect(res.status).toBe(200);
    const device = setCookies(res).find((c) => c.startsWith("__Host-officely.device="));
    expect(device).toMatch(/; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
  });
});

describe("signing in replaces the browser's session", () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    // The session sweep once an hour: only the sign-in itself can close a socket within the test.
    t = await startTestApp({ config: { realtime: { sessionCheckMs: 3_600_000 } } });
    base = await t.listen();
  });
  afterAll(async () => {
    await t.close();
  });

  const sessionsOf = async (cookie: string) => (await t.request("GET", "/api/user/sessions", { cookie })).body;
  const signedIn = async (cookie: string) => (await t.request("GET", "/api/user", { cookie })).status === 200;

  it("ends the session the sign-in presented, so only the new one is listed", async () => {
    const admin = await t.signupTeam();
    const res = await t.request("POST", "/api/login", {
      payload: { email: admin.email, password: admin.password },
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    const fresh = cookiePair(res, "officely.session_token");
    expect(await signedIn(admin.cookie)).toBe(false);
    expect(await sessionsOf(fresh)).toEqual([expect.objectContaining({ current: true })]);
  });

  it("closes the ended session's real-time sockets at once", async () => {
    const admin = await t.signupTeam();
    const socket = await openSocket(base, { cookie: admin.cookie });
    await socket.waitFor((m) => m.type === "synced");
    const res = await t.request("POST", "/api/login", {
      payload: { email: admin.email, password: admin.password },
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    expect((await socket.closed).code).toBe(4001);
  });

  it("ends another account's session presented at sign-in, and keeps it when the sign-in fails", async () => {
    const admin = await t.signupTeam();
    const colleague = await t.addMember(admin);
    const wrong = await t.request("POST", "/api/login", {
      payload: { email: admin.email, password: WRONG },
      cookie: colleague.cookie,
    });
    expect(wrong.status).toBe(401);
    expect(await signedIn(colleague.cookie)).toBe(true);
    const right = await t.request("POST", "/api/login", {
      payload: { email: admin.email, password: admin.password },
      cookie: colleague.cookie,
    });
    expect(right.status).toBe(200);
    expect(await signedIn(colleague.cookie)).toBe(false);
  });

  it("ends the presented session at sign-up, register and join too", async () => {
    const admin = await t.signupTeam();
    const signupWith = await t.signupTeam();
    const signup = await t.request("POST", "/api/auth/signup", {
      cookie: signupWith.cookie,
      payload: { name: "Second Team", email: uniqueEmail("second"), password: admin.password, companyName: "Two Co" },
    });
    expect(signup.status, JSON.stringify(signup.body)).toBe(201);
    expect(await signedIn(signupWith.cookie)).toBe(false);

    const registerWith = await t.signupTeam();
    const register = await t.request("POST", "/api/register", {
      cookie: registerWith.cookie,
      payload: {
        name: "Third Team",
        email: uniqueEmail("third"),
        password: admin.password,
        teamName: "Three",
        companyName: "Three Co",
      },
    });
    expect(register.status, JSON.stringify(register.body)).toBe(201);
    expect(await signedIn(registerWith.cookie)).toBe(false);

    const invited = uniqueEmail("joiner");
    const invite = await t.request("POST", "/api/team/invitations", {
      cookie: admin.cookie,
      payload: { email: invited, role: "member" },
    });
    expect(invite.status).toBe(201);
    const joinWith = await t.signupTeam();
    const join = await t.request("POST", "/api/auth/join-team", {
      cookie: joinWith.cookie,
      payload: { inviteCode: invite.body.code, name: "Jo Joiner", email: invited, password: admin.password },
    });
    expect(join.status, JSON.stringify(join.body)).toBe(201);
    expect(await signedIn(joinWith.cookie)).toBe(false);
    // The new sessions work.
    for (const res of [signup, register, join]) {
      expect(await signedIn(cookiePair(res, "officely.session_token"))).toBe(true);
    }
  });
});
