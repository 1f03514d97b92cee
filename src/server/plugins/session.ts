/**
 * Resolves the signed-in actor of a request from the better-auth session cookie, or from a personal
 * API token (`Authorization: Bearer`) on a route that declares the scope it needs (docs/product.md
 * "API tokens"): the token's owner, with their current role, each token rate-limited on its own.
 * `request.requireActor()` answers 401 for a missing, idle-expired or too old session (older than the
 * absolute lifetime, which better-auth does not enforce: it is ended here); the result is memoised per
 * request. When better-auth slides the session it re-issues the cookie, forwarded on the reply.
 *
 * The common case is one indexed read: a validly signed cookie whose session is live and not yet due
 * for sliding is read with its user and team in one prepared statement. Everything else (no such
 * session, expired, too old, due for sliding, an odd role) goes to better-auth's getSession, which
 * clears cookies, deletes sessions and slides them. Nothing is remembered between requests: a
 * signed-out, revoked or demoted session is refused from the next request on (docs/decisions/0021).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "#db/client.ts";
import { type Actor, actorFrom, actorOf, loadActor, type UserRow } from "#server/lib/actor.ts";
import { AppError, forbidden, unauthenticated } from "#server/lib/app-error.ts";
import type { Auth } from "#server/lib/better-auth.ts";
import { requestLanguage } from "#server/lib/request-language.ts";
import { findSessionActor } from "#server/modules/auth/sessions.repository.ts";
import type { TokenActorRow } from "#server/modules/credentials/credentials.repository.ts";
import { can, ROLES } from "#shared/roles.ts";
import { meetsTwoFactor, twoFactorRequirement } from "#shared/two-factor.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in actor, or null. */
    findActor(): Promise<Actor | null>;
    /** The signed-in actor; throws 401 UNAUTHENTICATED when there is none. */
    requireActor(): Promise<Actor>;
  }
}

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
    twoFactorEnabled: user.twoFactorEnabled === true,
    roleFromGroups: user.roleFromGroups === true,
    passkeyCount: Number(user.passkeyCount ?? 0),
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

export interface SessionPluginOptions {
  auth: Auth;
  db: Database;
  /** Absolute session lifetime in seconds, counted from sign-in. */
  maxSeconds?: number;
  /** Personal API tokens: the live one a token is (credentials module), and its rate limit. */
  tokens: {
    authenticate(token: string): Promise<TokenActorRow | null>;
    rateLimit: { max: number; windowMs: number };
  };
}

/**
 * The token of an `Authorization: Bearer` header ("" for a malformed one); null without a Bearer
 * header, so another scheme (a proxy's Basic authentication) leaves the session as it is.
 */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header === undefined || !/^Bearer(\s|$)/i.test(header)) return null;
  return /^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? "";
}

