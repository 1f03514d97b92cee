import type { LoginBody, LoginResult } from "#shared/schemas/auth.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { storeSignedInUser } from "./store-auth-result.ts";

/** POST /api/login: the user, or `twoFactorRequired` when the account asks for a second factor. */
export function login(body: LoginBody): Promise<LoginResult> {
  return apiRequest<LoginResult>("POST", "/api/login", body);
}

/** Signs in; with the user when no second factor is asked for. */
export const useLogin = createMutationHook({
  retry: false,
  mutationFn: login,
  onSuccess: (result, _variables, _onMutateResult, { client }) => {
    if ("user" in result) storeSignedInUser(client, result.user);
  },
});
