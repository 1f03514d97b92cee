import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localSlot, startTestApp, type TestApp } from "./harness.ts";

describe("harness smoke", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("signs up a team, creates an office and books it", async () => {
    const admin = await t.signupTeam();
    const office = await t.createOffice(admin, { name: "Focus Room" });
    const res = await t.request("POST", "/api/bookings", {
      cookie: admin.cookie,
      payload: { officeId: office.id, startISO: await localSlot(2, 9), endISO: await localSlot(2, 10) },
    });
    expect(res.status).toBe(201);
    expect(res.body.officeName).toBe("Focus Room");
  });
});
