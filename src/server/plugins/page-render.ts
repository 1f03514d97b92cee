/**
 * The server render of a signed-in page's first load (docs/decisions/0018). For the pages
 * the build renders on the server (its `serverRenderedPaths`: the dashboard), a first load with a
 * live session gets index.html with the page's markup in #root and the reads it was made from,
 * instead of a loading screen. The render is the web app's own (`dist/ssr/entry-server.js`, built by
 * `vite build --ssr`), loaded from the build like the static files, so the server never imports the
 * web app's sources.
 *
 * The render reads through `app.inject` with the request's own cookie: the same routes, access
 * checks and tenant scope as the browser's reads, and nothing else. It only reads (GET); anything
 * else is refused. Whatever goes wrong (no build, a render that throws or takes longer than
 * RENDER_DEADLINE_MS, nobody signed in) sends the plain app, which does as it always did.
 */
import { stat } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { requestLanguage } from "#server/lib/request-language.ts";
import { type Language, SOURCE_LANGUAGE } from "#shared/i18n.ts";
import { RENDER_HINT_COOKIES, type RenderHints, type ViewportGuess } from "#shared/render-hints.ts";
import { canonicalTimeZone } from "#shared/time.ts";

/** Longest a render may take before the plain app is sent instead. */
export const RENDER_DEADLINE_MS = 2_000;

/** A read of the render: answered as the requesting person. */
type Transport = (url: string, init: RequestInit) => Promise<Response>;

/** What `dist/ssr/entry-server.js` exports (src/web/entry-server.tsx, src/web/lib/server-render-state.ts). */
export interface RenderModule {
  SERVER_RENDERED_PATHS: readonly string[];
  renderPage(input: {
    url: string;
    transport: Transport;
    hints: RenderHints;
    /** Aborted when the server gives the render up. */
    signal: AbortSignal;
  }): Promise<{ html: string; title: string; state: unknown } | null>;
}

/** Headers of an API answer the render may see (its body's type and the app's own X- headers). */
function answerHeaders(headers: Record<string, unknown>): Headers {
  const kept = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (typeof value !== "string") continue;
    if (name === "content-type" || name.startsWith("x-")) kept.set(name, value);
  }
  return kept;
}

/**
 * JSON for inside a `<script type="application/json">`: `<` escaped, so no value can close the
 * element (`</script>`) or open a comment, and the line separators JavaScript once refused.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** Escapes text for HTML (the title). */
function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * index.html with `markup` as #root's content, the title, the page's language on <html>, and the
 * state after the root. The built index.html's body is #root alone (Vite puts the scripts in the
 * head). The app's code starts once the page has painted (public/app-start.js): the entry script
 * leaves the head for the name app-start.js reads, and the preload links go (inserted before the
 * paint, they would load the code first; inserted by script after it, they cost the phone's main
 * thread more than they save).
 */
