import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AuthResult, SignupBody } from "#shared/schemas/auth.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";
import { storeAuthResult } from "./store-auth-result.ts";

/** POST /api/auth/signup: creates a team. */
export function signup(body: SignupBody): Promise<AuthResult> {
  return apiRequest<AuthResult>("POST", "/api/auth/signup", body);
}

/** Creates a team; the creator is signed in. */
export function useSignup({ mutationConfig }: { mutationConfig?: MutationConfig<AuthResult, SignupBody> } = {}) {
  const qc = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    retry: false,
    ...config,
    mutationFn: signup,
    onSuccess: (result, ...rest) => {
      storeAuthResult(qc, result);
      return onSuccess?.(result, ...rest);
    },
  });
}
