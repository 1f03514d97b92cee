import type { SsoSettings } from "#shared/schemas/sso.ts";
import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

/** POST /api/team/sso/domains/{domain}/verify: looks the domain's TXT record up. */
export function verifySsoDomain(domain: string): Promise<SsoSettings> {
  return apiRequest<SsoSettings>("POST", `/api/team/sso/domains/${encodeURIComponent(domain)}/verify`);
}

export const useVerifySsoDomain = createMutationHook({ mutationFn: verifySsoDomain, invalidates: [teamKeys.sso()] });
