/**
 * Webhook delivery under a burst (`node bench/webhooks.ts`; bench/README.md "Webhooks"): a team with
 * BENCH_ENDPOINTS (10) endpoints on one loopback receiver, BENCH_EVENTS (10,000) booking events
 * recorded at once (inserted by SQL as the change recorder writes them), then the sender started
 * as start.ts starts it; prints how long until every endpoint has every event, and the deliveries a
 * second. PGlite in memory, or DATABASE_URL.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { startTestApp } from "#server/test/harness.ts";

const ENDPOINTS = Number(process.env.BENCH_ENDPOINTS ?? 10);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);

let received = 0;
const server = createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    received++;
    res.writeHead(204).end();
  });
});
await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;

const t = await startTestApp({ config: { webhookAllowPrivate: true } });
try {
  const admin = await t.signupTeam();
  for (let i = 0; i < ENDPOINTS; i++) {
    const res = await t.request("POST", "/api/team/webhooks", {
      cookie: admin.cookie,
      payload: { url: `${url}/${i}`, eventTypes: ["booking.created"] },
    });
    if (res.status !== 201) throw new Error(`endpoint: ${res.status} ${JSON.stringify(res.body)}`);
  }
  // One statement, so the burst commits at once; each event names its own booking id.
  await t.database.db.execute(sql`
    insert into events (team_id, type, actor_id, subject_type, subject_id, payload)
    select ${admin.team.id}, 'booking.created', ${admin.user.id}, 'booking', gen_random_uuid()::text,
           jsonb_build_object('after', jsonb_build_object('id', gen_random_uuid(), 'n', n))
    from generate_series(1, ${EVENTS}) n`);
  const expected = ENDPOINTS * EVENTS;
  const started = performance.now();
  t.webhooks.start(250);
  let lastReport = started;
  while (received < expected) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (performance.now() - lastReport > 5_000) {
      lastReport = performance.now();
      console.log(`${((lastReport - started) / 1000).toFixed(1)} s: ${received} of ${expected}`);
    }
    if (performance.now() - started > 600_000) throw new Error(`only ${received} of ${expected} in 10 minutes`);
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${ENDPOINTS} endpoints x ${EVENTS} events = ${expected} deliveries in ${seconds.toFixed(1)} s ` +
      `(${Math.round(expected / seconds)} a second), ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`,
  );
} finally {
  await t.webhooks.stop();
  await t.close();
  server.close();
}
