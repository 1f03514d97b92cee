/**
 * Where rate limits count (docs/deploy.md "Rate limits"). With REDIS_URL every instance counts in
 * one Redis (@fastify/rate-limit's Redis store), so N instances behind a load balancer give an
 * attacker the budget of one, not N. Without it each instance counts in its own memory.
 *
 * If Redis is unreachable the limit is skipped (fail-open, logged) rather than refusing every
 * sign-in: the database's own per-account checks still hold, and sign-in stays available.
 */
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";

export interface RateLimitStoreOptions {
  redis?: Redis;
  nameSpace?: string;
  skipOnError?: boolean;
}

/**
 * Rate-limit store options for `redisUrl` (none when null); closes the Redis client with the app.
 * ioredis is loaded only when there is a Redis to talk to (39 modules less to load at every start).
 */
export async function rateLimitStore(
  app: FastifyInstance,
  redisUrl: string | null | undefined,
): Promise<RateLimitStoreOptions> {
  if (!redisUrl) return {};
  const { Redis } = await import("ioredis");
  const redis = new Redis(redisUrl, {
    // Fail fast: a request must not wait long on an unreachable Redis (then the limit is skipped).
    connectTimeout: 1_000,
    commandTimeout: 1_000,
    maxRetriesPerRequest: 1,
  });
  redis.on("error", (error) => app.log.warn({ err: error.message }, "rate-limit Redis unavailable"));
  app.addHook("onClose", async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return { redis, nameSpace: "officely-rate-limit:", skipOnError: true };
}
