/// <reference types="vite-plugin-pwa/vanillajs" />
/**
 * The page's side of the service worker (the worker is src/web/service-worker.ts), loaded
 * by main.tsx after the page's `load` event: registers /service-worker.js (spec section 7: "on page
 * load") through vite-plugin-pwa's register module (workbox-window; a no-op under `vite` dev) and
 * offers 'Update available — Reload' when a new build is waiting.
 */
import { registerSW } from "virtual:pwa-register";
import { showUpdatePrompt } from "./update-prompt.ts";

/** How often an open tab asks whether a new build is out (browsers also check on each navigation). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
/** How long Reload waits for the new worker to take over before reloading anyway (ms). */
const RELOAD_FALLBACK_MS = 3000;

/** Registers the worker for the life of the page; call once. */
export function startServiceWorker(): void {
  const update = registerSW({
    // Reload: the waiting worker takes over, and the page reloads once it controls it. We reload on
    // `controllerchange` ourselves, as workbox-window does not when this page load installed the first
    // worker (it then calls the new one no update).
    onNeedRefresh: () =>
      showUpdatePrompt(() => {
        const reload = () => window.location.reload();
        navigator.serviceWorker.addEventListener("controllerchange", reload, { once: true });
        // Should the new worker never announce itself (it took over already, or the message was
        // lost), Reload still reloads: the page then loads under whichever worker is active.
        setTimeout(reload, RELOAD_FALLBACK_MS);
        void update(true);
      }),
    onNeedReload: () => undefined,
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
    onRegisterError: (error: unknown) => console.error("Service worker registration failed", error),
  });
}
