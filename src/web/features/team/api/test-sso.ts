import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

/** POST /api/team/sso/test: the provider's page for the admin's test sign-in. */
export function testSso(): Promise<{ url: string }> {
  return apiRequest<{ url: string }>("POST", "/api/team/sso/test");
}

/** Starts a test sign-in; the caller sends the browser to the answer's `url`. */
export const useTestSso = createMutationHook({ retry: false, mutationFn: testSso });
