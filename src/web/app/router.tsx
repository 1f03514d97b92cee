import { createBrowserRouter, Navigate } from "react-router";
import { ProtectedLayout } from "./protected-layout.tsx";
import { RootLayout } from "./root-layout.tsx";
import { RouteError } from "./route-error.tsx";

const placeholder = () => import("./placeholder-page.tsx");

const PLACEHOLDER_PATHS = [
  "booking-templates",
  "recurring",
  "notifications",
  "preferences",
  "team/analytics",
  "admin",
  "admin/offices",
  "admin/users",
  "admin/analytics",
  "admin/audit",
  "audit",
  "email-builder",
  "invite",
  "super-admin/*",
  "super-admin",
];

/** The app's routes (spec section 2 route table). */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import("./home-route.tsx")).HomeRoute }),
      },
      {
        path: "auth",
        lazy: async () => ({ Component: (await import("#web/features/auth/components/auth-page.tsx")).AuthPage }),
      },
      {
        element: <ProtectedLayout />,
        errorElement: <RouteError />,
        children: [
          {
            path: "dashboard",
            lazy: async () => ({
              Component: (await import("./pages/dashboard-page.tsx")).DashboardPage,
            }),
          },
          {
            path: "day",
            lazy: async () => ({
              Component: (await import("#web/features/bookings/components/day-view-page.tsx")).DayViewPage,
            }),
          },
          {
            path: "week",
            lazy: async () => ({
              Component: (await import("#web/features/bookings/components/week-view-page.tsx")).WeekViewPage,
            }),
          },
          {
            path: "month",
            lazy: async () => ({
              Component: (await import("#web/features/bookings/components/month-view-page.tsx")).MonthViewPage,
            }),
          },
          {
            path: "bookings/history",
            lazy: async () => ({
              Component: (await import("#web/features/bookings/components/my-bookings-page.tsx")).MyBookingsPage,
            }),
          },
          {
            path: "team/offices",
            lazy: async () => ({
              Component: (await import("#web/features/offices/components/offices-page.tsx")).OfficesPage,
            }),
          },
          {
            path: "team/manage",
            lazy: async () => ({
              Component: (await import("#web/features/team/components/team-page.tsx")).TeamPage,
            }),
          },
          {
            path: "settings",
            lazy: async () => ({ Component: (await import("./pages/settings-page.tsx")).SettingsPage }),
          },
          { path: "team", element: <Navigate to="/team/manage" replace /> },
          ...PLACEHOLDER_PATHS.map((path) => ({ path, lazy: placeholder })),
          { path: "*", lazy: () => import("./not-found-page.tsx") },
        ],
      },
    ],
  },
]);
