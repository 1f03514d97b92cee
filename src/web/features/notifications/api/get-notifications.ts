import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { NOTIFICATIONS_PAGE_MAX, type NotificationPage } from "#shared/schemas/notification.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";
import { notificationKeys } from "./notification-keys.ts";

/** GET /api/notifications: one page (50) of the signed-in user's notifications after `cursor`, newest first. */
export function getNotificationsPage(unread: boolean, cursor: string | null): Promise<NotificationPage> {
  const params = new URLSearchParams({ limit: String(NOTIFICATIONS_PAGE_MAX) });
  if (unread) params.set("unread", "true");
  if (cursor) params.set("cursor", cursor);
  return apiGet<NotificationPage>(`/api/notifications?${params}`);
}

/** The notifications list (all, or unread only) as an infinite list of pages; fresh for 30 s. */
export function notificationsQueryOptions(unread: boolean) {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(unread),
    queryFn: ({ pageParam }) => getNotificationsPage(unread, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 30 * 1000,
  });
}

/** The signed-in user's notifications, page by page ("Load more" calls `fetchNextPage`). */
export function useNotifications({
  unread,
  queryConfig,
}: {
  unread: boolean;
  queryConfig?: QueryConfig<typeof notificationsQueryOptions>;
}) {
  return useInfiniteQuery({ ...notificationsQueryOptions(unread), ...queryConfig });
}
