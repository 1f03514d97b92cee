/**
 * GET /ws, the real-time channel (spec section 7; docs/product.md "Events and real time").
 *
 * - The upgrade is authenticated by the session cookie (plugins/session.ts) and refused (403) when a
 *   browser's Origin is not APP_URL's (the same test as state-changing calls: plugins/route-policies.ts).
 * - A member's socket follows their own team only; no message can change that. A super admin without
 *   a team follows platform events.
 * - This instance's event feed (woken by NOTIFY, so changes made through any instance arrive) hands
 *   each committed event to the hub, which fans it out to the team's sockets here.
 * - Sessions: a sign-out NOTIFYs its session id on SESSIONS_CHANNEL so every instance closes that
 *   session's sockets (close 4001) at once; a sweep every `sessionCheckMs` closes sockets whose
 *   session was revoked or expired, or whose user changed team; a password change or "Sign out other
 *   sessions" runs that check at once.
 * - Events older than EVENTS_KEEP_DAYS are deleted every hour (`pruneEveryMs`): the table is the
 *   catch-up window, not the history (that is the audit log).
 */
import websocket from "@fastify/websocket";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { DatabaseHandle } from "#db/client.ts";
import { sendError, unauthenticated } from "#server/lib/app-error.ts";
import type { Auth } from "#server/lib/better-auth.ts";
import { createEventFeed, EVENTS_KEEP_DAYS, FEED_START, feedTail, pruneEvents } from "#server/lib/event-feed.ts";
import { errorResponses } from "#server/lib/http.ts";
import { isForeignRequest } from "#server/plugins/route-policies.ts";
import { REALTIME_CLOSE, REALTIME_MAX_FRAME_BYTES } from "#shared/realtime-protocol.ts";
import { realtimeQuerySchema } from "#shared/schemas/realtime.ts";
import { liveSessions } from "./realtime.repository.ts";
import { serveSocket } from "./realtime-connection.ts";
import { createRealtimeHub, PLATFORM, type RealtimeHub } from "./realtime-hub.ts";

/**
 * Events after which some of a user's sessions are gone (the sockets of those close at once).
 * Confirming two-factor authentication renews the session (docs/decisions/0029).
 */
const SESSIONS_ENDED = new Set([
  "auth.password_changed",
  "auth.other_sessions_revoked",
  "auth.two_factor_enabled",
  // Requiring single sign-on ends the team's password and passkey sessions (docs/product.md).
  "sso.required",
]);

/** NOTIFY channel carrying the id of a session that just signed out. */
export const SESSIONS_CHANNEL = "officely_sessions_ended";

export interface RealtimeOptions {
  database: DatabaseHandle;
  auth: Auth;
  appUrl: string;
  /** Absolute session lifetime in seconds (a socket outliving it is closed by the sweep). */
  sessionMaxSeconds: number;
  /** How often open sockets' sessions are re-checked, in ms (default 30 000). */
  sessionCheckMs?: number;
  /** The event feed's safety-net poll, in ms (default 1 000); NOTIFY wakes it sooner. */
  pollMs?: number;
  /** How often events older than EVENTS_KEEP_DAYS are deleted, in ms (default an hour). */
  pruneEveryMs?: number;
}

declare module "fastify" {
  interface FastifyInstance {
    /** This instance's real-time hub (tests and the bench read its size). */
    realtimeHub: RealtimeHub;
  }
}

/** The session id behind a request's cookie, or null. */
async function sessionIdOf(auth: Auth, request: FastifyRequest): Promise<string | null> {
  if (!request.headers.cookie) return null;
  const found = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) }).catch(() => null);
  return found?.session.id ?? null;
}

const socketRoute: FastifyPluginAsyncZod<RealtimeOptions & { hub: RealtimeHub }> = async (app, opts) => {
  const appOrigin = new URL(opts.appUrl).origin;
  const sessionIds = new WeakMap<FastifyRequest, string>();
  app.get(
    "/ws",
    {
      websocket: true,
      schema: {
        tags: ["realtime"],
        summary: "Real-time channel (WebSocket upgrade)",
        description:
          "Upgrades to a WebSocket carrying the team's change events (booking:created|updated|deleted, " +
          "BOOKING_CREATED, BOOKING_CANCELLED, office:updated, user:updated, event). `since` resumes after an event seq.",
        querystring: realtimeQuerySchema,
        response: errorResponses,
      },
      preValidation: async (request, reply) => {
        if (isForeignRequest(request.headers, appOrigin)) {
          request.log.warn({ origin: request.headers.origin ?? null }, "cross-origin socket refused");
          return sendError(reply, "ORIGIN_REJECTED", `Real-time connections are only accepted from ${appOrigin}.`);
        }
        const actor = await request.requireActor();
        const sessionId = await sessionIdOf(opts.auth, request);
        if (!sessionId) throw unauthenticated();
        if (!actor.teamId && actor.role !== "super_admin") {
          return sendError(reply, "NO_TEAM", "You are not a member of a team, so there is nothing to follow.");
        }
        sessionIds.set(request, sessionId);
      },
    },
    async (socket, request) => {
      const actor = await request.requireActor();
      serveSocket(socket, {
        db: opts.database.db,
        hub: opts.hub,
        userId: actor.id,
        sessionId: sessionIds.get(request) ?? "",
        teamId: actor.teamId,
        since: (request.query as { since?: number }).since,
        log: request.log,
      });
    },
  );
};

