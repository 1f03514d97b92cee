import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { AdminOutboxRow, OUTBOX_STATUSES } from "#shared/schemas/platform.ts";
import { apiGet } from "#web/lib/api-client.ts";
import { platformKeys } from "./platform-keys.ts";

export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export interface OutboxPage {
  messages: AdminOutboxRow[];
  nextCursor: string | null;
}

/** GET /api/admin/outbox: one page (50, newest first) of the platform's mail, of one status or all. */
export function getOutbox(status: OutboxStatus | null, cursor?: string): Promise<OutboxPage> {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (cursor) params.set("cursor", cursor);
  return apiGet<OutboxPage>(`/api/admin/outbox?${params}`);
}

/** The outbox page by page (Load more follows `nextCursor`). */
export function outboxQueryOptions(status: OutboxStatus | null) {
  return infiniteQueryOptions({
    queryKey: platformKeys.outbox(status ?? "all"),
    queryFn: ({ pageParam }) => getOutbox(status, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useOutbox(status: OutboxStatus | null) {
  return useInfiniteQuery(outboxQueryOptions(status));
}
