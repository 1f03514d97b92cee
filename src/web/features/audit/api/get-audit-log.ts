import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import {
  AUDIT_CSV_MAX_ROWS,
  AUDIT_CSV_ROW_LIMIT_HEADER,
  AUDIT_CSV_TRUNCATED_HEADER,
  type AuditPage,
  type AuditQuery,
} from "#shared/schemas/audit.ts";
import { apiGet, apiGetFile } from "#web/lib/api-client.ts";
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

/** The address of GET /api/team/audit.csv under the same filters. */
export function auditCsvUrl(filter: AuditFilter): string {
  return `/api/team/audit.csv?${params(filter)}`;
}

/** What an audit CSV export held: `maxRows` is set when the export hit the cap (older events left out). */
export interface AuditCsvExport {
  blob: Blob;
  maxRows: number | null;
}

/** GET /api/team/audit.csv under `filter`: the file, and the cap when the server says it was reached (X-Truncated). */
export async function exportAuditCsv(filter: AuditFilter): Promise<AuditCsvExport> {
  const { blob, headers } = await apiGetFile(auditCsvUrl(filter), "text/csv");
  const truncated = headers.get(AUDIT_CSV_TRUNCATED_HEADER) === "true";
  return { blob, maxRows: truncated ? Number(headers.get(AUDIT_CSV_ROW_LIMIT_HEADER) ?? AUDIT_CSV_MAX_ROWS) : null };
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

/** The team's audit log under `filter`, page by page; not fetched while `enabled` is false. */
export function useAuditLog(filter: AuditFilter, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...auditLogQueryOptions(filter), enabled });
}
