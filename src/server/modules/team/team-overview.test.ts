/**
 * The team entry (GET /api/team) and the members list in pages (?cursor=&limit=): counts,
 * trial state, the team admins' names for everyone, and every member exactly once across pages.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { teams } from "#db/schema/index.ts";
import { startTestApp, type TestApp } from "#server/test/harness.ts";

describe("team overview and members pages", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("GET /api/team: name, trial state, counts and the team admins, for every member", async () => {
    const admin = await t.signupTeam({ name: "Ada Admin" });
    const member = await t.addMember(admin, "member", "Max Member");
    await t.addMember(admin, "team_admin", "Bea Admin");
    await t.createOffice(admin);
    await t.request("POST", "/api/team/invitations", {
      cookie: admin.cookie,
      payload: { emails: ["one@example.test", "two@example.test"] },
    });

    const asAdmin = await t.request("GET", "/api/team", { cookie: admin.cookie });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body).toMatchObject({
      id: admin.team.id,
      name: admin.team.name,
      state: "trial",
      trialDaysLeft: 14,
      counts: { members: 3, activeOffices: 1, bookings: 0, pendingInvitations: 2 },
      admins: [
        { id: admin.user.id, name: "Ada Admin" },
        { id: expect.any(String), name: "Bea Admin" },
      ],
    });
    expect(asAdmin.body.trialEndsAt).toEqual(expect.any(String));

    const asMember = await t.request("GET", "/api/team", { cookie: member.cookie });
    expect(asMember.status).toBe(200);
    expect(asMember.body.counts).toEqual({ members: 3, activeOffices: 1, bookings: 0, pendingInvitations: null });
    expect(asMember.body.admins.map((a: { name: string }) => a.name)).toEqual(["Ada Admin", "Bea Admin"]);

    // A trial past its end reads "expired" with 0 days left; an activated team has no trial days.
    await t.database.db
      .update(teams)
      .set({ trialEndsAt: new Date(Date.now() - 60_000) })
      .where(eq(teams.id, admin.team.id));
    const expired = await t.request("GET", "/api/team", { cookie: member.cookie });
    expect(expired.body).toMatchObject({ state: "expired", trialDaysLeft: 0 });
    await t.database.db.update(teams).set({ status: "active" }).where(eq(teams.id, admin.team.id));
    const active = await t.request("GET", "/api/team", { cookie: member.cookie });
    expect(active.body).toMatchObject({ state: "active", trialDaysLeft: null });
  });

  it("GET /api/team/members pages by cursor: each member once, in order, the cursor in X-Next-Cursor", async () => {
    const admin = await t.signupTeam({ name: "Page Admin" });
    for (const name of ["Cara", "Dan", "Eve", "Finn"]) await t.addMember(admin, "member", name);
    const whole = await t.request("GET", "/api/team/members", { cookie: admin.cookie });
    expect(whole.headers["x-next-cursor"]).toBeUndefined();
    const names = whole.body.map((m: { name: string }) => m.name);
    expect(names).toEqual(["Cara", "Dan", "Eve", "Finn", "Page Admin"]);

    const seen: string[] = [];
    let url = "/api/team/members?limit=2";
    for (let page = 0; page < 5; page++) {
      const res = await t.request("GET", url, { cookie: admin.cookie });
      expect(res.status).toBe(200);
      seen.push(...res.body.map((m: { name: string }) => m.name));
      const next = res.headers["x-next-cursor"];
      if (next === undefined) break;
      expect(res.body).toHaveLength(2);
      url = `/api/team/members?limit=2&cursor=${next}`;
    }
    expect(seen).toEqual(names);

    const sorted = await t.request("GET", "/api/team/members?sort=-name&limit=3", { cookie: admin.cookie });
    expect(sorted.body.map((m: { name: string }) => m.name)).toEqual(["Page Admin", "Finn", "Eve"]);
    const cursor = sorted.headers["x-next-cursor"];
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    const rest = await t.request("GET", `/api/team/members?sort=-name&limit=3&cursor=${cursor}`, {
      cookie: admin.cookie,
    });
    expect(rest.body.map((m: { name: string }) => m.name)).toEqual(["Dan", "Cara"]);
    expect(rest.headers["x-next-cursor"]).toBeUndefined();

    // A cursor made for another sort, or not made by us, is refused with what to do.
    const otherSort = await t.request("GET", `/api/team/members?sort=name&limit=3&cursor=${cursor}`, {
      cookie: admin.cookie,
    });
    expect(otherSort.status).toBe(400);
    expect(otherSort.body).toMatchObject({ code: "VALIDATION_FAILED", message: expect.stringMatching(/sort=-name/) });
    for (const bad of [
      "abc",
      Buffer.from(JSON.stringify(["name", null, "x"])).toString("base64url"),
      Buffer.from(JSON.stringify(["joined", "2026-02-30 10:00:00+00", "x", "id"])).toString("base64url"),
      Buffer.from(JSON.stringify(["bookings", "many", "x", "id"])).toString("base64url"),
    ]) {
      const sort = bad === "abc" ? "name" : JSON.parse(Buffer.from(bad, "base64url").toString())[0];
      const res = await t.request("GET", `/api/team/members?sort=${sort}&cursor=${bad}`, { cookie: admin.cookie });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: "VALIDATION_FAILED",
        message: expect.stringMatching(/^cursor is not valid/),
      });
    }
  });

  it("members pages are keyset: a member joining between pages causes no duplicate and no miss, in every sort", async () => {
    const admin = await t.signupTeam({ name: "Keyset Admin" });
    for (const name of ["Amy", "Bob", "Cal", "Dee", "Eli", "Fay"]) await t.addMember(admin, "member", name);
    const sorts = ["name", "-name", "joined", "-joined", "role", "-role", "email", "lastActive", "-bookings"];
    for (const [index, sort] of sorts.entries()) {
      const before = await t.request("GET", `/api/team/members?sort=${sort}`, { cookie: admin.cookie });
      const everyone: string[] = before.body.map((m: { id: string }) => m.id);
      const first = await t.request("GET", `/api/team/members?sort=${sort}&limit=3`, { cookie: admin.cookie });
      expect(first.status).toBe(200);
      // Someone joins whose name sorts first (and who joined last): with an offset, page 2 would repeat a row.
      const joiner = await t.addMember(admin, "member", `Aa Joiner ${index}`);
      const seen: string[] = first.body.map((m: { id: string }) => m.id);
      let cursor = first.headers["x-next-cursor"];
      while (cursor !== undefined) {
        const res = await t.request("GET", `/api/team/members?sort=${sort}&limit=3&cursor=${cursor}`, {
          cookie: admin.cookie,
        });
        expect(res.status).toBe(200);
        seen.push(...res.body.map((m: { id: string }) => m.id));
        cursor = res.headers["x-next-cursor"];
      }
      const withoutJoiner = seen.filter((id) => id !== joiner.user.id);
      expect(new Set(seen).size, `${sort}: no duplicate`).toBe(seen.length);
      expect(withoutJoiner, `${sort}: everyone who was there, once, in order`).toEqual(everyone);
    }
  });
});
