/**
 * Graceful shutdown under load (docs/operations.md "Shutdown"): SIGTERM while requests are in
 * flight and arriving. Every request that gets an answer gets it in our shape (the in-flight ones
 * finish; late ones get 503 SERVICE_UNAVAILABLE), no connection is reset mid-request, and the
 * process exits 0.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorBodySchema } from "#shared/errors.ts";
import { freePort, startServer, waitForHealth } from "./process-harness.ts";

describe("shutdown", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "officely-drain-"));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  // Spawns real processes: slow on a loaded 2-core machine, so a generous limit (speed is in bench/).
  it("drains on SIGTERM: in-flight requests finish, late ones get 503 { code, message }, none is reset", {
    timeout: 180_000,
  }, async () => {
    const server = startServer(await freePort(), {
      DATABASE_URL: "",
      DATA_DIR: join(dir, "data"),
      // Draining ends as soon as the last request is answered; the deadline is only the backstop, and
      // twelve password hashes on a busy CI machine can outlast a short one.
      SHUTDOWN_TIMEOUT_MS: "60000",
      LOGIN_RATE_LIMIT_IP_MAX: "100000",
      // A burst of sign-ins to one account is the load here, not a guessing attack.
      LOGIN_LOCK_AFTER_FAILURES: "1000",
    });
    const { child, base, exited } = server;
    try {
      await waitForHealth(server, 60_000);
      const email = `drain-${Date.now()}@example.test`;
      const signup = await fetch(`${base}/api/auth/signup`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Dee Drain", email, password: "Harbor-Lamp-Quiet-42", companyName: "Drain Co" }),
      });
      expect(signup.status).toBe(201);

      const answers: { status: number; body: unknown }[] = [];
      const failures: string[] = [];
      const login = () =>
        fetch(`${base}/api/login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email, password: "Harbor-Lamp-Quiet-42" }),
        }).then(
          async (res) => answers.push({ status: res.status, body: await res.json() }),
          (error: Error & { cause?: { code?: string } }) => failures.push(error.cause?.code ?? error.message),
        );
      // A wave of slow requests (password hashing) in flight, then SIGTERM, then more arriving.
      const inFlight = Array.from({ length: 12 }, login);
      await new Promise((done) => setTimeout(done, 150));
      child.kill("SIGTERM");
      const late: Promise<unknown>[] = [];
      for (let i = 0; i < 15; i++) {
        late.push(login());
        await new Promise((done) => setTimeout(done, 40));
      }
      await Promise.all([...inFlight, ...late]);
      expect(await exited).toBe(0);

      expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(0);
      for (const answer of answers) {
        if (answer.status === 200) continue;
        expect(answer.status, JSON.stringify(answer.body)).toBe(503);
        expect(errorBodySchema.strict().parse(answer.body).code).toBe("SERVICE_UNAVAILABLE");
      }
      // Once the port is closed a new connection is refused; nothing else (no reset, no hang-up).
      expect(
        failures.filter((code) => code !== "ECONNREFUSED"),
        server.output(),
      ).toEqual([]);
    } finally {
      child.kill("SIGKILL");
    }
  });
});
