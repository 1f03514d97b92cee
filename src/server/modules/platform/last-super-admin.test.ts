/**
 * The platform keeps at least one enabled super admin: the last one cannot demote
 * themself, and two super admins demoting themselves (or disabling each other) at the same moment
 * leave exactly one. The rule counts every super admin of the platform, so this file needs a database
 * of its own (the harness's `ownDatabase`: on the shared one, demoting every other super admin
 * would pull the rug from tests running beside it).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#db/schema/index.ts";
import { type Session, startTestApp, type TestApp } from "#server/test/harness.ts";
import { signInNewSuperAdmin } from "./platform-test-support.ts";

describe("the last super admin", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ ownDatabase: true });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const superAdminIds = async () =>
    (await t.database.db.select({ id: users.id }).from(users).where(eq(users.role, "super_admin"))).map((r) => r.id);
  const call = (session: Session, path: string, payload?: unknown) =>
    t.request("POST", `/api/admin/users/${path}`, { cookie: session.cookie, payload });

  it("cannot demote themself when no other super admin remains", async () => {
    const only = await signInNewSuperAdmin(t, "Ona Only");
    expect(await superAdminIds()).toEqual([only.user.id]);
    const self = await call(only, `${only.user.id}/role`, { role: "member" });
    expect(self.status).toBe(409);
    expect(self.body).toEqual({ code: "LAST_SUPER_ADMIN", message: expect.stringMatching(/last super admin/) });
    expect(await superAdminIds()).toEqual([only.user.id]);
    // With a second one, giving the role up works, and the demoted person is refused from then on.
    const second = await signInNewSuperAdmin(t, "Sam Second");
    expect((await call(only, `${only.user.id}/role`, { role: "member" })).status).toBe(200);
    expect(await superAdminIds()).toEqual([second.user.id]);
    expect((await t.request("GET", "/api/admin/overview", { cookie: only.cookie })).status).toBe(403);
    // Tidy: the remaining one is the platform's only super admin for the next test.
    expect((await call(second, `${second.user.id}/role`, { role: "member" })).status).toBe(409);
  });

  it("two super admins demoting themselves at once leave exactly one, and one call is refused with 409", async () => {
    let remaining = (await superAdminIds())[0];
    let keeper = await signInNewSuperAdmin(t, "Kim Keeper");
    // The first session of `remaining` was signed in by the previous test; a fresh pair each round.
    for (let round = 0; round < 4; round++) {
      const a = keeper;
      const b = await signInNewSuperAdmin(t, `Bo Round${round}`);
      // Leave exactly two: demote every other super admin first (one at a time, through the API).
      for (const id of await superAdminIds()) {
        if (id !== a.user.id && id !== b.user.id) {
          expect((await call(a, `${id}/role`, { role: "member" })).status).toBe(200);
        }
      }
      expect((await superAdminIds()).sort()).toEqual([a.user.id, b.user.id].sort());
      const answers = await Promise.all([
        call(a, `${a.user.id}/role`, { role: "member" }),
        call(b, `${b.user.id}/role`, { role: "member" }),
      ]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      const refused = answers.find((r) => r.status === 409);
      expect(refused?.body).toEqual({ code: "LAST_SUPER_ADMIN", message: expect.stringMatching(/last super admin/) });
      const left = await superAdminIds();
      expect(left).toHaveLength(1);
      remaining = left[0];
      keeper = remaining === a.user.id ? a : b;
    }
    expect(remaining).toBe(keeper.user.id);
  });

  it("two super admins disabling each other at once leave one who can still sign in and act", async () => {
    const a = await signInNewSuperAdmin(t, "Ada Mutual");
    const b = await signInNewSuperAdmin(t, "Ben Mutual");
    for (const id of await superAdminIds()) {
      if (id !== a.user.id && id !== b.user.id) {
        expect((await call(a, `${id}/role`, { role: "member" })).status).toBe(200);
      }
    }
    const answers = await Promise.all([call(a, `${b.user.id}/disable`), call(b, `${a.user.id}/disable`)]);
    // The first wins; the second actor was disabled (and signed out) by it, so it is refused.
    expect(answers.map((r) => r.status)).toContain(200);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    const winner = answers[0].status === 200 ? a : b;
    expect((await t.request("GET", "/api/admin/overview", { cookie: winner.cookie })).status).toBe(200);
  });
});
