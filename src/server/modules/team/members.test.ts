/**
 * Members administration: the members table (search, sort, who sees e-mails and activity), role
 * changes under the role table of docs/product.md "Tenancy and roles" (never above one's own, last
 * team admin kept), and removal (future bookings cancelled, sessions ended, out of the team, audited).
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "#db/schema/index.ts";
import { localSlot, type Session, startTestApp, type TestApp } from "#server/test/harness.ts";
import { turnOnTwoFactor } from "#server/test/two-factor-support.ts";
import { localDate, todayInZone } from "#shared/time.ts";

const ZONE = "America/New_York";

describe("members administration", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const audit = (teamId: string, action: string) =>
    t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.teamId, teamId), eq(auditEvents.action, action)));

  async function book(session: Session, officeId: string, day: number, hour: number) {
    const res = await t.request("POST", "/api/bookings", {
      cookie: session.cookie,
      payload: { officeId, startISO: await localSlot(day, hour), endISO: await localSlot(day, hour + 1) },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: string; startISO: string };
  }

  it("lists members searchable and sortable; only admins see e-mails and activity", async () => {
    const admin = await t.signupTeam({ name: "Zoe Admin" });
    const member = await t.addMember(admin, "member", "Abe Member");
    await t.addMember(admin, "team_manager", "Mia Manager");
    const office = await t.createOffice(admin);
    const made = [await book(member, office.id, 1, 9), await book(member, office.id, 2, 9)];
    const month = todayInZone(ZONE).slice(0, 7);
    const thisMonth = made.filter((b) => localDate(b.startISO, ZONE).startsWith(month)).length;

    const asAdmin = await t.request("GET", "/api/team/members?sort=-name", { cookie: admin.cookie });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.map((m: { name: string }) => m.name)).toEqual(["Zoe Admin", "Mia Manager", "Abe Member"]);
    const abe = asAdmin.body.find((m: { name: string }) => m.name === "Abe Member");
    expect(abe).toMatchObject({ email: member.email, role: "member", bookingsThisMonth: thisMonth });
    expect(abe.lastActiveAt).toEqual(expect.any(String));

    const search = await t.request("GET", "/api/team/members?q=mana", { cookie: admin.cookie });
    expect(search.body.map((m: { name: string }) => m.name)).toEqual(["Mia Manager"]);
    const literal = await t.request("GET", "/api/team/members?q=%25", { cookie: admin.cookie });
    expect(literal.body).toEqual([]);
    const byRole = await t.request("GET", "/api/team/members?sort=-role", { cookie: admin.cookie });
    expect(byRole.body.map((m: { role: string }) => m.role)).toEqual(["team_admin", "team_manager", "member"]);

    const asMember = await t.request("GET", "/api/team/members", { cookie: member.cookie });
    expect(asMember.status).toBe(200);
    expect(asMember.body).toHaveLength(3);
    for (const m of asMember.body) {
      expect(m).toMatchObject({ email: null, lastActiveAt: null, bookingsThisMonth: null });
    }
    // A member cannot find out teammates' addresses by searching for them.
    const byEmail = (cookie: string) =>
      t.request("GET", `/api/team/members?q=${encodeURIComponent(member.email)}`, { cookie });
    expect((await byEmail(admin.cookie)).body.map((m: { name: string }) => m.name)).toEqual(["Abe Member"]);
    expect((await byEmail(member.cookie)).body).toEqual([]);
  });

  it("changes a role and audits it; never above one's own; managers cannot; super_admin is refused", async () => {
    const admin = await t.signupTeam();
    const member = await t.addMember(admin, "member", "Rita Role");
    const manager = await t.addMember(admin, "team_manager", "Manny Manager");

    const promoted = await t.request("PATCH", `/api/team/members/${member.user.id}`, {
      cookie: admin.cookie,
      payload: { role: "team_manager" },
    });
    expect(promoted.status, JSON.stringify(promoted.body)).toBe(200);
    expect(promoted.body).toMatchObject({ id: member.user.id, role: "team_manager" });
    const [event] = await audit(admin.team!.id, "member.role_changed");
    expect(event).toMatchObject({ actorId: admin.user.id, targetId: member.user.id });
    expect(event.before).toMatchObject({ role: "member" });
    expect(event.after).toMatchObject({ role: "team_manager" });

    const byManager = await t.request("PATCH", `/api/team/members/${member.user.id}`, {
      cookie: manager.cookie,
      payload: { role: "member" },
    });
    expect(byManager.status).toBe(403);
    expect(byManager.body).toEqual({
      code: "FORBIDDEN",
      message: "Only team admins can change roles or remove members.",
    });

    const superAdmin = await t.request("PATCH", `/api/team/members/${member.user.id}`, {
      cookie: admin.cookie,
      payload: { role: "super_admin" },
    });
    expect(superAdmin.status).toBe(400);
    expect(superAdmin.body.code).toBe("VALIDATION_FAILED");
    expect(superAdmin.body.message).toContain("Role must be member, team_manager or team_admin");

    const me = await t.request("GET", "/api/team/members?q=Rita", { cookie: admin.cookie });
    expect(me.body[0].role).toBe("team_manager");
  });

  it("keeps the last team admin: demoting or removing them answers 409 with a message", async () => {
    const admin = await t.signupTeam({ name: "Only Admin" });
    const demote = await t.request("PATCH", `/api/team/members/${admin.user.id}`, {
      cookie: admin.cookie,
      payload: { role: "member" },
    });
    expect(demote.status).toBe(409);
    expect(demote.body).toEqual({
      code: "LAST_TEAM_ADMIN",
      message: "Only Admin is the team's only team admin. Make another member team admin first.",
    });

    const removeLast = await t.request("DELETE", `/api/team/members/${admin.user.id}`, { cookie: admin.cookie });
    expect(removeLast.status).toBe(409);
    expect(removeLast.body).toEqual({
      code: "LAST_TEAM_ADMIN",
      message: "Only Admin is the team's only team admin and cannot be removed. Make another member team admin first.",
    });
    const stillThere = await t.request("GET", "/api/team/members", { cookie: admin.cookie });
    expect(stillThere.status).toBe(200);
    expect(stillThere.body.map((m: { role: string }) => m.role)).toEqual(["team_admin"]);
    expect(await audit(admin.team.id, "member.removed")).toHaveLength(0);

    const second = await t.addMember(admin, "team_admin", "Second Admin");
    const removeSelf = await t.request("DELETE", `/api/team/members/${admin.user.id}`, { cookie: admin.cookie });
    expect(removeSelf.status).toBe(403);
    expect(removeSelf.body.message).toBe(
      "You cannot remove yourself from the team. Ask another team admin to remove you.",
    );
    const demoteFirst = await t.request("PATCH", `/api/team/members/${admin.user.id}`, {
      cookie: second.cookie,
      payload: { role: "member" },
    });
    expect(demoteFirst.status).toBe(200);
    const demoteLast = await t.request("PATCH", `/api/team/members/${second.user.id}`, {
      cookie: second.cookie,
      payload: { role: "team_manager" },
    });
    expect(demoteLast.status).toBe(409);
    expect(demoteLast.body.code).toBe("LAST_TEAM_ADMIN");
  });

  it("removes a member: future bookings cancelled, signed out, out of the team, audited", async () => {
    const admin = await t.signupTeam();
    const member = await t.addMember(admin, "member", "Leo Leaving");
    const office = await t.createOffice(admin);
    const future = [await book(member, office.id, 1, 9), await book(member, office.id, 3, 14)];
    const kept = await book(admin, office.id, 1, 11);

    const res = await t.request("DELETE", `/api/team/members/${member.user.id}`, { cookie: admin.cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ cancelledBookings: 2 });

    const cancelled = await audit(admin.team!.id, "booking.cancelled");
    expect(cancelled.map((e) => e.targetId).sort()).toEqual(future.map((b) => b.id).sort());
    expect(cancelled.every((e) => (e.after as { status: string }).status === "cancelled")).toBe(true);
    const [removed] = await audit(admin.team!.id, "member.removed");
    expect(removed).toMatchObject({ actorId: admin.user.id, targetId: member.user.id, after: null });
    expect(removed.before).toMatchObject({ name: "Leo Leaving", email: member.email, role: "member" });

    const stale = await t.request("GET", "/api/team/members", { cookie: member.cookie });
    expect(stale.status).toBe(401);
    const login = await t.request("POST", "/api/login", {
      payload: { email: member.email, password: member.password },
    });
    const cookie = String(login.headers["set-cookie"] ?? "").split(";")[0];
    const again = await t.request("GET", "/api/team/members", { cookie });
    expect(again.status).toBe(403);
    expect(again.body.code).toBe("NO_TEAM");

    const list = await t.request("GET", "/api/team/members", { cookie: admin.cookie });
    expect(list.body.map((m: { id: string }) => m.id)).toEqual([admin.user.id]);
    const day = await t.request("GET", `/api/bookings?date=${localDate(kept.startISO, ZONE)}`, {
      cookie: admin.cookie,
    });
    expect(day.body.map((b: { id: string }) => b.id)).toContain(kept.id);
  });

  it("a team admin turns off a member's lost second factor; they sign in with the password again", async () => {
    const owner = await t.signupTeam();
    const member = await t.addMember(owner, "member", "Lou Lost-Phone");
    const manager = await t.addMember(owner, "team_manager", "Max Manager");
    await turnOnTwoFactor(t, member);
    const listed = await t.request("GET", "/api/team/members", { cookie: owner.cookie });
    const row = (id: string, list: { id: string; twoFactorEnabled: boolean | null }[]) => list.find((m) => m.id === id);
    expect(row(member.user.id, listed.body)?.twoFactorEnabled).toBe(true);
    // Whether a colleague uses a second factor is for team admins only.
    const seenByManager = await t.request("GET", "/api/team/members", { cookie: manager.cookie });
    expect(row(member.user.id, seenByManager.body)?.twoFactorEnabled).toBeNull();
    const refused = await t.request("POST", `/api/team/members/${member.user.id}/reset-two-factor`, {
      cookie: manager.cookie,
    });
    expect(refused.status).toBe(403);

    const res = await t.request("POST", `/api/team/members/${member.user.id}/reset-two-factor`, {
      cookie: owner.cookie,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id: member.user.id, twoFactorEnabled: false });
    const login = await t.request("POST", "/api/login", {
      payload: { email: member.email, password: member.password },
    });
    expect(login.body.user?.id).toBe(member.user.id);
    const [recorded] = await audit(owner.team.id, "member.two_factor_reset");
    expect(recorded).toMatchObject({ actorId: owner.user.id, targetId: member.user.id });

    const again = await t.request("POST", `/api/team/members/${member.user.id}/reset-two-factor`, {
      cookie: owner.cookie,
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("TWO_FACTOR_STATE_CONFLICT");
  });

  it("answers 404 for another team's member, exactly as for no member, and changes nothing", async () => {
    const a = await t.signupTeam();
    const b = await t.signupTeam();
    const bMember = await t.addMember(b, "member", "Bea B");
    for (const id of [bMember.user.id, "no-such-user"]) {
      const patch = await t.request("PATCH", `/api/team/members/${id}`, {
        cookie: a.cookie,
        payload: { role: "team_manager" },
      });
      expect(patch.status).toBe(404);
      expect(patch.body).toEqual({ code: "NOT_FOUND", message: "Member not found." });
      const del = await t.request("DELETE", `/api/team/members/${id}`, { cookie: a.cookie });
      expect(del.status).toBe(404);
    }
    const still = await t.request("GET", "/api/team/members", { cookie: b.cookie });
    expect(still.body.find((m: { id: string }) => m.id === bMember.user.id)).toMatchObject({ role: "member" });
  });
});
