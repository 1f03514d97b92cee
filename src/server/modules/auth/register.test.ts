/**
 * POST /api/register, the larger team registration (spec section 3): the team, its trial
 * and its team_admin exactly as sign-up makes them, plus the company details on the team; defaults
 * of spec section 9; bad input answers 400 and creates nothing; a taken e-mail answers 409; and the
 * 'Account created!' path (no session opened) answers the user as null. Runs on PGlite and, with
 * DATABASE_URL, on PostgreSQL: each test uses its own e-mails and team names.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Auth } from "#server/lib/better-auth.ts";
import { createChangeRecorder } from "#server/lib/change-recorder.ts";
import { signInNewSuperAdmin } from "#server/modules/platform/platform-test-support.ts";
import { startTestApp, TEST_PASSWORD, type TestApp, uniqueEmail } from "#server/test/harness.ts";
import { testPasswords } from "#server/test/test-passwords.ts";
import { createAuthService } from "./auth.service.ts";
import { createDeviceCookies } from "./device-cookie.ts";
import { createSignInThrottle } from "./sign-in-throttle.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

function fullPayload(email: string, teamName: string) {
  return {
    name: "Rhea Register",
    email,
    password: TEST_PASSWORD,
    jobTitle: "Office Manager",
    teamName,
    companyName: "Register Holdings Ltd",
    companyAddress: "1 Dock Road\nLondon E1 1AA",
    companySize: "51-200",
    industry: "Logistics",
    billingEmail: "Billing@Register.test",
    timeZone: "Europe/London",
  };
}

describe("POST /api/register", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function teamRow(teamName: string) {
    const result = await t.database.db.execute(
      sql`select name, company_name, company_address, company_size, industry, billing_email, time_zone, status, trial_ends_at
          from teams where name = ${teamName}`,
    );
    return (result as unknown as { rows: Record<string, unknown>[] }).rows;
  }

  async function counts(email: string, teamName: string) {
    const users = await t.database.db.execute(sql`select count(*)::int as n from users where email = ${email}`);
    const rows = (users as unknown as { rows: { n: number }[] }).rows;
    return { users: rows[0].n, teams: (await teamRow(teamName)).length };
  }

  it("creates the team in its 14-day trial with the company details and signs its team_admin in", async () => {
    const email = uniqueEmail("register");
    const teamName = `Register Team ${randomUUID().slice(0, 8)}`;
    const before = Date.now();
    const res = await t.request("POST", "/api/register", { payload: fullPayload(email, teamName) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ success: true, isFirstTimeUser: true, team: { name: teamName } });
    expect(res.body.user).toMatchObject({
      name: "Rhea Register",
      email,
      role: "team_admin",
      teamName,
      jobTitle: "Office Manager",
    });
    const [team] = await teamRow(teamName);
    expect(team).toMatchObject({
      company_name: "Register Holdings Ltd",
      company_address: "1 Dock Road\nLondon E1 1AA",
      company_size: "51-200",
      industry: "Logistics",
      billing_email: "billing@register.test",
      time_zone: "Europe/London",
      status: "trial",
    });
    const trialEnds = new Date(String(team.trial_ends_at)).getTime();
    expect(trialEnds).toBeGreaterThanOrEqual(before + 14 * DAY_MS - 1000);
    expect(trialEnds).toBeLessThanOrEqual(Date.now() + 14 * DAY_MS + 1000);

    // The answer's cookie is a working session: the same user reads themself back.
    const cookie = (res.headers["set-cookie"] as string[]).map((c) => c.split(";")[0]).join("; ");
    const me = await t.request("GET", "/api/user", { cookie });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ email, teamName, role: "team_admin" });
  });

  it("shows the company details to super admins on the team's page, and 'not given' for a simple sign-up", async () => {
    const teamName = `Seen Team ${randomUUID().slice(0, 8)}`;
    const res = await t.request("POST", "/api/register", { payload: fullPayload(uniqueEmail("seen"), teamName) });
    expect(res.status).toBe(201);
    const simple = await t.signupTeam();
    const sa = await signInNewSuperAdmin(t);
    const detail = await t.request("GET", `/api/admin/teams/${res.body.team.id}`, { cookie: sa.cookie });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      name: teamName,
      companyName: "Register Holdings Ltd",
      timeZone: "Europe/London",
      company: {
        address: "1 Dock Road\nLondon E1 1AA",
        size: "51-200",
        industry: "Logistics",
        billingEmail: "billing@register.test",
      },
    });
    const plain = await t.request("GET", `/api/admin/teams/${simple.team.id}`, { cookie: sa.cookie });
    expect(plain.body.company).toEqual({ address: null, size: null, industry: null, billingEmail: null });
  });

  it("fills the spec's defaults: company size 10-25, industry Technology, time zone America/New_York", async () => {
    const email = uniqueEmail("register-defaults");
    const teamName = `Defaults Team ${randomUUID().slice(0, 8)}`;
    const res = await t.request("POST", "/api/register", {
      payload: {
        name: "Dee Fault",
        email,
        password: TEST_PASSWORD,
        teamName,
        companyName: "Defaults Co",
        industry: "",
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [team] = await teamRow(teamName);
    expect(team).toMatchObject({
      company_size: "10-25",
      industry: "Technology",
      time_zone: "America/New_York",
      company_address: null,
      billing_email: null,
    });
    expect(res.body.user.jobTitle).toBeNull();
  });

  it("answers 409 for an e-mail that has an account, and makes no second team", async () => {
    const existing = await t.signupTeam();
    const teamName = `Dup Team ${randomUUID().slice(0, 8)}`;
    const res = await t.request("POST", "/api/register", {
      payload: fullPayload(existing.email.toUpperCase(), teamName),
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: "EMAIL_TAKEN", message: expect.stringContaining("already exists") });
    expect(await teamRow(teamName)).toEqual([]);
  });

  const badInputs: [string, Record<string, unknown>, string][] = [
    ["missing name", { name: undefined }, "Name is required"],
    ["blank team name", { teamName: "   " }, "Team name is required"],
    ["missing company name", { companyName: undefined }, "Company name is required"],
    ["invalid e-mail", { email: "not-an-email" }, "Please enter a valid email address"],
    ["weak password", { password: "password1" }, "Password must contain uppercase, lowercase, and number"],
    ["short password", { password: "Ab1" }, "Password must be at least 8 characters"],
    ["unknown company size", { companySize: "huge" }, "Company size must be one of"],
    ["invalid billing e-mail", { billingEmail: "billing@" }, "billingEmail: Please enter a valid email address"],
    ["unknown time zone", { timeZone: "Mars/Olympus_Mons" }, "Mars/Olympus_Mons"],
    ["offset time zone", { timeZone: "+05:00" }, "+05:00"],
    ["job title with a line break", { jobTitle: "Boss\nof all" }, "single line"],
    ["501-char address", { companyAddress: "x".repeat(501) }, "at most 500"],
    ["industry is a number", { industry: 7 }, ""],
    ["extra field role", { role: "super_admin" }, ""],
  ];
  it.each(badInputs)("bad input (%s) answers 400 naming the problem and creates nothing", async (_, over, text) => {
    const email = uniqueEmail("register-bad");
    const teamName = `Bad Team ${randomUUID().slice(0, 8)}`;
    const payload = { ...fullPayload(email, teamName), ...over };
    const res = await t.request("POST", "/api/register", { payload });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.code).toBe("VALIDATION_FAILED");
    expect(res.body.message).toContain(text);
    expect(await counts(email, teamName)).toEqual({ users: 0, teams: 0 });
  });

  it("is in the OpenAPI document with its body and answer", async () => {
    const docs = await t.request("GET", "/api/docs/json");
    const op = docs.body.paths["/api/register"]?.post;
    expect(op).toBeDefined();
    const body = op.requestBody.content["application/json"].schema;
    expect(body.required).toEqual(expect.arrayContaining(["name", "email", "password", "teamName", "companyName"]));
    expect(Object.keys(body.properties)).toEqual(
      expect.arrayContaining(["jobTitle", "companyAddress", "companySize", "industry", "billingEmail", "timeZone"]),
    );
    expect(op.responses["201"]).toBeDefined();
  });

  it("answers the created account with user null when no session could be opened", async () => {
    // A better-auth whose sign-in fails after the account is committed (e.g. it is down for a moment).
    const failingAuth = {
      api: { signInEmail: async () => new Response("unavailable", { status: 503 }) },
    } as unknown as Auth;
    const { record, recordMany } = createChangeRecorder({ subscribers: [] });
    const warnings: unknown[] = [];
    const service = createAuthService({
      db: t.database.db,
      record,
      recordMany,
      now: () => new Date(),
      auth: failingAuth,
      log: { warn: (...args: unknown[]) => warnings.push(args) },
      // No SMTP here: no confirmation link to write.
      emailVerification: { required: false, sendInSignUp: async () => {} },
      passwords: testPasswords,
      signIn: {
        throttle: createSignInThrottle({
          db: t.database.db,
          now: () => new Date(),
          settings: t.config.signInThrottle,
          secret: t.config.authSecret,
        }),
        devices: createDeviceCookies({
          name: "officely.device",
          secret: t.config.authSecret,
          secure: false,
          days: 365,
        }),
      },
    });
    const email = uniqueEmail("register-nosession");
    const teamName = `No Session ${randomUUID().slice(0, 8)}`;
    const parsed = {
      ...fullPayload(email, teamName),
      companySize: "10-25" as const,
      industry: "Technology",
    };
    const result = await service.register(parsed, new Headers(), null);
    expect(result.body).toMatchObject({ success: true, user: null, team: { name: teamName } });
    expect(result.cookies).toEqual([]);
    expect(warnings).toHaveLength(1);
    // The account exists, so signing in with it works.
    const login = await t.request("POST", "/api/login", { payload: { email, password: TEST_PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.body.user.teamName).toBe(teamName);
  });
});
