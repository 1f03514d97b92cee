import { queryOptions, useQuery } from "@tanstack/react-query";
import { type DashboardLayout, DEFAULT_DASHBOARD_LAYOUT, isDashboardLayout } from "#shared/dashboard-layout.ts";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";
import { readLocal, STORAGE_KEYS, writeLocal } from "#web/lib/storage-keys.ts";
import { dashboardKeys } from "./dashboard-keys.ts";

/**
 * GET /api/user/dashboard-layout: the person's widgets (order, switches, sizes) and when they were
 * last saved. The answer is copied to localStorage, the offline cache of spec section 2.
 */
export async function getDashboardLayout(userId: string): Promise<DashboardLayout> {
  const layout = await apiGet<DashboardLayout>("/api/user/dashboard-layout");
  writeLocalLayout(userId, layout);
  return layout;
}

/** The browser's copy is per person (`dashboard-layout:{userId}`): a shared browser keeps each one's. */
const localKey = (userId: string) => `${STORAGE_KEYS.dashboardLayout}:${userId}`;

/** Keeps the browser's copy (spec: "saved per user locally with a last-updated time"). */
export function writeLocalLayout(userId: string, layout: DashboardLayout): void {
  writeLocal(localKey(userId), JSON.stringify(layout));
}

/** `userId`'s browser copy, shown while the server's loads (or when offline); the default when none fits. */
export function readLocalLayout(userId: string): DashboardLayout {
  try {
    const stored: unknown = JSON.parse(readLocal(localKey(userId)) ?? "null");
    return isDashboardLayout(stored) ? stored : DEFAULT_DASHBOARD_LAYOUT;
  } catch {
    return DEFAULT_DASHBOARD_LAYOUT;
  }
}

/** The signed-in person's layout (`userId`: theirs, for the browser copy). */
export function dashboardLayoutQueryOptions(userId: string) {
  return queryOptions({
    queryKey: dashboardKeys.layout(),
    queryFn: () => getDashboardLayout(userId),
    placeholderData: () => readLocalLayout(userId),
  });
}

/** The signed-in person's widget layout; their local copy stands in until the server answers. */
export function useDashboardLayout({
  queryConfig,
}: {
  queryConfig?: QueryConfig<typeof dashboardLayoutQueryOptions>;
} = {}) {
  const { id } = useCurrentUser();
  return useQuery({ ...dashboardLayoutQueryOptions(id), ...queryConfig });
}
