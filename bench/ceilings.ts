/**
 * The database's own ceilings for the app's two hot paths, measured in the same run as the app
 * (bench/README.md "Floors"): what the same work costs straight through the driver, at the same
 * concurrency, over the app's own pool (PostgreSQL) or its PGlite instance. The bench prints app ÷
 * ceiling.
 *
 * - insert: `begin`, one booking into the table with the exclusion constraint, one audit row,
 *   `commit` (what a pgbench script of the booking's write would send). Each transaction books its
 *   own minute far in the future, spread over the given offices, so none conflicts and none meets
 *   the app's slots.
 * - insert, one statement: the same two rows in one statement without begin and commit, the least
 *   a booking's write can cost (the app placed whole-office bookings this way until every create
 *   took the one transaction path; docs/decisions/0020).
 * - range read: one office's live bookings of one team-local day with the office and booker joined,
 *   as the availability read selects them (the same index and bounds).
 * - list reads (`measureListCeilings`): a team's live bookings over a day or a week, every office,
 *   the calendars' list statement itself (`liveBookingRowsQuery`) with the same parameters.
 */
import type { PGlite } from "@electric-sql/pglite";
import { PgDialect } from "drizzle-orm/pg-core";
import type pg from "pg";
import type { DatabaseHandle } from "#db/client.ts";
import { liveBookingRowsQuery } from "#server/modules/bookings/calendar-reads.repository.ts";
import { BOOKING_SPAN_MAX_MINUTES } from "#shared/constants.ts";

export interface Ceiling {
  name: string;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  failures: number;
}

type Query = (text: string, values: unknown[]) => Promise<unknown>;

function clientOf(database: DatabaseHandle): {
  query: Query;
  transaction(work: (query: Query) => Promise<void>): Promise<void>;
} {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === "pglite") {
    const pglite = client as PGlite;
    return {
      query: (text, values) => pglite.query(text, values),
      transaction: async (work) => {
        await pglite.transaction((tx) => work((text, values) => tx.query(text, values)));
      },
    };
  }
  const pool = client as pg.Pool;
  return {
    query: (text, values) => pool.query(text, values),
    transaction: async (work) => {
      const connection = await pool.connect();
      try {
        await connection.query("begin");
        await work((text, values) => connection.query(text, values));
        await connection.query("commit");
      } catch (error) {
        await connection.query("rollback").catch(() => undefined);
        throw error;
      } finally {
        connection.release();
      }
    },
  };
}

/** Runs `op` from `concurrency` loops for `seconds` (after `warmupSeconds` unmeasured). */
async function drive(
  name: string,
  concurrency: number,
  seconds: number,
  warmupSeconds: number,
  op: (n: number) => Promise<void>,
): Promise<Ceiling> {
  let n = 0;
  const run = async (ms: number, latencies: number[] | null) => {
    let failures = 0;
    const end = performance.now() + ms;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < end) {
          const started = performance.now();
          try {
            await op(n++);
            latencies?.push(performance.now() - started);
          } catch {
            failures += 1;
          }
        }
      }),
    );
    return failures;
  };
  if (warmupSeconds > 0) await run(warmupSeconds * 1000, null);
  const latencies: number[] = [];
  const failures = await run(seconds * 1000, latencies);
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? Number.NaN;
  return {
    name,
    perSecond: Math.round(latencies.length / seconds),
    p50Ms: Number(at(0.5).toFixed(1)),
    p99Ms: Number(at(0.99).toFixed(1)),
    total: latencies.length,
    failures,
  };
}

export interface CeilingInput {
  teamId: string;
  userId: string;
  /** Offices the inserts rotate over. */
  officeIds: string[];
  /** The availability read's office and its team-local day as instants [start, end). */
  read: { officeId: string; start: Date; end: Date };
  concurrency: number;
  seconds: number;
  warmupSeconds: number;
}

