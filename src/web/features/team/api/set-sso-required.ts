import type { RequireSsoBody, SsoSettings } from "#shared/schemas/sso.ts";
import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

/** POST /api/team/sso/required: requires single sign-on (password sessions end), naming a break-glass team admin. */
export function setSsoRequired(body: RequireSsoBody): Promise<SsoSettings> {
  return apiRequest<SsoSettings>("POST", "/api/team/sso/required", body);
}

export const useSetSsoRequired = createMutationHook({ mutationFn: setSsoRequired, invalidates: [teamKeys.sso()] });
