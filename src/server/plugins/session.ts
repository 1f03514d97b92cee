/**
 * Resolves the signed-in actor of a request from the better-auth session cookie.
 * `request.requireActor()` answers 401 for a missing or expired session; the result is memoised per request.
 */
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../../db/client.ts";
import { type Actor, loadActor } from "../lib/actor.ts";
import { unauthenticated } from "../lib/app-error.ts";
import type { Auth } from "../lib/better-auth.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in actor, or null. */
    findActor(): Promise<Actor | null>;
    /** The signed-in actor; throws 401 UNAUTHENTICATED when there is none. */
    requireActor(): Promise<Actor>;
  }
}

const cache = new WeakMap<FastifyRequest, Promise<Actor | null>>();

export const sessionPlugin = fp(async (app: FastifyInstance, opts: { auth: Auth; db: Database }) => {
  async function resolve(request: FastifyRequest): Promise<Actor | null> {
    if (!request.headers.cookie) return null;
    const session = await opts.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!session) return null;
    return loadActor(opts.db, session.user.id, request.ip);
  }

  app.decorateRequest("findActor", function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      pending = resolve(this);
      cache.set(this, pending);
    }
    return pending;
  });

  app.decorateRequest("requireActor", async function (this: FastifyRequest) {
    const actor = await this.findActor();
    if (!actor) throw unauthenticated();
    return actor;
  });
});
