/**
 * The pages whose code the server names in a `Link: rel=modulepreload` header when it answers a
 * first load of their path, so the page's code downloads with the HTML, each with its module's path
 * under src/web. The build writes each one's files into index.html (scripts/vite-page-chunks.ts),
 * where the server and the prefetcher read them. Keep in step with src/web/app/page-loaders.ts:
 * scripts/check-bundle-size.ts fails when a path here is not a page chunk.
 */
export const ROUTE_MODULES: Readonly<Record<string, string>> = {
  "/dashboard": "app/pages/dashboard-page.tsx",
  "/day": "features/bookings/components/day-view-page.tsx",
  "/week": "features/bookings/components/week-view-page.tsx",
  "/month": "features/bookings/components/month-view-page.tsx",
  "/bookings/history": "features/bookings/components/my-bookings-page.tsx",
  "/team/manage": "features/team/components/team-page.tsx",
  "/team/analytics": "features/analytics/components/analytics-page.tsx",
  "/admin": "app/pages/admin-page.tsx",
};