export function assemblePage(
  indexHtml: string,
  render: { html: string; title: string; state: unknown },
  language: Language = SOURCE_LANGUAGE,
): string {
  const open = '<div id="root">';
  const start = indexHtml.indexOf(open);
  const bodyEnd = indexHtml.lastIndexOf("</body>");
  const end = bodyEnd < 0 ? -1 : indexHtml.lastIndexOf("</div>", bodyEnd);
  if (start < 0 || end < start) throw new Error("index.html has no #root to render into");
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/.exec(indexHtml);
  if (!entry?.[1]) throw new Error("index.html has no entry script");
  const state = `<script type="application/json" id="server-render-state">${scriptJson(render.state)}</script>`;
  const appStart = `<script type="application/json" id="app-start">${scriptJson({ entry: entry[1] })}</script><script src="/app-start.js" defer></script>`;
  const head = indexHtml
    .slice(0, start + open.length)
    .replace(entry[0], "")
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, "")
    // The page's own language, and none of the loading screen's choice (scripts/prerender.ts).
    .replace(/<html\b[^>]*>/, `<html lang="${language}">`)
    // A function, so nothing in the title is read as a replacement pattern ($&, $').
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(render.title)}</title>`);
  return `${head}${render.html}</div>\n    ${state}${appStart}${indexHtml.slice(end + "</div>".length)}`;
}

/** A phone, by the browser's own hint (Sec-CH-UA-Mobile, else "Mobi" in its user agent, as MDN advises). */
export function viewportOf(request: FastifyRequest): ViewportGuess {
  const hint = request.headers["sec-ch-ua-mobile"];
  if (typeof hint === "string") return hint.trim() === "?1" ? "phone" : "desktop";
  return /Mobi/.test(request.headers["user-agent"] ?? "") ? "phone" : "desktop";
}

/**
 * What the browser told of itself (src/shared/render-hints.ts); a zone it names must be a real one,
 * and the language is one Officely speaks (src/server/lib/request-language.ts).
 */
export function hintsOf(request: FastifyRequest): RenderHints {
  const zone = request.cookies[RENDER_HINT_COOKIES.timeZone];
  return {
    language: requestLanguage(request),
    viewport: viewportOf(request),
    sidebarCollapsed: request.cookies[RENDER_HINT_COOKIES.sidebarCollapsed] === "1",
    timeZone: zone ? canonicalTimeZone(zone) : null,
  };
}

/**
 * Returns `send(request, reply, indexHtml)`: sends the server-rendered page and answers true, or
 * answers false (and sends nothing) when the page is not one to render or the render did not come
 * through. `ssrDir` is dist/ssr; a rebuild there is loaded on the next request.
 */
export function pageRenderer(
  app: FastifyInstance,
  ssrDir: string,
): (request: FastifyRequest, reply: FastifyReply, indexHtml: string) => Promise<boolean> {
  const file = join(ssrDir, "entry-server.js");
  let loaded: { mtimeMs: number; module: Promise<RenderModule> } | null = null;

  async function load(): Promise<RenderModule | null> {
    const info = await stat(file).catch(() => null);
    if (!info) return null;
    if (!loaded || loaded.mtimeMs !== info.mtimeMs) {
      loaded = { mtimeMs: info.mtimeMs, module: import(`${pathToFileURL(file).href}?v=${info.mtimeMs}`) };
    }
    return loaded.module.catch((error: unknown) => {
      app.log.error({ err: error }, "the server render could not be loaded; pages load without it");
      return null;
    });
  }

  function transportFor(request: FastifyRequest, signal: AbortSignal): Transport {
    return async (url, init) => {
      // A render given up on (past its deadline) reads nothing more.
      signal.throwIfAborted();
      const method = (init.method ?? "GET").toUpperCase();
      if (method !== "GET") throw new Error(`a server render only reads; it tried ${method} ${url}`);
      const answer = await app.inject({
        method: "GET",
        url,
        remoteAddress: request.ip,
        headers: {
          cookie: request.headers.cookie ?? "",
          accept: "application/json",
          "user-agent": request.headers["user-agent"] ?? "",
        },
      });
      const body = answer.statusCode === 204 ? null : new Uint8Array(answer.rawPayload);
      return new Response(body, { status: answer.statusCode, headers: answerHeaders(answer.headers) });
    };
  }

  return async (request, reply, indexHtml) => {
    const path = request.url.split("?")[0] ?? "/";
    const module = await load();
    if (!Array.isArray(module?.SERVER_RENDERED_PATHS) || !module.SERVER_RENDERED_PATHS.includes(path)) return false;
    // The page request's own session check: it slides the session (its cookie goes out on this
    // reply) and ends here for nobody signed in, before any read.
    const actor = await request.findActor();
    if (!actor) return false;
    // Past the deadline the render is given up on: its reads are refused and React stops rendering.
    const abort = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<"late">((resolve) => {
      timer = setTimeout(() => {
        abort.abort(new Error(`server render past ${RENDER_DEADLINE_MS} ms`));
        resolve("late");
      }, RENDER_DEADLINE_MS);
    });
    let render: Awaited<ReturnType<RenderModule["renderPage"]>> | "late";
    const hints = hintsOf(request);
    try {
      const url = `http://${request.hostname}${request.url}`;
      const rendering = module.renderPage({
        url,
        transport: transportFor(request, abort.signal),
        hints,
        signal: abort.signal,
      });
      // Whatever a given-up render ends with is nobody's concern (no unhandled rejection).
      rendering.catch(() => undefined);
      render = await Promise.race([rendering, deadline]);
    } catch (error) {
      request.log.warn({ err: error, path }, "server render failed; sending the plain app");
      return false;
    } finally {
      clearTimeout(timer);
    }
    if (render === "late") {
      request.log.warn({ path, deadlineMs: RENDER_DEADLINE_MS }, "server render too slow; sending the plain app");
      return false;
    }
    if (!render) return false;
    const page = Buffer.from(assemblePage(indexHtml, render, hints.language));
    // No preloads: the page's code starts after its paint (see assemblePage).
    reply.removeHeader("link");
    // The person's own data: never kept by a shared cache, nor by the browser's.
    // (`accept-encoding` in lower case: @fastify/compress adds it again unless written so.)
    reply.header("cache-control", "private, no-store").header("vary", "Cookie, Accept-Language, accept-encoding");
    reply.type("text/html; charset=utf-8");
    // In the encoding the browser accepts (@fastify/compress, app.ts, on every route's answer).
    await reply.send(page);
    return true;
  };
}
