/** Query keys of the dashboard; `dashboardKeys.all` refreshes every dashboard view. */
export const dashboardKeys = {
  all: ["dashboard"] as const,
  stats: () => [...dashboardKeys.all, "stats"] as const,
  /** GET /api/team/activity?limit=: under `all`, so every change the socket reports refreshes it. */
  activity: (limit: number) => [...dashboardKeys.all, "activity", limit] as const,
  /** GET /api/user/dashboard-layout: the person's widgets. */
  layout: () => [...dashboardKeys.all, "layout"] as const,
  /** GET /api/availability for today, of the offices the office-availability widget shows. */
  availability: (date: string, officeIds: readonly string[]) =>
    [...dashboardKeys.all, "availability", date, officeIds] as const,
};
