import { createBrowserRouter } from "react-router";
import { FullScreenLoader } from "#web/components/full-screen-loader.tsx";
import { ProtectedLayout } from "./protected-layout.tsx";
import { RootLayout } from "./root-layout.tsx";
import { RouteError } from "./route-error.tsx";

const placeholder = () => import("./placeholder-page.tsx");

const PLACEHOLDER_PATHS = [
  "email-builder",
  // The platform's e-mail templates (issue 12) are still to come.
  "super-admin/*",
];

/** The app's routes (spec section 2 route table). */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first page's code loads (and keeps React Router's "No HydrateFallback" warning away).
    hydrateFallbackElement: <FullScreenLoader />,
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
        path: "auth/reset",
        lazy: async () => ({
          Component: (await import("#web/features/auth/components/reset-password-page.tsx")).ResetPasswordPage,
        }),
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
            path: "booking-templates",
            lazy: async () => ({
              Component: (await import("#web/features/recurring/components/templates-page.tsx")).TemplatesPage,
            }),
          },
          {
            path: "recurring",
            lazy: async () => ({
              Component: (await import("#web/features/recurring/components/recurring-page.tsx")).RecurringPage,
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
          ...["team/analytics", "admin/analytics"].map((path) => ({
            path,
            lazy: async () => ({
              Component: (await import("#web/features/analytics/components/analytics-page.tsx")).AnalyticsPage,
            }),
          })),
          ...["audit", "admin/audit"].map((path) => ({
            path,
            lazy: async () => ({
              Component: (await import("#web/features/audit/components/audit-page.tsx")).AuditPage,
            }),
          })),
          {
            path: "admin",
            lazy: async () => ({ Component: (await import("./pages/admin-page.tsx")).AdminPage }),
          },
          // The admin panel's members and offices screens are the team's own (issue 11).
          {
            path: "admin/users",
            lazy: async () => ({
              Component: (await import("#web/features/team/components/team-page.tsx")).TeamPage,
            }),
          },
          {
            path: "admin/offices",
            lazy: async () => ({
              Component: (await import("#web/features/offices/components/offices-page.tsx")).OfficesPage,
            }),
          },
          {
            path: "team/offices/:id/check-in",
            lazy: async () => ({
              Component: (await import("#web/features/offices/components/office-check-in-code-page.tsx"))
                .OfficeCheckInCodePage,
            }),
          },
          // The page an office's QR code opens (issue 9).
          {
            path: "check-in/:officeCode",
            lazy: async () => ({
              Component: (await import("#web/features/bookings/components/qr-check-in-page.tsx")).QrCheckInPage,
            }),
          },
          {
            path: "notifications",
            lazy: async () => ({
              Component: (await import("#web/features/notifications/components/notifications-page.tsx"))
                .NotificationsPage,
            }),
          },
          // The platform (issue 12): overview, teams, users; always light.
          {
            path: "super-admin",
            lazy: async () => ({
              Component: (await import("#web/features/platform/components/super-admin-layout.tsx")).SuperAdminLayout,
            }),
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import("#web/features/platform/components/overview-page.tsx")).OverviewPage,
                }),
              },
              {
                path: "teams",
                lazy: async () => ({
                  Component: (await import("#web/features/platform/components/teams-page.tsx")).TeamsPage,
                }),
              },
              {
                path: "teams/:id",
                lazy: async () => ({
                  Component: (await import("#web/features/platform/components/team-detail-page.tsx")).TeamDetailPage,
                }),
              },
              {
                path: "users",
                lazy: async () => ({
                  Component: (await import("#web/features/platform/components/users-page.tsx")).UsersPage,
                }),
              },
              {
                path: "users/:id",
                lazy: async () => ({
                  Component: (await import("#web/features/platform/components/user-detail-page.tsx")).UserDetailPage,
                }),
              },
              {
                path: "analytics",
                lazy: async () => ({
                  Component: (await import("#web/features/platform/components/analytics-page.tsx")).AnalyticsPage,
                }),
              },
              {
                path: "outbox",
                lazy: async () => ({
                  Component: (await import("#web/features/platform/components/outbox-page.tsx")).OutboxPage,
                }),
              },
              {
                path: "system-health",
                lazy: async () => ({
                  Component: (await import("#web/features/platform/components/system-health-page.tsx"))
                    .SystemHealthPage,
                }),
              },
            ],
          },
          {
            path: "preferences",
            lazy: async () => ({ Component: (await import("./pages/preferences-page.tsx")).PreferencesPage }),
          },
          {
            path: "settings",
            lazy: async () => ({ Component: (await import("./pages/settings-page.tsx")).SettingsPage }),
          },
          {
            path: "team",
            lazy: async () => ({
              Component: (await import("#web/features/team/components/team-entry-page.tsx")).TeamEntryPage,
            }),
          },
          {
            path: "invite",
            lazy: async () => ({
              Component: (await import("#web/features/team/components/invite-page.tsx")).InvitePage,
            }),
          },
          ...PLACEHOLDER_PATHS.map((path) => ({ path, lazy: placeholder })),
          { path: "*", lazy: () => import("./not-found-page.tsx") },
        ],
      },
    ],
  },
]);
