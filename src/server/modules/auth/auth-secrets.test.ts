/**
 * Secrets stay secret: passwords never reach the logs (through the production logger config), and the
 * session cookie is Secure when the app is served over HTTPS.
 */
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp, uniqueEmail } from "../../test/harness.ts";

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

  it("logs the auth requests but never a password or a session cookie", async () => {
    const password = "Sup3rSecret!Value";
    const email = uniqueEmail("logged");
    const admin = await t.signupTeam({ email, password });
    await t.request("POST", "/api/login", { payload: { email, password } });
    await t.request("POST", "/api/login", { payload: { email, password: "Wr0ng!Password" } });
    const invite = await t.request("POST", "/api/team/invitations", {
      cookie: admin.cookie,
      payload: { email: uniqueEmail("joiner"), role: "member" },
    });
    await t.request("POST", "/api/auth/join-team", {
      payload: { inviteCode: invite.body.code, name: "Jo", email: invite.body.email, password: "J0iner!Password" },
    });

    const log = lines.join("");
    expect(log).toContain("/api/login");
    expect(log).toContain("/api/auth/join-team");
    for (const secret of [password, "Wr0ng!Password", "J0iner!Password", admin.cookie.split("=")[1]]) {
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

  it("marks the session cookie Secure, HttpOnly and SameSite=Lax", async () => {
    const res = await t.request("POST", "/api/auth/signup", {
      payload: { name: "Sam Secure", email: uniqueEmail("secure"), password: "Passw0rd!", companyName: "Secure Co" },
    });
    expect(res.status).toBe(201);
    const cookies = ([] as string[]).concat(res.headers["set-cookie"] as string | string[]);
    const session = cookies.find((c) => c.includes("session_token="));
    expect(session).toBeDefined();
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
  });
});
