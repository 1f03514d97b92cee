/** What the bench scripts share: the forked load generator and a team signed up through the API. */
import { fork } from "node:child_process";
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import type { LoadResult, LoadSpec } from "./load-worker.ts";

/** Runs one measurement in a forked load generator (bench/load-worker.ts), so its work has a core of its own. */
export function runLoad(spec: LoadSpec): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL("./load-worker.ts", import.meta.url)), [], { stdio: "inherit" });
    let result: LoadResult | undefined;
    child.once("message", (message) => {
      result = message as LoadResult;
    });
    child.once("error", reject);
    child.once("exit", (code) => {
      if (result) resolve(result);
      else reject(new Error(`load generator exited with code ${code} and no result`));
    });
    child.send(spec);
  });
}

/** A team signed up through the API: its id and zone, its admin's id and session cookie. */
export interface BenchTeam {
  teamId: string;
  zone: string;
  userId: string;
  cookie: string;
  /** The sign-up's answer, as POST /api/auth/signup gives it. */
  // biome-ignore lint/suspicious/noExplicitAny: the benches read the answer field by field.
  body: any;
}

/** Signs up a team called `companyName` through POST /api/auth/signup; throws unless it answers 201. */
export async function signUpBenchTeam(app: FastifyInstance, companyName: string): Promise<BenchTeam> {
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/signup",
    headers: { "content-type": "application/json" },
    payload: JSON.stringify({
      name: "Bench Admin",
      email: `bench-${randomUUID().slice(0, 12)}@example.test`,
      password: "Kettle-Orbit-Violet-9",
      companyName,
    }),
  });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  const body = JSON.parse(res.body);
  const setCookie = res.headers["set-cookie"];
  const cookie = (Array.isArray(setCookie) ? setCookie : [String(setCookie)]).map((c) => c.split(";")[0]).join("; ");
  return { teamId: body.user.team.id, zone: body.user.team.timeZone, userId: body.user.id, cookie, body };
}
