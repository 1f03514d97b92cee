/**
 * GET /api/team/activity: the team's recent changes as sentences in the team's zone, newest first,
 * `limit` honoured, private actions and other teams' changes left out.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localSlot, startTestApp, type TestApp } from "#server/test/harness.ts";
import { formatInZone } from "#shared/time.ts";

describe("team activity", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("says who did what, for people, newest first, and only of the member's own team", async () => {
    const ada = await t.signupTeam({ name: "Ada" });
    const max = await t.addMember(ada, "member", "Max");
    const other = await t.signupTeam({ name: "Olga" });
    const office = await t.createOffice(ada, { name: "Focus Room" });
    await t.createOffice(other, { name: "Secret Room" });
    await t.request("PUT", `/api/user/favorite-offices/${office.id}`, { cookie: max.cookie });
    const start = await localSlot(2, 9);
    const booked = await t.request("POST", "/api/bookings", {
      cookie: ada.cookie,
      payload: { officeId: office.id, startISO: start, endISO: await localSlot(2, 10) },
    });
    expect(booked.status).toBe(201);
    expect((await t.request("DELETE", `/api/bookings/${booked.body.id}`, { cookie: ada.cookie })).status).toBe(200);

    const res = await t.request("GET", "/api/team/activity?limit=5", { cookie: max.cookie });
    expect(res.status).toBe(200);
    const day = formatInZone(start, "America/New_York", "EEE");
    expect(res.body.map((item: { description: string }) => item.description)).toEqual([
      `Ada cancelled a booking of Focus Room for ${day} 09:00–10:00`,
      `Ada booked Focus Room for ${day} 09:00–10:00`,
      "Ada added the office Focus Room",
      "Max joined the team",
      "Ada invited a new member",
    ]);
    for (const item of res.body) expect(Number.isNaN(Date.parse(item.timestamp))).toBe(false);
    const stamps = res.body.map((item: { timestamp: string }) => Date.parse(item.timestamp));
    expect([...stamps].sort((a, b) => b - a)).toEqual(stamps);

    const two = await t.request("GET", "/api/team/activity?limit=2", { cookie: ada.cookie });
    expect(two.body).toHaveLength(2);
    const all = await t.request("GET", "/api/team/activity?limit=50", { cookie: ada.cookie });
    expect(JSON.stringify(all.body)).not.toContain("Secret Room");
    expect(JSON.stringify(all.body)).not.toContain("favourite");
    expect(all.body.at(-1).description).toBe("Ada created the team");
  });
});
