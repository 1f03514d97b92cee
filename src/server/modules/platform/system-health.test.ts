/**
 * GET /api/admin/system-health (issue 12): the database, the outbox and this process, for super
 * admins only; GET /api/health stays public and minimal.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "#server/test/harness.ts";
import { signInNewSuperAdmin } from "./platform-test-support.ts";

describe("system health", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
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
  });

  it("refuses a team admin, and the public health check stays minimal", async () => {
    const admin = await t.signupTeam();
    const res = await t.request("GET", "/api/admin/system-health", { cookie: admin.cookie });
    expect(res.status).toBe(403);
    const pub = await t.request("GET", "/api/health");
    expect(JSON.stringify(pub.body)).not.toMatch(/rssBytes|eventLoop|pool/);
  });
});
