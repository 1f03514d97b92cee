/**
 * Losing access closes real-time sockets at once, not at the next session sweep: the sweep
 * here runs once an hour, so only the hub's own cut-off can close them within the test. A member
 * removed from the team (1008, a colleague's socket stays open), a user whose sessions a super admin
 * ended (4001), the other sessions of someone who changed their password or signed them out, the
 * members of a deleted team, and a team that begins to require two-factor authentication.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "#server/test/harness.ts";
import { turnOnTwoFactor } from "#server/test/two-factor-support.ts";
import { signInNewSuperAdmin } from "../platform/platform-test-support.ts";
import { openSocket, type TestSocket, upgradeStatus } from "./realtime-test-client.ts";

describe("real-time sockets close the moment access is lost", () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await startTestApp({ config: { realtime: { sessionCheckMs: 3_600_000 } } });
    base = await t.listen();
  });
  afterAll(async () => {
    await t.close();
  });

  async function live(cookie: string): Promise<TestSocket> {
    const socket = await openSocket(base, { cookie });
    await socket.waitFor((m) => m.type === "synced");
    return socket;
  }

  it("closes a removed member's socket and keeps their colleague's", async () => {
    const admin = await t.signupTeam();
    const leaver = await t.addMember(admin, "member", "Lee Leaver");
    const leaverSocket = await live(leaver.cookie);
    const adminSocket = await live(admin.cookie);
    const removed = await t.request("DELETE", `/api/team/members/${leaver.user.id}`, { cookie: admin.cookie });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(await leaverSocket.closed).toMatchObject({ code: 1008, reason: "Team membership changed" });
    // The admin's socket hears of the removal and stays open.
    await adminSocket.waitFor((m) => "action" in m && m.action === "member.removed");
    await adminSocket.close();
  });

  it("closes every socket of a user whose sessions a super admin ended, and of a deleted team", async () => {
    const admin = await t.signupTeam();
    const member = await t.addMember(admin);
    const sue = await signInNewSuperAdmin(t);
    const memberSocket = await live(member.cookie);
    const ended = await t.request("POST", `/api/admin/users/${member.user.id}/revoke-sessions`, { cookie: sue.cookie });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect((await memberSocket.closed).code).toBe(4001);

    const adminSocket = await live(admin.cookie);
    const deleted = await t.request("DELETE", `/api/admin/teams/${admin.team.id}`, {
      cookie: sue.cookie,
      payload: { confirmName: admin.team.name },
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect((await adminSocket.closed).code).toBe(1008);
  });

  it("closes the other sessions' sockets when a user signs them out, and keeps this one's", async () => {
    const admin = await t.signupTeam();
    const signIn = await t.request("POST", "/api/login", {
      payload: { email: admin.email, password: admin.password },
    });
    expect(signIn.status, JSON.stringify(signIn.body)).toBe(200);
    const setCookie = signIn.headers["set-cookie"];
    const other = (Array.isArray(setCookie) ? setCookie : [String(setCookie)]).map((c) => c.split(";")[0]).join("; ");
    const otherSocket = await live(other);
    const thisSocket = await live(admin.cookie);
    const revoked = await t.request("POST", "/api/user/sessions/revoke-others", { cookie: admin.cookie });
    expect(revoked.body).toEqual({ signedOut: 1 });
    expect((await otherSocket.closed).code).toBe(4001);
    const ping = await t.request("GET", "/api/user", { cookie: admin.cookie });
    expect(ping.status).toBe(200);
    await thisSocket.close();
  });

  it("closes a team's sockets when it begins to require two-factor; those without it cannot reconnect", async () => {
    const admin = await t.signupTeam();
    const member = await t.addMember(admin);
    const { cookie } = await turnOnTwoFactor(t, admin);
    const memberSocket = await live(member.cookie);
    const set = await t.request("PATCH", "/api/team/settings", { cookie, payload: { twoFactorPolicy: "everyone" } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(await memberSocket.closed).toMatchObject({ code: 1008, reason: "Two-factor authentication changed" });
    expect(await upgradeStatus(base, { cookie: member.cookie })).toBe(403);
    // The admin, who has it, is live again.
    const adminSocket = await live(cookie);
    await adminSocket.close();
  });
});
