/**
 * The identity hardening (docs/decisions/0010, docs/operations.md "Sign-in limits and passwords"):
 * e-mail normalisation, the per-account back-off and the per-IP login budget (behind a proxy, only
 * the hops it appended count; device cookies are in sign-in-limits.test.ts), sliding and absolute
 * session lifetimes, `no-store` on every API answer, the CSRF origin check (APP_URL's origin or the
 * request's own), answers that do not tell registered from unknown addresses at login, single-line
 * fields, and invitation links that never follow the Host header.
 *
 * Over 250 lines: one describe block per area of the hardening, so each defence and its test are
 * found together.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "#db/schema/index.ts";
import {
  localSlot,
  startTestApp,
  TEST_PASSWORD,
  type TestApp,
  type TestResponse,
  uniqueEmail,
} from "#server/test/harness.ts";

const PASSWORD = TEST_PASSWORD;
/** The back-off's settings as the tests here set them (the harness turns it off). */
const BACKOFF = { lockAfter: 2, lockSeconds: 60, maxLockSeconds: 240, deviceFailures: 10, deviceCookieDays: 365 };

function expectError(res: TestResponse, status: number, code: string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toEqual({ code, message: expect.any(String) });
}

function setCookies(res: TestResponse): string[] {
  const raw = res.headers["set-cookie"];
  return Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
}

describe("e-mail normalisation and login budgets", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      config: { trustProxy: true, loginRateLimit: { ipMax: 5, windowMs: 60_000 }, signInThrottle: BACKOFF },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("stores, finds and rate-limits an address in one form, whatever its case and surrounding space", async () => {
    const local = uniqueEmail("Norm");
    const admin = await t.signupTeam({ email: `  ${local.toUpperCase()}\t` });
    expect(admin.user.email).toBe(local.toLowerCase());
    const ok = await t.request("POST", "/api/login", {
      payload: { email: `\t${local.toUpperCase()}\n`, password: PASSWORD },
      headers: { "x-forwarded-for": "10.1.0.1" },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);

    // Variants of one address from other addresses count in one streak: the second wrong one locks it.
    for (const [i, email] of [` ${local}`, `${local.toUpperCase()}\n`].entries()) {
      const res = await t.request("POST", "/api/login", {
        payload: { email, password: "Wrong-pass1" },
        headers: { "x-forwarded-for": `10.1.1.${i}` },
      });
      expectError(res, 401, "INVALID_CREDENTIALS");
    }
    const limited = await t.request("POST", "/api/login", {
      payload: { email: `\t${local}`, password: PASSWORD },
      headers: { "x-forwarded-for": "10.1.2.1" },
    });
    expectError(limited, 429, "RATE_LIMITED");
    expect(limited.body.message).toBe(
      "Too many sign-in attempts for this account. Try again in 1 minute, or reset your password.",
    );
  });

  it("stops one IP spraying many accounts, while other IPs still sign in", async () => {
    const admin = await t.signupTeam();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await t.request("POST", "/api/login", {
        payload: { email: uniqueEmail(`spray${i}`), password: "Wrong-pass1" },
        headers: { "x-forwarded-for": "10.9.9.9" },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const elsewhere = await t.request("POST", "/api/login", {
      payload: { email: admin.email, password: PASSWORD },
      headers: { "x-forwarded-for": "10.9.9.10" },
    });
    expect(elsewhere.status).toBe(200);
  });

  it("answers an unknown address exactly like a wrong password", async () => {
    const admin = await t.signupTeam();
    const wrong = await t.request("POST", "/api/login", {
      payload: { email: admin.email, password: "Wrong-pass1" },
      headers: { "x-forwarded-for": "10.3.0.1" },
    });
    const unknown = await t.request("POST", "/api/login", {
      payload: { email: uniqueEmail("nobody"), password: "Wrong-pass1" },
      headers: { "x-forwarded-for": "10.3.0.2" },
    });
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
  });

  it("locks an unknown address exactly as a registered one, so the lock tells nothing either", async () => {
    const admin = await t.signupTeam();
    const answers: { status: number; body: unknown; retryAfter: number }[][] = [];
    for (const [i, email] of [admin.email, uniqueEmail("nobody")].entries()) {
      const seen = [];
      for (let n = 0; n < 3; n++) {
        const res = await t.request("POST", "/api/login", {
          payload: { email, password: "Wrong-pass1" },
          headers: { "x-forwarded-for": `10.4.${i}.${n}` },
        });
        seen.push({ status: res.status, body: res.body, retryAfter: Number(res.headers["retry-after"] ?? 0) });
      }
      answers.push(seen);
    }
    const [known, unknown] = answers;
    expect(known.map((a) => a.status)).toEqual([401, 401, 429]);
    expect(unknown.map(({ status, body }) => ({ status, body }))).toEqual(
      known.map(({ status, body }) => ({ status, body })),
    );
    for (const seen of [known, unknown]) expect(seen[2].retryAfter).toBeGreaterThan(55);
  });
});

describe("per-IP login budget behind one proxy (TRUST_PROXY=1)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      config: { trustProxy: 1, loginRateLimit: { ipMax: 3, windowMs: 60_000 } },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("counts only the right-most X-Forwarded-For hop: rotating the left-most entries gives no fresh budget", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.request("POST", "/api/login", {
        payload: { email: uniqueEmail(`rotate${i}`), password: "Wrong-pass1" },
        // The client forges the left part; our one proxy appends the address it saw, 203.0.113.7.
        headers: { "x-forwarded-for": `198.51.100.${i}, 10.66.${i}.1, 203.0.113.7` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // Another client behind the same proxy has its own budget.
    const other = await t.request("POST", "/api/login", {
      payload: { email: uniqueEmail("other"), password: "Wrong-pass1" },
      headers: { "x-forwarded-for": "198.51.100.0, 203.0.113.8" },
    });
    expectError(other, 401, "INVALID_CREDENTIALS");
  });
});

