import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Outlet, useLocation, useNavigate, useNavigation } from "react-router";
import { ToastHost } from "#web/components/toast-host.tsx";
import { clearLocalSession } from "#web/features/auth/api/logout.ts";
import { ANNOUNCEMENTS, announce } from "#web/lib/announcer.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { PRODUCT_NAME } from "#web/lib/product.ts";
import { STORAGE_KEYS } from "#web/lib/storage-keys.ts";
import { replayEarlyTaps } from "./early-taps.ts";
import { LiveRegion } from "./live-region.tsx";
import { routeTitle } from "./route-meta.ts";

/**
 * Root of every route: route progress bar, scroll-to-top, the document title and the
 * 'Navigated to {title}' announcement, cross-tab sign-out, toasts and the live region.
 */
export function RootLayout() {
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { _ } = useCatalogue("shell");
  const [progressKey, setProgressKey] = useState<string | null>(null);

  // The page is the app's from here on: taps made on the server's page before are carried out.
  useEffect(() => replayEarlyTaps(), []);

  // A route change starts at the top of the new page and shows the progress bar for 500 ms. The
  // page's first load does neither: the browser placed it (a reload keeps its place), a person may
  // have scrolled a server-rendered page before the app took it over (a tap in flight would land on
  // whatever a jump moved under it), and it has the browser's own progress.
  const firstKey = useRef(location.key);
  useEffect(() => {
    if (location.key === firstKey.current) return;
    window.scrollTo(0, 0);
    setProgressKey(location.key);
    const t = setTimeout(() => setProgressKey(null), 500);
    return () => clearTimeout(t);
  }, [location.key]);

  useEffect(() => {
    const title = routeTitle(location.pathname, _);
    document.title = location.pathname === "/" ? `${PRODUCT_NAME}: ${title}` : `${title} · ${PRODUCT_NAME}`;
    announce(_("shell.navigatedTo", { title }));
  }, [location.pathname, _]);

  const loading = navigation.state !== "idle";
  useEffect(() => {
    if (loading) announce(ANNOUNCEMENTS.loading);
  }, [loading]);

  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === STORAGE_KEYS.sessionInvalidated && e.newValue) {
        clearLocalSession(qc);
        navigate("/auth", { replace: true });
      }
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [qc, navigate]);

  return (
    <>
      {loading || progressKey ? (
        <div className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5" aria-hidden="true">
          <div key={loading ? "loading" : (progressKey ?? "")} className="route-progress h-full bg-indigo-600" />
        </div>
      ) : null}
      <Outlet />
      <ToastHost />
      <LiveRegion />
    </>
  );
}
