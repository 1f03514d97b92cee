import type { Catalogue } from "#shared/i18n.ts";
import { loadCatalogues } from "#web/lib/i18n.ts";

/**
 * A page's code with the catalogues its screens show (and "common", which the shared components
 * use), loaded side by side so the page renders in its language at once (docs/architecture.md
 * "Languages"). Returns the page's module.
 */
export async function pageWith<T>(code: Promise<T>, catalogues: Catalogue[]): Promise<T> {
  const [page] = await Promise.all([code, loadCatalogues([...catalogues, "common"])]);
  return page;
}

/**
 * The code of the pages the prefetch map names (spec section 1), one dynamic import each. The
 * router's lazy routes and the prefetcher call the same function, so prefetching a page loads
 * exactly the chunk its route will ask for (a module is fetched once, whoever asks first), and its
 * catalogues.
 */
export const PAGE_LOADERS = {
  "/dashboard": () =>
    pageWith(import("./pages/dashboard-page.tsx"), ["dashboard", "bookings", "onboarding", "notifications"]),
  "/day": () => pageWith(import("#web/features/bookings/components/day-view-page.tsx"), ["calendar", "bookings"]),
  "/week": () => pageWith(import("#web/features/bookings/components/week-view-page.tsx"), ["calendar", "bookings"]),
  "/month": () => pageWith(import("#web/features/bookings/components/month-view-page.tsx"), ["calendar", "bookings"]),
  "/bookings/history": () => pageWith(import("#web/features/bookings/components/my-bookings-page.tsx"), ["bookings"]),
  "/team/manage": () => pageWith(import("#web/features/team/components/team-page.tsx"), ["team"]),
  "/team/analytics": () => pageWith(import("#web/features/analytics/components/analytics-page.tsx"), ["analytics"]),
  "/admin": () => pageWith(import("./pages/admin-page.tsx"), ["admin", "team", "audit", "analytics"]),
} as const;

export type LoadablePage = keyof typeof PAGE_LOADERS;
