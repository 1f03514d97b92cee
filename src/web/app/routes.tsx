import type { QueryClient } from "@tanstack/react-query";
import type { RouteObject } from "react-router";
import { FullScreenLoader } from "#web/components/full-screen-loader.tsx";
import { PAGE_LOADERS, pageWith } from "./page-loaders.ts";
import { ProtectedLayout } from "./protected-layout.tsx";
import { RequireCapability } from "./require-capability.tsx";
import { RootLayout } from "./root-layout.tsx";
import { prefetchShellData } from "./route-data.ts";
import { RouteError } from "./route-error.tsx";

const placeholder = () => pageWith(import("./placeholder-page.tsx"), []);

const PLACEHOLDER_PATHS = [
  // Super admin paths the platform does not have (yet).
  "super-admin/*",
];

/**
 * The app's routes (spec section 2 route table), their loaders reading into `queryClient`: the
 * browser's one client (router.tsx), or a page render's own on the server (entry-server.tsx), so no
 * person's data ever sits in a client another request reads.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      // Shown while the first page's code loads (and keeps React Router's "No HydrateFallback" warning away).
      hydrateFallbackElement: <FullScreenLoader />,
      children: [
        {
          index: true,
          lazy: async () => ({ Component: (await pageWith(import("./home-route.tsx"), ["landing"])).HomeRoute }),
        },
        {
          path: "auth",
          lazy: async () => ({
            Component: (await pageWith(import("#web/features/auth/components/auth-page.tsx"), ["auth"])).AuthPage,
          }),
        },
        {
          path: "auth/reset",
          lazy: async () => ({
            Component: (await pageWith(import("#web/features/auth/components/reset-password-page.tsx"), ["auth"]))
              .ResetPasswordPage,
          }),
        },
        // The link of the e-mail confirming an address, and the footer link of a team's e-mail: both
        // open signed in or not (docs/operations.md "Mail limits and e-mail verification").
        {
          path: "verify-email",
          lazy: async () => ({
            Component: (await pageWith(import("#web/features/auth/components/verify-email-page.tsx"), ["auth"]))
              .VerifyEmailPage,
          }),
        },
        {
          path: "report-abuse/:id",
          lazy: async () => ({
            Component: (await pageWith(import("#web/features/abuse/components/report-abuse-page.tsx"), ["abuse"]))
              .ReportAbusePage,
          }),
        },
        {
          element: <ProtectedLayout />,
          errorElement: <RouteError />,
          // Starts the shell's reads once the session is known; never waits (route-data.ts).
          loader: () => prefetchShellData(queryClient),
          children: [
            {
              path: "dashboard",
              lazy: async () => {
                const page = await PAGE_LOADERS["/dashboard"]();
                return { Component: page.DashboardPage, loader: () => page.prefetchDashboardData(queryClient) };
              },
            },
            {
              path: "day",
              lazy: async () => ({
                Component: (await PAGE_LOADERS["/day"]()).DayViewPage,
              }),
            },
            {
              path: "week",
              lazy: async () => ({
                Component: (await PAGE_LOADERS["/week"]()).WeekViewPage,
              }),
            },
            {
              path: "month",
              lazy: async () => ({
                Component: (await PAGE_LOADERS["/month"]()).MonthViewPage,
              }),
            },
            {
              path: "map",
              lazy: async () => ({
                Component: (
                  await pageWith(import("#web/features/bookings/components/floor-map-page.tsx"), [
                    "calendar",
                    "bookings",
                    "offices",
                  ])
                ).FloorMapPage,
              }),
            },
            {
              path: "bookings/history",
              lazy: async () => ({
                Component: (await PAGE_LOADERS["/bookings/history"]()).MyBookingsPage,
              }),
            },
            {
              path: "booking-templates",
              lazy: async () => ({
                Component: (
                  await pageWith(import("#web/features/recurring/components/templates-page.tsx"), [
                    "recurring",
                    "bookings",
                  ])
                ).TemplatesPage,
              }),
            },
            {
              path: "recurring",
              lazy: async () => ({
                Component: (
                  await pageWith(import("#web/features/recurring/components/recurring-page.tsx"), [
                    "recurring",
                    "bookings",
                  ])
                ).RecurringPage,
              }),
            },
            {
              path: "team/offices",
              lazy: async () => ({
                Component: (await pageWith(import("#web/features/offices/components/offices-page.tsx"), ["offices"]))
                  .OfficesPage,
              }),
            },
            {
              path: "team/manage",
              lazy: async () => ({
                Component: (await PAGE_LOADERS["/team/manage"]()).TeamPage,
              }),
            },
            // The audit log explains a refusal itself, naming the team admins to ask.
            ...["audit", "admin/audit"].map((path) => ({
              path,
              lazy: async () => ({
                Component: (await pageWith(import("#web/features/audit/components/audit-page.tsx"), ["audit"]))
                  .AuditPage,
              }),
            })),
            // Team admins only (docs/product.md "Tenancy and roles"); anyone else gets
            // "You don't have access to this page".
            {
              element: <RequireCapability capability="member:manage" />,
              children: [
                ...["team/analytics", "admin/analytics"].map((path) => ({
                  path,
                  lazy: async () => ({
                    Component: (await PAGE_LOADERS["/team/analytics"]()).AnalyticsPage,
                  }),
                })),
                {
                  path: "admin",
                  lazy: async () => ({ Component: (await PAGE_LOADERS["/admin"]()).AdminPage }),
                },
                // The admin panel's members and offices screens are the team's own.
                {
                  path: "admin/users",
                  lazy: async () => ({
                    Component: (await PAGE_LOADERS["/team/manage"]()).TeamPage,
                  }),
                },
                {
                  path: "admin/offices",
                  lazy: async () => ({
                    Component: (
                      await pageWith(import("#web/features/offices/components/offices-page.tsx"), ["offices"])
                    ).OfficesPage,
                  }),
                },
              ],
            },
            // The team's e-mail templates: team admins only (docs/product.md "Tenancy and roles").
            {
              element: <RequireCapability capability="team:settings" />,
              children: [
                {
                  path: "email-builder",
                  lazy: async () => ({
                    Component: (await pageWith(import("./pages/email-builder-page.tsx"), ["admin"])).EmailBuilderPage,
                  }),
                },
              ],
            },
            {
              element: <RequireCapability capability="office:manage" />,
              children: [
                {
                  path: "team/offices/floors/:id/plan",
                  lazy: async () => ({
                    Component: (
                      await pageWith(import("#web/features/offices/components/floor-plan-editor.tsx"), ["offices"])
                    ).FloorPlanEditorPage,
                  }),
                },
                {
                  path: "team/offices/:id/check-in",
                  lazy: async () => ({
                    Component: (
                      await pageWith(import("#web/features/offices/components/office-check-in-code-page.tsx"), [
                        "offices",
                      ])
                    ).OfficeCheckInCodePage,
                  }),
                },
              ],
            },
            // The page an office's QR code opens (docs/product.md "Check-in and release").
            {
              path: "check-in/:officeCode",
              lazy: async () => ({
                Component: (
                  await pageWith(import("#web/features/bookings/components/qr-check-in-page.tsx"), ["bookings"])
                ).QrCheckInPage,
              }),
            },
            {
              path: "notifications",
              lazy: async () => ({
                Component: (
                  await pageWith(import("#web/features/notifications/components/notifications-page.tsx"), [
                    "notifications",
                  ])
                ).NotificationsPage,
              }),
            },
            // The platform: overview, teams, users; always light.
            {
              element: <RequireCapability capability="platform:manage" />,
              children: [
                {
                  path: "super-admin",
                  lazy: async () => ({
                    Component: (
                      await pageWith(import("#web/features/platform/components/super-admin-layout.tsx"), ["platform"])
                    ).SuperAdminLayout,
                  }),
                  children: [
                    {
                      index: true,
                      lazy: async () => ({
                        Component: (
                          await pageWith(import("#web/features/platform/components/overview-page.tsx"), ["platform"])
                        ).OverviewPage,
                      }),
                    },
                    {
                      path: "teams",
                      lazy: async () => ({
                        Component: (
                          await pageWith(import("#web/features/platform/components/teams-page.tsx"), ["platform"])
                        ).TeamsPage,
                      }),
                    },
                    {
                      path: "teams/:id",
                      lazy: async () => ({
                        Component: (
                          await pageWith(import("#web/features/platform/components/team-detail-page.tsx"), ["platform"])
                        ).TeamDetailPage,
                      }),
                    },
                    {
                      path: "users",
                      lazy: async () => ({
                        Component: (
                          await pageWith(import("#web/features/platform/components/users-page.tsx"), ["platform"])
                        ).UsersPage,
                      }),
                    },
                    {
                      path: "users/:id",
                      lazy: async () => ({
                        Component: (
                          await pageWith(import("#web/features/platform/components/user-detail-page.tsx"), ["platform"])
                        ).UserDetailPage,
                      }),
                    },
                    {
                      path: "analytics",
                      lazy: async () => ({
                        Component: (
                          await pageWith(import("#web/features/platform/components/analytics-page.tsx"), ["platform"])
                        ).AnalyticsPage,
                      }),
                    },
                    {
                      path: "outbox",
                      lazy: async () => ({
                        Component: (
                          await pageWith(import("#web/features/platform/components/outbox-page.tsx"), ["platform"])
                        ).OutboxPage,
                      }),
                    },
                    {
                      path: "email-templates",
                      lazy: async () => ({
                        Component: (
                          await pageWith(import("#web/features/platform/components/email-templates-page.tsx"), [
                            "platform",
                            "admin",
                          ])
                        ).EmailTemplatesPage,
                      }),
                    },
                    {
                      path: "abuse-reports",
                      lazy: async () => ({
                        Component: (
                          await pageWith(import("#web/features/platform/components/abuse-reports-page.tsx"), [
                            "platform",
                          ])
                        ).AbuseReportsPage,
                      }),
                    },
                    {
                      path: "system-health",
                      lazy: async () => ({
                        Component: (
                          await pageWith(import("#web/features/platform/components/system-health-page.tsx"), [
                            "platform",
                          ])
                        ).SystemHealthPage,
                      }),
                    },
                  ],
                },
              ],
            },
            {
              path: "preferences",
              lazy: async () => ({
                Component: (await pageWith(import("./pages/preferences-page.tsx"), ["preferences", "onboarding"]))
                  .PreferencesPage,
              }),
            },
            {
              path: "settings",
              // Its tabs show the sections of several features.
              lazy: async () => ({
                Component: (
                  await pageWith(import("./pages/settings-page.tsx"), [
                    "settings",
                    "preferences",
                    "onboarding",
                    "account",
                    "auth",
                    "notifications",
                    "recurring",
                    "team",
                  ])
                ).SettingsPage,
              }),
            },
            {
              path: "team",
              lazy: async () => ({
                Component: (
                  await pageWith(import("#web/features/team/components/team-entry-page.tsx"), ["team", "auth"])
                ).TeamEntryPage,
              }),
            },
            {
              path: "invite",
              lazy: async () => ({
                Component: (await pageWith(import("#web/features/team/components/invite-page.tsx"), ["team", "auth"]))
                  .InvitePage,
              }),
            },
            ...PLACEHOLDER_PATHS.map((path) => ({ path, lazy: placeholder })),
            { path: "*", lazy: () => pageWith(import("./not-found-page.tsx"), []) },
          ],
        },
      ],
    },
  ];
}
