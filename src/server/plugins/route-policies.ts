/**
 * The request-level defences, each decided on the matched route's declared policy
 * (src/server/lib/route-policy.ts), never on the request's URL: the router decodes `%61pi` to `api`,
 * so a decision on the raw URL string can be walked around (docs/architecture.md "Route policies").
 *
 * - Every answer is `Cache-Control: no-store` unless its route sets its own (the web app's files and
 *   pages do): sessions and personal data must not sit in shared or browser caches.
 * - A state-changing request is refused with 403 ORIGIN_REJECTED, before its body is read, when a
 *   browser marks it `Sec-Fetch-Site: cross-site`/`same-site`, or when its `Origin` is neither
 *   APP_URL's origin nor the request's own origin (the Origin's host equals the request's `Host`),
 *   unless the route declares `crossSite: true`. The second form keeps an install opened by IP or
 *   host name working when APP_URL is unset: a cross-site page cannot make a victim's browser send a
 *   Host that matches its own Origin for our site, and a DNS-rebinding page (whose Host and Origin are
 *   the attacker's name) carries none of our cookies. Calls without either header (curl,
 *   server-to-server) carry no ambient browser credentials of a victim and pass. This is CSRF
 *   defence in depth beside SameSite=Lax cookies.
 * - A request body must have one of the route's `accepts` media types (default application/json),
 *   else 415 before it is read: a `text/plain` body is what a cross-site HTML form or a "simple"
 *   fetch can send without a preflight.
 * - A JSON body with an unpaired surrogate in any of its texts is refused with 400 before the
 *   route's schema (src/shared/text.ts `hasUnpairedSurrogate`): stored, it would make the change's
 *   audit and event JSON that PostgreSQL refuses.
 *
 * Every route is listed as it is registered (`app.routeTable`), so a test can walk them all,
 * hidden ones and the WebSocket upgrade included.
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { AppError, sendError } from "#server/lib/app-error.ts";
import { DEFAULT_ACCEPTS } from "#server/lib/route-policy.ts";
import { hasUnpairedSurrogate } from "#shared/text.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** One registered route: its method, its URL pattern and its declared config. */
export interface RegisteredRoute {
  method: string;
  url: string;
  config: RouteOptions["config"];
  /** The route's own body limit in bytes (Fastify's `bodyLimit` route option), if it sets one. */
  bodyLimit: number | undefined;
  websocket: boolean;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every route registered after the route policies, one entry per method. */
    routeTable: RegisteredRoute[];
  }
}

/** Whether `origin` names the host the request was sent to (its `Host` header), default ports aside. */
function isOwnOrigin(origin: string, host: unknown): boolean {
  if (typeof host !== "string" || host === "") return false;
  try {
    const parsed = new URL(origin);
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return false;
    // Parsed with the Origin's scheme, so `example.com:443` and `example.com` compare equal over https.
    return parsed.host === new URL(`${parsed.protocol}//${host}`).host;
  } catch {
    return false;
  }
}

/** Whether the browser headers of a state-changing request show it comes from another site. */
export function isForeignRequest(headers: Record<string, unknown>, appOrigin: string): boolean {
  const site = headers["sec-fetch-site"];
  if (typeof site === "string" && site !== "same-origin" && site !== "none") return true;
  const origin = headers.origin;
  if (typeof origin === "string") return origin !== appOrigin && !isOwnOrigin(origin, headers.host);
  return false;
}

/** Whether the request carries a body (RFC 9110 section 6.4: a length above zero, or chunked). */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers["content-length"];
  if (request.headers["transfer-encoding"] !== undefined) return true;
  return length !== undefined && length !== "0";
}

/** The media type of a Content-Type header, lower-cased, without parameters ("" when absent). */
export function mediaTypeOf(header: string | undefined): string {
  return (header ?? "").split(";", 1)[0].trim().toLowerCase();
}

export const routePoliciesPlugin = fp(async (app: FastifyInstance, opts: { appUrl: string }) => {
  const appOrigin = new URL(opts.appUrl).origin;
  const routeTable: RegisteredRoute[] = [];
  app.decorate("routeTable", routeTable);
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      routeTable.push({
        method,
        url: route.url,
        config: route.config,
        bodyLimit: route.bodyLimit,
        websocket: route.websocket === true,
      });
    }
  });

  // Without a parser for it, a text/plain body can never reach a handler, whatever a route declares.
  app.removeContentTypeParser("text/plain");

  app.addHook("onRequest", async (request, reply) => {
    reply.header("cache-control", "no-store");
    if (SAFE_METHODS.has(request.method)) return;
    const config = request.routeOptions.config;
    if (config.crossSite !== true && isForeignRequest(request.headers, appOrigin)) {
      request.log.warn({ origin: request.headers.origin ?? null }, "cross-origin state change refused");
      return sendError(
        reply,
        "ORIGIN_REJECTED",
        `This request came from another site (${request.headers.origin ?? "cross-site"}); changes are only accepted from ${appOrigin}.`,
      );
    }
    const accepts = config.accepts ?? DEFAULT_ACCEPTS;
    if (hasBody(request) && !accepts.includes(mediaTypeOf(request.headers["content-type"]))) {
      return sendError(
        reply,
        "UNSUPPORTED_MEDIA_TYPE",
        `Send the request body as ${accepts.join(" or ")} (it was ${request.headers["content-type"] ?? "not labelled"}).`,
      );
    }
  });

  app.addHook("preValidation", async (request) => {
    if (hasUnpairedSurrogate(request.body)) {
      throw new AppError(
        "VALIDATION_FAILED",
        "The text contains a broken character (half of one, such as an emoji cut in two). Remove it and try again.",
        { id: "errors.request.unpairedSurrogate" },
      );
    }
  });
});
