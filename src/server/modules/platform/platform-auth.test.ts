/**
 * Every platform call refuses a signed-out request with 401 and a team admin with 403, changing
 * nothing. The full role table (member, team_manager, team_admin, admin, super_admin) is
 * src/server/modules/team/roles.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Session, startTestApp, type TestApp } from "#server/test/harness.ts";
import { platformCalls } from "./platform-role-calls.ts";
import { signInNewSuperAdmin } from "./platform-test-support.ts";

describe("platform calls without a super admin", () => {
  let t: TestApp;
  let sa: Session;
  let teamAdmin: Session;
  beforeAll(async () => {
    t = await startTestApp();
    sa = await signInNewSuperAdmin(t);
    teamAdmin = await t.signupTeam();
  });
  afterAll(async () => {
    await t.close();
  });

  const calls = platformCalls(
    () => t,
    () => sa.cookie,
  );
  it.each(calls.map((call) => ({ call, name: call.name })))(
    "$name: signed out 401, team admin 403",
    async ({ call }) => {
      const out = await call.run(undefined);
      expect(out.res.status).toBe(401);
      expect(out.res.body.code).toBe("UNAUTHENTICATED");
      await out.verify?.(false);
      const admin = await call.run(teamAdmin.cookie);
      expect(admin.res.status).toBe(403);
      expect(admin.res.body).toEqual({
        code: "FORBIDDEN",
        message: "Only a super admin can use the platform administration.",
      });
      await admin.verify?.(false);
    },
  );
});
