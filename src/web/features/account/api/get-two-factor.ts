import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TwoFactorStatus } from "#shared/schemas/account.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";
import { accountKeys } from "./account-keys.ts";

/** GET /api/user/two-factor: whether sign-in asks for a code, and how many backup codes are left. */
export function getTwoFactor(): Promise<TwoFactorStatus> {
  return apiGet<TwoFactorStatus>("/api/user/two-factor");
}

export function twoFactorQueryOptions() {
  return queryOptions({ queryKey: accountKeys.twoFactor(), queryFn: getTwoFactor, staleTime: 0 });
}

/** The person's two-factor state. */
export function useTwoFactor({ queryConfig }: { queryConfig?: QueryConfig<typeof twoFactorQueryOptions> } = {}) {
  return useQuery({ ...twoFactorQueryOptions(), ...queryConfig });
}