export const sessionPlugin = fp(async (app: FastifyInstance, opts: SessionPluginOptions) => {
  const maxMs = (opts.maxSeconds ?? 30 * 24 * 60 * 60) * 1000;

  const context = opts.auth.$context;

  /**
   * The actor when the session is live and needs no sliding, from one statement; undefined when
   * better-auth must decide (it is the same session, user and team better-auth and actorOf read).
   */
  async function resolveFast(request: FastifyRequest): Promise<Actor | undefined> {
    const { secret, authCookies, sessionConfig } = await context;
    const cookie = request.cookies[authCookies.sessionToken.name];
    const token = cookie ? verifySignedToken(cookie, secret) : null;
    if (!token) return undefined;
    const row = await findSessionActor(opts.db, token);
    if (!row) return undefined;
    const now = Date.now();
    const expiresAt = row.session.expiresAt.getTime();
    if (expiresAt <= now || now - row.session.createdAt.getTime() > maxMs) return undefined;
    // better-auth's own test: slide once `updateAge` has passed since the last slide.
    if (expiresAt - sessionConfig.expiresIn * 1000 + sessionConfig.updateAge * 1000 <= now) return undefined;
    const role = ROLES.find((candidate) => candidate === row.user.role);
    if (!role) return undefined;
    return {
      ...actorFrom({ ...row.user, role }, row.team, request.ip),
      language: requestLanguage(request),
      sessionId: row.session.id,
      signInMethod: row.session.signInMethod,
    };
  }

  /** The owner of a live personal token, while they are still in the token's team; null otherwise. */
  async function resolveToken(request: FastifyRequest, token: string): Promise<Actor | null> {
    const row = await opts.tokens.authenticate(token);
    const role = ROLES.find((candidate) => candidate === row?.user.role);
    if (!row || !role) return null;
    return {
      ...actorFrom({ ...row.user, role }, row.team, request.ip),
      language: requestLanguage(request),
      // The token meets a two-factor requirement as the session that made it did.
      signInMethod: row.credential.signInMethod ?? undefined,
      credential: { id: row.credential.id, scopes: row.credential.scopes },
    };
  }

  async function resolve(request: FastifyRequest): Promise<Actor | null> {
    const token = bearerToken(request);
    // A call that sends a token is judged by the token alone, whatever cookies it carries.
    if (token !== null) return token ? resolveToken(request, token) : null;
    if (!request.headers.cookie) return null;
    const fast = await resolveFast(request);
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
    return actor
      ? {
          ...actor,
          language: requestLanguage(request),
          sessionId: session.session.id,
          signInMethod: session.session.signInMethod,
        }
      : null;
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
    // Someone who must use two-factor authentication (a super admin, or by their team's policy) sets
    // it up before anything else (docs/decisions/0029); the routes that let them say so.
    const requirement = meetsTwoFactor(actor.user, actor.signInMethod)
      ? null
      : twoFactorRequirement(actor.role, actor.team?.twoFactorPolicy ?? null);
    if (this.routeOptions.config.beforeTwoFactor !== "open" && requirement !== null) {
      throw requirement === "platform"
        ? new AppError(
            "TWO_FACTOR_REQUIRED",
            "Super admins must use two-factor authentication. Set it up in Settings > Security to continue.",
            { id: "errors.twoFactor.requiredSuperAdmin" },
          )
        : new AppError(
            "TWO_FACTOR_REQUIRED",
            "Your team requires two-factor authentication. Set it up in Settings > Security to continue.",
            { id: "errors.twoFactor.required" },
          );
    }
    return actor;
  });

  // Each token counts its own calls, in the store every rate limit shares (lib/shared-rate-limit.ts).
  const tokenLimit = app.createRateLimit({
    max: opts.tokens.rateLimit.max,
    timeWindow: opts.tokens.rateLimit.windowMs,
    keyGenerator: async (request) => `token:${(await request.findActor())?.credential?.id}`,
  });

  // A personal API token reaches only the routes that declare a scope it carries (lib/route-policy.ts),
  // decided before the body is read; the team's own credentials (SCIM) are their routes' business.
  app.addHook("onRequest", async (request, reply) => {
    const config = request.routeOptions.config;
    if (config.credential || request.is404 || bearerToken(request) === null) return;
    if (!config.scope) {
      throw new AppError("TOKEN_NOT_ACCEPTED", "API tokens can't make this call. Sign in to Officely to do it.", {
        id: "errors.token.notAccepted",
      });
    }
    const actor = await request.findActor();
    if (!actor?.credential) {
      reply.header("www-authenticate", 'Bearer error="invalid_token"');
      throw new AppError(
        "UNAUTHENTICATED",
        "This API token is unknown, expired or revoked. Make a new one in Settings > Security.",
        { id: "errors.token.invalid" },
      );
    }
    if (!actor.credential.scopes.includes(config.scope)) {
      reply.header("www-authenticate", `Bearer error="insufficient_scope", scope="${config.scope}"`);
      throw new AppError(
        "TOKEN_SCOPE_MISSING",
        `This token lacks the ${config.scope} scope. Make a token with it in Settings > Security.`,
        { id: "errors.token.scopeMissing", values: { scope: config.scope } },
      );
    }
    // The RateLimit header fields of draft-ietf-httpapi-ratelimit-headers, as the library names them.
    const limit = await tokenLimit(request);
    if (limit.isAllowed) return; // only a key on an allow list, which this limit has none of
    reply.header("ratelimit-limit", limit.max);
    reply.header("ratelimit-remaining", limit.remaining);
    reply.header("ratelimit-reset", limit.ttlInSeconds);
    if (limit.isExceeded) {
      reply.header("retry-after", limit.ttlInSeconds);
      throw new AppError(
        "RATE_LIMITED",
        `This token made too many calls. Try again in ${limit.ttlInSeconds} seconds.`,
        {
          id: "errors.token.rateLimited",
          values: { seconds: limit.ttlInSeconds },
        },
      );
    }
  });

  // A route's declared access (lib/route-policy.ts), before its body is read or validated: someone
  // who may not call it is told so, not that their body was malformed.
  app.addHook("onRequest", async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    const actor = await request.requireActor();
    if (!can(actor.role, access.capability)) throw forbidden(access.message);
  });
});
