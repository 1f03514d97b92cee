import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SsoSettings } from "#shared/schemas/sso.ts";
import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";

/** GET /api/team/sso: the provider (never its secret), the domains and the redirect URI (team_admin). */
export function getSsoSettings(): Promise<SsoSettings> {
  return apiGet<SsoSettings>("/api/team/sso");
}

export function ssoSettingsQueryOptions() {
  return queryOptions({ queryKey: teamKeys.sso(), queryFn: getSsoSettings });
}

/** The team's single sign-on settings. */
export function useSsoSettings({ queryConfig }: { queryConfig?: QueryConfig<typeof ssoSettingsQueryOptions> } = {}) {
  return useQuery({ ...ssoSettingsQueryOptions(), ...queryConfig });
}
