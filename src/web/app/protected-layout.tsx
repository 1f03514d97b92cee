import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Navigate, useLocation } from "react-router";
import { FullScreenLoader } from "#web/components/full-screen-loader.tsx";
import { CurrentUserContext, currentUserQueryOptions, useUser } from "#web/lib/api/user/get-current-user.ts";
import { ErrorScreen } from "./error-screen.tsx";
import { OfflineScreen } from "./offline-screen.tsx";
import { AppShell } from "./shell/app-shell.tsx";

/**
 * Guards protected routes: loading screen while the session is checked (an offline screen when it
 * cannot be), /auth when signed out. Provides the user to the shell (useCurrentUser), and reads it
 * again on each navigation once it is stale, as each page's own reading of it did.
 */
export function ProtectedLayout() {
  const { data: user, isPending, isError, refetch, fetchStatus } = useUser();
  const location = useLocation();
  const queryClient = useQueryClient();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address is the reason to look again.
  useEffect(() => {
    void queryClient.prefetchQuery(currentUserQueryOptions());
  }, [queryClient, location.pathname]);
  // Offline with no saved session: the check waits for the network (networkMode offlineFirst).
  if (isPending && fetchStatus === "paused") return <OfflineScreen />;
  if (isPending) return <FullScreenLoader />;
  if (isError && user === undefined && !navigator.onLine) return <OfflineScreen onOnline={() => void refetch()} />;
  if (isError && user === undefined) return <ErrorScreen onRetry={() => void refetch()} />;
  if (!user)
    return <Navigate to="/auth" replace state={{ from: `${location.pathname}${location.search}${location.hash}` }} />;
  if (user.isSuperAdmin && location.pathname === "/dashboard") return <Navigate to="/super-admin" replace />;
  return (
    <CurrentUserContext value={user}>
      <AppShell />
    </CurrentUserContext>
  );
}
