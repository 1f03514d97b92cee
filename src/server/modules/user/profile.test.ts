/**
 * Own profile (/settings?tab=profile): PATCH /api/user/profile changes name, job title and
 * department (those given; empty clears), answers the user as GET /api/user does, audits a real
 * change once, and touches only the caller's own row (a super admin outside any team included).
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, users } from "#db/schema/index.ts";
import { startTestApp, type TestApp } from "#server/test/harness.ts";
import { turnOnTwoFactor } from "#server/test/two-factor-support.ts";

describe("profile", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const patch = (cookie: string, payload: unknown) => t.request("PATCH", "/api/user/profile", { cookie, payload });
  const audits = (userId: string) =>
    t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, userId), eq(auditEvents.action, "user.profile_updated")));

  it("changes name, job title and department, trimmed, and GET /api/user shows them", async () => {
    const owner = await t.signupTeam({ name: "Ada Admin" });
    const res = await patch(owner.cookie, { name: "  Ada Lovelace ", jobTitle: "Engineer", department: "R&D" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.user).toMatchObject({ name: "Ada Lovelace", jobTitle: "Engineer", department: "R&D" });
    const me = await t.request("GET", "/api/user", { cookie: owner.cookie });
    expect(me.body.user).toMatchObject({ name: "Ada Lovelace", jobTitle: "Engineer", department: "R&D" });
    expect(me.body.user.teamId).toBe(owner.team.id);
    const rows = await audits(owner.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      teamId: owner.team.id,
      targetId: owner.user.id,
      before: { name: "Ada Admin", jobTitle: null, department: null },
      after: { name: "Ada Lovelace", jobTitle: "Engineer", department: "R&D" },
    });
  });

  it("changes only the fields given; an empty text clears; no change is not audited", async () => {
    const owner = await t.signupTeam({ name: "Bea Admin" });
    await patch(owner.cookie, { jobTitle: "Lead", department: "Ops" });
    const cleared = await patch(owner.cookie, { department: "" });
    expect(cleared.body.user).toMatchObject({ name: "Bea Admin", jobTitle: "Lead", department: null });
    const nullified = await patch(owner.cookie, { jobTitle: null });
    expect(nullified.body.user).toMatchObject({ jobTitle: null, department: null });
    const same = await patch(owner.cookie, { name: "Bea Admin" });
    expect(same.status).toBe(200);
    expect(await audits(owner.user.id)).toHaveLength(3);
  });

  it("changes only the caller's own row; the team sees the new name", async () => {
    const owner = await t.signupTeam({ name: "Cy Admin" });
    const member = await t.addMember(owner, "member", "Max Member");
    const res = await patch(member.cookie, { name: "Maxine Member" });
    expect(res.status).toBe(200);
    const [ownerRow] = await t.database.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(ownerRow.name).toBe("Cy Admin");
    const members = await t.request("GET", "/api/team/members", { cookie: owner.cookie });
    const names = members.body.map((m: { name: string }) => m.name);
    expect(names).toContain("Maxine Member");
    expect(names).not.toContain("Max Member");
  });

  it("a super admin outside any team edits their own profile (audited without a team)", async () => {
    const sa = await t.signupTeam({ name: "Sue Super" });
    await t.database.db.update(users).set({ role: "super_admin", teamId: null }).where(eq(users.id, sa.user.id));
    const { cookie } = await turnOnTwoFactor(t, sa);
    const res = await patch(cookie, { name: "Sue Platform", jobTitle: "Operator" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.user).toMatchObject({ name: "Sue Platform", jobTitle: "Operator", teamId: null });
    const rows = await audits(sa.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].teamId).toBeNull();
  });
});
