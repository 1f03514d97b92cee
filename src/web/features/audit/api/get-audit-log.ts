import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { AuditPage, AuditQuery } from "#shared/schemas/audit.ts";
import { apiGet } from "#web/lib/api-client.ts";
import { auditKeys } from "./audit-keys.ts";

export type AuditFilter = Omit<AuditQuery, "cursor" | "limit">;

function params(filter: AuditFilter): URLSearchParams {
  const p = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) p.set(key, String(value));
  return p;
}

/** GET /api/team/audit: one page, newest first; `cursor` from the previous page. */
export function getAuditPage(filter: AuditFilter, cursor: string | null): Promise<AuditPage> {
  const p = params(filter);
  p.set("limit", "25");
  if (cursor) p.set("cursor", cursor);
  return apiGet<AuditPage>(`/api/team/audit?${p}`);
}

/** The address of GET /api/team/audit.csv under the same filters (a download link). */
export function auditCsvUrl(filter: AuditFilter): string {
  return `/api/team/audit.csv?${params(filter)}`;
}

/** The audit log pages under a filter ("Load more" fetches the next older page). */
export function auditLogQueryOptions(filter: AuditFilter) {
  return infiniteQueryOptions({
    queryKey: auditKeys.list(filter),
    queryFn: ({ pageParam }) => getAuditPage(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/** The team's audit log under `filter`, page by page. */
export function useAuditLog(filter: AuditFilter) {
  return useInfiniteQuery(auditLogQueryOptions(filter));
}
