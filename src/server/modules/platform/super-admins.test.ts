/**
 * Becoming a super admin (docs/product.md "Platform"): the CLI's core creates one (outside any
 * team, lands signed in as super admin), promotes an existing account only when told to, refuses a
 * weak password, and SUPER_ADMIN_EMAILS promotes listed accounts at start, only those whose address
 * is confirmed (docs/operations.md "Mail limits and e-mail verification"). The CLI process itself:
 * super-admin-cli.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createChangeRecorder } from "#server/lib/change-recorder.ts";
import { startTestApp, TEST_PASSWORD, type TestApp, uniqueEmail } from "#server/test/harness.ts";
import { markVerified } from "#server/test/mail-support.ts";
import { enrolTwoFactor, signIn } from "./platform-test-support.ts";
import { createOrPromoteSuperAdmin, promoteSuperAdminEmails } from "./super-admins.ts";

describe("becoming a super admin", () => {
  let t: TestApp;
  const lines: string[] = [];
  const log = { info: (_d: object, m: string) => lines.push(m), warn: (_d: object, m: string) => lines.push(m) };
  const deps = () => ({
    db: t.database.db,
    record: createChangeRecorder({ subscribers: [] }).record,
    now: () => new Date(),
  });

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("creates a super admin who belongs to no team, signs in as one and sets up a second factor first", async () => {
    const email = uniqueEmail("ops");
    const res = await createOrPromoteSuperAdmin(deps(), { email, name: "Ops Person", password: TEST_PASSWORD });
    expect(res.outcome).toBe("created");
    const session = await signIn(t, email);
    expect(session.user).toMatchObject({ role: "super_admin", isSuperAdmin: true, isAdmin: true, teamId: null });
    // Every super admin uses two-factor authentication (docs/decisions/0029): until it is set up, the
    // platform is out of reach and the app shows the set-up.
    const before = await t.request("GET", "/api/admin/overview", { cookie: session.cookie });
    expect([before.status, before.body.code, before.body.message]).toEqual([
      403,
      "TWO_FACTOR_REQUIRED",
      "Super admins must use two-factor authentication. Set it up in Settings > Security to continue.",
    ]);
    const me = await t.request("GET", "/api/user", { cookie: session.cookie });
    expect(me.body.user).toMatchObject({ twoFactorEnabled: false, twoFactorSetupRequired: true });
    const enrolled = await enrolTwoFactor(t, session);
    expect(enrolled.user).toMatchObject({ twoFactorEnabled: true, twoFactorSetupRequired: false });
    expect((await t.request("GET", "/api/admin/overview", { cookie: enrolled.cookie })).status).toBe(200);
    const off = await t.request("POST", "/api/user/two-factor/disable", {
      cookie: enrolled.cookie,
      payload: { password: TEST_PASSWORD },
    });
    expect([off.status, off.body.message]).toEqual([
      409,
      "Super admins must use two-factor authentication, so it cannot be turned off.",
    ]);
    // The next sign-in asks for the second factor (a backup code here).
    expect((await t.request("GET", "/api/admin/overview", { cookie: (await signIn(t, email)).cookie })).status).toBe(
      200,
    );
    const again = await createOrPromoteSuperAdmin(deps(), { email, name: "Ops Person" });
    expect(again.outcome).toBe("unchanged");
  });

  it("refuses a weak password and creates nothing", async () => {
    const email = uniqueEmail("weak");
    await expect(
      createOrPromoteSuperAdmin(deps(), { email, name: "Weak", password: "password" }),
    ).rejects.toMatchObject({
      code: "VALIDATION_FAILED",
      message: "Password must contain uppercase, lowercase, and number",
    });
    const login = await t.request("POST", "/api/login", { payload: { email, password: "password" } });
    expect(login.status).toBe(401);
  });

  it("promotes an existing account when told to, keeping its password, unless it is a team's only admin with members", async () => {
    const alone = await t.signupTeam({ companyName: "Alone Co" });
    const promote = { promoteExisting: true };
    const promoted = await createOrPromoteSuperAdmin(deps(), { email: alone.email, name: "x" }, promote);
    expect(promoted).toMatchObject({
      outcome: "promoted",
      account: { teamName: "Alone Co", createdAt: expect.any(Date) },
    });
    expect((await signIn(t, alone.email)).user).toMatchObject({ role: "super_admin", teamId: null });
    const busy = await t.signupTeam();
    await t.addMember(busy, "member");
    await expect(createOrPromoteSuperAdmin(deps(), { email: busy.email, name: "x" }, promote)).rejects.toMatchObject({
      code: "LAST_TEAM_ADMIN",
    });
  });

  it("refuses an existing account unless told to promote it: anyone may have signed up with the address", async () => {
    const squatter = await t.signupTeam({ companyName: "Squat Co" });
    await expect(createOrPromoteSuperAdmin(deps(), { email: squatter.email, name: "Ops" })).rejects.toMatchObject({
      code: "EMAIL_TAKEN",
      message: expect.stringContaining("--promote-existing"),
    });
    expect((await signIn(t, squatter.email)).user).toMatchObject({ role: "team_admin", teamId: squatter.team.id });
  });

  it("SUPER_ADMIN_EMAILS promotes only a confirmed address, and names the one it skips", async () => {
    const first = await t.signupTeam();
    const lines: { details: object; message: string }[] = [];
    const capture = {
      info: (details: object, message: string) => lines.push({ details, message }),
      warn: (details: object, message: string) => lines.push({ details, message }),
    };
    expect(await promoteSuperAdminEmails(deps(), [first.email], capture)).toEqual([]);
    expect((await signIn(t, first.email)).user).toMatchObject({ role: "team_admin", teamId: first.team.id });
    expect(lines).toEqual([
      {
        details: { email: first.email },
        message: expect.stringContaining(
          `SUPER_ADMIN_EMAILS: ${first.email} not promoted: the account's e-mail address is not confirmed`,
        ),
      },
    ]);
    await markVerified(t, first.user.id);
    expect(await promoteSuperAdminEmails(deps(), [first.email], capture)).toEqual([first.email]);
  });

  it("SUPER_ADMIN_EMAILS promotes listed accounts at start and skips unknown addresses", async () => {
    const member = await t.addMember(await t.signupTeam(), "member");
    const unknown = uniqueEmail("nobody");
    // Joining through an invitation proves nothing about the address (the inviter saw the code).
    expect(await promoteSuperAdminEmails(deps(), [member.email], log)).toEqual([]);
    await markVerified(t, member.user.id);
    const promoted = await promoteSuperAdminEmails(deps(), [member.email.toUpperCase(), unknown], log);
    expect(promoted).toEqual([member.email]);
    expect((await signIn(t, member.email)).user).toMatchObject({ role: "super_admin", teamId: null });
    expect(lines.some((line) => line.includes("no account with this e-mail"))).toBe(true);
    expect(await promoteSuperAdminEmails(deps(), [member.email], log)).toEqual([]);
  });

  it("SUPER_ADMIN_EMAILS is read from the environment as a comma list", async () => {
    const { loadConfig } = await import("#server/config.ts");
    expect(loadConfig({ SUPER_ADMIN_EMAILS: " A@x.test, b@y.test ,," }).superAdminEmails).toEqual([
      "a@x.test",
      "b@y.test",
    ]);
    expect(() => loadConfig({ SUPER_ADMIN_EMAILS: "not-an-email" })).toThrow(/SUPER_ADMIN_EMAILS/);
  });
});
