/**
 * Serving the built web app from app.ts's Fastify instance (see registerWebApp).
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sendError } from "#server/lib/app-error.ts";
import { requestLanguage } from "#server/lib/request-language.ts";
import { landingPageFile } from "#shared/i18n.ts";
import { pageRenderer } from "./page-render.ts";
import { routePreloads } from "./route-preloads.ts";

/** index.html's text, read again whenever a rebuild changes it; null when there is none. */
function indexHtmlReader(webDir: string): () => string | null {
  const file = join(webDir, "index.html");
  let readAt = -1;
  let text: string | null = null;
  return () => {
    try {
      const mtime = statSync(file).mtimeMs;
      if (mtime !== readAt) {
        text = readFileSync(file, "utf8");
        readAt = mtime;
      }
      return text;
    } catch {
      return null;
    }
  };
}

/**
 * The built web app (dist/web): static files, the SPA page for client routes, and for `/` the
 * prerendered landing page (scripts/prerender.ts, no JavaScript) in their language to a visitor
 * without a session cookie; with one, the app, which sends a signed-in user on to their home page. A page the
 * build renders on the server (`ssrDir`, page-render.ts) comes with its markup and data to a signed-in
 * first load.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDir: string,
  sessionCookie: string,
  ssrDir: string,
): Promise<void> {
  const hasWeb = existsSync(join(webDir, "index.html"));
  const preloadsFor = routePreloads(webDir);
  const readIndexHtml = indexHtmlReader(webDir);
  const renderPage = pageRenderer(app, ssrDir);
  /** Replies of the app's page to someone signed in (setHeaders makes them private). */
  const privatePages = new WeakSet<object>();
  if (hasWeb && existsSync(join(webDir, "landing.html"))) {
    app.get("/", { schema: { hide: true } }, (request, reply) => {
      const signedIn = request.headers.cookie?.includes(`${sessionCookie}=`) ?? false;
      // A visitor reads the landing page in their language (the officely_lang cookie, else
      // Accept-Language): docs/architecture.md "Languages".
      return reply
        .header("cache-control", "no-cache")
        .header("vary", "Cookie, Accept-Language, Accept-Encoding")
        .sendFile(signedIn ? "index.html" : landingPageFile(requestLanguage(request)));
    });
  }
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      // One route per file of the build, listed once at start (a rebuild is served after a restart,
      // as `npm start` does): no directory is read per request, and a path that merely resolves to
      // a file (another spelling, `..`, `//`) matches no route and goes to the not-found handler.
      wildcard: false,
      // Our own `/` (above) decides between the landing page and the app; no directory index.
      index: false,
      // The build writes .br and .gz beside each text asset (vite.config.ts); the one the browser
      // accepts is sent with Content-Encoding and Vary: Accept-Encoding. They are not routes of their own.
      preCompressed: true,
      globIgnore: ["**/*.br", "**/*.gz"],
      schemaHide: true,
      setHeaders: (reply, path) => {
        // Vite fingerprints everything under assets/; everything else must be revalidated, and the
        // app's page sent to someone signed in is for their browser alone (see below).
        const cacheControl = path.includes("/assets/")
          ? "public, max-age=31536000, immutable"
          : privatePages.has(reply)
            ? "private, no-cache"
            : "no-cache";
        reply.header("cache-control", cacheControl);
      },
    });
  }

  /** The app's page for a client route (`path`), server-rendered for a signed-in first load when it can be. */
  async function sendAppPage(request: FastifyRequest, reply: FastifyReply, path: string): Promise<FastifyReply> {
    if (!hasWeb) {
      return sendError(reply, "NOT_FOUND", "The web app is not built. Run `npm run build`.");
    }
    // The page's own chunks start downloading with the HTML (route-preloads.ts).
    const link = preloadsFor(path);
    if (link) reply.header("link", link);
    const indexHtml =
      request.method === "GET" && request.headers.cookie?.includes(`${sessionCookie}=`) ? readIndexHtml() : null;
    if (indexHtml && (await renderPage(request, reply, indexHtml))) return reply;
    // With a session the answer may carry a renewed session cookie (the render's session check):
    // for this browser only, never a shared cache's copy.
    if (indexHtml) {
      privatePages.add(reply);
      reply.header("vary", "Cookie");
    }
    return reply.sendFile("index.html");
  }

  // The office's QR link: its own route, so the code in its path is a declared secret the access log
  // never shows (plugins/logging.ts).
  app.get(
    "/check-in/:officeCode",
    { schema: { hide: true }, config: { secretParams: ["officeCode"] } },
    (request, reply) => sendAppPage(request, reply, request.url.split("?")[0] ?? "/"),
  );

  // Every other path is a client route: the app's page. A route (not the not-found handler), so the
  // page is compressed like any answer (@fastify/compress works on routes). The build's files are
  // exact routes of their own (above) and win over this one; so does every API route, and an
  // unknown API path has its own answer below.
  app.get("/*", { schema: { hide: true } }, (request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    // A missing file (an old asset after a rebuild) is a 404, never the SPA page.
    if (/\.[a-z0-9]+$/i.test(path)) return sendError(reply, "NOT_FOUND", `No such file: ${path}`);
    return sendAppPage(request, reply, path);
  });
  app.get("/api/*", { schema: { hide: true } }, (request, reply) =>
    sendError(reply, "NOT_FOUND", `No such endpoint: ${request.method} ${request.url.split("?")[0]}`),
  );

  app.setNotFoundHandler(async (request, reply) =>
    sendError(reply, "NOT_FOUND", `No such endpoint: ${request.method} ${request.url.split("?")[0]}`),
  );
}
