/**
 * GET /api/admin/system-health (super admin only): the database (kind, version, round
 * trip, newest migration, pool use), WebSocket clients on this instance, the mail outbox backlog and
 * its oldest due message, the job runner's lag (its oldest due, undone reminder or no-show release), and this process (uptime, memory, event-loop delay p50/p99 from
 * `perf_hooks.monitorEventLoopDelay`). `GET /api/health` stays public and minimal.
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { DatabaseHandle } from "#db/client.ts";
import { appliedMigration } from "#db/migrate.ts";
import { outboxEmails } from "#db/schema/index.ts";
import type { Actor } from "#server/lib/actor.ts";
import { errorResponses } from "#server/lib/http.ts";
import { type SystemHealth, systemHealthSchema } from "#shared/schemas/platform.ts";
import { assertSuperAdmin } from "./platform-access.ts";

type Row = Record<string, string | number | null>;
/** What pg's Pool tells of its use; PGlite's client has none of these. */
type PoolLike = { totalCount?: number; idleCount?: number; waitingCount?: number; options?: { max?: number } };

/** The histogram's sampling interval (ms); each sample is that interval plus the delay. */
const RESOLUTION_MS = 10;
/** A sample (ns) as the delay beyond the sampling interval, in ms to 0.01 (as @fastify/under-pressure reads it). */
const delayMs = (ns: number) => Math.max(0, Math.round((ns / 1e6 - RESOLUTION_MS) * 100) / 100);

export function createSystemHealthService(deps: {
  database: DatabaseHandle;
  version: string;
  now: () => Date;
  socketClients: () => number | null;
  /** The job runner's lag in seconds (its oldest due, undone job); see JobRunner.lagSeconds. */
  jobLagSeconds: () => Promise<number>;
}) {
  const { database } = deps;
  const loop = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  loop.enable();

  /** Version and round trip of one `select version()`; nulls when the database does not answer. */
  async function probe(): Promise<{ version: string | null; roundTripMs: number | null }> {
    const started = performance.now();
    try {
      const result = await database.db.execute<Row>(sql`select version() as version`);
      return {
        // "PostgreSQL 16.4 on x86_64-pc-linux-gnu, compiled by ...": the platform part is noise here.
        version: String(result.rows[0]?.version ?? "").split(" on ")[0],
        roundTripMs: Math.round((performance.now() - started) * 100) / 100,
      };
    } catch {
      return { version: null, roundTripMs: null };
    }
  }

  return {
    stop: () => loop.disable(),

    /** The figures at this moment. */
    async health(actor: Actor): Promise<SystemHealth> {
      assertSuperAdmin(actor);
      const at = deps.now();
      const db = await probe();
      const reachable = db.version !== null;
      const [migration, outbox, jobLag] = reachable
        ? await Promise.all([
            appliedMigration(database).catch(() => null),
            database.db.execute<Row>(sql`select
                count(*) filter (where ${outboxEmails.status} = 'pending')::int as pending,
                count(*) filter (where ${outboxEmails.status} = 'failed')::int as failed,
                coalesce(extract(epoch from (${at.toISOString()}::timestamptz - min(${outboxEmails.nextAttemptAt})
                  filter (where ${outboxEmails.status} = 'pending' and ${outboxEmails.nextAttemptAt} <= ${at.toISOString()}::timestamptz))), 0)::float8 as oldest
              from ${outboxEmails}`),
            deps.jobLagSeconds().catch(() => null),
          ])
        : [null, null, null];
      const o = outbox?.rows[0];
      // node-postgres keeps the pool as the drizzle client (`$client`); PGlite has none of its counters.
      const pool = (database.db as unknown as { $client: PoolLike }).$client;
      const memory = process.memoryUsage();
      return {
        checkedAt: at.toISOString(),
        version: deps.version,
        database: {
          kind: database.kind === "postgresql" ? "PostgreSQL" : "PGlite (embedded)",
          version: db.version,
          reachable,
          roundTripMs: db.roundTripMs,
          migration,
          pool:
            typeof pool.totalCount === "number"
              ? {
                  total: pool.totalCount,
                  idle: pool.idleCount ?? 0,
                  waiting: pool.waitingCount ?? 0,
                  max: pool.options?.max ?? 0,
                }
              : null,
        },
        socketClients: deps.socketClients(),
        outbox: {
          pending: Number(o?.pending ?? 0),
          failed: Number(o?.failed ?? 0),
          oldestDueSeconds: Math.max(0, Math.round(Number(o?.oldest ?? 0))),
        },
        jobs: { oldestDueSeconds: jobLag },
        process: {
          uptimeSeconds: Math.round(process.uptime()),
          rssBytes: memory.rss,
          heapUsedBytes: memory.heapUsed,
          eventLoopDelayP50Ms: delayMs(loop.percentile(50)),
          eventLoopDelayP99Ms: delayMs(loop.percentile(99)),
          node: process.version,
        },
      };
    },
  };
}

export type SystemHealthService = ReturnType<typeof createSystemHealthService>;

export const systemHealthRoutes: FastifyPluginAsyncZod<{ healthService: SystemHealthService }> = async (
  app,
  { healthService },
) => {
  app.addHook("onClose", async () => healthService.stop());
  app.get(
    "/api/admin/system-health",
    {
      schema: {
        tags: ["platform"],
        description:
          "Database kind, version, round trip, migration, pool; sockets on this instance; outbox backlog; uptime, memory, event-loop delay. Super admin only.",
        response: { 200: systemHealthSchema, ...errorResponses },
      },
    },
    async (request) => healthService.health(await request.requireActor()),
  );
};
