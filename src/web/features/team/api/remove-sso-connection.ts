import type { SsoSettings } from "#shared/schemas/sso.ts";
import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

/** DELETE /api/team/sso: removes the provider; members sign in with passwords. */
export function removeSsoConnection(): Promise<SsoSettings> {
  return apiRequest<SsoSettings>("DELETE", "/api/team/sso");
}

export const useRemoveSsoConnection = createMutationHook({
  mutationFn: removeSsoConnection,
  invalidates: [teamKeys.sso()],
});
