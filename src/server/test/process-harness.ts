/**
 * Real server processes for fault tests: spawns `node src/server/main.ts` on a free loopback port
 * with its own environment, waits for health, and calls it over HTTP with a session cookie and a
 * same-origin Origin header (as a browser would). Also creates and drops throwaway PostgreSQL
 * databases beside the one in DATABASE_URL.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createServer } from "node:net";
import { TEST_PASSWORD, uniqueEmail } from "./harness.ts";

const MAIN = new URL("../main.ts", import.meta.url).pathname;

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  base: string;
  output(): string;
  exited: Promise<number | null>;
  isAlive(): boolean;
}

/** A port the OS just gave out on 127.0.0.1 (closed again, so the server can take it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const address = server.address();
  await new Promise<void>((done) => server.close(() => done()));
  if (!address || typeof address !== "object") throw new Error("no port");
  return address.port;
}

/** Spawns the server with `env` over the current environment (PORT, HOST, APP_URL set here; "" unsets). */
export function startServer(port: number, env: Record<string, string>): ServerProcess {
  let output = "";
  const base = `http://127.0.0.1:${port}`;
  const merged: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: base,
    AUTH_SECRET: "fault-suite-secret-fault-suite-secret-0123456789",
    LOG_LEVEL: "warn",
    ...env,
  };
  // An empty value unsets the variable (e.g. DATABASE_URL: "" runs on PGlite).
  for (const [key, value] of Object.entries(merged)) if (value === "") delete merged[key];
  const child = spawn(process.execPath, [MAIN], {
    env: merged,
    stdio: ["ignore", "pipe", "pipe"],
  });
  // The last 4 MB: enough for any test's assertions, bounded for benches that log every request.
  const keep = (chunk: Buffer) => {
    output += chunk;
    if (output.length > 8_000_000) output = output.slice(-4_000_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  let alive = true;
  const exited = new Promise<number | null>((done) =>
    child.on("exit", (code) => {
      alive = false;
      done(code);
    }),
  );
  return { child, port, base, output: () => output, exited, isAlive: () => alive };
}

/** Resolves with the seconds it took until GET /api/health answered 200, or throws at the deadline. */
export async function waitForHealth(server: ServerProcess, deadlineMs = 90_000): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (!server.isAlive()) throw new Error(`server exited before it was healthy:\n${server.output()}`);
    try {
      const res = await fetch(`${server.base}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return (performance.now() - started) / 1000;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > deadlineMs) {
      throw new Error(`server not healthy after ${deadlineMs} ms:\n${server.output()}`);
    }
    await new Promise((done) => setTimeout(done, 50));
  }
}

export interface HttpAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers field by field; the shape is the assertion.
  body: any;
  ms: number;
}

/**
 * One HTTP call; a connection error or timeout becomes status 0 (the caller decides whether that
 * is allowed) so load loops never throw.
 */
export async function call(
  base: string,
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown; timeoutMs?: number } = {},
): Promise<HttpAnswer & { cookie: string }> {
  const started = performance.now();
  try {
    const headers: Record<string, string> = { origin: base };
    if (options.cookie) headers.cookie = options.cookie;
    if (options.body !== undefined) headers["content-type"] = "application/json";
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // keep the text for the assertion message
    }
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    return { status: res.status, body, ms: performance.now() - started, cookie };
  } catch (error) {
    return { status: 0, body: String(error), ms: performance.now() - started, cookie: "" };
  }
}

/** Signs up a team on `base` and creates `offices` offices; returns the admin cookie and office ids. */
export async function seedTeam(base: string, offices: number): Promise<{ cookie: string; officeIds: string[] }> {
  const signup = await call(base, "POST", "/api/auth/signup", {
    body: {
      name: "Fay Fault",
      email: uniqueEmail("fault"),
      password: TEST_PASSWORD,
      companyName: `Fault ${randomUUID()}`,
    },
  });
  if (signup.status !== 201) throw new Error(`signup failed: ${signup.status} ${JSON.stringify(signup.body)}`);
  const officeIds: string[] = [];
  for (let i = 0; i < offices; i++) {
    const res = await call(base, "POST", "/api/offices", {
      cookie: signup.cookie,
      body: { name: `Room ${i} ${randomUUID().slice(0, 6)}`, capacity: 1 },
    });
    if (res.status !== 201) throw new Error(`office failed: ${res.status} ${JSON.stringify(res.body)}`);
    officeIds.push(res.body.id);
  }
  return { cookie: signup.cookie, officeIds };
}
