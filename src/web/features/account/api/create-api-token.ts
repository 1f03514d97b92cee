import type { CreatedPersonalToken, CreatePersonalTokenBody } from "#shared/schemas/credentials.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { accountKeys } from "./account-keys.ts";

/** POST /api/user/tokens: a new API token, answered this once with its secret. */
export function createApiToken(body: CreatePersonalTokenBody): Promise<CreatedPersonalToken> {
  return apiRequest<CreatedPersonalToken>("POST", "/api/user/tokens", body);
}

export const useCreateApiToken = createMutationHook({
  mutationFn: createApiToken,
  invalidates: [accountKeys.tokens()],
});
