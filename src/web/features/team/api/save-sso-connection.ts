import type { SaveSsoConnectionBody, SsoSettings } from "#shared/schemas/sso.ts";
import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

/** PUT /api/team/sso: saves the provider (its discovery document is read first). */
export function saveSsoConnection(body: SaveSsoConnectionBody): Promise<SsoSettings> {
  return apiRequest<SsoSettings>("PUT", "/api/team/sso", body);
}

export const useSaveSsoConnection = createMutationHook({
  mutationFn: saveSsoConnection,
  invalidates: [teamKeys.sso()],
});
