import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PersonalToken } from "#shared/schemas/credentials.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";
import { accountKeys } from "./account-keys.ts";

/** GET /api/user/tokens: the person's API tokens, newest first, revoked and expired ones too. */
export function getApiTokens(): Promise<PersonalToken[]> {
  return apiGet<PersonalToken[]>("/api/user/tokens");
}

export function apiTokensQueryOptions() {
  return queryOptions({ queryKey: accountKeys.tokens(), queryFn: getApiTokens });
}

/** The person's API tokens. */
export function useApiTokens({ queryConfig }: { queryConfig?: QueryConfig<typeof apiTokensQueryOptions> } = {}) {
  return useQuery({ ...apiTokensQueryOptions(), ...queryConfig });
}
