import type { SsoSettings } from "#shared/schemas/sso.ts";
import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

/** POST /api/team/sso/domains: claims a domain; the answer holds its TXT record. */
export function addSsoDomain(domain: string): Promise<SsoSettings> {
  return apiRequest<SsoSettings>("POST", "/api/team/sso/domains", { domain });
}

export const useAddSsoDomain = createMutationHook({ mutationFn: addSsoDomain, invalidates: [teamKeys.sso()] });
