/**
 * Groups made by a team admin (docs/product.md "Groups"): names unique in the team, members only of
 * the team, and the role a group grants: its members hold the highest their groups grant, go back to
 * member when no group grants one, keep a role an admin chose, and the last team admin stays one.
 */
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "#db/schema/index.ts";
import { type Session, startTestApp, type TestApp } from "#server/test/harness.ts";

describe("groups", () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signupTeam({ name: "Gia Admin" });
  });
  afterAll(async () => {
    await t.close();
  });

  const roleOf = async (id: string) =>
    (
      (await t.request("GET", "/api/team/members", { cookie: admin.cookie })).body as { id: string; role: string }[]
    ).find((m) => m.id === id)?.role;

  async function group(name: string, role: string | null = null) {
    const res = await t.request("POST", "/api/team/groups", { cookie: admin.cookie, payload: { name, role } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: string; name: string };
  }

  const setMembers = (id: string, userIds: string[]) =>
    t.request("PUT", `/api/team/groups/${id}/members`, { cookie: admin.cookie, payload: { userIds } });

  it("makes groups with names unique in the team, case aside", async () => {
    await group("Design");
    const again = await t.request("POST", "/api/team/groups", { cookie: admin.cookie, payload: { name: "design" } });
    expect([again.status, again.body.code]).toEqual([409, "GROUP_NAME_TAKEN"]);
    const blank = await t.request("POST", "/api/team/groups", { cookie: admin.cookie, payload: { name: "  " } });
    expect(blank.status).toBe(400);
    // Another team may use the name.
    const other = await t.signupTeam();
    const theirs = await t.request("POST", "/api/team/groups", { cookie: other.cookie, payload: { name: "Design" } });
    expect(theirs.status).toBe(201);
    const list = await t.request("GET", "/api/team/groups", { cookie: admin.cookie });
    expect(list.body.map((g: { name: string }) => g.name)).toEqual(["Design"]);
  });

  it("holds only members of the team, and its role follows them in and out", async () => {
    const ana = await t.addMember(admin, "member", "Ana Member");
    const outsider = await t.signupTeam();
    const leads = await group("Leads", "team_manager");
    const set = await setMembers(leads.id, [ana.user.id, outsider.user.id]);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.map((m: { id: string }) => m.id)).toEqual([ana.user.id]);
    expect(await roleOf(ana.user.id)).toBe("team_manager");

    const admins = await group("Admins", "team_admin");
    await setMembers(admins.id, [ana.user.id]);
    expect(await roleOf(ana.user.id)).toBe("team_admin");
    // The highest role of the groups left.
    await setMembers(admins.id, []);
    expect(await roleOf(ana.user.id)).toBe("team_manager");
    const removed = await t.request("DELETE", `/api/team/groups/${leads.id}`, { cookie: admin.cookie });
    expect(removed.status).toBe(204);
    expect(await roleOf(ana.user.id)).toBe("member");

    const changes = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, ana.user.id), eq(auditEvents.action, "member.role_changed")))
      // In the order they were written: PostgreSQL returns unordered rows in any order.
      .orderBy(asc(auditEvents.id));
    expect(changes.map((c) => (c.after as { role: string }).role)).toEqual([
      "team_manager",
      "team_admin",
      "team_manager",
      "member",
    ]);
  });

  it("keeps a role an admin chose when a group without a role lets the member go", async () => {
    const bo = await t.addMember(admin, "team_manager", "Bo Manager");
    const plain = await group("Plain");
    await setMembers(plain.id, [bo.user.id]);
    await setMembers(plain.id, []);
    expect(await roleOf(bo.user.id)).toBe("team_manager");
  });

  it("changing the role a group grants moves its members' roles; the last team admin stays", async () => {
    const founders = await group("Founders");
    await setMembers(founders.id, [admin.user.id]);
    await t.request("PATCH", `/api/team/groups/${founders.id}`, {
      cookie: admin.cookie,
      payload: { role: "team_admin" },
    });
    expect(await roleOf(admin.user.id)).toBe("team_admin");
    const demote = await t.request("PATCH", `/api/team/groups/${founders.id}`, {
      cookie: admin.cookie,
      payload: { role: null },
    });
    expect(demote.status).toBe(200);
    // The only team admin is not demoted by a group.
    expect(await roleOf(admin.user.id)).toBe("team_admin");
  });

  it("lets only team admins manage groups, and keeps each team's groups to itself", async () => {
    const manager = await t.addMember(admin, "team_manager");
    const design = (await t.request("GET", "/api/team/groups", { cookie: admin.cookie })).body[0];
    for (const [method, url] of [
      ["GET", "/api/team/groups"],
      ["POST", "/api/team/groups"],
      ["PATCH", `/api/team/groups/${design.id}`],
      ["DELETE", `/api/team/groups/${design.id}`],
      ["GET", `/api/team/groups/${design.id}/members`],
      ["PUT", `/api/team/groups/${design.id}/members`],
    ] as const) {
      const payload =
        method === "POST"
          ? { name: "X" }
          : method === "PUT"
            ? { userIds: [] }
            : method === "PATCH"
              ? { name: "Y" }
              : undefined;
      const res = await t.request(method, url, { cookie: manager.cookie, payload });
      expect(res.status, `${method} ${url}`).toBe(403);
    }
    const other = await t.signupTeam();
    const theirs = await t.request("GET", `/api/team/groups/${design.id}/members`, { cookie: other.cookie });
    expect([theirs.status, theirs.body.code]).toEqual([404, "NOT_FOUND"]);
  });
});
