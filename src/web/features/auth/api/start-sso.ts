import type { StartSsoBody } from "#shared/schemas/sso.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

/** POST /api/auth/sso/start: the provider's sign-in page for an address at a domain with single sign-on. */
export function startSso(body: StartSsoBody): Promise<{ url: string }> {
  return apiRequest<{ url: string }>("POST", "/api/auth/sso/start", body);
}

/** Starts a single sign-on; the caller sends the browser to the answer's `url`. */
export const useStartSso = createMutationHook({ retry: false, mutationFn: startSso });
