import type { ChangePasswordBody, ChangePasswordResult } from "#shared/schemas/account.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

/** POST /api/user/password: the current and a new password; other sessions are signed out. */
export function changePassword(body: ChangePasswordBody): Promise<ChangePasswordResult> {
  return apiRequest<ChangePasswordResult>("POST", "/api/user/password", body);
}

/** Changes the password; the sessions list (other sessions are gone) is read again afterwards. */
export const useChangePassword = createMutationHook({
  mutationFn: changePassword,
  onSuccess: (_data, _variables, _onMutateResult, { client }) =>
    client.invalidateQueries({ queryKey: ["user", "account"] }),
});
