/// <reference lib="webworker" />
/**
 * The service worker, served at /service-worker.js (built by vite-plugin-pwa's
 * injectManifest from vite.config.ts). It keeps:
 *   - the app shell: every built script, stylesheet, icon and index.html, precached, so the app
 *     opens offline; a new build installs beside the old one and waits until the page asks it to take
 *     over ('Update available — Reload', lib/service-worker.ts);
 *   - the API reads of lib/offline-cache.ts, network first: the cache answers only when the network
 *     fails or does not answer within NETWORK_TIMEOUT_SECONDS, and every answer it gives carries the
 *     time it was saved (SAVED_AT_HEADER), which the page shows in its offline banner.
 * Changes (POST, PUT, PATCH, DELETE) never pass through here: offline, the page refuses them itself;
 * nothing is queued.
 */
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { clientsClaim, type WorkboxPlugin } from "workbox-core";
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";
import { API_CACHE, API_REFRESHED_MESSAGE, isSavedApiPath, SAVED_AT_HEADER } from "#web/lib/offline-cache.ts";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/**
 * Past this, a read that has a saved answer gets it (with the banner) instead of hanging on a network
 * that does not answer; the network answer, when it comes, replaces it (see `refreshPages`).
 */
const NETWORK_TIMEOUT_SECONDS = 3;

self.addEventListener("message", (event) => {
  // The page's "Reload" (workbox-window's messageSkipWaiting): the waiting build takes over.
  if ((event.data as { type?: unknown } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});

// The first build takes the page it was installed from at once (the offline copy works without a
// reload); a later build waits for the page's Reload, then takes every open tab.
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// `/` is the server's choice (the script-free landing page without a session cookie, the app with
// one), so it goes to the network and falls back to the app shell only offline.
registerRoute(
  ({ request, url }) => request.mode === "navigate" && url.pathname === "/",
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const shell = await matchPrecache("index.html");
      if (shell) return shell;
      throw error;
    }
  },
);

// Every other page is a client route of the app: the precached shell, online or not. The API, the
// socket and files (a path ending in an extension, as the server's 404 rule) are not pages.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL("index.html"), {
    denylist: [/^\/api(\/|\?|$)/, /^\/ws(\/|\?|$)/, /\.[a-z0-9]+(\?|$)/i],
  }),
);

/** Stamps each saved answer with the time it was saved, for the banner's "from {time}". */
const stampSavedAt: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const headers = new Headers(response.headers);
    headers.set(SAVED_AT_HEADER, new Date().toISOString());
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
};

/**
 * When a read was answered from the cache (a slow network past the timeout) and the network's answer
 * comes after all, tells the pages to fetch again, so saved data is never left on screen while online.
 */
const refreshPages: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, state }) => {
    if (cachedResponse && state) state.servedFromCache = true;
    return cachedResponse;
  },
  cacheDidUpdate: async ({ state }) => {
    if (!state?.servedFromCache) return;
    const pages = await self.clients.matchAll({ type: "window" });
    for (const page of pages) page.postMessage({ type: API_REFRESHED_MESSAGE });
  },
};

registerRoute(
  ({ request, url, sameOrigin }) => sameOrigin && request.method === "GET" && isSavedApiPath(url.pathname),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    // Only whole, successful answers: never a 401 or an error page in place of data.
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), stampSavedAt, refreshPages],
  }),
);