describe("the per-account back-off", () => {
  let t: TestApp;
  let clock = new Date();
  const tick = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };
  beforeAll(async () => {
    t = await startTestApp({ now: () => clock, config: { signInThrottle: { ...BACKOFF, lockAfter: 3 } } });
  });
  afterAll(async () => {
    await t.close();
  });

  const attempt = (email: string, password: string) =>
    t.request("POST", "/api/login", { payload: { email, password } });
  async function expectLocked(email: string, seconds: number, wording: string): Promise<void> {
    // The right password too: while locked, no password is checked.
    const res = await attempt(email, PASSWORD);
    expectError(res, 429, "RATE_LIMITED");
    expect(res.headers["retry-after"]).toBe(String(seconds));
    expect(res.body.message).toContain(`Try again in ${wording}, or reset your password.`);
  }

  it("locks after 3 wrong passwords, doubles the lock with each further one up to the cap, and a success resets it", async () => {
    const admin = await t.signupTeam();
    for (let i = 0; i < 3; i++) expectError(await attempt(admin.email, "Wrong-pass1"), 401, "INVALID_CREDENTIALS");
    await expectLocked(admin.email, 60, "1 minute");
    tick(30);
    await expectLocked(admin.email, 30, "1 minute");
    // Each wrong password after a lock has ended locks again, for twice as long: 2, then 4 minutes (the cap).
    let left = 30;
    for (const seconds of [120, 240, 240]) {
      tick(left + 1);
      expectError(await attempt(admin.email, "Wrong-pass1"), 401, "INVALID_CREDENTIALS");
      await expectLocked(admin.email, seconds, `${seconds / 60} minutes`);
      left = seconds;
    }
    tick(241);
    expect((await attempt(admin.email, PASSWORD)).status).toBe(200);
    // The streak starts again from zero.
    for (let i = 0; i < 2; i++) expectError(await attempt(admin.email, "Wrong-pass1"), 401, "INVALID_CREDENTIALS");
    expect((await attempt(admin.email, PASSWORD)).status).toBe(200);
  });

  it("forgets a streak after a day without attempts", async () => {
    const admin = await t.signupTeam();
    for (let i = 0; i < 2; i++) expectError(await attempt(admin.email, "Wrong-pass1"), 401, "INVALID_CREDENTIALS");
    tick(24 * 60 * 60 + 1);
    // Two more wrong ones would have locked the account had the first two still counted.
    for (let i = 0; i < 2; i++) expectError(await attempt(admin.email, "Wrong-pass1"), 401, "INVALID_CREDENTIALS");
    expect((await attempt(admin.email, PASSWORD)).status).toBe(200);
  });
});

