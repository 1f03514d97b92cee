import type { User } from "#shared/schemas/user.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { storeSignedInUser } from "./store-auth-result.ts";

/**
 * Signs in with a passkey: the options (POST /api/login/passkey/options), the browser's passkey
 * chooser (WebAuthn, through @simplewebauthn/browser, loaded only now), and its answer (POST
 * /api/login/passkey), which opens the session. Throws the browser's error when the person cancels.
 */
export async function signInWithPasskey(): Promise<{ user: User }> {
  const optionsJSON = await apiRequest<Record<string, unknown>>("POST", "/api/login/passkey/options");
  const { startAuthentication } = await import("@simplewebauthn/browser");
  const response = await startAuthentication({ optionsJSON: optionsJSON as never });
  return apiRequest<{ user: User }>("POST", "/api/login/passkey", { response });
}

/** Signs in with a passkey; stores the user as a sign-in does. */
export const useSignInWithPasskey = createMutationHook({
  retry: false,
  mutationFn: signInWithPasskey,
  onSuccess: ({ user }, _variables, _onMutateResult, { client }) => storeSignedInUser(client, user),
});
