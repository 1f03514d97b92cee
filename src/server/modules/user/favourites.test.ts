/**
 * Favourite offices: PUT and DELETE /api/user/favorite-offices/{officeId} answer 204 and
 * are idempotent; an office of another team, or none, is 404; GET /api/user lists them; removing
 * the office removes the favourite; each real change is audited.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, offices } from "#db/schema/index.ts";
import { type Session, startTestApp, type TestApp } from "#server/test/harness.ts";

describe("favourite offices", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const put = (who: Session, officeId: string) =>
    t.request("PUT", `/api/user/favorite-offices/${officeId}`, { cookie: who.cookie });
  const del = (who: Session, officeId: string) =>
    t.request("DELETE", `/api/user/favorite-offices/${officeId}`, { cookie: who.cookie });
  const favourites = async (who: Session): Promise<string[]> =>
    (await t.request("GET", "/api/user", { cookie: who.cookie })).body.user.favoriteOffices;

  it("stars and unstars an office idempotently, with 204 and no body", async () => {
    const admin = await t.signupTeam();
    const member = await t.addMember(admin, "member");
    const a = await t.createOffice(admin, { name: "Alpha" });
    const b = await t.createOffice(admin, { name: "Beta" });
    for (let i = 0; i < 2; i++) {
      const res = await put(member, b.id);
      expect(res.status, JSON.stringify(res.body)).toBe(204);
      expect(res.body).toBeUndefined();
    }
    expect((await put(member, a.id)).status).toBe(204);
    expect(await favourites(member)).toEqual([b.id, a.id]);
    // Favourites are per person.
    expect(await favourites(admin)).toEqual([]);

    for (let i = 0; i < 2; i++) expect((await del(member, b.id)).status).toBe(204);
    expect(await favourites(member)).toEqual([a.id]);

    // Only real changes are audited: one add per office, one removal.
    const rows = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.teamId, admin.team.id), eq(auditEvents.actorId, member.user.id)));
    const actions = rows.map((r) => r.action).filter((a) => a.startsWith("user.favourite"));
    expect(actions.sort()).toEqual([
      "user.favourite_office_added",
      "user.favourite_office_added",
      "user.favourite_office_removed",
    ]);
  });

  it("shows favourites at sign-in too", async () => {
    const admin = await t.signupTeam();
    const office = await t.createOffice(admin);
    await put(admin, office.id);
    const login = await t.request("POST", "/api/login", { payload: { email: admin.email, password: admin.password } });
    expect(login.status).toBe(200);
    expect(login.body.user.favoriteOffices).toEqual([office.id]);
  });

  it("answers 404 for another team's office and for an unknown one, and changes nothing", async () => {
    const mine = await t.signupTeam();
    const theirs = await t.signupTeam();
    const theirOffice = await t.createOffice(theirs);
    await put(theirs, theirOffice.id);
    for (const id of [theirOffice.id, randomUUID()]) {
      for (const res of [await put(mine, id), await del(mine, id)]) {
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ code: "NOT_FOUND", message: "Office not found." });
      }
    }
    expect(await favourites(mine)).toEqual([]);
    expect(await favourites(theirs)).toEqual([theirOffice.id]);
  });

  it("lets a member star an inactive office and drops the favourite when the office is removed", async () => {
    const admin = await t.signupTeam();
    const office = await t.createOffice(admin);
    const other = await t.createOffice(admin);
    await t.request("PATCH", `/api/offices/${office.id}`, { cookie: admin.cookie, payload: { isActive: false } });
    expect((await put(admin, office.id)).status).toBe(204);
    expect((await put(admin, other.id)).status).toBe(204);
    expect(await favourites(admin)).toEqual([office.id, other.id]);
    // Offices are never deleted through the API; the foreign key cascades when one is.
    await t.database.db.delete(offices).where(eq(offices.id, office.id));
    expect(await favourites(admin)).toEqual([other.id]);
  });

  it("refuses a signed-out caller", async () => {
    const admin = await t.signupTeam();
    const office = await t.createOffice(admin);
    const anon = await t.request("PUT", `/api/user/favorite-offices/${office.id}`);
    expect(anon.status).toBe(401);
  });
});
