/**
 * The calendars' range reads at scale: one team with 200 offices and 50,000
 * bookings (seeded in SQL: one hour a day per office over 250 days around today), then
 *   - GET /api/bookings?from=&to=          a week of every office (about 1,400 bookings),
 *   - GET /api/availability?from=&to=&officeId=   a month of one office,
 * 200 requests each, one after the other over real HTTP from the forked load generator (so the
 * client's JSON parsing does not share the server's event loop), after 20 unmeasured ones, with p50
 * and p99 latency (autocannon, whole ms). Whether the
 * reads scan the bookings table is read from pg_stat_user_tables (seq_scan before and after), so
 * the check holds whatever SQL the repository writes.
 *
 * It also names the team's day list (`GET /api/bookings?date=`, 200 bookings) and week list
 * (`?from=&to=`, 1,400) with their instants, which bench/run.ts loads at the bench's concurrency and
 * sets against the same statement straight through the driver (bench/README.md "Floors").
 */
import { randomUUID } from "node:crypto";
import { get } from "node:http";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "#db/client.ts";
import { localDayRange, shiftDate, todayInZone } from "#shared/time.ts";
import type { LoadResult, LoadSpec } from "./load-worker.ts";

const OFFICES = 200;
const DAYS = 250;
const REQUESTS = 200;
const WARMUP_REQUESTS = 20;

export interface RangeRead {
  name: string;
  path: string;
  requests: number;
  failures: number;
  p50Ms: number;
  p99Ms: number;
  /** Items in one answer (bookings, or office-days). */
  size: number;
}

async function seqScans(database: DatabaseHandle): Promise<number | null> {
  try {
    const result = (await database.db.execute(
      sql`select coalesce(seq_scan, 0)::int as n from pg_stat_user_tables where relname = 'bookings'`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0] ? Number(result.rows[0].n) : null;
  } catch {
    return null;
  }
}

/** A list read for the concurrent load: the route's path and the instants [start, end) it reads. */
export interface ListRead {
  name: string;
  path: string;
  start: Date;
  end: Date;
}

/**
 * Seeds the big team through SQL, then measures both sequential reads against the running app at
 * `url`; returns them, the notes, and the team (its id, its admin's cookie) with its day and week lists (`lists`, not yet loaded).
 */
export async function benchRangeReads(
  database: DatabaseHandle,
  url: string,
  signup: (companyName: string) => Promise<{ cookie: string; teamId: string; userId: string; zone: string }>,
  runLoad: (spec: LoadSpec) => Promise<LoadResult>,
): Promise<{ reads: RangeRead[]; notes: string[]; teamId: string; cookie: string; lists: ListRead[] }> {
  const { cookie, teamId, userId, zone } = await signup(`Range ${randomUUID().slice(0, 8)}`);
  const today = todayInZone(zone);
  await database.db.execute(sql`
    insert into offices (team_id, name, capacity)
    select ${teamId}::uuid, 'Range room ' || g, 4 from generate_series(1, ${OFFICES}::int) g`);
  await database.db.execute(sql`
    insert into bookings (team_id, office_id, user_id, start_at, end_at, seat_from, purpose)
    select o.team_id, o.id, ${userId},
           ((${today}::date + d) + time '09:00') at time zone ${zone},
           ((${today}::date + d) + time '10:00') at time zone ${zone},
           1, 'Range seed'
    from offices o, generate_series(${-DAYS / 2}::int, ${DAYS / 2 - 1}::int) d
    where o.team_id = ${teamId}::uuid`);
  await database.db.execute(sql`analyze bookings`);
  const office = (await database.db.execute(
    sql`select id from offices where team_id = ${teamId}::uuid order by name limit 1`,
  )) as unknown as { rows: { id: string }[] };
  const officeId = office.rows[0].id;

  const weekFrom = shiftDate(today, 7);
  const monthFrom = `${shiftDate(today, 31).slice(0, 8)}01`;
  const monthTo = shiftDate(`${shiftDate(monthFrom, 32).slice(0, 8)}01`, -1);
  const plans = [
    { name: "bookings, a week of 200 offices", path: `/api/bookings?from=${weekFrom}&to=${shiftDate(weekFrom, 6)}` },
    {
      name: "availability, a month of 1 office",
      path: `/api/availability?from=${monthFrom}&to=${monthTo}&officeId=${officeId}`,
    },
  ];
  const scansBefore = await seqScans(database);
  const reads: RangeRead[] = [];
  for (const plan of plans) {
    const first = await fetch(`${url}${plan.path}`, { headers: { cookie } });
    const body: unknown = await first.json();
    if (!first.ok) throw new Error(`${plan.name}: ${first.status} ${JSON.stringify(body)}`);
    const result = await runLoad({
      url,
      method: "GET",
      path: plan.path,
      headers: { cookie },
      connections: 1,
      durationSeconds: 0,
      warmupSeconds: 0,
      amount: REQUESTS,
      warmupAmount: WARMUP_REQUESTS,
    });
    reads.push({
      ...plan,
      requests: result.totalRequests,
      failures: result.totalRequests - result.ok2xx + result.errors + result.timeouts,
      p50Ms: result.latencyP50Ms,
      p99Ms: result.latencyP99Ms,
      size: Array.isArray(body) ? body.length : JSON.stringify(body).length,
    });
  }
  const scansAfter = await seqScans(database);
  const notes = [
    `range reads: ${OFFICES} offices, ${OFFICES * DAYS} bookings in one team, ${REQUESTS} sequential requests per read`,
    scansBefore === null || scansAfter === null
      ? "range reads: sequential scans of bookings not measurable on this database"
      : `range reads: sequential scans of bookings during the reads: ${scansAfter - scansBefore}`,
  ];
  const day = localDayRange(weekFrom, zone);
  const weekTo = shiftDate(weekFrom, 6);
  const lists: ListRead[] = [
    { name: "day list", path: `/api/bookings?date=${weekFrom}`, ...day },
    {
      name: "week list",
      path: `/api/bookings?from=${weekFrom}&to=${weekTo}`,
      start: day.start,
      end: localDayRange(weekTo, zone).end,
    },
  ];
  for (const list of lists) {
    const [plain, br, gzip] = await Promise.all(
      ["identity", "br", "gzip"].map((encoding) => bytesOnTheWire(`${url}${list.path}`, cookie, encoding)),
    );
    notes.push(
      `${list.name}: ${kb(plain)} as JSON, ${kb(br)} as brotli, ${kb(gzip)} as gzip (bytes of the answer's body)`,
    );
  }
  return { reads, notes, teamId, cookie, lists };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The body's length as sent for `acceptEncoding` (node:http does not decompress, unlike fetch). */
function bytesOnTheWire(url: string, cookie: string, acceptEncoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { cookie, "accept-encoding": acceptEncoding } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`${url} (${acceptEncoding}) answered ${res.statusCode}`));
        return;
      }
      let bytes = 0;
      res.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on("end", () => resolve(bytes));
      res.on("error", reject);
    }).on("error", reject);
  });
}