describe("sessions", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { session: { idleSeconds: 12 * 60 * 60, maxSeconds: 30 * 24 * 60 * 60 } } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("issues a cookie that lives as long as the idle timeout", async () => {
    const res = await t.request("POST", "/api/auth/signup", {
      payload: { name: "Ida Idle", email: uniqueEmail("idle"), password: PASSWORD, companyName: "Idle Co" },
    });
    const cookie = setCookies(res).find((c) => c.includes("session_token="));
    expect(cookie).toMatch(/Max-Age=43200/);
  });

  it("slides an active session: extends it and re-issues the cookie", async () => {
    const admin = await t.signupTeam();
    const token = decodeURIComponent(admin.cookie.split("=")[1] ?? "").split(".")[0] ?? "";
    // Pretend the last refresh was 11 hours ago: one hour of idle time left.
    const soon = new Date(Date.now() + 60 * 60 * 1000);
    await t.database.db.update(sessions).set({ expiresAt: soon }).where(eq(sessions.token, token));
    const res = await t.request("GET", "/api/user", { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(setCookies(res).some((c) => c.includes("session_token=") && /Max-Age=43200/.test(c))).toBe(true);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.token, token));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 11 * 60 * 60 * 1000);
  });

  it("answers a live session without re-issuing its cookie, and refuses the same token under a forged signature", async () => {
    const admin = await t.signupTeam();
    const fresh = await t.request("GET", "/api/user", { cookie: admin.cookie });
    expect(fresh.status).toBe(200);
    expect(setCookies(fresh).some((c) => c.includes("session_token="))).toBe(false);
    const [name, value] = admin.cookie.split("=");
    const [token, signature] = decodeURIComponent(value ?? "").split(".");
    const flipped = `${signature?.[0] === "A" ? "B" : "A"}${signature?.slice(1)}`;
    for (const forged of [`${token}.${flipped}`, `${token}`, `${token}.`]) {
      const res = await t.request("GET", "/api/user", { cookie: `${name}=${encodeURIComponent(forged)}` });
      expectError(res, 401, "UNAUTHENTICATED");
    }
  });

  it("refuses an idle-expired session and clears its cookie", async () => {
    const admin = await t.signupTeam();
    const token = decodeURIComponent(admin.cookie.split("=")[1] ?? "").split(".")[0] ?? "";
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.token, token));
    const res = await t.request("GET", "/api/user", { cookie: admin.cookie });
    expectError(res, 401, "UNAUTHENTICATED");
    expect(setCookies(res).some((c) => c.includes("session_token=;") && /Max-Age=0/.test(c))).toBe(true);
  });

  it("ends a session past its absolute lifetime, however active", async () => {
    const admin = await t.signupTeam();
    const token = decodeURIComponent(admin.cookie.split("=")[1] ?? "").split(".")[0] ?? "";
    const signedInDaysAgo = (days: number) =>
      t.database.db
        .update(sessions)
        .set({ createdAt: new Date(Date.now() - days * 24 * 60 * 60 * 1000) })
        .where(eq(sessions.token, token));
    // Active all along (the idle timeout keeps sliding), signed in 29 days ago: still in.
    await signedInDaysAgo(29);
    expect((await t.request("GET", "/api/user", { cookie: admin.cookie })).status).toBe(200);
    // 30 days and a minute ago: out, and the session is deleted, not only refused.
    await signedInDaysAgo(30.001);
    expectError(await t.request("GET", "/api/user", { cookie: admin.cookie }), 401, "UNAUTHENTICATED");
    expect(await t.database.db.select().from(sessions).where(eq(sessions.token, token))).toHaveLength(0);
  });
});

