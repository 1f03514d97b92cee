import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AuthResult, SignupBody } from "../../../../shared/schemas/auth.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { storeAuthResult } from "./store-auth-result.ts";

/** POST /api/auth/signup: creates a team; the creator is signed in. */
export function useSignup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SignupBody) => apiRequest<AuthResult>("POST", "/api/auth/signup", body),
    retry: false,
    onSuccess: (result) => storeAuthResult(qc, result),
  });
}
