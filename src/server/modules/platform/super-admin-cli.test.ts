/**
 * `npm run super-admin -- create` as a real process against the configured database: PGlite in a
 * data directory, or the PostgreSQL of DATABASE_URL. Creates, promotes, refuses a weak password.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "#db/client.ts";
import { runMigrations } from "#db/migrate.ts";
import { users } from "#db/schema/index.ts";
import { uniqueEmail } from "#server/test/harness.ts";

const SCRIPT = new URL("../../../../scripts/super-admin.ts", import.meta.url).pathname;
const pgUrl = process.env.DATABASE_URL;
const dataDir = pgUrl ? null : mkdtempSync(join(tmpdir(), "officely-cli-"));
const env: Record<string, string> = pgUrl
  ? { DATABASE_URL: pgUrl, AUTH_SECRET: "cli-test-secret-cli-test-secret-0123", APP_URL: "http://localhost:3000" }
  : { DATA_DIR: dataDir ?? "", DATABASE_URL: "" };

/** Runs the CLI with `args`, writing `stdin`; its exit code and output. */
function runCli(args: string[], stdin: string): Promise<{ code: number | null; out: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [SCRIPT, ...args], { env: { ...process.env, ...env } });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.on("close", (code) => done({ code, out }));
    child.stdin.end(stdin);
  });
}

/** The user row with `email`, read with the database closed again afterwards (PGlite allows one opener). */
async function userByEmail(email: string) {
  const database = await openDatabase(pgUrl ? { kind: "postgresql", url: pgUrl } : { kind: "pglite", dataDir });
  try {
    const rows = await database.db.select().from(users).where(eq(users.email, email));
    return rows[0] ?? null;
  } finally {
    await database.close();
  }
}

describe(`super-admin CLI on ${pgUrl ? "PostgreSQL" : "PGlite"}`, () => {
  afterAll(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("creates a super admin from --password-stdin, outside any team", async () => {
    const email = uniqueEmail("cli");
    const res = await runCli(["create", "--email", email, "--name", "Cli Admin", "--password-stdin"], "Str0ngPass!\n");
    expect(res.out).toContain(`Created super admin ${email}`);
    expect(res.code).toBe(0);
    expect(await userByEmail(email)).toMatchObject({ role: "super_admin", teamId: null, name: "Cli Admin" });
  });

  it("refuses a weak password and creates nothing", async () => {
    const email = uniqueEmail("weak");
    const res = await runCli(["create", "--email", email, "--name", "Weak", "--password-stdin"], "password\n");
    expect(res.code).toBe(1);
    expect(res.out).toContain("Password must contain uppercase, lowercase, and number");
    expect(await userByEmail(email)).toBeNull();
  });

  it("refuses an existing account without --promote-existing; with it, promotes it and says what it was", async () => {
    const email = uniqueEmail("existing");
    const database = await openDatabase(pgUrl ? { kind: "postgresql", url: pgUrl } : { kind: "pglite", dataDir });
    const createdAt = new Date("2026-11-20T10:00:00Z");
    try {
      await runMigrations(database);
      await database.db
        .insert(users)
        .values({ id: crypto.randomUUID(), name: "Plain", email, role: "member", createdAt, updatedAt: createdAt });
    } finally {
      await database.close();
    }
    const refused = await runCli(["create", "--email", email.toUpperCase(), "--name", "Plain"], "");
    expect(refused.code).toBe(1);
    expect(refused.out).toContain(`An account with ${email} already exists (no team, created 2026-11-20)`);
    expect(refused.out).toContain("--promote-existing");
    expect(await userByEmail(email)).toMatchObject({ role: "member" });

    const res = await runCli(["create", "--email", email.toUpperCase(), "--name", "Plain", "--promote-existing"], "");
    expect(res.out).toContain(`Promoted ${email} (was: no team, created 2026-11-20) to super admin`);
    expect(res.code).toBe(0);
    expect(await userByEmail(email)).toMatchObject({ role: "super_admin", teamId: null });
  });

  it("explains its usage", async () => {
    const res = await runCli(["create", "--email", "x@y.test"], "");
    expect(res.code).toBe(1);
    expect(res.out).toContain("Usage: npm run super-admin -- create --email EMAIL --name NAME");
  });
});
