/**
 * Secrets stay secret: passwords never reach the logs (through the production logger config), and the
 * session cookie is Secure when the app is served over HTTPS.
 */
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, TEST_PASSWORD, type TestApp, uniqueEmail } from "#server/test/harness.ts";

describe("passwords and the logs", () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await startTestApp({ logStream, config: { logLevel: "trace" } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("logs the auth requests but never a password, a session token or an invitation code", async () => {
    const password = "Sup3rSecret!Value";
    const email = uniqueEmail("logged");
    const admin = await t.signupTeam({ email, password });
    await t.request("POST", "/api/login", { payload: { email, password } });
    await t.request("POST", "/api/login", { payload: { email, password: "Wr0ng!Password" } });
    const invite = await t.request("POST", "/api/team/invitations", {
      cookie: admin.cookie,
      payload: { email: uniqueEmail("joiner"), role: "member" },
    });
    const code: string = invite.body.code;
    expect(code.length).toBeGreaterThan(0);
    // The link the admin and the invitee open, and the check the sign-up page makes.
    await t.request("GET", `/auth?invite=${code}`);
    await t.request("GET", `/api/auth/validate-invite/${code}`);
    await t.request("GET", `/api/auth/validate-invite/${code}?invite=${code}`);
    const joined = await t.request("POST", "/api/auth/join-team", {
      payload: { inviteCode: code, name: "Jo", email: invite.body.email, password: "J0iner!Password" },
    });
    expect(joined.status).toBe(201);
    const joinerToken = String(joined.headers["set-cookie"]).split(";")[0]?.split("=")[1] ?? "";
    await t.request("GET", "/api/user", { cookie: admin.cookie });

    const log = lines.join("");
    expect(log).toContain("/api/login");
    expect(log).toContain("/api/auth/join-team");
    expect(log).toContain("/api/auth/validate-invite/[redacted]");
    const token = decodeURIComponent(admin.cookie.split("=")[1] ?? "").split(".")[0] ?? "";
    expect(token.length).toBeGreaterThan(10);
    for (const secret of [password, "Wr0ng!Password", "J0iner!Password", token, joinerToken.split(".")[0], code]) {
      expect(log).not.toContain(secret);
    }
  });
});

describe("cookies behind HTTPS", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { appUrl: "https://officely.example" } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("marks the session cookie __Host-, Secure, HttpOnly, Path=/ and SameSite=Lax", async () => {
    const res = await t.request("POST", "/api/auth/signup", {
      payload: { name: "Sam Secure", email: uniqueEmail("secure"), password: TEST_PASSWORD, companyName: "Secure Co" },
    });
    expect(res.status).toBe(201);
    const cookies = ([] as string[]).concat(res.headers["set-cookie"] as string | string[]);
    const session = cookies.find((c) => c.includes("session_token="));
    expect(session).toBeDefined();
    expect(session).toMatch(/^__Host-officely\.session_token=/);
    expect(session).toMatch(/;\s*Path=\//i);
    expect(session).not.toMatch(/;\s*Domain=/i);
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
  });
});
