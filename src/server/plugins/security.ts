/**
 * Request-level defences for /api: `Cache-Control: no-store` on every answer (sessions and personal
 * data must not sit in shared or browser caches), and a CSRF check in depth beside SameSite=Lax
 * cookies and the JSON-only body parser: a state-changing call whose `Origin` is not APP_URL's origin,
 * or that a browser marks `Sec-Fetch-Site: cross-site`/`same-site`, answers 403 ORIGIN_REJECTED
 * before its body is read. Calls without either header (curl, server-to-server) carry no ambient
 * browser credentials of a victim and pass.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { sendError } from "#server/lib/app-error.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function isApi(url: string): boolean {
  return url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
}

/** Whether the browser headers of a state-changing request show it comes from another site. */
export function isForeignRequest(headers: Record<string, unknown>, appOrigin: string): boolean {
  const origin = headers.origin;
  if (typeof origin === "string") return origin !== appOrigin;
  const site = headers["sec-fetch-site"];
  if (typeof site === "string") return site !== "same-origin" && site !== "none";
  return false;
}

export const securityPlugin = fp(async (app: FastifyInstance, opts: { appUrl: string }) => {
  const appOrigin = new URL(opts.appUrl).origin;
  app.addHook("onRequest", async (request, reply) => {
    if (!isApi(request.url)) return;
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
