import type { SaveSamlConnectionBody, SsoSettings } from "#shared/schemas/sso.ts";
import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

/** PUT /api/team/sso/saml: saves a SAML provider from its metadata (its URL, or the XML). */
export function saveSamlConnection(body: SaveSamlConnectionBody): Promise<SsoSettings> {
  return apiRequest<SsoSettings>("PUT", "/api/team/sso/saml", body);
}

export const useSaveSamlConnection = createMutationHook({
  mutationFn: saveSamlConnection,
  invalidates: [teamKeys.sso()],
});
