import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminUserDetail } from "#shared/schemas/platform.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";
import { platformKeys } from "./platform-keys.ts";

/** GET /api/admin/users/{id}: one user's page. */
export function getUser(id: string): Promise<AdminUserDetail> {
  return apiGet<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(id)}`);
}

export function userQueryOptions(id: string) {
  return queryOptions({ queryKey: platformKeys.user(id), queryFn: () => getUser(id) });
}

export function useAdminUser(id: string, { queryConfig }: { queryConfig?: QueryConfig<typeof userQueryOptions> } = {}) {
  return useQuery({ ...userQueryOptions(id), ...queryConfig });
}