describe("API responses and cross-site requests", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("marks every API answer Cache-Control: no-store, errors included", async () => {
    const admin = await t.signupTeam();
    for (const res of [
      await t.request("GET", "/api/user", { cookie: admin.cookie }),
      await t.request("GET", "/api/health"),
      await t.request("GET", "/api/nope"),
      await t.request("POST", "/api/login", { payload: { email: admin.email, password: "Wrong-pass1" } }),
      // A malformed percent-encoding fails before routing and before the onRequest hooks.
      await t.request("GET", "/api/%zz"),
      await t.request("GET", "/api/auth/validate-invite/%E0%A4%A"),
    ]) {
      expect(res.headers["cache-control"]).toBe("no-store");
    }
    // While draining for shutdown: the drain hook answers before the security hook runs.
    const draining = await startTestApp();
    try {
      draining.app.startDraining();
      for (const res of [
        await draining.request("GET", "/api/health"),
        await draining.request("POST", "/api/login", { payload: { email: admin.email, password: "Wrong-pass1" } }),
      ]) {
        expectError(res, 503, "SERVICE_UNAVAILABLE");
        expect(res.headers["cache-control"]).toBe("no-store");
      }
    } finally {
      await draining.close();
    }
  });

  it("lets pages connect only to our own origin (connect-src: self and its WebSocket twin)", async () => {
    const res = await t.request("GET", "/api/health");
    const csp = String(res.headers["content-security-policy"]);
    const connect = csp.split(";").find((d) => d.trim().startsWith("connect-src"));
    expect(connect?.trim().split(/\s+/)).toEqual(["connect-src", "'self'", "ws://localhost:3000"]);
  });

  it("refuses a state change from a foreign Origin with 403, before touching anything", async () => {
    const admin = await t.signupTeam();
    const res = await t.request("POST", "/api/offices", {
      cookie: admin.cookie,
      headers: { origin: "https://evil.test" },
      payload: { name: "Evil Room", capacity: 2 },
    });
    expectError(res, 403, "ORIGIN_REJECTED");
    const offices = await t.request("GET", "/api/offices", { cookie: admin.cookie });
    expect(offices.body.map((o: { name: string }) => o.name)).not.toContain("Evil Room");
  });

  it("refuses a form-encoded or text/plain cross-site post (the no-preflight kinds)", async () => {
    const admin = await t.signupTeam();
    const form = await t.request("POST", "/api/offices", {
      cookie: admin.cookie,
      headers: { origin: "https://evil.test", "content-type": "application/x-www-form-urlencoded" },
      payload: "name=Evil&capacity=2",
    });
    expectError(form, 403, "ORIGIN_REJECTED");
    const text = await t.request("POST", "/api/logout", {
      cookie: admin.cookie,
      headers: { "sec-fetch-site": "cross-site", "content-type": "text/plain" },
      payload: '{"x":1}',
    });
    expectError(text, 403, "ORIGIN_REJECTED");
    // Same-origin form posts still cannot change anything: only JSON is parsed.
    const sameOriginForm = await t.request("POST", "/api/offices", {
      cookie: admin.cookie,
      headers: { origin: t.config.appUrl, "content-type": "application/x-www-form-urlencoded" },
      payload: "name=Evil&capacity=2",
    });
    expectError(sameOriginForm, 415, "UNSUPPORTED_MEDIA_TYPE");
    expect((await t.request("GET", "/api/user", { cookie: admin.cookie })).status).toBe(200);
  });

  it("accepts the app's own origin and same-origin fetches", async () => {
    const admin = await t.signupTeam();
    const res = await t.request("POST", "/api/offices", {
      cookie: admin.cookie,
      headers: { origin: t.config.appUrl, "sec-fetch-site": "same-origin" },
      payload: { name: "Own Room", capacity: 2 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it("accepts the request's own origin, so an install opened by IP or host name works without APP_URL", async () => {
    // APP_URL is http://localhost:3000; people open the server as http://192.168.1.5:3000.
    const admin = await t.signupTeam();
    const login = await t.request("POST", "/api/login", {
      payload: { email: admin.email, password: PASSWORD },
      headers: { host: "192.168.1.5:3000", origin: "http://192.168.1.5:3000", "sec-fetch-site": "same-origin" },
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const byName = await t.request("POST", "/api/offices", {
      cookie: admin.cookie,
      headers: { host: "officely.lan", origin: "http://officely.lan" },
      payload: { name: "Named Room", capacity: 2 },
    });
    expect(byName.status, JSON.stringify(byName.body)).toBe(201);
    // Default ports are the same origin, written or not.
    const defaultPort = await t.request("POST", "/api/offices", {
      cookie: admin.cookie,
      headers: { host: "officely.lan:443", origin: "https://officely.lan" },
      payload: { name: "Port Room", capacity: 2 },
    });
    expect(defaultPort.status, JSON.stringify(defaultPort.body)).toBe(201);
  });

  it("still refuses a foreign origin when the app is opened by IP or host name", async () => {
    const admin = await t.signupTeam();
    const refused: Record<string, string>[] = [
      { host: "192.168.1.5:3000", origin: "http://evil.test" },
      { host: "192.168.1.5:3000", origin: "http://192.168.1.5:8080" },
      { host: "192.168.1.5:3000", origin: "null" },
      // A same-host Origin does not outweigh a browser's own cross-site mark.
      { host: "192.168.1.5:3000", origin: "http://192.168.1.5:3000", "sec-fetch-site": "cross-site" },
    ];
    for (const headers of refused) {
      const res = await t.request("POST", "/api/offices", {
        cookie: admin.cookie,
        headers,
        payload: { name: "Evil Room", capacity: 2 },
      });
      expectError(res, 403, "ORIGIN_REJECTED");
    }
    const offices = await t.request("GET", "/api/offices", { cookie: admin.cookie });
    expect(offices.body.map((o: { name: string }) => o.name)).not.toContain("Evil Room");
  });

  it("builds invitation links on APP_URL, whatever the Host header says", async () => {
    const admin = await t.signupTeam();
    const res = await t.request("POST", "/api/team/invitations", {
      cookie: admin.cookie,
      headers: { host: "evil.test", "x-forwarded-host": "evil.test", "x-forwarded-proto": "https" },
      payload: { email: uniqueEmail("hosted"), role: "member" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.link.startsWith(`${t.config.appUrl}/`)).toBe(true);
    expect(res.body.link).not.toContain("evil.test");
  });

  it("refuses control characters in single-line fields (names, titles, office names)", async () => {
    const signup = await t.request("POST", "/api/auth/signup", {
      payload: {
        name: "Mallory\r\nYour account is locked, visit http://evil.test",
        email: uniqueEmail("crlf"),
        password: PASSWORD,
        companyName: "Evil Co",
      },
    });
    expectError(signup, 400, "VALIDATION_FAILED");
    expect(signup.body.message).toContain("name");
    const company = await t.request("POST", "/api/auth/signup", {
      payload: { name: "Mal", email: uniqueEmail("crlf"), password: PASSWORD, companyName: "Evil\u202eoC" },
    });
    expectError(company, 400, "VALIDATION_FAILED");
    const admin = await t.signupTeam();
    for (const body of [
      { name: "Room\nTwo", capacity: 2 },
      { name: "Room", capacity: 2, building: "A\tB" },
      { name: "Room", capacity: 2, equipment: ["TV\u0007"] },
    ]) {
      expectError(
        await t.request("POST", "/api/offices", { cookie: admin.cookie, payload: body }),
        400,
        "VALIDATION_FAILED",
      );
    }
    const office = await t.createOffice(admin);
    for (const item of ["Projector\u0007", "TV\r\nBcc: victim@example.test", "Mic\u202e"]) {
      const booking = await t.request("POST", "/api/bookings", {
        cookie: admin.cookie,
        payload: {
          officeId: office.id,
          startISO: await localSlot(3, 10),
          endISO: await localSlot(3, 11),
          equipment: [item],
        },
      });
      expectError(booking, 400, "VALIDATION_FAILED");
      expect(booking.body.message).toContain("equipment");
    }
    const invite = await t.request("POST", "/api/team/invitations", {
      cookie: admin.cookie,
      payload: { email: uniqueEmail("titled"), role: "member" },
    });
    const join = await t.request("POST", "/api/auth/join-team", {
      payload: {
        inviteCode: invite.body.code,
        name: "Jo",
        email: invite.body.email,
        password: PASSWORD,
        jobTitle: "CEO\nClick http://evil.test",
      },
    });
    expectError(join, 400, "VALIDATION_FAILED");
  });
});
