/**
 * Resolves the signed-in actor of a request from the better-auth session cookie.
 * `request.requireActor()` answers 401 for a missing, idle-expired or too old session (older than the
 * absolute lifetime, which better-auth does not enforce: it is ended here); the result is memoised per
 * request. When better-auth slides the session it re-issues the cookie, forwarded on the reply.
 *
 * The common case takes one prepared statement (issue 14): a validly signed cookie whose session is
 * live and not yet due for sliding is read with its user and team in one row. Everything else (no
 * such session, expired, too old, due for sliding, an odd role) goes to better-auth's getSession,
 * which clears cookies, deletes sessions and slides them exactly as before.
 *
 * That row is also remembered between requests (`rememberSessions`), and forgotten on every write
 * to sessions, users or teams: each notifies ACTOR_CHANNEL (migration 0015's triggers, whoever
 * writes). Expiry and sliding are judged on every request, as for a row just read.
 * - "ordered" (the embedded database): PGlite, in this process, calls its listeners in microtasks of
 *   the very query that committed, so what was remembered is forgotten before any later request is
 *   handled, and a remembered row serves every request: a signed-out, revoked or demoted session is
 *   never served from memory.
 * - "guarded" (PostgreSQL): a notification, this instance's own too, arrives on a socket of its own
 *   with no such order, so a remembered row may be stale for a moment. It serves only routes that
 *   ask for it (`config.rememberedActor`: the booking create), as an actor marked `remembered` with
 *   its rows' versions; the route runs its work through `request.withConfirmedActor`, and its write
 *   re-checks those versions in its own statement, writing nothing when one changed. A refusal, and
 *   every path without that check (ActorUnconfirmed), reads the session afresh and runs the work
 *   again, so nothing is written or refused on a stale session. Every other route reads the
 *   session each time. Decision 0021, addendum.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { LRUCache } from "lru-cache";
import type { Database } from "#db/client.ts";
import {
  type Actor,
  ActorUnconfirmed,
  actorFrom,
  actorOf,
  isConfirmedRefusal,
  loadActor,
  type UserRow,
} from "#server/lib/actor.ts";
import { AppError, unauthenticated } from "#server/lib/app-error.ts";
import type { Auth } from "#server/lib/better-auth.ts";
import { findSessionActor, type SessionActorRow } from "#server/modules/auth/sessions.repository.ts";
import { ROLES } from "#shared/roles.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in actor, or null. */
    findActor(): Promise<Actor | null>;
    /** The signed-in actor; throws 401 UNAUTHENTICATED when there is none. */
    requireActor(): Promise<Actor>;
    /**
     * The actor read afresh from the database (never from memory), which from now on is this
     * request's actor; the actor checks (`addActorCheck`) are run on it. Null when signed out.
     */
    confirmActor(): Promise<Actor | null>;
    /**
     * Runs `work` with the signed-in actor (401 without one). When that actor was remembered and
     * `work` refuses (an AppError) or needs a confirmed actor (ActorUnconfirmed), it runs `work` once
     * more with the actor read afresh: `work` must write nothing when it throws.
     */
    withConfirmedActor<T>(work: (actor: Actor) => Promise<T>): Promise<T>;
  }
  interface FastifyInstance {
    /** Adds a check every actor confirmed mid-request must pass, as the request's hooks did (a 4xx). */
    addActorCheck(check: ActorCheck): void;
  }
  interface FastifyContextConfig {
    /** The route's work re-checks a remembered actor in its write (plugins/session.ts). */
    rememberedActor?: boolean;
  }
}

/** Throws an AppError when `actor` may not make `request` (team-write-guard.ts). */
export type ActorCheck = (request: FastifyRequest, actor: Actor | null) => void;

type SessionUser = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>["user"];

/** The users row as better-auth read it (every column is a core or additional field), or null if odd. */
function userRowOf(user: SessionUser): UserRow | null {
  const role = ROLES.find((candidate) => candidate === user.role);
  if (!role) return null;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerified,
    image: user.image ?? null,
    role,
    teamId: user.teamId ?? null,
    onboardingCompleted: user.onboardingCompleted,
    hasSeenOnboarding: user.hasSeenOnboarding,
    jobTitle: user.jobTitle ?? null,
    department: user.department ?? null,
    createdAt: new Date(user.createdAt),
    updatedAt: new Date(user.updatedAt),
  };
}

/**
 * The token of a signed session cookie value (`token.signature`, the signature being base64
 * HMAC-SHA256 of the token under the auth secret, as better-call signs it), or null when the
 * signature does not match.
 */
export function verifySignedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

const cache = new WeakMap<FastifyRequest, Promise<Actor | null>>();
const refreshedCookies = new WeakMap<FastifyRequest, string[]>();

/** Notified at the commit of every write to sessions, users or teams (migration 0015). */
export const ACTOR_CHANNEL = "officely_actor";

export interface SessionPluginOptions {
  auth: Auth;
  db: Database;
  /**
   * Remember session rows between requests, forgotten on every ACTOR_CHANNEL notification through
   * `listen`. `ordered`: notifications reach the listener before any later request (PGlite), so a
   * remembered row serves every request; `guarded`: they may come late (PostgreSQL), so it serves only
   * `rememberedActor` routes, as an actor marked `remembered`.
   */
  rememberSessions?: {
    listen: (channel: string, onPayload: () => void) => Promise<() => Promise<void>>;
    mode: "ordered" | "guarded";
  };
  /** Absolute session lifetime in seconds, counted from sign-in. */
  maxSeconds?: number;
}

