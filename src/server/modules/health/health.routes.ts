/** GET /api/health: database kind, reachability, applied migration, and the app version. */
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { DatabaseHandle } from "../../../db/client.ts";
import { appliedMigration } from "../../../db/migrate.ts";
import { healthSchema } from "../../../shared/schemas/dashboard.ts";

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle; version: string }> = async (
  app,
  { database, version },
) => {
  app.get(
    "/api/health",
    { schema: { tags: ["health"], response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      try {
        await database.db.execute(sql`select 1`);
        const migration = await appliedMigration(database);
        return { status: "ok" as const, version, database: { kind: database.kind, reachable: true, migration } };
      } catch {
        return reply.status(503).send({
          status: "degraded" as const,
          version,
          database: { kind: database.kind, reachable: false, migration: null },
        });
      }
    },
  );
};
