import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  type DashboardLayout,
  DEFAULT_DASHBOARD_LAYOUT,
  dashboardLayoutSchema,
} from "#shared/schemas/dashboard-layout.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";
import { readLocal, STORAGE_KEYS, writeLocal } from "#web/lib/storage-keys.ts";
import { dashboardKeys } from "./dashboard-keys.ts";

/**
 * GET /api/user/dashboard-layout: the person's widgets (order, switches, sizes) and when they were
 * last saved. The answer is copied to localStorage, the offline cache of spec section 2.
 */
export async function getDashboardLayout(): Promise<DashboardLayout> {
  const layout = await apiGet<DashboardLayout>("/api/user/dashboard-layout");
  writeLocalLayout(layout);
  return layout;
}

/** Keeps the browser's copy (spec: "saved per user locally with a last-updated time"). */
export function writeLocalLayout(layout: DashboardLayout): void {
  writeLocal(STORAGE_KEYS.dashboardLayout, JSON.stringify(layout));
}

/** The browser's copy, shown while the server's loads (or when offline); the default when none fits. */
export function readLocalLayout(): DashboardLayout {
  try {
    const parsed = dashboardLayoutSchema.safeParse(JSON.parse(readLocal(STORAGE_KEYS.dashboardLayout) ?? "null"));
    return parsed.success ? parsed.data : DEFAULT_DASHBOARD_LAYOUT;
  } catch {
    return DEFAULT_DASHBOARD_LAYOUT;
  }
}

export function dashboardLayoutQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.layout(),
    queryFn: getDashboardLayout,
    placeholderData: readLocalLayout,
  });
}

/** The person's widget layout; the local copy stands in until the server answers. */
export function useDashboardLayout({
  queryConfig,
}: {
  queryConfig?: QueryConfig<typeof dashboardLayoutQueryOptions>;
} = {}) {
  return useQuery({ ...dashboardLayoutQueryOptions(), ...queryConfig });
}
