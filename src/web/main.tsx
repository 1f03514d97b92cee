import "./lib/zod-jitless.ts";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { Providers } from "./app/providers.tsx";
import { router } from "./app/router.tsx";
import { handleSessionExpiry } from "./app/session-expiry.ts";
import { currentUserQueryOptions } from "./lib/api/user/get-current-user.ts";
import { followConnection } from "./lib/offline-status.ts";
import { queryClient } from "./lib/query-client.ts";
import { applyCachedTeamTheme } from "./lib/team-theme.ts";
import { startTheme } from "./lib/theme.ts";
import "./styles.css";

// The session read goes out before React renders: the routes' loaders and the protected layout wait
// on this same request instead of starting it once the page's code has loaded (app/route-data.ts).
void queryClient.prefetchQuery(currentUserQueryOptions());
startTheme();
applyCachedTeamTheme();
handleSessionExpiry(router, queryClient);
// The offline app (issue 13): saved data leaves the screen when the network is back, and the service
// worker is registered once the page has loaded (spec section 7); only then is its code fetched.
followConnection(queryClient);
if ("serviceWorker" in navigator) {
  window.addEventListener(
    "load",
    () => void import("./app/service-worker-client.ts").then((m) => m.startServiceWorker()),
    {
      once: true,
    },
  );
}

const root = document.getElementById("root");
if (!root) throw new Error("Missing #root element");

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
