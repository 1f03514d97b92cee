import type { SsoSettings } from "#shared/schemas/sso.ts";
import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

/** DELETE /api/team/sso/domains/{domain}: releases a domain. */
export function removeSsoDomain(domain: string): Promise<SsoSettings> {
  return apiRequest<SsoSettings>("DELETE", `/api/team/sso/domains/${encodeURIComponent(domain)}`);
}

export const useRemoveSsoDomain = createMutationHook({ mutationFn: removeSsoDomain, invalidates: [teamKeys.sso()] });
