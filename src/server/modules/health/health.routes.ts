/**
 * GET /api/health: database kind, reachability, whether our tables exist, the applied migration, the
 * app version and the configured public URL. Answers within HEALTH_TIMEOUT_MS even when the database
 * is stalled (a held lock, a hung connection): then 503 with `status: "degraded"`. While the server
 * drains for shutdown it answers 503 `{ code, message }` like every other route.
 */
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type DatabaseHandle, isSchemaMissing } from "#db/client.ts";
import { appliedMigration } from "#db/migrate.ts";
import { errorBodySchema } from "#shared/errors.ts";
import { type Health, healthSchema } from "#shared/schemas/dashboard.ts";

/** Longest the health check waits for the database, in ms. */
export const HEALTH_TIMEOUT_MS = 2000;

class HealthTimeout extends Error {}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new HealthTimeout()), ms);
  });
  // The abandoned query may still fail later; that must not become an unhandled rejection.
  work.catch(() => {});
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Reads one row of the users table: fails fast on a missing schema, waits on a lock like a route would. */
async function probe(database: DatabaseHandle): Promise<Health["database"]> {
  const kind = database.kind;
  try {
    await database.db.execute(sql`select exists(select 1 from users limit 1) as any_user`);
    return { kind, reachable: true, schema: "present", migration: await appliedMigration(database) };
  } catch (error) {
    if (isSchemaMissing(error)) return { kind, reachable: true, schema: "missing", migration: null };
    throw error;
  }
}

export const healthRoutes: FastifyPluginAsyncZod<{
  database: DatabaseHandle;
  version: string;
  appUrl: string;
}> = async (app, { database, version, appUrl }) => {
  app.get(
    "/api/health",
    { schema: { tags: ["health"], response: { 200: healthSchema, 503: z.union([healthSchema, errorBodySchema]) } } },
    async (request, reply) => {
      try {
        const db = await withTimeout(probe(database), HEALTH_TIMEOUT_MS);
        const status = db.schema === "present" ? ("ok" as const) : ("degraded" as const);
        return reply.status(status === "ok" ? 200 : 503).send({ status, version, appUrl, database: db });
      } catch (error) {
        request.log.warn({ timeout: error instanceof HealthTimeout }, "health check: database unreachable");
        return reply.status(503).send({
          status: "degraded" as const,
          version,
          appUrl,
          database: { kind: database.kind, reachable: false, schema: "unknown" as const, migration: null },
        });
      }
    },
  );
};
