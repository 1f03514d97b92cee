import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UserPreferences } from "#shared/schemas/preferences.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";
import { userKeys } from "./user-keys.ts";

/** GET /api/user/preferences: the signed-in person's display preferences, defaults filled in. */
export function getPreferences(): Promise<UserPreferences> {
  return apiGet<UserPreferences>("/api/user/preferences");
}

export function preferencesQueryOptions() {
  return queryOptions({ queryKey: userKeys.preferences(), queryFn: getPreferences });
}

/** The display preferences; read by the shell (theme, quick booking) and /preferences, so in lib/. */
export function usePreferences({ queryConfig }: { queryConfig?: QueryConfig<typeof preferencesQueryOptions> } = {}) {
  return useQuery({ ...preferencesQueryOptions(), ...queryConfig });
}