/** The insert-and-audit and range-read ceilings; neither touches what the app's scenarios read. */
export async function measureCeilings(database: DatabaseHandle, input: CeilingInput): Promise<Ceiling[]> {
  const client = clientOf(database);
  // Ten years ahead, a minute each: no overlap with the app's slots or with each other.
  const base = Date.UTC(new Date().getUTCFullYear() + 10, 0, 1);
  const offices = input.officeIds.length;
  const insert = await drive("insert + audit (driver)", input.concurrency, input.seconds, input.warmupSeconds, (n) =>
    client.transaction(async (query) => {
      const start = new Date(base + Math.floor(n / offices) * 60_000);
      const end = new Date(start.getTime() + 60_000);
      const booking = (await query(
        `insert into bookings (team_id, office_id, user_id, created_by, start_at, end_at, purpose)
         values ($1, $2, $3, $3, $4, $5, 'ceiling') returning id`,
        [input.teamId, input.officeIds[n % offices], input.userId, start, end],
      )) as { rows: { id: string }[] };
      await query(
        `insert into audit_events (team_id, actor_id, action, target_type, target_id, after)
         values ($1, $2, 'booking.created', 'booking', $3, $4::jsonb)`,
        [input.teamId, input.userId, booking.rows[0]?.id, JSON.stringify({ start, end })],
      );
    }),
  );
  // After the transactions' minutes: the first of the year after.
  const alone = Date.UTC(new Date().getUTCFullYear() + 11, 0, 1);
  const insertAlone = await drive(
    "insert + audit, 1 stmt",
    input.concurrency,
    input.seconds,
    input.warmupSeconds,
    (n) => {
      const start = new Date(alone + Math.floor(n / offices) * 60_000);
      const end = new Date(start.getTime() + 60_000);
      return client
        .query(
          `with booking as (
           insert into bookings (team_id, office_id, user_id, created_by, start_at, end_at, purpose)
           values ($1, $2, $3, $3, $4, $5, 'ceiling') returning id)
         insert into audit_events (team_id, actor_id, action, target_type, target_id, after)
         select $1, $3, 'booking.created', 'booking', id, $6::jsonb from booking`,
          [input.teamId, input.officeIds[n % offices], input.userId, start, end, JSON.stringify({ start, end })],
        )
        .then(() => undefined);
    },
  );
  const spanStart = new Date(input.read.start.getTime() - BOOKING_SPAN_MAX_MINUTES * 60_000);
  const read = await drive("range read (driver)", input.concurrency, input.seconds, input.warmupSeconds, async () => {
    await client.query(
      `select b.*, o.name as office_name, o.capacity, o.is_active, u.name as user_name
       from bookings b join offices o on o.id = b.office_id join users u on u.id = b.user_id
       where b.team_id = $1 and b.office_id = $2 and b.status = 'confirmed'
         and b.start_at < $4 and b.end_at > $3 and b.start_at > $5
       order by b.start_at, o.name, b.id`,
      [input.teamId, input.read.officeId, input.read.start, input.read.end, spanStart],
    );
  });
  return [insert, insertAlone, read];
}

export interface ListCeilingInput {
  teamId: string;
  /** Each list's ceiling name and the instants [start, end) its route reads. */
  lists: { name: string; start: Date; end: Date }[];
  concurrency: number;
  seconds: number;
  warmupSeconds: number;
}

const dialect = new PgDialect();

/** One ceiling per list read: its statement through the driver at the bench's concurrency. */
export async function measureListCeilings(database: DatabaseHandle, input: ListCeilingInput): Promise<Ceiling[]> {
  const client = clientOf(database);
  const ceilings: Ceiling[] = [];
  for (const list of input.lists) {
    // The repository's own statement, compiled once to its text and parameters.
    const { sql: text, params } = dialect.sqlToQuery(liveBookingRowsQuery(input.teamId, list.start, list.end));
    ceilings.push(
      await drive(list.name, input.concurrency, input.seconds, input.warmupSeconds, async () => {
        await client.query(text, params);
      }),
    );
  }
  return ceilings;
}
