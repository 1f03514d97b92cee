import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Passkey } from "#shared/schemas/passkeys.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";
import { accountKeys } from "./account-keys.ts";

/** GET /api/user/passkeys: the person's passkeys, oldest first. */
export function getPasskeys(): Promise<Passkey[]> {
  return apiGet<Passkey[]>("/api/user/passkeys");
}

export function passkeysQueryOptions() {
  return queryOptions({ queryKey: accountKeys.passkeys(), queryFn: getPasskeys });
}

/** The person's passkeys. */
export function usePasskeys({ queryConfig }: { queryConfig?: QueryConfig<typeof passkeysQueryOptions> } = {}) {
  return useQuery({ ...passkeysQueryOptions(), ...queryConfig });
}
