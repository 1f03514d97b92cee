import { queryOptions, useQuery } from "@tanstack/react-query";
import { INVITE_CODE_MIN_LENGTH } from "#shared/constants.ts";
import type { ValidateInviteResult } from "#shared/schemas/auth.ts";
import { ApiError, apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";
import { inviteKeys } from "./invite-keys.ts";

/**
 * The answer of an invitation code's check: the server's, or, where the server gave no message to
 * show, `errorId`, a message id of the auth catalogue saying why the code is not accepted.
 */
export type InviteCheck =
  | ValidateInviteResult
  | { valid: false; errorId: "auth.joinTeam.code.invalid" | "auth.joinTeam.code.checkFailed" };

/** GET /api/auth/validate-invite/{code}. Failures become `{ valid: false, ... }` for the form to show. */
export async function validateInvite(code: string): Promise<InviteCheck> {
  try {
    return await apiGet<ValidateInviteResult>(`/api/auth/validate-invite/${encodeURIComponent(code)}`);
  } catch (error) {
    if (error instanceof ApiError && error.serverMessage) return { valid: false, error: error.serverMessage };
    if (error instanceof ApiError) return { valid: false, errorId: "auth.joinTeam.code.invalid" };
    return { valid: false, errorId: "auth.joinTeam.code.checkFailed" };
  }
}

/** Checks `code` once it is long enough; an answer stays fresh for a minute. */
export function validateInviteQueryOptions(code: string) {
  return queryOptions({
    queryKey: inviteKeys.validation(code),
    queryFn: () => validateInvite(code),
    enabled: code.length >= INVITE_CODE_MIN_LENGTH,
    staleTime: 60 * 1000,
    retry: false,
  });
}

/** The live check of an invitation code. */
export function useValidateInvite({
  code,
  queryConfig,
}: {
  code: string;
  queryConfig?: QueryConfig<typeof validateInviteQueryOptions>;
}) {
  return useQuery({ ...validateInviteQueryOptions(code), ...queryConfig });
}
