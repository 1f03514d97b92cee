import { Navigate, useLocation } from "react-router";
import { FullScreenLoader } from "#web/components/full-screen-loader.tsx";
import { useUser } from "#web/lib/api/user/get-current-user.ts";
import { ErrorScreen } from "./error-screen.tsx";
import { AppShell } from "./shell/app-shell.tsx";

/** Guards protected routes: loading screen while the session is checked, /auth when signed out. */
export function ProtectedLayout() {
  const { data: user, isPending, isError, refetch } = useUser();
  const location = useLocation();
  if (isPending) return <FullScreenLoader />;
  if (isError && user === undefined) return <ErrorScreen onRetry={() => void refetch()} />;
  if (!user)
    return <Navigate to="/auth" replace state={{ from: `${location.pathname}${location.search}${location.hash}` }} />;
  if (user.isSuperAdmin && location.pathname === "/dashboard") return <Navigate to="/super-admin" replace />;
  return <AppShell />;
}
