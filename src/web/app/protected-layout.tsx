import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { Navigate, useLocation } from "react-router";
import { FullScreenLoader } from "#web/components/full-screen-loader.tsx";
import { CurrentUserContext, currentUserQueryOptions, useUser } from "#web/lib/api/user/get-current-user.ts";
import { ErrorScreen } from "./error-screen.tsx";
import { OfflineScreen } from "./offline-screen.tsx";
import { AppShell } from "./shell/app-shell.tsx";

// Its forms and their schemas load only for someone who must set up a second factor.
const TwoFactorRequiredScreen = lazy(() =>
  import("./two-factor-required-screen.tsx").then((m) => ({ default: m.TwoFactorRequiredScreen })),
);

/**
 * Guards protected routes: loading screen while the session is checked (an offline screen when it
 * cannot be), /auth when signed out, the set-up of a second factor the team requires before anything. Provides the user to the shell (useCurrentUser), and reads it
 * again on each navigation once it is stale, as each page's own reading of it did.
 */
export function ProtectedLayout() {
  const { data: user, isPending, isError, refetch, fetchStatus } = useUser();
  const location = useLocation();
  const queryClient = useQueryClient();
  // Once asked to set up a second factor, the screen stays until its dialog closes: the backup codes
  // show after the user (read again on success) no longer needs it.
  const [enrolling, setEnrolling] = useState(false);
  const setupRequired = user?.twoFactorSetupRequired === true;
  useEffect(() => {
    if (setupRequired) setEnrolling(true);
  }, [setupRequired]);
  const stopEnrolling = useCallback(() => setEnrolling(false), []);
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
  if (setupRequired || enrolling) {
    return (
      <CurrentUserContext value={user}>
        <Suspense fallback={<FullScreenLoader />}>
          <TwoFactorRequiredScreen onDone={stopEnrolling} />
        </Suspense>
      </CurrentUserContext>
    );
  }
  return (
    <CurrentUserContext value={user}>
      <AppShell />
    </CurrentUserContext>
  );
}
