import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { ABUSE_REPORT_STATUSES, AdminAbuseReportPage } from "#shared/schemas/abuse-reports.ts";
import { apiGet } from "#web/lib/api-client.ts";
import { platformKeys } from "./platform-keys.ts";

export type AbuseReportStatus = (typeof ABUSE_REPORT_STATUSES)[number];

/** GET /api/admin/abuse-reports: one page (50, newest first) of open or reviewed abuse reports. */
export function getAbuseReports(status: AbuseReportStatus, cursor?: string): Promise<AdminAbuseReportPage> {
  const params = new URLSearchParams({ status });
  if (cursor) params.set("cursor", cursor);
  return apiGet<AdminAbuseReportPage>(`/api/admin/abuse-reports?${params}`);
}

/** The reports page by page (Load more follows `nextCursor`). */
export function abuseReportsQueryOptions(status: AbuseReportStatus) {
  return infiniteQueryOptions({
    queryKey: platformKeys.abuseReports(status),
    queryFn: ({ pageParam }) => getAbuseReports(status, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useAbuseReports(status: AbuseReportStatus) {
  return useInfiniteQuery(abuseReportsQueryOptions(status));
}
