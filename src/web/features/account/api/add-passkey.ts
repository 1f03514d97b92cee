import type { Passkey } from "#shared/schemas/passkeys.ts";
import { userKeys } from "#web/lib/api/user/user-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { accountKeys } from "./account-keys.ts";

/**
 * Adds a passkey: the registration options (POST /api/user/passkeys/options, after the password),
 * the browser's authenticator (WebAuthn, through @simplewebauthn/browser, loaded only now), and its
 * answer kept under `name` (POST /api/user/passkeys). Throws the browser's error when the person
 * cancels.
 */
export async function addPasskey({ password, name }: { password: string; name: string }): Promise<Passkey[]> {
  const optionsJSON = await apiRequest<Record<string, unknown>>("POST", "/api/user/passkeys/options", { password });
  const { startRegistration } = await import("@simplewebauthn/browser");
  const response = await startRegistration({ optionsJSON: optionsJSON as never });
  return apiRequest<Passkey[]>("POST", "/api/user/passkeys", { name, response });
}

export const useAddPasskey = createMutationHook({
  retry: false,
  mutationFn: addPasskey,
  // The user's `twoFactorSetupRequired` counts passkeys (docs/decisions/0029).
  invalidates: [accountKeys.passkeys(), userKeys.current()],
});