export const sessionPlugin = fp(async (app: FastifyInstance, opts: SessionPluginOptions) => {
  const maxMs = (opts.maxSeconds ?? 30 * 24 * 60 * 60) * 1000;

  const context = opts.auth.$context;

  // Bounded, and a minute at most: a safety net, not the invalidation (the notification is).
  const remembered = opts.rememberSessions ? new LRUCache<string, SessionActorRow>({ max: 10_000, ttl: 60_000 }) : null;
  // Bumped by each notification: a read that began before one may have read what it invalidates.
  let generation = 0;
  if (remembered && opts.rememberSessions) {
    const unlisten = await opts.rememberSessions.listen(ACTOR_CHANNEL, () => {
      generation += 1;
      remembered.clear();
    });
    app.addHook("onClose", async () => unlisten());
  }

  const isOrdered = opts.rememberSessions?.mode === "ordered";
  const actorChecks: ActorCheck[] = [];

  /**
   * The session row of `token`: remembered (when `fromMemory`), or read (and remembered unless a
   * write came meanwhile); `fromMemory` tells which.
   */
  async function sessionRow(
    token: string,
    mayRemember: boolean,
  ): Promise<{ row: SessionActorRow | null; fromMemory: boolean }> {
    const seen = mayRemember ? remembered?.get(token) : undefined;
    if (seen) return { row: seen, fromMemory: true };
    const readAt = generation;
    const row = await findSessionActor(opts.db, token);
    if (row && remembered && readAt === generation) remembered.set(token, row);
    return { row, fromMemory: false };
  }

  /**
   * The actor when the session is live and needs no sliding, from one statement; undefined when
   * better-auth must decide (it is the same session, user and team better-auth and actorOf read).
   */
  async function resolveFast(request: FastifyRequest, fresh: boolean): Promise<Actor | undefined> {
    const { secret, authCookies, sessionConfig } = await context;
    const cookie = request.cookies[authCookies.sessionToken.name];
    const token = cookie ? verifySignedToken(cookie, secret) : null;
    if (!token) return undefined;
    if (fresh) remembered?.delete(token);
    const mayRemember = !fresh && (isOrdered || request.routeOptions.config.rememberedActor === true);
    const { row, fromMemory } = await sessionRow(token, mayRemember);
    if (!row) return undefined;
    const now = Date.now();
    const expiresAt = row.session.expiresAt.getTime();
    if (expiresAt <= now || now - row.session.createdAt.getTime() > maxMs) return undefined;
    // better-auth's own test: slide once `updateAge` has passed since the last slide.
    if (expiresAt - sessionConfig.expiresIn * 1000 + sessionConfig.updateAge * 1000 <= now) return undefined;
    const role = ROLES.find((candidate) => candidate === row.user.role);
    if (!role) return undefined;
    // Copies: a remembered row serves many requests, and no request may change what the next one sees.
    const team = row.team && { ...row.team };
    const actor: Actor = { ...actorFrom({ ...row.user, role }, team, request.ip), sessionId: row.session.id };
    if (fromMemory && !isOrdered) actor.remembered = { sessionId: row.session.id, ...row.stamp };
    return actor;
  }

  async function resolve(request: FastifyRequest, fresh = false): Promise<Actor | null> {
    if (!request.headers.cookie) return null;
    const fast = await resolveFast(request, fresh);
    if (fast) return fast;
    const { headers, response: session } = await opts.auth.api.getSession({
      headers: fromNodeHeaders(request.headers),
      returnHeaders: true,
    });
    // Slid or cleared (an expired session's cookie): the new cookie goes out on the reply.
    const cookies = headers.getSetCookie();
    if (cookies.length > 0) refreshedCookies.set(request, cookies);
    if (!session) return null;
    // The wall clock, not the app's: better-auth stamps and expires sessions on the wall clock, and a
    // test clock set months ahead must not end every session.
    if (Date.now() - new Date(session.session.createdAt).getTime() > maxMs) {
      refreshedCookies.delete(request);
      await (await context).internalAdapter.deleteSession(session.session.token);
      return null;
    }
    const user = userRowOf(session.user);
    // better-auth has just read the whole user row; reading it again would cost every request a query.
    const actor = user
      ? await actorOf(opts.db, user, request.ip)
      : await loadActor(opts.db, session.user.id, request.ip);
    return actor ? { ...actor, sessionId: session.session.id } : null;
  }

  app.addHook("onSend", async (request, reply) => {
    const cookies = refreshedCookies.get(request);
    if (cookies && !reply.hasHeader("set-cookie")) reply.header("set-cookie", cookies);
  });

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

  app.decorate("addActorCheck", (check: ActorCheck) => {
    actorChecks.push(check);
  });

  app.decorateRequest("confirmActor", async function (this: FastifyRequest) {
    // The request's actor from now on is the one read; a check's refusal is this call's answer only.
    const pending = resolve(this, true);
    cache.set(this, pending);
    const actor = await pending;
    for (const check of actorChecks) check(this, actor);
    return actor;
  });

  app.decorateRequest("withConfirmedActor", async function <
    T,
  >(this: FastifyRequest, work: (actor: Actor) => Promise<T>) {
    const actor = await this.requireActor();
    if (!actor.remembered) return work(actor);
    try {
      return await work(actor);
    } catch (error) {
      if (!(error instanceof AppError) && !(error instanceof ActorUnconfirmed)) throw error;
      if (isConfirmedRefusal(error)) throw error;
      const confirmed = await this.confirmActor();
      if (!confirmed) throw unauthenticated();
      return work(confirmed);
    }
  });
});
