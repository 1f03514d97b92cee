import { queryOptions, useQuery } from "@tanstack/react-query";
import { INVITE_CODE_MIN_LENGTH } from "../../../../shared/constants.ts";
import type { ValidateInviteResult } from "../../../../shared/schemas/auth.ts";
import { ApiError, apiGet } from "../../../lib/api-client.ts";

/** GET /api/auth/validate-invite/{code}. Network failures become { valid: false, error }. */
export function validateInviteQueryOptions(code: string) {
  return queryOptions({
    queryKey: ["/api/auth/validate-invite", code],
    queryFn: async (): Promise<ValidateInviteResult> => {
      try {
        return await apiGet<ValidateInviteResult>(`/api/auth/validate-invite/${encodeURIComponent(code)}`);
      } catch (error) {
        if (error instanceof ApiError) {
          return { valid: false, error: error.serverMessage || "Invalid invitation code" };
        }
        return { valid: false, error: "Failed to validate invitation code" };
      }
    },
    enabled: code.length >= INVITE_CODE_MIN_LENGTH,
    staleTime: 60 * 1000,
    retry: false,
  });
}

/** Checks an invitation code once it is long enough. */
export function useValidateInvite(code: string) {
  return useQuery(validateInviteQueryOptions(code));
}
