import { useEffect } from "react";
import { useLocation, useNavigate, useRouteError } from "react-router";
import { ErrorScreen } from "./error-screen.tsx";

/** Router errorElement: logs the error and shows the error screen; Try Again re-renders the route. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorScreen onRetry={() => navigate(`${location.pathname}${location.search}`, { replace: true })} />;
}
