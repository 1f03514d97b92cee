/**
 * Graceful shutdown, part one: once `app.startDraining()` is called, requests that still arrive (on
 * kept-alive connections, or pipelined) get 503 SERVICE_UNAVAILABLE in our `{ code, message }` shape
 * with `Connection: close` and `Cache-Control: no-store` (this hook runs before route-policies.ts's,
 * which sets it on every other answer, and a 503 must not be cached anyway), while requests already
 * in flight run to their end. start.ts then closes the server (no new connections), waits for
 * in-flight work up to a deadline, and closes the database.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { sendError } from "#server/lib/app-error.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Starts refusing new requests with 503 (in-flight ones finish). */
    startDraining(): void;
    /** Whether the app is draining. */
    isDraining(): boolean;
  }
}

export const drainPlugin = fp(async (app: FastifyInstance) => {
  let draining = false;
  app.decorate("startDraining", () => {
    draining = true;
  });
  app.decorate("isDraining", () => draining);
  app.addHook("onRequest", async (_request, reply) => {
    if (!draining) return;
    reply.header("connection", "close");
    reply.header("retry-after", "5");
    reply.header("cache-control", "no-store");
    return sendError(reply, "SERVICE_UNAVAILABLE", "The server is restarting. Try again in a few seconds.", {
      text: { id: "errors.server.restarting" },
    });
  });
});
