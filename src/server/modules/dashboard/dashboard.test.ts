import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localSlot, startTestApp, type TestApp } from "#server/test/harness.ts";

describe("GET /api/dashboard/stats", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("counts the team's confirmed bookings, active offices and members", async () => {
    const admin = await t.signupTeam();
    await t.addMember(admin, "member");
    const open = await t.createOffice(admin, { name: "Open Room" });
    const closed = await t.createOffice(admin, { name: "Closed Room" });
    await t.request("PATCH", `/api/offices/${closed.id}`, { cookie: admin.cookie, payload: { isActive: false } });
    const kept = await t.request("POST", "/api/bookings", {
      cookie: admin.cookie,
      payload: { officeId: open.id, startISO: await localSlot(1, 9), endISO: await localSlot(1, 10) },
    });
    const cancelled = await t.request("POST", "/api/bookings", {
      cookie: admin.cookie,
      payload: { officeId: open.id, startISO: await localSlot(1, 11), endISO: await localSlot(1, 12) },
    });
    expect([kept.status, cancelled.status]).toEqual([201, 201]);
    await t.request("DELETE", `/api/bookings/${cancelled.body.id}`, { cookie: admin.cookie });

    const res = await t.request("GET", "/api/dashboard/stats", { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ totalBookings: 1, activeOffices: 1, teamMembers: 2 });
  });
});
