/**
 * Helmet's security headers on every answer (Content-Security-Policy, HSTS, X-Content-Type-Options,
 * X-Frame-Options, the Cross-Origin policies, Referrer-Policy, ...), with our CSP directives.
 *
 * Helmet's middleware is built once, here, and run on each request's raw response. @fastify/helmet,
 * which this replaces, built it anew on every request (parsing the CSP directives each time), work
 * that showed in every request's CPU profile for headers that never change (docs/decisions/0022).
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";

/** Helmet's options for an app served at `appUrl` (the CSP's own origin and its WebSocket twin). */
function securityHeaderOptions(appUrl: string): HelmetOptions {
  const url = new URL(appUrl);
  const socketOrigin = `${url.protocol === "https:" ? "wss:" : "ws:"}//${url.host}`;
  return {
    contentSecurityPolicy: {
      directives: {
        "script-src": ["'self'"],
        // Our own origin only, and its WebSocket twin (a CSP 'self' does not cover ws:/wss: everywhere).
        "connect-src": ["'self'", socketOrigin],
        "img-src": ["'self'", "data:"],
        // The offline app (docs/product.md "Preferences and layouts"): /service-worker.js and
        // /manifest.webmanifest, our own origin only.
        "worker-src": ["'self'"],
        "manifest-src": ["'self'"],
        "upgrade-insecure-requests": url.protocol === "https:" ? [] : null,
      },
    },
  };
}

/** Sets the security headers on every answer, from the first hook on (errors and 404s included). */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: { appUrl: string }) => {
  const setHeaders = helmet(securityHeaderOptions(opts.appUrl));
  app.addHook("onRequest", (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
});
