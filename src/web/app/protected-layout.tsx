import { Navigate, useLocation } from "react-router";
import { FullScreenLoader } from "#web/components/full-screen-loader.tsx";
import { useUser } from "#web/lib/api/user/get-current-user.ts";
import { ErrorScreen } from "./error-screen.tsx";
import { OfflineScreen } from "./offline-screen.tsx";
import { AppShell } from "./shell/app-shell.tsx";

/** Guards protected routes: loading screen while the session is checked (an offline screen when it cannot be), /auth when signed out. */
export function ProtectedLayout() {
  const { data: user, isPending, isError, refetch, fetchStatus } = useUser();
  const location = useLocation();
  // Offline with no saved session: the check waits for the network (networkMode offlineFirst).
  if (isPending && fetchStatus === "paused") return <OfflineScreen />;
  if (isPending) return <FullScreenLoader />;
  if (isError && user === undefined && !navigator.onLine) return <OfflineScreen onOnline={() => void refetch()} />;
  if (isError && user === undefined) return <ErrorScreen onRetry={() => void refetch()} />;
  if (!user)
    return <Navigate to="/auth" replace state={{ from: `${location.pathname}${location.search}${location.hash}` }} />;
  if (user.isSuperAdmin && location.pathname === "/dashboard") return <Navigate to="/super-admin" replace />;
  return <AppShell />;
}
