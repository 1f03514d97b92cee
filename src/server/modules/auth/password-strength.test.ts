/**
 * The dictionary check of new passwords (password-strength.ts; docs/operations.md "Sign-in limits and
 * passwords"): common, leaked-style and personal passwords that pass the spec's rules are refused
 * with 400 PASSWORD_TOO_COMMON and a reason, on every path that sets a password, and nothing is
 * changed; strong ones pass. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { outboxEmails } from "#db/schema/index.ts";
import { createChangeRecorder } from "#server/lib/change-recorder.ts";
import { createOrPromoteSuperAdmin } from "#server/modules/platform/super-admins.ts";
import { startTestApp, type TestApp, type TestResponse, uniqueEmail } from "#server/test/harness.ts";
import { PASSWORD_TOO_COMMON_MESSAGE } from "./password-strength.ts";

/** Each meets the spec's rules (8+ characters, upper and lower case, a digit). */
const COMMON = ["Passw0rd!", "Password1", "Welcome2024", "Officely123", "Summer2024!", "P@ssw0rd123"];

function expectTooCommon(res: TestResponse): void {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body).toEqual({ code: "PASSWORD_TOO_COMMON", message: PASSWORD_TOO_COMMON_MESSAGE });
}

describe("common passwords", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (email: string, password: string) => t.request("POST", "/api/login", { payload: { email, password } });

  it("refuses them at sign-up with the reason, and creates nothing", async () => {
    expect(PASSWORD_TOO_COMMON_MESSAGE).toMatch(/too easy to guess.*Choose a longer one/);
    for (const password of COMMON) {
      const email = uniqueEmail("common");
      const res = await t.request("POST", "/api/auth/signup", {
        payload: { name: "Cam Common", email, password, companyName: "Common Co" },
      });
      expectTooCommon(res);
      expect(res.headers["set-cookie"]).toBeUndefined();
      expect((await login(email, password)).status).toBe(401);
    }
  });

  it("refuses a password built on the person's own e-mail, name or company", async () => {
    const domain = `${uniqueEmail("pat").split("@")[0]}@quokkafarm.test`;
    expectTooCommon(
      await t.request("POST", "/api/auth/signup", {
        payload: { name: "Pat", email: domain, password: "Quokkafarm2024", companyName: "Pat Co" },
      }),
    );
    expectTooCommon(
      await t.request("POST", "/api/auth/signup", {
        payload: { name: "Zed", email: uniqueEmail("zed"), password: "Zanzibarco1!", companyName: "Zanzibarco" },
      }),
    );
    // The same passwords are fine for someone they say nothing about.
    const stranger = await t.request("POST", "/api/auth/signup", {
      payload: { name: "Sam", email: uniqueEmail("sam"), password: "Quokkafarm2024", companyName: "Sam Co" },
    });
    expect(stranger.status, JSON.stringify(stranger.body)).toBe(201);
  });

  it("accepts strong passwords, passphrases included", async () => {
    for (const password of ["Correct horse battery staple 9", "Mz2kQw7p9x", "Blue-kettle-orbit-7"]) {
      const res = await t.request("POST", "/api/auth/signup", {
        payload: { name: "Sol Strong", email: uniqueEmail("strong"), password, companyName: "Strong Co" },
      });
      expect(res.status, `${password}: ${JSON.stringify(res.body)}`).toBe(201);
    }
  });

  it("refuses them at register and join, and the invitation stays usable", async () => {
    const email = uniqueEmail("register");
    expectTooCommon(
      await t.request("POST", "/api/register", {
        payload: { name: "Reg", email, password: "Welcome2024", teamName: "Reg Team", companyName: "Reg Co" },
      }),
    );
    expect((await login(email, "Welcome2024")).status).toBe(401);

    const admin = await t.signupTeam();
    const invited = uniqueEmail("joiner");
    const invite = await t.request("POST", "/api/team/invitations", {
      cookie: admin.cookie,
      payload: { email: invited, role: "member" },
    });
    const join = (password: string) =>
      t.request("POST", "/api/auth/join-team", {
        payload: { inviteCode: invite.body.code, name: "Jo Joiner", email: invited, password },
      });
    expectTooCommon(await join("Password1"));
    expect((await join(admin.password)).status).toBe(201);
  });

  it("refuses them at password change, and the old password still works", async () => {
    const owner = await t.signupTeam();
    const res = await t.request("POST", "/api/user/password", {
      cookie: owner.cookie,
      payload: { currentPassword: owner.password, newPassword: "Passw0rd!" },
    });
    expectTooCommon(res);
    expect((await login(owner.email, owner.password)).status).toBe(200);
  });

  it("refuses them at password reset, and the link stays unused", async () => {
    const owner = await t.signupTeam();
    expect((await t.request("POST", "/api/auth/forgot-password", { payload: { email: owner.email } })).status).toBe(
      200,
    );
    const mail = await vi.waitFor(async () => {
      const rows = (
        await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, owner.email))
      ).filter((m) => /token=/.test(m.textBody));
      expect(rows).toHaveLength(1);
      return rows[0];
    });
    const token = /token=([\w-]+)/.exec(mail?.textBody ?? "")?.[1] ?? "";
    const reset = (password: string) => t.request("POST", "/api/auth/reset-password", { payload: { token, password } });
    expectTooCommon(await reset("Officely123"));
    expect((await login(owner.email, owner.password)).status).toBe(200);
    expect((await reset("Fennel-Kite-Ocean-6")).status).toBe(200);
  });

  it("refuses them for a super admin made by the CLI, and creates nothing", async () => {
    const email = uniqueEmail("ops");
    const deps = { db: t.database.db, record: createChangeRecorder({ subscribers: [] }).record, now: () => new Date() };
    await expect(
      createOrPromoteSuperAdmin(deps, { email, name: "Ops Person", password: "Passw0rd!" }),
    ).rejects.toMatchObject({ code: "PASSWORD_TOO_COMMON", message: PASSWORD_TOO_COMMON_MESSAGE });
    expect((await login(email, "Passw0rd!")).status).toBe(401);
  });
});
