/**
 * The code of the pages the prefetch map names (spec section 1), one dynamic import each. The
 * router's lazy routes and the prefetcher call the same function, so prefetching a page loads
 * exactly the chunk its route will ask for (a module is fetched once, whoever asks first).
 */
export const PAGE_LOADERS = {
  "/dashboard": () => import("./pages/dashboard-page.tsx"),
  "/day": () => import("#web/features/bookings/components/day-view-page.tsx"),
  "/week": () => import("#web/features/bookings/components/week-view-page.tsx"),
  "/month": () => import("#web/features/bookings/components/month-view-page.tsx"),
  "/bookings/history": () => import("#web/features/bookings/components/my-bookings-page.tsx"),
  "/team/manage": () => import("#web/features/team/components/team-page.tsx"),
  "/team/analytics": () => import("#web/features/analytics/components/analytics-page.tsx"),
  "/admin": () => import("./pages/admin-page.tsx"),
} as const;

export type LoadablePage = keyof typeof PAGE_LOADERS;
