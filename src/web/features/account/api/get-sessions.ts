import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AccountSession } from "#shared/schemas/account.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";
import { accountKeys } from "./account-keys.ts";

/** GET /api/user/sessions: the person's signed-in sessions, the current one marked. */
export function getSessions(): Promise<AccountSession[]> {
  return apiGet<AccountSession[]>("/api/user/sessions");
}

export function sessionsQueryOptions() {
  return queryOptions({ queryKey: accountKeys.sessions(), queryFn: getSessions, staleTime: 0 });
}

/** The signed-in sessions list. */
export function useSessions({ queryConfig }: { queryConfig?: QueryConfig<typeof sessionsQueryOptions> } = {}) {
  return useQuery({ ...sessionsQueryOptions(), ...queryConfig });
}
