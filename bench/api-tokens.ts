/**
 * What a personal API token costs a read against a session (`node bench/api-tokens.ts`;
 * bench/README.md "API tokens"): GET /api/bookings/upcoming?limit=5 by one member, once with their
 * session cookie and once with their token (`Authorization: Bearer`), in BENCH_ROUNDS (3) alternating
 * rounds of BENCH_DURATION seconds (5) at BENCH_CONNECTIONS (16), on PGlite or DATABASE_URL. The
 * token's rate limit is lifted so every call is answered.
 */
import { startTestApp } from "#server/test/harness.ts";
import { runLoad } from "./bench-support.ts";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);

const t = await startTestApp({ config: { apiTokenRateLimit: { max: 100_000_000, windowMs: 60_000 } } });
try {
  const admin = await t.signupTeam();
  const made = await t.request("POST", "/api/user/tokens", {
    cookie: admin.cookie,
    payload: { name: "Bench", scopes: ["bookings:read"], expiresInDays: 30 },
  });
  if (made.status !== 201) throw new Error(`token: ${made.status} ${JSON.stringify(made.body)}`);
  const url = await t.listen();
  const path = "/api/bookings/upcoming?limit=5";
  const ways = { session: { cookie: admin.cookie }, token: { authorization: `Bearer ${made.body.token}` } };
  console.log(
    `GET ${path}, ${CONNECTIONS} connections, ${DURATION} s a round, ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`,
  );
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [way, headers] of Object.entries(ways)) {
      const result = await runLoad({
        url,
        method: "GET",
        path,
        headers,
        connections: CONNECTIONS,
        durationSeconds: DURATION,
        warmupSeconds: 1,
      });
      console.log(
        `round ${round} ${way.padEnd(7)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s, p50 ${result.latencyP50Ms} ms, p99 ${result.latencyP99Ms} ms, non-2xx ${result.non2xx}`,
      );
    }
  }
} finally {
  await t.close();
}
