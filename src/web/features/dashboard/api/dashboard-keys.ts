/** Query keys of the dashboard; `dashboardKeys.all` refreshes every dashboard view. */
export const dashboardKeys = {
  all: ["dashboard"] as const,
  stats: () => [...dashboardKeys.all, "stats"] as const,
};
