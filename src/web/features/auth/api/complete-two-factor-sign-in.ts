import type { TwoFactorSignInBody } from "#shared/schemas/auth.ts";
import type { User } from "#shared/schemas/user.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { storeSignedInUser } from "./store-auth-result.ts";

/** POST /api/login/two-factor: the second step of a sign-in; the user once the code is right. */
export function completeTwoFactorSignIn(body: TwoFactorSignInBody): Promise<{ user: User }> {
  return apiRequest<{ user: User }>("POST", "/api/login/two-factor", body);
}

/** The second step of a sign-in (an authenticator or backup code); stores the user as a sign-in does. */
export const useCompleteTwoFactorSignIn = createMutationHook({
  retry: false,
  mutationFn: completeTwoFactorSignIn,
  onSuccess: ({ user }, _variables, _onMutateResult, { client }) => storeSignedInUser(client, user),
});