/** Registers /ws, the hub, this instance's event feed and the session watch. */
export const realtimePlugin = fp(async (app: FastifyInstance, opts: RealtimeOptions) => {
  const { database } = opts;
  await app.register(websocket, { options: { maxPayload: REALTIME_MAX_FRAME_BYTES } });
  const hub = createRealtimeHub(app.log);
  app.decorate("realtimeHub", hub);

  const closeSession = (sessionId: string) => {
    for (const client of hub.clients()) {
      if (client.sessionId === sessionId) client.close(REALTIME_CLOSE.signedOut, "Signed out");
    }
  };
  const unlistenSessions = await database.listen(SESSIONS_CHANNEL, closeSession);

  // A sign-out anywhere closes that session's sockets on every instance.
  const endingSessions = new WeakMap<FastifyRequest, string>();
  app.addHook("onRequest", async (request) => {
    if (request.routeOptions.config.endsSession !== true) return;
    const sessionId = await sessionIdOf(opts.auth, request);
    if (sessionId) endingSessions.set(request, sessionId);
  });
  app.addHook("onResponse", async (request, reply) => {
    const sessionId = endingSessions.get(request);
    if (!sessionId || reply.statusCode >= 400) return;
    await database.notify(SESSIONS_CHANNEL, sessionId).catch((error: unknown) => {
      app.log.warn({ err: String(error) }, "sign-out could not be announced to sockets");
    });
  });

  const sweep = setInterval(() => void sweepSessions(hub, opts, app).catch(() => {}), opts.sessionCheckMs ?? 30_000);
  sweep.unref();
  const prune = setInterval(() => {
    pruneEvents(database.db, new Date(Date.now() - EVENTS_KEEP_DAYS * 86_400_000))
      .then((n) => n > 0 && app.log.info({ events: n }, "old events pruned"))
      .catch((error: unknown) => app.log.warn({ err: String(error) }, "event pruning failed"));
  }, opts.pruneEveryMs ?? 3_600_000);
  prune.unref();

  // A database without our tables (health says how to fix it) must not stop the app from starting.
  const tail = await feedTail(database.db).catch((error: unknown) => {
    app.log.warn({ err: String(error) }, "event feed tail unreadable; sockets start from the beginning");
    return FEED_START;
  });
  hub.setCursor(tail);
  // A password change or "Sign out other sessions" ends some of a user's sessions: check at once.
  const sessionWatch = {
    name: "session-watch",
    handle(event: { type: string }) {
      if (SESSIONS_ENDED.has(event.type)) void sweepSessions(hub, opts, app).catch(() => {});
    },
  };
  const feed = createEventFeed({
    database,
    subscribers: [hub, sessionWatch],
    pollMs: opts.pollMs ?? 1_000,
    log: app.log,
  });
  await feed.start(tail);

  await app.register(socketRoute, { ...opts, hub });
  app.addHook("onClose", async () => {
    clearInterval(sweep);
    clearInterval(prune);
    await unlistenSessions();
    await feed.stop();
  });
});

/** Closes sockets whose session ended, or whose user is no longer in the socket's team. */
async function sweepSessions(hub: RealtimeHub, opts: RealtimeOptions, app: FastifyInstance): Promise<void> {
  const clients = hub.clients();
  if (clients.length === 0) return;
  const live = await liveSessions(
    opts.database.db,
    [...new Set(clients.map((c) => c.sessionId))],
    opts.sessionMaxSeconds,
  );
  for (const client of clients) {
    const session = live.get(client.sessionId);
    if (!session) client.close(REALTIME_CLOSE.signedOut, "Session ended");
    else if ((session.teamId ?? PLATFORM) !== client.key) client.close(1008, "Team membership changed");
  }
  app.log.debug({ sockets: clients.length }, "real-time sessions checked");
}
