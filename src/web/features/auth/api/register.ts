import type { RegisterResult } from "#shared/schemas/auth.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { storeAuthResult } from "./store-auth-result.ts";

/** The body of POST /api/register as the form sends it (the server fills the defaults). */
export interface RegisterRequest {
  name: string;
  email: string;
  password: string;
  teamName: string;
  companyName: string;
  jobTitle?: string;
  companyAddress?: string;
  companySize?: string;
  industry?: string;
  billingEmail?: string;
  timeZone?: string;
}

/** POST /api/register: the larger team registration (spec section 3). */
export function register(body: RegisterRequest): Promise<RegisterResult> {
  return apiRequest<RegisterResult>("POST", "/api/register", body);
}

/** Creates a team with its company details; the creator is signed in when the answer carries a user. */
export const useRegister = createMutationHook({
  retry: false,
  mutationFn: register,
  onSuccess: (result, _variables, _onMutateResult, { client }) => {
    storeAuthResult(client, result);
  },
});
