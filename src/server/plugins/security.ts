/**
 * Request-level defences for /api: `Cache-Control: no-store` on every answer (sessions and personal
 * data must not sit in shared or browser caches; drain.ts and the framework error handler set it on
 * the answers they give before this hook runs), and a CSRF check in depth beside SameSite=Lax cookies
 * and the JSON-only body parser.
 *
 * A state-changing call is refused with 403 ORIGIN_REJECTED, before its body is read, when a browser
 * marks it `Sec-Fetch-Site: cross-site`/`same-site`, or when its `Origin` is neither APP_URL's origin
 * nor the request's own origin (the Origin's host equals the request's `Host` header). The second
 * form keeps an install opened by IP or host name working when APP_URL is unset (it defaults to
 * http://localhost:PORT): a cross-site page cannot make a victim's browser send a Host that matches
 * its own Origin for our site, and a DNS-rebinding page (whose Host and Origin are the attacker's
 * name) carries none of our cookies. Calls without either header (curl, server-to-server) carry no
 * ambient browser credentials of a victim and pass.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { sendError } from "#server/lib/app-error.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Whether a request URL is under /api (every answer there is `no-store`). */
export function isApiUrl(url: string): boolean {
  return url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
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

export const securityPlugin = fp(async (app: FastifyInstance, opts: { appUrl: string }) => {
  const appOrigin = new URL(opts.appUrl).origin;
  app.addHook("onRequest", async (request, reply) => {
    if (!isApiUrl(request.url)) return;
    reply.header("cache-control", "no-store");
    if (SAFE_METHODS.has(request.method)) return;
    if (isForeignRequest(request.headers, appOrigin)) {
      request.log.warn({ origin: request.headers.origin ?? null }, "cross-origin state change refused");
      return sendError(
        reply,
        "ORIGIN_REJECTED",
        `This request came from another site (${request.headers.origin ?? "cross-site"}); changes are only accepted from ${appOrigin}.`,
      );
    }
  });
});
