/**
 * Creating a recurring series at scale: POST /api/series for a daily series of 250
 * occurrences of which 20 conflict with bookings seeded beforehand, `SERIES_REQUESTS` times (each in
 * its own office), one after the other over real HTTP; p50 and p99 latency. Each answer must hold
 * 230 created and 20 skipped. On PostgreSQL the transactions and the INSERT statements into bookings
 * per request are read from pg_stat_database / pg_stat_user_tables deltas, and every statement the
 * process sends is counted (countStatements), to show one transaction with one batched insert rather than 250 round trips.
 *
 * Composed into bench/run.ts; also runs alone: `node bench/series-create.ts` (DATABASE_URL for
 * PostgreSQL).
 */
import { randomUUID } from "node:crypto";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "#db/client.ts";
import { buildApp } from "#server/app.ts";
import { isolatedConfig, openIsolatedDatabase } from "#server/test/isolated-app.ts";
import { shiftDate, todayInZone } from "#shared/time.ts";
import { signUpBenchTeam } from "./bench-support.ts";
import { countStatements } from "./statements.ts";

const OCCURRENCES = 250;
const CONFLICTS = 20;
const REQUESTS = Number(process.env.SERIES_REQUESTS ?? 30);

export interface SeriesCreateResult {
  name: string;
  requests: number;
  failures: number;
  p50Ms: number;
  p99Ms: number;
  created: number;
  skipped: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function stat(database: DatabaseHandle, query: ReturnType<typeof sql>): Promise<number | null> {
  try {
    const result = (await database.db.execute(query)) as unknown as { rows: { n: number | string }[] };
    return result.rows[0] ? Number(result.rows[0].n) : null;
  } catch {
    return null;
  }
}

/** Seeds one office per request with CONFLICTS bookings on the series' dates, then measures the creates. */
export async function benchSeriesCreate(
  database: DatabaseHandle,
  url: string,
  signup: (companyName: string) => Promise<{ cookie: string; teamId: string; userId: string; zone: string }>,
): Promise<{ result: SeriesCreateResult; notes: string[] }> {
  const { cookie, teamId, userId, zone } = await signup(`Series ${randomUUID().slice(0, 8)}`);
  const startDate = shiftDate(todayInZone(zone), 2);
  await database.db.execute(sql`
    insert into offices (team_id, name, capacity)
    select ${teamId}::uuid, 'Series room ' || g, 1 from generate_series(1, ${REQUESTS}::int) g`);
  // Every 12th date of each office is taken 09:30-10:00 by a booking of the same member.
  await database.db.execute(sql`
    insert into bookings (team_id, office_id, user_id, start_at, end_at, seat_from, purpose)
    select o.team_id, o.id, ${userId},
           ((${startDate}::date + d * 12) + time '09:30') at time zone ${zone},
           ((${startDate}::date + d * 12) + time '10:00') at time zone ${zone},
           1, 'Series conflict'
    from offices o, generate_series(0, ${CONFLICTS - 1}::int) d
    where o.team_id = ${teamId}::uuid`);
  const offices = (await database.db.execute(
    sql`select id from offices where team_id = ${teamId}::uuid order by name`,
  )) as unknown as { rows: { id: string }[] };
  const commitsBefore = await stat(
    database,
    sql`select xact_commit as n from pg_stat_database where datname = current_database()`,
  );
  const insertsBefore = await stat(
    database,
    sql`select n_tup_ins as n from pg_stat_user_tables where relname = 'bookings'`,
  );
  const times: number[] = [];
  let failures = 0;
  let created = 0;
  let skipped = 0;
  const counted = await countStatements(async () => {
    for (const office of offices.rows) {
      const started = performance.now();
      const res = await fetch(`${url}/api/series`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: JSON.stringify({
          officeId: office.id,
          startDate,
          startTime: "09:00",
          durationMinutes: 60,
          rrule: `FREQ=DAILY;COUNT=${OCCURRENCES}`,
        }),
      });
      const body = (await res.json()) as { created?: unknown[]; skipped?: unknown[] };
      times.push(performance.now() - started);
      if (
        res.status !== 201 ||
        body.created?.length !== OCCURRENCES - CONFLICTS ||
        body.skipped?.length !== CONFLICTS
      ) {
        failures++;
      }
      created = body.created?.length ?? 0;
      skipped = body.skipped?.length ?? 0;
    }
  });
  const commitsAfter = await stat(
    database,
    sql`select xact_commit as n from pg_stat_database where datname = current_database()`,
  );
  const insertsAfter = await stat(
    database,
    sql`select n_tup_ins as n from pg_stat_user_tables where relname = 'bookings'`,
  );
  times.sort((a, b) => a - b);
  const notes = [
    `series create: daily x ${OCCURRENCES} with ${CONFLICTS} conflicts, ${REQUESTS} sequential requests, each its own office`,
  ];
  if (commitsBefore !== null && commitsAfter !== null && insertsBefore !== null && insertsAfter !== null) {
    notes.push(
      `series create: ${((commitsAfter - commitsBefore) / REQUESTS).toFixed(1)} committed transactions per request (session reads included), ${((insertsAfter - insertsBefore) / REQUESTS).toFixed(0)} booking rows inserted per request`,
    );
  }
  if (database.kind === "postgresql") {
    notes.push(
      `series create: ${(counted.statements / REQUESTS).toFixed(1)} statements sent to PostgreSQL per request (session, rules, locks, inserts, audit and events, BEGIN/COMMIT included) for ${OCCURRENCES} dates`,
    );
  }
  return {
    result: {
      name: `series create, daily x ${OCCURRENCES} (${CONFLICTS} conflicts)`,
      requests: REQUESTS,
      failures,
      p50Ms: percentile(times, 50),
      p99Ms: percentile(times, 99),
      created,
      skipped,
    },
    notes,
  };
}

/** Standalone: start the real app, sign up a team, run the scenario, print it. */
async function main(): Promise<void> {
  const database = await openIsolatedDatabase(Number(process.env.DATABASE_POOL_SIZE ?? 10));
  const { app } = await buildApp({
    config: isolatedConfig(`bench-secret-${randomUUID()}-${randomUUID()}`),
    database,
    logger: false,
  });
  try {
    const url = await app.listen({ port: 0, host: "127.0.0.1" });
    const { result, notes } = await benchSeriesCreate(database, url, (companyName) =>
      signUpBenchTeam(app, companyName),
    );
    console.log(
      `${database.kind}: ${result.name}: p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms, failures ${result.failures}/${result.requests}, last answer ${result.created} created + ${result.skipped} skipped`,
    );
    for (const note of notes) console.log(`  ${note}`);
    if (result.failures > 0) process.exitCode = 1;
  } finally {
    await app.close();
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
