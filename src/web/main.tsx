import "./lib/zod-jitless.ts";
// Before the router: its loaders read as soon as it exists, and must find a server render's reads.
import "./app/server-render-boot.ts";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { Providers } from "./app/providers.tsx";
import { type AppRouter, createAppRouter } from "./app/router.tsx";
import { serverRenderHints } from "./app/server-render-boot.ts";
import { handleSessionExpiry } from "./app/session-expiry.ts";
import { currentUserQueryOptions } from "./lib/api/user/get-current-user.ts";
import { loadCatalogues, startLanguage } from "./lib/i18n.ts";
import { followConnection } from "./lib/offline-status.ts";
import { queryClient } from "./lib/query-client.ts";
import { RenderHintsContext, rememberRenderHints } from "./lib/render-hints.tsx";
import { applyCachedTeamTheme } from "./lib/team-theme.ts";
import { startTheme } from "./lib/theme.ts";
import { whenIdle } from "./lib/when-idle.ts";
import "./styles.css";

// The session read goes out before React renders: the routes' loaders and the protected layout wait
// on this same request instead of starting it once the page's code has loaded (app/route-data.ts).
void queryClient.prefetchQuery(currentUserQueryOptions());
startTheme();
startLanguage(serverRenderHints?.language);
// The shell's words, asked for now, beside the page's code: the first render (and the takeover of a
// server-rendered page) waits for them rather than suspending.
const shellCatalogue = loadCatalogues(["shell"]);
applyCachedTeamTheme();
// Not on the way to the first render: only the server's next render needs the hints (and where the
// browser has no Temporal, the zone's lookup is the page's first use of Intl: its locale data).
whenIdle(rememberRenderHints, 10_000, 2_000);
// The offline app (docs/product.md "Preferences and layouts"): saved data leaves the screen when the
// network is back, and the service worker is registered once the page has loaded (spec section 7);
// only then is its code fetched. In idle time after the load: registering takes the main thread a
// while, and the takeover of a server-rendered page (whose code often starts after the load) should
// not wait behind it.
followConnection(queryClient);
if ("serviceWorker" in navigator) {
  const load = () => void import("./app/service-worker-client.ts").then((m) => m.startServiceWorker());
  const registerWorker = () => whenIdle(load, 5_000, 1_000);
  if (document.readyState === "complete") registerWorker();
  else window.addEventListener("load", registerWorker, { once: true });
}

const root = document.getElementById("root");
if (!root) throw new Error("Missing #root element");

/** The app; a server-rendered page's first render assumes what the server assumed (its screen, the sidebar). */
function appOf(router: AppRouter) {
  return (
    <StrictMode>
      <RenderHintsContext value={serverRenderHints}>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </RenderHintsContext>
    </StrictMode>
  );
}

/**
 * A server-rendered page (docs/decisions/0018) is taken over where it stands: React attaches to the
 * server's markup instead of building it again. Should the two differ (a zone or a minute that
 * changed in between), React renders the page anew, which is what the page would show anyway.
 */
function takeOver(container: HTMLElement, router: AppRouter): void {
  hydrateRoot(container, appOf(router), {
    onRecoverableError: (error) =>
      console.warn("Officely: the server's page differed from the app's; the app rendered it anew.", error),
  });
}

/** Renders the app, or takes the server's page over, in a transition so React yields while it works. */
function start(container: HTMLElement, router: AppRouter): void {
  if (!serverRenderHints) {
    const reactRoot = createRoot(container);
    startTransition(() => reactRoot.render(appOf(router)));
  } else if (router.state.initialized) {
    startTransition(() => takeOver(container, router));
  } else {
    // Until the page's route has loaded, the router would render its loading screen, not the page.
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      startTransition(() => takeOver(container, router));
    });
  }
}

// Each step in a task of its own, so none holds the main thread long (Total Blocking Time): the
// code's evaluation (this one), the router (it matches the address and starts the page's
// loaders), then React.
setTimeout(() => {
  const router = createAppRouter();
  handleSessionExpiry(router, queryClient);
  // Should the catalogue fail to load, the shell asks for it again as it renders.
  void shellCatalogue.catch(() => undefined).then(() => setTimeout(() => start(root, router), 0));
}, 0);
