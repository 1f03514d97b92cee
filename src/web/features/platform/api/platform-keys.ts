/** Query keys of the super-admin views; `platformKeys.all` refreshes every one of them. */
import type { AdminTeamsQuery } from "#shared/schemas/platform.ts";

export const platformKeys = {
  all: ["platform"] as const,
  overview: () => [...platformKeys.all, "overview"] as const,
  teams: () => [...platformKeys.all, "teams"] as const,
  teamList: (query: Omit<AdminTeamsQuery, "cursor">) => [...platformKeys.teams(), "list", query] as const,
  team: (id: string) => [...platformKeys.teams(), "detail", id] as const,
  users: () => [...platformKeys.all, "users"] as const,
  userList: (q: string) => [...platformKeys.users(), "list", q] as const,
  user: (id: string) => [...platformKeys.users(), "detail", id] as const,
  systemHealth: () => [...platformKeys.all, "system-health"] as const,
  outbox: (status: string) => [...platformKeys.all, "outbox", status] as const,
  abuseReports: (status: string) => [...platformKeys.all, "abuse-reports", status] as const,
  analytics: (from: string, to: string) => [...platformKeys.all, "analytics", from, to] as const,
};
