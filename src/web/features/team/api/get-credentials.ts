import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Credential, CredentialKind } from "#shared/schemas/credentials.ts";
import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";

/** GET /api/team/credentials?kind=: the team's tokens of a kind, newest first (team_admin). */
export function getCredentials(kind: CredentialKind): Promise<Credential[]> {
  return apiGet<Credential[]>(`/api/team/credentials?kind=${kind}`);
}

export function credentialsQueryOptions(kind: CredentialKind) {
  return queryOptions({ queryKey: teamKeys.credentials(kind), queryFn: () => getCredentials(kind) });
}

/** The team's tokens of `kind`. */
export function useCredentials({
  kind,
  queryConfig,
}: {
  kind: CredentialKind;
  queryConfig?: QueryConfig<typeof credentialsQueryOptions>;
}) {
  return useQuery({ ...credentialsQueryOptions(kind), ...queryConfig });
}
