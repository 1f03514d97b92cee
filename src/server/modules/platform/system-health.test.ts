/**
 * GET /api/admin/system-health: the database, the outbox and this process, for super
 * admins only; GET /api/health stays public and minimal.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { teams } from "#db/schema/index.ts";
import { createChangeRecorder } from "#server/lib/change-recorder.ts";
import { createCheckIn } from "#server/modules/bookings/check-in.ts";
import { createJobRunner } from "#server/modules/notifications/job-runner.ts";
import { localSlot, startTestApp, type TestApp } from "#server/test/harness.ts";
import { signInNewSuperAdmin } from "./platform-test-support.ts";

describe("system health", () => {
  let t: TestApp;
  let clock = new Date();
  beforeAll(async () => {
    t = await startTestApp({ now: () => clock });
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers the database, migration, outbox and process figures to a super admin", async () => {
    const sa = await signInNewSuperAdmin(t);
    const res = await t.request("GET", "/api/admin/system-health", { cookie: sa.cookie });
    expect(res.status).toBe(200);
    const postgres = Boolean(process.env.DATABASE_URL);
    expect(res.body.database).toMatchObject({
      kind: postgres ? "PostgreSQL" : "PGlite (embedded)",
      reachable: true,
      version: expect.stringMatching(/PostgreSQL \d+/),
      migration: expect.stringMatching(/^\d{4}_/),
    });
    expect(res.body.database.roundTripMs).toBeGreaterThanOrEqual(0);
    if (postgres) expect(res.body.database.pool.max).toBeGreaterThan(0);
    else expect(res.body.database.pool).toBeNull();
    expect(res.body.process.eventLoopDelayP99Ms).toBeGreaterThanOrEqual(res.body.process.eventLoopDelayP50Ms);
    expect(res.body.process.rssBytes).toBeGreaterThan(0);
    expect(res.body.outbox.oldestDueSeconds).toBeGreaterThanOrEqual(0);
    expect(res.body.jobs.oldestDueSeconds).toBeGreaterThanOrEqual(0);
  });

  it("reports the job runner's lag: a no-show due for release two minutes ago, then none once released", async () => {
    const postgres = Boolean(process.env.DATABASE_URL);
    const sa = await signInNewSuperAdmin(t);
    const admin = await t.signupTeam();
    const office = await t.createOffice(admin, { name: "Lag Room", capacity: 1 });
    const startISO = await localSlot(3, 9);
    const endISO = new Date(new Date(startISO).getTime() + 60 * 60_000).toISOString();
    clock = new Date();
    const booked = await t.request("POST", "/api/bookings", {
      cookie: admin.cookie,
      payload: { officeId: office.id, startISO, endISO },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    await t.database.db
      .update(teams)
      .set({ checkInRequired: true, checkInGraceMinutes: 15 })
      .where(eq(teams.id, admin.team.id));
    const health = async () => (await t.request("GET", "/api/admin/system-health", { cookie: sa.cookie })).body;

    // Grace ends at start + 15 min; two minutes later the release is 120 s overdue. On the shared
    // PostgreSQL other runs' bookings may be due at that instant too, so there it is at least 120.
    clock = new Date(new Date(startISO).getTime() + 17 * 60_000);
    const lagging = await health();
    if (postgres) expect(lagging.jobs.oldestDueSeconds).toBeGreaterThanOrEqual(120);
    else expect(lagging.jobs.oldestDueSeconds).toBe(120);

    // The runner releases it: nothing of this team is overdue any more.
    const { record } = createChangeRecorder({ subscribers: [] });
    const deps = { db: t.database.db, record, now: () => clock };
    const runner = createJobRunner({ ...deps, checkIn: createCheckIn(deps) });
    expect((await runner.tick()).released).toBeGreaterThanOrEqual(1);
    expect((await health()).jobs.oldestDueSeconds).toBe(0);
    clock = new Date();
  });

  it("refuses a team admin, and the public health check stays minimal", async () => {
    const admin = await t.signupTeam();
    const res = await t.request("GET", "/api/admin/system-health", { cookie: admin.cookie });
    expect(res.status).toBe(403);
    const pub = await t.request("GET", "/api/health");
    expect(JSON.stringify(pub.body)).not.toMatch(/rssBytes|eventLoop|pool/);
  });
});
