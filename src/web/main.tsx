import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { Providers } from "./app/providers.tsx";
import { router } from "./app/router.tsx";
import { handleSessionExpiry } from "./app/session-expiry.ts";
import { queryClient } from "./lib/query-client.ts";
import { applyCachedTeamTheme } from "./lib/team-theme.ts";
import { startTheme } from "./lib/theme.ts";
import "./styles.css";

startTheme();
applyCachedTeamTheme();
handleSessionExpiry(router, queryClient);

const root = document.getElementById("root");
if (!root) throw new Error("Missing #root element");

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
