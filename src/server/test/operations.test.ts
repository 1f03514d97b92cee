/**
 * Operations: health, the data-directory lock, clean shutdown on SIGTERM, append-only audit.
 * (Invitation mail through the outbox is tested in modules/invitations.)
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#db/client.ts";
import { DataDirLockedError } from "#db/data-dir.ts";
import { auditEvents } from "#db/schema/index.ts";
import { startTestApp, type TestApp } from "./harness.ts";
import { freePort, startServer, waitForHealth } from "./process-harness.ts";

const readJson = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), "utf8"));
/** The newest migration tag and the package version, read where they are kept (never hard-coded). */
const LATEST_MIGRATION: string = readJson("../../db/drizzle/meta/_journal.json").entries.at(-1).tag;
const PACKAGE_VERSION: string = readJson("../../../package.json").version;

describe("health and audit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("reports the database kind, reachability, migration version and app version", async () => {
    const res = await t.request("GET", "/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: "ok",
      version: PACKAGE_VERSION,
      appUrl: t.config.appUrl,
      database: {
        kind: process.env.DATABASE_URL ? "postgresql" : "pglite",
        reachable: true,
        schema: "present",
        migration: LATEST_MIGRATION,
      },
    });
  });

  it("serves the OpenAPI document with the spec's calls", async () => {
    const res = await t.request("GET", "/api/docs/json");
    expect(res.status).toBe(200);
    for (const path of ["/api/login", "/api/auth/signup", "/api/bookings", "/api/offices/{id}/availability"]) {
      expect(Object.keys(res.body.paths)).toContain(path);
    }
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await t.request("GET", "/api/nope");
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: "NOT_FOUND" });
  });

  it("keeps audit events append-only", async () => {
    const admin = await t.signupTeam();
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.teamId, admin.team.id))
      .limit(1);
    expect(event.action).toBe("team.created");
    await expect(
      t.database.db.update(auditEvents).set({ action: "tampered" }).where(eq(auditEvents.id, event.id)),
    ).rejects.toThrow();
    await expect(t.database.db.delete(auditEvents).where(eq(auditEvents.id, event.id))).rejects.toThrow();
    const [again] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.id, event.id));
    expect(again.action).toBe("team.created");
  });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))("the embedded database process", () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), "officely-ops-"));
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("refuses a data directory that another open database holds", async () => {
    const first = await openDatabase({ kind: "pglite", dataDir });
    try {
      await expect(openDatabase({ kind: "pglite", dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      await first.close();
    }
    const reopened = await openDatabase({ kind: "pglite", dataDir });
    await reopened.db.execute(sql`select 1`);
    await reopened.close();
  });

  // Spawns real processes: slow on a loaded 2-core machine, so a generous limit (speed is in bench/).
  it("starts, refuses a second process on the same data directory, and stops cleanly on SIGTERM", {
    timeout: 180_000,
  }, async () => {
    const env = { DATABASE_URL: "", DATA_DIR: dataDir };
    const first = startServer(await freePort(), env);
    try {
      await waitForHealth(first);
      const health = await fetch(`${first.base}/api/health`);
      expect((await health.json()).database.kind).toBe("pglite");
      const second = startServer(await freePort(), env);
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain("is in use by another running Officely process");
      first.child.kill("SIGTERM");
      expect(await first.exited).toBe(0);
    } finally {
      first.child.kill("SIGKILL");
    }
  });
});
