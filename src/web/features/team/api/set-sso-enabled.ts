import type { SsoSettings } from "#shared/schemas/sso.ts";
import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

/** POST /api/team/sso/enabled: sign-in through the provider on (after a test) or off. */
export function setSsoEnabled(enabled: boolean): Promise<SsoSettings> {
  return apiRequest<SsoSettings>("POST", "/api/team/sso/enabled", { enabled });
}

export const useSetSsoEnabled = createMutationHook({
  mutationFn: setSsoEnabled,
  invalidates: [teamKeys.sso()],
});
