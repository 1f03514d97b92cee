/**
 * The server render of a signed-in page's first load (docs/decisions/0018): the page's
 * HTML with the person's data, so a phone paints the real page as soon as the HTML and stylesheet
 * arrive instead of a loading screen until the app's JavaScript has run and read its data. Built by
 * `vite build --ssr` into dist/ssr and loaded by the server (src/server/plugins/page-render.ts),
 * which never imports the web app's sources.
 *
 * Each render has its own QueryClient and its own transport (the server's in-process API calls with
 * the request's session cookie), kept apart in an AsyncLocalStorage: no person's data ever sits in a
 * client or a transport another request reads. The browser then renders the same page over this
 * HTML from the same data (main.tsx), so what shows is the app's own render either way.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { type I18n, setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { dehydrate, type Query, type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import type { RenderHints } from "#shared/render-hints.ts";
import { routeTitle } from "./app/route-meta.ts";
import { createRoutes } from "./app/routes.tsx";
import { currentUserQueryOptions } from "./lib/api/user/get-current-user.ts";
import { type ApiTransport, setApiTransport } from "./lib/api-client.ts";
import { loadCatalogues } from "./lib/i18n.ts";
import { PRODUCT_NAME } from "./lib/product.ts";
import { createQueryClient } from "./lib/query-client.ts";
import { RenderHintsContext } from "./lib/render-hints.tsx";
import { SERVER_RENDERED_PATHS, type ServerRenderState } from "./lib/server-render-state.ts";

export { SERVER_RENDERED_PATHS };

const requestTransport = new AsyncLocalStorage<ApiTransport>();
setApiTransport((url, init) => {
  const send = requestTransport.getStore();
  // Never a shared fallback: a read outside a render would have nobody's session to send.
  if (!send) return Promise.reject(new Error(`GET ${url} outside a page render`));
  return send(url, init);
});

/** Renders at most this many times: each pass may show reads the one before did not know of. */
const MAX_PASSES = 3;

export interface PageRenderInput {
  /** The page's absolute URL (origin, path and query). */
  url: string;
  /** Answers the page's API reads as the requesting person (their cookie). */
  transport: ApiTransport;
  /** What the browser told of itself (its screen, zone and sidebar). */
  hints: RenderHints;
  /** Aborted when the server gives the render up: it stops reading and rendering. */
  signal?: AbortSignal;
}

export interface PageRender {
  /** The markup for index.html's #root. */
  html: string;
  /** The document title, as the browser's RootLayout sets it. */
  title: string;
  /** The reads the markup was rendered from (TanStack Query's dehydrated cache), for the browser's first render. */
  state: ServerRenderState;
}

/** Queries a render asked for that nobody has read yet (a component's read on mount). */
function unreadQueries(qc: QueryClient): Query[] {
  return qc
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === "pending" &&
        query.state.fetchStatus === "idle" &&
        (query.options as { enabled?: unknown }).enabled !== false,
    );
}

/** Waits until no read of `qc` is in flight, including reads started by reads (a loader's prefetch after the session). */
async function settle(qc: QueryClient, signal?: AbortSignal): Promise<void> {
  do {
    signal?.throwIfAborted();
    await Promise.allSettled(
      qc
        .getQueryCache()
        .getAll()
        .map((query) => query.promise),
    );
    // Let `then`s of those reads start theirs before looking again.
    await new Promise((resolve) => setImmediate(resolve));
  } while (qc.isFetching() > 0);
}

type StaticContext = Parameters<typeof StaticRouterProvider>[0]["context"];

/**
 * The page's markup once every part of it has loaded (a lazy part included, where renderToString
 * would leave a placeholder for the browser to fill).
 */
async function renderMarkup(
  qc: QueryClient,
  i18n: I18n,
  router: ReturnType<typeof createStaticRouter>,
  context: StaticContext,
  hints: RenderHints,
  signal?: AbortSignal,
): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <RenderHintsContext value={hints}>
        <QueryClientProvider client={qc}>
          <I18nProvider i18n={i18n}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </I18nProvider>
        </QueryClientProvider>
      </RenderHintsContext>
    </StrictMode>,
    // Every part in place, never a part sent later with a script to move it in (the page's CSP
    // allows no inline script, and the browser's render takes the markup over as it stands).
    { progressiveChunkSize: Number.POSITIVE_INFINITY, signal },
  );
  let html = "";
  for await (const chunk of prelude) html += chunk;
  return html;
}

/**
 * Renders `input.url` for the person behind `input.transport`. Returns null when the page is not
 * one that is rendered on the server (SERVER_RENDERED_PATHS), when nobody is signed in, or when the
 * routes answer with a redirect: the browser app then does as it always did. Throws what a render
 * throws; the caller sends the plain app instead.
 */
export async function renderPage(input: PageRenderInput): Promise<PageRender | null> {
  const url = new URL(input.url);
  if (!SERVER_RENDERED_PATHS.includes(url.pathname)) return null;
  const qc = createQueryClient();
  // A failed read is the browser's to retry; a render never waits out backoffs.
  qc.setDefaultOptions({ queries: { ...qc.getDefaultOptions().queries, retry: false } });
  const handler = createStaticHandler(createRoutes(qc));
  return requestTransport.run(input.transport, async () => {
    const context = await handler.query(new Request(url));
    if (context instanceof Response) return null;
    await settle(qc, input.signal);
    const user = qc.getQueryData(currentUserQueryOptions().queryKey);
    if (!user) return null;
    // The browser sends a super admin on to /super-admin (protected-layout.tsx): nothing to render.
    if (user.isSuperAdmin) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    // The render's own language (renders for people of other languages run side by side), with the
    // shell's catalogue, as the browser has it before its first render (main.tsx).
    const i18n = setupI18n({ locale: input.hints.language, messages: { [input.hints.language]: {} } });
    await loadCatalogues(["shell"], i18n);
    // "Now" of the render: the page's relative times, and the browser's takeover uses the same.
    const renderedAt = Date.now();
    let html = "";
    for (let pass = 1; pass <= MAX_PASSES; pass += 1) {
      html = await renderMarkup(qc, i18n, router, context, { ...input.hints, renderedAt }, input.signal);
      const unread = unreadQueries(qc);
      if (unread.length === 0 || pass === MAX_PASSES) break;
      await Promise.allSettled(unread.map((query) => query.fetch()));
      await settle(qc, input.signal);
    }
    // Nothing to show (a redirect the browser makes, such as a super admin's to /super-admin).
    if (!html) return null;
    const title = routeTitle(url.pathname, (id) => i18n._(id));
    return {
      html,
      title: `${title} · ${PRODUCT_NAME}`,
      state: { path: url.pathname, queries: dehydrate(qc), hints: { ...input.hints, renderedAt } },
    };
  });
}
