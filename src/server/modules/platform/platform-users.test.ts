/**
 * Super-admin user administration against the real database: search across teams, a
 * user's page, end all sessions, disable/enable sign-in (a disabled user is told why at sign-in),
 * the password-reset link through the outbox, turning off a lost second factor, role changes (the last super admin's guard is in last-super-admin.test.ts).
 */
import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, outboxEmails, users } from "#db/schema/index.ts";
import { ACCOUNT_DISABLED_MESSAGE } from "#server/modules/auth/sign-in-rules.ts";
import { type Session, startTestApp, type TestApp } from "#server/test/harness.ts";
import { turnOnTwoFactor } from "#server/test/two-factor-support.ts";
import { signIn, signInNewSuperAdmin } from "./platform-test-support.ts";

describe("super admin: users", () => {
  let t: TestApp;
  let sa: Session;

  beforeAll(async () => {
    t = await startTestApp();
    sa = await signInNewSuperAdmin(t, "Sue Super");
  });
  afterAll(async () => {
    await t.close();
  });

  const admin = (path: string, method: "GET" | "POST" = "GET", payload?: unknown) =>
    t.request(method, `/api/admin${path}`, { cookie: sa.cookie, payload });

  it("searches users by name or e-mail across teams and shows one user's teams, role, sign-in and sessions", async () => {
    const tag = `Quokka${Date.now()}`;
    const a = await t.signupTeam({ name: `${tag} Ann` });
    const b = await t.signupTeam();
    const member = await t.addMember(b, "team_manager", `${tag} Bob`);
    await signIn(t, member.email);
    const found = await admin(`/users?q=${tag.toLowerCase()}`);
    expect(found.status).toBe(200);
    expect(found.body.users.map((u: { name: string; teamName: string }) => [u.name, u.teamName])).toEqual([
      [`${tag} Ann`, a.team.name],
      [`${tag} Bob`, b.team.name],
    ]);
    const byEmail = await admin(`/users?q=${encodeURIComponent(member.email.toUpperCase())}`);
    expect(byEmail.body.users.map((u: { id: string }) => u.id)).toEqual([member.user.id]);
    const page = await admin(`/users/${member.user.id}`);
    expect(page.body).toMatchObject({ role: "team_manager", teamId: b.team.id, teamState: "trial", disabled: false });
    expect(page.body.lastSignInAt).not.toBeNull();
    // The join and the sign-in above: two sessions, listed without their tokens.
    expect(page.body.sessions).toHaveLength(2);
    expect(JSON.stringify(page.body.sessions)).not.toContain("token");
    expect((await admin("/users/no-such-user")).status).toBe(404);
  });

  it("pages users by keyset: someone joining between pages causes no duplicate and no miss", async () => {
    const tag = `Wombat${Date.now()}`;
    const names = Array.from({ length: 60 }, (_, i) => `${tag} ${String(i).padStart(2, "0")}`);
    await t.database.db.insert(users).values(
      names.map((name) => ({
        id: randomUUID(),
        name,
        email: `${name.replace(" ", ".").toLowerCase()}@example.test`,
      })),
    );
    const first = await admin(`/users?q=${tag}`);
    expect(first.body.users).toHaveLength(50);
    expect(first.body.nextCursor).toBe(first.body.users[49].id);
    // Two join before the page boundary: an offset would now repeat two users on page two.
    await t.database.db
      .insert(users)
      .values(
        ["00a", "00b"].map((n) => ({ id: randomUUID(), name: `${tag} ${n}`, email: `${tag}.${n}@example.test` })),
      );
    const second = await admin(`/users?q=${tag}&cursor=${first.body.nextCursor}`);
    expect(second.body.nextCursor).toBeNull();
    const seen = [...first.body.users, ...second.body.users].map((u: { name: string }) => u.name);
    expect(seen.slice(0, 50)).toEqual(names.slice(0, 50));
    expect(second.body.users.map((u: { name: string }) => u.name)).toEqual(names.slice(50));
  });

  it("ends every session of a user", async () => {
    const owner = await t.signupTeam();
    const res = await admin(`/users/${owner.user.id}/revoke-sessions`, "POST");
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/sign in again/);
    expect((await t.request("GET", "/api/user", { cookie: owner.cookie })).status).toBe(401);
    expect((await admin(`/users/${owner.user.id}`)).body.sessions).toEqual([]);
  });

  it("a disabled user cannot sign in and is told why; enabling lets them back", async () => {
    const owner = await t.signupTeam();
    const res = await admin(`/users/${owner.user.id}/disable`, "POST");
    expect(res.body.user.disabled).toBe(true);
    expect((await t.request("GET", "/api/user", { cookie: owner.cookie })).status).toBe(401);
    const login = await t.request("POST", "/api/login", { payload: { email: owner.email, password: owner.password } });
    expect(login.status).toBe(403);
    expect(login.body).toEqual({ code: "ACCOUNT_DISABLED", message: ACCOUNT_DISABLED_MESSAGE });
    // A wrong password still says only "invalid": disabled accounts are not revealed to strangers.
    const wrong = await t.request("POST", "/api/login", { payload: { email: owner.email, password: "Nope12345" } });
    expect(wrong.status).toBe(401);
    expect((await admin(`/users/${owner.user.id}`)).body.sessions).toEqual([]);
    await admin(`/users/${owner.user.id}/enable`, "POST");
    expect((await signIn(t, owner.email)).user.id).toBe(owner.user.id);
    const self = await admin(`/users/${sa.user.id}/disable`, "POST");
    expect(self.status).toBe(409);
    expect(self.body.code).toBe("OWN_ACCOUNT");
  });

  it("sends a password-reset link through the outbox, audited without the token", async () => {
    const owner = await t.signupTeam();
    const res = await admin(`/users/${owner.user.id}/send-password-reset`, "POST");
    expect(res.status).toBe(200);
    const mail = (
      await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, owner.email))
    ).filter((m) => m.subject !== "Welcome to Officely");
    expect(mail).toHaveLength(1);
    expect(mail[0].textBody).toMatch(/http:\/\/localhost:3000\/auth\/reset\?token=[\w-]{43}/);
    const token = /token=([\w-]+)/.exec(mail[0].textBody)?.[1] ?? "";
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(isNull(auditEvents.teamId), eq(auditEvents.targetId, owner.user.id)));
    expect(audit.map((row) => row.action)).toEqual(["platform.user.password_reset_sent"]);
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it("turns off the two-factor authentication of someone who lost their authenticator", async () => {
    const owner = await t.signupTeam();
    await turnOnTwoFactor(t, owner);
    expect((await admin(`/users/${owner.user.id}`)).body.twoFactorEnabled).toBe(true);
    const asked = await t.request("POST", "/api/login", { payload: { email: owner.email, password: owner.password } });
    expect(asked.body).toEqual({ twoFactorRequired: true, methods: ["totp"] });

    const res = await admin(`/users/${owner.user.id}/reset-two-factor`, "POST");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.user.twoFactorEnabled).toBe(false);
    expect(res.body.message).toMatch(/sign in with their password/);
    expect((await signIn(t, owner.email, owner.password)).user.id).toBe(owner.user.id);
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(isNull(auditEvents.teamId), eq(auditEvents.targetId, owner.user.id)));
    expect(audit.map((row) => row.action)).toEqual(["platform.user.two_factor_reset"]);

    const again = await admin(`/users/${owner.user.id}/reset-two-factor`, "POST");
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("TWO_FACTOR_STATE_CONFLICT");
    // One's own goes off in Settings > Security, with the password.
    const own = await admin(`/users/${sa.user.id}/reset-two-factor`, "POST");
    expect([own.status, own.body.code]).toEqual([409, "OWN_ACCOUNT"]);
  });

  it("changes a role within the team, never leaving a team without its admin", async () => {
    const owner = await t.signupTeam();
    const member = await t.addMember(owner, "member");
    const up = await admin(`/users/${member.user.id}/role`, "POST", { role: "team_admin" });
    expect(up.body.user.role).toBe("team_admin");
    const down = await admin(`/users/${owner.user.id}/role`, "POST", { role: "member" });
    expect(down.body.user).toMatchObject({ role: "member", teamId: owner.team.id });
    const last = await admin(`/users/${member.user.id}/role`, "POST", { role: "team_manager" });
    expect(last.status).toBe(409);
    expect(last.body.code).toBe("LAST_TEAM_ADMIN");
  });

  it("promotes to super admin, out of the team", async () => {
    const solo = await t.signupTeam();
    const promoted = await admin(`/users/${solo.user.id}/role`, "POST", { role: "super_admin" });
    expect(promoted.body.user).toMatchObject({ role: "super_admin", teamId: null });
    const me = await t.request("GET", "/api/user", { cookie: solo.cookie });
    expect(me.body.user).toMatchObject({ isSuperAdmin: true, teamId: null });
    // A super admin outside any team can hold no team role but plain member.
    const odd = await admin(`/users/${solo.user.id}/role`, "POST", { role: "team_admin" });
    expect(odd.status).toBe(409);
    expect(odd.body.code).toBe("TEAM_STATE_CONFLICT");
  });
});
