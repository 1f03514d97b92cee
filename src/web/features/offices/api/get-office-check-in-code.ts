import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OfficeCheckInCode } from "#shared/schemas/check-in-code.ts";
import { officeKeys } from "#web/lib/api/offices/office-keys.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";

/** GET /api/offices/{id}/check-in-code: the office's check-in code, its link and QR image (managers). */
export function getOfficeCheckInCode(officeId: string): Promise<OfficeCheckInCode> {
  return apiGet<OfficeCheckInCode>(`/api/offices/${encodeURIComponent(officeId)}/check-in-code`);
}

export function officeCheckInCodeQueryOptions(officeId: string) {
  return queryOptions({
    queryKey: [...officeKeys.all, "check-in-code", officeId] as const,
    queryFn: () => getOfficeCheckInCode(officeId),
  });
}

/** The printable check-in code of one office. */
export function useOfficeCheckInCode({
  officeId,
  queryConfig,
}: {
  officeId: string;
  queryConfig?: QueryConfig<typeof officeCheckInCodeQueryOptions>;
}) {
  return useQuery({ ...officeCheckInCodeQueryOptions(officeId), ...queryConfig });
}
