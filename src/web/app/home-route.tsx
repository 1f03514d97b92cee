import { Navigate } from "react-router";
import { FullScreenLoader } from "#web/components/full-screen-loader.tsx";
import { LandingPage } from "#web/features/landing/components/landing-page.tsx";
import { homePathFor, useUser } from "#web/lib/api/user/get-current-user.ts";

/** `/`: the landing page when signed out; signed-in users go to /super-admin or /dashboard. */
export function HomeRoute() {
  const { data: user, isPending, fetchStatus } = useUser();
  // Offline and never signed in here: the landing page itself is public and precached.
  if (isPending && fetchStatus === "paused") return <LandingPage />;
  if (isPending) return <FullScreenLoader />;
  if (user) return <Navigate to={homePathFor(user)} replace />;
  return <LandingPage />;
}
