/**
 * A route's policies are properties of the route, declared in its `config` and read from the matched
 * route (`request.routeOptions.config`) by the request hooks of plugins/route-policies.ts; nothing
 * decides on the request's URL string, which the router may spell differently (percent-encoding).
 * Each policy's default is the safe value, so a new route is guarded unless it says otherwise
 * (docs/architecture.md "Route policies"). A route's own body limit is Fastify's `bodyLimit` route
 * option (default BODY_LIMIT_BYTES), answered 413 PAYLOAD_TOO_LARGE.
 */
import type { ApiScope } from "#shared/api-scopes.ts";
import type { Capability } from "#shared/roles.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * What a member of a suspended team may do on this route when it changes something: "closed"
     * (the default) answers 403 TEAM_SUSPENDED before the body is read; "open" lets them (signing
     * in and out, their own reading state and preferences).
     */
    whenSuspended?: "closed" | "open";
    /**
     * Whether a browser request from another site may change state here (default false: 403
     * ORIGIN_REJECTED). Only for routes whose callers are other sites by design (a SAML assertion
     * consumer).
     */
    crossSite?: boolean;
    /**
     * The media types a request body may have (default `["application/json"]`); any other answers
     * 415 before the body is read. A type also needs a content-type parser registered for it.
     */
    accepts?: readonly string[];
    /** Path parameters that are secrets (a feed token, a check-in code): logged as `[redacted]`. */
    secretParams?: readonly string[];
    /**
     * What someone who must use two-factor authentication but has not set it up yet (their team's
     * policy, src/shared/two-factor.ts) may call with their session: "closed" (the default) answers
     * 403 TWO_FACTOR_REQUIRED once the route asks for its actor; "open" lets them (who they are,
     * setting it up, signing out).
     */
    beforeTwoFactor?: "closed" | "open";
    /** The route ends the request's session: on success, the session's sockets are closed. */
    endsSession?: boolean;
    /**
     * Who may call the route at all: the signed-in actor's role must hold `capability`, else 401
     * or 403 with `message`, decided before the body is read (plugins/session.ts). The service
     * still starts with its own access check; this makes the refusal come first.
     */
    access?: { capability: Capability; message: string };
    /**
     * The route is called with a team credential of this kind (`Authorization: Bearer`), never a
     * session: a call without a live one is refused 401 before its body is read (the SCIM routes,
     * modules/scim/scim.routes.ts).
     */
    credential?: "scim";
    /**
     * The scope a personal API token needs to call the route (`Authorization: Bearer ofc_pat_…`,
     * docs/product.md "API tokens"). A route without one refuses tokens with 403 TOKEN_NOT_ACCEPTED:
     * only a session may sign in, change a password or make more tokens.
     */
    scope?: ApiScope;
  }
}

/** The config of a route a suspended team's members may still call (their session, their own state). */
export const OPEN_WHEN_SUSPENDED = { whenSuspended: "open" } as const;

/** The config of a route someone who must still set up two-factor authentication may call. */
export const OPEN_BEFORE_TWO_FACTOR = { beforeTwoFactor: "open" } as const;

/** The body type every route accepts unless it declares `accepts`. */
export const DEFAULT_ACCEPTS: readonly string[] = ["application/json"];
