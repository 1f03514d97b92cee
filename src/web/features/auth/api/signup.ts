import type { AuthResult, SignupBody } from "#shared/schemas/auth.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { storeAuthResult } from "./store-auth-result.ts";

/** POST /api/auth/signup: creates a team. */
export function signup(body: SignupBody): Promise<AuthResult> {
  return apiRequest<AuthResult>("POST", "/api/auth/signup", body);
}

/** Creates a team; the creator is signed in. */
export const useSignup = createMutationHook({
  retry: false,
  mutationFn: signup,
  onSuccess: (result, _variables, _onMutateResult, { client }) => {
    storeAuthResult(client, result);
  },
});
